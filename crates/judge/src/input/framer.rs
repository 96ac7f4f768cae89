//! Cutting a source into records, one per JSON value.
//!
//! Most inputs are JSON Lines, so a line is first looked at whole: when it
//! opens `{` or `[` in its first column, ends with `}` or `]`, and the next
//! line also opens `{` or `[` in its first column (or the input ends), the
//! line is one case if it parses as one value (a value that went on would
//! go on with `,`, `]` or `}`), and the parser checks that for nothing.
//! Such a record is *tentative*: [`read`](super::read) splits it when it
//! holds several values. Every other line is framed byte by byte (see
//! `careful`), so a value may span lines, share a line, and break without
//! taking the next case with it.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use super::careful::{Careful, is_json_space};
use super::{Framing, Position, Record};

/// Input that can say whether more of it is ready without waiting.
pub trait Input: BufRead {
    /// True when reading more will not wait for the producer.
    fn has_pending(&mut self) -> bool;

    /// True when nothing has arrived for a moment and more may still come:
    /// the producer has stopped, perhaps right after a value whose line it
    /// has not ended. A value that closed is then answered without waiting
    /// for the end of its line (were junk to follow on that line, it is an
    /// error of its own). Never, by default.
    fn stalled(&mut self) -> bool {
        false
    }
}

impl Input for &[u8] {
    fn has_pending(&mut self) -> bool {
        true
    }
}

/// The longest line taken whole; a longer one is framed byte by byte, so
/// that no more than this is buffered before a long case's bytes reach the
/// framer that keeps (or, past the cap, drops) them.
const WHOLE_LINE_BYTES: usize = 16 << 20;

/// How many texts of records done with are kept for later lines.
const SPARE_TEXTS: usize = 4;

/// Cuts one source into records.
pub struct Framer<R> {
    input: Pushback<R>,
    careful: Careful,
    buf: Vec<u8>,
    ready: VecDeque<Record>,
    started: bool,
    done: bool,
    /// A read error, reported once the records before it are out.
    error: Option<io::Error>,
    /// Texts of records done with, to hold later lines.
    spare: Vec<Vec<u8>>,
}

impl<R: Input> Framer<R> {
    /// A framer at the start of `input`.
    pub fn new(input: R) -> Framer<R> {
        Framer {
            input: Pushback {
                head: Vec::new(),
                at: 0,
                input,
            },
            careful: Careful::new(),
            buf: Vec::new(),
            ready: VecDeque::new(),
            started: false,
            done: false,
            error: None,
            spare: Vec::new(),
        }
    }

    /// The same framer, for a source whose first byte stands at `start`
    /// (a case inside a larger file).
    pub fn starting_at(mut self, start: Position) -> Framer<R> {
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

    /// The next record, or `None` at the end of the input. A read error
    /// comes after the records read before it, the value it cut off
    /// included.
    pub fn next_record(&mut self) -> io::Result<Option<Record>> {
        loop {
            if let Some(record) = self.ready.pop_front() {
                return Ok(Some(record));
            }
            if let Some(e) = self.error.take() {
                return Err(e);
            }
            if self.done {
                return Ok(None);
            }
            if let Err(e) = self.read() {
                self.careful.finish(&mut self.ready);
                (self.done, self.error) = (true, Some(e));
            }
        }
    }

    fn read(&mut self) -> io::Result<()> {
        if !self.started {
            self.started = true;
            self.input.skip_byte_order_mark()?;
        }
        let opens = fill(&mut self.input)?.first().copied();
        match opens {
            Some(b'{' | b'[') if self.careful.at_fresh_line() => self.read_line(),
            _ => self.feed(),
        }
    }

    /// Reads a line whole, and frames it by itself when it is plainly one
    /// case; otherwise gives it back to be framed byte by byte.
    fn read_line(&mut self) -> io::Result<()> {
        self.buf.clear();
        let whole = read_line_capped(&mut self.input, &mut self.buf, WHOLE_LINE_BYTES);
        let next = match whole {
            Ok(true) => self.one_case(),
            Ok(false) => Ok(None),
            Err(e) => Err(e),
        };
        let next = match next {
            Ok(next) => next,
            Err(e) => {
                // The input failed after these bytes: they are framed, then
                // the error is reported.
                self.careful.feed_all(&self.buf, &mut self.ready);
                return Err(e);
            }
        };
        if let Some(next) = next {
            let fresh = match self.spare.pop() {
                Some(mut spare) => {
                    spare.reserve(self.buf.len());
                    spare
                }
                None => Vec::with_capacity(self.buf.len()),
            };
            // The line keeps its line end, so that framing it again byte
            // by byte sees what the framer would have seen.
            let text = std::mem::replace(&mut self.buf, fresh);
            self.ready.push_back(Record {
                text,
                start: self.careful.pos,
                framing: Framing::Tentative { next },
            });
            self.careful.pass_line();
            return Ok(());
        }
        self.input.push_back(&mut self.buf);
        self.feed()
    }

    /// Whether the line in the buffer looks like exactly one case: `{` or
    /// `[` in the first column, `}` or `]` last, no carriage return inside,
    /// and a next line that starts a case of its own; if so, the line that
    /// next case starts on (`None`: the input ends).
    fn one_case(&mut self) -> io::Result<Option<Option<usize>>> {
        let line = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let Some(last) = line
            .iter()
            .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
        else {
            return Ok(None);
        };
        // A CR may stand only right before the LF: anywhere else it ends
        // a line of its own.
        let body = line.strip_suffix(b"\r").unwrap_or(line);
        let closes = matches!(line[last], b'}' | b']');
        if !closes || memchr::memchr(b'\r', body).is_some() {
            return Ok(None);
        }
        self.next_line_starts_case()
    }

    /// The line of the next case when the next line that is not blank can
    /// start a case on its own, `{` or `[` in its first column, or `None`
    /// inside when the input ends: then a line before it that breaks is one
    /// broken case either way, framed by lines or byte by byte. Unknown
    /// (not read yet) counts as no, so that the line is framed byte by byte
    /// instead of waiting for the next one.
    fn next_line_starts_case(&mut self) -> io::Result<Option<Option<usize>>> {
        if !self.input.has_pending() {
            return Ok(None);
        }
        let line = self.careful.pos.line;
        let buf = fill(&mut self.input)?;
        Ok(match buf.iter().position(|&b| !is_json_space(b)) {
            Some(i) if matches!(buf[i], b'{' | b'[') && (i == 0 || buf[i - 1] == b'\n') => {
                let blank = &buf[..i];
                let line_ends = memchr::memchr_iter(b'\n', blank).count();
                // A bare CR among the blank lines would end lines too.
                match memchr::memchr(b'\r', blank) {
                    None => Some(Some(line + 1 + line_ends)),
                    Some(_) => None,
                }
            }
            Some(_) => None,
            None => buf.is_empty().then_some(None),
        })
    }

    /// Feeds the input to the byte-by-byte framer until a record is ready
    /// (so an error is reported without waiting for the end of an endless
    /// line), or a line ends with nothing open.
    fn feed(&mut self) -> io::Result<()> {
        loop {
            if self.careful.holds_value() && !self.input.has_pending() && self.input.stalled() {
                self.careful.release(&mut self.ready);
                return Ok(());
            }
            let chunk = fill(&mut self.input)?;
            if chunk.is_empty() {
                self.done = true;
                self.careful.finish(&mut self.ready);
                return Ok(());
            }
            let size = chunk.len();
            let took = self.careful.feed(chunk, &mut self.ready);
            self.input.consume(took);
            if took < size || !self.ready.is_empty() {
                return Ok(());
            }
        }
    }
}

/// The input, with bytes read ahead and given back in front of it.
struct Pushback<R> {
    head: Vec<u8>,
    at: usize,
    input: R,
}

impl<R: Input> Pushback<R> {
    /// Gives back `bytes` (taking them), to be read before the rest.
    fn push_back(&mut self, bytes: &mut Vec<u8>) {
        bytes.extend_from_slice(&self.head[self.at..]);
        self.head.clear();
        std::mem::swap(&mut self.head, bytes);
        self.at = 0;
    }

    /// Skips a UTF-8 byte order mark at the start, also when it arrives
    /// in pieces.
    fn skip_byte_order_mark(&mut self) -> io::Result<()> {
        const MARK: &[u8] = b"\xEF\xBB\xBF";
        let mut start = Vec::new();
        while start.len() < MARK.len() && MARK.starts_with(&start) {
            let buf = match fill(&mut self.input) {
                Ok(buf) => buf,
                Err(e) => {
                    self.push_back(&mut start);
                    return Err(e);
                }
            };
            let Some(&b) = buf.first() else {
                break;
            };
            start.push(b);
            self.input.consume(1);
        }
        if start == MARK {
            start.clear();
        }
        self.push_back(&mut start);
        Ok(())
    }
}

impl<R: Input> io::Read for Pushback<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let buf = self.fill_buf()?;
        let n = buf.len().min(out.len());
        out[..n].copy_from_slice(&buf[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: Input> BufRead for Pushback<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        match self.at < self.head.len() {
            true => Ok(&self.head[self.at..]),
            false => self.input.fill_buf(),
        }
    }

    fn consume(&mut self, amount: usize) {
        match self.at < self.head.len() {
            true => self.at += amount,
            false => self.input.consume(amount),
        }
    }
}

impl<R: Input> Input for Pushback<R> {
    fn has_pending(&mut self) -> bool {
        self.at < self.head.len() || self.input.has_pending()
    }

    fn stalled(&mut self) -> bool {
        self.at == self.head.len() && self.input.stalled()
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
/// when the whole line was read (false: it is longer, or the input stalled
/// inside it).
fn read_line_capped(input: &mut impl Input, buf: &mut Vec<u8>, cap: usize) -> io::Result<bool> {
    loop {
        // A line the producer stopped in the middle of is framed byte by
        // byte, so that a value it holds is answered without its line end.
        if !buf.is_empty() && !input.has_pending() && input.stalled() {
            return Ok(false);
        }
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
