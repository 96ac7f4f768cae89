//! The coverage report of `validate --summary`: per variant, how far the
//! data reaches towards each limit, how the games end, which kinds of
//! rejected call occur, and which cases repeat an earlier one.

mod fingerprint;
mod report;

use std::collections::{BTreeMap, HashMap};

use self::fingerprint::fingerprint;
use crate::case::Case;
use crate::engine::{Direction, Rejection, Status, Streak};
use crate::judgement::{Judgement, judge};
use crate::variant::Variant;
use crate::variant::{classic, fullline, multi};

/// The smallest and largest value seen of one bounded quantity, and how
/// the values stand against each of its limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    /// The smallest and largest value seen, once one has been.
    pub range: Option<(i64, i64)>,
    /// How the values stand against the lower limit.
    pub lower: Bound,
    /// How the values stand against the upper limit.
    pub upper: Bound,
    /// The least lower limit and the greatest upper limit the values were
    /// held to (a limit may depend on the case: a row of `fullline` is at
    /// most n-1), once one has been seen.
    pub allowed: Option<(i64, i64)>,
}

/// How the values of a quantity stand against one of its limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bound {
    /// Some value was the limit itself.
    pub hit: bool,
    /// How many values were beyond the limit.
    pub broken: usize,
    /// The least and the most of the values beyond the limit, once one
    /// has been.
    pub beyond: Option<(i64, i64)>,
}

impl Bound {
    fn observe(&mut self, value: i64, limit: i64, beyond: bool) {
        self.hit |= value == limit;
        if beyond {
            self.broken += 1;
            self.beyond = Some(widen(self.beyond, value));
        }
    }
}

impl Span {
    /// Records `value`, whose limits (for its case) are `lower` and `upper`.
    pub(crate) fn observe(&mut self, value: i64, lower: i64, upper: i64) {
        self.range = Some(widen(self.range, value));
        self.allowed = Some(match self.allowed {
            None => (lower, upper),
            Some((lo, hi)) => (lo.min(lower), hi.max(upper)),
        });
        self.lower.observe(value, lower, value < lower);
        self.upper.observe(value, upper, value > upper);
    }
}

/// `range` grown to hold `value`.
fn widen(range: Option<(i64, i64)>, value: i64) -> (i64, i64) {
    match range {
        None => (value, value),
        Some((lo, hi)) => (lo.min(value), hi.max(value)),
    }
}

/// What the cases of one variant cover.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VariantSummary {
    /// How many cases there were.
    pub cases: usize,
    /// How many of them break a constraint.
    pub invalid: usize,
    /// The board size n.
    pub n: Span,
    /// The number of players K (`multi`).
    pub players: Span,
    /// The number of calls M (`multi`) or moves.
    pub moves: Span,
    /// Every row.
    pub rows: Span,
    /// Every column.
    pub cols: Span,
    /// The `"k"` extension of `multi`: each win length a case names (3
    /// included), and how many cases name it.
    pub win_lengths: BTreeMap<u64, usize>,
    /// How many `fullline` cases name the player of each move (the
    /// `"players"` extension).
    pub named_players: usize,
    /// How many games end in each way, under the variant's own words
    /// (`WIN:X`, `TIE`, `player 1 wins`, `Draw`...).
    pub results: BTreeMap<(u8, String), usize>,
    /// Rejected `multi` calls by the first check they fail, in the
    /// statement's order: game over, wrong turn, out of bounds, occupied.
    pub rejections: [usize; 4],
    /// Won games by the line that won, in [`Direction::ALL`] order: a
    /// row, a column, a diagonal, an anti-diagonal.
    pub won_on: [usize; 4],
    /// Games won by the move that filled the last empty cell.
    pub won_on_last_cell: usize,
    /// Each case that repeats an earlier one: (case, earlier case).
    pub duplicates: Vec<(usize, usize)>,
}

/// One bounded quantity of a statement, as the data reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundSeen {
    /// Its name in one word, for tools (`n`, `K`, `M`, `moves`,
    /// `row`, `col`, `rows`, `cols`: each word as the statement writes it).
    pub id: &'static str,
    /// Its name in the report (`rows and cols`).
    pub name: &'static str,
    /// The values seen and how they stand against the limits.
    pub span: Span,
}

impl VariantSummary {
    /// Each bounded quantity of `variant`'s statement, in the statement's
    /// order, with the values the data gives it.
    pub fn bounds(&self, variant: Variant) -> Vec<BoundSeen> {
        let rows = variant.summary_rows().limits.iter();
        rows.map(|&(quantity, id, name, _, _)| BoundSeen {
            id,
            name,
            span: *self.span(quantity),
        })
        .collect()
    }
}

/// The report over a whole stream of cases.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// One entry per variant, in [`Variant::ALL`] order.
    pub variants: [VariantSummary; Variant::COUNT],
    /// Cases that could not be read.
    pub unreadable: usize,
    seen: HashMap<u128, usize>,
}

impl Summary {
    /// An empty report.
    pub fn new() -> Summary {
        Summary::default()
    }

    /// Adds case number `number`, which is `valid` or not.
    pub fn add(&mut self, number: usize, case: &Case, valid: bool) {
        let earlier = *self.seen.entry(fingerprint(case)).or_insert(number);
        let v = &mut self.variants[case.variant().index()];
        v.cases += 1;
        v.invalid += usize::from(!valid);
        if earlier != number {
            v.duplicates.push((number, earlier));
        }
        observe_limits(v, case);
        observe_result(v, case);
    }

    /// Counts a case that could not be read.
    pub fn add_unreadable(&mut self) {
        self.unreadable += 1;
    }
}

/// Sizes and coordinates as i64; one that does not fit is shown as the
/// largest i64, which is beyond every limit anyway.
fn wide(x: impl TryInto<i64>) -> i64 {
    x.try_into().unwrap_or(i64::MAX)
}

fn observe_limits(v: &mut VariantSummary, case: &Case) {
    match case {
        Case::Multi(c) => {
            let (lo, hi) = multi::N;
            v.n.observe(wide(c.size), wide(lo), wide(hi));
            let (lo, hi) = multi::PLAYERS;
            v.players.observe(wide(c.marks.len()), wide(lo), wide(hi));
            let (lo, hi) = multi::CALLS;
            v.moves.observe(wide(c.calls.len()), wide(lo), wide(hi));
            let (lo, hi) = multi::COORD;
            for call in &c.calls {
                v.rows.observe(call.row, lo, hi);
                v.cols.observe(call.col, lo, hi);
            }
            if c.win_length_given {
                *v.win_lengths.entry(c.win_length).or_default() += 1;
            }
        }
        Case::FullLine(c) => {
            let (lo, hi) = fullline::N;
            v.n.observe(wide(c.size), wide(lo), wide(hi));
            v.named_players += usize::from(c.players.is_some());
            let most = fullline::max_moves(c.size);
            v.moves.observe(wide(c.moves.len()), 1, wide(most));
            for m in &c.moves {
                v.rows.observe(m.row, 0, wide(c.size) - 1);
                v.cols.observe(m.col, 0, wide(c.size) - 1);
            }
        }
        Case::Classic(c) => {
            let (lo, hi) = classic::MOVES;
            v.moves.observe(wide(c.moves.len()), wide(lo), wide(hi));
            for m in &c.moves {
                v.rows.observe(m.row, 0, 2);
                v.cols.observe(m.col, 0, 2);
            }
        }
    }
}

fn observe_result(v: &mut VariantSummary, case: &Case) {
    let (result, won) = match judge(case) {
        Err(_) => ((3, "not judged (a move breaks a rule)".to_string()), None),
        Ok(Judgement::Multi {
            marks, steps, win, ..
        }) => {
            for step in &steps {
                if let Err(why) = step.result {
                    v.rejections[rejection_index(why)] += 1;
                }
            }
            let played = steps.iter().filter(|s| s.result.is_ok()).count();
            let status = steps.last().map_or(Status::InProgress, |s| s.after);
            (multi::outcome(status, &marks), win.map(|w| (w, played)))
        }
        Ok(Judgement::FullLine { status, win, moves }) => {
            (fullline::outcome(status), win.map(|w| (w, moves)))
        }
        Ok(Judgement::Classic { status, win, moves }) => {
            (classic::outcome(status), win.map(|w| (w, moves)))
        }
    };
    *v.results.entry(result).or_default() += 1;
    if let Some((streak, played)) = won {
        observe_win(v, case, &streak, played);
    }
}

/// Counts a won game by its line, and whether the winning move filled the
/// board, `played` moves in.
fn observe_win(v: &mut VariantSummary, case: &Case, streak: &Streak, played: usize) {
    let line = Direction::ALL
        .iter()
        .position(|&d| d == streak.direction)
        .expect("ALL holds every direction");
    v.won_on[line] += 1;
    let size = match case {
        Case::Multi(c) => c.size,
        Case::FullLine(c) => c.size,
        Case::Classic(_) => 3,
    };
    let cells = u128::from(size).pow(2);
    v.won_on_last_cell += usize::from(u128::try_from(played).is_ok_and(|p| p == cells));
}

fn rejection_index(why: Rejection) -> usize {
    match why {
        Rejection::GameOver => 0,
        Rejection::WrongTurn => 1,
        Rejection::OutOfBounds => 2,
        Rejection::Occupied => 3,
    }
}
