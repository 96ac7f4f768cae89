//! Storage behind the engine: which player holds each cell ([`Board`]),
//! and how a new mark is seen to win ([`Lines`]). A board is a dense array
//! when it is small next to the moves played and a hash table otherwise, so
//! a game on a 10^9 × 10^9 board costs what its moves cost.
//!
//! A board is sized by the moves accepted, not the calls made: a game whose
//! dense board would be large starts sparse and becomes dense only once
//! enough moves were accepted to pay for it ([`Board::grow_at`]).
//!
//! Each kind of storage is a type of its own behind a trait, so the engine
//! can play a move on the concrete kinds its game uses, with everything
//! inlined, and through the enums anywhere else.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};

use crate::engine::{Cell, Direction};

mod lines;
mod packed;

pub(crate) use lines::{Lines, Wins};
pub(crate) use packed::Packed;

/// Boards up to this many bytes are always dense.
const DENSE_BYTES_MIN: u128 = 1 << 16;
/// A dense board may take this many bytes per move accepted (a sparse
/// board takes more than this per move).
const DENSE_BYTES_PER_MOVE: u128 = 16;
/// A dense board larger than this is made only once the moves accepted pay
/// for it, not on a guess of how many will be.
const DENSE_BYTES_EAGER_MAX: u128 = 64 << 20;

/// How many bytes a dense array may take from the start in a game
/// expecting about `moves` moves.
fn eager_budget(moves: usize) -> u128 {
    DENSE_BYTES_MIN.max((DENSE_BYTES_PER_MOVE * moves as u128).min(DENSE_BYTES_EAGER_MAX))
}

/// The length of a dense array of `bytes` bytes, if it is within `budget`.
fn dense_len(bytes: u128, budget: u128) -> Option<usize> {
    (bytes <= budget)
        .then(|| usize::try_from(bytes).ok())
        .flatten()
}

/// How many accepted moves pay for a dense array of `bytes` bytes.
fn moves_paying_for(bytes: u128) -> u64 {
    u64::try_from(bytes.div_ceil(DENSE_BYTES_PER_MOVE)).unwrap_or(u64::MAX)
}

/// Which player (by index) holds each cell of a board.
pub(crate) trait Cells {
    /// The player on `cell`, if any.
    fn get(&self, cell: Cell) -> Option<usize>;

    /// Puts `player` on `cell`; false (and nothing changed) if it was taken.
    fn insert(&mut self, cell: Cell, player: usize) -> bool;

    /// Empties `cell`.
    fn remove(&mut self, cell: Cell);

    /// Calls `each` with every occupied cell and its player.
    fn for_each(&self, each: impl FnMut(Cell, usize));

    /// True if none of the (up to) eight cells around `cell` holds
    /// `player`, as far as a quick look tells: false says nothing.
    fn alone(&self, _cell: Cell, _player: usize) -> bool {
        false
    }

    /// For each of the four directions (in [`Direction::ALL`]'s order), how
    /// many cells in a row before and after `cell` hold `player`, on a board
    /// of `size` × `size`, counting no further than `cap` on each side: a
    /// count of `cap` means `cap` or more.
    fn runs_through(&self, size: u64, cell: Cell, player: usize, cap: u64) -> [(u64, u64); 4] {
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
            while count < cap && holds(r, c) {
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
        let budget = eager_budget(moves);
        let dense = match walks {
            true => Ringed::new(size, budget).map(Board::Ringed),
            false => Packed::new(size, players, budget).map(Board::Packed),
        };
        dense.unwrap_or_else(|| Board::Sparse(Sparse::new(size, players)))
    }

    /// For a sparse board, the number of accepted moves at which the dense
    /// board of the same game costs no more than they do; `u64::MAX` for a
    /// dense board, or one that would never be.
    pub(crate) fn grow_at(&self, size: u64, players: usize, walks: bool) -> u64 {
        match self {
            Board::Sparse(_) => moves_paying_for(match walks {
                true => Ringed::bytes(size),
                false => Packed::bytes(size, players),
            }),
            _ => u64::MAX,
        }
    }

    /// Makes room for `moves` marks on a sparse board (a dense one has
    /// room for all its cells).
    pub(crate) fn reserve(&mut self, moves: usize) {
        match self {
            Board::Sparse(Sparse::Narrow(table)) => table.reserve(moves, rehash),
            Board::Sparse(Sparse::Wide(map)) => map.reserve(moves),
            _ => {}
        }
    }

    /// The dense board holding the same marks as this one, which the moves
    /// accepted now pay for (see [`Board::grow_at`]).
    pub(crate) fn grown(&self, size: u64, players: usize, walks: bool) -> Board {
        let mut dense = match walks {
            true => Ringed::new(size, u128::MAX).map(Board::Ringed),
            false => Packed::new(size, players, u128::MAX).map(Board::Packed),
        }
        .expect("the moves played pay for a dense board");
        self.for_each(|cell, player| {
            dense.insert(cell, player);
        });
        dense
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

    fn for_each(&self, each: impl FnMut(Cell, usize)) {
        match self {
            Board::Ringed(board) => board.for_each(each),
            Board::Packed(board) => board.for_each(each),
            Board::Sparse(board) => board.for_each(each),
        }
    }

    fn alone(&self, cell: Cell, player: usize) -> bool {
        match self {
            Board::Ringed(board) => board.alone(cell, player),
            _ => false,
        }
    }

    fn runs_through(&self, size: u64, cell: Cell, player: usize, cap: u64) -> [(u64, u64); 4] {
        match self {
            Board::Ringed(board) => board.runs_through(size, cell, player, cap),
            Board::Packed(board) => board.runs_through(size, cell, player, cap),
            Board::Sparse(board) => board.runs_through(size, cell, player, cap),
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
    /// An empty board, if its bytes are within `budget`.
    fn new(size: u64, budget: u128) -> Option<Ringed> {
        let width = size.saturating_add(2);
        let len = dense_len(Ringed::bytes(size), budget)?;
        Some(Ringed {
            width,
            cells: vec![0; len],
        })
    }

    /// The bytes of a board of `size` × `size`.
    fn bytes(size: u64) -> u128 {
        (u128::from(size) + 2).pow(2)
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

    fn for_each(&self, mut each: impl FnMut(Cell, usize)) {
        for (slot, &value) in self.cells.iter().enumerate() {
            if value != 0 {
                let (row, col) = (slot as u64 / self.width, slot as u64 % self.width);
                let cell = Cell {
                    row: row - 1,
                    col: col - 1,
                };
                each(cell, usize::from(value) - 1);
            }
        }
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
    fn runs_through(&self, _: u64, cell: Cell, player: usize, cap: u64) -> [(u64, u64); 4] {
        let value = stored(player);
        let at = self.slot(cell) as isize;
        // The empty ring ends every walk at the edge of the board.
        #[inline(always)]
        fn walk_from(cells: &[u8], at: isize, stride: isize, value: u8, cap: u64) -> u64 {
            let (mut index, mut count) = (at + stride, 0);
            while count < cap && cells[index as usize] == value {
                (index, count) = (index + stride, count + 1);
            }
            count
        }
        let cells = &self.cells;
        // The strides of Direction::ALL, written out: this runs once a move.
        let width = self.width as isize;
        let [a, b, c, d] = [1, width, width + 1, width - 1];
        [
            (
                walk_from(cells, at, -a, value, cap),
                walk_from(cells, at, a, value, cap),
            ),
            (
                walk_from(cells, at, -b, value, cap),
                walk_from(cells, at, b, value, cap),
            ),
            (
                walk_from(cells, at, -c, value, cap),
                walk_from(cells, at, c, value, cap),
            ),
            (
                walk_from(cells, at, -d, value, cap),
                walk_from(cells, at, d, value, cap),
            ),
        ]
    }
}

/// Only the occupied cells: on a board of at most 2^30 × 2^30 (every
/// board the statements allow) with at most 16 players, one 64-bit word a
/// cell, its player beside its coordinates; on any other, a map from the
/// pair of coordinates to the player.
#[derive(Clone, Debug)]
pub(crate) enum Sparse {
    /// `player << 60 | row << 30 | col`, found by the low 60 bits.
    Narrow(HashTable<u64>),
    /// Any other board.
    Wide(FxHashMap<(u64, u64), u8>),
}

/// The bits of a narrow word that name the cell.
const CELL_BITS: u64 = (1 << 60) - 1;

impl Sparse {
    /// An empty sparse board of `size` × `size` for `players` players.
    pub(crate) fn new(size: u64, players: usize) -> Sparse {
        match size <= 1 << 30 && players <= 16 {
            true => Sparse::Narrow(HashTable::new()),
            false => Sparse::Wide(FxHashMap::default()),
        }
    }
}

/// The word of `cell` on a narrow board, without its player, and its hash.
#[inline(always)]
fn narrow(cell: Cell) -> (u64, u64) {
    let key = cell.row << 30 | cell.col;
    (key, FxBuildHasher.hash_one(key))
}

/// The hash of a narrow board's word.
fn rehash(word: &u64) -> u64 {
    FxBuildHasher.hash_one(word & CELL_BITS)
}

impl Cells for Sparse {
    fn get(&self, cell: Cell) -> Option<usize> {
        match self {
            Sparse::Narrow(table) => {
                let (key, hash) = narrow(cell);
                let word = table.find(hash, |w| w & CELL_BITS == key)?;
                Some((word >> 60) as usize)
            }
            Sparse::Wide(map) => Some(usize::from(*map.get(&(cell.row, cell.col))?) - 1),
        }
    }

    #[inline(never)]
    fn insert(&mut self, cell: Cell, player: usize) -> bool {
        use std::collections::hash_map;
        match self {
            Sparse::Narrow(table) => {
                let (key, hash) = narrow(cell);
                match table.entry(hash, |w| w & CELL_BITS == key, rehash) {
                    hashbrown::hash_table::Entry::Occupied(_) => false,
                    hashbrown::hash_table::Entry::Vacant(slot) => {
                        slot.insert((player as u64) << 60 | key);
                        true
                    }
                }
            }
            Sparse::Wide(map) => match map.entry((cell.row, cell.col)) {
                hash_map::Entry::Occupied(_) => false,
                hash_map::Entry::Vacant(slot) => {
                    slot.insert(stored(player));
                    true
                }
            },
        }
    }

    fn remove(&mut self, cell: Cell) {
        match self {
            Sparse::Narrow(table) => {
                let (key, hash) = narrow(cell);
                if let Ok(word) = table.find_entry(hash, |w| w & CELL_BITS == key) {
                    word.remove();
                }
            }
            Sparse::Wide(map) => {
                map.remove(&(cell.row, cell.col));
            }
        }
    }

    fn for_each(&self, mut each: impl FnMut(Cell, usize)) {
        match self {
            Sparse::Narrow(table) => table.iter().for_each(|&word| {
                let cell = Cell {
                    row: (word & CELL_BITS) >> 30,
                    col: word & ((1 << 30) - 1),
                };
                each(cell, (word >> 60) as usize)
            }),
            Sparse::Wide(map) => map
                .iter()
                .for_each(|(&(row, col), &value)| each(Cell { row, col }, usize::from(value) - 1)),
        }
    }
}

#[cfg(test)]
mod tests;
