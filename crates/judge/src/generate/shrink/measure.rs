//! How big a case is, for shrinking: the order every candidate must go
//! down in, so that a search that keeps smaller cases ends.

use std::cmp::Ordering;

use super::marks::SIMPLE_MARKS;
use crate::case::Case;

/// How big a case is, compared field by field in this order: fewer calls
/// or moves first, then a smaller board, fewer players, coordinates
/// nearer 0 in all, and simpler marks. Two cases of one measure are told
/// apart by their coordinates in order (see [`smaller`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Measure {
    /// The calls (`multi`) or moves.
    pub moves: usize,
    /// The board's side.
    pub size: u64,
    /// The players (`multi`; two otherwise).
    pub players: usize,
    /// The sum of every call's or move's distance from row 0 and column 0.
    pub distance: u128,
    /// True when the marks are not `X`, `O`, `A`, `B`, … in turn order.
    pub fancy_marks: bool,
}

/// `case`'s measure.
pub fn measure(case: &Case) -> Measure {
    let distance = coordinates(case)
        .map(|(row, col)| u128::from(row) + u128::from(col))
        .sum();
    let (moves, size, players, fancy_marks) = match case {
        Case::Multi(c) => (
            c.calls.len(),
            c.size,
            c.marks.len(),
            SIMPLE_MARKS.get(..c.marks.len()) != Some(c.marks.as_slice()),
        ),
        Case::FullLine(c) => (c.moves.len(), c.size, 2, false),
        Case::Classic(c) => (c.moves.len(), crate::variant::classic::SIZE, 2, false),
    };
    Measure {
        moves,
        size,
        players,
        distance,
        fancy_marks,
    }
}

/// True when `case` is smaller than `than`: a smaller [`Measure`], or the
/// same measure and coordinates that come first, call by call (so that of
/// two orders of the same moves the one nearer the corner first is
/// smaller).
pub fn smaller(case: &Case, than: &Case) -> bool {
    match measure(case).cmp(&measure(than)) {
        Ordering::Less => true,
        Ordering::Greater => false,
        Ordering::Equal => coordinates(case).lt(coordinates(than)),
    }
}

/// The distance of each call or move from row 0 and from column 0, in
/// order.
fn coordinates(case: &Case) -> Box<dyn Iterator<Item = (u64, u64)> + '_> {
    match case {
        Case::Multi(c) => Box::new(
            c.calls
                .iter()
                .map(|call| (call.row.unsigned_abs(), call.col.unsigned_abs())),
        ),
        Case::FullLine(c) => Box::new(
            c.moves
                .iter()
                .map(|mv| (mv.row.unsigned_abs(), mv.col.unsigned_abs())),
        ),
        Case::Classic(c) => Box::new(
            c.moves
                .iter()
                .map(|mv| (mv.row.unsigned_abs(), mv.col.unsigned_abs())),
        ),
    }
}
