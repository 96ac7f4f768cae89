//! `ttt-judge grade`: run a solution on every case under limits and give
//! each case a verdict.

mod expected;
mod found;
mod inputs;

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Result, bail};
use ttt_grading::Solution;
use ttt_judge::{Variant, Verdict};
use ttt_sandbox::{Limits, Sandbox};

use crate::cli::args::{
    BadValue, JobsArg, JunitArg, LimitsArg, SandboxArg, SolutionArg, VariantArg,
};
use crate::cli::io::progress::Progress;
use crate::cli::io::signals::Signals;
use crate::cli::io::{Cases, warn};
use crate::cli::outcome::Outcome;
use crate::cli::report::{Format, Tally};
use expected::Answers;
use found::{Reports, Retained, Verdicts};
use inputs::Stamp;
use ttt_grading::trial::{Graded, Task, Trial};

/// Run a solution on every case under limits and give each a verdict.
#[derive(clap::Args, Debug)]
#[command(override_usage = concat!(
    "ttt-judge grade [OPTIONS] <CASES>... <SOLUTION>\n",
    "       ttt-judge grade [OPTIONS] <CASES>... -- <CMD>...",
))]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge grade cases.jsonl solution.py\n",
    "  ttt-judge grade fixtures/seeds more.jsonl solution.py\n",
    "  ttt-judge grade data/secret solution.py --cases data/sample --fail-fast\n",
    "  ttt-judge grade cases.jsonl Solution.java --time-limit 5 --junit grade.xml\n",
    "  ttt-judge grade cases.jsonl solution.py --python pypy3   # as Kattis runs it\n",
    "  ttt-judge grade cases.jsonl -- ./my-judge-format-solution --fast\n",
    "  ttt-judge grade cases.jsonl solution.cpp --shard 2/4 --format json\n",
    "  ttt-judge grade cases.jsonl solution.py --html report.html\n\n",
    "A source file is written against its statement's API, in any of the\n",
    "forms `ttt-judge harness --help` lists (the statement's function or\n",
    "class, or LeetCode's `class Solution`); what it prints goes to stderr,\n",
    "never into an answer, and a file with none of the forms is CE for every\n",
    "case, found before any case runs. Python runs under python3, or the\n",
    "interpreter --python names (pypy3; --lang pypy is the same). A command\n",
    "after -- reads the cases as JSON Lines on stdin and prints one answer\n",
    "line per case, as `ttt-judge run` does; a harness that `ttt-judge\n",
    "harness` wrote takes the solution beside it along into the box.\n\n",
    "The solution is the last argument that is a source file (by its\n",
    "extension, or any with --lang), or the command after --; the arguments\n",
    "before it are the cases, graded in order, numbered from 1 across all.\n",
    "Each is a file of cases (- for stdin); a fixture as `ttt-judge test`\n",
    "runs it (NAME.json with NAME.expected.json beside it, NAME.jsonl with\n",
    "NAME.expected.jsonl, or an inline .jsonl of {\"input\": …, \"expected\": …}\n",
    "lines); a test, one case in NAME.in with its answer in NAME.ans; or a\n",
    "folder of them, read with its subfolders in name order (a package's\n",
    "data/, fixtures/). Answers are compared with the judge's; an expected\n",
    "answer the cases give that disagrees with the judge is said (exit 2).\n",
    "--cases adds more, graded after them.\n\n",
    "The table lists the cases not accepted, those that fail for one cause\n",
    "(a compile error, the same crash) on one line with the cause once;\n",
    "--all lists every case.\n\n",
    "Verdicts: AC accepted, WA wrong answer, TLE time limit, MLE memory limit,\n",
    "RE runtime error, OLE output limit, PE not JSON or the wrong shape,\n",
    "CE does not compile.\n\n",
    "Exit status:\n",
    "  0  every case was accepted\n",
    "  1  some case was not\n",
    "  2  grading could not be done (bad usage, an unreadable or changing cases\n",
    "     file, a missing solution or toolchain, a case the judge cannot judge,\n",
    "     a strict box the machine cannot give, an expected answer in the\n",
    "     cases that disagrees with the judge)\n",
    "  129, 130, 143  stopped by SIGHUP, SIGINT or SIGTERM (the verdicts given\n",
    "     so far are reported)",
))]
pub(crate) struct Args {
    /// The cases, then the SOLUTION. The cases: files in any form `run`
    /// reads (`-` reads stdin), fixtures, tests (`NAME.in`), or folders of
    /// them, read with their subfolders. The solution, last (or a command
    /// after `--`): a source file in Python 3 (.py), JavaScript (.js), Java
    /// 17 (.java) or C++17 (.cpp, .cc, .cxx, .c++), written against the
    /// statement's API.
    #[arg(value_name = "CASES", required = true)]
    inputs: Vec<PathBuf>,
    /// More cases, graded after those before the solution (a file or a
    /// folder; may be given again).
    #[arg(long = "cases", value_name = "PATH")]
    more_cases: Vec<PathBuf>,
    #[command(flatten)]
    solution: SolutionArg,
    #[command(flatten)]
    variant: VariantArg,
    #[command(flatten)]
    limits: LimitsArg,
    #[command(flatten)]
    sandbox: SandboxArg,
    /// Run each case in a process of its own (slower; by default the cases
    /// of a batch share one process).
    #[arg(long)]
    isolate: bool,
    /// `table` (the cases that were not accepted, folded by cause, then a
    /// total) or `json` (one verdict object per case and line, in case
    /// order).
    #[arg(long, value_name = "FORMAT", default_value = "table", value_parser = Format::parse_grade)]
    format: Format,
    /// List every case in the table, the accepted ones too, one row each.
    #[arg(long)]
    all: bool,
    /// Stop at the first case not accepted: the cases after it are not
    /// graded (batches already running finish), and the report says so.
    #[arg(long)]
    fail_fast: bool,
    #[command(flatten)]
    junit: JunitArg,
    /// Also write the verdicts as JSON Lines to FILE, as `--format json`
    /// prints them, whole once grading is done.
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Also write a page to FILE: the summary, and each case not accepted
    /// replayed with the solution's answer beside the judge's.
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    #[command(flatten)]
    jobs: JobsArg,
    /// Grade only share K of N (1 ≤ K ≤ N): the cases whose number is K
    /// modulo N, so that N machines can split the cases.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    shard: Option<(usize, usize)>,
}

/// What `grade` was asked to do, read from its arguments once.
struct GradeConfig {
    /// The cases' files and folders, in order.
    paths: Vec<PathBuf>,
    /// The variant every case is read as, if one is forced.
    variant: Option<Variant>,
    /// What is graded.
    solution: Solution,
    /// The limits of each run.
    limits: Limits,
    /// How the runs are shut in.
    sandbox: Sandbox,
    /// One process a case.
    isolate: bool,
    /// Threads grading at once.
    jobs: usize,
    /// Only share K of N.
    shard: Option<(usize, usize)>,
    /// Stop at the first case not accepted.
    fail_fast: bool,
    /// Where the verdicts go.
    reports: Reports,
}

impl GradeConfig {
    /// The configuration `args` ask for; the sandbox it names, made and
    /// watching `stop`.
    fn new(args: Args, stop: &Signals) -> Result<GradeConfig> {
        let (cases, file) = inputs::split(args.inputs, &args.solution)?;
        let html = args.html.map(Format::Html);
        let solution = args.solution.solution(file.as_deref())?;
        let reports = Reports {
            on_stdout: args.format.clone(),
            files: [
                args.junit.junit.map(Format::Junit),
                args.json.map(Format::JsonLinesFile),
                html.clone(),
            ]
            .into_iter()
            .flatten()
            .collect(),
            all: args.all,
            group: inputs::names(&cases),
            solution: solution.name(),
            limits: args.limits.describe(),
            replayed: html.is_some(),
        };
        Ok(GradeConfig {
            paths: cases.into_iter().chain(args.more_cases).collect(),
            variant: args.variant.variant,
            solution,
            limits: args.limits.limits(),
            sandbox: args.sandbox.sandbox()?.stopped_by(stop.flag()),
            isolate: args.isolate,
            jobs: args.jobs.threads(),
            shard: args.shard,
            fail_fast: args.fail_fast,
            reports,
        })
    }
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let stop = Signals::on_signals()?;
    let config = GradeConfig::new(args, &stop)?;
    let trial = Trial::new(config.solution, config.limits, config.sandbox)?;
    let level = trial.level();
    let sources = crate::cli::io::fixture::sources(&config.paths)?;
    let before = Stamp::of_all(&sources);
    let mut cases = Cases::new(sources.clone(), config.variant);
    let mut progress = Progress::words();
    let mut done_so_far = Tally::default();
    let mut found = Verdicts::default();
    let mut answers = Answers::default();
    // The cases are read and graded a part at a time, so that memory holds
    // one part's cases and every case's verdict, not the whole file. The
    // verdicts come back batch by batch, so that a signal still leaves
    // those given.
    let mut failed = None;
    loop {
        let (tasks, more) = read_tasks(config.shard, &mut cases, &mut found, &mut answers)?;
        let kept = Retained::of(&tasks, config.reports.replayed);
        let fail_fast = config.fail_fast;
        let mut part = Vec::new();
        let mut done = |verdicts: &[Graded]| {
            verdicts.iter().for_each(|g| done_so_far.add(g.verdict));
            progress.say(|| format!("grading: {} cases: {done_so_far}", done_so_far.cases()));
            part.extend_from_slice(verdicts);
            !(fail_fast && verdicts.iter().any(|g| g.verdict != Verdict::Accepted))
        };
        let result = trial.grade_all(tasks, config.isolate, config.jobs, &mut done);
        found.add(part, kept);
        if let Err(e) = result {
            failed = Some(e);
            break;
        }
        if fail_fast && found.fail_fast_stop() {
            break;
        }
        if !more || stop.signal().is_some() {
            break;
        }
    }
    progress.finish();
    // The boxes and their folders go before any report is written.
    drop(trial);
    let signal = stop.signal();
    if let (Some(e), None) = (failed, signal) {
        return Err(e);
    }
    if signal.is_none()
        && let Some(changed) = Stamp::changed(&sources, &before)
    {
        bail!(
            "{}: the cases file changed while it was read; grade a copy that nothing writes to",
            changed.display()
        );
    }
    found.report(&config.reports, level)?;
    if let Some(signal) = signal {
        warn(&format!(
            "grading stopped by signal {signal}: {} cases graded",
            found.graded().len()
        ));
        return Ok(Outcome::Signalled(signal));
    }
    Ok(found.outcome())
}

/// The cases graded at once: a part of the input this large.
const PART_BYTES: usize = 32 << 20;

/// The next part of this share of the cases as tasks, and whether more
/// may follow; each case's source is noted, and a case the judge cannot
/// judge, or whose expected answer in its input disagrees with the judge,
/// is said on stderr and counted as a trouble.
fn read_tasks(
    shard: Option<(usize, usize)>,
    cases: &mut Cases,
    found: &mut Verdicts,
    answers: &mut Answers,
) -> Result<(Vec<Task>, bool)> {
    let (mut tasks, mut bytes) = (Vec::new(), 0);
    while bytes < PART_BYTES {
        let Some(item) = cases.next() else {
            return Ok((tasks, false));
        };
        let (place, case) = match item {
            Ok(item) => item,
            Err(message) => bail!("{message}"),
        };
        let number = place.number;
        let source = Arc::clone(cases.source().expect("a case comes from a source"));
        found.note_origin(number, &source);
        if let Some(why) = answers.note(number, &source) {
            found.trouble(&why);
        }
        if let Some((k, n)) = shard
            && (number - 1) % n != k - 1
        {
            continue;
        }
        let task = case
            .map_err(|e| e.to_string())
            .and_then(|case| Task::new(number, case).map_err(|m| format!("{place}: {m}")));
        match task {
            Ok(task) => {
                if let Some(why) = answers.check(number, place.line, &task.case, &task.expected) {
                    found.trouble(&why);
                }
                bytes += task.input.len() + task.expected.len();
                tasks.push(task);
            }
            Err(message) => found.unjudged(number, message),
        }
    }
    Ok((tasks, true))
}

/// `K/N` with 1 ≤ K ≤ N.
fn parse_shard(text: &str) -> Result<(usize, usize), BadValue> {
    let bad = || {
        BadValue(format!(
            "expected K/N with 1 ≤ K ≤ N, such as 2/4 (found {text:?})"
        ))
    };
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n) = (
        k.trim().parse::<usize>().map_err(|_| bad())?,
        n.trim().parse::<usize>().map_err(|_| bad())?,
    );
    match 1 <= k && k <= n {
        true => Ok((k, n)),
        false => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_k_of_n() {
        assert_eq!(parse_shard("2/4").ok(), Some((2, 4)));
        assert_eq!(parse_shard("1/1").ok(), Some((1, 1)));
        for bad in ["0/4", "5/4", "2", "a/b", "2/0", "/"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }
}
