//! `ttt-judge hunt`: generate cases until a solution disagrees with the
//! judge, then shrink the case while the solution still fails the same
//! way, and explain the smallest one, its long lines cut as `grade` cuts
//! them. With `--against`, the case sought is one where the solution and a
//! reference solution answer differently.

mod report;

use std::cell::Cell;
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Result;
use ttt_judge::generate::Params;
use ttt_sandbox::{Limits, Sandbox};

use crate::cli::args::{
    GenerateArg, LimitsArg, SandboxArg, SolutionArg, VariantArg, parse_seconds, refused,
};
use crate::cli::io::progress::Progress;
use crate::cli::io::signals::Signals;
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use report::{Noun, report};
use ttt_grading::Solution;
use ttt_grading::hunt::{Budget, Hunted, Hunting, Terms, hunt};
use ttt_grading::solution::Lang;
use ttt_grading::trial::Trial;

/// Find a case on which a solution fails, and shrink it.
#[derive(clap::Args, Debug)]
#[command(mut_arg("variant", |a| a.required(true).help("The variant of the cases to generate")))]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge hunt solution.py --variant multi\n",
    "  ttt-judge hunt Solution.java --variant fullline --count 5000 --seed 7\n",
    "  ttt-judge hunt --variant classic --time 60 --save found/ -- ./my-solution\n",
    "  ttt-judge hunt fast.cpp --variant fullline --against brute.py\n\n",
    "Cases come from `ttt-judge gen` with the same --variant, --mode and --seed,\n",
    "so a hunt is the same every time for a seed. A failing case is shrunk while\n",
    "the solution still fails it the same way (the same verdict, or against a\n",
    "reference any difference): parts of the calls or moves dropped, halves\n",
    "first, then pairs of moves (one of each player), a smaller board (the\n",
    "smallest first), fewer players, coordinates nearer 0; then the smallest\n",
    "games outright, fewest moves first. Many candidates run in one process.\n",
    "--time bounds the whole hunt, shrinking included (without it, shrinking\n",
    "stops after 60 s); shrinking also stops after 400 runs. A report says when\n",
    "shrinking stopped early.\n\n",
    "The smallest failing case is printed whole as one JSON line, then the\n",
    "verdict, the expected and found answers, cut to 100 characters as in\n",
    "`grade`'s table, and the judge's explanation, cut to 400. Every case tried,\n",
    "and so every case reported or saved, keeps its statement's limits (it\n",
    "passes `ttt-judge validate`) unless --beyond-limits is given.\n\n",
    "Exit status:\n",
    "  0  no case failed within the budget\n",
    "  1  a failing case was found\n",
    "  2  hunting could not be done (bad usage, a missing solution or toolchain,\n",
    "     a solution or reference that does not compile)\n",
    "  129, 130, 143  stopped by SIGHUP, SIGINT or SIGTERM (what was found so far\n",
    "     is said)",
))]
pub(crate) struct Args {
    /// The solution: a source file in Python 3 (.py), JavaScript (.js),
    /// Java 17 (.java) or C++17 (.cpp, .cc, .cxx, .c++), written against the
    /// statement's API.
    #[arg(value_name = "SOLUTION", required_unless_present = "command")]
    file: Option<PathBuf>,
    #[command(flatten)]
    solution: SolutionArg,
    #[command(flatten)]
    variant: VariantArg,
    #[command(flatten)]
    generate: GenerateArg,
    /// The most cases to try.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    count: u64,
    /// The most time to hunt for, in seconds, shrinking included: the
    /// search and the shrinking of a case found both stop at it (the
    /// smallest failing case yet is reported).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time: Option<Duration>,
    #[command(flatten)]
    limits: LimitsArg,
    #[command(flatten)]
    sandbox: SandboxArg,
    /// Also write the smallest failing case to DIR as a fixture (the case
    /// and the judge's expected result) that `ttt-judge test DIR` runs.
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// Compare with a reference solution instead of the judge: a source
    /// file (language from its extension), or a command that speaks the
    /// judge's format, given as one argument (`--against "python3
    /// brute.py"`). A case fails when the two answer differently.
    #[arg(long, value_name = "REFERENCE")]
    against: Option<OsString>,
    /// Also try cases beyond the statements' limits (n, K, the number of
    /// moves, coordinates), which `validate` rejects.
    #[arg(long)]
    beyond_limits: bool,
}

/// What `hunt` was asked to do, read from its arguments once.
struct HuntConfig {
    /// The cases to generate.
    params: Params,
    /// How many cases to try, and until when.
    budget: Budget,
    /// What is hunted, and the reference it is compared with, if any,
    /// each with the sandbox it runs in.
    solution: (Solution, Sandbox),
    against: Option<(Solution, Sandbox)>,
    /// The limits of each run.
    limits: Limits,
    /// Cases beyond the statements' limits are tried too.
    beyond_limits: bool,
    /// Where the smallest failing case is saved, if anywhere.
    save: Option<PathBuf>,
}

impl HuntConfig {
    /// The configuration `args` ask for; the sandboxes made, watching
    /// `stop`.
    fn new(args: Args, stop: &Signals) -> Result<HuntConfig> {
        let sandbox = || -> Result<_> { Ok(args.sandbox.sandbox()?.stopped_by(stop.flag())) };
        let variant = args.variant.variant.expect("clap requires --variant");
        let params = Params {
            seed: args.generate.seed.seed,
            ..Params::new(variant, args.generate.mode)
        };
        params
            .check()
            .map_err(|why| anyhow::anyhow!("{}", refused(&why)))?;
        let against = match &args.against {
            Some(text) => Some((reference(text)?, sandbox()?)),
            None => None,
        };
        Ok(HuntConfig {
            params,
            budget: Budget {
                count: args.count,
                deadline: args.time.map(|time| Instant::now() + time),
            },
            solution: (args.solution.solution(args.file.as_deref())?, sandbox()?),
            against,
            limits: args.limits.limits(),
            beyond_limits: args.beyond_limits,
            save: args.save,
        })
    }
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let stop = Signals::on_signals()?;
    let config = HuntConfig::new(args, &stop)?;
    let (params, budget) = (&config.params, config.budget);
    let (solution, sandbox) = config.solution;
    let trial = Trial::new(solution, config.limits.clone(), sandbox)?;
    let level = trial.level();
    let compared = config.against.is_some();
    let reference = match config.against {
        Some((solution, sandbox)) => Some(Trial::new(solution, config.limits, sandbox)?),
        None => None,
    };
    let rules = Terms {
        against: reference.as_ref(),
        beyond_limits: config.beyond_limits,
    };
    let tried = Cell::new(0);
    let mut line = Progress::words();
    let mut progress = |hunting| match hunting {
        Hunting::Tried(n) => {
            tried.set(n);
            line.say(|| format!("hunting: {n} cases, no failure yet"));
        }
        Hunting::Shrinking { runs, moves } => {
            let noun = Noun::of(params.variant);
            line.say(|| format!("shrinking: {}, {runs} runs", noun.count(moves)));
        }
    };
    let hunted = hunt(&trial, params, budget, &rules, &mut progress);
    // The boxes and their folders go before anything is said.
    drop(reference);
    drop(trial);
    line.finish();
    let signal = stop.signal();
    let failing = match compared {
        true => "no case where the solution and the reference differ",
        false => "no failing case",
    };
    let (seed, variant) = (params.seed, params.variant);
    let outcome = match (hunted, signal) {
        (Ok(Hunted::Failed(failure)), _) => {
            report(&failure, seed, config.save.as_deref())?;
            Outcome::Failure
        }
        (Ok(Hunted::Clean(tried)), None) => {
            println!("{failing} in {tried} {variant} cases (seed {seed})");
            Outcome::Success
        }
        (Err(e), None) => return Err(e),
        (Ok(Hunted::Clean(_)) | Err(_), _) => {
            let tried = tried.get();
            println!("{failing} in the {tried} {variant} cases tried (seed {seed})");
            Outcome::Success
        }
    };
    println!("sandbox: {level}");
    if let Some(signal) = signal {
        warn(&format!("hunting stopped by signal {signal}"));
        return Ok(Outcome::Signalled(signal));
    }
    Ok(outcome)
}

/// The reference `--against` names: a source file in a language known by
/// its extension, or else a command, split at white space.
fn reference(text: &OsStr) -> Result<Solution> {
    let path = Path::new(text);
    if path.is_file()
        && let Some(lang) = Lang::from_extension(path)
    {
        return Ok(Solution::Source {
            path: path.to_path_buf(),
            lang,
            python: None,
            cache: ttt_grading::solution::default_cache_dir(),
        });
    }
    let words: Vec<OsString> = text
        .to_string_lossy()
        .split_whitespace()
        .map(OsString::from)
        .collect();
    match words.is_empty() {
        true => anyhow::bail!("--against: give a reference solution file or command"),
        false => Ok(Solution::Command(words)),
    }
}
