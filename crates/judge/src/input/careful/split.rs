//! Recovery inside a broken value: cutting it at the lines in it that
//! could start a case.

use std::collections::VecDeque;

use super::{Pending, Restart, broken, is_json_space, starts_value};
use crate::input::error::{Position, Syntax};
use crate::input::syntax::hint;
use crate::input::{Framing, Record, position_in};

/// Where a broken value stopped.
#[derive(Clone, Copy, Debug)]
pub(super) enum Stop {
    /// Cut off, for this reason, after its last byte: at the end of the
    /// input, or where a new case starts.
    Cut(Syntax),
    /// At this byte, the last of the value's text, which it cannot hold.
    Byte(Position, Syntax),
}

/// Cuts a broken value at its restart lines, and emits the pieces: the
/// part before the first, then each restart's value, whole or broken.
/// Returns the column of the broken record the rest of the line belongs
/// to, if one does; none when the byte it stopped at is to be read afresh
/// (or there is none).
pub(super) fn split(p: &Pending, stop: Stop, out: &mut VecDeque<Record>) -> Option<usize> {
    let error_byte = matches!(stop, Stop::Byte(..));
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
            out.push_back(match stop {
                Stop::Byte(at, syntax) => broken(r.at, at, syntax),
                Stop::Cut(why) => broken(r.at, p.end, why),
            });
            return Some(r.at.column);
        };
        // Closed: a case of its own, unless junk follows it on its line.
        let next = p.restarts[i + 1..].iter().position(|n| n.offset > close);
        let until = next.map_or(p.text.len(), |n| p.restarts[i + 1 + n].offset);
        let own = &p.text[r.offset..until];
        let value = close + 1 - r.offset;
        let junk = own[value..].iter().position(|&b| !is_json_space(b));
        let covered = match junk {
            None => {
                out.push_back(whole(own[..value].to_vec(), r.at));
                None
            }
            // The byte that broke the value comes first after this one,
            // and opens a value: read afresh, it is the next case.
            Some(k)
                if error_byte
                    && next.is_none()
                    && value + k == own.len() - 1
                    && starts_value(own[value + k]) =>
            {
                out.push_back(whole(own[..value].to_vec(), r.at));
                None
            }
            Some(k) => {
                let at = position_in(own, r.at, value + k);
                let found = own[value + k];
                let closed_at = position_in(own, r.at, value);
                if at.line == closed_at.line {
                    out.push_back(broken(r.at, at, hint(found).unwrap_or(junk_after(found))));
                    Some(r.at.column)
                } else {
                    out.push_back(whole(own[..value].to_vec(), r.at));
                    out.push_back(broken(at, at, hint(found).unwrap_or(junk_alone(found))));
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

pub(super) fn junk_after(found: u8) -> Syntax {
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
        .rposition(|&b| !is_json_space(b))
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
