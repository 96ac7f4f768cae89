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
}

impl From<Outcome> for ExitCode {
    fn from(outcome: Outcome) -> ExitCode {
        ExitCode::from(match outcome {
            Outcome::Success => 0,
            Outcome::Failure => 1,
            Outcome::Trouble => 2,
        })
    }
}
