//! How a new mark is seen to win: by walking the lines through it (k < n,
//! O(k) a move), or, where only a whole line wins (k = n), by per-player
//! counts of the cells held on each row, column and main diagonal (O(1) a
//! move).

use rustc_hash::FxHashMap;

use super::{Cells, dense_len};
use crate::engine::{Cell, Direction, Run, offset};

/// Notes each new mark and says whether it won.
pub(crate) trait Wins {
    /// Notes `player`'s new mark on `cell`, already on `board`; the run it
    /// completes, if any (the first in [`Direction::ALL`]'s order).
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Run>;

    /// Takes back `player`'s mark on `cell`.
    fn remove(&mut self, cell: Cell, player: usize);
}

/// The way a game sees wins.
#[derive(Clone, Debug)]
pub(crate) enum Lines {
    /// k < n: walk the board.
    Walk(Walk),
    /// k = n, counted in an array.
    Dense(DenseCounts),
    /// k = n, counted in a hash map, for boards too large for an array.
    Sparse(SparseCounts),
}

impl Lines {
    /// How wins are seen with `players` players on a `size` × `size` board
    /// where `win_length` in a line wins, for about `moves` moves.
    pub(crate) fn new(size: u64, win_length: u64, players: usize, moves: usize) -> Lines {
        if win_length != size {
            return Lines::Walk(Walk { size, win_length });
        }
        let slots = (2 * u128::from(size) + 2) * players as u128;
        match dense_len(slots * 8, moves) {
            Some(len) => Lines::Dense(DenseCounts {
                size,
                players,
                counts: vec![0; len / 8],
            }),
            None => Lines::Sparse(SparseCounts {
                size,
                counts: FxHashMap::default(),
            }),
        }
    }
}

impl Wins for Lines {
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Run> {
        match self {
            Lines::Walk(walk) => walk.add(board, cell, player),
            Lines::Dense(counts) => counts.add(board, cell, player),
            Lines::Sparse(counts) => counts.add(board, cell, player),
        }
    }

    fn remove(&mut self, cell: Cell, player: usize) {
        match self {
            Lines::Walk(walk) => walk.remove(cell, player),
            Lines::Dense(counts) => counts.remove(cell, player),
            Lines::Sparse(counts) => counts.remove(cell, player),
        }
    }
}

/// Wins of `win_length` or more in a row, found by walking the board.
#[derive(Clone, Debug)]
pub(crate) struct Walk {
    size: u64,
    win_length: u64,
}

impl Wins for Walk {
    #[inline(always)]
    fn add<C: Cells>(&mut self, board: &C, cell: Cell, player: usize) -> Option<Run> {
        // Most new marks have no neighbour of their own: then only a run of
        // one could win.
        if self.win_length > 1 && board.alone(cell, player) {
            return None;
        }
        // Before this move no run reached k (the game would be over), so each
        // side of the new mark holds fewer than k: the walks are O(k).
        let runs = board.runs_through(self.size, cell, player);
        Direction::ALL
            .into_iter()
            .zip(runs)
            .find_map(|(direction, (back, ahead))| {
                let (dr, dc) = direction.step();
                let length = back + 1 + ahead;
                (length >= self.win_length).then(|| Run {
                    start: offset(cell, (-dr, -dc), back),
                    direction,
                    length,
                })
            })
    }

    fn remove(&mut self, _: Cell, _: usize) {}
}

/// Per-player counts of the cells held on each whole line, in an array.
/// Lines are numbered: rows 0..n, columns n..2n, the main diagonal 2n and
/// the anti-diagonal 2n + 1; the count of line `l` for player `p` is at
/// `l * players + p`.
#[derive(Clone, Debug)]
pub(crate) struct DenseCounts {
    size: u64,
    players: usize,
    counts: Vec<u64>,
}

impl DenseCounts {
    #[inline(always)]
    fn count(&mut self, line: u64, player: usize) -> &mut u64 {
        &mut self.counts[line as usize * self.players + player]
    }
}

impl Wins for DenseCounts {
    #[inline(always)]
    fn add<C: Cells>(&mut self, _: &C, cell: Cell, player: usize) -> Option<Run> {
        let n = self.size;
        completed(n, cell, |line| {
            let count = self.count(line, player);
            *count += 1;
            *count == n
        })
    }

    fn remove(&mut self, cell: Cell, player: usize) {
        let n = self.size;
        for_each_line(n, cell, |line| *self.count(line, player) -= 1);
    }
}

/// Per-player counts of the cells held on each whole line, in a hash map
/// keyed by line (numbered as in [`DenseCounts`]) and player.
#[derive(Clone, Debug)]
pub(crate) struct SparseCounts {
    size: u64,
    counts: FxHashMap<(u64, usize), u64>,
}

impl Wins for SparseCounts {
    #[inline(never)]
    fn add<C: Cells>(&mut self, _: &C, cell: Cell, player: usize) -> Option<Run> {
        let n = self.size;
        completed(n, cell, |line| {
            let count = self.counts.entry((line, player)).or_insert(0);
            *count += 1;
            *count == n
        })
    }

    fn remove(&mut self, cell: Cell, player: usize) {
        let n = self.size;
        for_each_line(n, cell, |line| {
            if let Some(count) = self.counts.get_mut(&(line, player)) {
                *count -= 1;
            }
        });
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

/// Bumps a count on each whole line through `cell` with `bump`, which says
/// whether the line is now whole; the first line that is, in the order of
/// [`Direction::ALL`].
#[inline(always)]
fn completed(n: u64, cell: Cell, mut bump: impl FnMut(u64) -> bool) -> Option<Run> {
    // Every line through the cell is counted, also after one is complete.
    let row = bump(cell.row);
    let col = bump(n + cell.col);
    let diagonal = cell.row == cell.col && bump(2 * n);
    let anti = cell.row + cell.col == n - 1 && bump(2 * n + 1);
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
    Some(Run {
        start: Cell {
            row: start.0,
            col: start.1,
        },
        direction,
        length: n,
    })
}
