//! Test cases: the three variants' inputs, and how a case's JSON text is
//! read into them, in the named form (the seeds' parameter names) or the
//! positional form (the seeds' `Input: (...)` tuples).

use std::fmt;
use std::str::FromStr;

use crate::engine::{Coord, Mark};
use crate::fields::{Fields, read_fields, read_moves};
use crate::json::{JsonError, Kind, Parser};

/// Which problem statement a case belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Seed 000: K players, three in a row, rejected calls are `INVALID`.
    Multi,
    /// Seed 001: two players, a whole row, column or main diagonal wins.
    FullLine,
    /// Seed 002: A and B on 3×3, one result for the game.
    Classic,
}

impl Variant {
    /// Every variant, in seed order.
    pub const ALL: [Variant; 3] = [Variant::Multi, Variant::FullLine, Variant::Classic];

    /// The name used in cases and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Multi => "multi",
            Variant::FullLine => "fullline",
            Variant::Classic => "classic",
        }
    }

    /// The named form's fields, required ones first.
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            Variant::Multi => &["n", "playerMarks", "players", "rows", "cols", "k"],
            Variant::FullLine => &["n", "moves"],
            Variant::Classic => &["moves"],
        }
    }

    /// The positional form, as a reader would write it.
    pub fn positional_form(self) -> &'static str {
        match self {
            Variant::Multi => "[n, playerMarks, players, rows, cols]",
            Variant::FullLine => "[n, moves]",
            Variant::Classic => "[[row, col], ...]",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;

    fn from_str(name: &str) -> Result<Variant, String> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| {
                format!("\"{name}\" is not a variant (expected multi, fullline or classic)")
            })
    }
}

/// One `play(player, row, col)` call of a `multi` case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// The mark the call plays.
    pub player: Mark,
    /// The row, on the board or not.
    pub row: Coord,
    /// The column, on the board or not.
    pub col: Coord,
}

/// One `[row, col]` move of a `fullline` or `classic` case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The row.
    pub row: Coord,
    /// The column.
    pub col: Coord,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{},{}]", self.row, self.col)
    }
}

/// A `multi` case (seed 000).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiCase {
    /// The board is `size` × `size`.
    pub size: u64,
    /// The marks in turn order.
    pub marks: Vec<Mark>,
    /// How many in a row win: 3 unless the case says `"k"`.
    pub win_length: u64,
    /// True when the case names `"k"`, an extension of seed 000.
    pub win_length_given: bool,
    /// The calls, in order.
    pub calls: Vec<Call>,
}

/// A `fullline` case (seed 001).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FullLineCase {
    /// The board is `size` × `size`.
    pub size: u64,
    /// The moves, player 1 first.
    pub moves: Vec<Move>,
}

/// A `classic` case (seed 002).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicCase {
    /// The moves, A first.
    pub moves: Vec<Move>,
}

/// A case of any variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Case {
    /// Seed 000.
    Multi(MultiCase),
    /// Seed 001.
    FullLine(FullLineCase),
    /// Seed 002.
    Classic(ClassicCase),
}

impl Case {
    /// The case's variant.
    pub fn variant(&self) -> Variant {
        match self {
            Case::Multi(_) => Variant::Multi,
            Case::FullLine(_) => Variant::FullLine,
            Case::Classic(_) => Variant::Classic,
        }
    }

    /// The board's size n.
    pub fn size(&self) -> u64 {
        match self {
            Case::Multi(c) => c.size,
            Case::FullLine(c) => c.size,
            Case::Classic(_) => 3,
        }
    }

    /// How many in a line win: the case's `k` (3 by default) for `multi`,
    /// the whole line (n) for `fullline` and `classic`.
    pub fn win_length(&self) -> u64 {
        match self {
            Case::Multi(c) => c.win_length,
            Case::FullLine(c) => c.size,
            Case::Classic(_) => 3,
        }
    }
}

/// Reads one case from its JSON text. `forced` is the variant named on the
/// command line, if any; otherwise the variant comes from the case's
/// `"variant"` key or its shape.
pub fn parse_case(text: &[u8], forced: Option<Variant>) -> Result<Case, JsonError> {
    let mut p = Parser::new(text);
    let case = match p.peek_kind()? {
        Kind::Object => named(&mut p, forced)?,
        Kind::Array => positional(&mut p, forced)?,
        _ => {
            let at = p.offset();
            let value = crate::json::excerpt(p.skip_value()?);
            return Err(JsonError::new(
                at,
                format!("a case is a JSON object or array, found {value}"),
            ));
        }
    };
    p.finish()?;
    Ok(case)
}

fn named(p: &mut Parser<'_>, forced: Option<Variant>) -> Result<Case, JsonError> {
    let start = p.offset();
    let fields = read_fields(p)?;
    let variant = fields
        .variant_for(forced)
        .map_err(|m| JsonError::new(start, m))?;
    let missing = |name: &str| {
        JsonError::new(
            start,
            format!(
                "missing field \"{name}\" (a {variant} case has the fields {})",
                list(variant.fields())
            ),
        )
    };
    Ok(match variant {
        Variant::Multi => {
            let Fields {
                n,
                marks,
                players,
                rows,
                cols,
                k,
                ..
            } = fields;
            Case::Multi(multi(
                n.ok_or_else(|| missing("n"))?,
                marks.ok_or_else(|| missing("playerMarks"))?,
                players.ok_or_else(|| missing("players"))?,
                rows.ok_or_else(|| missing("rows"))?,
                cols.ok_or_else(|| missing("cols"))?,
                k,
                start,
            )?)
        }
        Variant::FullLine => Case::FullLine(FullLineCase {
            size: fields.n.ok_or_else(|| missing("n"))?,
            moves: fields.moves.ok_or_else(|| missing("moves"))?,
        }),
        Variant::Classic => Case::Classic(ClassicCase {
            moves: fields.moves.ok_or_else(|| missing("moves"))?,
        }),
    })
}

fn positional(p: &mut Parser<'_>, forced: Option<Variant>) -> Result<Case, JsonError> {
    let start = p.offset();
    let variant = match forced {
        Some(variant) => variant,
        None => tell_positional(p)?,
    };
    let expected = match variant {
        Variant::Multi => 5,
        Variant::FullLine => 2,
        Variant::Classic => {
            return Ok(Case::Classic(ClassicCase {
                moves: read_moves(p, "moves")?,
            }));
        }
    };
    let mut fields = Fields::default();
    let read = p.array(|p, index| match variant.fields().get(index) {
        Some(name) if index < expected => fields.read(p, name),
        _ => p.skip_value().map(drop),
    });
    // A case of the wrong shape is reported as such, before what is wrong
    // with its elements.
    let len = match read {
        Ok(len) => len,
        Err(e) => {
            p.rewind(start);
            match p.array(|p, _| p.skip_value().map(drop)) {
                Ok(len) if len != expected => len,
                _ => return Err(e),
            }
        }
    };
    if len != expected {
        return Err(JsonError::new(
            start,
            format!(
                "a positional {variant} case is {}, but this one has {}",
                variant.positional_form(),
                elements(len)
            ),
        ));
    }
    let Fields {
        n,
        marks,
        players,
        rows,
        cols,
        moves,
        ..
    } = fields;
    let n = n.expect("a positional case's first element is n");
    Ok(match variant {
        Variant::Multi => Case::Multi(multi(
            n,
            marks.expect("element 1 is playerMarks"),
            players.expect("element 2 is players"),
            rows.expect("element 3 is rows"),
            cols.expect("element 4 is cols"),
            None,
            start,
        )?),
        _ => Case::FullLine(FullLineCase {
            size: n,
            moves: moves.expect("element 1 is moves"),
        }),
    })
}

/// The variant of a positional case, from its shape: a list that does not
/// start with a number is classic's moves; `[n, [[r, c], ...]]` is fullline
/// and `[n, ["X", ...], ...]` multi. Only when the second element does not
/// tell (it is empty, or not a list) are the elements counted. The parser is
/// left where it was.
fn tell_positional(p: &mut Parser<'_>) -> Result<Variant, JsonError> {
    let start = p.offset();
    let told = peek_second(p);
    p.rewind(start);
    match told? {
        (Some(Kind::Number), Some(Kind::String)) => return Ok(Variant::Multi),
        (Some(Kind::Number), Some(Kind::Array)) => return Ok(Variant::FullLine),
        (Some(Kind::Number), _) => {}
        _ => return Ok(Variant::Classic),
    }
    let len = p.array(|p, _| p.skip_value().map(drop))?;
    p.rewind(start);
    match len {
        5 => Ok(Variant::Multi),
        2 => Ok(Variant::FullLine),
        _ => Err(JsonError::new(
            start,
            format!(
                "a positional case that starts with n is {} (fullline) or {} (multi); this one has {}",
                Variant::FullLine.positional_form(),
                Variant::Multi.positional_form(),
                elements(len)
            ),
        )),
    }
}

/// The kind of the first element, and of the first element inside the
/// second element when that is a list.
fn peek_second(p: &mut Parser<'_>) -> Result<(Option<Kind>, Option<Kind>), JsonError> {
    if !p.open_array()? {
        return Ok((None, None));
    }
    let first = p.peek_kind()?;
    if first != Kind::Number {
        return Ok((Some(first), None));
    }
    p.skip_value()?;
    if !p.array_continues()? || p.peek_kind()? != Kind::Array || !p.open_array()? {
        return Ok((Some(first), None));
    }
    Ok((Some(first), Some(p.peek_kind()?)))
}

fn multi(
    size: u64,
    marks: Vec<Mark>,
    players: Vec<Mark>,
    rows: Vec<Coord>,
    cols: Vec<Coord>,
    win_length: Option<u64>,
    at: usize,
) -> Result<MultiCase, JsonError> {
    if players.len() != rows.len() || players.len() != cols.len() {
        return Err(JsonError::new(
            at,
            format!(
                "players, rows and cols must have one entry per call, but they have {}, {} and {} entries",
                players.len(),
                rows.len(),
                cols.len()
            ),
        ));
    }
    let calls = players
        .into_iter()
        .zip(rows.into_iter().zip(cols))
        .map(|(player, (row, col))| Call { player, row, col })
        .collect();
    Ok(MultiCase {
        size,
        marks,
        win_length: win_length.unwrap_or(3),
        win_length_given: win_length.is_some(),
        calls,
    })
}

/// `1 element`, `3 elements`.
fn elements(count: usize) -> String {
    match count {
        1 => "1 element".to_string(),
        _ => format!("{count} elements"),
    }
}

/// `a, b and c`.
pub(crate) fn list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
