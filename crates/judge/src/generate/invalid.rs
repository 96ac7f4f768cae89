//! Inputs that break a statement on purpose, one constraint each: an
//! input validator's self-test (`gen --mode invalid`, a package's
//! `data/invalid_input/`). Each is a line of text, not a [`Case`]
//! (crate::Case): some break a constraint that reading a case enforces
//! (marks that repeat, lists of unequal length), so they are no case.
//!
//! ```
//! use ttt_judge::Variant;
//! use ttt_judge::generate::invalid;
//! use ttt_judge::parse_case;
//! use ttt_judge::validate::{Constraint, validate};
//!
//! for broken in invalid(Variant::Classic) {
//!     let case = parse_case(broken.text.as_bytes(), Some(Variant::Classic))?;
//!     assert_eq!(validate(&case).broken, [broken.constraint]);
//! }
//! # Ok::<(), ttt_judge::case::JsonError>(())
//! ```

use std::fmt::Write;

use crate::validate::Constraint;
use crate::variant::{Variant, fullline, multi};

/// An input that breaks one constraint and keeps every other, written as
/// `write_case` writes a case (where it is one), so that it breaks no
/// rule of a test file's layout either.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The constraint it breaks.
    pub constraint: Constraint,
    /// The input, one line in the named form, without its newline.
    pub text: String,
}

/// For each constraint of `variant`'s statement, in the statement's
/// order, the inputs that break it and only it: each side of a range
/// broken in turn.
pub fn invalid(variant: Variant) -> Vec<Broken> {
    Constraint::of(variant)
        .iter()
        .flat_map(|&constraint| {
            inputs(variant, constraint)
                .into_iter()
                .map(move |text| Broken { constraint, text })
        })
        .collect()
}

/// The inputs of `variant` that break `constraint` alone.
fn inputs(variant: Variant, constraint: Constraint) -> Vec<String> {
    use Constraint::*;
    match variant {
        Variant::Multi => {
            let (n_lo, n_hi) = multi::N;
            let (lo, hi) = multi::COORD;
            match constraint {
                Size => vec![multi_case(n_lo - 1, 2, &[]), multi_case(n_hi + 1, 2, &[])],
                WinLength => vec![format!(
                    r#"{{"n":3,"playerMarks":["X","O"],"k":4,"players":[],"rows":[],"cols":[]}}"#
                )],
                MarkCount => vec![
                    multi_case(3, multi::PLAYERS.0 - 1, &[]),
                    multi_case(3, multi::PLAYERS.1 + 1, &[]),
                ],
                MarkForm => vec![
                    marks_case(r#""X","\u0007""#),
                    marks_case(r#""X","OO""#),
                    marks_case(r#""X","""#),
                ],
                MarksDistinct => vec![marks_case(r#""X","X""#)],
                CallCount => {
                    let calls: Vec<_> = (0..=multi::CALLS.1).map(|i| (i % 2, 0, 0)).collect();
                    vec![multi_case(3, 2, &calls)]
                }
                CallLengths => vec![
                    r#"{"n":3,"playerMarks":["X","O"],"players":["X"],"rows":[0],"cols":[]}"#
                        .into(),
                ],
                CallMark => vec![
                    r#"{"n":3,"playerMarks":["X","O"],"players":["Z"],"rows":[0],"cols":[0]}"#
                        .into(),
                ],
                Coordinate => vec![
                    multi_case(3, 2, &[(0, lo - 1, 0)]),
                    multi_case(3, 2, &[(0, 0, hi + 1)]),
                ],
                _ => Vec::new(),
            }
        }
        Variant::FullLine => {
            let (n_lo, n_hi) = fullline::N;
            match constraint {
                Size => vec![
                    format!(r#"{{"n":{},"moves":[[0,0]]}}"#, n_lo - 1),
                    format!(r#"{{"n":{},"moves":[[0,0]]}}"#, n_hi + 1),
                ],
                Alternation => vec![r#"{"n":3,"moves":[[0,0]],"players":[1]}"#.into()],
                MoveCount => vec![r#"{"n":3,"moves":[]}"#.into(), too_many_moves()],
                OnBoard => vec![
                    r#"{"n":3,"moves":[[3,0]]}"#.into(),
                    r#"{"n":3,"moves":[[0,-1]]}"#.into(),
                ],
                CellOnce => vec![r#"{"n":3,"moves":[[0,0],[0,0]]}"#.into()],
                AfterWin => vec![r#"{"n":2,"moves":[[0,0],[1,1],[0,1],[1,0]]}"#.into()],
                _ => Vec::new(),
            }
        }
        Variant::Classic => match constraint {
            MoveCount => vec![r#"{"moves":[]}"#.into()],
            OnBoard => vec![
                r#"{"moves":[[3,0]]}"#.into(),
                r#"{"moves":[[0,-1]]}"#.into(),
            ],
            CellOnce => vec![r#"{"moves":[[1,1],[1,1]]}"#.into()],
            AfterWin => vec![r#"{"moves":[[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]}"#.into()],
            _ => Vec::new(),
        },
    }
}

/// A `multi` case on an `n`×`n` board with `marks` marks (`A`, `B`, …),
/// and calls `(player, row, col)`, the player an index among the marks.
fn multi_case(n: u64, marks: usize, calls: &[(usize, i64, i64)]) -> String {
    let mark = |i: usize| char::from(b'A' + i as u8);
    let list = |items: Vec<String>| items.join(",");
    let marks_text = list((0..marks).map(|i| format!("\"{}\"", mark(i))).collect());
    let players = list(calls.iter().map(|c| format!("\"{}\"", mark(c.0))).collect());
    let rows = list(calls.iter().map(|c| c.1.to_string()).collect());
    let cols = list(calls.iter().map(|c| c.2.to_string()).collect());
    let mut text = String::new();
    let _ = write!(
        text,
        r#"{{"n":{n},"playerMarks":[{marks_text}],"players":[{players}],"rows":[{rows}],"cols":[{cols}]}}"#
    );
    text
}

/// A `multi` case with the marks `marks` (as JSON, without the brackets)
/// and no call.
fn marks_case(marks: &str) -> String {
    format!(r#"{{"n":3,"playerMarks":[{marks}],"players":[],"rows":[],"cols":[]}}"#)
}

/// A `fullline` case on the largest board with one move more than the
/// statement allows, on distinct cells and with no line ever full: every
/// row holds at most 111 moves, column `c` lacks row `c`, and both
/// diagonals lack cells.
fn too_many_moves() -> String {
    let n = fullline::N.1;
    let count = fullline::MOVES.1 + 1;
    let cells = (0..n)
        .flat_map(|row| (0..111).map(move |col| (row, col)))
        .filter(|(row, col)| row != col)
        .take(count);
    let moves: Vec<String> = cells.map(|(r, c)| format!("[{r},{c}]")).collect();
    format!(r#"{{"n":{n},"moves":[{}]}}"#, moves.join(","))
}
