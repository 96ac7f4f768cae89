//! Why parameters are refused, or a case could not be made: kinds, with
//! the messages derived from them.

use std::fmt;

use super::Mode;
use super::shapes::FULL_BOARD_N;
use crate::variant::Variant;

/// Parameters that make no sense together, or are out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamsError {
    /// `players` for a two-player variant.
    PlayersForTwoPlayers(Variant),
    /// `n` for `classic`.
    SizeForClassic,
    /// `i32_extremes` for another variant or mode than `multi` in
    /// `random`.
    ExtremesOutsideMultiRandom,
    /// `n` or `players` in `max` or `min`, which set them.
    SizesAtLimits(Mode),
    /// `moves` in a mode other than `random`.
    MovesOutsideRandom(Mode),
    /// `n` outside the variant's limits.
    SizeOutside {
        /// The size asked for.
        n: u64,
        /// The least allowed.
        lo: u64,
        /// The most allowed.
        hi: u64,
        /// The variant.
        variant: Variant,
    },
    /// `players` outside `multi`'s limits.
    PlayersOutside {
        /// The number asked for.
        players: usize,
        /// The least allowed.
        lo: usize,
        /// The most allowed.
        hi: usize,
    },
    /// `moves` outside the variant's limits.
    MovesOutside {
        /// The number asked for.
        moves: usize,
        /// The least allowed.
        lo: usize,
        /// The most allowed.
        hi: usize,
        /// The variant.
        variant: Variant,
    },
    /// `tie` on a `fullline` board too small or too large for one.
    TieSize,
    /// `late-win` on a `fullline` board of 2×2 or too large.
    LateWinSize,
    /// A shaped `multi` mode on a board with too few moves for its players
    /// to make a run.
    TooFewMoves {
        /// The mode.
        mode: Mode,
        /// The board size.
        n: u64,
        /// The number of players.
        players: u64,
    },
}

/// A parameter of [`super::Params`], as a [`ParamsError`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// The board size.
    N,
    /// The number of players.
    Players,
    /// The number of moves.
    Moves,
    /// The mode.
    Mode,
    /// Coordinates at the `i32` extremes.
    I32Extremes,
}

impl Param {
    /// The parameter's name: `n`, `players`, `moves`, `mode`,
    /// `i32_extremes`.
    pub fn name(self) -> &'static str {
        match self {
            Param::N => "n",
            Param::Players => "players",
            Param::Moves => "moves",
            Param::Mode => "mode",
            Param::I32Extremes => "i32_extremes",
        }
    }
}

impl ParamsError {
    /// The message, with each parameter called what `called` says (a
    /// command line calls them by its flags, `--n`); the `Display` calls
    /// them by their names.
    pub fn message(&self, called: &dyn Fn(Param) -> String) -> String {
        let [n, players, moves, mode, extremes] = [
            Param::N,
            Param::Players,
            Param::Moves,
            Param::Mode,
            Param::I32Extremes,
        ]
        .map(called);
        match *self {
            ParamsError::PlayersForTwoPlayers(v) => {
                format!("{players} is for multi; {v} always has 2 players")
            }
            ParamsError::SizeForClassic => {
                format!("{n} is for multi and fullline; classic is always 3×3")
            }
            ParamsError::ExtremesOutsideMultiRandom => {
                format!("{extremes} is for multi in random mode")
            }
            ParamsError::SizesAtLimits(m) => {
                format!("{mode} {m} sets n and the players to their limits; drop {n} and {players}")
            }
            ParamsError::MovesOutsideRandom(m) => format!(
                "{moves} is for {mode} random; in {m} mode the mode decides the number of moves"
            ),
            ParamsError::SizeOutside {
                n: size,
                lo,
                hi,
                variant,
            } => format!("{n} {size} is outside [{lo}, {hi}] for {variant}"),
            ParamsError::PlayersOutside {
                players: count,
                lo,
                hi,
            } => format!("{players} {count} is outside [{lo}, {hi}]"),
            ParamsError::MovesOutside {
                moves: count,
                lo,
                hi,
                variant,
            } => format!("{moves} {count} is outside [{lo}, {hi}] for {variant}"),
            ParamsError::TieSize => format!(
                "{mode} tie needs 3 <= n <= {FULL_BOARD_N} for fullline (below 3 the first player always wins; above, the board holds more than 100000 moves)"
            ),
            ParamsError::LateWinSize => format!(
                "{mode} late-win needs n = 1 or 3 <= n <= {FULL_BOARD_N} for fullline (on 2×2 the third move always wins; above {FULL_BOARD_N} the board holds more than 100000 moves)"
            ),
            ParamsError::TooFewMoves {
                mode: m,
                n: size,
                players: count,
            } => format!(
                "{mode} {m} with {n} {size} leaves too few moves for {count} players to make a run of three"
            ),
        }
    }
}

/// The message with each parameter called by its name (`players is for
/// multi; …`).
impl fmt::Display for ParamsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(&|param| param.name().to_string()))
    }
}

impl std::error::Error for ParamsError {}

/// The shape a mode looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `tie`: a full board and nobody wins.
    Tie,
    /// `edge-wins`: a win along an edge or a diagonal.
    EdgeWin,
    /// `late-win`: a win on the last empty cell.
    LateWin,
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Shape::Tie => "tie",
            Shape::EdgeWin => "edge win",
            Shape::LateWin => "late win",
        })
    }
}

/// A case that could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The board has no room for the shape with this many players.
    NoRoom {
        /// The shape.
        shape: Shape,
        /// The board size.
        n: u64,
        /// The number of players.
        players: usize,
    },
    /// The search found no game of the shape.
    NotFound {
        /// The shape.
        shape: Shape,
        /// The board size.
        n: u64,
        /// The number of players.
        players: usize,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GenerateError::NoRoom { shape, n, players } => {
                write!(
                    f,
                    "no room for an {shape} for n = {n} with {players} players"
                )
            }
            GenerateError::NotFound { shape, n, players } => {
                write!(f, "found no {shape} for n = {n} with {players} players")
            }
        }
    }
}

impl std::error::Error for GenerateError {}

/// A name that is no mode's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMode(pub String);

impl fmt::Display for UnknownMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a mode (random, max, tie, edge-wins or late-win)",
            self.0
        )
    }
}

impl std::error::Error for UnknownMode {}
