//! `ttt-judge harness`: print the harness that wraps a source-file solution
//! for `grade` and `hunt`.

use std::io::{self, Write};

use anyhow::Result;
use ttt_judge::Variant;

use crate::cli::args::variant_parser;
use crate::cli::grading::solution::{self, Lang};
use crate::cli::outcome::Outcome;

/// Print the harness that wraps a source file for grade and hunt.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "A source-file solution holds only the statement's API (a class or a\n",
    "function, no main). The harness is the program around it: it reads the\n",
    "cases on stdin as JSON Lines in the named form, calls the solution once\n",
    "a case (a fresh object for multi), and writes each answer as one flushed\n",
    "line, exactly what `ttt-judge run` prints. `grade` and `hunt` add it\n",
    "themselves; print it to read it, or to run a solution by hand, as its\n",
    "first lines say.\n\n",
    "Examples:\n",
    "  ttt-judge harness python multi\n",
    "  ttt-judge harness cpp classic > harness.cpp   # beside solution.cpp\n",
    "  ttt-judge harness js fullline > harness.js && node harness.js < cases.jsonl\n\n",
    "Exit status:\n",
    "  0  the harness was printed\n",
    "  2  bad usage (an unknown language or variant)",
))]
pub struct Args {
    /// The solution's language: python, js, java or cpp.
    #[arg(value_name = "LANG", value_enum)]
    lang: Lang,
    /// The statement the solution answers: multi, fullline or classic.
    #[arg(value_name = "VARIANT", value_parser = variant_parser())]
    variant: Variant,
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    let mut out = io::stdout().lock();
    out.write_all(solution::harness_source(args.lang, args.variant).as_bytes())?;
    out.flush()?;
    Ok(Outcome::Success)
}
