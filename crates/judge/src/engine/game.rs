//! A game being played: the board, whose turn it is, the status and the
//! moves so far.
//!
//! A move is played by one generic function over the kind of board and the
//! way of seeing wins that the game uses (see `board`). The pairs the
//! judge meets most (a ringed board walked for k < n, a packed board with
//! counted lines for k = n) are matched once per call, or once per list of
//! moves, and played with everything inlined; any other pair goes through
//! the enums. Every rule of play is written once, in [`Play::place`].

use super::board::{Board, Cells, Lines, Wins};
use super::{Cell, Coord, Mark, Placement, Rejection, Rules, Status, Streak};

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    board: Board,
    lines: Lines,
    play: Play,
}

/// Everything about a game but its rules and its storage.
#[derive(Clone, Debug)]
struct Play {
    /// n and K, copied from the rules so a move needs nothing else.
    size: u64,
    players: usize,
    /// n², the number of accepted moves that fills the board, or u64::MAX
    /// for a board larger than that, which no game can fill.
    cells: u64,
    /// Every accepted move, unless the game keeps no history.
    history: Vec<Placement>,
    keeps_history: bool,
    /// How many moves were accepted.
    played: u64,
    /// The number of accepted moves at which a sparse board becomes dense
    /// (see `Board::grow_at`).
    grow_at: u64,
    last: Option<Placement>,
    /// The player due next: the number of accepted moves modulo K, kept
    /// as a counter to spare a division per call.
    turn: usize,
    status: Status,
    winning_run: Option<Streak>,
}

/// Evaluates `$body` with `$play`, `$board` and `$lines` bound to the parts
/// of `$game`: the board and the lines as their concrete types for the
/// pairs the judge meets most, as the enums otherwise.
macro_rules! with_parts {
    ($game:expr, |$play:ident, $board:ident, $lines:ident| $body:expr) => {{
        let Game {
            play: $play,
            board,
            lines,
            ..
        } = $game;
        match (board, lines) {
            (Board::Ringed($board), Lines::Walk($lines)) => $body,
            (Board::Packed($board), Lines::Dense($lines)) => $body,
            ($board, $lines) => $body,
        }
    }};
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
        game.play.history = Vec::with_capacity(moves.min(1 << 20));
        game.play.keeps_history = true;
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
        let (size, players) = (rules.size, rules.marks.len());
        let lines = Lines::new(size, rules.win_length, players, moves);
        let walks = matches!(lines, Lines::Walk(_));
        let board = Board::new(size, players, moves, walks);
        Game {
            play: Play {
                size,
                players,
                cells: u64::try_from(u128::from(size).pow(2)).unwrap_or(u64::MAX),
                history: Vec::new(),
                keeps_history: false,
                played: 0,
                grow_at: board.grow_at(size, players, walks),
                last: None,
                turn: 0,
                status: Status::InProgress,
                winning_run: None,
            },
            rules,
            board,
            lines,
        }
    }

    /// Like [`Game::without_history`], for a game whose every move is
    /// accepted until one is rejected or ends the game, as a two-player
    /// case's are: `moves` is then how many moves the board will hold at
    /// most, and a sparse board makes room for all of them at the start
    /// instead of growing (and copying itself) as they come.
    pub fn for_moves(rules: Rules, moves: usize) -> Game {
        let mut game = Game::without_history(rules, moves);
        // Not past the point where the board becomes dense.
        let sparse_moves = usize::try_from(game.play.grow_at).unwrap_or(usize::MAX);
        game.board.reserve(moves.min(sparse_moves));
        game
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The persistent status.
    pub fn status(&self) -> Status {
        self.play.status
    }

    /// The index of the player whose turn it is.
    pub fn turn(&self) -> usize {
        self.play.turn
    }

    /// The accepted moves so far, in order (none for a game made
    /// [`Game::without_history`]).
    pub fn history(&self) -> &[Placement] {
        &self.play.history
    }

    /// The last move accepted, if any (also without a history).
    pub fn last_move(&self) -> Option<Placement> {
        self.play.last
    }

    /// The run that won the game, once it is won.
    pub fn winning_run(&self) -> Option<Streak> {
        self.play.winning_run
    }

    /// The index of the player whose mark is on `cell`, if any.
    pub fn player_at(&self, cell: Cell) -> Option<usize> {
        self.board.get(cell)
    }

    /// Every check of `play(mark, row, col)` that fails now, in the order
    /// they are made: the game is over, it is not `mark`'s turn, the cell is
    /// off the board, the cell is taken. [`Game::play`] rejects a call for
    /// the first of them; the others are worth telling too (a call by the
    /// wrong player off the board is `WrongTurn`, and also `OutOfBounds`).
    /// `mark` is `None` for a move not checked against the turn, as
    /// [`Game::place`] and [`Game::place_as`] make.
    pub fn failed_checks(&self, mark: Option<Mark>, row: Coord, col: Coord) -> Vec<Rejection> {
        let n = self.play.size;
        let on_board = |x: Coord| u64::try_from(x).is_ok_and(|x| x < n);
        let cell = (on_board(row) && on_board(col)).then_some(Cell {
            row: row as u64,
            col: col as u64,
        });
        let checks = [
            (Rejection::GameOver, self.play.status.is_over()),
            (
                Rejection::WrongTurn,
                mark.is_some_and(|m| self.rules.marks.get(self.play.turn) != Some(&m)),
            ),
            (Rejection::OutOfBounds, cell.is_none()),
            (
                Rejection::Occupied,
                cell.is_some_and(|c| self.board.get(c).is_some()),
            ),
        ];
        checks
            .into_iter()
            .filter_map(|(why, fails)| fails.then_some(why))
            .collect()
    }

    /// Plays `mark` at `(row, col)`: the new status, or why the call was
    /// rejected (the first of [`Game::failed_checks`]). A rejected call
    /// changes nothing.
    pub fn play(&mut self, mark: Mark, row: Coord, col: Coord) -> Result<Status, Rejection> {
        let marks = &self.rules.marks;
        let result = with_parts!(self, |play, board, lines| play
            .call(marks, board, lines, mark, row, col));
        self.grow_if_paid();
        result
    }

    /// Plays each of `calls` (a mark, a row and a column) as
    /// [`Game::play`] would, and hands `each` what the call returned and
    /// the status after it.
    ///
    /// ```
    /// use ttt_judge::{Game, Rejection, Rules, Status};
    ///
    /// let rules = Rules { size: 3, win_length: 3, marks: vec![b'X', b'O'] };
    /// let mut game = Game::new(rules);
    /// let mut steps = vec![];
    /// game.play_all([(b'X', 1, 1), (b'X', 0, 0), (b'O', 9, 9)], |result, after| {
    ///     steps.push((result, after))
    /// });
    /// assert_eq!(steps, [
    ///     (Ok(Status::InProgress), Status::InProgress),
    ///     (Err(Rejection::WrongTurn), Status::InProgress),
    ///     (Err(Rejection::OutOfBounds), Status::InProgress),
    /// ]);
    /// ```
    pub fn play_all(
        &mut self,
        calls: impl IntoIterator<Item = (Mark, Coord, Coord)>,
        mut each: impl FnMut(Result<Status, Rejection>, Status),
    ) {
        let mut calls = calls.into_iter();
        loop {
            let marks = &self.rules.marks;
            let paid = with_parts!(self, |play, board, lines| 'calls: {
                for (mark, row, col) in calls.by_ref() {
                    let result = play.call(marks, board, lines, mark, row, col);
                    each(result, play.status);
                    if play.played == play.grow_at {
                        break 'calls true;
                    }
                }
                false
            });
            if !paid {
                return;
            }
            self.grow_if_paid();
        }
    }

    /// Plays the mark of the player whose turn it is at `(row, col)`.
    pub fn place(&mut self, row: Coord, col: Coord) -> Result<Status, Rejection> {
        let result = with_parts!(self, |play, board, lines| play
            .place(board, lines, row, col));
        self.grow_if_paid();
        result
    }

    /// Plays the mark of `player` (an index into [`Rules::marks`]) at
    /// `(row, col)` whatever the turn, as a game that names the mover of each
    /// move has it (LeetCode 348's `move(row, col, player)`); the turn passes
    /// to the player after `player`. A rejected move changes nothing.
    ///
    /// ```
    /// use ttt_judge::{Game, Rules, Status};
    ///
    /// let rules = Rules { size: 2, win_length: 2, marks: vec![b'1', b'2'] };
    /// let mut game = Game::new(rules);
    /// assert_eq!(game.place_as(1, 0, 0), Ok(Status::InProgress));
    /// assert_eq!(game.place_as(1, 0, 1), Ok(Status::Won(1)));
    /// ```
    pub fn place_as(&mut self, player: usize, row: Coord, col: Coord) -> Result<Status, Rejection> {
        assert!(
            player < self.play.players,
            "no player {player} in this game"
        );
        let turn = std::mem::replace(&mut self.play.turn, player);
        let placed = with_parts!(self, |play, board, lines| play
            .place(board, lines, row, col));
        if placed.is_err() {
            self.play.turn = turn;
        }
        self.grow_if_paid();
        placed
    }

    /// Places each of `moves` in turn as [`Game::place`] would, up to the
    /// first one rejected: then its index in `moves`, and why.
    ///
    /// ```
    /// use ttt_judge::{Cell, Game, Rejection, Rules, Status};
    ///
    /// let rules = Rules { size: 3, win_length: 3, marks: vec![b'1', b'2'] };
    /// let mut game = Game::without_history(rules, 4);
    /// let moves = [(0, 0), (1, 1), (0, 1), (1, 1)];
    /// assert_eq!(game.place_all(moves), Err((3, Rejection::Occupied)));
    /// assert_eq!(game.last_move().map(|p| p.cell), Some(Cell { row: 0, col: 1 }));
    /// assert_eq!(game.status(), Status::InProgress);
    /// ```
    pub fn place_all(
        &mut self,
        moves: impl IntoIterator<Item = (Coord, Coord)>,
    ) -> Result<(), (usize, Rejection)> {
        let mut moves = moves.into_iter().enumerate();
        loop {
            let paid = with_parts!(self, |play, board, lines| 'moves: {
                for (index, (row, col)) in moves.by_ref() {
                    play.place(board, lines, row, col)
                        .map_err(|rejection| (index, rejection))?;
                    if play.played == play.grow_at {
                        break 'moves true;
                    }
                }
                false
            });
            if !paid {
                return Ok(());
            }
            self.grow_if_paid();
        }
    }

    /// Makes a sparse board dense once the moves accepted pay for it.
    fn grow_if_paid(&mut self) {
        if self.play.played == self.play.grow_at {
            let (size, players) = (self.play.size, self.play.players);
            let walks = matches!(self.lines, Lines::Walk(_));
            self.board = self.board.grown(size, players, walks);
            self.play.grow_at = u64::MAX;
        }
    }

    /// Takes back the last accepted move, restoring exactly the state before
    /// it (a game that move ended is in progress again).
    pub fn undo(&mut self) -> Option<Placement> {
        let play = &mut self.play;
        let last = play.history.pop()?;
        play.last = play.history.last().copied();
        play.played -= 1;
        play.turn = last.player;
        play.status = Status::InProgress;
        play.winning_run = None;
        self.board.remove(last.cell);
        self.lines.remove(&self.board, last.cell, last.player);
        Some(last)
    }
}

impl Play {
    /// A call of `mark`, whose turn it must be.
    #[inline(always)]
    fn call(
        &mut self,
        marks: &[Mark],
        board: &mut impl Cells,
        lines: &mut impl Wins,
        mark: Mark,
        row: Coord,
        col: Coord,
    ) -> Result<Status, Rejection> {
        if self.status.is_over() {
            return Err(Rejection::GameOver);
        }
        if marks[self.turn] != mark {
            return Err(Rejection::WrongTurn);
        }
        self.place(board, lines, row, col)
    }

    /// The rules of a move, for every kind of board and of lines.
    #[inline(always)]
    fn place(
        &mut self,
        board: &mut impl Cells,
        lines: &mut impl Wins,
        row: Coord,
        col: Coord,
    ) -> Result<Status, Rejection> {
        if self.status.is_over() {
            return Err(Rejection::GameOver);
        }
        // A negative coordinate becomes larger than any size (at most
        // i64::MAX) as a u64.
        let (row, col) = (row as u64, col as u64);
        if row >= self.size || col >= self.size {
            return Err(Rejection::OutOfBounds);
        }
        let cell = Cell { row, col };
        let player = self.turn;
        if !board.insert(cell, player) {
            return Err(Rejection::Occupied);
        }
        let placement = Placement { player, cell };
        if self.keeps_history {
            self.history.push(placement);
        }
        self.last = Some(placement);
        self.played += 1;
        self.turn = if player + 1 == self.players {
            0
        } else {
            player + 1
        };
        if let Some(run) = lines.add(board, cell, player) {
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
    fn win(&mut self, player: usize, run: Streak) {
        self.winning_run = Some(run);
        self.status = Status::Won(player);
    }
}
