//! The steps that make a case smaller, in the order they are tried, and
//! what each does to a case of each variant.

use super::lists::{
    Fit, Item, fitted, parts, replaced, shifted, smaller_coordinates, smaller_sizes, swapped,
    without, without_two,
};
use super::marks::simpler_marks;
use crate::case::{Call, Case, ClassicCase, FullLineCase, Move, MultiCase};
use crate::engine::Coord;
use crate::variant::classic;

/// Up to this many calls or moves, every pair of two players' is a step;
/// beyond it, only pairs side by side.
const EVERY_PAIR: usize = 40;

/// Up to this many calls or moves, every swap of two of one player's is a
/// step.
const EVERY_SWAP: usize = 12;

/// On a board up to this size with up to this many calls or moves, each
/// may move to any cell; beyond it, its row and column move on their own.
const EVERY_CELL: (u64, usize) = (8, 64);

/// One way to make a case smaller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Trim {
    /// Drop `len` calls or moves from `start`.
    Drop { start: usize, len: usize },
    /// Drop the two at `first` and `second`, of two players.
    DropPair { first: usize, second: usize },
    /// A board of this size, the calls or moves put on it as `fit` says.
    Size { size: u64, fit: Fit },
    /// Move every call or move up and left together.
    Shift,
    /// Without the player at this index, and its calls.
    WithoutPlayer(usize),
    /// Swap the two at `first` and `second`, of one player.
    Swap { first: usize, second: usize },
    /// The call or move at `index` played at `(row, col)`.
    Cell {
        index: usize,
        row: Coord,
        col: Coord,
    },
    /// The call or move at `index` with this row.
    Row { index: usize, row: Coord },
    /// The call or move at `index` with this column.
    Col { index: usize, col: Coord },
    /// The marks renamed `X`, `O`, `A`, ….
    SimpleMarks,
}

/// What the steps of a case are made from.
struct Shape {
    /// Where each call or move is played.
    at: Vec<(Coord, Coord)>,
    /// Who plays each: a mark, or 0 and 1 for two players who alternate.
    owners: Vec<u8>,
    /// The board's side; `None` for classic's fixed board.
    size: Option<u64>,
    /// The players (`multi`), or 0.
    players: usize,
}

impl Shape {
    fn of(case: &Case) -> Shape {
        let alternate = |len: usize| (0..len).map(|i| (i % 2) as u8).collect();
        match case {
            Case::Multi(c) => Shape {
                at: c.calls.iter().map(|call| call.at()).collect(),
                owners: c.calls.iter().map(|call| call.player).collect(),
                size: Some(c.size),
                players: c.marks.len(),
            },
            Case::FullLine(c) => Shape {
                at: c.moves.iter().map(|mv| mv.at()).collect(),
                owners: c
                    .players
                    .clone()
                    .unwrap_or_else(|| alternate(c.moves.len())),
                size: Some(c.size),
                players: 0,
            },
            Case::Classic(c) => Shape {
                at: c.moves.iter().map(|mv| mv.at()).collect(),
                owners: alternate(c.moves.len()),
                size: None,
                players: 0,
            },
        }
    }
}

/// The steps worth trying on `case`, in order.
pub(super) fn steps(case: &Case) -> Vec<Trim> {
    let shape = Shape::of(case);
    let len = shape.at.len();
    let mut steps: Vec<Trim> = parts(len)
        .map(|(start, len)| Trim::Drop { start, len })
        .collect();
    steps.extend(pairs(&shape.owners));
    let fits = [Fit::Keep, Fit::Inside, Fit::Shifted, Fit::Closed];
    for size in shape.size.into_iter().flat_map(smaller_sizes) {
        steps.extend(fits.map(|fit| Trim::Size { size, fit }));
    }
    steps.push(Trim::Shift);
    if shape.players > 1 {
        steps.extend((0..shape.players).rev().map(Trim::WithoutPlayer));
    }
    if len <= EVERY_SWAP {
        steps.extend(same_owner(&shape.owners).map(|(first, second)| Trim::Swap { first, second }));
    }
    let size = shape.size.unwrap_or(classic::SIZE);
    if size <= EVERY_CELL.0 && len <= EVERY_CELL.1 {
        steps.extend(cells(len, size));
    }
    steps.extend(coordinates(&shape.at));
    if matches!(case, Case::Multi(_)) {
        steps.push(Trim::SimpleMarks);
    }
    steps
}

/// Pairs of calls or moves of two players, to drop together.
fn pairs(owners: &[u8]) -> impl Iterator<Item = Trim> + '_ {
    let len = owners.len();
    let every = len <= EVERY_PAIR;
    (0..len)
        .flat_map(move |first| {
            let last = match every {
                true => len,
                false => (first + 2).min(len),
            };
            (first + 1..last).map(move |second| (first, second))
        })
        .filter(|&(first, second)| owners[first] != owners[second])
        .map(|(first, second)| Trim::DropPair { first, second })
}

/// Pairs of calls or moves of one player, to swap.
fn same_owner(owners: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let len = owners.len();
    (0..len)
        .flat_map(move |first| (first + 1..len).map(move |second| (first, second)))
        .filter(|&(first, second)| owners[first] == owners[second])
}

/// Each call or move on each cell of a board of `size`.
fn cells(len: usize, size: u64) -> impl Iterator<Item = Trim> {
    let side = Coord::try_from(size).expect("a small board");
    (0..len).flat_map(move |index| {
        (0..side * side).map(move |cell| Trim::Cell {
            index,
            row: cell / side,
            col: cell % side,
        })
    })
}

/// Each row and column nearer 0.
fn coordinates(at: &[(Coord, Coord)]) -> Vec<Trim> {
    let mut steps = Vec::new();
    for (index, &(row, col)) in at.iter().enumerate() {
        steps.extend(
            smaller_coordinates(row)
                .into_iter()
                .map(|row| Trim::Row { index, row }),
        );
        steps.extend(
            smaller_coordinates(col)
                .into_iter()
                .map(|col| Trim::Col { index, col }),
        );
    }
    steps
}

/// `case` after `step`, if the step applies to it.
pub(super) fn apply(case: &Case, step: Trim) -> Option<Case> {
    match case {
        Case::Multi(c) => apply_multi(c, step).map(Case::Multi),
        Case::FullLine(c) => apply_full_line(c, step).map(Case::FullLine),
        Case::Classic(c) => {
            let moves: Vec<Move> = c.moves.iter().collect();
            let moves = reshaped(&moves, classic::SIZE, step)?;
            Some(Case::Classic(ClassicCase {
                moves: moves.into(),
            }))
        }
    }
}

fn apply_multi(c: &MultiCase, step: Trim) -> Option<MultiCase> {
    let calls: Vec<Call> = c.calls.iter().collect();
    Some(match step {
        Trim::WithoutPlayer(gone) => {
            let mut marks = c.marks.clone();
            let mark = marks.remove(gone);
            MultiCase {
                marks,
                calls: calls
                    .into_iter()
                    .filter(|call| call.player != mark)
                    .collect(),
                ..c.clone()
            }
        }
        Trim::SimpleMarks => simpler_marks(c, &calls)?,
        step => MultiCase {
            size: new_size(c.size, step),
            calls: reshaped(&calls, c.size, step)?.into_iter().collect(),
            ..c.clone()
        },
    })
}

/// A move and, when the case names them, its player.
#[derive(Clone, Copy)]
struct Owned {
    mv: Move,
    player: Option<u8>,
}

impl Item for Owned {
    fn at(&self) -> (Coord, Coord) {
        self.mv.at()
    }
    fn moved(&self, row: Coord, col: Coord) -> Owned {
        Owned {
            mv: Move { row, col },
            ..*self
        }
    }
}

fn apply_full_line(c: &FullLineCase, step: Trim) -> Option<FullLineCase> {
    let players = c.players.as_deref();
    let owned: Vec<Owned> = (c.moves.iter().enumerate())
        .map(|(i, mv)| Owned {
            mv,
            player: players.and_then(|p| p.get(i).copied()),
        })
        .collect();
    let owned = reshaped(&owned, c.size, step)?;
    Some(FullLineCase {
        size: new_size(c.size, step),
        moves: owned.iter().map(|o| o.mv).collect(),
        players: players.map(|_| owned.iter().filter_map(|o| o.player).collect()),
    })
}

/// The board's size after `step`.
fn new_size(size: u64, step: Trim) -> u64 {
    match step {
        Trim::Size { size, .. } => size,
        _ => size,
    }
}

/// `items`, on a board of `size`, after `step`, when it is a step on the
/// list alone.
fn reshaped<T: Item>(items: &[T], size: u64, step: Trim) -> Option<Vec<T>> {
    match step {
        Trim::Drop { start, len } => Some(without(items, start, len)),
        Trim::DropPair { first, second } => Some(without_two(items, first, second)),
        Trim::Size { size: to, fit } => fitted(items, size, to, fit),
        Trim::Shift => shifted(items, size),
        Trim::Swap { first, second } => swapped(items, first, second),
        Trim::Cell { index, row, col } => replaced(items, index, row, col),
        Trim::Row { index, row } => replaced(items, index, row, items.get(index)?.at().1),
        Trim::Col { index, col } => replaced(items, index, items.get(index)?.at().0, col),
        Trim::WithoutPlayer(_) | Trim::SimpleMarks => None,
    }
}
