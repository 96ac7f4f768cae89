//! Smaller versions of a case, for finding the smallest case on which a
//! solution still fails: fewer calls or moves, a smaller board, fewer
//! players, smaller coordinates, simpler marks. Each candidate is one
//! step smaller than the case in one way; a search keeps the first that
//! still fails and asks again (see `ttt-judge hunt`).
//!
//! ```
//! use ttt_judge::generate::shrink::candidates;
//! use ttt_judge::parse_case;
//!
//! let case = parse_case(br#"{"n": 4, "moves": [[0,0],[1,1],[0,1]]}"#, None).unwrap();
//! let smaller: Vec<_> = candidates(&case).iter().collect();
//! assert!(smaller.iter().all(|c| *c != case));
//! let shown: Vec<String> = smaller.iter().map(ttt_judge::case::write_case_string).collect();
//! assert!(shown.contains(&r#"{"n":4,"moves":[[0,0],[1,1]]}"#.to_string()));
//! assert!(shown.contains(&r#"{"n":3,"moves":[[0,0],[1,1],[0,1]]}"#.to_string()));
//! ```

use crate::case::{Call, Calls, Case, ClassicCase, FullLineCase, Move, Moves, MultiCase};

/// The marks a shrunk case is renamed to, in turn order.
const SIMPLE_MARKS: &[u8] = b"XOABCDEFGHIJKLMN";

/// One way to make a case smaller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trim {
    /// Drop `len` calls or moves from `start`.
    Drop { start: usize, len: usize },
    /// Move every call or move up and left together.
    Shift,
    /// A board of this size.
    Size(u64),
    /// Without the player at this index, and its calls.
    WithoutPlayer(usize),
    /// The call or move at `index` with this row.
    Row { index: usize, row: i64 },
    /// The call or move at `index` with this column.
    Col { index: usize, col: i64 },
    /// The marks renamed `X`, `O`, `A`, ….
    SimpleMarks,
}

/// Every case one step smaller than `case`, most of the way first: large
/// parts of the calls or moves dropped before single ones, then a smaller
/// board, fewer players, smaller coordinates and simpler marks. Each is
/// made only when it is asked for, so a case of many calls costs memory for
/// one candidate at a time.
pub fn candidates(case: &Case) -> Candidates<'_> {
    Candidates {
        case,
        steps: steps(case),
    }
}

/// The cases one step smaller than a case, made one at a time.
#[derive(Clone, Debug)]
pub struct Candidates<'a> {
    case: &'a Case,
    steps: Vec<Trim>,
}

impl Candidates<'_> {
    /// How many steps there are to try (some may not apply).
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// True when there is nothing to try.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The case after step `index`, unless that step does not apply or
    /// changes nothing.
    pub fn get(&self, index: usize) -> Option<Case> {
        let candidate = apply(self.case, *self.steps.get(index)?)?;
        (candidate != *self.case).then_some(candidate)
    }

    /// Every candidate, in order.
    pub fn iter(&self) -> impl Iterator<Item = Case> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

/// The steps worth trying on `case`, in order.
fn steps(case: &Case) -> Vec<Trim> {
    let (len, size, players) = match case {
        Case::Multi(c) => (c.calls.len(), Some(c.size), c.marks.len()),
        Case::FullLine(c) => (c.moves.len(), Some(c.size), 0),
        Case::Classic(c) => (c.moves.len(), None, 0),
    };
    let mut steps: Vec<Trim> = parts(len)
        .map(|(start, len)| Trim::Drop { start, len })
        .collect();
    if size.is_some() {
        steps.push(Trim::Shift);
    }
    steps.extend(size.into_iter().flat_map(smaller_sizes).map(Trim::Size));
    if players > 1 {
        steps.extend((0..players).rev().map(Trim::WithoutPlayer));
    }
    for (index, (row, col)) in coordinates(case).enumerate() {
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
    if matches!(case, Case::Multi(_)) {
        steps.push(Trim::SimpleMarks);
    }
    steps
}

/// The rows and columns of a case's calls or moves, in order.
fn coordinates(case: &Case) -> Box<dyn Iterator<Item = (i64, i64)> + '_> {
    match case {
        Case::Multi(c) => Box::new(c.calls.iter().map(|call| (call.row, call.col))),
        Case::FullLine(c) => Box::new(c.moves.iter().map(|mv| (mv.row, mv.col))),
        Case::Classic(c) => Box::new(c.moves.iter().map(|mv| (mv.row, mv.col))),
    }
}

/// `case` after `step`, if the step applies to it.
fn apply(case: &Case, step: Trim) -> Option<Case> {
    match case {
        Case::Multi(c) => apply_multi(c, step).map(Case::Multi),
        Case::FullLine(c) => {
            let moves = apply_moves(&c.moves, step)?.into();
            let players = match (&c.players, step) {
                (Some(players), Trim::Drop { start, len }) => Some(without(players, start, len)),
                (players, _) => players.clone(),
            };
            let size = match step {
                Trim::Size(size) => size,
                _ => c.size,
            };
            Some(Case::FullLine(FullLineCase {
                size,
                moves,
                players,
            }))
        }
        Case::Classic(c) => match step {
            Trim::Shift | Trim::Size(_) => None,
            step => Some(Case::Classic(ClassicCase {
                moves: apply_moves(&c.moves, step)?.into(),
            })),
        },
    }
}

fn apply_multi(c: &MultiCase, step: Trim) -> Option<MultiCase> {
    let calls = || c.calls.iter().collect::<Vec<Call>>();
    let with_calls = |calls: Vec<Call>| MultiCase {
        calls: calls.into_iter().collect(),
        ..c.clone()
    };
    Some(match step {
        Trim::Drop { start, len } => with_calls(without(&calls(), start, len)),
        Trim::Shift => with_calls(shifted(
            &calls(),
            |call| (call.row, call.col),
            |call, row, col| Call { row, col, ..*call },
        )?),
        Trim::Size(size) => MultiCase { size, ..c.clone() },
        Trim::WithoutPlayer(gone) => {
            let mut marks = c.marks.clone();
            let mark = marks.remove(gone);
            let calls: Calls = c.calls.iter().filter(|call| call.player != mark).collect();
            MultiCase {
                marks,
                calls,
                ..c.clone()
            }
        }
        Trim::Row { index, row } => {
            let mut calls = calls();
            calls.get_mut(index)?.row = row;
            with_calls(calls)
        }
        Trim::Col { index, col } => {
            let mut calls = calls();
            calls.get_mut(index)?.col = col;
            with_calls(calls)
        }
        Trim::SimpleMarks => simpler_marks(c, &calls())?,
    })
}

fn apply_moves(moves: &Moves, step: Trim) -> Option<Vec<Move>> {
    let mut moves: Vec<Move> = moves.iter().collect();
    match step {
        Trim::Drop { start, len } => return Some(without(&moves, start, len)),
        Trim::Shift => {
            return shifted(
                &moves,
                |mv| (mv.row, mv.col),
                |_, row, col| Move { row, col },
            );
        }
        Trim::Size(_) => {}
        Trim::Row { index, row } => moves.get_mut(index)?.row = row,
        Trim::Col { index, col } => moves.get_mut(index)?.col = col,
        Trim::WithoutPlayer(_) | Trim::SimpleMarks => return None,
    }
    Some(moves)
}

/// `items` without the `len` of them from `start`.
fn without<T: Clone>(items: &[T], start: usize, len: usize) -> Vec<T> {
    let mut kept = items[..start.min(items.len())].to_vec();
    kept.extend_from_slice(&items[(start + len).min(items.len())..]);
    kept
}

/// `items` moved up and left together until a row and a column reach 0,
/// if they are not there already and none is negative.
fn shifted<T>(
    items: &[T],
    at: impl Fn(&T) -> (i64, i64),
    to: impl Fn(&T, i64, i64) -> T,
) -> Option<Vec<T>> {
    let top = items.iter().map(|item| at(item).0).min()?;
    let left = items.iter().map(|item| at(item).1).min()?;
    if top < 0 || left < 0 || (top == 0 && left == 0) {
        return None;
    }
    Some(
        items
            .iter()
            .map(|item| {
                let (row, col) = at(item);
                to(item, row - top, col - left)
            })
            .collect(),
    )
}

/// The parts of a list of `len` items to drop, as (start, length): halves,
/// then quarters, and so on down to single items, each part in turn from
/// the end.
fn parts(len: usize) -> impl Iterator<Item = (usize, usize)> {
    std::iter::successors((len > 0).then_some(len), |&size| {
        (size > 1).then_some(size / 2)
    })
    .flat_map(move |size| {
        std::iter::successors(Some(len.saturating_sub(size)), move |&start| {
            (start > 0).then(|| start.saturating_sub(size))
        })
        .map(move |start| (start, size))
    })
}

/// Smaller boards worth trying: 1 to 3, then halves, then one less.
fn smaller_sizes(size: u64) -> Vec<u64> {
    let mut sizes: Vec<u64> = [1, 2, 3, size / 2, size - 1]
        .into_iter()
        .filter(|&s| s >= 1 && s < size)
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// Coordinates nearer 0 worth trying in place of `value`.
fn smaller_coordinates(value: i64) -> Vec<i64> {
    let mut values: Vec<i64> = match value {
        0 => vec![],
        v if v < 0 => vec![-1, v / 2, v + 1],
        v => vec![0, 1, v / 2, v - 1],
    };
    values.retain(|&v| v.unsigned_abs() < value.unsigned_abs());
    values.dedup();
    values
}

/// The case with its marks renamed `X`, `O`, `A`, `B`, … in turn order, if
/// that changes it (a call's mark that is no player's stays as it is,
/// unless it is one of the new names).
fn simpler_marks(case: &MultiCase, calls: &[Call]) -> Option<MultiCase> {
    let simple = SIMPLE_MARKS.get(..case.marks.len())?;
    if simple == case.marks.as_slice() {
        return None;
    }
    let rename = |mark: u8| match case.marks.iter().position(|&m| m == mark) {
        Some(i) => Some(simple[i]),
        None => (!simple.contains(&mark)).then_some(mark),
    };
    let calls: Option<Calls> = calls
        .iter()
        .map(|call| {
            Some(Call {
                player: rename(call.player)?,
                ..*call
            })
        })
        .collect();
    Some(MultiCase {
        marks: simple.to_vec(),
        calls: calls?,
        ..case.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_dropped_largest_first_and_from_the_end() {
        let four: Vec<(usize, usize)> = parts(4).collect();
        assert_eq!(
            four,
            [(0, 4), (2, 2), (0, 2), (3, 1), (2, 1), (1, 1), (0, 1)]
        );
        let odd: Vec<(usize, usize)> = parts(3).collect();
        assert_eq!(odd, [(0, 3), (2, 1), (1, 1), (0, 1)]);
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
    fn marks_are_renamed_in_turn_order() {
        let calls = [
            Call {
                player: b'a',
                row: 0,
                col: 0,
            },
            Call {
                player: b'?',
                row: 1,
                col: 1,
            },
            Call {
                player: b'b',
                row: 2,
                col: 2,
            },
        ];
        let case = MultiCase {
            size: 3,
            marks: b"ab".to_vec(),
            win_length: 3,
            win_length_given: false,
            calls: calls.iter().copied().collect(),
        };
        let simpler = simpler_marks(&case, &calls).expect("renamed");
        assert_eq!(simpler.marks, b"XO");
        let players: Vec<u8> = simpler.calls.iter().map(|c| c.player).collect();
        assert_eq!(players, b"X?O");
        assert_eq!(
            simpler_marks(&simpler, &simpler.calls.iter().collect::<Vec<_>>()),
            None
        );
    }
}
