//! A move of a two-player case that its statement rules out: which move,
//! and which rule it breaks, with the message derived from them.

use std::fmt;

use crate::case::{Move, Moves};
use crate::engine::{Game, Rejection, Status};

/// A move in a `fullline` or `classic` case that the statement rules out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// The index of the move in `moves`.
    pub index: usize,
    /// The move.
    pub mv: Move,
    /// Which rule it breaks.
    pub kind: BadMove,
}

/// The rule a move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadMove {
    /// The move is off the n×n board.
    OffBoard {
        /// The board's size n.
        size: u64,
    },
    /// The cell was taken by an earlier move.
    Taken {
        /// The index of the move that took it.
        by: usize,
    },
    /// The game was won by an earlier move.
    AfterWin {
        /// The index of the winning move.
        by: usize,
    },
    /// The board was full after an earlier move.
    AfterFullBoard {
        /// The index of the move that filled it.
        at: usize,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (index, mv) = (self.index, self.mv);
        match self.kind {
            BadMove::OffBoard { size: n } => write!(
                f,
                "moves[{index}] = {mv} is off the {n}×{n} board (row and col must be in [0, {}])",
                n - 1
            ),
            BadMove::Taken { by } => {
                write!(
                    f,
                    "moves[{index}] = {mv} uses a cell already taken by moves[{by}]"
                )
            }
            BadMove::AfterWin { by } => write!(
                f,
                "moves[{index}] = {mv} comes after the game was won by moves[{by}] (no move may follow a winning move)"
            ),
            BadMove::AfterFullBoard { at } => write!(
                f,
                "moves[{index}] = {mv} comes after the board was full at moves[{at}]"
            ),
        }
    }
}

impl std::error::Error for RuleError {}

/// Says why `moves[index]` was rejected by `game`, which has played the
/// moves before it (skipping any it rejected).
pub(crate) fn explain_bad_move(
    game: &Game,
    moves: &Moves,
    index: usize,
    why: Rejection,
) -> RuleError {
    let mv = moves
        .get(index)
        .expect("the move rejected is one of the moves");
    // The move that ended the game, as an index into `moves`: the first one
    // on the last accepted cell (a later one on that cell was rejected).
    let last = || {
        game.last_move()
            .and_then(|p| {
                moves
                    .iter()
                    .take(index)
                    .position(|m| m.row == p.cell.row as i64 && m.col == p.cell.col as i64)
            })
            .unwrap_or(0)
    };
    let kind = match why {
        Rejection::OutOfBounds => BadMove::OffBoard {
            size: game.rules().size,
        },
        Rejection::Occupied => BadMove::Taken {
            by: moves
                .iter()
                .take(index)
                .position(|m| m.row == mv.row && m.col == mv.col)
                .expect("an occupied cell was taken by an earlier move"),
        },
        Rejection::GameOver => match game.status() {
            Status::Won(_) => BadMove::AfterWin { by: last() },
            Status::Tie | Status::InProgress => BadMove::AfterFullBoard { at: last() },
        },
        Rejection::WrongTurn => unreachable!("two-player moves are always in turn"),
    };
    RuleError { index, mv, kind }
}
