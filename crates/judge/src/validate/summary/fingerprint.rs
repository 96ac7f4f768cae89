//! Telling a repeated case: a digest of a case's values, whichever form
//! (named or positional, compact or pretty) it was written in.

use std::hash::{DefaultHasher, Hash, Hasher};

use rustc_hash::FxHasher;

use crate::case::{Case, Moves};

/// A 128-bit digest of a case's values, whichever form it was written in:
/// two independent 64-bit hashes, so a false "duplicate" is out of reach.
pub(super) fn fingerprint(case: &Case) -> u128 {
    let mut a = DefaultHasher::new();
    let mut b = FxHasher::default();
    feed(case, &mut a);
    feed(case, &mut b);
    (u128::from(a.finish()) << 64) | u128::from(b.finish())
}

fn feed(case: &Case, h: &mut impl Hasher) {
    case.variant().index().hash(h);
    match case {
        Case::Multi(c) => {
            (c.size, &c.marks, c.win_length, c.calls.len()).hash(h);
            for call in &c.calls {
                (call.player, call.row, call.col).hash(h);
            }
        }
        Case::FullLine(c) => {
            (c.size, &c.players).hash(h);
            feed_moves(&c.moves, h);
        }
        Case::Classic(c) => feed_moves(&c.moves, h),
    }
}

fn feed_moves(moves: &Moves, h: &mut impl Hasher) {
    moves.len().hash(h);
    for m in moves {
        (m.row, m.col).hash(h);
    }
}
