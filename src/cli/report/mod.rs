//! The one seam that the commands giving verdicts (`check`, `test`,
//! `grade`) write to: each case's [`Entry`] goes to a [`Report`], which
//! counts the verdicts and hands every entry to each of its [`Sink`]s, one
//! per output format.
//!
//! A format is one file here with a type that implements [`Sink`], and one
//! line in [`open`]; today they are the text a person reads ([`text`]: the
//! report blocks of `check` and `test`, the table of `grade`), JSON Lines
//! ([`jsonl`]), JUnit XML ([`junit`]) and an HTML page ([`html`]). The
//! judge systems' checker protocols do not report: `check --protocol`
//! reads `check`'s findings directly (see `cli::system`).
//! Cases that fail for one cause ([`cause`]) are given it once in full,
//! and refer to it after that.

mod cause;
mod entry;
mod file;
mod html;
mod jsonl;
mod junit;
mod page;
mod table;
mod tally;
mod text;

use std::path::PathBuf;

use anyhow::Result;
use ttt_sandbox::Level;

use crate::cli::args::BadValue;
use crate::cli::io::color::Color;
use crate::cli::io::warn;
pub(super) use entry::{Answer, Detail, Entry, Unmet};
pub(super) use tally::Tally;

/// A report format, and where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Format {
    /// What a person reads, on stdout.
    Text,
    /// One JSON object per case and line, on stdout.
    JsonLines,
    /// The same lines, to a file written whole at the end.
    JsonLinesFile(PathBuf),
    /// JUnit XML, to a file.
    Junit(PathBuf),
    /// A page with the summary and each failing case replayed, to a file.
    Html(PathBuf),
}

impl Format {
    /// `grade --format`: `table` (the text) or `json` (JSON Lines).
    pub(super) fn parse_grade(name: &str) -> Result<Format, BadValue> {
        match name {
            "table" => Ok(Format::Text),
            "json" => Ok(Format::JsonLines),
            _ => Err(BadValue("expected table or json".into())),
        }
    }
}

/// Which command reports, for the words and layout that are its own (the
/// summary line, `grade`'s table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Voice {
    /// `check`: `N accepted, N wrong`.
    Check,
    /// `test`: `N passed, N failed`.
    Test,
    /// `grade`: a table and `97 AC, 2 WA`.
    Grade,
}

impl Voice {
    /// The command's name, as a JUnit report is called.
    fn command(self) -> &'static str {
        match self {
            Voice::Check => "ttt-judge check",
            Voice::Test => "ttt-judge test",
            Voice::Grade => "ttt-judge grade",
        }
    }
}

/// Something said beside the cases.
#[derive(Clone, Copy, Debug)]
pub(super) enum Note<'a> {
    /// Something could not be done (a file that could not be read): what
    /// it is called, and the message.
    Trouble(&'a str, &'a str),
    /// A file set aside: what it is called, its path, and why.
    Skipped(&'a str, &'a str, &'a str),
    /// A file `test --bless` wrote, and what changed in it.
    Blessed(&'a str, &'a str),
    /// The solution `grade` graded, as it was given (a file, a command):
    /// above the table, in each JSON line, as a JUnit property, in the
    /// page's title.
    Solution(&'a str),
    /// The sandbox level `grade`'s runs were held at (`strict`, `basic`),
    /// said before the cases: above the table, in each JSON line, as a
    /// JUnit property.
    Sandbox(Level),
    /// Something the run was set to, worth stating (the limits).
    Setting(&'a str),
}

/// One output format of a report.
pub(super) trait Sink {
    /// A group of cases begins: a file of cases, a fixture.
    fn group(&mut self, name: &str) -> Result<()>;
    /// One case's verdict.
    fn case(&mut self, entry: &Entry<'_>) -> Result<()>;
    /// Something said beside the cases.
    fn note(&mut self, note: Note<'_>) -> Result<()>;
    /// Writes out what is buffered, so that a message on stderr comes after
    /// it.
    fn flush(&mut self) -> Result<()>;
    /// Every case is to be listed, not only those not accepted (`grade
    /// --all`); a format that lists every case anyway ignores it.
    fn list_all(&mut self) {}
    /// The cases stopped at the first failure, case `case` (`grade
    /// --fail-fast`): said where the format has room for it.
    fn stopped(&mut self, case: usize) -> Result<()> {
        let _ = case;
        Ok(())
    }
    /// The end: the verdicts' counts, then whatever closes the format.
    fn finish(&mut self, tally: &Tally) -> Result<()>;
}

/// What every format says when `grade --fail-fast` stopped at case `case`.
pub(super) fn stopped_line(case: usize) -> String {
    format!(
        "stopped at the first failure, case {case} (--fail-fast): the cases after it were not graded"
    )
}

/// The sink for `format`, in `voice`, coloured as `color` says where it
/// is read by a person.
pub(super) fn open(format: Format, voice: Voice, color: Color) -> Box<dyn Sink> {
    match format {
        Format::Text => Box::new(text::TextSink::new(voice, color)),
        Format::JsonLines => Box::new(jsonl::JsonLines::new(voice)),
        Format::JsonLinesFile(path) => Box::new(jsonl::JsonLines::to_file(voice, path)),
        Format::Junit(path) => Box::new(junit::Junit::new(voice, path)),
        Format::Html(path) => Box::new(html::Page::new(voice, path)),
    }
}

/// A command's report: the verdicts counted, and each entry and note
/// handed to every sink in order.
pub(super) struct Report {
    /// Each format, and whether its output is still open: a format whose
    /// reader went away (a closed stdout, as `| head` makes) is left out
    /// from then on, and the others, the files, are still written.
    sinks: Vec<(Box<dyn Sink>, bool)>,
    tally: Tally,
}

impl Report {
    /// A report in `formats`, in `voice`.
    pub(super) fn new(
        formats: impl IntoIterator<Item = Format>,
        voice: Voice,
        color: Color,
    ) -> Report {
        Report {
            sinks: formats
                .into_iter()
                .map(|format| (open(format, voice, color), true))
                .collect(),
            tally: Tally::default(),
        }
    }

    /// Hands `act` to every sink still open; one whose output is closed is
    /// left out after this, any other error ends the report.
    fn each(&mut self, mut act: impl FnMut(&mut dyn Sink) -> Result<()>) -> Result<()> {
        for (sink, open) in self.sinks.iter_mut().filter(|(_, open)| *open) {
            match act(sink.as_mut()) {
                Err(e) if crate::cli::io::is_broken_pipe(&e) => *open = false,
                done => done?,
            }
        }
        Ok(())
    }

    /// The verdicts so far.
    pub(super) fn tally(&self) -> &Tally {
        &self.tally
    }

    /// A group of cases begins.
    pub(super) fn group(&mut self, name: &str) -> Result<()> {
        self.each(|s| s.group(name))
    }

    /// Counts and writes one case's verdict.
    pub(super) fn case(&mut self, entry: &Entry<'_>) -> Result<()> {
        if let Some(verdict) = entry.verdict() {
            self.tally.add(verdict);
        }
        self.each(|s| s.case(entry))
    }

    /// Says `message` on stderr, after what has been written so far.
    pub(super) fn warn(&mut self, message: &str) -> Result<()> {
        self.each(|s| s.flush())?;
        warn(message);
        Ok(())
    }

    /// Something called `name` could not be done: said on stderr and kept
    /// in the report.
    pub(super) fn trouble(&mut self, name: &str, message: &str) -> Result<()> {
        self.note(Note::Trouble(name, message))?;
        self.warn(message)
    }

    /// Every case is to be listed, not only those not accepted.
    pub(super) fn list_all(&mut self) {
        self.sinks.iter_mut().for_each(|(s, _)| s.list_all());
    }

    /// The cases stopped at the first failure, case `case`.
    pub(super) fn stopped(&mut self, case: usize) -> Result<()> {
        self.each(|s| s.stopped(case))
    }

    /// Something said beside the cases.
    pub(super) fn note(&mut self, note: Note<'_>) -> Result<()> {
        self.each(|s| s.note(note))
    }

    /// Ends the report; the verdicts counted.
    pub(super) fn finish(mut self) -> Result<Tally> {
        let tally = std::mem::take(&mut self.tally);
        self.each(|s| s.finish(&tally))?;
        Ok(tally)
    }
}
