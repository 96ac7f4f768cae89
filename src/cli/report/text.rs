//! What a person reads, on stdout: `check`'s block per wrong answer and
//! its `N accepted, N wrong`; `test`'s `FAIL` block per failing case, its
//! `blessed` and `skip` lines and its `N passed, N failed`, coloured when
//! asked or on a terminal; `grade`'s table (see [`super::table`]) and its
//! total.

use std::io::{self, BufWriter, StdoutLock, Write};

use anstyle::{AnsiColor, Style};
use anyhow::Result;
use ttt_judge::Verdict;

use super::table::Table;
use super::{Detail, Entry, Note, Sink, Tally, Unmet, Voice};
use crate::cli::io::color::Color;

const RED: Style = AnsiColor::Red.on_default().bold();
const GREEN: Style = AnsiColor::Green.on_default();

/// The text report on stdout.
pub(super) struct TextSink {
    voice: Voice,
    out: BufWriter<StdoutLock<'static>>,
    colour: bool,
    table: Table,
}

impl TextSink {
    /// The text in `voice`, coloured as `when` and the environment say.
    pub(super) fn new(voice: Voice, when: Color) -> TextSink {
        TextSink {
            voice,
            out: BufWriter::new(io::stdout().lock()),
            colour: when.enabled(),
            table: Table::default(),
        }
    }

    fn paint(&self, style: Style, text: &str) -> String {
        match self.colour {
            true => format!("{style}{text}{style:#}"),
            false => text.to_string(),
        }
    }

    /// `FAIL <heading>`, then the lines, indented, with `expected:` and
    /// `found:` coloured.
    fn failure(&mut self, heading: &str, lines: &[String]) -> io::Result<()> {
        let fail = self.paint(RED, "FAIL");
        writeln!(self.out, "{fail} {heading}")?;
        for line in lines {
            let line = match line.strip_prefix("expected: ") {
                Some(rest) => format!("{}{rest}", self.paint(GREEN, "expected: ")),
                None => match line.strip_prefix("   found: ") {
                    Some(rest) => format!("{}{rest}", self.paint(RED, "   found: ")),
                    None => line.clone(),
                },
            };
            writeln!(self.out, "  {line}")?;
        }
        Ok(())
    }

    /// The last line: `N accepted, N wrong`, `N passed, N failed`
    /// (coloured on a terminal) or `97 AC, 2 WA`.
    fn summary(&mut self, tally: &Tally) -> io::Result<()> {
        let (yes, no) = (tally.accepted(), tally.not_accepted());
        match self.voice {
            Voice::Check => writeln!(self.out, "{yes} accepted, {no} wrong"),
            Voice::Test => {
                let passed = self.paint(GREEN, &format!("{yes} passed"));
                let failed = match no {
                    0 => format!("{no} failed"),
                    _ => self.paint(RED, &format!("{no} failed")),
                };
                writeln!(self.out, "{passed}, {failed}")
            }
            Voice::Grade => self.table.finish(&mut self.out, tally),
        }
    }
}

impl Sink for TextSink {
    fn group(&mut self, _: &str) -> Result<()> {
        Ok(())
    }

    fn case(&mut self, entry: &Entry<'_>) -> Result<()> {
        match &entry.detail {
            Detail::Answer {
                answers,
                case,
                answer,
            } => {
                for line in answer.block(entry.name, *case, answers) {
                    writeln!(self.out, "{line}")?;
                }
            }
            Detail::Fixture {
                verdict: Verdict::Accepted,
                ..
            } => {}
            Detail::Fixture { heading, unmet, .. } => {
                let lines = unmet.map(Unmet::lines).unwrap_or_default();
                self.failure(heading, &lines)?
            }
            Detail::Run { .. } | Detail::Unjudged { .. } => self.table.row(entry),
        }
        Ok(())
    }

    fn note(&mut self, note: Note<'_>) -> Result<()> {
        match note {
            Note::Trouble(..) | Note::Setting(_) => {}
            Note::Skipped(_, file, why) => writeln!(self.out, "skip {file}: {why}")?,
            Note::Blessed(file, what) => {
                let label = self.paint(GREEN, "blessed");
                writeln!(self.out, "{label} {file}: {what}")?;
            }
            Note::Solution(name) => writeln!(self.out, "solution: {name}")?,
            Note::Sandbox(level) => writeln!(self.out, "sandbox: {level}")?,
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        Ok(self.out.flush()?)
    }

    fn list_all(&mut self) {
        self.table.all = true;
    }

    fn stopped(&mut self, case: usize) -> Result<()> {
        self.table.stopped = Some(case);
        Ok(())
    }

    fn finish(&mut self, tally: &Tally) -> Result<()> {
        self.out.flush()?;
        self.summary(tally)?;
        Ok(self.out.flush()?)
    }
}
