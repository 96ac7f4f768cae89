//! Validation: does a case obey every constraint its problem statement
//! states? Each problem is a sentence naming the place, the value and the
//! rule (`rows[17] = 1000000001 is outside [-10^9, 10^9]`).
//!
//! The limits on values (n, K, M, coordinates) are checked here; the rules
//! of play (a cell used twice, a move after the win, a move off the board)
//! come from replaying the moves on the engine, so each rule lives in one
//! place. Some constraints are already enforced when a case is read (marks
//! are distinct printable characters, the lists of a `multi` case have equal
//! lengths, values are integers): a case that breaks one of them is not a
//! [`Case`] at all, and never reaches [`validate`].
//!
//! ```
//! use ttt_judge::parse_case;
//! use ttt_judge::validate::validate;
//!
//! let case = parse_case(br#"{"n": 3, "moves": [[0,0],[1,1],[0,0]]}"#, None)?;
//! let problems = validate(&case);
//! assert_eq!(problems.shown, ["moves[2] = [0,0] uses a cell already taken by moves[0]"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod summary;

pub use summary::{Bound, Span, Summary, VariantSummary};

use crate::case::json::write_array;
use crate::case::{Case, ClassicCase, FullLineCase, Moves, MultiCase};
use crate::engine::Rejection;
use crate::judge::{explain_bad_move, write_mark};
use crate::replay::Replay;

/// The seeds' limits, as `validate` enforces them and `gen` respects them.
pub mod limits {
    /// `multi`: 3 ≤ n ≤ 200.
    pub const MULTI_N: (u64, u64) = (3, 200);
    /// `multi`: 2 ≤ K ≤ 16.
    pub const MULTI_PLAYERS: (usize, usize) = (2, 16);
    /// `multi`: 0 ≤ M ≤ 40 000.
    pub const MULTI_CALLS: (usize, usize) = (0, 40_000);
    /// `multi`: every row and column in [-10^9, 10^9].
    pub const MULTI_COORD: (i64, i64) = (-1_000_000_000, 1_000_000_000);
    /// `multi`: the winning length the statement fixes.
    pub const MULTI_WIN_LENGTH: u64 = 3;
    /// `fullline`: 1 ≤ n ≤ 1000.
    pub const FULLLINE_N: (u64, u64) = (1, 1000);
    /// `fullline`: 1 ≤ number of moves ≤ min(n², 100 000).
    pub const FULLLINE_MOVES: (usize, usize) = (1, 100_000);
    /// `classic`: 1 to 9 moves.
    pub const CLASSIC_MOVES: (usize, usize) = (1, 9);

    /// The most moves a `fullline` case on an n×n board may hold.
    pub fn fullline_max_moves(n: u64) -> usize {
        let cells = u128::from(n).pow(2);
        usize::try_from(cells).map_or(FULLLINE_MOVES.1, |c| c.min(FULLLINE_MOVES.1))
    }
}

/// The most problems listed for one case; the rest are only counted.
pub const MAX_SHOWN: usize = 20;

/// The problems of one case.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems {
    /// The first [`MAX_SHOWN`] problems, in the order of the case's fields.
    pub shown: Vec<String>,
    /// How many problems there are in all.
    pub total: usize,
}

impl Problems {
    /// True when the case obeys every constraint.
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    fn push(&mut self, problem: impl FnOnce() -> String) {
        if self.shown.len() < MAX_SHOWN {
            self.shown.push(problem());
        }
        self.total += 1;
    }
}

/// Checks a case against every constraint of its statement.
pub fn validate(case: &Case) -> Problems {
    let mut problems = Problems::default();
    match case {
        Case::Multi(c) => check_multi(c, &mut problems),
        Case::FullLine(c) => check_full_line(c, case, &mut problems),
        Case::Classic(c) => check_classic(c, case, &mut problems),
    }
    problems
}

fn check_multi(case: &MultiCase, problems: &mut Problems) {
    let (lo, hi) = limits::MULTI_N;
    if !(lo..=hi).contains(&case.size) {
        problems.push(|| format!("n = {} is outside [{lo}, {hi}]", case.size));
    }
    let win = limits::MULTI_WIN_LENGTH;
    if case.win_length != win {
        problems.push(|| {
            format!(
                "k = {} is not {win}: statement 000 fixes the win length at three (\"k\" is an extension the judge supports)",
                case.win_length
            )
        });
    }
    let (lo, hi) = limits::MULTI_PLAYERS;
    let k = case.marks.len();
    if !(lo..=hi).contains(&k) {
        problems.push(|| format!("playerMarks has K = {k} marks, outside [{lo}, {hi}]"));
    }
    let (_, hi) = limits::MULTI_CALLS;
    let m = case.calls.len();
    if m > hi {
        problems.push(|| {
            format!("players, rows and cols have {m} entries (M = {m} is more than {hi})")
        });
    }
    for (i, call) in case.calls.iter().enumerate() {
        if !case.marks.contains(&call.player) {
            problems.push(|| {
                format!(
                    "players[{i}] = {} is not one of playerMarks {}",
                    quoted(call.player),
                    marks_list(&case.marks)
                )
            });
        }
        check_coord(problems, "rows", i, call.row);
        check_coord(problems, "cols", i, call.col);
    }
}

fn check_coord(problems: &mut Problems, name: &str, i: usize, value: i64) {
    let (lo, hi) = limits::MULTI_COORD;
    if !(lo..=hi).contains(&value) {
        problems.push(|| format!("{name}[{i}] = {value} is outside [-10^9, 10^9]"));
    }
}

fn check_full_line(case: &FullLineCase, whole: &Case, problems: &mut Problems) {
    let (lo, hi) = limits::FULLLINE_N;
    if !(lo..=hi).contains(&case.size) {
        problems.push(|| format!("n = {} is outside [{lo}, {hi}]", case.size));
    }
    if case.players.is_some() {
        problems.push(|| {
            "players names the player of each move (LeetCode 348's move(row, col, player)), \
             an extension the judge supports: statement 001 has the players alternate"
                .to_string()
        });
    }
    let most = limits::fullline_max_moves(case.size);
    let count = case.moves.len();
    if !(limits::FULLLINE_MOVES.0..=most).contains(&count) {
        problems.push(|| {
            format!("moves has {count} moves, outside [1, min(n², 100000)] = [1, {most}]")
        });
    }
    replay(whole, &case.moves, problems);
}

fn check_classic(case: &ClassicCase, whole: &Case, problems: &mut Problems) {
    let (lo, hi) = limits::CLASSIC_MOVES;
    let count = case.moves.len();
    if !(lo..=hi).contains(&count) {
        problems.push(|| format!("moves has {count} moves, outside [{lo}, {hi}]"));
    }
    replay(whole, &case.moves, problems);
}

/// Plays the moves on the engine and reports each one it rejects: off the
/// board, on a taken cell, or after the end. A rejected move is skipped, as
/// if it were absent, so the rest of the game is still checked; the first
/// move after the end is reported and the replay stops there.
fn replay(case: &Case, moves: &Moves, problems: &mut Problems) {
    let mut replay = Replay::new(case);
    while let Some(step) = replay.next() {
        if let Err(why) = step.result {
            problems.push(|| explain_bad_move(replay.game(), moves, step.index, why));
            if why == Rejection::GameOver {
                return;
            }
        }
    }
}

/// A mark as a JSON string: `"X"`, `"\""`.
fn quoted(mark: u8) -> String {
    let mut out = Vec::new();
    write_mark(&mut out, Some(mark));
    String::from_utf8_lossy(&out).into_owned()
}

fn marks_list(marks: &[u8]) -> String {
    let mut out = Vec::new();
    write_array(&mut out, marks, |out, &mark| write_mark(out, Some(mark)));
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests;
