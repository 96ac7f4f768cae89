//! A `multi` case's calls, kept compact: a byte for each call's mark, and
//! the rows and the columns each in 32 bits while every one fits (64 bits
//! otherwise), so a case in memory takes about what its text does.

use super::Call;
use crate::engine::{Coord, Mark};

/// The calls of a `multi` case, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Calls {
    players: Vec<Mark>,
    rows: Coords,
    cols: Coords,
}

impl Calls {
    /// No calls, with room for `capacity`.
    pub fn with_capacity(capacity: usize) -> Calls {
        Calls {
            players: Vec::with_capacity(capacity),
            rows: Coords::with_capacity(capacity),
            cols: Coords::with_capacity(capacity),
        }
    }

    /// The calls made of one list per parameter, of equal lengths.
    pub(crate) fn from_parts(players: Vec<Mark>, rows: Coords, cols: Coords) -> Calls {
        debug_assert!(players.len() == rows.len() && rows.len() == cols.len());
        Calls {
            players,
            rows,
            cols,
        }
    }

    /// How many calls there are.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// The call at `index`.
    pub fn get(&self, index: usize) -> Option<Call> {
        Some(Call {
            player: *self.players.get(index)?,
            row: self.rows.get(index)?,
            col: self.cols.get(index)?,
        })
    }

    /// The calls in order.
    pub fn iter(&self) -> CallsIter<'_> {
        CallsIter {
            players: self.players.iter(),
            rows: self.rows.iter(),
            cols: self.cols.iter(),
        }
    }

    /// The marks, rows and columns as lists, when every coordinate fits in
    /// 32 bits.
    pub(crate) fn narrow(&self) -> Option<(&[Mark], &[i32], &[i32])> {
        match (&self.rows, &self.cols) {
            (Coords::Narrow(rows), Coords::Narrow(cols)) => Some((&self.players, rows, cols)),
            _ => None,
        }
    }

    /// Adds a call at the end.
    pub fn push(&mut self, call: Call) {
        self.players.push(call.player);
        self.rows.push(call.row);
        self.cols.push(call.col);
    }

    /// Takes the last call off.
    pub fn pop(&mut self) -> Option<Call> {
        let call = self.get(self.len().checked_sub(1)?)?;
        self.players.pop();
        self.rows.truncate(self.players.len());
        self.cols.truncate(self.players.len());
        Some(call)
    }
}

impl FromIterator<Call> for Calls {
    fn from_iter<I: IntoIterator<Item = Call>>(calls: I) -> Calls {
        let mut all = Calls::default();
        calls.into_iter().for_each(|call| all.push(call));
        all
    }
}

impl<'a> IntoIterator for &'a Calls {
    type Item = Call;
    type IntoIter = CallsIter<'a>;

    fn into_iter(self) -> CallsIter<'a> {
        self.iter()
    }
}

/// The calls of a [`Calls`], in order.
#[derive(Clone)]
pub struct CallsIter<'a> {
    players: std::slice::Iter<'a, Mark>,
    rows: CoordsIter<'a>,
    cols: CoordsIter<'a>,
}

impl Iterator for CallsIter<'_> {
    type Item = Call;

    #[inline(always)]
    fn next(&mut self) -> Option<Call> {
        Some(Call {
            player: *self.players.next()?,
            row: self.rows.next()?,
            col: self.cols.next()?,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.players.size_hint()
    }
}

impl ExactSizeIterator for CallsIter<'_> {}

/// A list of coordinates: 32 bits each while every one fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Coords {
    Narrow(Vec<i32>),
    Wide(Vec<i64>),
}

impl Default for Coords {
    fn default() -> Coords {
        Coords::Narrow(Vec::new())
    }
}

impl Coords {
    /// No coordinates, with room for `capacity` narrow ones.
    pub(crate) fn with_capacity(capacity: usize) -> Coords {
        Coords::Narrow(Vec::with_capacity(capacity))
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Coords::Narrow(all) => all.len(),
            Coords::Wide(all) => all.len(),
        }
    }

    /// Makes room for `additional` more values.
    pub(crate) fn reserve(&mut self, additional: usize) {
        match self {
            Coords::Narrow(all) => all.reserve(additional),
            Coords::Wide(all) => all.reserve(additional),
        }
    }

    #[inline(always)]
    pub(crate) fn push(&mut self, value: Coord) {
        match self {
            Coords::Narrow(all) => match i32::try_from(value) {
                Ok(narrow) => all.push(narrow),
                Err(_) => self.widen(value),
            },
            Coords::Wide(all) => all.push(value),
        }
    }

    /// Goes over to 64 bits for a value that needs them.
    #[cold]
    #[inline(never)]
    fn widen(&mut self, value: Coord) {
        if let Coords::Narrow(all) = self {
            let mut wide: Vec<i64> = Vec::with_capacity(all.capacity().max(all.len() + 1));
            wide.extend(all.iter().map(|&v| i64::from(v)));
            *self = Coords::Wide(wide);
        }
        if let Coords::Wide(all) = self {
            all.push(value);
        }
    }

    pub(crate) fn get(&self, index: usize) -> Option<Coord> {
        match self {
            Coords::Narrow(all) => all.get(index).map(|&v| i64::from(v)),
            Coords::Wide(all) => all.get(index).copied(),
        }
    }

    fn truncate(&mut self, len: usize) {
        match self {
            Coords::Narrow(all) => all.truncate(len),
            Coords::Wide(all) => all.truncate(len),
        }
    }

    pub(crate) fn iter(&self) -> CoordsIter<'_> {
        match self {
            Coords::Narrow(all) => CoordsIter::Narrow(all.iter()),
            Coords::Wide(all) => CoordsIter::Wide(all.iter()),
        }
    }
}

/// The coordinates of a list, as 64-bit values.
#[derive(Clone)]
pub(crate) enum CoordsIter<'a> {
    Narrow(std::slice::Iter<'a, i32>),
    Wide(std::slice::Iter<'a, i64>),
}

impl Iterator for CoordsIter<'_> {
    type Item = Coord;

    #[inline(always)]
    fn next(&mut self) -> Option<Coord> {
        match self {
            CoordsIter::Narrow(all) => all.next().map(|&v| i64::from(v)),
            CoordsIter::Wide(all) => all.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            CoordsIter::Narrow(all) => all.size_hint(),
            CoordsIter::Wide(all) => all.size_hint(),
        }
    }
}

impl ExactSizeIterator for CoordsIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_stay_narrow_until_one_needs_64_bits_and_read_back_alike() {
        let values = [0, -1, i64::from(i32::MAX), i64::from(i32::MIN), 7];
        let mut calls = Calls::default();
        for (i, &v) in values.iter().enumerate() {
            calls.push(Call {
                player: b'X',
                row: v,
                col: i as i64,
            });
        }
        assert!(matches!(calls.rows, Coords::Narrow(_)));
        calls.push(Call {
            player: b'O',
            row: 1 << 40,
            col: i64::MIN,
        });
        assert!(matches!(calls.rows, Coords::Wide(_)));
        assert!(matches!(calls.cols, Coords::Wide(_)));
        let rows: Vec<i64> = calls.iter().map(|c| c.row).collect();
        assert_eq!(
            rows,
            [0, -1, i64::from(i32::MAX), i64::from(i32::MIN), 7, 1 << 40]
        );
        assert_eq!(
            calls.get(5),
            Some(Call {
                player: b'O',
                row: 1 << 40,
                col: i64::MIN
            })
        );
        assert_eq!(calls.pop().map(|c| c.col), Some(i64::MIN));
        assert_eq!(calls.len(), 5);
        assert_eq!(calls.get(5), None);
        assert_eq!((&calls).into_iter().count(), 5);
    }
}
