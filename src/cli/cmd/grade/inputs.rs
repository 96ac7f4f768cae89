//! Which of `grade`'s arguments are cases and which is the solution, and
//! where `grade`'s cases came from (the inputs themselves are
//! `io::fixture::sources`: files of cases in any form `run` reads, stdin,
//! fixtures, and folders of tests). Cases are numbered from 1 across all
//! inputs, and each case's file is known, so a report can name it and say
//! how to draw the case; and each file is known to be the one read.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Result, bail};

use crate::cli::args::SolutionArg;
use crate::cli::io::Source;
use crate::cli::io::fixture::is_test_input;

/// The cases and the solution's file among the positional `inputs`: the
/// solution is the last that is a source file, unless a command after
/// `--` is the solution; every other one is cases.
pub(super) fn split(
    mut inputs: Vec<PathBuf>,
    solution: &SolutionArg,
) -> Result<(Vec<PathBuf>, Option<PathBuf>)> {
    let by_extension = |path: &PathBuf| {
        !path.is_dir() && ttt_grading::solution::Lang::from_extension(path).is_some()
    };
    let file = match solution.has_command() {
        true => None,
        false => {
            let Some(at) = inputs.iter().rposition(|path| solution.is_source(path)) else {
                let last = inputs.last().expect("clap requires one").display();
                bail!(
                    "no solution: {last}, the last argument, is not a source file (known: {}); \
                     give the solution's file last (with --lang when its extension does not say), \
                     or a command after --",
                    SolutionArg::extensions()
                );
            };
            Some(inputs.remove(at))
        }
    };
    if let Some(other) = inputs.iter().find(|path| by_extension(path)) {
        match &file {
            Some(file) => bail!(
                "{} and {}: give one solution; the other arguments are cases",
                other.display(),
                file.display()
            ),
            None => bail!("give a SOLUTION file or a command after --, not both"),
        }
    }
    if inputs.is_empty() {
        bail!("no cases: give the cases before the solution (a file, a folder, or - for stdin)");
    }
    Ok((inputs, file))
}

/// The inputs as a report names them all: their paths, space-separated.
pub(super) fn names(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    names.join(" ")
}

/// Where each case came from: the first case of each source, in order.
#[derive(Default)]
pub(super) struct Origins(Vec<(usize, Arc<Source>)>);

impl Origins {
    /// Notes that case `number` came from `source`.
    pub(super) fn note(&mut self, number: usize, source: &Arc<Source>) {
        if self
            .0
            .last()
            .is_none_or(|(_, last)| !Arc::ptr_eq(last, source))
        {
            self.0.push((number, Arc::clone(source)));
        }
    }

    /// True when the cases came from more than one source.
    pub(super) fn many(&self) -> bool {
        self.0.len() > 1
    }

    /// The source case `number` came from, and its number there.
    pub(super) fn of(&self, number: usize) -> Option<(&Source, usize)> {
        let i = self.0.partition_point(|(first, _)| *first <= number);
        let (first, source) = self.0.get(i.checked_sub(1)?)?;
        Some((source, number - first + 1))
    }

    /// The command that draws case `number` after `step` calls or moves
    /// (after the last when `None`): `ttt-judge show FILE --case N --step
    /// T` (without `--case` for a test's `.in`, which holds one case);
    /// `None` for a case read from stdin.
    pub(super) fn draw(&self, number: usize, step: Option<usize>) -> Option<String> {
        let (source, number) = self.of(number)?;
        let path = source.path()?;
        let file = quoted(&path.display().to_string());
        let mut command = match is_test_input(path) && number == 1 {
            true => format!("ttt-judge show {file}"),
            false => format!("ttt-judge show {file} --case {number}"),
        };
        if let Some(step) = step {
            command.push_str(&format!(" --step {step}"));
        }
        Some(command)
    }
}

/// `text` as a shell word: quoted when it holds anything but plain
/// characters.
fn quoted(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:@%".contains(c);
    match text.chars().all(plain) {
        true => text.to_string(),
        false => format!("'{}'", text.replace('\'', r"'\''")),
    }
}

/// What says that a file is still the one that was read: its size and
/// when it was last written (nothing for stdin or a file that cannot be
/// looked at, which reading reports).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Stamp(Option<(u64, Option<std::time::SystemTime>)>);

impl Stamp {
    /// The stamp of the file at `path` now.
    pub(super) fn of(path: &std::path::Path) -> Stamp {
        let meta = std::fs::metadata(path).ok();
        Stamp(meta.map(|m| (m.len(), m.modified().ok())))
    }

    /// The stamps of every source now, stdin's as nothing.
    pub(super) fn of_all(sources: &[Source]) -> Vec<Stamp> {
        sources
            .iter()
            .map(|source| match source.path() {
                None => Stamp(None),
                Some(path) => Stamp::of(path),
            })
            .collect()
    }

    /// The first file of `sources` whose stamp is no longer `before`'s.
    pub(super) fn changed<'a>(sources: &'a [Source], before: &[Stamp]) -> Option<&'a Path> {
        sources.iter().zip(before).find_map(|(source, stamp)| {
            let path = source.path()?;
            (Stamp::of(path) != *stamp).then_some(path)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_is_found_in_its_source_by_its_number() {
        let mut origins = Origins::default();
        let file = |name: &str| Arc::new(Source::File(name.into()));
        let (a, b) = (file("a.jsonl"), file("t/02.in"));
        for n in 1..=3 {
            origins.note(n, &a);
        }
        origins.note(4, &b);
        assert!(origins.many());
        assert_eq!(origins.of(2), Some((&*a, 2)));
        assert_eq!(origins.of(4), Some((&*b, 1)));
        assert_eq!(origins.of(0), None);
        assert_eq!(
            origins.draw(3, Some(5)).as_deref(),
            Some("ttt-judge show a.jsonl --case 3 --step 5")
        );
        assert_eq!(
            origins.draw(4, None).as_deref(),
            Some("ttt-judge show t/02.in")
        );
        let mut stdin = Origins::default();
        stdin.note(1, &Arc::new(Source::Stdin));
        assert_eq!(stdin.draw(1, None), None);
        assert_eq!(quoted("my tests/a b.in"), "'my tests/a b.in'");
    }
}
