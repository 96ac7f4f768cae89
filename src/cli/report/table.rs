//! `grade`'s table. By default it lists what was not accepted, in case
//! order, folding the cases that share one cause into one line that names
//! them (`RE: exit status 1: ImportError: … (cases 1–1000)`) with the
//! cause's whole message once below it; each other case is a row (number,
//! verdict, time, memory) with its message, and a wrong answer also shows
//! its case in one line and the command that draws it. With `--all` every
//! case is a row, those not accepted first. The totals come last.

use std::io::{self, Write};

use ttt_judge::Verdict;

use super::cause::{Fold, Said, ranges};
use super::{Detail, Entry, Tally, stopped_line};

/// The most runs of case numbers a folded line lists (`1–3, 5, …`); the
/// JSON lines and `--all` list every case.
const RANGES_SHOWN: usize = 24;

/// Indent of the lines under a row.
const UNDER: &str = "        ";

/// `grade`'s table, written at the end.
#[derive(Default)]
pub(super) struct Table {
    /// Every case is a row.
    pub all: bool,
    /// The case the grading stopped at (`--fail-fast`), if it did.
    pub stopped: Option<usize>,
    rows: Vec<Row>,
    /// The cases the judge cannot judge, and why.
    unjudged: Vec<(usize, String)>,
}

/// One case.
struct Row {
    case: usize,
    verdict: Verdict,
    time_ms: u64,
    memory_kb: u64,
    message: Option<String>,
    /// The case in one line, and the command that draws it.
    shown: Option<String>,
    draw: Option<String>,
    /// The file it came from, when there is more than one.
    file: Option<String>,
    cause: Option<Fold>,
    /// The answer it gave before it broke a limit or crashed, if any.
    answered: Option<String>,
    /// Its answer came near a time limit, and the CPU time it took.
    near_limit: bool,
    cpu_ms: u64,
}

/// What the table writes, in order: a row, or the cases of one cause.
enum Part<'a> {
    Row(&'a Row),
    Cause(Vec<&'a Row>),
}

impl Table {
    /// Keeps `entry`'s row for the end.
    pub(super) fn row(&mut self, entry: &Entry<'_>) {
        if let Detail::Unjudged { message, .. } = entry.detail {
            let case = entry.case.unwrap_or_default();
            self.unjudged.push((case, message.to_string()));
            return;
        }
        let Detail::Run {
            graded,
            shown,
            draw,
            file,
            ..
        } = entry.detail
        else {
            return;
        };
        let broke = super::jsonl::broke_after_answer(graded.verdict);
        self.rows.push(Row {
            case: graded.case,
            verdict: graded.verdict,
            time_ms: graded.time_ms,
            memory_kb: graded.memory_kb,
            message: graded.message(),
            shown: shown.map(str::to_string),
            draw: draw.map(str::to_string),
            file: file.map(str::to_string),
            cause: Fold::of(graded),
            answered: graded.answer.as_deref().filter(|_| broke).map(cut),
            near_limit: graded.near_limit,
            cpu_ms: graded.cpu_ms,
        });
    }

    /// Writes the table and its totals.
    pub(super) fn finish(&mut self, out: &mut impl Write, tally: &Tally) -> io::Result<()> {
        let parts = match self.all {
            true => self.every_row(),
            false => self.folded(),
        };
        let mut started = false;
        let mut said = Said::default();
        for part in parts {
            match part {
                Part::Row(row) => {
                    header_once(out, &mut started)?;
                    write_row(out, row, &mut said)?;
                }
                Part::Cause(rows) => write_cause(out, &rows, tally.cases())?,
            }
        }
        for (case, message) in &self.unjudged {
            header_once(out, &mut started)?;
            writeln!(out, "{case:>6}  -")?;
            writeln!(out, "{UNDER}not judged: {message}")?;
        }
        let near: Vec<&Row> = self.rows.iter().filter(|r| r.near_limit).collect();
        if let Some(most) = near.iter().max_by_key(|r| (r.cpu_ms, r.time_ms)) {
            let numbers: Vec<usize> = near.iter().map(|r| r.case).collect();
            writeln!(
                out,
                "near a time limit (within 20 % of it; on a busier machine, TLE): {} {} (the most: case {}, {} ms of CPU time, {} ms in all)",
                match near.len() {
                    1 => "case",
                    _ => "cases",
                },
                ranges(&numbers, RANGES_SHOWN),
                most.case,
                most.cpu_ms,
                most.time_ms,
            )?;
        }
        if let Some(case) = self.stopped {
            writeln!(out, "{}", stopped_line(case))?;
        }
        let mut total = Vec::new();
        if tally.cases() > 0 {
            total.push(tally.to_string());
        }
        if !near.is_empty() {
            total.push(format!("{} near the time limit", near.len()));
        }
        if !self.unjudged.is_empty() {
            total.push(format!("{} not judged", self.unjudged.len()));
        }
        match total.is_empty() {
            true => writeln!(out, "no cases to grade"),
            false => writeln!(out, "{}", total.join(", ")),
        }
    }

    /// Every row, those not accepted first, each in case order.
    fn every_row(&self) -> Vec<Part<'_>> {
        let (accepted, not): (Vec<&Row>, Vec<&Row>) = self
            .rows
            .iter()
            .partition(|r| r.verdict == Verdict::Accepted);
        not.into_iter().chain(accepted).map(Part::Row).collect()
    }

    /// The rows not accepted, those of one cause folded together, in the
    /// order of their first case.
    fn folded(&self) -> Vec<Part<'_>> {
        let mut parts: Vec<Part<'_>> = Vec::new();
        for row in self.rows.iter().filter(|r| r.verdict != Verdict::Accepted) {
            let same = row.cause.as_ref().and_then(|cause| {
                parts.iter_mut().find_map(|part| match part {
                    Part::Cause(rows) if rows[0].cause.as_ref().is_some_and(|c| c.same(cause)) => {
                        Some(rows)
                    }
                    _ => None,
                })
            });
            match (same, &row.cause) {
                (Some(rows), _) => rows.push(row),
                (None, Some(_)) => parts.push(Part::Cause(vec![row])),
                (None, None) => parts.push(Part::Row(row)),
            }
        }
        // A cause of one case is a row like any other.
        parts
            .into_iter()
            .map(|part| match part {
                Part::Cause(rows) if rows.len() == 1 => Part::Row(rows[0]),
                part => part,
            })
            .collect()
    }
}

/// The table's header, before its first row.
fn header_once(out: &mut impl Write, started: &mut bool) -> io::Result<()> {
    if !std::mem::replace(started, true) {
        writeln!(
            out,
            "{:>6}  {:<7} {:>9} {:>10}",
            "case", "verdict", "time", "memory"
        )?;
    }
    Ok(())
}

/// One row, and what there is to say under it: its message (or, for a
/// cause said before, which case it is said under), for a wrong answer its
/// case and how to draw it, and its file when there is more than one.
fn write_row(out: &mut impl Write, row: &Row, said: &mut Said) -> io::Result<()> {
    writeln!(
        out,
        "{:>6}  {:<7} {:>6} ms {:>7} KB",
        row.case, row.verdict, row.time_ms, row.memory_kb
    )?;
    let before = row
        .cause
        .as_ref()
        .and_then(|cause| Some((cause, said.before(cause, row.case)?)));
    match (before, &row.message) {
        (Some((cause, case)), _) => writeln!(out, "{UNDER}(as for case {case}: {})", cause.short)?,
        (None, Some(message)) => {
            for line in message.lines() {
                writeln!(out, "{UNDER}{line}")?;
            }
        }
        (None, None) => {}
    }
    write_answered(out, row)?;
    if let (None, None, Some(file)) = (&row.shown, &row.draw, &row.file) {
        writeln!(out, "{UNDER}file: {file}")?;
    }
    write_case(out, row, false)
}

/// The cases of one cause: `CE: <the cause> (all 1000 cases)` or `RE: …
/// (cases 1–3, 7)`, then the first case's whole message.
fn write_cause(out: &mut impl Write, rows: &[&Row], graded: usize) -> io::Result<()> {
    let first = rows[0];
    let cause = first.cause.as_ref().expect("a folded row has a cause");
    let cases = match rows.len() == graded {
        true => format!("all {graded} cases"),
        false => {
            let numbers: Vec<usize> = rows.iter().map(|r| r.case).collect();
            format!("cases {}", ranges(&numbers, RANGES_SHOWN))
        }
    };
    writeln!(out, "{}: {} ({cases})", first.verdict, cause.short)?;
    for line in first.message.iter().flat_map(|m| m.lines()) {
        writeln!(out, "{UNDER}{line}")?;
    }
    write_answered(out, first)?;
    // When every case crashes or breaks a limit alike, one of them says
    // nothing of the rest; a wrong answer's case shows the mistake.
    let wrong = matches!(first.verdict, Verdict::WrongAnswer | Verdict::Presentation);
    match rows.len() == graded && !wrong {
        true => Ok(()),
        false => write_case(out, first, true),
    }
}

/// A row's case and how to draw it (or, for a case that cannot be drawn
/// by itself, its file), when the row shows its case; `numbered` names
/// the case, as under a fold, whose line names many.
fn write_case(out: &mut impl Write, row: &Row, numbered: bool) -> io::Result<()> {
    if let Some(shown) = &row.shown {
        let mut name = match numbered {
            true => format!("case {}", row.case),
            false => "case".to_string(),
        };
        if let (Some(file), None) = (&row.file, &row.draw) {
            name.push_str(&format!(" ({file})"));
        }
        writeln!(out, "{UNDER}{name}: {shown}")?;
    }
    if let Some(draw) = &row.draw {
        writeln!(out, "{UNDER}draw it: {draw}")?;
    }
    Ok(())
}

/// The answer a run gave before it broke, which its verdict does not
/// quote: `its answer: …`.
fn write_answered(out: &mut impl Write, row: &Row) -> io::Result<()> {
    match &row.answered {
        Some(answer) => writeln!(out, "{UNDER}its answer: {answer}"),
        None => Ok(()),
    }
}

/// An answer cut to a line's worth.
fn cut(answer: &str) -> String {
    const MOST: usize = 100;
    match answer.char_indices().nth(MOST) {
        Some((at, _)) => format!("{}…", &answer[..at]),
        None => answer.to_string(),
    }
}
