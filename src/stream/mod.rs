//! From a stream of bytes to one output line per case: framing the input
//! into records ([`Framer`]), reading each record into its cases
//! ([`read`]), and the one path that turns a record into its output lines,
//! a result or `{"error":…}` ([`Answers`]), which every command uses.
//!
//! Framing is exact: any sequence of valid JSON values, in any layout (JSON
//! Lines, pretty-printed, several on a line, CRLF or bare CR, no final
//! newline), gives one record per value. Only after a syntax error do
//! layout heuristics come in: the broken value is one record, and reading
//! resumes at the next line that opens `{` or `[` no further right than
//! the broken value did.
//!
//! ```
//! use std::sync::Arc;
//! use ttt_judge::stream::{Answers, Framer, LineFormat};
//!
//! let input = b"[[0,0],[1,1]] {\"n\": 3,\n \"moves\": [[0,0]]}\n[[0,0],]\n";
//! let mut framer = Framer::new(&input[..]);
//! let mut answers = Answers::default();
//! let source: Arc<str> = "cases.json".into();
//! while let Some(record) = framer.next_record()? {
//!     answers.answer(&record, &source, None, LineFormat::default());
//! }
//! let mut out = Vec::new();
//! answers.write_to(1, &mut out, |_| {})?;
//! assert_eq!(
//!     String::from_utf8(out)?,
//!     "\"Pending\"\n[0]\n{\"error\":\"case 3 (cases.json:3:8): invalid JSON: trailing comma \
//!      before ']' (JSON allows no comma after the last item)\"}\n"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::io::{self, Write};
use std::sync::Arc;

mod careful;
mod error;
mod framer;
mod syntax;

pub use error::{CaseError, ErrorKind, Place, Position, Syntax};
pub use framer::{Framer, Input};

use crate::case::{Case, Variant, parse_case};
use crate::judge::{StatusFormat, judge, judge_and_write};

/// The largest case read; a bigger one is reported, not held in memory.
pub const MAX_CASE_BYTES: usize = 256 << 20;

/// The text of one case and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The case's bytes, from its first byte to its last (none when the
    /// record is broken).
    pub text: Vec<u8>,
    /// Where its first byte is.
    pub start: Position,
    /// How sure the framer is of it.
    pub framing: Framing,
}

/// How a record was cut from its source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// Exactly one JSON value.
    Exact,
    /// A line that is one value if it parses as one; [`read`] splits it
    /// otherwise. The next case starts on line `next` (`None`: the input
    /// ends after it).
    Tentative {
        /// The line the next case starts on.
        next: Option<usize>,
    },
    /// Not a JSON value: what is wrong, and where it was found.
    Broken {
        /// Where the problem is.
        at: Position,
        /// What it is.
        syntax: Syntax,
    },
}

/// The position of a byte offset inside a text that starts at `start`.
pub(crate) fn position_in(text: &[u8], start: Position, offset: usize) -> Position {
    let before = &text[..offset.min(text.len())];
    match memchr::memrchr(b'\n', before) {
        None => Position {
            line: start.line,
            column: start.column + before.len(),
        },
        Some(nl) => Position {
            line: start.line + memchr::memchr_iter(b'\n', before).count(),
            column: before.len() - nl,
        },
    }
}

/// What a record holds.
#[derive(Debug)]
pub enum Reading {
    /// One case.
    Case(Case),
    /// One value that is not a case: what is wrong, and where.
    Error(Option<Position>, ErrorKind),
    /// A line that holds several values, or values and broken text: the
    /// records it splits into, each to be read in turn.
    Split(Vec<Record>),
}

/// Reads a record, as `forced` when a variant is named on the command line.
pub fn read(record: &Record, forced: Option<Variant>) -> Reading {
    match record.framing {
        Framing::Broken { syntax, .. } if syntax == Syntax::TooLarge => {
            Reading::Error(None, ErrorKind::Syntax(syntax))
        }
        Framing::Broken { at, syntax } => Reading::Error(Some(at), ErrorKind::Syntax(syntax)),
        Framing::Exact => parse(record, forced),
        Framing::Tentative { next } => match parse(record, forced) {
            Reading::Case(case) => Reading::Case(case),
            failed => {
                // The line is one value, or one broken value, unless framing
                // it byte by byte cuts it into several; a broken one gets the
                // framer's message, as it would have framed byte by byte.
                let mut records = frame_alone(&record.text, record.start, next);
                match records.as_mut_slice() {
                    [one] if one.start == record.start => match one.framing {
                        Framing::Broken { at, syntax } => {
                            Reading::Error(Some(at), ErrorKind::Syntax(syntax))
                        }
                        _ => failed,
                    },
                    _ => Reading::Split(records),
                }
            }
        },
    }
}

fn parse(record: &Record, forced: Option<Variant>) -> Reading {
    match parse_case(&record.text, forced) {
        Ok(case) => Reading::Case(case),
        Err(e) => {
            let at = position_in(&record.text, record.start, e.offset);
            Reading::Error(Some(at), ErrorKind::Read(e.message))
        }
    }
}

/// Frames a tentative line on its own, byte by byte, as if it started at
/// `start`, with the next case on line `next`.
fn frame_alone(text: &[u8], start: Position, next: Option<usize>) -> Vec<Record> {
    let mut careful = careful::Careful::new();
    careful.pos = start;
    careful.cut_off = Syntax::CutOff(next);
    let mut out = std::collections::VecDeque::new();
    careful.feed(text, &mut out);
    careful.finish(&mut out);
    out.into()
}

/// The cases a record holds, each with its place (numbered on from
/// `*number`, which is left at the last one's number).
pub fn read_cases(
    record: &Record,
    source: &Arc<str>,
    number: &mut usize,
    forced: Option<Variant>,
) -> Vec<(Place, Result<Case, CaseError>)> {
    let mut cases = Vec::new();
    collect(record, source, number, forced, &mut cases);
    cases
}

fn collect(
    record: &Record,
    source: &Arc<str>,
    number: &mut usize,
    forced: Option<Variant>,
    cases: &mut Vec<(Place, Result<Case, CaseError>)>,
) {
    let reading = read(record, forced);
    if let Reading::Split(records) = reading {
        for record in &records {
            collect(record, source, number, forced, cases);
        }
        return;
    }
    *number += 1;
    let place = Place {
        number: *number,
        source: source.clone(),
        line: record.start.line,
        at: None,
    };
    let case = match reading {
        Reading::Case(case) => Ok(case),
        Reading::Error(at, kind) => Err(CaseError {
            place: Place {
                at,
                ..place.clone()
            },
            kind,
        }),
        Reading::Split(_) => unreachable!("split records were read above"),
    };
    cases.push((place, case));
}

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

/// The output lines of some records, in order: the results written out,
/// and each case that could not be judged kept as its typed error until
/// the lines are written, when its number in the whole stream is known.
#[derive(Debug, Default)]
pub struct Answers {
    /// The result lines, each with its newline; an error's line goes in at
    /// its offset.
    pub text: Vec<u8>,
    /// The cases that could not be judged, in order.
    pub errors: Vec<Unjudged>,
    /// How many cases the lines answer.
    pub cases: usize,
}

/// A case without a result, and where its line goes.
#[derive(Debug)]
pub struct Unjudged {
    /// The offset in [`Answers::text`] of its line.
    pub offset: usize,
    /// Its index among the cases of the [`Answers`].
    pub index: usize,
    /// The error, numbered as the case's index until written.
    pub error: CaseError,
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
        let problem = match read(record, forced) {
            Reading::Case(case) => match write_result(&case, format, &mut self.text) {
                Ok(()) => None,
                Err(kind) => Some((None, kind)),
            },
            Reading::Error(at, kind) => Some((at, kind)),
            Reading::Split(records) => {
                for record in &records {
                    self.answer(record, source, forced, format);
                }
                return;
            }
        };
        if let Some((at, kind)) = problem {
            let place = Place {
                number: self.cases + 1,
                source: source.clone(),
                line: record.start.line,
                at,
            };
            self.errors.push(Unjudged {
                offset: self.text.len(),
                index: self.cases,
                error: CaseError { place, kind },
            });
        } else {
            self.text.push(b'\n');
        }
        self.cases += 1;
    }

    /// Writes the lines, numbering the cases from `first`; each error is
    /// handed to `noted` once the lines before it are written. Returns the
    /// number of cases written.
    pub fn write_to(
        &mut self,
        first: usize,
        out: &mut impl Write,
        mut noted: impl FnMut(&CaseError),
    ) -> io::Result<usize> {
        let mut written = 0;
        let mut line = Vec::new();
        for unjudged in &mut self.errors {
            unjudged.error.place.number = first + unjudged.index;
            line.clear();
            write_error(&mut line, &unjudged.error.to_string());
            line.push(b'\n');
            out.write_all(&self.text[written..unjudged.offset])?;
            out.write_all(&line)?;
            out.flush()?;
            written = unjudged.offset;
            noted(&unjudged.error);
        }
        out.write_all(&self.text[written..])?;
        Ok(self.cases)
    }
}

/// Frames all of `input` (for tests and small inputs).
pub fn read_all(input: &[u8]) -> io::Result<Vec<Record>> {
    let mut framer = Framer::new(input);
    let mut records = Vec::new();
    while let Some(record) = framer.next_record()? {
        records.push(record);
    }
    Ok(records)
}

#[cfg(test)]
mod tests;
