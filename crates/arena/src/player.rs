//! The seam the referee talks to: a [`Player`] is told messages and asked
//! for moves, whether it is a process in a box or built in.

use std::fmt;
use std::time::Duration;

use crate::protocol::Message;

/// Why a seat forfeited a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reason {
    /// More than its move time (and no bank), or no answer before the
    /// wall-clock backstop.
    Timeout,
    /// More CPU time than its move time and what was left of its bank.
    Bank,
    /// It exited, was killed by a signal, or closed stdout.
    Crash,
    /// An answer that is no `[row, col]` (or a line too long).
    Garbage,
    /// More rejected moves in a row than `--retries`.
    Retries,
    /// Over its memory limit.
    Memory,
    /// Over its output limit.
    Output,
}

impl Reason {
    /// Every reason, in the order standings list them.
    pub const ALL: [Reason; 7] = [
        Reason::Timeout,
        Reason::Bank,
        Reason::Crash,
        Reason::Garbage,
        Reason::Retries,
        Reason::Memory,
        Reason::Output,
    ];

    /// The reason's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Reason::Timeout => "timeout",
            Reason::Bank => "bank",
            Reason::Crash => "crash",
            Reason::Garbage => "garbage",
            Reason::Retries => "retries",
            Reason::Memory => "memory",
            Reason::Output => "output",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A forfeit as a player reports it: the reason and what was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// Why.
    pub reason: Reason,
    /// What was seen: the exit, the garbage line (cut), the time spent.
    pub detail: String,
}

/// The most bytes kept of one answer line in a fault's detail.
const DETAIL_BYTES: usize = 80;

/// The start of an answer `line` as a quoted string, for a fault's detail.
pub(crate) fn shown(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(&line[..line.len().min(DETAIL_BYTES)]);
    format!("{text:?}")
}

/// What the referee holds a move to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    /// The move's own CPU time.
    pub move_time: Duration,
    /// The bank left, spent once the move time is.
    pub bank_left: Duration,
}

/// A move answered, with the CPU time it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The row and column named.
    pub at: (i64, i64),
    /// The CPU time spent on it.
    pub spent: Duration,
}

/// A seat's player for a match.
pub trait Player: Send {
    /// Tells the player a message that wants no answer. A player that
    /// cannot be told (dead) learns it at its next [`Player::ask`].
    fn tell(&mut self, message: &Message<'_>);
    /// Tells the player a message and reads its answer.
    fn ask(&mut self, message: &Message<'_>, deadline: Deadline) -> Result<Answer, Fault>;
    /// Whether the player must be started again before its next game (it
    /// forfeited in a way that leaves it out of step, or died).
    fn broken(&self) -> bool;
    /// Ends the player; the tail of what it wrote on stderr, if anything.
    fn finish(&mut self) -> String;
    /// The tail of what the player wrote on stderr since the last call (or
    /// its start), as far as it has been read.
    fn recent_stderr(&mut self) -> String {
        String::new()
    }
    /// The name the player gave of itself, once it has (a Gomocup brain's
    /// answer to `ABOUT`).
    fn about(&self) -> Option<String> {
        None
    }
}
