//! Framing byte by byte: values that span lines or share one, and the
//! recovery after a syntax error. The framer hands over to this whenever a
//! line is not plainly one whole case.
//!
//! Inside a value, every later line that could start a case (its first
//! byte that is not whitespace opens `{` or `[`, no further right than the
//! value began) is noted, with where its own value closes. When the value
//! breaks, it is cut at those lines (see `split`): a noted value that
//! closed is a case of its own, one still open when the error came is
//! broken too (it would have met the same error). So a broken JSON Lines
//! line that swallowed the next lines gives them back, and no byte is read
//! twice.
//!
//! A line ends at LF, CR or CRLF, as JSON counts all three as whitespace.

use std::collections::VecDeque;

use super::error::{Position, Syntax};
use super::syntax::{Advance, Automaton, Quiet, hint};
use super::{Framing, MAX_CASE_BYTES, Record};

mod split;

use split::{Stop, junk_after, split};

/// The most restart lines noted inside one value: recovery inside a
/// broken value larger than that considers its first ones only, and the
/// notes stay small beside the value.
const MAX_RESTARTS: usize = 1 << 18;

/// A value being read.
#[derive(Debug)]
struct Pending {
    text: Vec<u8>,
    start: Position,
    /// Just after its last byte that is not whitespace: where a value cut
    /// off stops.
    end: Position,
    /// Past the size cap: reported already, its bytes are not kept.
    oversize: bool,
    /// The later lines inside it that could start a case.
    restarts: Vec<Restart>,
    /// The restarts whose values are still open, innermost last.
    open: Vec<usize>,
}

impl Pending {
    /// Keeps more of the value's bytes, growing its text no further than
    /// the cap; past the cap, the value is reported.
    fn keep(&mut self, bytes: &[u8], out: &mut VecDeque<Record>) {
        if self.oversize {
            return;
        }
        let len = self.text.len() + bytes.len();
        if len > MAX_CASE_BYTES {
            return self.overflow(out);
        }
        if len > self.text.capacity() {
            let want = (2 * self.text.capacity()).clamp(len, MAX_CASE_BYTES);
            self.text.reserve_exact(want - self.text.len());
        }
        self.text.extend_from_slice(bytes);
    }

    /// The value has grown past the size cap: report it now, and read on
    /// without keeping its bytes.
    fn overflow(&mut self, out: &mut VecDeque<Record>) {
        out.push_back(broken(self.start, self.start, Syntax::TooLarge));
        self.oversize = true;
        self.text = Vec::new();
        self.restarts = Vec::new();
        self.open = Vec::new();
    }
}

/// A line inside a value that could start a case.
#[derive(Clone, Copy, Debug)]
struct Restart {
    /// Where its first byte is in the value's text.
    offset: usize,
    at: Position,
    /// The depth before its first byte.
    depth: usize,
    /// Where its own value's last byte is, once it has closed.
    close: Option<usize>,
}

/// What a finished value left on its line.
#[derive(Debug)]
enum Holding {
    /// A whole value, kept until its line ends, so that anything but
    /// whitespace or another value after it on the line spoils it.
    Value(Record),
    /// A value over the cap, reported already: junk after it on its line
    /// is part of it.
    Reported(Position),
}

/// The byte-by-byte framer's state, kept across lines.
#[derive(Debug)]
pub(super) struct Careful {
    auto: Automaton,
    pending: Option<Pending>,
    held: Option<Holding>,
    /// Skipping after an error, until a line whose first byte that is not
    /// whitespace opens a value at this column or before.
    skip: Option<usize>,
    /// Where the next byte is.
    pub(super) pos: Position,
    at_line_start: bool,
    /// The last byte was a CR, so an LF now ends no other line.
    after_cr: bool,
    /// The current line began after an LF (or the input did), not after a
    /// bare CR.
    lf_line: bool,
    /// Why a value still open at the end of the source is broken: the
    /// input ends, or (for a line framed on its own) a case starts on a
    /// later line.
    pub(super) cut_off: Syntax,
}

/// Whitespace inside a line.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t')
}

/// Whitespace as JSON has it: spaces, tabs and line ends.
pub(super) fn is_json_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

fn starts_value(b: u8) -> bool {
    matches!(
        b,
        b'{' | b'[' | b'"' | b'-' | b'0'..=b'9' | b't' | b'f' | b'n'
    )
}

impl Careful {
    /// A framer at the start of a source.
    pub(super) fn new() -> Careful {
        Careful {
            auto: Automaton::default(),
            pending: None,
            held: None,
            skip: None,
            pos: Position { line: 1, column: 1 },
            at_line_start: true,
            after_cr: false,
            lf_line: true,
            cut_off: Syntax::CutOff(None),
        }
    }

    /// True when nothing is open or held and no error is being skipped:
    /// the next line may be framed by lines alone.
    pub(super) fn idle(&self) -> bool {
        self.pending.is_none() && self.held.is_none() && self.skip.is_none()
    }

    /// True at the start of a line that began after an LF, with nothing
    /// open: where a line may be taken whole.
    pub(super) fn at_fresh_line(&self) -> bool {
        self.idle() && self.at_line_start && self.lf_line && self.pos.column == 1
    }

    /// Moves past a line framed elsewhere.
    pub(super) fn pass_line(&mut self) {
        self.pos = Position {
            line: self.pos.line + 1,
            column: 1,
        };
        self.at_line_start = true;
        self.after_cr = false;
        self.lf_line = true;
    }

    /// Takes bytes of the source until a record is ready, or a line ends
    /// with nothing left open (so the next line may be framed by lines
    /// alone), or the bytes run out; returns how many it took.
    pub(super) fn feed(&mut self, chunk: &[u8], out: &mut VecDeque<Record>) -> usize {
        let mut i = 0;
        while i < chunk.len() && out.is_empty() {
            let took = self.step_at(&chunk[i..], out);
            i += took;
            if took > 0 && chunk[i - 1] == b'\n' && self.idle() {
                break;
            }
        }
        i
    }

    /// Takes all of `chunk`, however many records it makes.
    pub(super) fn feed_all(&mut self, chunk: &[u8], out: &mut VecDeque<Record>) {
        let mut i = 0;
        while i < chunk.len() {
            i += self.step_at(&chunk[i..], out);
        }
    }

    /// The end of the source: a value still open is cut off.
    pub(super) fn finish(&mut self, out: &mut VecDeque<Record>) {
        if let Some(p) = self.pending.take() {
            if self.auto.finish() {
                self.hold(p);
            } else if !p.oversize && !p.restarts.is_empty() {
                split(&p, Stop::Cut(self.cut_off), out);
            } else if !p.oversize {
                out.push_back(broken(p.start, p.end, self.cut_off));
            }
        }
        self.release(out);
        self.skip = None;
    }

    /// Takes one byte, or a run of bytes that change nothing but the
    /// position; returns how many (none when the byte must be read again).
    fn step_at(&mut self, rest: &[u8], out: &mut VecDeque<Record>) -> usize {
        let run = self.quiet_run(rest, out);
        if run > 0 {
            return run;
        }
        let b = rest[0];
        match self.byte(b, out) {
            true => {
                self.advance(b, out);
                1
            }
            false => 0,
        }
    }

    /// The length of the run at the start of `rest` that only moves the
    /// position (whitespace between tokens, the inside of a string, the
    /// digits of a number, a line being skipped), taken in one go.
    fn quiet_run(&mut self, rest: &[u8], out: &mut VecDeque<Record>) -> usize {
        if self.skip.is_some() && !self.at_line_start {
            // Skipping: only the start of the next line matters.
            let n = memchr::memchr2(b'\n', b'\r', rest).unwrap_or(rest.len());
            self.pos.column += n;
            return n;
        }
        if self.pending.is_none() {
            return 0;
        }
        let mut n = 0;
        loop {
            let run = self.run(&rest[n..], out);
            n += run;
            // A comma, a colon or the first byte of a plain number or a
            // string inside a container changes only the automaton's state:
            // taken here, between runs, as the runs are.
            match rest.get(n) {
                Some(&b) if self.auto.take_plain(b) => {
                    self.pos.column += 1;
                    self.after_cr = false;
                    self.at_line_start = false;
                    let p = self.pending.as_mut().expect("a value is open");
                    p.keep(&[b], out);
                    p.end = self.pos;
                    n += 1;
                }
                _ if run == 0 => return n,
                _ => {}
            }
        }
    }

    /// One run of bytes that only move the position, taken whole.
    fn run(&mut self, rest: &[u8], out: &mut VecDeque<Record>) -> usize {
        let quiet = self.auto.quiet();
        let n = match quiet {
            Quiet::Between => self.between(rest),
            Quiet::Text => rest
                .iter()
                .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
                .unwrap_or(rest.len()),
            Quiet::Digits => rest
                .iter()
                .position(|b| !b.is_ascii_digit())
                .unwrap_or(rest.len()),
            Quiet::No => return 0,
        };
        if n == 0 {
            return 0;
        }
        if quiet != Quiet::Between {
            self.pos.column += n;
            self.after_cr = false;
            self.at_line_start = false;
        }
        let p = self.pending.as_mut().expect("a value is open");
        p.keep(&rest[..n], out);
        if quiet != Quiet::Between {
            p.end = self.pos;
        }
        n
    }

    /// The whitespace at the start of `rest`, line ends included, with the
    /// position moved past it (nothing is held while a value is open).
    fn between(&mut self, rest: &[u8]) -> usize {
        let stop = rest.iter().position(|&b| {
            let space = is_json_space(b);
            if space {
                self.move_past(b);
            }
            !space
        });
        stop.unwrap_or(rest.len())
    }

    fn advance(&mut self, b: u8, out: &mut VecDeque<Record>) {
        if self.move_past(b) {
            self.release(out);
        }
    }

    /// Moves the position past `b`; true when `b` ends a line (a CR, or
    /// an LF that does not follow one).
    fn move_past(&mut self, b: u8) -> bool {
        match b {
            b'\n' if self.after_cr => {
                self.after_cr = false;
                self.lf_line = true;
                false
            }
            b'\n' | b'\r' => {
                self.pass_line();
                self.after_cr = b == b'\r';
                self.lf_line = b == b'\n';
                true
            }
            _ => {
                self.pos.column += 1;
                self.after_cr = false;
                if !is_space(b) {
                    self.at_line_start = false;
                }
                false
            }
        }
    }

    /// True when a value has closed and waits for the end of its line.
    pub(super) fn holds_value(&self) -> bool {
        matches!(self.held, Some(Holding::Value(_)))
    }

    /// The value that closed is a record: its line has ended, or the input
    /// stalled after it.
    pub(super) fn release(&mut self, out: &mut VecDeque<Record>) {
        if let Some(Holding::Value(record)) = self.held.take() {
            out.push_back(record);
        }
    }

    /// Takes one byte; false when the same byte must be read again, in the
    /// state the byte led to.
    fn byte(&mut self, b: u8, out: &mut VecDeque<Record>) -> bool {
        let first_on_line = self.at_line_start && !is_json_space(b);
        if let Some(column) = self.skip {
            if !(first_on_line && matches!(b, b'{' | b'[') && self.pos.column <= column) {
                return true;
            }
            self.skip = None;
        }
        if self.pending.is_none() {
            if is_json_space(b) {
                return true;
            }
            match self.held.take() {
                Some(Holding::Value(record)) if starts_value(b) => out.push_back(record),
                Some(Holding::Value(record)) => {
                    self.skip = Some(record.start.column);
                    let after = hint(b).unwrap_or(junk_after(b));
                    out.push_back(broken(record.start, self.pos, after));
                    return true;
                }
                Some(Holding::Reported(start)) if !starts_value(b) => {
                    self.skip = Some(start.column);
                    return true;
                }
                _ => {}
            }
            self.auto.reset();
            self.pending = Some(Pending {
                text: Vec::new(),
                start: self.pos,
                end: self.pos,
                oversize: false,
                restarts: Vec::new(),
                open: Vec::new(),
            });
        }
        self.in_value(b, first_on_line, out)
    }

    fn in_value(&mut self, b: u8, first_on_line: bool, out: &mut VecDeque<Record>) -> bool {
        let p = self.pending.as_mut().expect("a value is open");
        let opens_case = first_on_line
            && matches!(b, b'{' | b'[')
            && self.pos.line > p.start.line
            && self.pos.column <= p.start.column;
        let step = self.auto.step(b);
        if let Advance::Broken(syntax) = step {
            return self.broke(b, syntax, opens_case, out);
        }
        if step == Advance::DoneBefore {
            let p = self.pending.take().expect("a value is open");
            self.hold(p);
            return false;
        }
        if opens_case && !p.oversize && p.restarts.len() < MAX_RESTARTS {
            p.open.push(p.restarts.len());
            p.restarts.push(Restart {
                offset: p.text.len(),
                at: self.pos,
                depth: self.auto.depth() - 1,
                close: None,
            });
        }
        p.keep(&[b], out);
        if !is_json_space(b) {
            p.end = Position {
                column: self.pos.column + 1,
                ..self.pos
            };
        }
        while let Some(&i) = p.open.last()
            && self.auto.depth() == p.restarts[i].depth
        {
            p.restarts[i].close = Some(p.text.len() - 1);
            p.open.pop();
        }
        if step == Advance::Done {
            let p = self.pending.take().expect("a value is open");
            self.hold(p);
        }
        true
    }

    /// The open value breaks at the current byte `b`.
    fn broke(
        &mut self,
        b: u8,
        syntax: Syntax,
        opens_case: bool,
        out: &mut VecDeque<Record>,
    ) -> bool {
        let mut p = self.pending.take().expect("a value is open");
        let at = match syntax {
            // A leading zero is named where its number starts.
            Syntax::LeadingZero => {
                let signed = p.text.ends_with(b"-0");
                Position {
                    column: self.pos.column - 1 - usize::from(signed),
                    ..self.pos
                }
            }
            _ => self.pos,
        };
        let covered = match (p.oversize, p.restarts.is_empty()) {
            (true, _) => Some(p.start.column),
            (false, false) if opens_case => {
                split(&p, Stop::Cut(Syntax::CutOff(Some(self.pos.line))), out)
            }
            (false, false) => {
                // The byte goes with the rest, to be seen as junk after a
                // value that closed, when it comes after one.
                p.text.push(b);
                split(&p, Stop::Byte(at, syntax), out)
            }
            (false, true) if opens_case => {
                out.push_back(broken(p.start, p.end, Syntax::CutOff(Some(self.pos.line))));
                None
            }
            (false, true) => {
                out.push_back(broken(p.start, at, syntax));
                Some(p.start.column)
            }
        };
        match (covered, opens_case) {
            // A new case starts here: read it afresh.
            (_, true) => false,
            (Some(column), false) => {
                self.skip = Some(column);
                true
            }
            // The byte comes right after a case that closed: read it
            // afresh, as the start of what follows.
            (None, false) => false,
        }
    }

    fn hold(&mut self, p: Pending) {
        self.held = Some(match p.oversize {
            true => Holding::Reported(p.start),
            false => Holding::Value(Record {
                text: p.text,
                start: p.start,
                framing: Framing::Exact,
            }),
        });
    }
}

fn broken(start: Position, at: Position, syntax: Syntax) -> Record {
    Record {
        text: Vec::new(),
        start,
        framing: Framing::Broken { at, syntax },
    }
}
