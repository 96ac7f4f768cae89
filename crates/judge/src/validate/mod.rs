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
//! use ttt_judge::validate::{Constraint, validate};
//!
//! let case = parse_case(br#"{"n": 3, "moves": [[0,0],[1,1],[0,0]]}"#, None)?;
//! let problems = validate(&case);
//! assert_eq!(problems.messages(), ["moves[2] = [0,0] uses a cell already taken by moves[0]"]);
//! assert_eq!(problems.broken, [Constraint::CellOnce]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod constraint;
mod summary;

pub use constraint::Constraint;
pub use summary::{Bound, BoundSeen, Span, Summary, VariantSummary};

use crate::case::json::write_array;
use crate::case::{Case, ClassicCase, FullLineCase, Moves, MultiCase, explain_bad_move};
use crate::engine::Rejection;
use crate::judgement::write_mark;
use crate::replay::Replay;
use crate::variant::{classic, fullline, multi};

/// The most problems listed for one case; the rest are only counted.
pub const MAX_SHOWN: usize = 20;

/// One way a case breaks a constraint: the constraint, and the sentence
/// naming the place, the value and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The constraint broken.
    pub constraint: Constraint,
    /// What breaks it, where.
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The problems of one case.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems {
    /// The first [`MAX_SHOWN`] problems, in the order of the case's fields.
    pub shown: Vec<Problem>,
    /// How many problems there are in all.
    pub total: usize,
    /// Each constraint broken, once, in the order first broken (the
    /// problems not shown included).
    pub broken: Vec<Constraint>,
}

impl Problems {
    /// True when the case obeys every constraint.
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// The messages of the problems shown.
    pub fn messages(&self) -> Vec<&str> {
        self.shown.iter().map(|p| p.message.as_str()).collect()
    }

    fn push(&mut self, constraint: Constraint, problem: impl FnOnce() -> String) {
        if self.shown.len() < MAX_SHOWN {
            self.shown.push(Problem {
                constraint,
                message: problem(),
            });
        }
        if !self.broken.contains(&constraint) {
            self.broken.push(constraint);
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
    let (lo, hi) = multi::N;
    if !(lo..=hi).contains(&case.size) {
        problems.push(Constraint::Size, || {
            format!("n = {} is outside [{lo}, {hi}]", case.size)
        });
    }
    let win = multi::WIN_LENGTH;
    if case.win_length != win {
        problems.push(Constraint::WinLength, || {
            format!(
                "k = {} is not {win}: statement 000 fixes the win length at three (\"k\" is an extension the judge supports)",
                case.win_length
            )
        });
    }
    let (lo, hi) = multi::PLAYERS;
    let k = case.marks.len();
    if !(lo..=hi).contains(&k) {
        problems.push(Constraint::MarkCount, || {
            format!("playerMarks has K = {k} marks, outside [{lo}, {hi}]")
        });
    }
    let (_, hi) = multi::CALLS;
    let m = case.calls.len();
    if m > hi {
        problems.push(Constraint::CallCount, || {
            format!("players, rows and cols have {m} entries (M = {m} is more than {hi})")
        });
    }
    for (i, call) in case.calls.iter().enumerate() {
        if !case.marks.contains(&call.player) {
            problems.push(Constraint::CallMark, || {
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
    let (lo, hi) = multi::COORD;
    if !(lo..=hi).contains(&value) {
        problems.push(Constraint::Coordinate, || {
            format!("{name}[{i}] = {value} is outside [-10^9, 10^9]")
        });
    }
}

fn check_full_line(case: &FullLineCase, whole: &Case, problems: &mut Problems) {
    let (lo, hi) = fullline::N;
    if !(lo..=hi).contains(&case.size) {
        problems.push(Constraint::Size, || {
            format!("n = {} is outside [{lo}, {hi}]", case.size)
        });
    }
    if case.players.is_some() {
        problems.push(Constraint::Alternation, || {
            "players names the player of each move (LeetCode 348's move(row, col, player)), \
             an extension the judge supports: statement 001 has the players alternate"
                .to_string()
        });
    }
    let most = fullline::max_moves(case.size);
    let count = case.moves.len();
    if !(fullline::MOVES.0..=most).contains(&count) {
        problems.push(Constraint::MoveCount, || {
            format!("moves has {count} moves, outside [1, min(n², 100000)] = [1, {most}]")
        });
    }
    replay(whole, &case.moves, problems);
}

fn check_classic(case: &ClassicCase, whole: &Case, problems: &mut Problems) {
    let (lo, hi) = classic::MOVES;
    let count = case.moves.len();
    if !(lo..=hi).contains(&count) {
        problems.push(Constraint::MoveCount, || {
            format!("moves has {count} moves, outside [{lo}, {hi}]")
        });
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
            problems.push(Constraint::of_rejection(why), || {
                explain_bad_move(replay.game(), moves, step.index, why).to_string()
            });
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
