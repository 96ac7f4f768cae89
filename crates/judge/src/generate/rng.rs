//! A small pseudo-random generator written out here, SplitMix64, so that a
//! seed gives the same cases on every platform and with every version of
//! every dependency: generated test data must be reproducible from its
//! seed alone.

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state stepped by a
/// fixed odd constant and mixed on output.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The generator for case `index` of a run with seed `seed`: each case
    /// has its own stream, so cases differ and each can be made alone.
    pub fn for_case(seed: u64, index: u64) -> Rng {
        let mut outer = Rng::new(seed);
        let base = outer.next_u64();
        Rng::new(base ^ mix(index.wrapping_add(0x632B_E59B_D9B4_E019)))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.state)
    }

    /// A number in `0..bound` (`bound` > 0), without modulo bias worth
    /// speaking of: the high bits of a 128-bit product.
    pub fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }

    /// An index into a slice of length `len` (> 0).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub(crate) fn between(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent` / 100.
    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_fixed() {
        // The reference SplitMix64 outputs for seed 1234567.
        let mut rng = Rng::new(1234567);
        assert_eq!(rng.next_u64(), 6457827717110365317);
        assert_eq!(rng.next_u64(), 3203168211198807973);
    }

    #[test]
    fn cases_get_different_streams() {
        let a = Rng::for_case(7, 0).next_u64();
        let b = Rng::for_case(7, 1).next_u64();
        let c = Rng::for_case(8, 0).next_u64();
        assert!(a != b && a != c && b != c);
    }

    #[test]
    fn below_stays_below() {
        let mut rng = Rng::new(1);
        assert!((0..1000).all(|_| rng.below(7) < 7));
    }
}
