//! The m,n,k-game: an n×n board, a win length k, and players who take turns
//! in a fixed order. Every variant the judge knows is a preset of this engine.
//!
//! A win is found by looking only at the lines through the newest mark. For
//! k < n the engine counts outward in the four directions, at most 8 cells
//! each way, and keeps every run of 8 or more by its ends, so a move costs
//! O(1) (O(log runs) on a long run) whatever k is; for k = n, where only
//! whole rows, columns and the two main diagonals are long enough, it keeps
//! per-line counters (O(1) per move), made once a player could fill a line
//! on a large board. The board is a dense array on small boards and a hash
//! table on huge ones, and becomes dense once the moves accepted pay for it,
//! so memory grows with the moves played, never with n².

mod board;
mod game;

pub use game::Game;

/// A player's mark: one printable ASCII character.
pub type Mark = u8;

/// A board coordinate as it arrives in a case: any 64-bit integer, on the
/// board or not.
pub type Coord = i64;

/// The rules of one game. Every case the parser accepts gives rules within
/// the bounds below; a [`Game`] on rules outside them may panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The board is `size` × `size`: 1 to `i64::MAX`, as coordinates are
    /// 64-bit signed integers.
    pub size: u64,
    /// How many equal marks in a line win.
    pub win_length: u64,
    /// The players' marks, in turn order: 1 to 254 of them.
    pub marks: Vec<Mark>,
}

/// A cell on the board, as `(row, col)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Row, counted from 0 at the top.
    pub row: u64,
    /// Column, counted from 0 at the left.
    pub col: u64,
}

/// The persistent status of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Moves may still be played.
    InProgress,
    /// The player with this index (into [`Rules::marks`]) has won.
    Won(usize),
    /// The board is full and nobody has won.
    Tie,
}

impl Status {
    /// True once the game has ended.
    pub fn is_over(self) -> bool {
        self != Status::InProgress
    }
}

/// Why a call was rejected, in the order the checks are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The game has already been won or tied.
    GameOver,
    /// The mark is not the one whose turn it is.
    WrongTurn,
    /// The row or the column is outside `[0, n)`.
    OutOfBounds,
    /// The cell already holds a mark.
    Occupied,
}

/// The direction of a line on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Along a row, left to right.
    Horizontal,
    /// Along a column, top to bottom.
    Vertical,
    /// Down and to the right, like the main diagonal.
    Diagonal,
    /// Down and to the left, like the anti-diagonal.
    AntiDiagonal,
}

impl Direction {
    /// All four, in the order a win is reported when several lines complete.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The step `(d_row, d_col)` from one cell of the line to the next.
    pub fn step(self) -> (i64, i64) {
        match self {
            Direction::Horizontal => (0, 1),
            Direction::Vertical => (1, 0),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }
}

/// The winning run: `length` cells from `start`, stepping in `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Streak {
    /// The first cell of the run (the topmost; the leftmost in a row).
    pub start: Cell,
    /// The direction the run goes from `start`.
    pub direction: Direction,
    /// How many cells the run holds (k or more).
    pub length: u64,
}

impl Streak {
    /// The cells of the run, in order from `start`.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let (dr, dc) = self.direction.step();
        (0..self.length).map(move |i| offset(self.start, (dr, dc), i))
    }

    /// Where the run lies on an `n`×`n` board, in words: `row 0`, `column
    /// 2`, `the main diagonal` and `the anti-diagonal` for a whole line
    /// corner to corner, `a diagonal` and `an anti-diagonal` for a shorter
    /// one.
    pub fn line(&self, n: u64) -> String {
        let whole = self.length == n;
        match self.direction {
            Direction::Horizontal => format!("row {}", self.start.row),
            Direction::Vertical => format!("column {}", self.start.col),
            Direction::Diagonal if whole => "the main diagonal".to_string(),
            Direction::AntiDiagonal if whole => "the anti-diagonal".to_string(),
            Direction::Diagonal => "a diagonal".to_string(),
            Direction::AntiDiagonal => "an anti-diagonal".to_string(),
        }
    }
}

/// One accepted move, as kept for undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Index of the player who moved.
    pub player: usize,
    /// Where the mark went.
    pub cell: Cell,
}

/// `cell` moved `times` steps of `step`.
pub(crate) fn offset(cell: Cell, step: (i64, i64), times: u64) -> Cell {
    Cell {
        row: (cell.row as i64 + step.0 * times as i64) as u64,
        col: (cell.col as i64 + step.1 * times as i64) as u64,
    }
}

#[cfg(test)]
mod tests;
