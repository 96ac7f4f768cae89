//! The package checks itself before it is written: each jury submission
//! must be a function-style solution (what the package's harnesses call,
//! or join to), and graded on the package's tests as `grade` grades it,
//! one process a test as a judge system runs it, must get its folder's
//! verdict; the accepted ones' times set the time limit, as the 2025-09
//! format's `ac_to_time_limit` does.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use ttt_grading::solution::{Lang, default_cache_dir};
use ttt_grading::trial::{Graded, Task, Trial};
use ttt_grading::{Solution, form};
use ttt_judge::{Variant, Verdict as Code, parse_case};
use ttt_sandbox::{Limits, Sandbox};

use super::data::Test;
use super::layout::Verdict;

/// The 2025-09 format's defaults: the time limit is the slowest accepted
/// run times `AC_TO_TIME_LIMIT`, rounded up to a multiple of
/// `TIME_RESOLUTION`; a time-limit-exceeded submission must take more
/// than the limit times `TIME_LIMIT_TO_TLE`.
pub(super) const AC_TO_TIME_LIMIT: f64 = 2.0;
/// See [`AC_TO_TIME_LIMIT`].
pub(super) const TIME_LIMIT_TO_TLE: f64 = 1.5;
/// See [`AC_TO_TIME_LIMIT`].
pub(super) const TIME_RESOLUTION: Duration = Duration::from_secs(1);

/// The time limit when nothing sets it.
pub(super) const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// The time a test may take while the accepted submissions are measured.
const MEASURING: Duration = Duration::from_secs(10);

/// A jury submission: its file and the verdict its folder says.
pub(super) struct Jury {
    /// The file.
    pub source: PathBuf,
    /// Its folder's verdict.
    pub verdict: Verdict,
}

/// What the check found: the time limit and how it was set, and what the
/// runs say of it.
pub(super) struct Checked {
    /// The time limit per test.
    pub time_limit: Duration,
    /// How it was set, for the person packaging.
    pub said: Vec<String>,
    /// Runs within the band where another machine may give another
    /// verdict.
    pub warnings: Vec<String>,
}

/// Checks `jury` on `tests` (the samples, then the secret ones, with
/// their folders), under `given`, the time limit asked for, or one set
/// from the accepted submissions' times.
pub(super) fn check(
    variant: Variant,
    tests: &[(&str, &Test)],
    jury: &[Jury],
    given: Option<Duration>,
    sandbox: &dyn Fn() -> Result<Sandbox>,
) -> Result<Checked> {
    let mut checked = Checked {
        time_limit: given.unwrap_or(DEFAULT_TIME_LIMIT),
        said: Vec::new(),
        warnings: Vec::new(),
    };
    let tasks = tasks(variant, tests)?;
    let graded_of = |jury: &Jury, time: Duration| -> Result<Vec<Graded>> {
        let lang = language(jury)?;
        let limits = limits(time);
        if let Err(error) = form::check(
            &jury.source,
            lang,
            None,
            variant,
            limits.clone(),
            sandbox()?,
        )? {
            bail!(
                "{error}\n(a jury submission is the statement's function or class, graded as \
                 `ttt-judge grade` grades a source file; under --io program the package joins it \
                 to its harness to make the whole program)"
            );
        }
        grade(jury, lang, limits, sandbox()?, tasks.clone())
    };
    // The accepted ones first: their times set the limit the others meet.
    let mut slowest: Option<(Duration, &Jury, usize)> = None;
    let accepted: Vec<&Jury> = jury
        .iter()
        .filter(|j| j.verdict == Verdict::Accepted)
        .collect();
    let mut accepted_runs = Vec::new();
    for submission in &accepted {
        let graded = graded_of(submission, given.unwrap_or(MEASURING))?;
        if let Some(g) = graded.iter().find(|g| g.verdict != Code::Accepted) {
            bail!(
                "{} is an accepted submission, but gets {} on {}{}",
                submission.source.display(),
                g.verdict.code(),
                tests[g.case - 1].0,
                cause(g)
            );
        }
        for g in &graded {
            let took = took(g);
            if slowest.is_none_or(|(t, ..)| took > t) {
                slowest = Some((took, submission, g.case));
            }
        }
        accepted_runs.push((submission, graded));
    }
    match (given, slowest) {
        (Some(limit), _) => checked.said.push(format!(
            "time limit: {} s, as --time-limit says",
            seconds(limit)
        )),
        (None, Some((took, submission, case))) => {
            let limit = from_slowest(took);
            checked.time_limit = limit;
            checked.said.push(format!(
                "time limit: {} s: the slowest accepted run, {} on {}, took {} s; \
                 {AC_TO_TIME_LIMIT} times that, rounded up to a multiple of {} s \
                 (ac_to_time_limit, time_resolution); a run over {} s is safely TLE \
                 (time_limit_to_tle {TIME_LIMIT_TO_TLE})",
                seconds(limit),
                submission.source.display(),
                tests[case - 1].0,
                seconds(took),
                seconds(TIME_RESOLUTION),
                seconds(limit.mul_f64(TIME_LIMIT_TO_TLE)),
            ));
        }
        (None, None) => checked
            .said
            .push("time limit: 2 s, the default (no accepted submission to measure)".to_string()),
    }
    let limit = checked.time_limit;
    for (submission, graded) in &accepted_runs {
        for g in graded {
            let took = took(g);
            if took.mul_f64(AC_TO_TIME_LIMIT) > limit {
                checked.warnings.push(format!(
                    "{} took {} s on {}, more than 1/{AC_TO_TIME_LIMIT} of the {} s time limit: \
                     a slower judge machine may give it TLE",
                    submission.source.display(),
                    seconds(took),
                    tests[g.case - 1].0,
                    seconds(limit)
                ));
            }
        }
    }
    for submission in jury.iter().filter(|j| j.verdict != Verdict::Accepted) {
        // A time-limit-exceeded submission runs until the safe margin, so
        // that a run between the limit and it is seen.
        let time = match submission.verdict {
            Verdict::TimeLimitExceeded => limit.mul_f64(TIME_LIMIT_TO_TLE),
            _ => limit,
        };
        let graded = graded_of(submission, time)?;
        judge_run(submission, &graded, tests, limit, &mut checked)?;
    }
    Ok(checked)
}

/// Checks that `graded`, the runs of a submission that must not be
/// accepted, get its folder's verdict.
fn judge_run(
    submission: &Jury,
    graded: &[Graded],
    tests: &[(&str, &Test)],
    limit: Duration,
    checked: &mut Checked,
) -> Result<()> {
    let file = submission.source.display();
    let verdict_of = |g: &Graded| match g.verdict {
        // A run past the limit but within the margin ended by itself.
        Code::Accepted if took(g) > limit => Code::TimeLimit,
        v => v,
    };
    let required = match submission.verdict {
        Verdict::Accepted => return Ok(()),
        Verdict::WrongAnswer => Code::WrongAnswer,
        Verdict::TimeLimitExceeded => Code::TimeLimit,
        Verdict::RunTimeError => Code::RuntimeError,
    };
    if let Some(g) = graded
        .iter()
        .find(|g| ![Code::Accepted, required].contains(&verdict_of(g)))
    {
        bail!(
            "{file} is a {} submission, but gets {} on {}{}: it may get only AC or {}",
            submission.verdict.folder(),
            verdict_of(g).code(),
            tests[g.case - 1].0,
            cause(g),
            required.code()
        );
    }
    let Some(first) = graded.iter().find(|g| verdict_of(g) == required) else {
        bail!(
            "{file} is a {} submission, but is accepted on every test: the data does not catch it",
            submission.verdict.folder()
        );
    };
    if required == Code::TimeLimit {
        for g in graded
            .iter()
            .filter(|g| g.verdict == Code::Accepted && took(g) > limit)
        {
            checked.warnings.push(format!(
                "{file} took {} s on {}, over the {} s time limit but within {TIME_LIMIT_TO_TLE} \
                 times it: a faster judge machine may accept it",
                seconds(took(g)),
                tests[g.case - 1].0,
                seconds(limit)
            ));
        }
    }
    checked.said.push(format!(
        "{file}: {} on {}, as a {} submission must",
        required.code(),
        tests[first.case - 1].0,
        submission.verdict.folder()
    ));
    Ok(())
}

/// The time limit for a slowest accepted run of `took`.
pub(super) fn from_slowest(took: Duration) -> Duration {
    let steps = (took.as_secs_f64() * AC_TO_TIME_LIMIT / TIME_RESOLUTION.as_secs_f64()).ceil();
    TIME_RESOLUTION.mul_f64(steps.max(1.0))
}

/// The tests as grading tasks, numbered from 1 in order.
fn tasks(variant: Variant, tests: &[(&str, &Test)]) -> Result<Vec<Task>> {
    tests
        .iter()
        .enumerate()
        .map(|(i, (name, test))| {
            let case = parse_case(&test.input, Some(variant))
                .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
            Task::new(i + 1, case).map_err(|e| anyhow::anyhow!("{name}: {e}"))
        })
        .collect()
}

/// The language of a submission, from its file's extension.
fn language(jury: &Jury) -> Result<Lang> {
    Lang::from_extension(&jury.source).with_context(|| {
        format!(
            "{}: not a solution file (.py, .js, .java, .cpp)",
            jury.source.display()
        )
    })
}

/// The limits of a test's run: `time` of CPU time, and those the
/// package's `problem.yaml` states.
fn limits(time: Duration) -> Limits {
    Limits {
        time,
        wall: time * 3,
        memory_bytes: 1024 << 20,
        output_bytes: 64 << 20,
        processes: 64,
        disk_bytes: 64 << 20,
        line_bytes: ttt_judge::verdict::ANSWER_FLOOR_BYTES,
        lines: 1,
    }
}

/// `jury` graded on `tasks`, a process a test.
fn grade(
    jury: &Jury,
    lang: Lang,
    limits: Limits,
    sandbox: Sandbox,
    tasks: Vec<Task>,
) -> Result<Vec<Graded>> {
    let solution = Solution::Source {
        path: jury.source.clone(),
        lang,
        python: None,
        cache: default_cache_dir(),
    };
    let trial = Trial::new(solution, limits, sandbox)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut graded = Vec::new();
    trial.grade_all(tasks, true, threads, &mut |part: &[Graded]| {
        graded.extend_from_slice(part);
        true
    })?;
    graded.sort_by_key(|g| g.case);
    Ok(graded)
}

/// The CPU time a run took, as a judge system's limit counts it (the
/// wall-clock time where the CPU time is not known).
fn took(g: &Graded) -> Duration {
    Duration::from_millis(match g.cpu_ms {
        0 => g.time_ms,
        cpu => cpu,
    })
}

/// `: ` and why a run was not accepted, when it says.
fn cause(g: &Graded) -> String {
    g.cause.as_ref().map_or(String::new(), |c| format!(": {c}"))
}

/// Seconds, as few digits as say them: `1`, `0.04`, `2.5`.
fn seconds(d: Duration) -> String {
    let text = format!("{:.3}", d.as_secs_f64());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
