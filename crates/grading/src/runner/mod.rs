//! The seam between grading and the machine: a [`Runner`] makes a solution
//! runnable for a variant's cases and runs it on input, and grading (the
//! trial and the hunt) decides everything else from the runs it gives back.
//!
//! [`Sandboxed`] runs real programs in a `ttt_sandbox::Sandbox`; the tests
//! use a fake that scripts its runs, so that batching, re-running,
//! verdicts and shrinking are checked without starting a process.

#[cfg(test)]
pub mod fake;
mod sandboxed;

use std::fmt;

use anyhow::Result;
use ttt_judge::Variant;
use ttt_sandbox::{Level, Limits, Run};

pub use sandboxed::{Sandboxed, notes};

/// Runs a solution: what grading needs from the machine.
///
/// Shared by the threads that grade batches, so it is `Sync`; an error
/// from it means grading cannot go on (a missing toolchain, a folder that
/// cannot be made), never a verdict.
pub trait Runner: Sync {
    /// A solution made ready to answer one variant's cases.
    type Program: Clone + Send;

    /// The limits every run is held to, which the verdicts quote.
    fn limits(&self) -> &Limits;

    /// How well the runs are shut in, which every report says.
    fn level(&self) -> Level;

    /// Makes the solution ready for cases of `variant` (grading asks once
    /// a variant); a [`CompileError`] when its source does not compile.
    fn prepare(&self, variant: Variant) -> Result<Result<Self::Program, CompileError>>;

    /// Runs `program` with `input`, one case a line, to its end or to the
    /// limit it breaks; `raise` says what its harness does with an
    /// exception the solution throws on a case.
    fn run(&self, program: &Self::Program, input: Vec<u8>, raise: Raise) -> Result<Run>;
}

/// What a harness does with an exception the solution throws on a case
/// (a solution given as a command has no harness, and runs the same
/// either way).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Raise {
    /// It ends the process, as it would with no harness: for a case run
    /// alone, and the run on no cases.
    Ends,
    /// The harness prints what the exception would have printed as it
    /// ended the process, and goes on with the next case, saying so in
    /// place of the answer (see `trial::raised`): for a batch.
    GoesOn,
}

/// A source that does not compile (or, in Python and JavaScript, does not
/// parse): the compiler's message. Every case gets `CE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError(pub String);

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
