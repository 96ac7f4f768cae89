//! What a tournament is asked to be: the game, the clocks, the schedule.

use std::fmt;
use std::time::Duration;

use ttt_judge::variant::multi;

/// The game every seat plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The board's side, n.
    pub n: u64,
    /// The winning length, k.
    pub k: u64,
    /// The marks, in turn order: one a seat.
    pub marks: Vec<u8>,
    /// The most rejected moves a seat may make in a row before it forfeits.
    pub retries: u32,
}

/// The clocks of one bot in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The CPU time a move may take without touching the bank.
    pub move_time: Duration,
    /// The CPU time beyond [`Clock::move_time`] a bot may spend over a game.
    pub bank: Duration,
}

/// A whole tournament's configuration, bots aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The game.
    pub game: GameSpec,
    /// The clocks.
    pub clock: Clock,
    /// Games per seating.
    pub games: u32,
    /// Matches played at once.
    pub jobs: usize,
    /// The seed of the schedule and of the bots' seeds.
    pub seed: u64,
}

/// Why a configuration cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConfigError {}

/// The marks given to seats when none are named.
pub const DEFAULT_MARKS: &[u8] = b"XOABCDEFGHIJKLMN";

impl GameSpec {
    /// Checks the game against statement 000's bounds: n, K, distinct
    /// printable marks other than `.` (the board's empty cell), and room in
    /// one case for every call a game may make.
    pub fn check(&self) -> Result<(), ConfigError> {
        let err = |text: String| Err(ConfigError(text));
        let (lo, hi) = multi::N;
        if !(lo..=hi).contains(&self.n) {
            return err(format!("--n {}: expected {lo} to {hi}", self.n));
        }
        if self.k < 1 || self.k > self.n {
            return err(format!("--k {}: expected 1 to n ({})", self.k, self.n));
        }
        let (fewest, most) = multi::PLAYERS;
        if !(fewest..=most).contains(&self.marks.len()) {
            return err(format!(
                "{} seats: expected {fewest} to {most}",
                self.marks.len()
            ));
        }
        for (i, &mark) in self.marks.iter().enumerate() {
            if !mark.is_ascii_graphic() || mark == b'.' || self.marks[..i].contains(&mark) {
                return err(format!(
                    "mark {:?}: marks are distinct printable characters other than '.'",
                    char::from(mark)
                ));
            }
        }
        let calls = self.n * self.n * (u64::from(self.retries) + 1);
        if calls > multi::CALLS.1 as u64 {
            return err(format!(
                "a game of n = {} with --retries {} may make {calls} calls, more than one \
                 case holds ({}): lower n or the retries",
                self.n,
                self.retries,
                multi::CALLS.1
            ));
        }
        Ok(())
    }
}
