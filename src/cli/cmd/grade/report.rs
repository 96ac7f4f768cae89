//! What `grade` prints: a live progress line on a terminal, then the
//! verdicts as a table (the cases that were not accepted first, then a
//! total) or as JSON Lines, and JUnit XML for CI.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::Path;

use anyhow::Result;

use super::{Graded, Verdict};
use crate::cli::io::junit::Junit;

/// How the verdicts are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A table and a total.
    Table,
    /// One object per case and line.
    Json,
}

impl Format {
    /// `table` or `json`.
    pub fn parse(name: &str) -> Result<Format, String> {
        match name {
            "table" => Ok(Format::Table),
            "json" => Ok(Format::Json),
            _ => Err("expected table or json".into()),
        }
    }
}

/// Writes the verdicts in `format`.
pub fn write(out: &mut impl Write, format: Format, graded: &[Graded]) -> io::Result<()> {
    match format {
        Format::Json => {
            for g in graded {
                serde_json::to_writer(&mut *out, g)?;
                writeln!(out)?;
            }
            Ok(())
        }
        Format::Table => table(out, graded),
    }
}

/// The table: the cases not accepted first, in case order, each with its
/// message below it, then the accepted ones, then the total.
fn table(out: &mut impl Write, graded: &[Graded]) -> io::Result<()> {
    if graded.is_empty() {
        return writeln!(out, "no cases to grade");
    }
    writeln!(
        out,
        "{:>6}  {:<7} {:>9} {:>10}",
        "case", "verdict", "time", "memory"
    )?;
    let (failed, accepted): (Vec<&Graded>, Vec<&Graded>) =
        graded.iter().partition(|g| g.verdict != Verdict::Accepted);
    // A message said once (a compiler's, for every case) is not repeated.
    let mut said: Vec<(&str, usize)> = Vec::new();
    for g in failed.iter().chain(&accepted) {
        writeln!(
            out,
            "{:>6}  {:<7} {:>6} ms {:>7} KB",
            g.case, g.verdict, g.time_ms, g.memory_kb
        )?;
        let Some(message) = &g.message else {
            continue;
        };
        match said.iter().find(|(m, _)| *m == message.as_str()) {
            Some((_, case)) if message.lines().count() > 1 => {
                writeln!(out, "        (as for case {case})")?;
            }
            _ => {
                for line in message.lines() {
                    writeln!(out, "        {line}")?;
                }
                said.push((message, g.case));
            }
        }
    }
    writeln!(out, "{}", total(graded))
}

/// `97 AC, 2 WA, 1 TLE`: each verdict given, in summary order.
pub fn total(graded: &[Graded]) -> String {
    let mut counts = Counts::default();
    counts.add(graded);
    counts.to_string()
}

/// How many cases got each verdict.
#[derive(Default)]
struct Counts(BTreeMap<Verdict, usize>);

impl Counts {
    fn add(&mut self, graded: &[Graded]) {
        for g in graded {
            *self.0.entry(g.verdict).or_default() += 1;
        }
    }

    fn cases(&self) -> usize {
        self.0.values().sum()
    }
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(v, n)| format!("{n} {v}")).collect();
        f.write_str(&parts.join(", "))
    }
}

/// Writes the verdicts as JUnit XML: one suite for the cases file, one
/// test case per case.
pub fn junit(cases: &str, graded: &[Graded], path: &Path) -> Result<()> {
    let mut report = Junit::new("ttt-judge grade");
    report.suite(cases);
    for g in graded {
        let name = format!("case {}", g.case);
        let took = std::time::Duration::from_millis(g.time_ms);
        match g.verdict {
            Verdict::Accepted => report.passed(&name),
            verdict => {
                let message = match &g.message {
                    Some(m) => format!("{verdict}: {}", m.lines().next().unwrap_or_default()),
                    None => verdict.to_string(),
                };
                let text: Vec<String> = g
                    .message
                    .iter()
                    .flat_map(|m| m.lines().map(str::to_string))
                    .collect();
                report.failed(&name, &message, &text);
            }
        }
        report.took(took);
    }
    report.write(path)
}

/// The live line on a terminal: cases done and the verdicts so far.
pub struct Progress {
    shown: bool,
    done: Counts,
}

impl Progress {
    /// A progress line, shown when `shown`.
    pub fn new(shown: bool) -> Progress {
        Progress {
            shown,
            done: Counts::default(),
        }
    }

    /// Notes verdicts given.
    pub fn add(&mut self, graded: &[Graded]) {
        if !self.shown {
            return;
        }
        self.done.add(graded);
        let mut err = io::stderr().lock();
        let done = self.done.cases();
        let _ = write!(err, "\r\x1b[2Kgrading: {done} cases: {}", self.done);
        let _ = err.flush();
    }

    /// Clears the line.
    pub fn finish(&mut self) {
        if self.shown && self.done.cases() > 0 {
            let _ = write!(io::stderr().lock(), "\r\x1b[2K");
        }
    }
}
