//! Test cases: the three variants' inputs, and how a case's JSON text is
//! read into them, in the named form (the seeds' parameter names) or the
//! positional form (the seeds' `Input: (...)` tuples).

use std::fmt;

mod calls;
mod error;
mod fields;
pub(crate) mod json;
mod moves;
mod parse;
mod place;
pub(crate) mod read;
mod rule;
mod write;

pub use calls::{Calls, CallsIter};
pub(crate) use calls::{Coords, CoordsIter};
pub use error::{FieldPath, JsonError, JsonErrorKind, ValueProblem};
pub use moves::{Moves, MovesIter};
pub use parse::parse_case;
pub use place::{CaseError, ErrorKind, Place};
pub use read::{ReadCases, read_cases};
pub(crate) use rule::explain_bad_move;
pub use rule::{BadMove, RuleError};
pub use write::{write_case, write_case_string};

use crate::engine::{Coord, Mark};
use crate::variant::{Variant, classic};

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
    pub calls: Calls,
}

/// A `fullline` case (seed 001).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FullLineCase {
    /// The board is `size` × `size`.
    pub size: u64,
    /// The moves, player 1 first.
    pub moves: Moves,
    /// The player, 1 or 2, who makes each move, when the case names them
    /// (`"players"`, LeetCode 348's `move(row, col, player)`: an extension
    /// of seed 001, named form only); otherwise the players alternate.
    pub players: Option<Vec<u8>>,
}

/// A `classic` case (seed 002).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicCase {
    /// The moves, A first.
    pub moves: Moves,
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
            Case::Classic(_) => classic::SIZE,
        }
    }

    /// How many in a line win: the case's `k` (3 by default) for `multi`,
    /// the whole line (n) for `fullline` and `classic`.
    pub fn win_length(&self) -> u64 {
        match self {
            Case::Multi(c) => c.win_length,
            Case::FullLine(c) => c.size,
            Case::Classic(_) => classic::SIZE,
        }
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
