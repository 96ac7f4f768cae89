//! `classic` (seed 002): players A (first) and B on 3×3; three in a line
//! wins; the result is one string for the game: `"A"`, `"B"`, `"Draw"` or
//! `"Pending"`.

use super::{Quantity, ShapeError, SummaryRows, fullline};
use crate::engine::{Rules, Status};
use crate::json_text::Text;

/// The name used in cases and on the command line.
pub const NAME: &str = "classic";

/// The named form's fields.
pub const FIELDS: &[&str] = &["moves"];

/// The positional form, as a reader would write it: a bare list of moves.
pub const POSITIONAL_FORM: &str = "[[row, col], ...]";

/// The board is always 3×3.
pub const SIZE: u64 = 3;

/// 1 to 9 moves.
pub const MOVES: (usize, usize) = (1, 9);

/// The stem of the harness files.
pub const HARNESS_STEM: &str = "classic";

/// The names the statement's API gives a solution's entry points, in every
/// language the harnesses take (a function, a class, its methods), by
/// which a solution that misspells one is told the name it meant.
pub const API_NAMES: &[&str] = &["tictactoe", "Solution"];

/// The engine's rules: `fullline`'s on a 3×3 board.
pub(crate) fn rules() -> Rules {
    fullline::rules(SIZE)
}

/// A string.
pub(crate) fn check_answer_shape(answer: Text<'_>) -> Result<(), ShapeError> {
    match answer.is_string() {
        true => Ok(()),
        false => Err(ShapeError::NotString),
    }
}

/// What `validate --summary` reports.
pub(crate) const SUMMARY: SummaryRows = SummaryRows {
    limits: &[
        (Quantity::Moves, "moves", "moves", "1", "9"),
        (Quantity::Rows, "row", "rows", "0", "2"),
        (Quantity::Cols, "col", "cols", "0", "2"),
    ],
    results: &[(0, "A"), (0, "B"), (1, "Draw"), (2, "Pending")],
};

/// The game's result, with its rank in the summary.
pub(crate) fn outcome(status: Status) -> (u8, String) {
    match status {
        Status::Won(0) => (0, "A".to_string()),
        Status::Won(_) => (0, "B".to_string()),
        Status::Tie => (1, "Draw".to_string()),
        Status::InProgress => (2, "Pending".to_string()),
    }
}
