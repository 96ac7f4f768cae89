//! Reading each kind of field value: integers, board sizes, lists, moves
//! and marks, each with a fast path for the plain case and a slow path that
//! says exactly what is wrong and where.

use crate::case::error::{FieldPath, JsonError, JsonErrorKind, ValueProblem};
use crate::case::json::{Kind, Parser, excerpt};
use crate::case::{Coords, Move, Moves};
use crate::engine::Mark;
use crate::variant::Variant;

/// An error about the value at `at` (or after whitespace there), written
/// `path = value problem`.
fn bad_value(p: &mut Parser<'_>, at: usize, path: FieldPath, problem: ValueProblem) -> JsonError {
    p.rewind(at);
    let at = p.value_offset();
    match p.skip_value() {
        Ok(text) => {
            let value = excerpt(text);
            JsonError::new(
                at,
                JsonErrorKind::BadValue {
                    path,
                    value,
                    problem,
                },
            )
        }
        Err(syntax) => syntax,
    }
}

#[inline]
pub(super) fn read_int(p: &mut Parser<'_>, path: FieldPath) -> Result<i64, JsonError> {
    match p.integer() {
        Some(value) => Ok(value),
        None => read_unusual_int(p, path),
    }
}

/// An integer the fast path does not take: large, or not an integer at all.
#[cold]
#[inline(never)]
fn read_unusual_int(p: &mut Parser<'_>, path: FieldPath) -> Result<i64, JsonError> {
    let at = p.offset();
    if p.peek_kind()? == Kind::Number {
        let number = p.number()?;
        if let Some(value) = number.integer {
            return Ok(value);
        }
        if number.integral {
            return Err(bad_value(p, at, path, ValueProblem::TooLarge));
        }
    }
    Err(bad_value(p, at, path, ValueProblem::NotInteger))
}

pub(super) fn read_positive(
    p: &mut Parser<'_>,
    name: &'static str,
    what: &'static str,
) -> Result<u64, JsonError> {
    let at = p.offset();
    let value = read_int(p, FieldPath::field(name))?;
    u64::try_from(value)
        .ok()
        .filter(|&v| v >= 1)
        .ok_or_else(|| {
            bad_value(
                p,
                at,
                FieldPath::field(name),
                ValueProblem::NotPositive { what },
            )
        })
}

/// The most elements room is made for before a list is read.
const LIST_CAPACITY_HINT: usize = 1 << 17;

/// Reads a list whose elements each take at least `min_bytes` of text
/// (with the comma after them).
pub(super) fn read_list<T>(
    p: &mut Parser<'_>,
    name: &'static str,
    min_bytes: usize,
    mut element: impl FnMut(&mut Parser<'_>, FieldPath) -> Result<T, JsonError>,
) -> Result<Vec<T>, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::Array {
        return Err(bad_value(
            p,
            at,
            FieldPath::field(name),
            ValueProblem::NotList,
        ));
    }
    // Room for as many elements as the rest of the text could hold (up to a
    // cap), so a long list is not copied as it grows.
    let mut items = Vec::with_capacity((p.remaining() / min_bytes).min(LIST_CAPACITY_HINT));
    let mut more = p.open_array()?;
    while more {
        // A list that outgrows the room made for it gets room for all the
        // rest could hold at once, instead of being copied as it doubles.
        if items.len() == items.capacity() {
            items.reserve(p.remaining() / min_bytes + 1);
        }
        items.push(element(p, FieldPath::field(name).at(items.len()))?);
        more = p.array_continues()?;
    }
    Ok(items)
}

/// Reads a list of coordinates, each in 32 bits while every one fits.
pub(super) fn read_coords(p: &mut Parser<'_>, name: &'static str) -> Result<Coords, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::Array {
        return Err(bad_value(
            p,
            at,
            FieldPath::field(name),
            ValueProblem::NotList,
        ));
    }
    // Each element takes at least two bytes, with its comma.
    let mut narrow: Vec<i32> = Vec::with_capacity((p.remaining() / 2).min(LIST_CAPACITY_HINT));
    let mut more = p.open_array()?;
    while more {
        if narrow.len() == narrow.capacity() {
            narrow.reserve(p.remaining() / 2 + 1);
        }
        let value = read_int(p, FieldPath::field(name).at(narrow.len()))?;
        match i32::try_from(value) {
            Ok(value) => narrow.push(value),
            Err(_) => return read_wide_coords(p, name, narrow, value),
        }
        more = p.array_continues()?;
    }
    Ok(Coords::Narrow(narrow))
}

/// The rest of a list of coordinates from the first that needs 64 bits,
/// `value`, which follows `narrow`.
#[cold]
#[inline(never)]
fn read_wide_coords(
    p: &mut Parser<'_>,
    name: &'static str,
    narrow: Vec<i32>,
    value: i64,
) -> Result<Coords, JsonError> {
    let mut wide: Vec<i64> = Vec::with_capacity(narrow.len() + p.remaining() / 2 + 1);
    wide.extend(narrow.iter().map(|&v| i64::from(v)));
    wide.push(value);
    while p.array_continues()? {
        wide.push(read_int(p, FieldPath::field(name).at(wide.len()))?);
    }
    Ok(Coords::Wide(wide))
}

/// Reads a list of `[row, col]` pairs, each coordinate in 32 bits while
/// every one fits.
pub(crate) fn read_moves(p: &mut Parser<'_>, name: &'static str) -> Result<Moves, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::Array {
        return Err(bad_value(
            p,
            at,
            FieldPath::field(name),
            ValueProblem::NotList,
        ));
    }
    // A move takes at least six bytes, with its comma: `[0,0],`.
    let mut room = (p.remaining() / 6).min(LIST_CAPACITY_HINT);
    let mut moves = Moves::with_capacity(room);
    let mut more = p.open_array()?;
    while more {
        // A list that outgrows the room made for it gets room for all the
        // rest could hold at once, instead of being copied as it doubles.
        if moves.len() == room {
            let rest = p.remaining() / 6 + 1;
            moves.reserve(rest);
            room += rest;
        }
        let mv = match p.integer_pair() {
            Some((row, col)) => Move { row, col },
            None => read_unusual_move(p, FieldPath::field(name).at(moves.len()))?,
        };
        moves.push(mv);
        more = p.array_continues()?;
    }
    Ok(moves)
}

/// A move the fast path does not take: spaced oddly, with large numbers, or
/// not a pair of integers at all.
#[cold]
#[inline(never)]
fn read_unusual_move(p: &mut Parser<'_>, path: FieldPath) -> Result<Move, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::Array {
        return Err(bad_value(p, at, path, ValueProblem::NotPair));
    }
    let mut pair = [0; 2];
    let len = p.array(|p, i| {
        if i < 2 {
            pair[i] = read_int(p, path.at(i))?;
        } else {
            p.skip_value()?;
        }
        Ok(())
    })?;
    if len != 2 {
        return Err(bad_value(p, at, path, ValueProblem::NotPair));
    }
    Ok(Move {
        row: pair[0],
        col: pair[1],
    })
}

/// A mark: a string of one printable ASCII character (codes 32..126).
#[inline]
pub(super) fn read_mark(p: &mut Parser<'_>, path: FieldPath) -> Result<Mark, JsonError> {
    match p.plain_char() {
        Some(mark) => Ok(mark),
        None => read_unusual_mark(p, path),
    }
}

/// A mark the fast path does not take: escaped, or not a mark at all.
#[cold]
#[inline(never)]
fn read_unusual_mark(p: &mut Parser<'_>, path: FieldPath) -> Result<Mark, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::String {
        return Err(bad_value(p, at, path, ValueProblem::NotMark));
    }
    let text = p.string()?;
    let mut chars = text.chars();
    let problem = match (chars.next(), chars.next()) {
        (Some(c @ ' '..='~'), None) => return Ok(c as u8),
        (None, _) => ValueProblem::EmptyMark,
        (Some(_), Some(_)) => ValueProblem::LongMark,
        (Some(_), None) => ValueProblem::UnprintableMark,
    };
    Err(bad_value(p, at, path, problem))
}

/// The marks in turn order: at least one, all distinct.
pub(super) fn read_marks(p: &mut Parser<'_>, name: &'static str) -> Result<Vec<Mark>, JsonError> {
    let at = p.offset();
    let mut first_at: [Option<usize>; 128] = [None; 128];
    let mut offsets = Vec::new();
    let marks = read_list(p, name, 4, |p, path| {
        offsets.push(p.offset());
        read_mark(p, path)
    })?;
    if marks.is_empty() {
        return Err(bad_value(
            p,
            at,
            FieldPath::field(name),
            ValueProblem::NoMarks,
        ));
    }
    for (i, &mark) in marks.iter().enumerate() {
        if let Some(earlier) = first_at[usize::from(mark)] {
            let problem = ValueProblem::RepeatedMark { earlier };
            return Err(bad_value(
                p,
                offsets[i],
                FieldPath::field(name).at(i),
                problem,
            ));
        }
        first_at[usize::from(mark)] = Some(i);
    }
    Ok(marks)
}

pub(super) fn read_variant(p: &mut Parser<'_>) -> Result<Variant, JsonError> {
    let at = p.offset();
    let path = FieldPath::field("variant");
    if p.peek_kind()? != Kind::String {
        return Err(bad_value(p, at, path, ValueProblem::VariantNotString));
    }
    let name = p.string()?;
    name.parse()
        .map_err(|_| bad_value(p, at, path, ValueProblem::NotVariant))
}

/// A player number of LeetCode 348's `move(row, col, player)`: 1 or 2.
pub(super) fn read_player_number(p: &mut Parser<'_>, path: FieldPath) -> Result<u8, JsonError> {
    let at = p.offset();
    match p.integer() {
        Some(number @ (1 | 2)) => Ok(number as u8),
        _ => Err(bad_value(p, at, path, ValueProblem::NotPlayerNumber)),
    }
}

/// An error about the list `name` at `at`, whose `problem` is with the list
/// as a whole.
pub(super) fn bad_list(
    p: &mut Parser<'_>,
    at: usize,
    name: &'static str,
    problem: ValueProblem,
) -> JsonError {
    bad_value(p, at, FieldPath::field(name), problem)
}
