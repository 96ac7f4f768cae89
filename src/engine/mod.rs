//! The m,n,k-game: an n×n board, a win length k, and players who take turns
//! in a fixed order. Every variant the judge knows is a preset of this engine.
//!
//! A win is found by looking only at the lines through the newest mark. For
//! k < n the engine counts outward in the four directions (O(k) per move);
//! for k = n, where only whole rows, columns and the two main diagonals are
//! long enough, it keeps per-line counters (O(1) per move). The board and the
//! counters are dense arrays on small boards and hash maps on huge ones, so
//! memory grows with the moves played, never with n².

use crate::board::{Board, LineCounts};

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
pub struct Run {
    /// The first cell of the run (the topmost; the leftmost in a row).
    pub start: Cell,
    /// The direction the run goes from `start`.
    pub direction: Direction,
    /// How many cells the run holds (k or more).
    pub length: u64,
}

impl Run {
    /// The cells of the run, in order from `start`.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let (dr, dc) = self.direction.step();
        (0..self.length).map(move |i| offset(self.start, (dr, dc), i))
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

/// A game in progress: the board, whose turn it is, and the status.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    board: Board,
    lines: Option<LineCounts>,
    /// Every accepted move, unless the game was made without a history.
    history: Vec<Placement>,
    keeps_history: bool,
    /// How many moves were accepted.
    played: u128,
    /// The last move accepted.
    last: Option<Placement>,
    /// The player due next: the number of accepted moves modulo K, kept
    /// as a counter to spare a division per call.
    turn: usize,
    /// n², the number of accepted moves that fills the board.
    cells: u128,
    status: Status,
    winning_run: Option<Run>,
}

impl Game {
    /// A new, empty game.
    pub fn new(rules: Rules) -> Game {
        Game::with_capacity(rules, 0)
    }

    /// A new game that expects about `moves` accepted moves; the hint picks
    /// between a dense and a sparse board so memory stays proportional to
    /// the larger of the two.
    pub fn with_capacity(rules: Rules, moves: usize) -> Game {
        let mut game = Game::without_history(rules, moves);
        game.history = Vec::with_capacity(moves.min(1 << 20));
        game.keeps_history = true;
        game
    }

    /// Like [`Game::with_capacity`], for a game that is only played
    /// forward: it keeps no history, so [`Game::history`] is empty and
    /// [`Game::undo`] takes nothing back, and each move costs a little less.
    /// What the judge plays on.
    pub fn without_history(rules: Rules, moves: usize) -> Game {
        assert!(
            rules.marks.len() < usize::from(u8::MAX),
            "a board cell stores a player index in a byte"
        );
        let whole_lines = rules.win_length == rules.size;
        let players = rules.marks.len();
        let board = Board::new(rules.size, players, moves, !whole_lines);
        let lines = whole_lines.then(|| LineCounts::new(rules.size, players, moves));
        Game {
            cells: u128::from(rules.size).pow(2),
            rules,
            board,
            lines,
            history: Vec::new(),
            keeps_history: false,
            played: 0,
            last: None,
            turn: 0,
            status: Status::InProgress,
            winning_run: None,
        }
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The persistent status.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The index of the player whose turn it is.
    pub fn turn(&self) -> usize {
        self.turn
    }

    /// The accepted moves so far, in order (none for a game made
    /// [`Game::without_history`]).
    pub fn history(&self) -> &[Placement] {
        &self.history
    }

    /// The last move accepted, if any (also without a history).
    pub fn last_move(&self) -> Option<Placement> {
        self.last
    }

    /// The run that won the game, once it is won.
    pub fn winning_run(&self) -> Option<Run> {
        self.winning_run
    }

    /// The index of the player whose mark is on `cell`, if any.
    pub fn player_at(&self, cell: Cell) -> Option<usize> {
        self.board.get(cell)
    }

    /// Plays `mark` at `(row, col)`: the new status, or why the call was
    /// rejected. A rejected call changes nothing.
    pub fn play(&mut self, mark: Mark, row: Coord, col: Coord) -> Result<Status, Rejection> {
        if self.status.is_over() {
            return Err(Rejection::GameOver);
        }
        let player = self.turn();
        if self.rules.marks[player] != mark {
            return Err(Rejection::WrongTurn);
        }
        self.place(row, col)
    }

    /// Plays the mark of the player whose turn it is at `(row, col)`.
    #[inline]
    pub fn place(&mut self, row: Coord, col: Coord) -> Result<Status, Rejection> {
        if self.status.is_over() {
            return Err(Rejection::GameOver);
        }
        let cell = self.cell(row, col).ok_or(Rejection::OutOfBounds)?;
        let player = self.turn;
        if !self.board.insert(cell, player) {
            return Err(Rejection::Occupied);
        }
        let placement = Placement { player, cell };
        if self.keeps_history {
            self.history.push(placement);
        }
        self.last = Some(placement);
        self.played += 1;
        self.turn = if player + 1 == self.rules.marks.len() {
            0
        } else {
            player + 1
        };
        let won = match &mut self.lines {
            Some(lines) => lines.add(cell, player),
            None => self.find_run(player, cell),
        };
        if let Some(run) = won {
            self.win(player, run);
        } else if self.played == self.cells {
            self.status = Status::Tie;
        }
        Ok(self.status)
    }

    /// Ends the game won by `player` with `run`; out of line, as it happens
    /// once a game.
    #[cold]
    #[inline(never)]
    fn win(&mut self, player: usize, run: Run) {
        self.winning_run = Some(run);
        self.status = Status::Won(player);
    }

    /// Takes back the last accepted move, restoring exactly the state before
    /// it (a game that move ended is in progress again).
    pub fn undo(&mut self) -> Option<Placement> {
        let last = self.history.pop()?;
        self.last = self.history.last().copied();
        self.played -= 1;
        self.turn = last.player;
        self.board.remove(last.cell);
        if let Some(lines) = &mut self.lines {
            lines.remove(last.cell, last.player);
        }
        self.status = Status::InProgress;
        self.winning_run = None;
        Some(last)
    }

    #[inline]
    fn cell(&self, row: Coord, col: Coord) -> Option<Cell> {
        // A negative coordinate becomes larger than any size (at most
        // i64::MAX) as a u64.
        let (row, col) = (row as u64, col as u64);
        let size = self.rules.size;
        (row < size && col < size).then_some(Cell { row, col })
    }

    /// The run of k or more through `player`'s new mark on `cell`, found by
    /// walking the lines through it.
    #[inline]
    fn find_run(&self, player: usize, cell: Cell) -> Option<Run> {
        // Before this move no run reached k (the game would be over), so each
        // side of the new mark holds fewer than k: the walks are O(k).
        let k = self.rules.win_length;
        let runs = self.board.runs_through(self.rules.size, cell, player);
        Direction::ALL
            .into_iter()
            .zip(runs)
            .find_map(|(direction, (back, ahead))| {
                let (dr, dc) = direction.step();
                let length = back + 1 + ahead;
                (length >= k).then(|| Run {
                    start: offset(cell, (-dr, -dc), back),
                    direction,
                    length,
                })
            })
    }
}

fn offset(cell: Cell, step: (i64, i64), times: u64) -> Cell {
    Cell {
        row: (cell.row as i64 + step.0 * times as i64) as u64,
        col: (cell.col as i64 + step.1 * times as i64) as u64,
    }
}

#[cfg(test)]
mod tests;
