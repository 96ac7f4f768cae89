//! Storage behind the engine: which player holds each cell ([`Board`]),
//! and how a new mark is seen to win ([`Lines`]). Both are dense arrays when
//! the board is small next to the number of moves expected, and hash maps
//! otherwise, so a game on a 10^9 × 10^9 board costs what its moves cost.
//!
//! Each kind of storage is a type of its own behind a trait, so the engine
//! can play a move on the concrete kinds its game uses, with everything
//! inlined, and through the enums anywhere else.

use rustc_hash::FxHashMap;

use crate::engine::{Cell, Direction};

mod lines;
mod packed;

pub(crate) use lines::{Lines, Wins};
pub(crate) use packed::Packed;

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

/// Which player (by index) holds each cell of a board.
pub(crate) trait Cells {
    /// The player on `cell`, if any.
    fn get(&self, cell: Cell) -> Option<usize>;

    /// Puts `player` on `cell`; false (and nothing changed) if it was taken.
    fn insert(&mut self, cell: Cell, player: usize) -> bool;

    /// Empties `cell`.
    fn remove(&mut self, cell: Cell);

    /// True if none of the (up to) eight cells around `cell` holds
    /// `player`, as far as a quick look tells: false says nothing.
    fn alone(&self, _cell: Cell, _player: usize) -> bool {
        false
    }

    /// For each of the four directions (in [`Direction::ALL`]'s order), how
    /// many cells in a row before and after `cell` hold `player`, on a board
    /// of `size` × `size`.
    fn runs_through(&self, size: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
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
}

/// A board of one of the three kinds.
#[derive(Clone, Debug)]
pub(crate) enum Board {
    /// For games won by walking the lines (k < n).
    Ringed(Ringed),
    /// For games won by counting whole lines (k = n), where the board is
    /// only asked who holds a cell, and a board an eighth of the size stays
    /// in cache.
    Packed(Packed),
    /// Only the occupied cells, for boards too large for the others.
    Sparse(Sparse),
}

impl Board {
    /// An empty `size` × `size` board for `players` players and about
    /// `moves` moves; `walks` says whether wins will be found by walking
    /// lines through the board.
    pub(crate) fn new(size: u64, players: usize, moves: usize, walks: bool) -> Board {
        let dense = match walks {
            true => Ringed::new(size, moves).map(Board::Ringed),
            false => Packed::new(size, players, moves).map(Board::Packed),
        };
        dense.unwrap_or_else(|| Board::Sparse(Sparse::default()))
    }
}

impl Cells for Board {
    fn get(&self, cell: Cell) -> Option<usize> {
        match self {
            Board::Ringed(board) => board.get(cell),
            Board::Packed(board) => board.get(cell),
            Board::Sparse(board) => board.get(cell),
        }
    }

    fn insert(&mut self, cell: Cell, player: usize) -> bool {
        match self {
            Board::Ringed(board) => board.insert(cell, player),
            Board::Packed(board) => board.insert(cell, player),
            Board::Sparse(board) => board.insert(cell, player),
        }
    }

    fn remove(&mut self, cell: Cell) {
        match self {
            Board::Ringed(board) => board.remove(cell),
            Board::Packed(board) => board.remove(cell),
            Board::Sparse(board) => board.remove(cell),
        }
    }

    fn alone(&self, cell: Cell, player: usize) -> bool {
        match self {
            Board::Ringed(board) => board.alone(cell, player),
            _ => false,
        }
    }

    fn runs_through(&self, size: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
        match self {
            Board::Ringed(board) => board.runs_through(size, cell, player),
            Board::Packed(board) => board.runs_through(size, cell, player),
            Board::Sparse(board) => board.runs_through(size, cell, player),
        }
    }
}

/// The value a board stores for `player`: its index plus one, so that 0 is
/// an empty cell.
fn stored(player: usize) -> u8 {
    u8::try_from(player + 1).expect("the engine allows fewer than 255 players")
}

/// A byte per cell, row-major, with a ring of empty cells around the board
/// so that a walk along a line stops at the edge without a bounds check.
#[derive(Clone, Debug)]
pub(crate) struct Ringed {
    /// n + 2: cell (r, c) is at `(r + 1) * width + c + 1`.
    width: u64,
    cells: Vec<u8>,
}

impl Ringed {
    fn new(size: u64, moves: usize) -> Option<Ringed> {
        let width = size.saturating_add(2);
        let len = dense_len(u128::from(width).pow(2), moves)?;
        Some(Ringed {
            width,
            cells: vec![0; len],
        })
    }

    #[inline(always)]
    fn slot(&self, cell: Cell) -> usize {
        ((cell.row + 1) * self.width + cell.col + 1) as usize
    }
}

impl Cells for Ringed {
    fn get(&self, cell: Cell) -> Option<usize> {
        let value = self.cells[self.slot(cell)];
        (value != 0).then(|| usize::from(value) - 1)
    }

    #[inline(always)]
    fn insert(&mut self, cell: Cell, player: usize) -> bool {
        let slot = self.slot(cell);
        let slot = &mut self.cells[slot];
        let empty = *slot == 0;
        if empty {
            *slot = stored(player);
        }
        empty
    }

    fn remove(&mut self, cell: Cell) {
        let slot = self.slot(cell);
        self.cells[slot] = 0;
    }

    #[inline(always)]
    fn alone(&self, cell: Cell, player: usize) -> bool {
        // The rows above and below, and this one, three cells each: the
        // ring keeps all of them in the array.
        let value = stored(player);
        let (at, width) = (self.slot(cell), self.width as usize);
        let row = |start: usize| self.cells.get(start..start + 3);
        let (Some(&[a, b, c]), Some(&[d, _, e]), Some(&[f, g, h])) =
            (row(at - width - 1), row(at - 1), row(at + width - 1))
        else {
            return false;
        };
        // Compared one by one: `contains` on a slice of bytes calls memchr.
        [a, b, c, d, e, f, g, h].iter().all(|&x| x != value)
    }

    #[inline(always)]
    fn runs_through(&self, _: u64, cell: Cell, player: usize) -> [(u64, u64); 4] {
        let value = stored(player);
        let at = self.slot(cell) as isize;
        // The empty ring ends every walk at the edge of the board.
        let walk = |stride: isize| {
            let (mut index, mut count) = (at + stride, 0);
            while self.cells[index as usize] == value {
                (index, count) = (index + stride, count + 1);
            }
            count
        };
        // The strides of Direction::ALL, written out: this runs once a move.
        let width = self.width as isize;
        let [a, b, c, d] = [1, width, width + 1, width - 1];
        [
            (walk(-a), walk(a)),
            (walk(-b), walk(b)),
            (walk(-c), walk(c)),
            (walk(-d), walk(d)),
        ]
    }
}

/// Only the occupied cells.
#[derive(Clone, Debug, Default)]
pub(crate) struct Sparse(FxHashMap<(u64, u64), u8>);

impl Cells for Sparse {
    fn get(&self, cell: Cell) -> Option<usize> {
        let value = *self.0.get(&(cell.row, cell.col))?;
        Some(usize::from(value) - 1)
    }

    #[inline(never)]
    fn insert(&mut self, cell: Cell, player: usize) -> bool {
        match self.0.entry((cell.row, cell.col)) {
            std::collections::hash_map::Entry::Occupied(_) => false,
            std::collections::hash_map::Entry::Vacant(slot) => {
                slot.insert(stored(player));
                true
            }
        }
    }

    fn remove(&mut self, cell: Cell) {
        self.0.remove(&(cell.row, cell.col));
    }
}

#[cfg(test)]
mod tests;
