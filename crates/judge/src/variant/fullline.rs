//! `fullline` (seed 001): two players alternate on an n×n board (or as the
//! case's `"players"` names them); filling a whole row, column, the main
//! diagonal or the anti-diagonal wins; the result is one integer per move,
//! 0, 1 or 2.

use super::{Quantity, ShapeError, SummaryRows, check_list};
use crate::engine::{Mark, Rules, Status};
use crate::json_text::Text;

/// The name used in cases and on the command line.
pub const NAME: &str = "fullline";

/// The named form's fields, required ones first (`players` is an
/// extension).
pub const FIELDS: &[&str] = &["n", "moves", "players"];

/// The positional form, as a reader would write it.
pub const POSITIONAL_FORM: &str = "[n, moves]";

/// How many elements the positional form has.
pub const POSITIONAL_LEN: usize = 2;

/// 1 ≤ n ≤ 1000.
pub const N: (u64, u64) = (1, 1000);

/// 1 ≤ number of moves ≤ min(n², 100 000).
pub const MOVES: (usize, usize) = (1, 100_000);

/// The stem of the harness files.
pub const HARNESS_STEM: &str = "fullline";

/// The names the statement's API gives a solution's entry points, in every
/// language the harnesses take (a function, a class, its methods), by
/// which a solution that misspells one is told the name it meant.
pub const API_NAMES: &[&str] = &[
    "winner_after_each_move",
    "winnerAfterEachMove",
    "Solution",
    "TicTacToe",
    "move",
];

/// The marks of the two players; they never reach the output.
const TWO_PLAYERS: [Mark; 2] = [b'1', b'2'];

/// The most moves a case on an n×n board may hold.
pub fn max_moves(n: u64) -> usize {
    let cells = u128::from(n).pow(2);
    usize::try_from(cells).map_or(MOVES.1, |c| c.min(MOVES.1))
}

/// The engine's rules for an n×n board: two players, and only a whole line
/// wins (`classic` is this with n = 3).
pub(crate) fn rules(size: u64) -> Rules {
    Rules {
        size,
        win_length: size,
        marks: TWO_PLAYERS.to_vec(),
    }
}

/// A list of integers (of any size, as written: `-0` is one, `1.0` and
/// `1e0` are not).
pub(crate) fn check_answer_shape(answer: Text<'_>) -> Result<(), ShapeError> {
    check_list(answer, ["an integer", "integers"], |item| item.is_integer())
}

/// What `validate --summary` reports.
pub(crate) const SUMMARY: SummaryRows = SummaryRows {
    limits: &[
        (Quantity::Size, "n", "n", "1", "1000"),
        (Quantity::Moves, "moves", "moves", "1", "min(n², 100000)"),
        (Quantity::Rows, "row", "rows", "0", "n-1"),
        (Quantity::Cols, "col", "cols", "0", "n-1"),
    ],
    results: &[
        (0, "player 1 wins"),
        (0, "player 2 wins"),
        (1, "draw (full board)"),
        (2, "no winner yet"),
    ],
};

/// How a game ended, in words, with its rank in the summary.
pub(crate) fn outcome(status: Status) -> (u8, String) {
    match status {
        Status::Won(p) => (0, format!("player {} wins", p + 1)),
        Status::Tie => (1, "draw (full board)".to_string()),
        Status::InProgress => (2, "no winner yet".to_string()),
    }
}
