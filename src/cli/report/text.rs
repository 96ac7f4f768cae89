//! What a person reads, on stdout: `check`'s block per wrong answer and
//! its `N accepted, N wrong`; `test`'s `FAIL` block per failing case, its
//! `blessed` and `skip` lines and its `N passed, N failed`, coloured when
//! asked or on a terminal; `grade`'s table (the cases not accepted first,
//! each with its message below it, then the accepted ones) and its total.

use std::io::{self, BufWriter, StdoutLock, Write};

use anstyle::{AnsiColor, Style};
use anyhow::Result;
use ttt_judge::Verdict;

use super::{Detail, Entry, Note, Sink, Tally, Voice};
use crate::cli::io::color::Color;

const RED: Style = AnsiColor::Red.on_default().bold();
const GREEN: Style = AnsiColor::Green.on_default();

/// The text report on stdout.
pub struct TextSink {
    voice: Voice,
    out: BufWriter<StdoutLock<'static>>,
    colour: bool,
    table: Table,
}

impl TextSink {
    /// The text in `voice`, coloured as `when` and the environment say.
    pub fn new(voice: Voice, when: Color) -> TextSink {
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
            Detail::Fixture { heading, lines, .. } => self.failure(heading, lines)?,
            Detail::Run { .. } => self.table.row(&mut self.out, entry)?,
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
            Note::Sandbox(level) => writeln!(self.out, "sandbox: {level}")?,
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        Ok(self.out.flush()?)
    }

    fn finish(&mut self, tally: &Tally) -> Result<()> {
        self.out.flush()?;
        self.summary(tally)?;
        Ok(self.out.flush()?)
    }
}

/// `grade`'s table: rows not accepted are written as they come (in case
/// order), accepted ones kept for after them.
#[derive(Default)]
struct Table {
    /// True once the heading is written.
    started: bool,
    /// The accepted rows, written at the end.
    accepted: Vec<Row>,
    /// Each message said so far (when it has more than one line, it is not
    /// repeated), and the case it was said for.
    said: Vec<(String, usize)>,
}

/// One row of the table.
struct Row {
    case: usize,
    verdict: Verdict,
    time_ms: u64,
    memory_kb: u64,
    message: Option<String>,
}

impl Table {
    fn row(&mut self, out: &mut impl Write, entry: &Entry<'_>) -> io::Result<()> {
        let Detail::Run {
            verdict,
            time_ms,
            memory_kb,
            message,
            ..
        } = entry.detail
        else {
            return Ok(());
        };
        let row = Row {
            case: entry.case.unwrap_or_default(),
            verdict,
            time_ms,
            memory_kb,
            message: message.map(str::to_string),
        };
        match verdict {
            Verdict::Accepted => {
                self.accepted.push(row);
                Ok(())
            }
            _ => self.write(out, &row),
        }
    }

    fn write(&mut self, out: &mut impl Write, row: &Row) -> io::Result<()> {
        if !self.started {
            self.started = true;
            writeln!(
                out,
                "{:>6}  {:<7} {:>9} {:>10}",
                "case", "verdict", "time", "memory"
            )?;
        }
        writeln!(
            out,
            "{:>6}  {:<7} {:>6} ms {:>7} KB",
            row.case, row.verdict, row.time_ms, row.memory_kb
        )?;
        let Some(message) = &row.message else {
            return Ok(());
        };
        match self.said.iter().find(|(m, _)| m == message) {
            Some((_, case)) if message.lines().count() > 1 => {
                writeln!(out, "        (as for case {case})")
            }
            _ => {
                for line in message.lines() {
                    writeln!(out, "        {line}")?;
                }
                self.said.push((message.clone(), row.case));
                Ok(())
            }
        }
    }

    fn finish(&mut self, out: &mut impl Write, tally: &Tally) -> io::Result<()> {
        for row in std::mem::take(&mut self.accepted) {
            self.write(out, &row)?;
        }
        match self.started {
            true => writeln!(out, "{tally}"),
            false => writeln!(out, "no cases to grade"),
        }
    }
}
