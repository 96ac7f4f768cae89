//! The steps on a list of calls or moves that every variant shares:
//! dropping some, swapping two, moving them onto a smaller board.

use crate::case::{Call, Move};
use crate::engine::Coord;

/// A call or a move: something played at a row and a column.
pub(super) trait Item: Copy {
    /// Where it is played.
    fn at(&self) -> (Coord, Coord);
    /// The same, played at `(row, col)`.
    fn moved(&self, row: Coord, col: Coord) -> Self;
}

impl Item for Call {
    fn at(&self) -> (Coord, Coord) {
        (self.row, self.col)
    }
    fn moved(&self, row: Coord, col: Coord) -> Call {
        Call { row, col, ..*self }
    }
}

impl Item for Move {
    fn at(&self) -> (Coord, Coord) {
        (self.row, self.col)
    }
    fn moved(&self, row: Coord, col: Coord) -> Move {
        Move { row, col }
    }
}

/// How the calls or moves go onto a smaller board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fit {
    /// As they are, wherever they fall.
    Keep,
    /// Those outside it dropped.
    Inside,
    /// Moved up and left together first, then those outside dropped.
    Shifted,
    /// Their rows and columns closed up first (the rows used numbered
    /// 0, 1, … in order, and the columns), then those outside dropped.
    Closed,
}

/// `items`, on a board of `size` before, put on one of `to` as `fit` says.
pub(super) fn fitted<T: Item>(items: &[T], size: u64, to: u64, fit: Fit) -> Option<Vec<T>> {
    let moved = match fit {
        Fit::Keep => return Some(items.to_vec()),
        Fit::Inside => items.to_vec(),
        Fit::Shifted => shifted(items, size)?,
        Fit::Closed => closed(items, size)?,
    };
    Some(moved.into_iter().filter(|i| on(i.at(), to)).collect())
}

/// True when `(row, col)` is on a board of `size`.
fn on((row, col): (Coord, Coord), size: u64) -> bool {
    let inside = |v: Coord| u64::try_from(v).is_ok_and(|v| v < size);
    inside(row) && inside(col)
}

/// `items` without the `len` of them from `start`.
pub(super) fn without<T: Clone>(items: &[T], start: usize, len: usize) -> Vec<T> {
    let mut kept = items[..start.min(items.len())].to_vec();
    kept.extend_from_slice(&items[(start + len).min(items.len())..]);
    kept
}

/// `items` without the two at `first` and `second`.
pub(super) fn without_two<T: Clone>(items: &[T], first: usize, second: usize) -> Vec<T> {
    let gone = |i: &usize| *i == first || *i == second;
    (0..items.len())
        .filter(|i| !gone(i))
        .map(|i| items[i].clone())
        .collect()
}

/// `items` with the two at `first` and `second` swapped.
pub(super) fn swapped<T: Clone>(items: &[T], first: usize, second: usize) -> Option<Vec<T>> {
    let mut items = items.to_vec();
    (first < items.len() && second < items.len()).then(|| {
        items.swap(first, second);
        items
    })
}

/// `items` with the one at `index` played at `(row, col)`.
pub(super) fn replaced<T: Item>(
    items: &[T],
    index: usize,
    row: Coord,
    col: Coord,
) -> Option<Vec<T>> {
    let mut items = items.to_vec();
    let item = items.get_mut(index)?;
    *item = item.moved(row, col);
    Some(items)
}

/// `items` moved up and left together until the top row and the leftmost
/// column of those on a board of `size` are 0, if they are not already.
pub(super) fn shifted<T: Item>(items: &[T], size: u64) -> Option<Vec<T>> {
    let on_board = || items.iter().map(Item::at).filter(|&at| on(at, size));
    let top = on_board().map(|(row, _)| row).min()?;
    let left = on_board().map(|(_, col)| col).min()?;
    if top == 0 && left == 0 {
        return None;
    }
    let moved = |item: &T| {
        let (row, col) = item.at();
        item.moved(row.checked_sub(top)?, col.checked_sub(left)?)
            .into()
    };
    items.iter().map(moved).collect()
}

/// `items` with the rows of those on a board of `size` numbered 0, 1, …
/// in order, and their columns, if that moves any; those off the board
/// stay where they are.
pub(super) fn closed<T: Item>(items: &[T], size: u64) -> Option<Vec<T>> {
    let used = |pick: fn((Coord, Coord)) -> Coord| {
        let mut values: Vec<Coord> = items
            .iter()
            .map(Item::at)
            .filter(|&at| on(at, size))
            .map(pick)
            .collect();
        values.sort_unstable();
        values.dedup();
        values
    };
    let (rows, cols) = (used(|(row, _)| row), used(|(_, col)| col));
    let rank = |values: &[Coord], v: Coord| values.binary_search(&v).map(|i| i as Coord);
    let moved: Vec<T> = items
        .iter()
        .map(|item| match item.at() {
            at @ (row, col) if on(at, size) => item.moved(
                rank(&rows, row).expect("a row used"),
                rank(&cols, col).expect("a column used"),
            ),
            _ => *item,
        })
        .collect();
    let changed = moved.iter().zip(items).any(|(a, b)| a.at() != b.at());
    changed.then_some(moved)
}

/// The parts of a list of `len` items to drop, as (start, length): the
/// whole list, then halves, quarters and so on down to single items (each
/// length the list's divided by 2, 4, 8, … and rounded up, as delta
/// debugging cuts it), each part in turn from the end.
pub(super) fn parts(len: usize) -> impl Iterator<Item = (usize, usize)> {
    let mut sizes: Vec<usize> = std::iter::successors((len > 0).then_some(1usize), |&parts| {
        (parts < len).then_some(parts * 2)
    })
    .map(|parts| len.div_ceil(parts))
    .collect();
    sizes.dedup();
    sizes.into_iter().flat_map(move |size| {
        std::iter::successors(Some(len.saturating_sub(size)), move |&start| {
            (start > 0).then(|| start.saturating_sub(size))
        })
        .map(move |start| (start, size))
    })
}

/// Smaller boards worth trying, the smallest first: 1 to 6 and 8, then a
/// quarter, half, three quarters of the size, and one less.
pub(super) fn smaller_sizes(size: u64) -> Vec<u64> {
    let mut sizes: Vec<u64> = [
        1,
        2,
        3,
        4,
        5,
        6,
        8,
        size / 4,
        size / 2,
        size / 4 * 3,
        size - 1,
    ]
    .into_iter()
    .filter(|&s| s >= 1 && s < size)
    .collect();
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// Coordinates nearer 0 worth trying in place of `value`.
pub(super) fn smaller_coordinates(value: Coord) -> Vec<Coord> {
    let mut values: Vec<Coord> = match value {
        0 => vec![],
        v if v < 0 => vec![-1, v / 2, v + 1],
        v => vec![0, 1, v / 2, v - 1],
    };
    values.retain(|&v| v.unsigned_abs() < value.unsigned_abs());
    values.dedup();
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(at: &[(Coord, Coord)]) -> Vec<Move> {
        at.iter().map(|&(row, col)| Move { row, col }).collect()
    }

    #[test]
    fn parts_are_dropped_largest_first_and_from_the_end() {
        let four: Vec<(usize, usize)> = parts(4).collect();
        assert_eq!(
            four,
            [(0, 4), (2, 2), (0, 2), (3, 1), (2, 1), (1, 1), (0, 1)]
        );
        // Seven moves are cut in 4 and 3, then 2s, then single moves: a
        // pair is dropped before a single move.
        let seven: Vec<usize> = parts(7).map(|(_, len)| len).collect();
        assert_eq!(seven[..4], [7, 4, 4, 2]);
        assert!(parts(7).any(|part| part == (3, 2)));
        assert_eq!(parts(7).filter(|&(_, len)| len == 1).count(), 7);
        let odd: Vec<(usize, usize)> = parts(3).collect();
        assert_eq!(odd, [(0, 3), (1, 2), (0, 2), (2, 1), (1, 1), (0, 1)]);
        assert_eq!(parts(0).count(), 0);
    }

    #[test]
    fn coordinates_move_towards_zero() {
        assert_eq!(smaller_coordinates(0), Vec::<i64>::new());
        assert_eq!(smaller_coordinates(1), vec![0]);
        assert_eq!(smaller_coordinates(10), vec![0, 1, 5, 9]);
        assert_eq!(smaller_coordinates(-10), vec![-1, -5, -9]);
        assert_eq!(smaller_coordinates(i64::MIN).len(), 3);
    }

    #[test]
    fn the_smallest_boards_are_tried_first() {
        assert_eq!(smaller_sizes(8), [1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(
            smaller_sizes(1000),
            [1, 2, 3, 4, 5, 6, 8, 250, 500, 750, 999]
        );
        assert!(smaller_sizes(1).is_empty());
    }

    #[test]
    fn moves_go_onto_a_smaller_board_four_ways() {
        let played = moves(&[(5, 6), (7, 6), (0, 0), (6, 9)]);
        let kept = fitted(&played, 10, 3, Fit::Keep).expect("kept");
        assert_eq!(kept, played);
        let inside = fitted(&played, 10, 3, Fit::Inside).expect("inside");
        assert_eq!(inside, moves(&[(0, 0)]));
        // Moved up by 0 and left by 0: nothing to shift.
        assert_eq!(fitted(&played, 10, 3, Fit::Shifted), None);
        let far = moves(&[(5, 6), (7, 6), (6, 9)]);
        let shifted = fitted(&far, 10, 3, Fit::Shifted).expect("shifted");
        assert_eq!(shifted, moves(&[(0, 0), (2, 0)]));
        let closed = fitted(&played, 10, 3, Fit::Closed).expect("closed");
        assert_eq!(closed, moves(&[(1, 1), (0, 0), (2, 2)]));
    }

    #[test]
    fn pairs_and_swaps_keep_the_rest_in_order() {
        let played = moves(&[(0, 0), (0, 1), (0, 2), (1, 0)]);
        assert_eq!(without_two(&played, 1, 2), moves(&[(0, 0), (1, 0)]));
        assert_eq!(
            swapped(&played, 0, 2),
            Some(moves(&[(0, 2), (0, 1), (0, 0), (1, 0)]))
        );
        assert_eq!(swapped(&played, 0, 9), None);
        assert_eq!(
            replaced(&played, 3, 2, 2),
            Some(moves(&[(0, 0), (0, 1), (0, 2), (2, 2)]))
        );
    }
}
