//! How a command ended, and the exit status that says so.

use std::process::ExitCode;

/// How a command ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Everything was done and every verdict was yes.
    Success,
    /// Everything was done, and some verdict was no.
    Failure,
    /// Something could not be done.
    Trouble,
    /// A signal (SIGINT, SIGTERM, SIGHUP) stopped the command after it had
    /// cleaned up; the status is 128 and the signal's number, as shells say.
    Signalled(u8),
    /// The status a judge system's protocol fixes (Kattis's 42 and 43,
    /// testlib's 0 to 3), which the protocol's caller reads instead of ours.
    Exit(u8),
}

impl Outcome {
    /// The rule every command that gives verdicts follows: trouble (some
    /// thing that could not be done) is 2 whatever the verdicts, then 1
    /// when `failed` verdicts said no, else 0.
    pub fn of(trouble: bool, failed: usize) -> Outcome {
        match (trouble, failed) {
            (true, _) => Outcome::Trouble,
            (false, 0) => Outcome::Success,
            (false, _) => Outcome::Failure,
        }
    }
}

impl From<Outcome> for ExitCode {
    fn from(outcome: Outcome) -> ExitCode {
        ExitCode::from(match outcome {
            Outcome::Success => 0,
            Outcome::Failure => 1,
            Outcome::Trouble => 2,
            Outcome::Signalled(signal) => 128u8.saturating_add(signal),
            Outcome::Exit(code) => code,
        })
    }
}
