//! Cutting a source into records, one per JSON value.
//!
//! Most inputs are JSON Lines, so a line is first looked at whole: when it
//! opens `{` or `[` in its first column, ends with `}` or `]`, and the next
//! line also opens `{` or `[` in its first column (or the input ends), the
//! line is one case if it parses as one value (a value that went on would
//! go on with `,`, `]` or `}`), and the parser checks that for nothing.
//! Such a record is *tentative*: [`read`](super::read) splits it when it
//! holds several values. Every other line is framed byte by byte (see `careful`), so a
//! value may span lines, share a line, and break without taking the next
//! case with it.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use super::careful::Careful;
use super::{Framing, MAX_CASE_BYTES, Record};

/// Input that can say whether more of it is ready without waiting.
pub trait Input: BufRead {
    /// True when reading more will not wait for the producer.
    fn has_pending(&mut self) -> bool;
}

impl Input for &[u8] {
    fn has_pending(&mut self) -> bool {
        true
    }
}

/// Cuts one source into records.
pub struct Framer<R> {
    input: R,
    careful: Careful,
    buf: Vec<u8>,
    ready: VecDeque<Record>,
    started: bool,
    done: bool,
    /// Texts of records done with, to hold later lines.
    spare: Vec<Vec<u8>>,
}

/// How many texts of records done with are kept for later lines.
const SPARE_TEXTS: usize = 4;

impl<R: Input> Framer<R> {
    /// A framer at the start of `input`.
    pub fn new(input: R) -> Framer<R> {
        Framer {
            input,
            careful: Careful::new(),
            buf: Vec::new(),
            ready: VecDeque::new(),
            started: false,
            done: false,
            spare: Vec::new(),
        }
    }

    /// The same framer, for a source whose first byte stands at `start`
    /// (a case inside a larger file).
    pub fn starting_at(mut self, start: super::Position) -> Framer<R> {
        self.careful.pos = start;
        self
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

    /// True when the next record can be had without waiting for input, as
    /// far as one can tell: a record is ready, or more input is and no
    /// value is open (an open one may go on for as long as the input does).
    pub fn has_buffered(&mut self) -> bool {
        !self.ready.is_empty() || (self.careful.idle() && self.input.has_pending())
    }

    /// The next record, or `None` at the end of the input.
    pub fn next_record(&mut self) -> io::Result<Option<Record>> {
        while self.ready.is_empty() && !self.done {
            self.read()?;
        }
        Ok(self.ready.pop_front())
    }

    fn read(&mut self) -> io::Result<()> {
        if !self.started {
            self.started = true;
            if fill(&mut self.input)?.starts_with(b"\xEF\xBB\xBF") {
                self.input.consume(3);
            }
        }
        let opens = fill(&mut self.input)?.first().copied();
        match opens {
            Some(b'{' | b'[') if self.careful.idle() => self.read_line(),
            _ => self.feed_line(),
        }
    }

    /// Reads a line whole, and frames it by itself when it is plainly one
    /// case.
    fn read_line(&mut self) -> io::Result<()> {
        self.buf.clear();
        let whole = read_line_capped(&mut self.input, &mut self.buf, MAX_CASE_BYTES)?;
        if whole && let Some((end, next)) = self.one_case() {
            let size = self.buf.len();
            let fresh = match self.spare.pop() {
                Some(mut spare) => {
                    spare.reserve(size);
                    spare
                }
                None => Vec::with_capacity(size),
            };
            let mut text = std::mem::replace(&mut self.buf, fresh);
            text.truncate(end);
            self.ready.push_back(Record {
                text,
                start: self.careful.pos,
                framing: Framing::Tentative { next },
            });
            self.careful.pass_line();
            return Ok(());
        }
        let line = std::mem::take(&mut self.buf);
        self.careful.feed(&line, &mut self.ready);
        self.buf = line;
        Ok(())
    }

    /// The length of the line's case when the line looks like exactly one
    /// case: `{` or `[` in the first column, `}` or `]` last, no carriage
    /// return inside, and a next line that starts a case of its own.
    fn one_case(&mut self) -> Option<(usize, Option<usize>)> {
        let line = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let end = line
            .iter()
            .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))?
            + 1;
        let closes = matches!(line[end - 1], b'}' | b']');
        if !closes || memchr::memchr(b'\r', &line[..end]).is_some() {
            return None;
        }
        self.next_line_starts_case().map(|next| (end, next))
    }

    /// The line of the next case when the next line that is not blank can
    /// start a case on its own, `{` or `[` in its first column, or `None`
    /// inside when the input ends: then a line before it that breaks is one
    /// broken case either way, framed by lines or byte by byte. Unknown
    /// (not read yet) counts as no, so that the line is framed byte by byte
    /// instead of waiting for the next one.
    fn next_line_starts_case(&mut self) -> Option<Option<usize>> {
        if !self.input.has_pending() {
            return None;
        }
        let line = self.careful.pos.line;
        let buf = fill(&mut self.input).ok()?;
        match buf.iter().position(|b| !b.is_ascii_whitespace()) {
            Some(i) if matches!(buf[i], b'{' | b'[') && (i == 0 || buf[i - 1] == b'\n') => Some(
                Some(line + 1 + memchr::memchr_iter(b'\n', &buf[..i]).count()),
            ),
            Some(_) => None,
            None => buf.is_empty().then_some(None),
        }
    }

    /// Feeds the input to the byte-by-byte framer until a line ends with
    /// nothing open, or a record is ready (so an error is reported without
    /// waiting for the end of an endless line).
    fn feed_line(&mut self) -> io::Result<()> {
        loop {
            let chunk = fill(&mut self.input)?;
            if chunk.is_empty() {
                self.done = true;
                self.careful.finish(&mut self.ready);
                return Ok(());
            }
            let size = chunk.len();
            let took = self.careful.feed_until_idle(chunk, &mut self.ready);
            self.input.consume(took);
            if took < size || !self.ready.is_empty() {
                return Ok(());
            }
        }
    }
}

/// The input's buffer, retrying when interrupted.
fn fill(input: &mut impl BufRead) -> io::Result<&[u8]> {
    loop {
        match input.fill_buf() {
            Ok(_) => break,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        }
    }
    input.fill_buf()
}

/// Appends one line (with its newline) to `buf`, up to `cap` bytes; true
/// when the whole line was read.
fn read_line_capped(input: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> io::Result<bool> {
    loop {
        let chunk = fill(input)?;
        if chunk.is_empty() {
            return Ok(true);
        }
        let (take, end) = match memchr::memchr(b'\n', chunk) {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let take = take.min(cap + 1 - buf.len().min(cap));
        buf.extend_from_slice(&chunk[..take]);
        input.consume(take);
        if buf.len() > cap {
            return Ok(false);
        }
        if end {
            return Ok(true);
        }
    }
}
