//! Storage behind the engine: which player holds each cell, and how many
//! cells of each full line each player holds. Both are dense arrays when the
//! board is small next to the number of moves expected, and hash maps
//! otherwise, so a game on a 10^9 × 10^9 board costs what its moves cost.
//!
//! The paths taken once per move on a dense board are kept small and
//! inline; the hash-map paths live out of line, so that they do not crowd
//! the hot ones.

use rustc_hash::FxHashMap;

use crate::engine::{Cell, Direction};

mod lines;
mod packed;

pub(crate) use lines::LineCounts;
use packed::Packed;

/// Boards up to this many bytes are always dense.
const DENSE_BYTES_MIN: u128 = 1 << 16;
/// Past the minimum, a dense board may take this many bytes per move.
const DENSE_BYTES_PER_MOVE: u128 = 32;

/// The length of a dense array of `bytes` bytes, if a game expecting
/// `moves` moves may have one.
fn dense_len(bytes: u128, moves: usize) -> Option<usize> {
    let budget = DENSE_BYTES_MIN.max(DENSE_BYTES_PER_MOVE * moves as u128);
    (bytes <= budget)
        .then(|| usize::try_from(bytes).ok())
        .flatten()
}

/// Where a cell of the board is in a ringed board's array.
fn slot(width: u64, cell: Cell) -> usize {
    ((cell.row + 1) * width + cell.col + 1) as usize
}

/// Which player (by index) holds each cell. A stored value is the player's
/// index plus one, so that 0 is an empty cell.
#[derive(Clone, Debug)]
pub(crate) enum Board {
    /// A byte per cell, row-major, with a ring of empty cells around the
    /// board so that a walk along a line stops at the edge without a bounds
    /// check: `width` is n + 2 and cell (r, c) is at `(r + 1) * width + c + 1`.
    /// For games won by walking the lines (k < n).
    Ringed { width: u64, cells: Vec<u8> },
    /// A few bits per cell: for games won by counting whole lines (k = n),
    /// where the board is only asked who holds a cell, and a board an
    /// eighth of the size stays in cache.
    Packed(Packed),
    /// Only the occupied cells.
    Sparse(FxHashMap<(u64, u64), u8>),
}

impl Board {
    /// An empty `size` × `size` board for `players` players and about
    /// `moves` moves; `walks` says whether wins will be found by walking
    /// lines through the board.
    pub(crate) fn new(size: u64, players: usize, moves: usize, walks: bool) -> Board {
        let dense = if walks {
            let width = size.saturating_add(2);
            dense_len(u128::from(width).pow(2), moves).map(|len| Board::Ringed {
                width,
                cells: vec![0; len],
            })
        } else {
            Packed::new(size, players, moves).map(Board::Packed)
        };
        dense.unwrap_or_else(|| Board::Sparse(FxHashMap::default()))
    }

    pub(crate) fn get(&self, cell: Cell) -> Option<usize> {
        let value = match self {
            Board::Ringed { width, cells } => cells[slot(*width, cell)],
            Board::Packed(packed) => packed.get(cell),
            Board::Sparse(map) => *map.get(&(cell.row, cell.col))?,
        };
        (value != 0).then(|| usize::from(value) - 1)
    }

    /// For each of the four directions (in [`Direction::ALL`]'s order), how
    /// many cells in a row before and after `cell` hold `player`, on a board
    /// of `size` × `size`.
    #[inline]
    pub(crate) fn runs_through(&self, size: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
        let Board::Ringed { width, cells } = self else {
            return self.runs_through_by_cell(size, cell, player);
        };
        let value = stored(player);
        let at = slot(*width, cell) as isize;
        // The empty ring ends every walk at the edge of the board.
        let walk = |stride: isize| {
            let (mut index, mut count) = (at + stride, 0);
            while cells[index as usize] == value {
                (index, count) = (index + stride, count + 1);
            }
            count
        };
        Direction::ALL.map(|direction| {
            let (dr, dc) = direction.step();
            let stride = dr as isize * *width as isize + dc as isize;
            (walk(-stride), walk(stride))
        })
    }

    /// [`Board::runs_through`] asking cell by cell, for boards without a ring.
    #[inline(never)]
    fn runs_through_by_cell(&self, size: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
        // The board is at most i64::MAX wide, so none of this overflows.
        let size = size as i64;
        let (row, col) = (cell.row as i64, cell.col as i64);
        let holds = |r: i64, c: i64| {
            (0..size).contains(&r)
                && (0..size).contains(&c)
                && self.get(Cell {
                    row: r as u64,
                    col: c as u64,
                }) == Some(player)
        };
        let walk = |(dr, dc): (i64, i64)| {
            let (mut r, mut c, mut count) = (row + dr, col + dc, 0);
            while holds(r, c) {
                (r, c, count) = (r + dr, c + dc, count + 1);
            }
            count
        };
        Direction::ALL.map(|direction| {
            let (dr, dc) = direction.step();
            (walk((-dr, -dc)), walk((dr, dc)))
        })
    }

    /// Puts `player` on `cell`; false (and nothing changed) if it was taken.
    #[inline]
    pub(crate) fn insert(&mut self, cell: Cell, player: usize) -> bool {
        let value = stored(player);
        match self {
            Board::Ringed { width, cells } => {
                let slot = &mut cells[slot(*width, cell)];
                let empty = *slot == 0;
                if empty {
                    *slot = value;
                }
                empty
            }
            Board::Packed(packed) => packed.insert(cell, value),
            Board::Sparse(map) => insert_sparse(map, cell, value),
        }
    }

    pub(crate) fn remove(&mut self, cell: Cell) {
        match self {
            Board::Ringed { width, cells } => cells[slot(*width, cell)] = 0,
            Board::Packed(packed) => packed.remove(cell),
            Board::Sparse(map) => {
                map.remove(&(cell.row, cell.col));
            }
        }
    }
}

/// The value a board stores for `player`.
fn stored(player: usize) -> u8 {
    u8::try_from(player + 1).expect("the engine allows fewer than 255 players")
}

#[inline(never)]
fn insert_sparse(map: &mut FxHashMap<(u64, u64), u8>, cell: Cell, value: u8) -> bool {
    match map.entry((cell.row, cell.col)) {
        std::collections::hash_map::Entry::Occupied(_) => false,
        std::collections::hash_map::Entry::Vacant(slot) => {
            slot.insert(value);
            true
        }
    }
}

#[cfg(test)]
mod tests;
