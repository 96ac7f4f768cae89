//! Framing byte by byte: values that span lines or share one, and the
//! recovery after a syntax error. The framer hands over to this whenever a
//! line is not plainly one whole case.
//!
//! Inside a value, every later line that could start a case (its first
//! byte that is not whitespace opens `{` or `[`, no further right than the
//! value began) is noted, with where its own value closes. When the value
//! breaks, it is cut at those lines: a noted value that closed is a case of
//! its own, one still open when the error came is broken too (it would
//! have met the same error). So a broken JSON Lines line that swallowed the
//! next lines gives them back, and no byte is read twice.

use std::collections::VecDeque;

use super::error::{Position, Syntax};
use super::syntax::{Automaton, Quiet, Step, hint};
use super::{Framing, MAX_CASE_BYTES, Record, position_in};

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

/// The byte-by-byte framer's state, kept across lines.
#[derive(Debug)]
pub(super) struct Careful {
    auto: Automaton,
    pending: Option<Pending>,
    /// A whole value, kept until its line ends, so that anything but
    /// whitespace or another value after it on the line spoils it.
    held: Option<Record>,
    /// Skipping after an error, until a line whose first byte that is not
    /// whitespace opens a value at this column or before.
    skip: Option<usize>,
    /// Where the next byte is.
    pub(super) pos: Position,
    at_line_start: bool,
    /// Why a value still open at the end of the source is broken: the
    /// input ends, or (for a line framed on its own) a case starts on a
    /// later line.
    pub(super) cut_off: Syntax,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r')
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
            pos: Position { line: 1, column: 1 },
            at_line_start: true,
            cut_off: Syntax::CutOff(None),
            auto: Automaton::default(),
            pending: None,
            held: None,
            skip: None,
        }
    }

    /// True when nothing is open or held and no error is being skipped:
    /// the next line may be framed by lines alone.
    pub(super) fn idle(&self) -> bool {
        self.pending.is_none() && self.held.is_none() && self.skip.is_none()
    }

    /// Moves past a line framed elsewhere.
    pub(super) fn pass_line(&mut self) {
        self.pos = Position {
            line: self.pos.line + 1,
            column: 1,
        };
        self.at_line_start = true;
    }

    /// Takes the next bytes of the source.
    pub(super) fn feed(&mut self, chunk: &[u8], out: &mut VecDeque<Record>) {
        let mut i = 0;
        while i < chunk.len() {
            i += self.step_at(&chunk[i..], out);
        }
    }

    /// Takes bytes of the source up to the end of a line where nothing is
    /// left open, so the next line may be framed by lines alone; returns
    /// how many it took.
    pub(super) fn feed_until_idle(&mut self, chunk: &[u8], out: &mut VecDeque<Record>) -> usize {
        let mut i = 0;
        while i < chunk.len() {
            let took = self.step_at(&chunk[i..], out);
            i += took;
            if took > 0 && chunk[i - 1] == b'\n' && self.idle() {
                break;
            }
        }
        i
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
    /// position inside an open value (whitespace between tokens, the
    /// inside of a string, the digits of a number), taken in one go.
    fn quiet_run(&mut self, rest: &[u8], out: &mut VecDeque<Record>) -> usize {
        if self.skip.is_some() && !self.at_line_start {
            // Skipping: only the start of the next line matters.
            let n = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            self.pos.column += n;
            return n;
        }
        let Some(p) = self.pending.as_mut() else {
            return 0;
        };
        let quiet = self.auto.quiet();
        let n = match quiet {
            Quiet::Between => {
                // Short runs: a plain loop, tracking lines as it goes.
                let mut n = 0;
                while let Some(&b) = rest.get(n) {
                    match b {
                        b' ' | b'\t' | b'\r' => self.pos.column += 1,
                        b'\n' => {
                            self.pos.line += 1;
                            self.pos.column = 1;
                            self.at_line_start = true;
                        }
                        _ => break,
                    }
                    n += 1;
                }
                n
            }
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
        if !p.oversize {
            p.text.extend_from_slice(&rest[..n]);
        }
        if quiet != Quiet::Between {
            self.pos.column += n;
            self.at_line_start = false;
            p.end = self.pos;
        }
        if !p.oversize && p.text.len() > MAX_CASE_BYTES {
            p.overflow(out);
        }
        n
    }

    /// The end of the source: a value still open is cut off.
    pub(super) fn finish(&mut self, out: &mut VecDeque<Record>) {
        if let Some(p) = self.pending.take() {
            if self.auto.finish() {
                self.hold(p);
            } else if !p.oversize && !p.restarts.is_empty() {
                split(&p, None, self.cut_off, out);
            } else if !p.oversize {
                out.push_back(broken(p.start, p.end, self.cut_off));
            }
        }
        if let Some(held) = self.held.take() {
            out.push_back(held);
        }
        self.skip = None;
    }

    fn advance(&mut self, b: u8, out: &mut VecDeque<Record>) {
        if b == b'\n' {
            self.pass_line();
            if let Some(held) = self.held.take() {
                out.push_back(held);
            }
        } else {
            self.pos.column += 1;
            if !is_space(b) {
                self.at_line_start = false;
            }
        }
    }

    /// Takes one byte; false when the same byte must be read again, in the
    /// state the byte led to.
    fn byte(&mut self, b: u8, out: &mut VecDeque<Record>) -> bool {
        let first_on_line = self.at_line_start && !is_space(b) && b != b'\n';
        if let Some(column) = self.skip {
            if !(first_on_line && matches!(b, b'{' | b'[') && self.pos.column <= column) {
                return true;
            }
            self.skip = None;
        }
        if self.pending.is_none() {
            if is_space(b) || b == b'\n' {
                return true;
            }
            if let Some(held) = self.held.take() {
                if !starts_value(b) {
                    let after = hint(b).unwrap_or(junk_after(b));
                    self.skip = Some(held.start.column);
                    out.push_back(broken(held.start, self.pos, after));
                    return true;
                }
                out.push_back(held);
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
        if let Step::Broken(syntax) = step {
            return self.broke(syntax, opens_case, out);
        }
        if step == Step::DoneBefore {
            let p = self.pending.take().expect("a value is open");
            self.hold(p);
            return false;
        }
        if opens_case && !p.oversize {
            p.open.push(p.restarts.len());
            p.restarts.push(Restart {
                offset: p.text.len(),
                at: self.pos,
                depth: self.auto.depth() - 1,
                close: None,
            });
        }
        if !p.oversize {
            p.text.push(b);
        }
        if !is_space(b) && b != b'\n' {
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
        if step == Step::Done {
            let p = self.pending.take().expect("a value is open");
            self.hold(p);
        } else if p.text.len() > MAX_CASE_BYTES {
            p.overflow(out);
        }
        true
    }

    /// The open value breaks at the current byte.
    fn broke(&mut self, syntax: Syntax, opens_case: bool, out: &mut VecDeque<Record>) -> bool {
        let p = self.pending.take().expect("a value is open");
        // A leading zero is named where the number starts, a byte before.
        let at = match syntax {
            Syntax::LeadingZero => Position {
                column: self.pos.column - 1,
                ..self.pos
            },
            _ => self.pos,
        };
        let covered = match (p.oversize, p.restarts.is_empty()) {
            (true, _) => Some(p.start.column),
            (false, false) => {
                let error = match opens_case {
                    true => (p.end, Syntax::CutOff(Some(self.pos.line))),
                    false => (at, syntax),
                };
                split(&p, Some(error), Syntax::CutOff(None), out)
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
            // The byte is junk of its own, after a case that closed.
            (None, false) => {
                out.push_back(broken(self.pos, self.pos, syntax));
                self.skip = Some(self.pos.column);
                true
            }
        }
    }

    fn hold(&mut self, p: Pending) {
        if p.oversize {
            return;
        }
        self.held = Some(Record {
            text: p.text,
            start: p.start,
            framing: Framing::Exact,
        });
    }
}

/// Cuts a broken value at its restart lines, and emits the pieces: the
/// part before the first, then each restart's value, whole or broken. The
/// error (none at the end of the input) is at the end of the text. Returns
/// the column of the broken record the error belongs to, if one does;
/// `cut_off` says why a value open at the end is broken.
fn split(
    p: &Pending,
    error: Option<(Position, Syntax)>,
    cut_off: Syntax,
    out: &mut VecDeque<Record>,
) -> Option<usize> {
    let first = p.restarts[0];
    out.push_back(cut_before(&p.text, p.start, first));
    let mut i = 0;
    while i < p.restarts.len() {
        let r = p.restarts[i];
        let Some(close) = r.close else {
            // Still open at the error: it breaks there too, or where the
            // next restart line starts.
            if let Some(&next) = p.restarts.get(i + 1) {
                out.push_back(cut_before(
                    &p.text[r.offset..],
                    r.at,
                    Restart {
                        offset: next.offset - r.offset,
                        ..next
                    },
                ));
                i += 1;
                continue;
            }
            out.push_back(match error {
                Some((at, syntax)) => broken(r.at, at, syntax),
                None => broken(r.at, p.end, cut_off),
            });
            return Some(r.at.column);
        };
        // Closed: a case of its own, unless junk follows it on its line.
        let next = p.restarts[i + 1..].iter().position(|n| n.offset > close);
        let until = next.map_or(p.text.len(), |n| p.restarts[i + 1 + n].offset);
        let own = &p.text[r.offset..until];
        let value = close + 1 - r.offset;
        let junk = own[value..].iter().position(|b| !b.is_ascii_whitespace());
        let covered = match junk {
            None => {
                out.push_back(whole(own[..value].to_vec(), r.at));
                None
            }
            Some(k) => {
                let at = position_in(own, r.at, value + k);
                let found = own[value + k];
                let closed_at = position_in(own, r.at, value);
                if at.line == closed_at.line {
                    out.push_back(broken(r.at, at, junk_after(found)));
                    Some(r.at.column)
                } else {
                    out.push_back(whole(own[..value].to_vec(), r.at));
                    out.push_back(broken(at, at, junk_alone(found)));
                    Some(at.column)
                }
            }
        };
        match next {
            Some(n) => i += 1 + n,
            None => return covered,
        }
    }
    None
}

fn junk_after(found: u8) -> Syntax {
    Syntax::Unexpected {
        found,
        expected: "the end of the case",
    }
}

fn junk_alone(found: u8) -> Syntax {
    Syntax::Unexpected {
        found,
        expected: "a value",
    }
}

/// The record for a value, starting at `start`, cut off where the restart
/// line `restart` begins (its offset counted in `text`).
fn cut_before(text: &[u8], start: Position, restart: Restart) -> Record {
    let before = &text[..restart.offset];
    let kept = before
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    let end = position_in(before, start, kept);
    broken(start, end, Syntax::CutOff(Some(restart.at.line)))
}

fn whole(text: Vec<u8>, start: Position) -> Record {
    Record {
        text,
        start,
        framing: Framing::Exact,
    }
}

fn broken(start: Position, at: Position, syntax: Syntax) -> Record {
    Record {
        text: Vec::new(),
        start,
        framing: Framing::Broken { at, syntax },
    }
}
