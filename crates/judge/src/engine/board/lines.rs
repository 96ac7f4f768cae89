//! How a new mark is seen to win: by measuring the runs through it (k < n),
//! or, where only a whole line wins (k = n), by per-player counts of the
//! cells held on each row, column and main diagonal. Either way a move
//! costs O(1), or O(log moves) on a run of many cells, whatever k is.
//!
//! Runs are measured by walking the board from the new mark, a few cells
//! at most: a run of [`LONG`] cells or more is also kept, by its two ends,
//! in an ordered map per direction, so a walk that reaches [`LONG`] cells
//! finds the rest of the run in one lookup.

use std::collections::BTreeMap;

use super::{Cells, eager_budget};
use crate::engine::{Cell, Direction, Streak, offset};

/// Runs this long or longer are kept in [`Walk::long`].
const LONG: u64 = 8;

/// Notes each new mark and says whether it won.
pub(crate) trait Wins {
    /// Notes `player`'s new mark on `cell`, already on `board`; the run it
    /// completes, if any (the first in [`Direction::ALL`]'s order).
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Streak>;

    /// Takes back `player`'s mark on `cell`, the last one added, already
    /// taken off `board`.
    fn remove<C: Cells>(&mut self, board: &C, cell: Cell, player: usize);
}

/// The way a game sees wins.
#[derive(Clone, Debug)]
pub(crate) enum Lines {
    /// k < n: measure the runs through each new mark.
    Walk(Walk),
    /// k = n, counted from the first move.
    Dense(DenseCounts),
    /// k = n on a large board: counted once a player could fill a line.
    Lazy(LazyCounts),
}

impl Lines {
    /// How wins are seen with `players` players on a `size` × `size` board
    /// where `win_length` in a line wins, for about `moves` moves: counts
    /// of whole lines are made at the start if they are within the budget
    /// of a dense board for those moves, and otherwise only once a player
    /// holds enough marks to fill a line.
    pub(crate) fn new(size: u64, win_length: u64, players: usize, moves: usize) -> Lines {
        if win_length != size {
            return Lines::Walk(Walk {
                size,
                win_length,
                long: Default::default(),
            });
        }
        match DenseCounts::new(size, players, eager_budget(moves)) {
            Some(counts) => Lines::Dense(counts),
            None => Lines::Lazy(LazyCounts {
                size,
                players,
                held: vec![0; players],
                counts: None,
            }),
        }
    }
}

impl Wins for Lines {
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Streak> {
        match self {
            Lines::Walk(walk) => walk.add(board, cell, player),
            Lines::Dense(counts) => counts.add(board, cell, player),
            Lines::Lazy(counts) => counts.add(board, cell, player),
        }
    }

    fn remove<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) {
        match self {
            Lines::Walk(walk) => walk.remove(board, cell, player),
            Lines::Dense(counts) => counts.remove(board, cell, player),
            Lines::Lazy(counts) => counts.remove(board, cell, player),
        }
    }
}

/// Wins of `win_length` or more in a row, found by measuring the runs
/// through each new mark.
#[derive(Clone, Debug)]
pub(crate) struct Walk {
    size: u64,
    win_length: u64,
    /// For each direction (in [`Direction::ALL`]'s order), every run of
    /// [`LONG`] cells or more: its line and first position, to its last
    /// position (see [`along`]).
    long: [BTreeMap<(u64, u64), u64>; 4],
}

/// The line through `cell` in `direction`, and the cell's position on it:
/// the next cell in `direction` is one position further on the same line.
#[inline(always)]
fn along(direction: Direction, cell: Cell) -> (u64, u64) {
    match direction {
        Direction::Horizontal => (cell.row, cell.col),
        Direction::Vertical => (cell.col, cell.row),
        // Distinct diagonals have distinct differences, also wrapped.
        Direction::Diagonal => (cell.col.wrapping_sub(cell.row), cell.row),
        // Both coordinates are below 2^63.
        Direction::AntiDiagonal => (cell.row + cell.col, cell.row),
    }
}

impl Walk {
    /// The run kept in direction `d` that holds position `at` of `line`,
    /// as its first and last positions.
    fn long_run(&self, d: usize, line: u64, at: u64) -> Option<(u64, u64)> {
        let (&(found, first), &last) = self.long[d].range(..=(line, at)).next_back()?;
        (found == line && last >= at).then_some((first, last))
    }

    /// Keeps the run from `first` to `last` on `line` in direction `d` if
    /// it is long.
    fn keep(&mut self, d: usize, line: u64, first: u64, last: u64) {
        if last - first + 1 >= LONG {
            self.long[d].insert((line, first), last);
        }
    }
}

impl Wins for Walk {
    #[inline(always)]
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Streak> {
        // No line of the board holds k cells.
        if self.win_length > self.size {
            return None;
        }
        // Most new marks have no neighbour of their own: then only a run of
        // one could win, and no kept run changes.
        if self.win_length > 1 && board.alone(cell, player) {
            return None;
        }
        let runs = board.runs_through(self.size, cell, player, LONG);
        let mut won = None;
        for (d, (direction, (mut back, mut ahead))) in
            Direction::ALL.into_iter().zip(runs).enumerate()
        {
            // Most runs are short: nothing is kept for them.
            if back + 1 + ahead < LONG {
                if won.is_none() && back + 1 + ahead >= self.win_length {
                    won = Some((direction, back, back + 1 + ahead));
                }
                continue;
            }
            let (line, at) = along(direction, cell);
            // A walk that went LONG cells reached a kept run.
            if back == LONG {
                let (first, _) = self
                    .long_run(d, line, at - 1)
                    .expect("a run of LONG cells is kept");
                back = at - first;
            }
            if ahead == LONG {
                let last = self.long[d]
                    .remove(&(line, at + 1))
                    .expect("a run of LONG cells is kept by its first cell");
                ahead = last - at;
            }
            self.keep(d, line, at - back, at + ahead);
            let length = back + 1 + ahead;
            if won.is_none() && length >= self.win_length {
                won = Some((direction, back, length));
            }
        }
        won.map(|(direction, back, length)| {
            let (dr, dc) = direction.step();
            Streak {
                start: offset(cell, (-dr, -dc), back),
                direction,
                length,
            }
        })
    }

    fn remove<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) {
        if self.win_length > self.size {
            return;
        }
        let runs = board.runs_through(self.size, cell, player, LONG);
        for (d, (direction, (back, ahead))) in Direction::ALL.into_iter().zip(runs).enumerate() {
            if back + 1 + ahead < LONG {
                continue;
            }
            // The run through the cell was long: split it in two.
            let (line, at) = along(direction, cell);
            let (first, last) = self
                .long_run(d, line, at)
                .expect("a run of LONG cells is kept");
            self.long[d].remove(&(line, first));
            if first < at {
                self.keep(d, line, first, at - 1);
            }
            if at < last {
                self.keep(d, line, at + 1, last);
            }
        }
    }
}

/// Per-player counts of the cells held on each whole line, in an array.
/// Lines are numbered: rows 0..n, columns n..2n, the main diagonal 2n and
/// the anti-diagonal 2n + 1; the count of line `l` for player `p` is at
/// `l * players + p`.
#[derive(Clone, Debug)]
pub(crate) struct DenseCounts {
    size: u64,
    players: usize,
    counts: Vec<u32>,
}

impl DenseCounts {
    /// Empty counts, if they take no more than `budget` bytes.
    fn new(size: u64, players: usize, budget: u128) -> Option<DenseCounts> {
        let len = (2 * u128::from(size) + 2) * players as u128;
        (len * 4 <= budget).then(|| DenseCounts {
            size,
            players,
            counts: vec![0; len as usize],
        })
    }

    #[inline(always)]
    fn count(&mut self, line: u64, player: usize) -> &mut u32 {
        &mut self.counts[line as usize * self.players + player]
    }
}

impl Wins for DenseCounts {
    #[inline(always)]
    fn add<C: Cells>(&mut self, _: &C, cell: Cell, player: usize) -> Option<Streak> {
        let n = self.size;
        completed(n, cell, |line| {
            let count = self.count(line, player);
            *count += 1;
            u64::from(*count) == n
        })
    }

    fn remove<C: Cells>(&mut self, _: &C, cell: Cell, player: usize) {
        let n = self.size;
        for_each_line(n, cell, |line| *self.count(line, player) -= 1);
    }
}

/// Counts for a board too large to count from the start: only how many
/// marks each player holds, until one holds n and so could fill a line;
/// then the counts of every line, from the board.
#[derive(Clone, Debug)]
pub(crate) struct LazyCounts {
    size: u64,
    players: usize,
    held: Vec<u64>,
    counts: Option<DenseCounts>,
}

impl Wins for LazyCounts {
    #[inline(never)]
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Streak> {
        self.held[player] += 1;
        if let Some(counts) = &mut self.counts {
            return counts.add(board, cell, player);
        }
        if self.held[player] < self.size {
            return None;
        }
        // A player holds n marks, so the board has at least n, and counts
        // of 2n + 2 lines cost no more than those marks do.
        let mut counts = DenseCounts::new(self.size, self.players, u128::MAX)
            .expect("counts as large as the moves played fit in memory");
        board.for_each(|at, owner| {
            for_each_line(self.size, at, |line| *counts.count(line, owner) += 1)
        });
        let n = self.size;
        let won = completed(n, cell, |line| u64::from(*counts.count(line, player)) == n);
        self.counts = Some(counts);
        won
    }

    fn remove<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) {
        self.held[player] -= 1;
        if let Some(counts) = &mut self.counts {
            counts.remove(board, cell, player);
        }
    }
}

/// Calls `each` with the number of every whole line through `cell`.
fn for_each_line(n: u64, cell: Cell, mut each: impl FnMut(u64)) {
    each(cell.row);
    each(n + cell.col);
    if cell.row == cell.col {
        each(2 * n);
    }
    if cell.row + cell.col == n - 1 {
        each(2 * n + 1);
    }
}

/// Asks `full` of each whole line through `cell` whether it is now whole
/// (a count may be bumped on the way); the first line that is, in the
/// order of [`Direction::ALL`].
#[inline(always)]
fn completed(n: u64, cell: Cell, mut full: impl FnMut(u64) -> bool) -> Option<Streak> {
    // Every line through the cell is asked, also after one is complete.
    let row = full(cell.row);
    let col = full(n + cell.col);
    let diagonal = cell.row == cell.col && full(2 * n);
    let anti = cell.row + cell.col == n - 1 && full(2 * n + 1);
    if !(row | col | diagonal | anti) {
        return None;
    }
    let (start, direction) = if row {
        ((cell.row, 0), Direction::Horizontal)
    } else if col {
        ((0, cell.col), Direction::Vertical)
    } else if diagonal {
        ((0, 0), Direction::Diagonal)
    } else {
        ((0, n - 1), Direction::AntiDiagonal)
    };
    Some(Streak {
        start: Cell {
            row: start.0,
            col: start.1,
        },
        direction,
        length: n,
    })
}
