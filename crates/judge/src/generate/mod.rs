//! Generation: test cases made from a seed, valid for their variant, in
//! several modes that aim at the places where judges go wrong.
//!
//! The same parameters always give the same cases, byte for byte: each
//! case draws from its own stream (`Rng::for_case`), seeded from the run's
//! seed and the case's index. Every game is played on the engine while it
//! is made, so a generated case's meaning is the engine's.
//!
//! ```
//! use ttt_judge::Variant;
//! use ttt_judge::generate::{Mode, Params, generate};
//! use ttt_judge::validate::validate;
//!
//! let params = Params::new(Variant::Classic, Mode::Tie);
//! let case = generate(&params, 0)?;
//! assert!(validate(&case).is_empty());
//! # Ok::<(), ttt_judge::generate::GenerateError>(())
//! ```

mod colour;
mod error;
mod invalid;
mod pattern;
mod play;
mod rng;
mod shapes;
pub mod shrink;

use std::fmt;
use std::str::FromStr;

pub use error::{GenerateError, Param, ParamsError, Shape, UnknownMode};
pub use invalid::{Broken, invalid};
pub use rng::Rng;

use crate::case::Case;
use crate::variant::Variant;
use crate::variant::{classic, fullline, multi};

/// What kind of cases to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Random play; for `multi` a mix of accepted calls and rejected ones
    /// of every kind, and calls after the end.
    Random,
    /// Every quantity at its upper limit.
    Max,
    /// Every quantity at its lower limit: the smallest board, the fewest
    /// players and moves (no call for `multi`, one move otherwise).
    Min,
    /// A full board and nobody wins.
    Tie,
    /// A win along an edge or a diagonal from a corner, completed at each
    /// position of the run in turn.
    EdgeWins,
    /// The win lands on the last empty cell.
    LateWin,
}

impl Mode {
    /// Every mode, as named on the command line.
    pub const ALL: [(Mode, &'static str); 6] = [
        (Mode::Random, "random"),
        (Mode::Max, "max"),
        (Mode::Min, "min"),
        (Mode::Tie, "tie"),
        (Mode::EdgeWins, "edge-wins"),
        (Mode::LateWin, "late-win"),
    ];
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = Mode::ALL.iter().find(|(m, _)| m == self).map(|(_, n)| *n);
        f.write_str(name.unwrap_or("?"))
    }
}

impl FromStr for Mode {
    type Err = UnknownMode;

    fn from_str(name: &str) -> Result<Mode, UnknownMode> {
        Mode::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(m, _)| *m)
            .ok_or_else(|| UnknownMode(name.to_string()))
    }
}

/// What to generate; `None` lets each case draw its own value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// The variant of every case.
    pub variant: Variant,
    /// The mode.
    pub mode: Mode,
    /// The run's seed.
    pub seed: u64,
    /// The board size.
    pub n: Option<u64>,
    /// The number of players (`multi`).
    pub players: Option<usize>,
    /// The number of calls (`multi`) or moves (at most, in `random`).
    pub moves: Option<usize>,
    /// `multi`, `random`: also play coordinates at the i32 extremes, which
    /// are outside the statement's [-10^9, 10^9] on purpose.
    pub i32_extremes: bool,
}

impl Params {
    /// Seed 0 and every size drawn per case.
    pub fn new(variant: Variant, mode: Mode) -> Params {
        Params {
            variant,
            mode,
            seed: 0,
            n: None,
            players: None,
            moves: None,
            i32_extremes: false,
        }
    }

    /// Refuses parameters that make no sense together, saying why.
    pub fn check(&self) -> Result<(), ParamsError> {
        let (v, mode) = (self.variant, self.mode);
        if v != Variant::Multi && self.players.is_some() {
            return Err(ParamsError::PlayersForTwoPlayers(v));
        }
        if v == Variant::Classic && self.n.is_some() {
            return Err(ParamsError::SizeForClassic);
        }
        if self.i32_extremes && (v != Variant::Multi || mode != Mode::Random) {
            return Err(ParamsError::ExtremesOutsideMultiRandom);
        }
        if matches!(mode, Mode::Max | Mode::Min) && (self.n.is_some() || self.players.is_some()) {
            return Err(ParamsError::SizesAtLimits(mode));
        }
        if mode != Mode::Random && self.moves.is_some() {
            return Err(ParamsError::MovesOutsideRandom(mode));
        }
        self.check_ranges()?;
        shapes::check(self)
    }

    fn check_ranges(&self) -> Result<(), ParamsError> {
        let (lo, hi) = match self.variant {
            Variant::Multi => multi::N,
            Variant::FullLine | Variant::Classic => fullline::N,
        };
        if let Some(n) = self.n.filter(|n| !(lo..=hi).contains(n)) {
            let variant = self.variant;
            return Err(ParamsError::SizeOutside { n, lo, hi, variant });
        }
        let (lo, hi) = multi::PLAYERS;
        if let Some(k) = self.players.filter(|k| !(lo..=hi).contains(k)) {
            return Err(ParamsError::PlayersOutside { players: k, lo, hi });
        }
        let (lo, hi) = match self.variant {
            Variant::Multi => multi::CALLS,
            Variant::FullLine => (1, self.n.map_or(fullline::MOVES.1, fullline::max_moves)),
            Variant::Classic => classic::MOVES,
        };
        match self.moves.filter(|m| !(lo..=hi).contains(m)) {
            Some(moves) => Err(ParamsError::MovesOutside {
                moves,
                lo,
                hi,
                variant: self.variant,
            }),
            None => Ok(()),
        }
    }
}

/// Makes case number `index` (from 0) of a run.
pub fn generate(params: &Params, index: u64) -> Result<Case, GenerateError> {
    let mut rng = Rng::for_case(params.seed, index);
    match params.mode {
        Mode::Random | Mode::Max | Mode::Min => Ok(play::random(params, &mut rng)),
        Mode::Tie => shapes::tie(params, &mut rng),
        Mode::EdgeWins => shapes::edge_win(params, index, &mut rng),
        Mode::LateWin => shapes::late_win(params, &mut rng),
    }
}

#[cfg(test)]
mod tests;
