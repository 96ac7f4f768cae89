//! Per-player counts of the cells held on each whole line, for the rule
//! where only a whole line wins (k = n): a win is seen in O(1) per move.

use rustc_hash::FxHashMap;

use super::dense_len;
use crate::engine::{Cell, Direction, Run};

/// Per-player counts of the cells held on each row, column and main
/// diagonal, for the rule where only a whole line wins (k = n).
#[derive(Clone, Debug)]
pub(crate) struct LineCounts {
    size: u64,
    players: usize,
    counts: Counts,
}

#[derive(Clone, Debug)]
enum Counts {
    Dense(Vec<u64>),
    Sparse(FxHashMap<(u64, usize), u64>),
}

impl LineCounts {
    pub(crate) fn new(size: u64, players: usize, moves: usize) -> LineCounts {
        let slots = (2 * u128::from(size) + 2) * players as u128;
        let counts = match dense_len(slots, moves) {
            Some(len) => Counts::Dense(vec![0; len]),
            None => Counts::Sparse(FxHashMap::default()),
        };
        LineCounts {
            size,
            players,
            counts,
        }
    }

    /// Counts `player`'s new mark on `cell`; the first line it completes, in
    /// the order of [`Direction::ALL`].
    #[inline]
    pub(crate) fn add(&mut self, cell: Cell, player: usize) -> Option<Run> {
        let n = self.size;
        let completed = match &mut self.counts {
            Counts::Dense(counts) => {
                let players = self.players;
                let mut bump = |line: u64| {
                    let count = &mut counts[line as usize * players + player];
                    *count += 1;
                    *count == n
                };
                completed(n, cell, &mut bump)
            }
            Counts::Sparse(map) => add_sparse(map, n, cell, player),
        };
        completed.map(|direction| self.whole_line(direction, cell))
    }

    /// Takes back `player`'s mark on `cell`.
    pub(crate) fn remove(&mut self, cell: Cell, player: usize) {
        let n = self.size;
        self.count(cell.row, player, -1);
        self.count(n + cell.col, player, -1);
        if cell.row == cell.col {
            self.count(2 * n, player, -1);
        }
        if cell.row + cell.col == n - 1 {
            self.count(2 * n + 1, player, -1);
        }
    }

    /// Adds `change` to `player`'s count on a line and returns the new count.
    /// Lines are numbered: rows 0..n, columns n..2n, the main diagonal 2n
    /// and the anti-diagonal 2n + 1.
    #[inline(always)]
    fn count(&mut self, line: u64, player: usize, change: i64) -> u64 {
        let count = match &mut self.counts {
            Counts::Dense(counts) => &mut counts[line as usize * self.players + player],
            Counts::Sparse(map) => return sparse_count(map, (line, player), change),
        };
        *count = count.wrapping_add_signed(change);
        *count
    }

    fn whole_line(&self, direction: Direction, cell: Cell) -> Run {
        let start = match direction {
            Direction::Horizontal => Cell {
                row: cell.row,
                col: 0,
            },
            Direction::Vertical => Cell {
                row: 0,
                col: cell.col,
            },
            Direction::Diagonal => Cell { row: 0, col: 0 },
            Direction::AntiDiagonal => Cell {
                row: 0,
                col: self.size - 1,
            },
        };
        Run {
            start,
            direction,
            length: self.size,
        }
    }
}

/// [`LineCounts::add`] on a sparse map, kept out of line.
#[inline(never)]
fn add_sparse(
    map: &mut FxHashMap<(u64, usize), u64>,
    n: u64,
    cell: Cell,
    player: usize,
) -> Option<Direction> {
    completed(n, cell, |line| sparse_count(map, (line, player), 1) == n)
}

/// Bumps `player`'s count on each line through `cell` with `bump`, which
/// says whether the line is now whole; the first line that is, in the
/// order of [`Direction::ALL`]. Lines are numbered as in
/// [`LineCounts::count`].
#[inline(always)]
fn completed(n: u64, cell: Cell, mut bump: impl FnMut(u64) -> bool) -> Option<Direction> {
    // Every line through the cell is counted, also after one is complete.
    let row = bump(cell.row);
    let col = bump(n + cell.col);
    let diagonal = cell.row == cell.col && bump(2 * n);
    let anti = cell.row + cell.col == n - 1 && bump(2 * n + 1);
    [row, col, diagonal, anti]
        .into_iter()
        .zip(Direction::ALL)
        .find_map(|(whole, direction)| whole.then_some(direction))
}

/// Adds `change` to a count in a sparse map and returns the new count.
fn sparse_count(map: &mut FxHashMap<(u64, usize), u64>, key: (u64, usize), change: i64) -> u64 {
    let count = map.entry(key).or_insert(0);
    *count = count.wrapping_add_signed(change);
    *count
}
