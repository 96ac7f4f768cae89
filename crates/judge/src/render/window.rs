//! The part of a board that is drawn: all of it when it fits, else a
//! square window around the winning run, else the last accepted move.

use std::ops::Range;

use super::Picture;
use crate::engine::{Cell, Streak};

/// The part of the board drawn: rows and columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The rows drawn.
    pub rows: Range<u64>,
    /// The columns drawn.
    pub cols: Range<u64>,
    /// What the window is centred on, when it does not show the whole board.
    pub around: Option<String>,
    /// What [`Window::around`] names, as a kind, when the window does not
    /// show the whole board.
    pub focus: Option<Focus>,
}

/// What a window that does not show the whole board is centred on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The winning run.
    WinningRun,
    /// The last accepted move, as the last call was rejected.
    LastAccepted,
    /// The last move, the last call's.
    LastMove,
    /// No move yet: the top left corner.
    Corner,
}

impl Window {
    /// At most `cap` rows and columns of `picture`'s board, around the
    /// winning run, else the last accepted move, named in [`Window::around`].
    pub fn new(picture: &Picture<'_>, cap: u64) -> Window {
        let n = picture.game.rules().size;
        let cap = cap.max(1);
        if n <= cap {
            return Window {
                rows: 0..n,
                cols: 0..n,
                around: None,
                focus: None,
            };
        }
        let run = picture.game.winning_run().filter(|r| r.length <= cap);
        let last = picture.game.last_move().map(|p| p.cell);
        let (centre, around, focus) = match (run, last, picture.last_accepted()) {
            (Some(run), _, _) => (
                middle(&run),
                "the winning run".to_string(),
                Focus::WinningRun,
            ),
            (None, Some(cell), Some(name)) if picture.last_rejected() => (
                cell,
                format!("the last accepted move, {name} (the last call was rejected)"),
                Focus::LastAccepted,
            ),
            (None, Some(cell), Some(name)) => {
                (cell, format!("the last move, {name}"), Focus::LastMove)
            }
            _ => (
                Cell { row: 0, col: 0 },
                "the top left corner".to_string(),
                Focus::Corner,
            ),
        };
        let span = |c: u64| {
            let start = c.saturating_sub(cap / 2).min(n - cap);
            start..start + cap
        };
        Window {
            rows: span(centre.row),
            cols: span(centre.col),
            around: Some(around),
            focus: Some(focus),
        }
    }

    /// `cropped: rows 90 to 114 and columns 88 to 112 of 0 to 199, around
    /// the last move, 'X' at (102, 100)`.
    pub fn crop_line(&self, n: u64) -> Option<String> {
        let around = self.around.as_ref()?;
        Some(format!(
            "cropped: rows {} to {} and columns {} to {} of 0 to {}, around {around}",
            self.rows.start,
            self.rows.end - 1,
            self.cols.start,
            self.cols.end - 1,
            n - 1
        ))
    }
}

fn middle(run: &Streak) -> Cell {
    run.cells()
        .nth((run.length / 2) as usize)
        .unwrap_or(run.start)
}
