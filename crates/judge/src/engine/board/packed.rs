//! A dense board of a few bits per cell: as many as the largest stored value
//! needs, rounded up to a power of two so that a cell never straddles two
//! words. Two players take 2 bits a cell, so a 1000 × 1000 board is 250 KB
//! instead of a megabyte.

use super::{Cells, dense_len, stored};
use crate::engine::Cell;

/// Cells packed `1 << log_bits` bits each into 64-bit words, row-major.
#[derive(Clone, Debug)]
pub(crate) struct Packed {
    size: u64,
    /// log2 of the bits a cell takes.
    log_bits: u32,
    /// log2 of the cells a word holds.
    log_per_word: u32,
    /// The bits of a cell, at the bottom of a word.
    mask: u64,
    words: Vec<u64>,
}

impl Packed {
    /// An empty `size` × `size` board for `players` players, if its bytes
    /// are within `budget`.
    pub(crate) fn new(size: u64, players: usize, budget: u128) -> Option<Packed> {
        let bits = Packed::bits(players);
        let words = dense_len(Packed::bytes(size, players), budget)? / 8;
        let log_bits = bits.trailing_zeros();
        Some(Packed {
            size,
            log_bits,
            log_per_word: 6 - log_bits,
            mask: (1 << bits) - 1,
            words: vec![0; words],
        })
    }

    /// The bits a cell takes: stored values run from 0 (empty) to `players`.
    fn bits(players: usize) -> u32 {
        (usize::BITS - players.leading_zeros()).next_power_of_two()
    }

    /// The bytes of a board of `size` × `size` for `players` players.
    pub(crate) fn bytes(size: u64, players: usize) -> u128 {
        let per_word = u128::from(64 / Packed::bits(players));
        u128::from(size).pow(2).div_ceil(per_word) * 8
    }

    /// The word that holds `cell`, and the shift of its bits in that word.
    #[inline(always)]
    fn locate(&self, cell: Cell) -> (usize, u32) {
        let index = cell.row * self.size + cell.col;
        let word = (index >> self.log_per_word) as usize;
        let shift = ((index & ((1 << self.log_per_word) - 1)) as u32) << self.log_bits;
        (word, shift)
    }
}

impl Cells for Packed {
    fn get(&self, cell: Cell) -> Option<usize> {
        let (word, shift) = self.locate(cell);
        let value = (self.words[word] >> shift) & self.mask;
        (value != 0).then(|| value as usize - 1)
    }

    #[inline(always)]
    fn insert(&mut self, cell: Cell, player: usize) -> bool {
        let (index, shift) = self.locate(cell);
        let mask = self.mask;
        let word = &mut self.words[index];
        let empty = (*word >> shift) & mask == 0;
        if empty {
            *word |= u64::from(stored(player)) << shift;
        }
        empty
    }

    fn remove(&mut self, cell: Cell) {
        let (index, shift) = self.locate(cell);
        self.words[index] &= !(self.mask << shift);
    }

    fn for_each(&self, mut each: impl FnMut(Cell, usize)) {
        let (per_word, bits) = (1u64 << self.log_per_word, 1u64 << self.log_bits);
        for (w, &word) in self.words.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let slot = u64::from(rest.trailing_zeros()) / bits;
                let value = (word >> (slot * bits)) & self.mask;
                rest &= !(self.mask << (slot * bits));
                let index = w as u64 * per_word + slot;
                let cell = Cell {
                    row: index / self.size,
                    col: index % self.size,
                };
                each(cell, value as usize - 1);
            }
        }
    }
}
