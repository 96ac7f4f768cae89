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
//! let smaller = candidates(&case);
//! assert!(smaller.iter().all(|c| *c != case));
//! let shown: Vec<String> = smaller.iter().map(ttt_judge::generate::write_case_string).collect();
//! assert!(shown.contains(&r#"{"n":4,"moves":[[0,0],[1,1]]}"#.to_string()));
//! assert!(shown.contains(&r#"{"n":3,"moves":[[0,0],[1,1],[0,1]]}"#.to_string()));
//! ```

use crate::case::{Call, Calls, Case, ClassicCase, FullLineCase, Move, MultiCase};

/// The marks a shrunk case is renamed to, in turn order.
const SIMPLE_MARKS: &[u8] = b"XOABCDEFGHIJKLMN";

/// Every case one step smaller than `case`, most of the way first: large
/// parts of the calls or moves dropped before single ones, then a smaller
/// board, fewer players, smaller coordinates and simpler marks.
pub fn candidates(case: &Case) -> Vec<Case> {
    let mut out = Vec::new();
    match case {
        Case::Multi(c) => {
            let calls: Vec<Call> = c.calls.iter().collect();
            for kept in without_parts(&calls) {
                out.push(Case::Multi(MultiCase {
                    calls: kept.into_iter().collect(),
                    ..c.clone()
                }));
            }
            if let Some(shifted) = shifted(
                &calls,
                |call| (call.row, call.col),
                |call, row, col| Call { row, col, ..*call },
            ) {
                out.push(Case::Multi(MultiCase {
                    calls: shifted.into_iter().collect(),
                    ..c.clone()
                }));
            }
            for size in smaller_sizes(c.size) {
                out.push(Case::Multi(MultiCase { size, ..c.clone() }));
            }
            if c.marks.len() > 1 {
                for gone in (0..c.marks.len()).rev() {
                    let mut marks = c.marks.clone();
                    let mark = marks.remove(gone);
                    let calls: Calls = calls
                        .iter()
                        .copied()
                        .filter(|call| call.player != mark)
                        .collect();
                    out.push(Case::Multi(MultiCase {
                        marks,
                        calls,
                        ..c.clone()
                    }));
                }
            }
            for (i, call) in calls.iter().enumerate() {
                for row in smaller_coordinates(call.row) {
                    out.push(Case::Multi(with_call(c, &calls, i, Call { row, ..*call })));
                }
                for col in smaller_coordinates(call.col) {
                    out.push(Case::Multi(with_call(c, &calls, i, Call { col, ..*call })));
                }
            }
            if let Some(simpler) = simpler_marks(c, &calls) {
                out.push(Case::Multi(simpler));
            }
        }
        Case::FullLine(c) => {
            let indexed: Vec<(Move, Option<u8>)> = c
                .moves
                .iter()
                .enumerate()
                .map(|(i, mv)| (*mv, c.players.as_ref().map(|p| p[i])))
                .collect();
            let rebuilt = |kept: Vec<(Move, Option<u8>)>| {
                let players = c
                    .players
                    .as_ref()
                    .map(|_| kept.iter().filter_map(|(_, p)| *p).collect());
                Case::FullLine(FullLineCase {
                    size: c.size,
                    moves: kept.into_iter().map(|(mv, _)| mv).collect(),
                    players,
                })
            };
            out.extend(without_parts(&indexed).into_iter().map(rebuilt));
            if let Some(moves) = shifted(
                &c.moves,
                |mv| (mv.row, mv.col),
                |_, row, col| Move { row, col },
            ) {
                out.push(Case::FullLine(FullLineCase { moves, ..c.clone() }));
            }
            for size in smaller_sizes(c.size) {
                out.push(Case::FullLine(FullLineCase { size, ..c.clone() }));
            }
            for (i, mv) in c.moves.iter().enumerate() {
                for moved in smaller_moves(*mv) {
                    let mut moves = c.moves.clone();
                    moves[i] = moved;
                    out.push(Case::FullLine(FullLineCase { moves, ..c.clone() }));
                }
            }
        }
        Case::Classic(c) => {
            for moves in without_parts(&c.moves) {
                out.push(Case::Classic(ClassicCase { moves }));
            }
            for (i, mv) in c.moves.iter().enumerate() {
                for moved in smaller_moves(*mv) {
                    let mut moves = c.moves.clone();
                    moves[i] = moved;
                    out.push(Case::Classic(ClassicCase { moves }));
                }
            }
        }
    }
    out.retain(|candidate| candidate != case);
    out
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

/// `items` with parts dropped: halves, then quarters, and so on down to
/// single items, each part in turn from the end.
fn without_parts<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    let mut size = items.len();
    while size > 0 {
        let mut start = items.len().saturating_sub(size);
        loop {
            let mut kept = items[..start].to_vec();
            kept.extend_from_slice(&items[(start + size).min(items.len())..]);
            out.push(kept);
            if start == 0 {
                break;
            }
            start = start.saturating_sub(size);
        }
        size /= 2;
    }
    out
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

fn smaller_moves(mv: Move) -> Vec<Move> {
    let rows = smaller_coordinates(mv.row)
        .into_iter()
        .map(|row| Move { row, ..mv });
    let cols = smaller_coordinates(mv.col)
        .into_iter()
        .map(|col| Move { col, ..mv });
    rows.chain(cols).collect()
}

fn with_call(case: &MultiCase, calls: &[Call], index: usize, call: Call) -> MultiCase {
    let mut calls = calls.to_vec();
    calls[index] = call;
    MultiCase {
        calls: calls.into_iter().collect(),
        ..case.clone()
    }
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
        let parts = without_parts(&[1, 2, 3, 4]);
        assert_eq!(parts[0], Vec::<i32>::new());
        assert_eq!(parts[1..3], [vec![1, 2], vec![3, 4]]);
        assert!(parts.contains(&vec![1, 2, 3]));
        assert!(parts.contains(&vec![2, 3, 4]));
        assert!(parts.iter().all(|p| p.len() < 4));
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
