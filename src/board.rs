//! Storage behind the engine: which player holds each cell, and how many
//! cells of each full line each player holds. Both are dense arrays when the
//! board is small next to the number of moves expected, and hash maps
//! otherwise, so a game on a 10^9 × 10^9 board costs what its moves cost.

use rustc_hash::FxHashMap;

use crate::engine::{Cell, Direction, Run};

/// Boards up to this many cells are always dense.
const DENSE_CELLS_MIN: u128 = 1 << 16;
/// Past the minimum, a dense board may take this many cells per move.
const DENSE_CELLS_PER_MOVE: u128 = 32;

fn dense_len(cells: u128, moves: usize) -> Option<usize> {
    let budget = DENSE_CELLS_MIN.max(DENSE_CELLS_PER_MOVE * moves as u128);
    (cells <= budget)
        .then(|| usize::try_from(cells).ok())
        .flatten()
}

/// Where a cell of the board is in a dense board's array.
fn slot(width: u64, cell: Cell) -> usize {
    ((cell.row + 1) * width + cell.col + 1) as usize
}

/// Which player (by index) holds each cell.
#[derive(Clone, Debug)]
pub(crate) enum Board {
    /// Row-major, with a ring of empty cells around the board so that a
    /// walk along a line stops at the edge without a bounds check: `width`
    /// is n + 2 and cell (r, c) is at `(r + 1) * width + c + 1`. 0 is
    /// empty, `p + 1` is player `p`.
    Dense { width: u64, cells: Vec<u8> },
    /// Only the occupied cells.
    Sparse(FxHashMap<(u64, u64), u8>),
}

impl Board {
    pub(crate) fn new(size: u64, moves: usize) -> Board {
        let width = size.saturating_add(2);
        match dense_len(u128::from(width).pow(2), moves) {
            Some(len) => Board::Dense {
                width,
                cells: vec![0; len],
            },
            None => Board::Sparse(FxHashMap::default()),
        }
    }

    pub(crate) fn get(&self, cell: Cell) -> Option<usize> {
        let value = match self {
            Board::Dense { width, cells } => cells[slot(*width, cell)],
            Board::Sparse(map) => *map.get(&(cell.row, cell.col))?,
        };
        (value != 0).then(|| usize::from(value) - 1)
    }

    /// For each of the four directions (in [`Direction::ALL`]'s order), how
    /// many cells in a row before and after `cell` hold `player`, on a board
    /// of `size` × `size`.
    pub(crate) fn runs_through(&self, size: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
        let value = u8::try_from(player + 1).expect("the engine allows fewer than 255 players");
        let mut runs = [(0, 0); 4];
        match self {
            Board::Dense { width, cells } => {
                let at = slot(*width, cell) as isize;
                // The empty ring ends every walk at the edge of the board.
                let walk = |stride: isize| {
                    let (mut index, mut count) = (at + stride, 0);
                    while cells[index as usize] == value {
                        (index, count) = (index + stride, count + 1);
                    }
                    count
                };
                for (run, direction) in runs.iter_mut().zip(Direction::ALL) {
                    let (dr, dc) = direction.step();
                    let stride = dr as isize * *width as isize + dc as isize;
                    *run = (walk(-stride), walk(stride));
                }
            }
            Board::Sparse(map) => {
                // The board is at most i64::MAX wide, so none of this overflows.
                let size = size as i64;
                let (row, col) = (cell.row as i64, cell.col as i64);
                let holds = |r: i64, c: i64| {
                    r >= 0
                        && c >= 0
                        && r < size
                        && c < size
                        && map.get(&(r as u64, c as u64)) == Some(&value)
                };
                let walk = |(dr, dc): (i64, i64)| {
                    let (mut r, mut c, mut count) = (row + dr, col + dc, 0);
                    while holds(r, c) {
                        (r, c, count) = (r + dr, c + dc, count + 1);
                    }
                    count
                };
                for (run, direction) in runs.iter_mut().zip(Direction::ALL) {
                    let (dr, dc) = direction.step();
                    *run = (walk((-dr, -dc)), walk((dr, dc)));
                }
            }
        }
        runs
    }

    /// Puts `player` on `cell`; false (and nothing changed) if it was taken.
    pub(crate) fn insert(&mut self, cell: Cell, player: usize) -> bool {
        let value = u8::try_from(player + 1).expect("the engine allows fewer than 255 players");
        match self {
            Board::Dense { width, cells } => {
                let slot = &mut cells[slot(*width, cell)];
                let empty = *slot == 0;
                if empty {
                    *slot = value;
                }
                empty
            }
            Board::Sparse(map) => match map.entry((cell.row, cell.col)) {
                std::collections::hash_map::Entry::Occupied(_) => false,
                std::collections::hash_map::Entry::Vacant(slot) => {
                    slot.insert(value);
                    true
                }
            },
        }
    }

    pub(crate) fn remove(&mut self, cell: Cell) {
        match self {
            Board::Dense { width, cells } => cells[slot(*width, cell)] = 0,
            Board::Sparse(map) => {
                map.remove(&(cell.row, cell.col));
            }
        }
    }
}

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
    pub(crate) fn add(&mut self, cell: Cell, player: usize) -> Option<Run> {
        let n = self.size;
        let mut won = None;
        // Written out line by line: this runs once per move.
        let lines = [
            (Direction::Horizontal, cell.row, true),
            (Direction::Vertical, n + cell.col, true),
            (Direction::Diagonal, 2 * n, cell.row == cell.col),
            (
                Direction::AntiDiagonal,
                2 * n + 1,
                cell.row + cell.col == n - 1,
            ),
        ];
        if self.count(lines[0].1, player, 1) == n {
            won = Some(lines[0].0);
        }
        if self.count(lines[1].1, player, 1) == n && won.is_none() {
            won = Some(lines[1].0);
        }
        if lines[2].2 && self.count(lines[2].1, player, 1) == n && won.is_none() {
            won = Some(lines[2].0);
        }
        if lines[3].2 && self.count(lines[3].1, player, 1) == n && won.is_none() {
            won = Some(lines[3].0);
        }
        won.map(|direction| self.whole_line(direction, cell))
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

/// [`LineCounts::count`] on a sparse map, kept out of line.
#[inline(never)]
fn sparse_count(map: &mut FxHashMap<(u64, usize), u64>, key: (u64, usize), change: i64) -> u64 {
    let count = map.entry(key).or_insert(0);
    *count = count.wrapping_add_signed(change);
    *count
}
