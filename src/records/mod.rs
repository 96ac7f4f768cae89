//! Cutting an input into records, one per case, without parsing them.
//!
//! An input whose first non-blank line holds exactly one whole JSON value is
//! read as JSON Lines: every non-blank line is one case, so a broken line
//! spoils only itself. Any other input is read as JSON values one after
//! another, cut where a top-level value closes, so pretty-printed cases may
//! span lines; a line that opens `{` or `[` in its first column always starts
//! a new case. A byte order mark at the start is skipped, and a case larger
//! than [`MAX_CASE_BYTES`] is reported instead of held in memory.
//!
//! ```
//! use ttt_judge::records::read_all;
//!
//! let records = read_all(b"[[0,0]]\n\n{\"moves\": [[1,1]]}\n")?;
//! assert_eq!(records.len(), 2);
//! assert_eq!((records[1].line, records[1].text.as_slice()), (3, &b"{\"moves\": [[1,1]]}"[..]));
//! # Ok::<(), std::io::Error>(())
//! ```

use std::collections::VecDeque;
use std::io::{self, BufRead};

mod scanner;

use scanner::Scanner;

/// The largest case read; a bigger one is reported, not held in memory.
pub const MAX_CASE_BYTES: usize = 256 << 20;

/// Input that can say whether more of it is ready without waiting.
pub trait Input: BufRead {
    /// True when reading more will not wait for the producer.
    fn has_pending(&mut self) -> bool;
}

impl Input for &[u8] {
    fn has_pending(&mut self) -> bool {
        !self.is_empty()
    }
}

/// The text of one case and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The case's bytes, from its first byte.
    pub text: Vec<u8>,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The column (in bytes, from 1) its first byte is at.
    pub column: usize,
    /// Set when the case could not be read whole; says why.
    pub broken: Option<String>,
}

impl Record {
    /// The line and column of a byte offset inside the case.
    pub fn position(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..offset.min(self.text.len())];
        match before.iter().rposition(|&b| b == b'\n') {
            None => (self.line, self.column + before.len()),
            Some(nl) => {
                let lines = before.iter().filter(|&&b| b == b'\n').count();
                (self.line + lines, before.len() - nl)
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Undecided,
    Lines,
    Values,
}

/// Cuts an input into records.
pub struct CaseReader<R> {
    input: R,
    mode: Mode,
    line: usize,
    buf: Vec<u8>,
    scanner: Scanner,
    ready: VecDeque<Record>,
    done: bool,
    /// Texts of records done with, to hold later lines.
    spare: Vec<Vec<u8>>,
}

/// How many texts of records done with are kept for later lines.
const SPARE_TEXTS: usize = 4;

impl<R: Input> CaseReader<R> {
    /// A reader at the start of `input`.
    pub fn new(input: R) -> CaseReader<R> {
        CaseReader {
            input,
            mode: Mode::Undecided,
            line: 0,
            buf: Vec::new(),
            scanner: Scanner::default(),
            ready: VecDeque::new(),
            done: false,
            spare: Vec::new(),
        }
    }

    /// Takes back the text of a record that is done with, to hold a later
    /// line: a new buffer for every long line would be fresh memory, which
    /// the system must zero first.
    pub fn recycle(&mut self, mut text: Vec<u8>) {
        if self.spare.len() < SPARE_TEXTS && text.capacity() > 0 {
            text.clear();
            self.spare.push(text);
        }
    }

    /// True when the next record can be had without waiting for input.
    pub fn has_buffered(&mut self) -> bool {
        !self.ready.is_empty() || self.input.has_pending()
    }

    /// The next record, or `None` at the end of the input.
    pub fn next_record(&mut self) -> io::Result<Option<Record>> {
        while self.ready.is_empty() && !self.done {
            self.read_line()?;
        }
        Ok(self.ready.pop_front())
    }

    fn read_line(&mut self) -> io::Result<()> {
        self.buf.clear();
        let overflow = read_line_capped(&mut self.input, &mut self.buf, MAX_CASE_BYTES)?;
        if self.buf.is_empty() && !overflow {
            self.done = true;
            if let Some(rest) = self.scanner.finish() {
                self.ready.push_back(rest);
            }
            return Ok(());
        }
        self.line += 1;
        if self.line == 1 && self.buf.starts_with(b"\xEF\xBB\xBF") {
            self.buf.drain(..3);
        }
        if overflow {
            return self.too_long();
        }
        if self.mode == Mode::Undecided && !is_blank(&self.buf) {
            self.mode = match first_value_ends_on(&self.buf) {
                true => Mode::Lines,
                false => Mode::Values,
            };
        }
        match self.mode {
            Mode::Undecided => {}
            Mode::Lines => self.take_line(),
            Mode::Values => {
                let line = std::mem::take(&mut self.buf);
                self.scanner.feed(&line, self.line, &mut self.ready);
                self.buf = line;
                if self.scanner.pending_len() > MAX_CASE_BYTES {
                    return self.too_long();
                }
            }
        }
        Ok(())
    }

    fn take_line(&mut self) {
        if is_blank(&self.buf) {
            return;
        }
        let end = self.buf.len() - trailing_newline(&self.buf);
        // The line becomes the record; the next line gets a buffer of the
        // same size, as lines of one input tend to be alike.
        let size = self.buf.len();
        let next = match self.spare.pop() {
            Some(mut spare) => {
                spare.reserve(size);
                spare
            }
            None => Vec::with_capacity(size),
        };
        let mut text = std::mem::replace(&mut self.buf, next);
        text.truncate(end);
        self.ready.push_back(Record {
            text,
            line: self.line,
            column: 1,
            broken: None,
        });
    }

    /// A case too large to hold: report it and, unless the input is JSON
    /// Lines, stop reading this input, since where the case ends is unknown.
    fn too_long(&mut self) -> io::Result<()> {
        let line = self.scanner.start_line().unwrap_or(self.line);
        self.ready.push_back(Record {
            text: Vec::new(),
            line,
            column: 1,
            broken: Some(format!(
                "the case is larger than {} MiB, the most a case may be",
                MAX_CASE_BYTES >> 20
            )),
        });
        if self.mode == Mode::Lines {
            return Ok(());
        }
        self.scanner = Scanner::default();
        self.done = true;
        Ok(())
    }
}

/// Appends one line (with its newline) to `buf`; past `cap` bytes the rest of
/// the line is read and dropped, and the result is true.
fn read_line_capped(input: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> io::Result<bool> {
    let mut overflow = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(overflow);
        }
        let (take, end) = match memchr::memchr(b'\n', chunk) {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        if !overflow && buf.len() + take <= cap {
            buf.extend_from_slice(&chunk[..take]);
        } else if !overflow {
            overflow = true;
            buf.clear();
        }
        input.consume(take);
        if end {
            return Ok(overflow);
        }
    }
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

fn trailing_newline(line: &[u8]) -> usize {
    match line {
        [.., b'\r', b'\n'] => 2,
        [.., b'\n'] => 1,
        _ => 0,
    }
}

/// True when the first value on the line also ends on it.
fn first_value_ends_on(line: &[u8]) -> bool {
    let mut scanner = Scanner::default();
    let mut out = VecDeque::new();
    scanner.feed(line, 1, &mut out);
    !out.is_empty()
}

/// Reads all of `input` into records (for tests and small inputs).
pub fn read_all(input: &[u8]) -> io::Result<Vec<Record>> {
    let mut reader = CaseReader::new(input);
    let mut records = Vec::new();
    while let Some(record) = reader.next_record()? {
        records.push(record);
    }
    Ok(records)
}

#[cfg(test)]
mod tests;
