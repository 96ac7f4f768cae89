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
//! answers.write_to(1, &mut out, &mut |_| {})?;
//! assert_eq!(
//!     String::from_utf8(out)?,
//!     "\"Pending\"\n[0]\n{\"error\":\"case 3 (cases.json:3:8): invalid JSON: trailing comma \
//!      before ']' (JSON allows no comma after the last item)\"}\n"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::VecDeque;
use std::io;
use std::sync::Arc;

mod answers;
mod careful;
mod error;
mod framer;
mod syntax;

pub use answers::{Answers, LineFormat, write_error, write_result};
pub use error::{CaseError, ErrorKind, Place, Position, Syntax};
pub use framer::{Framer, Input};

use crate::case::{Case, parse_case};
use crate::variant::Variant;

/// The largest case read; a bigger one is reported, not held in memory.
pub const MAX_CASE_BYTES: usize = 256 << 20;

/// The text of one case and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The case's bytes, from its first byte to its last (a line taken
    /// whole keeps its line end; a broken record has none).
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

/// The position of a byte offset inside a text that starts at `start`;
/// lines end at LF, CR or CRLF.
pub(crate) fn position_in(text: &[u8], start: Position, offset: usize) -> Position {
    let before = &text[..offset.min(text.len())];
    let (mut line, mut line_start) = (start.line, None);
    for i in memchr::memchr2_iter(b'\n', b'\r', before) {
        // CRLF ends one line, counted at its CR.
        if !(before[i] == b'\n' && i > 0 && before[i - 1] == b'\r') {
            line += 1;
        }
        line_start = Some(i + 1);
    }
    match line_start {
        None => Position {
            line,
            column: start.column + before.len(),
        },
        Some(from) => Position {
            line,
            column: before.len() - from + 1,
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
    Split(Box<Splitter>),
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
                let mut split = Splitter::new(record, next);
                let first = split.next();
                let second = split.next();
                match (first, second) {
                    (Some(one), None) if one.start == record.start => match one.framing {
                        Framing::Broken { at, syntax } => {
                            Reading::Error(Some(at), ErrorKind::Syntax(syntax))
                        }
                        _ => failed,
                    },
                    (first, second) => {
                        // Both go back in front of what the splitter holds.
                        for record in [second, first].into_iter().flatten() {
                            split.ready.push_front(record);
                        }
                        Reading::Split(Box::new(split))
                    }
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
            Reading::Error(Some(at), ErrorKind::Read(e.kind))
        }
    }
}

/// The records of a line taken whole that held more than one value,
/// framed again byte by byte, one at a time.
#[derive(Debug)]
pub struct Splitter {
    text: Vec<u8>,
    at: usize,
    careful: careful::Careful,
    ready: VecDeque<Record>,
    finished: bool,
}

impl Splitter {
    fn new(record: &Record, next: Option<usize>) -> Splitter {
        let mut careful = careful::Careful::new();
        careful.pos = record.start;
        careful.cut_off = Syntax::CutOff(next);
        Splitter {
            text: record.text.clone(),
            at: 0,
            careful,
            ready: VecDeque::new(),
            finished: false,
        }
    }
}

impl Iterator for Splitter {
    type Item = Record;

    fn next(&mut self) -> Option<Record> {
        loop {
            if let Some(record) = self.ready.pop_front() {
                return Some(record);
            }
            if self.at < self.text.len() {
                self.at += self.careful.feed(&self.text[self.at..], &mut self.ready);
            } else if !self.finished {
                self.finished = true;
                self.careful.finish(&mut self.ready);
            } else {
                return None;
            }
        }
    }
}

/// The cases a record holds, each with its place, numbered on from
/// `first`: one for most records, several for a line that held several
/// values.
pub fn read_cases(
    record: &Record,
    source: &Arc<str>,
    first: usize,
    forced: Option<Variant>,
) -> ReadCases {
    let mut cases = ReadCases {
        source: source.clone(),
        forced,
        number: first,
        one: None,
        split: None,
    };
    match read(record, forced) {
        Reading::Split(split) => cases.split = Some(*split),
        reading => cases.one = Some(cases.place(record, reading)),
    }
    cases
}

/// The cases of one record, read one at a time (see [`read_cases`]).
#[derive(Debug)]
pub struct ReadCases {
    source: Arc<str>,
    forced: Option<Variant>,
    number: usize,
    one: Option<(Place, Result<Case, CaseError>)>,
    split: Option<Splitter>,
}

impl ReadCases {
    fn place(&mut self, record: &Record, reading: Reading) -> (Place, Result<Case, CaseError>) {
        let place = Place {
            number: self.number,
            source: self.source.clone(),
            line: record.start.line,
            at: None,
        };
        self.number += 1;
        let case = match reading {
            Reading::Case(case) => Ok(case),
            Reading::Error(at, kind) => Err(CaseError {
                place: Place {
                    at,
                    ..place.clone()
                },
                kind,
            }),
            Reading::Split(_) => unreachable!("a split record is not split again"),
        };
        (place, case)
    }
}

impl Iterator for ReadCases {
    type Item = (Place, Result<Case, CaseError>);

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(one) = self.one.take() {
            return Some(one);
        }
        let record = self.split.as_mut()?.next()?;
        let reading = read(&record, self.forced);
        Some(self.place(&record, reading))
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
