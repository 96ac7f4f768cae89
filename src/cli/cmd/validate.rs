//! `ttt-judge validate`: check cases against every constraint of their
//! problem statement, and optionally report how well they cover the limits.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Result;
use ttt_judge::validate::{Summary, validate};

use crate::cli::args::VariantArg;
use crate::cli::io::{Cases, Source, warn};
use crate::cli::outcome::Outcome;

/// Check cases against every constraint of their problem statement.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge validate cases.jsonl\n",
    "  ttt-judge gen --variant multi --count 100 | ttt-judge validate --summary\n\n",
    "Each problem is a line on stdout naming the case, the place, the value and\n",
    "the rule, for example\n",
    "  case 3 (cases.jsonl:3): rows[17] = 1000000001 is outside [-10^9, 10^9]\n",
    "A case that cannot be read at all (bad JSON, a wrong type, an unknown field,\n",
    "marks that are not distinct printable characters, lists of unequal length)\n",
    "is reported on stderr, as `run` reports it.\n\n",
    "Exit status:\n",
    "  0  every case is valid\n",
    "  1  some case breaks a constraint\n",
    "  2  an input or a case could not be read",
))]
pub struct Args {
    /// Files of cases (JSON Lines, or JSON values one after another); `-` or
    /// none reads stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    variant: VariantArg,
    /// After the problems, print per variant the range of each bounded
    /// quantity and whether its limits were hit, how the games end, the
    /// rejected calls by kind, and the cases identical to an earlier one.
    #[arg(long)]
    summary: bool,
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut summary = Summary::new();
    let (mut invalid, mut unreadable) = (0, false);
    for item in Cases::new(Source::from_args(&args.files), args.variant.variant) {
        match item {
            Err(message) => {
                out.flush()?;
                warn(&message.to_string());
                unreadable = true;
            }
            Ok((_, Err(error))) => {
                out.flush()?;
                warn(&error.to_string());
                summary.add_unreadable();
                unreadable = true;
            }
            Ok((place, Ok(case))) => {
                let problems = validate(&case);
                for problem in &problems.shown {
                    writeln!(out, "{place}: {problem}")?;
                }
                let hidden = problems.total - problems.shown.len();
                if hidden > 0 {
                    writeln!(out, "{place}: and {hidden} more problems")?;
                }
                invalid += usize::from(!problems.is_empty());
                summary.add(place.number, &case, problems.is_empty());
            }
        }
    }
    if args.summary {
        write!(out, "{summary}")?;
    }
    out.flush()?;
    if invalid > 0 {
        let cases = match invalid {
            1 => "1 case breaks".to_string(),
            n => format!("{n} cases break"),
        };
        warn(&format!("{cases} a constraint"));
    }
    Ok(match (unreadable, invalid) {
        (true, _) => Outcome::Trouble,
        (false, 0) => Outcome::Success,
        (false, _) => Outcome::Failure,
    })
}
