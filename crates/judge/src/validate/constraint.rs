//! The constraints of the statements, as values: what validation says a
//! case breaks, what `gen --mode invalid` breaks on purpose, and the name
//! a judge system's input validator gives each in its messages.

use std::fmt;

use crate::case::{JsonErrorKind, ValueProblem};
use crate::engine::Rejection;
use crate::variant::Variant;

/// A constraint of a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Constraint {
    /// The board's size `n` is within the statement's range.
    Size,
    /// `multi`: the win length is three (`k` is an extension).
    WinLength,
    /// `multi`: `K`, the number of marks, is within `[2, 16]`.
    MarkCount,
    /// `multi`: every mark is one printable ASCII character.
    MarkForm,
    /// `multi`: the marks are distinct.
    MarksDistinct,
    /// `multi`: `M`, the number of calls, is at most 40 000.
    CallCount,
    /// `multi`: `players`, `rows` and `cols` have the same length.
    CallLengths,
    /// `multi`: every `players[i]` is one of the marks.
    CallMark,
    /// `multi`: every coordinate is within `[-10^9, 10^9]`.
    Coordinate,
    /// `fullline`: the players alternate (no `players` list).
    Alternation,
    /// `fullline`, `classic`: the number of moves is within the statement's
    /// range.
    MoveCount,
    /// `fullline`, `classic`: every move is on the board.
    OnBoard,
    /// `fullline`, `classic`: no two moves use the same cell.
    CellOnce,
    /// `fullline`, `classic`: no move follows the winning one.
    AfterWin,
}

impl Constraint {
    /// Every constraint of `variant`'s statement, in the order the
    /// statement gives them.
    pub fn of(variant: Variant) -> &'static [Constraint] {
        use Constraint::*;
        match variant {
            Variant::Multi => &[
                Size,
                WinLength,
                MarkCount,
                MarkForm,
                MarksDistinct,
                CallCount,
                CallLengths,
                CallMark,
                Coordinate,
            ],
            Variant::FullLine => &[Size, Alternation, MoveCount, OnBoard, CellOnce, AfterWin],
            Variant::Classic => &[MoveCount, OnBoard, CellOnce, AfterWin],
        }
    }

    /// Its name in a validator's messages, `(constraint NAME)`.
    pub fn name(self) -> &'static str {
        match self {
            Constraint::Size => "n-range",
            Constraint::WinLength => "win-length",
            Constraint::MarkCount => "marks-count",
            Constraint::MarkForm => "marks-printable",
            Constraint::MarksDistinct => "marks-distinct",
            Constraint::CallCount => "calls-count",
            Constraint::CallLengths => "calls-lengths",
            Constraint::CallMark => "player-mark",
            Constraint::Coordinate => "coordinate-range",
            Constraint::Alternation => "players-alternate",
            Constraint::MoveCount => "moves-count",
            Constraint::OnBoard => "on-board",
            Constraint::CellOnce => "cell-once",
            Constraint::AfterWin => "after-win",
        }
    }

    /// The constraint as `variant`'s statement says it.
    pub fn rule(self, variant: Variant) -> &'static str {
        match (self, variant) {
            (Constraint::Size, Variant::FullLine) => "1 <= n <= 1000",
            (Constraint::Size, _) => "3 <= n <= 200",
            (Constraint::WinLength, _) => "the winning length is three",
            (Constraint::MarkCount, _) => "2 <= K <= 16, where K == len(playerMarks)",
            (Constraint::MarkForm, _) => {
                "every mark is a single printable ASCII character (32..126)"
            }
            (Constraint::MarksDistinct, _) => "the K marks are distinct",
            (Constraint::CallCount, _) => "0 <= M <= 40000",
            (Constraint::CallLengths, _) => "M == len(players) == len(rows) == len(cols)",
            (Constraint::CallMark, _) => "every players[i] is one of the marks in playerMarks",
            (Constraint::Coordinate, _) => "-10^9 <= rows[i], cols[i] <= 10^9",
            (Constraint::Alternation, _) => "the players alternate, player 1 first",
            (Constraint::MoveCount, Variant::Classic) => "1 <= len(moves) <= 9",
            (Constraint::MoveCount, _) => "1 <= len(moves) <= min(n * n, 100000)",
            (Constraint::OnBoard, Variant::Classic) => "0 <= row, col <= 2",
            (Constraint::OnBoard, _) => "0 <= row, col < n",
            (Constraint::CellOnce, _) => "no two moves use the same cell",
            (Constraint::AfterWin, _) => "no move follows a winning move",
        }
    }

    /// The constraint a move the engine rejects breaks, in `fullline` and
    /// `classic` (a wrong turn cannot happen there: the mover is the one
    /// due, or named).
    pub fn of_rejection(why: Rejection) -> Constraint {
        match why {
            Rejection::OutOfBounds => Constraint::OnBoard,
            Rejection::Occupied => Constraint::CellOnce,
            Rejection::GameOver | Rejection::WrongTurn => Constraint::AfterWin,
        }
    }

    /// The constraint a case that cannot be read breaks, where it is one
    /// of a statement's (marks that are not distinct printable characters,
    /// lists of unequal length, a size below 1); `None` for JSON that is no
    /// case at all.
    pub fn of_error(kind: &JsonErrorKind) -> Option<Constraint> {
        match kind {
            JsonErrorKind::UnequalCalls { .. } => Some(Constraint::CallLengths),
            JsonErrorKind::BadValue { path, problem, .. } => match problem {
                ValueProblem::NotPositive { .. } if path.name == "n" => Some(Constraint::Size),
                ValueProblem::NotPositive { .. } if path.name == "k" => Some(Constraint::WinLength),
                ValueProblem::RepeatedMark { .. } => Some(Constraint::MarksDistinct),
                ValueProblem::EmptyMark
                | ValueProblem::LongMark
                | ValueProblem::UnprintableMark => Some(Constraint::MarkForm),
                ValueProblem::NoMarks => Some(Constraint::MarkCount),
                _ => None,
            },
            _ => None,
        }
    }
}

impl fmt::Display for Constraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
