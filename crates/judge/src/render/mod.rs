//! Drawing a game's board after a step of a replay, as text for a terminal
//! or as a standalone SVG. Pure: the caller says how wide the terminal is
//! and whether to colour; nothing here looks at the environment.
//!
//! A board larger than fits is drawn through a square window around the
//! winning run, else the last accepted move, and the picture says which
//! part it shows.

pub mod html;
mod svg;
mod text;
mod window;

use crate::case::Case;
use crate::engine::{Cell, Direction, Game, Rejection, Status, Streak};
use crate::replay::{Played, Replay};
use crate::variant::Variant;

pub use svg::svg;
pub use text::text;
pub use window::{Focus, Window};

/// The board of `case` after `step` steps (its last, past the end) as a
/// standalone SVG document, as `ttt-judge show --format svg --step` draws
/// it.
pub fn svg_at(case: &Case, step: usize) -> String {
    let mut replay = Replay::new(case);
    let total = replay.total();
    let last = replay.advance_to(step);
    svg(&Picture::new(
        case,
        replay.game(),
        last,
        replay.taken(),
        total,
    ))
}

/// The characters tried, in order, for an empty cell.
const EMPTY_SYMBOLS: [char; 5] = ['.', '_', '-', '~', '#'];

/// The board after a step, and what led to it.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The case's variant, for the players' names.
    pub variant: Variant,
    /// The game after the step.
    pub game: &'a Game,
    /// The step just taken, if any.
    pub last: Option<Played>,
    /// How many steps have been taken.
    pub step: usize,
    /// How many steps the case has.
    pub total: usize,
    /// The case names the player of each move (`fullline`'s `"players"`),
    /// so nobody's turn follows from the moves before.
    pub players_named: bool,
}

impl<'a> Picture<'a> {
    /// The picture of a replay's game after its latest step.
    pub fn new(
        case: &Case,
        game: &'a Game,
        last: Option<Played>,
        step: usize,
        total: usize,
    ) -> Self {
        Picture {
            variant: case.variant(),
            game,
            last,
            step,
            total,
            players_named: matches!(case, Case::FullLine(c) if c.players.is_some()),
        }
    }

    /// The character drawn for `player`: the mark in `multi`, 1 or 2 in
    /// `fullline` (as the seed draws a position), X or O in `classic`.
    pub fn symbol(&self, player: usize) -> char {
        match self.variant {
            Variant::Classic => ['X', 'O'][player.min(1)],
            Variant::Multi | Variant::FullLine => char::from(self.game.rules().marks[player]),
        }
    }

    /// The character drawn for an empty cell: `.`, unless that is a mark;
    /// `·`, which no mark can be, when all the usual ones are.
    pub fn empty_symbol(&self) -> char {
        let marks = &self.game.rules().marks;
        EMPTY_SYMBOLS
            .into_iter()
            .find(|&c| !marks.contains(&(c as u8)))
            .unwrap_or('·')
    }

    /// `legend: an empty cell is '_', as '.' is a mark`, when an empty
    /// cell is not drawn `.`.
    pub fn legend(&self) -> Option<String> {
        let empty = self.empty_symbol();
        if empty == '.' {
            return None;
        }
        let taken: Vec<String> = EMPTY_SYMBOLS
            .iter()
            .take_while(|&&c| c != empty)
            .map(|c| format!("'{c}'"))
            .collect();
        let verb = if taken.len() == 1 {
            "is a mark"
        } else {
            "are marks"
        };
        let taken: Vec<&str> = taken.iter().map(String::as_str).collect();
        Some(format!(
            "legend: an empty cell is '{empty}', as {} {verb}",
            crate::case::list(&taken)
        ))
    }

    /// The lines under the board: the window, what the last step did, and
    /// the status.
    pub fn notes(&self, window: &Window) -> Vec<String> {
        let mut notes: Vec<String> = window
            .crop_line(self.game.rules().size)
            .into_iter()
            .collect();
        notes.push(self.last_line());
        if window.around.is_none() {
            notes.extend(self.last_accepted_line());
        }
        notes.push(self.status_line());
        notes
    }

    /// The player as the seed names them: `X`, `player 1`, `A (X)`.
    pub fn name(&self, player: usize) -> String {
        match self.variant {
            Variant::Multi => format!("'{}'", self.symbol(player)),
            Variant::FullLine => format!("player {}", player + 1),
            Variant::Classic => format!("{} ({})", ["A", "B"][player.min(1)], self.symbol(player)),
        }
    }

    /// The cell drawn as the last move: the one the last step filled, or,
    /// when that step was rejected, the last accepted move's.
    pub fn last_cell(&self) -> Option<Cell> {
        self.last?;
        self.game.last_move().map(|p| p.cell)
    }

    /// True when the last step was rejected.
    pub(crate) fn last_rejected(&self) -> bool {
        self.last.is_some_and(|last| last.result.is_err())
    }

    /// `'X' at (3, 4)`: the last accepted move.
    pub(crate) fn last_accepted(&self) -> Option<String> {
        let placed = self.game.last_move()?;
        let Cell { row, col } = placed.cell;
        Some(format!("{} at ({row}, {col})", self.name(placed.player)))
    }

    /// After a rejected step, the accepted move drawn as the last one:
    /// `last accepted: 'X' at (3, 4), drawn [X]`.
    fn last_accepted_line(&self) -> Option<String> {
        if !self.last_rejected() {
            return None;
        }
        let placed = self.game.last_move()?;
        let symbol = self.symbol(placed.player);
        Some(format!(
            "last accepted: {}, drawn [{symbol}]",
            self.last_accepted()?
        ))
    }

    /// The heading: variant, board, win length and step.
    pub fn heading(&self) -> String {
        format!("{}, step {} of {}", self.board(), self.step, self.total)
    }

    /// The variant, board and win length: `multi 3×3, 3 in a row wins`.
    pub fn board(&self) -> String {
        let rules = self.game.rules();
        let n = rules.size;
        let rule = match self.variant {
            Variant::Multi => format!("{} in a row wins", rules.win_length),
            Variant::FullLine | Variant::Classic => "a whole line wins".to_string(),
        };
        format!("{} {n}×{n}, {rule}", self.variant)
    }

    /// What the last step did, with the reason when it was rejected.
    pub fn last_line(&self) -> String {
        let Some(last) = self.last else {
            return "last: none yet (the board before the first call)".to_string();
        };
        format!(
            "last: {} at ({}, {}): {}",
            self.mover(&last),
            last.row,
            last.col,
            self.outcome(&last)
        )
    }

    /// Who made a step, as [`Picture::last_line`] names them: `'X'`,
    /// `player 1`, `A (X)`.
    pub fn mover(&self, step: &Played) -> String {
        match self.variant {
            Variant::Multi => format!("'{}'", char::from(step.mark)),
            Variant::FullLine | Variant::Classic => self.name(usize::from(step.mark == b'2')),
        }
    }

    /// What a step did, as [`Picture::last_line`] says it: `accepted`, or
    /// `INVALID, WRONG_TURN ('A' is due)` with the other checks it fails.
    /// `step` is this picture's last step, so the game is as it left it.
    pub fn outcome(&self, last: &Played) -> String {
        match last.result {
            Ok(_) => "accepted".to_string(),
            Err(why) => {
                let word = match self.variant {
                    Variant::Multi => "INVALID",
                    Variant::FullLine | Variant::Classic => "rejected",
                };
                let first = format!("{word}, {} ({})", why.name(), self.reason(why, last));
                let also: Vec<String> = self
                    .other_checks_failed(last, why)
                    .into_iter()
                    .map(|other| format!("{} ({})", other.name(), self.reason(other, last)))
                    .collect();
                match also.is_empty() {
                    true => first,
                    false => format!("{first}; also {}", also.join(", ")),
                }
            }
        }
    }

    /// The checks a rejected step fails besides `why`, the first, in the
    /// statement's order. The game is as the step found it, since a
    /// rejected step changes nothing; only `multi` calls are checked
    /// against the turn.
    fn other_checks_failed(&self, last: &Played, why: Rejection) -> Vec<Rejection> {
        let mark = (self.variant == Variant::Multi).then_some(last.mark);
        let mut failed = self.game.failed_checks(mark, last.row, last.col);
        failed.retain(|&other| other != why);
        failed
    }

    fn reason(&self, why: Rejection, last: &Played) -> String {
        let n = self.game.rules().size;
        match why {
            Rejection::GameOver => "the game is already over".to_string(),
            Rejection::WrongTurn => format!("{} is due", self.name(self.game.turn())),
            Rejection::OutOfBounds => format!("off the {n}×{n} board"),
            Rejection::Occupied => {
                let cell = Cell {
                    row: last.row as u64,
                    col: last.col as u64,
                };
                match self.game.player_at(cell) {
                    Some(p) => format!("the cell holds {}", self.name(p)),
                    None => "the cell is taken".to_string(),
                }
            }
        }
    }

    /// The status after the step, and whose turn it is.
    pub fn status_line(&self) -> String {
        match self.game.status() {
            Status::InProgress if self.players_named => "status: in progress".to_string(),
            Status::InProgress => {
                let due = self.name(self.game.turn());
                format!("status: in progress, {due} to play")
            }
            Status::Tie => "status: draw, the board is full".to_string(),
            Status::Won(p) => {
                let n = self.game.rules().size;
                let how = self.game.winning_run().map(|run| describe_run(&run, n));
                format!("status: {} won{}", self.name(p), how.unwrap_or_default())
            }
        }
    }
}

/// `: 3 in row 0, (0, 0) to (0, 2)`.
fn describe_run(run: &Streak, n: u64) -> String {
    let line = run.line(n);
    let line = match run.direction {
        Direction::Horizontal | Direction::Vertical => format!("in {line}"),
        Direction::Diagonal | Direction::AntiDiagonal => format!("on {line}"),
    };
    let end = run.cells().last().unwrap_or(run.start);
    format!(
        ": {} {line}, ({}, {}) to ({}, {})",
        run.length, run.start.row, run.start.col, end.row, end.col
    )
}

/// True when `cell` is one of `run`'s cells.
pub fn on_run(run: &Streak, cell: Cell) -> bool {
    let (dr, dc) = run.direction.step();
    let along = |from: u64, to: u64, step: i64| -> Option<i128> {
        let d = i128::from(to) - i128::from(from);
        match step {
            0 => (d == 0).then_some(-1),
            _ => Some(d * i128::from(step)),
        }
    };
    let (i, j) = (
        along(run.start.row, cell.row, dr),
        along(run.start.col, cell.col, dc),
    );
    let index = match (i, j) {
        (Some(-1), Some(j)) => j,
        (Some(i), Some(-1)) => i,
        (Some(i), Some(j)) if i == j => i,
        _ => return false,
    };
    (0..i128::from(run.length)).contains(&index)
}

#[cfg(test)]
mod tests;
