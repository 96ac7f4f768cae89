//! What `grade` reads: files of cases in any form `run` reads, stdin, and
//! folders of tests as judge systems keep them: each `NAME.in` one case,
//! with the expected answer in `NAME.ans` beside it (a Kattis or Polygon
//! package's `data/`), which is checked against the judge's. Cases are
//! numbered from 1 across all inputs, and each case's file is known, so a
//! report can name it and say how to draw the case.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use ttt_judge::{Case, Verdict};

use crate::cli::io::Source;
use ttt_grading::trial::verdict::answer_verdict;

/// The sources for `paths`, in order, a folder read as its `*.in` files in
/// name order.
pub(super) fn sources(paths: &[PathBuf]) -> Result<Vec<Source>> {
    let mut sources = Vec::new();
    for path in paths {
        match path.is_dir() {
            true => sources.extend(folder(path)?.into_iter().map(Source::File)),
            false => sources.extend(Source::from_args(std::slice::from_ref(path))),
        }
    }
    Ok(sources)
}

/// The `*.in` files of a folder of tests, in name order.
fn folder(dir: &Path) -> Result<Vec<PathBuf>> {
    let shown = dir.display();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("{shown}: cannot read the folder"))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "in") && path.is_file())
        .collect();
    if files.is_empty() {
        bail!(
            "{shown}: no tests (a folder of tests holds one case in each NAME.in, its answer in NAME.ans)"
        );
    }
    files.sort();
    Ok(files)
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
        let (Source::File(path), number) = self.of(number)? else {
            return None;
        };
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

/// True for a test's `.in`.
fn is_test_input(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "in")
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

/// The `.ans` beside `source` when it is a test's `.in`, checked against
/// the judge's result `expected` for `case`: why they disagree, if they
/// do.
pub(super) fn check_answer(source: &Source, case: &Case, expected: &[u8]) -> Option<String> {
    let Source::File(input) = source else {
        return None;
    };
    if !is_test_input(input) {
        return None;
    }
    let path = input.with_extension("ans");
    let answer = std::fs::read(&path).ok()?;
    let line = answer.trim_ascii();
    let shown = path.display();
    match answer_verdict(case, expected, line) {
        (Verdict::Accepted, _) => None,
        (verdict, message) => Some(format!(
            "{shown} disagrees with the judge ({verdict}): {}",
            message.map(|m| m.to_string()).unwrap_or_default()
        )),
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
            .map(|source| match source {
                Source::Stdin => Stamp(None),
                Source::File(path) => Stamp::of(path),
            })
            .collect()
    }

    /// The first file of `sources` whose stamp is no longer `before`'s.
    pub(super) fn changed<'a>(sources: &'a [Source], before: &[Stamp]) -> Option<&'a Path> {
        sources
            .iter()
            .zip(before)
            .find_map(|(source, stamp)| match source {
                Source::File(path) if Stamp::of(path) != *stamp => Some(path.as_path()),
                _ => None,
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
