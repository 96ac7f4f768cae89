//! Framing: from a stream of bytes to records, the text of one case each
//! with where it starts ([`Framer`]). Framing knows JSON's syntax and
//! nothing of cases or judging; reading a record into its cases is
//! [`case::read_cases`](crate::case::read_cases), and the one path from a
//! record to its output line is [`answer`](crate::answer).
//!
//! Framing is exact: any sequence of valid JSON values, in any layout (JSON
//! Lines, pretty-printed, several on a line, CRLF or bare CR, no final
//! newline), gives one record per value. Only after a syntax error do
//! layout heuristics come in: the broken value is one record, and reading
//! resumes at the next line that opens `{` or `[` no further right than
//! the broken value did.
//!
//! ```
//! use ttt_judge::input::Framer;
//!
//! let mut framer = Framer::new(&b"[[0,0],[1,1]] {\"n\": 3,\n \"moves\": [[0,0]]}\n"[..]);
//! let first = framer.next_record()?.expect("two values");
//! assert_eq!(first.start.line, 1);
//! let second = framer.next_record()?.expect("two values");
//! assert_eq!(second.text, b"{\"n\": 3,\n \"moves\": [[0,0]]}");
//! assert!(framer.next_record()?.is_none());
//! # Ok::<(), std::io::Error>(())
//! ```

use std::collections::VecDeque;

mod careful;
mod error;
mod framer;
mod syntax;

pub(crate) use error::describe_byte;
pub use error::{Position, Syntax};
pub use framer::{Framer, Input};

/// The largest case read; a bigger one is reported, not held in memory.
pub(crate) const MAX_CASE_BYTES: usize = 256 << 20;

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
    /// A line that is one value if it parses as one; [`read_cases`](crate::case::read_cases) splits
    /// it otherwise. The next case starts on line `next` (`None`: the input
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

/// The records of a line taken whole that held more than one value,
/// framed again byte by byte, one at a time.
#[derive(Debug)]
pub(crate) struct Splitter {
    text: Vec<u8>,
    at: usize,
    careful: careful::Careful,
    pub(crate) ready: VecDeque<Record>,
    finished: bool,
}

impl Splitter {
    pub(crate) fn new(record: &Record, next: Option<usize>) -> Splitter {
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

/// Frames all of `input` (for tests and small inputs).
#[cfg(test)]
pub(crate) fn read_all(input: &[u8]) -> std::io::Result<Vec<Record>> {
    let mut framer = Framer::new(input);
    let mut records = Vec::new();
    while let Some(record) = framer.next_record()? {
        records.push(record);
    }
    Ok(records)
}

#[cfg(test)]
mod tests;
