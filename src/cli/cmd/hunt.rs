//! `ttt-judge hunt`: generate cases until a solution disagrees with the
//! judge, then shrink the case while the solution still fails the same
//! way, and explain the smallest one, its long lines cut as `grade` cuts
//! them. With `--against`, the case sought is one where the solution and a
//! reference solution answer differently.

use std::cell::Cell;
use std::ffi::{OsStr, OsString};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ttt_judge::case::write_case_string;
use ttt_judge::generate::Params;
use ttt_judge::generate::shrink::measure;
use ttt_judge::verdict::{cut, cut_to};
use ttt_judge::{Case, StatusFormat, Variant, judge};
use ttt_sandbox::{Limits, Sandbox};

use crate::cli::args::{
    GenerateArg, LimitsArg, SandboxArg, SolutionArg, VariantArg, parse_seconds, refused,
};
use crate::cli::io::progress::Progress;
use crate::cli::io::signals::Signals;
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use ttt_grading::Solution;
use ttt_grading::hunt::{Budget, CutShort, Hunted, Hunting, Shrunk, Terms, hunt};
use ttt_grading::solution::Lang;
use ttt_grading::trial::{Graded, Trial};

/// How much of the judge's explanation a report gives: a small case's
/// whole, a long one's start. The answers are cut shorter, as `grade`'s
/// table cuts them: the line above them says where they differ.
const WHY_CHARS: usize = 400;

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
            solution: (args.solution.solution()?, sandbox()?),
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

/// Prints the smallest case, its verdict, the expected and found answers
/// and the judge's explanation; saves it as a fixture when asked.
fn report(failure: &Shrunk, seed: u64, save_to: Option<&Path>) -> Result<()> {
    let (case, graded) = (&failure.smallest.case, &failure.graded);
    let expected = String::from_utf8_lossy(&failure.smallest.expected).into_owned();
    let judged = judge(case).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut explained = Vec::new();
    judged.write_explained(&mut explained, StatusFormat::String);
    let mut out = io::stdout().lock();
    writeln!(out, "{}", write_case_string(case))?;
    let what = match &failure.reference {
        Some(_) => "the solution and the reference differ".to_string(),
        None => format!("verdict: {}", graded.verdict),
    };
    writeln!(
        out,
        "{what} on case {} of seed {}, shrunk in {} runs from {} to {}",
        failure.number,
        seed,
        failure.runs,
        size(&failure.original),
        size(case)
    )?;
    if let Some(reference) = &failure.reference {
        writeln!(out, "   solution: {}", said(graded))?;
        writeln!(out, "  reference: {}", said(reference))?;
    } else if failure.first_verdict != graded.verdict {
        writeln!(out, "(first seen as {})", failure.first_verdict)?;
    }
    if let Some(why) = failure.cut_short {
        let why = match why {
            CutShort::Signal => "was stopped by a signal",
            CutShort::Time => "ran out of time",
            CutShort::Runs => "ran out of runs",
        };
        writeln!(out, "(shrinking {why}: a smaller case may fail too)")?;
    }
    if let Some(message) = graded.message() {
        for line in message.lines() {
            writeln!(out, "  {line}")?;
        }
    }
    writeln!(out, "expected: {}", cut(&expected))?;
    match &graded.answer {
        Some(answer) => writeln!(out, "   found: {}", cut(answer))?,
        None => writeln!(out, "   found: no answer")?,
    }
    let why = String::from_utf8_lossy(&explained);
    writeln!(out, "     why: {}", cut_to(&why, WHY_CHARS))?;
    out.flush()?;
    if let Some(dir) = save_to {
        let name = save(dir, case, &expected, seed)?;
        writeln!(
            out,
            "saved {} (ttt-judge test {} runs it)",
            name.display(),
            dir.display()
        )?;
    }
    Ok(())
}

/// A solution's answer and the judge's verdict on it, in one line:
/// `["X","O"] (WA)`, `no answer (RE)`.
fn said(graded: &Graded) -> String {
    let answer = graded.answer.as_deref().unwrap_or("no answer");
    format!("{} ({})", cut(answer.trim_end()), graded.verdict)
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

/// `5 calls`, `1 move`.
fn size(case: &Case) -> String {
    Noun::of(case.variant()).count(measure(case).moves)
}

/// What a variant's case is made of: calls or moves.
#[derive(Clone, Copy)]
struct Noun(&'static str);

impl Noun {
    fn of(variant: Variant) -> Noun {
        match variant {
            Variant::Multi => Noun("call"),
            Variant::FullLine | Variant::Classic => Noun("move"),
        }
    }

    /// `5 calls`, `1 move`.
    fn count(self, n: usize) -> String {
        match n {
            1 => format!("1 {}", self.0),
            n => format!("{n} {}s", self.0),
        }
    }
}

/// Writes the case and its expected result to `dir` as a fixture pair;
/// the case's path.
fn save(dir: &Path, case: &Case, expected: &str, seed: u64) -> Result<PathBuf> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let stem = format!("hunt-{}-seed-{}", case.variant(), seed);
    let path = dir.join(format!("{stem}.json"));
    let expected_path = dir.join(format!("{stem}.expected.json"));
    std::fs::write(&path, format!("{}\n", write_case_string(case)))
        .with_context(|| format!("cannot write {}", path.display()))?;
    std::fs::write(&expected_path, format!("{expected}\n"))
        .with_context(|| format!("cannot write {}", expected_path.display()))?;
    Ok(path)
}
