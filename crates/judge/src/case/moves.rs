//! A `fullline` or `classic` case's moves, kept compact: the rows and the
//! columns each in 32 bits while every one fits (64 bits otherwise), as a
//! `multi` case's calls are (see `calls`).

use super::{Coords, CoordsIter, Move};

/// The moves of a two-player case, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moves {
    rows: Coords,
    cols: Coords,
}

impl Moves {
    /// No moves, with room for `capacity`.
    pub fn with_capacity(capacity: usize) -> Moves {
        Moves {
            rows: Coords::with_capacity(capacity),
            cols: Coords::with_capacity(capacity),
        }
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The move at `index`.
    pub fn get(&self, index: usize) -> Option<Move> {
        Some(Move {
            row: self.rows.get(index)?,
            col: self.cols.get(index)?,
        })
    }

    /// The moves in order.
    pub fn iter(&self) -> MovesIter<'_> {
        MovesIter {
            rows: self.rows.iter(),
            cols: self.cols.iter(),
        }
    }

    /// Adds a move at the end.
    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        self.rows.push(mv.row);
        self.cols.push(mv.col);
    }

    /// Makes room for `additional` more moves.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.rows.reserve(additional);
        self.cols.reserve(additional);
    }

    /// The rows and columns as lists, when every coordinate fits in 32 bits.
    pub(crate) fn narrow(&self) -> Option<(&[i32], &[i32])> {
        match (&self.rows, &self.cols) {
            (Coords::Narrow(rows), Coords::Narrow(cols)) => Some((rows, cols)),
            _ => None,
        }
    }
}

impl FromIterator<Move> for Moves {
    fn from_iter<I: IntoIterator<Item = Move>>(moves: I) -> Moves {
        let mut all = Moves::default();
        moves.into_iter().for_each(|mv| all.push(mv));
        all
    }
}

impl From<Vec<Move>> for Moves {
    fn from(moves: Vec<Move>) -> Moves {
        moves.into_iter().collect()
    }
}

impl<'a> IntoIterator for &'a Moves {
    type Item = Move;
    type IntoIter = MovesIter<'a>;

    fn into_iter(self) -> MovesIter<'a> {
        self.iter()
    }
}

/// The moves of a [`Moves`], in order.
#[derive(Clone)]
pub struct MovesIter<'a> {
    rows: CoordsIter<'a>,
    cols: CoordsIter<'a>,
}

impl Iterator for MovesIter<'_> {
    type Item = Move;

    #[inline(always)]
    fn next(&mut self) -> Option<Move> {
        Some(Move {
            row: self.rows.next()?,
            col: self.cols.next()?,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.rows.size_hint()
    }
}

impl ExactSizeIterator for MovesIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_back_alike_narrow_or_wide() {
        let narrow: Moves = [(0, 1), (-5, i64::from(i32::MAX))]
            .map(|(row, col)| Move { row, col })
            .into_iter()
            .collect();
        assert!(narrow.narrow().is_some());
        let mut wide = narrow.clone();
        wide.push(Move {
            row: 1 << 40,
            col: 0,
        });
        assert!(wide.narrow().is_none());
        let back: Vec<(i64, i64)> = wide.iter().map(|m| (m.row, m.col)).collect();
        assert_eq!(back, [(0, 1), (-5, i64::from(i32::MAX)), (1 << 40, 0)]);
        assert_eq!(
            wide.get(2),
            Some(Move {
                row: 1 << 40,
                col: 0
            })
        );
        assert_eq!(wide.get(3), None);
        assert_eq!(wide.len(), 3);
    }
}
