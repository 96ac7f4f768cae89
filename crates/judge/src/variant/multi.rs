//! `multi` (seed 000): K players with one-character marks in a fixed turn
//! order on an n×n board; three (or the case's `"k"`) in a row win; a
//! rejected call is `INVALID` and changes nothing; the result is one
//! `[playResult, statusAfter]` pair per `play` call.

use super::{Quantity, ShapeError, SummaryRows, check_list};
use crate::engine::{Mark, Rules, Status};
use crate::json_text::Text;

/// The name used in cases and on the command line.
pub const NAME: &str = "multi";

/// The named form's fields, required ones first (`k` is an extension).
pub const FIELDS: &[&str] = &["n", "playerMarks", "players", "rows", "cols", "k"];

/// The positional form, as a reader would write it.
pub const POSITIONAL_FORM: &str = "[n, playerMarks, players, rows, cols]";

/// How many elements the positional form has.
pub const POSITIONAL_LEN: usize = 5;

/// 3 ≤ n ≤ 200.
pub const N: (u64, u64) = (3, 200);

/// 2 ≤ K ≤ 16 players.
pub const PLAYERS: (usize, usize) = (2, 16);

/// 0 ≤ M ≤ 40 000 calls.
pub const CALLS: (usize, usize) = (0, 40_000);

/// Every row and column in [-10^9, 10^9].
pub const COORD: (i64, i64) = (-1_000_000_000, 1_000_000_000);

/// The winning length the statement fixes (a case may name another, `"k"`).
pub const WIN_LENGTH: u64 = 3;

/// The stem of the harness files.
pub const HARNESS_STEM: &str = "multi";

/// The names the statement's API gives a solution's entry points, in every
/// language the harnesses take (a function, a class, its methods), by
/// which a solution that misspells one is told the name it meant.
pub const API_NAMES: &[&str] = &["TicTacToe", "play", "getStatus", "get_status"];

/// The engine's rules for a case: its board `size`, its `k` (`win_length`)
/// and its marks in turn order.
pub(crate) fn rules(size: u64, win_length: u64, marks: &[Mark]) -> Rules {
    Rules {
        size,
        win_length,
        marks: marks.to_vec(),
    }
}

/// A list of pairs of status strings (a play's result and the status
/// after it).
pub(crate) fn check_answer_shape(answer: Text<'_>) -> Result<(), ShapeError> {
    check_list(
        answer,
        ["a pair of status strings", "pairs of status strings"],
        |item| {
            let mut strings = item.items();
            item.is_list()
                && strings.next().is_some_and(|s| s.is_string())
                && strings.next().is_some_and(|s| s.is_string())
                && strings.next().is_none()
        },
    )
}

/// What `validate --summary` reports.
pub(crate) const SUMMARY: SummaryRows = SummaryRows {
    limits: &[
        (Quantity::Size, "n", "n", "3", "200"),
        (Quantity::Players, "K", "K", "2", "16"),
        (Quantity::Moves, "M", "M", "0", "40000"),
        (Quantity::Rows, "rows", "rows", "-10^9", "10^9"),
        (Quantity::Cols, "cols", "cols", "-10^9", "10^9"),
    ],
    results: &[(1, "TIE"), (2, "IN_PROGRESS")],
};

/// How a game ended, in the statement's words, with its rank in the
/// summary.
pub(crate) fn outcome(status: Status, marks: &[Mark]) -> (u8, String) {
    match status {
        Status::Won(p) => (0, format!("WIN:{}", marks[p] as char)),
        Status::Tie => (1, "TIE".to_string()),
        Status::InProgress => (2, "IN_PROGRESS".to_string()),
    }
}
