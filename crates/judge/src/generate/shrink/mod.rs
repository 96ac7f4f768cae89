//! Smaller versions of a case, for finding the smallest case on which a
//! solution still fails (see `ttt-judge hunt`).
//!
//! [`candidates`] gives every case one step smaller than a case, the
//! largest steps first, as delta debugging tries them: halves of the calls
//! or moves dropped, then quarters and so on down to single ones, then
//! pairs (one move of each player, so that the turns of the moves after
//! them stay the same), then a smaller board (the smallest first, with the
//! moves kept, or those outside it dropped, or moved up and left, or their
//! rows and columns closed up), fewer players, moves of one player
//! swapped, a move on a cell nearer the corner, coordinates nearer 0 and
//! simpler marks. A search keeps the first candidate that still fails and
//! asks again. Every candidate is [`smaller`] than the case it comes from,
//! so such a search ends.
//!
//! [`small_games`] gives the smallest games outright, fewest moves first,
//! and [`random_games`] random games of as many moves on smaller boards,
//! for a search to end with: a case that delta debugging cannot shrink by
//! one step may still have a smaller one that fails the same way.
//!
//! ```
//! use ttt_judge::generate::shrink::{candidates, smaller};
//! use ttt_judge::parse_case;
//!
//! let case = parse_case(br#"{"n": 4, "moves": [[0,0],[1,1],[0,1]]}"#, None).unwrap();
//! let smaller_cases: Vec<_> = candidates(&case).iter().collect();
//! assert!(smaller_cases.iter().all(|c| smaller(c, &case)));
//! let shown: Vec<String> = smaller_cases.iter().map(ttt_judge::case::write_case_string).collect();
//! assert!(shown.contains(&r#"{"n":4,"moves":[[0,0],[1,1]]}"#.to_string()));
//! assert!(shown.contains(&r#"{"n":2,"moves":[[0,0],[1,1],[0,1]]}"#.to_string()));
//! ```

mod lists;
mod marks;
mod measure;
mod small;
mod trim;

#[cfg(test)]
mod tests;

use crate::case::Case;

pub use measure::{Measure, measure, smaller};
pub use small::{random_games, small_games};
use trim::Trim;

/// Every case one step smaller than `case`, the largest steps first (see
/// the module's page). Each is made only when it is asked for, so a case
/// of many calls costs memory for one candidate at a time.
pub fn candidates(case: &Case) -> Candidates<'_> {
    Candidates {
        case,
        steps: trim::steps(case),
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
    /// does not make the case [`smaller`].
    pub fn get(&self, index: usize) -> Option<Case> {
        let candidate = trim::apply(self.case, *self.steps.get(index)?)?;
        smaller(&candidate, self.case).then_some(candidate)
    }

    /// Every candidate, in order.
    pub fn iter(&self) -> impl Iterator<Item = Case> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}
