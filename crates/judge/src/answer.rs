//! Answering: the one path from a record to its output lines, which `run`
//! and every other command that judges takes: each case the record holds
//! is read, judged, and written as its result in the seed's shape, or as
//! `{"error":"<message>"}` when it cannot be judged ([`Answers`]).
//!
//! ```
//! use std::sync::Arc;
//! use ttt_judge::answer::{Answers, LineFormat};
//! use ttt_judge::input::Framer;
//!
//! let input = b"[[0,0],[1,1]] {\"n\": 3,\n \"moves\": [[0,0]]}\n[[0,0],]\n";
//! let mut framer = Framer::new(&input[..]);
//! let mut answers = Answers::default();
//! let source: Arc<str> = "cases.json".into();
//! while let Some(record) = framer.next_record()? {
//!     answers.answer(&record, &source, None, LineFormat::default());
//! }
//! let mut out = Vec::new();
//! answers.write_to(1, &mut out, &mut |_| {})?;
//! assert_eq!(
//!     String::from_utf8(out)?,
//!     "\"Pending\"\n[0]\n{\"error\":\"case 3 (cases.json:3:8): invalid JSON: trailing comma \
//!      before ']' (JSON allows no comma after the last item)\"}\n"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::io::{self, Write};
use std::sync::Arc;

use crate::case::read::{Reading, read};
use crate::case::{Case, CaseError, ErrorKind, Place};
use crate::input::{Position, Record, Splitter};
use crate::judgement::{StatusFormat, judge, judge_and_spill, judge_and_write};
use crate::variant::Variant;

/// How each case's output line is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineFormat {
    /// The result with its reasons (`--explain`).
    pub explain: bool,
    /// How `multi` statuses are written.
    pub status_format: StatusFormat,
}

/// Judges a case and appends its output line (without the newline).
pub fn write_result(case: &Case, format: LineFormat, out: &mut Vec<u8>) -> Result<(), ErrorKind> {
    let start = out.len();
    let judged = match format.explain {
        false => judge_and_write(case, out, format.status_format),
        true => judge(case).map(|j| j.write_explained(out, format.status_format)),
    };
    judged.map_err(|e| {
        out.truncate(start);
        ErrorKind::Rule(e)
    })
}

/// `{"error":"<message>"}`.
pub fn write_error(out: &mut Vec<u8>, message: &str) {
    out.extend_from_slice(b"{\"error\":");
    crate::case::json::write_string(out, message);
    out.push(b'}');
}

/// The output lines of some records, in order, ready to be written once
/// the number of the first case is known: the results written out, each
/// case that could not be judged kept as its typed error, and each line
/// that held several values kept to be answered as it is written (so its
/// cases cost memory one at a time).
#[derive(Debug, Default)]
pub struct Answers {
    /// The result lines, one a case, each with its newline (no result
    /// holds one); what is kept goes in at its offset.
    text: Vec<u8>,
    /// How many result lines `text` holds.
    lines: usize,
    /// What goes in between the lines, in order: its offset in `text`, and
    /// how many result lines come before it.
    kept: Vec<(usize, usize, Kept)>,
}

/// What goes in between the result lines.
#[derive(Debug)]
enum Kept {
    /// A case that cannot be judged, numbered when written.
    Error(CaseError),
    /// A line that held several values, answered when written.
    Split(Box<Deferred>),
}

/// A line that held several values, and how to answer its cases.
#[derive(Debug)]
struct Deferred {
    records: Splitter,
    source: Arc<str>,
    forced: Option<Variant>,
    format: LineFormat,
}

impl Answers {
    /// Answers one record: one line per case it holds.
    pub fn answer(
        &mut self,
        record: &Record,
        source: &Arc<str>,
        forced: Option<Variant>,
        format: LineFormat,
    ) {
        self.take(read(record, forced), record, source, forced, format);
    }

    /// Answers one record as [`Answers::answer`] and then
    /// [`Answers::write_to`] would, writing its lines to `out` as they are
    /// made: a large result costs memory a piece at a time, and the
    /// record's text is let go of once its case is read. Returns the number
    /// of cases written.
    pub fn answer_to(
        mut record: Record,
        source: &Arc<str>,
        forced: Option<Variant>,
        format: LineFormat,
        first: usize,
        out: &mut impl Write,
        noted: &mut impl FnMut(&CaseError),
    ) -> io::Result<usize> {
        let mut answers = Answers::default();
        match read(&record, forced) {
            Reading::Case(case) if !format.explain => {
                record.text = Vec::new();
                let mut failed = None;
                let mut spill = |piece: &[u8]| {
                    if failed.is_none() {
                        failed = out.write_all(piece).err();
                    }
                };
                let judged = judge_and_spill(&case, format.status_format, &mut spill);
                if let Some(e) = failed {
                    return Err(e);
                }
                match judged {
                    Ok(()) => {
                        out.write_all(b"\n")?;
                        return Ok(1);
                    }
                    // Nothing was handed on: a case with a rule error is
                    // judged whole before its result is written.
                    Err(e) => answers.keep_error(&record, source, None, ErrorKind::Rule(e)),
                }
            }
            reading => answers.take(reading, &record, source, forced, format),
        }
        answers.write_to(first, out, noted)
    }

    /// Answers a record from what reading it gave.
    fn take(
        &mut self,
        reading: Reading,
        record: &Record,
        source: &Arc<str>,
        forced: Option<Variant>,
        format: LineFormat,
    ) {
        let (at, kind) = match reading {
            Reading::Case(case) => match write_result(&case, format, &mut self.text) {
                Ok(()) => {
                    self.text.push(b'\n');
                    self.lines += 1;
                    return;
                }
                Err(kind) => (None, kind),
            },
            Reading::Error(at, kind) => (at, kind),
            Reading::Split(records) => {
                let records = *records;
                let deferred = Deferred {
                    records,
                    source: source.clone(),
                    forced,
                    format,
                };
                let split = Kept::Split(Box::new(deferred));
                return self.kept.push((self.text.len(), self.lines, split));
            }
        };
        self.keep_error(record, source, at, kind);
    }

    /// Keeps the error of a case that cannot be judged, to be numbered when
    /// written.
    fn keep_error(
        &mut self,
        record: &Record,
        source: &Arc<str>,
        at: Option<Position>,
        kind: ErrorKind,
    ) {
        let place = Place {
            number: 0,
            source: source.clone(),
            line: record.start.line,
            at,
        };
        let error = CaseError { place, kind };
        self.kept
            .push((self.text.len(), self.lines, Kept::Error(error)));
    }

    /// Answers that write their lines into the memory of `text` (its bytes
    /// are dropped), as a buffer taken back by [`Answers::into_buffer`]:
    /// a long run then reuses a few buffers instead of taking fresh memory
    /// for every batch (and, answered on one thread and written on another,
    /// leaving the allocator of each thread to give it back).
    pub fn reusing(mut text: Vec<u8>) -> Answers {
        text.clear();
        Answers {
            text,
            ..Answers::default()
        }
    }

    /// The memory of the lines, for [`Answers::reusing`].
    pub fn into_buffer(self) -> Vec<u8> {
        self.text
    }

    /// Writes the lines, numbering the cases from `first`; each error is
    /// handed to `noted` once the lines before it are written (and
    /// flushed). Returns the number of cases written, and leaves the
    /// answers empty, the memory of their text kept.
    pub fn write_to(
        &mut self,
        first: usize,
        out: &mut impl Write,
        noted: &mut impl FnMut(&CaseError),
    ) -> io::Result<usize> {
        // Cases written from what was kept, beyond the result lines.
        let (mut extra, mut written) = (0, 0);
        let mut line = Vec::new();
        for (offset, before, kept) in std::mem::take(&mut self.kept) {
            out.write_all(&self.text[written..offset])?;
            written = offset;
            match kept {
                Kept::Error(mut error) => {
                    error.place.number = first + before + extra;
                    line.clear();
                    write_error(&mut line, &error.to_string());
                    line.push(b'\n');
                    out.write_all(&line)?;
                    out.flush()?;
                    noted(&error);
                    extra += 1;
                }
                Kept::Split(deferred) => {
                    let Deferred {
                        records,
                        source,
                        forced,
                        format,
                    } = *deferred;
                    for record in records {
                        let mut one = Answers::default();
                        one.answer(&record, &source, forced, format);
                        extra += one.write_to(first + before + extra, out, noted)?;
                    }
                }
            }
        }
        out.write_all(&self.text[written..])?;
        let lines = std::mem::take(&mut self.lines);
        self.text.clear();
        Ok(lines + extra)
    }
}
