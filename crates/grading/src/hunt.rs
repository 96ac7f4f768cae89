//! Hunting: generate cases until a solution fails one, grade that case
//! alone, then shrink it while the solution still fails the same way. The
//! command (`cmd/hunt.rs`) says what was found.
//!
//! A case fails when the judge does not accept the solution's answer, or,
//! against a reference solution, when the two answer differently. Every
//! case tried keeps its statement's limits (it passes `validate`) unless
//! the hunt is told it may go beyond them: a case the statement forbids
//! says nothing about a solution written for the statement.

#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use anyhow::{Result, anyhow, bail};
use ttt_judge::Case;
use ttt_judge::generate::shrink::candidates;
use ttt_judge::generate::{Params, generate};
use ttt_judge::validate::validate;
use ttt_judge::verdict::{compare, read_answer};

use super::runner::Runner;
use super::trial::{Graded, Task, Trial};
use ttt_judge::Verdict;

/// Cases generated and graded at a time, in one process.
const BATCH: u64 = 50;
/// The most runs spent shrinking a failing case.
const SHRINK_RUNS: usize = 400;
/// The most time spent shrinking a failing case.
const SHRINK_TIME: Duration = Duration::from_secs(120);

/// How far a hunt may go.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The most cases to try.
    pub count: u64,
    /// When to stop trying new cases (shrinking one found goes on).
    pub deadline: Option<Instant>,
}

/// Where a hunt is, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hunting {
    /// This many cases were tried, with no failure yet.
    Tried(u64),
    /// A failing case was found and is being shrunk.
    Shrinking,
}

/// What a case is held to, and which cases may be tried.
pub struct Terms<'a, R: Runner> {
    /// A reference solution whose answers the solution's must equal;
    /// `None` holds it to the judge.
    pub against: Option<&'a Trial<R>>,
    /// Cases beyond the statements' limits may be tried.
    pub beyond_limits: bool,
}

impl<R: Runner> Terms<'_, R> {
    /// True when `case` may be tried.
    fn allows(&self, case: &Case) -> bool {
        self.beyond_limits || validate(case).is_empty()
    }
}

/// One case seen: the solution's verdict and answer, and the reference's
/// when there is one.
#[derive(Clone, Debug)]
pub struct Seen {
    /// The solution's.
    pub graded: Graded,
    /// The reference's.
    pub reference: Option<Graded>,
}

impl Seen {
    /// True when the case fails: the judge does not accept the answer, or
    /// the two solutions answer differently.
    pub fn fails(&self) -> bool {
        match &self.reference {
            None => self.graded.verdict != Verdict::Accepted,
            Some(reference) => differ(&self.graded, reference),
        }
    }

    /// True when this case fails as `first` did: with the same verdict, or
    /// (against a reference) by any difference.
    fn fails_as(&self, first: &Seen) -> bool {
        match &self.reference {
            None => self.graded.verdict == first.graded.verdict,
            Some(_) => self.fails(),
        }
    }
}

/// True when two solutions' runs on one case differ: answers that are not
/// the same JSON value as the judge compares them (numbers of any size,
/// layout aside), or, not JSON, not the same text; or one answer and none,
/// or no answer from either but different verdicts.
fn differ(one: &Graded, other: &Graded) -> bool {
    match (&one.answer, &other.answer) {
        (Some(a), Some(b)) => {
            let (a, b) = (a.trim(), b.trim());
            match (read_answer(a.as_bytes()), read_answer(b.as_bytes())) {
                (Ok(a), Ok(b)) => compare(a, b).is_some(),
                _ => a != b,
            }
        }
        (None, None) => one.verdict != other.verdict,
        _ => true,
    }
}

/// What a hunt ended with.
#[derive(Debug)]
pub enum Hunted {
    /// No case failed: this many were tried.
    Clean(u64),
    /// A case failed.
    Failed(Box<Shrunk>),
}

/// A failing case: the first found, and the smallest it shrank to.
#[derive(Debug)]
pub struct Shrunk {
    /// The first failing case's number among those generated (from 1).
    pub number: usize,
    /// That case, as generated.
    pub original: Case,
    /// Its verdict, graded alone.
    pub first_verdict: Verdict,
    /// The smallest case that fails the same way.
    pub smallest: Task,
    /// Its verdict and answer.
    pub graded: Graded,
    /// The reference's verdict and answer on it, when hunting against one.
    pub reference: Option<Graded>,
    /// The runs spent shrinking.
    pub runs: usize,
    /// Whether a signal stopped the shrinking: a smaller case may fail too.
    pub stopped: bool,
}

/// Generates the cases `params` describes, a batch at a time, until the
/// solution fails one under `rules` or the budget is spent; `progress`
/// hears where the hunt is. A solution (or reference) that does not
/// compile is an error, not a failing case: it fails every case alike.
pub fn hunt<R: Runner>(
    trial: &Trial<R>,
    params: &Params,
    budget: Budget,
    rules: &Terms<'_, R>,
    progress: &mut dyn FnMut(Hunting),
) -> Result<Hunted> {
    let mut tried = 0;
    while tried < budget.count && budget.deadline.is_none_or(|d| Instant::now() < d) {
        let upto = (tried + BATCH).min(budget.count);
        let mut tasks = batch(params, tried..upto)?;
        tasks.retain(|task| rules.allows(&task.case));
        let seen = see(trial, rules, &tasks, false)?;
        tried = upto;
        progress(Hunting::Tried(tried));
        // A case that fails in a batch is graded again alone: what is
        // shrunk and reported must fail on its own.
        for (task, seen) in tasks.iter().zip(&seen).filter(|(_, s)| s.fails()) {
            debug_assert_eq!(task.number, seen.graded.case);
            let alone = see_alone(trial, rules, task)?;
            if !alone.fails() {
                continue;
            }
            progress(Hunting::Shrinking);
            return Ok(Hunted::Failed(Box::new(shrink(trial, rules, task, alone)?)));
        }
    }
    Ok(Hunted::Clean(tried))
}

/// `tasks` graded by the solution, and by the reference when there is
/// one, in one process each or one process for all; an error when either
/// does not compile.
fn see<R: Runner>(
    trial: &Trial<R>,
    rules: &Terms<'_, R>,
    tasks: &[Task],
    isolate: bool,
) -> Result<Vec<Seen>> {
    let Some(first) = tasks.first() else {
        return Ok(Vec::new());
    };
    let variant = first.case.variant();
    let graded = compiled(trial.grade(variant, tasks, isolate)?, "the solution")?;
    let reference = match rules.against {
        Some(reference) => {
            let graded = reference.grade(variant, tasks, isolate)?;
            compiled(graded, "the reference")?
                .into_iter()
                .map(Some)
                .collect()
        }
        None => vec![None; graded.len()],
    };
    Ok(graded
        .into_iter()
        .zip(reference)
        .map(|(graded, reference)| Seen { graded, reference })
        .collect())
}

/// The verdicts, or the compiler's message when `who` does not compile.
fn compiled(graded: Vec<Graded>, who: &str) -> Result<Vec<Graded>> {
    match graded.iter().find(|g| g.verdict == Verdict::CompileError) {
        Some(g) => bail!(
            "{who} does not compile:\n{}",
            g.message().unwrap_or_default().trim_end()
        ),
        None => Ok(graded),
    }
}

/// The generated cases numbered `indices` (from 0) as tasks.
fn batch(params: &Params, indices: std::ops::Range<u64>) -> Result<Vec<Task>> {
    indices
        .map(|index| {
            let case =
                generate(params, index).map_err(|why| anyhow!("case {}: {why}", index + 1))?;
            Ok(Task::new(index as usize + 1, case)?)
        })
        .collect()
}

/// `task` seen in a process of its own.
fn see_alone<R: Runner>(trial: &Trial<R>, rules: &Terms<'_, R>, task: &Task) -> Result<Seen> {
    let seen = see(trial, rules, std::slice::from_ref(task), true)?;
    Ok(seen.into_iter().next().expect("one case graded"))
}

/// Shrinks `task`'s case, which failed as `seen` says, while it fails the
/// same way, trying only the smaller cases `rules` allows.
fn shrink<R: Runner>(
    trial: &Trial<R>,
    rules: &Terms<'_, R>,
    task: &Task,
    seen: Seen,
) -> Result<Shrunk> {
    let first = seen.clone();
    let mut failure = Shrunk {
        number: task.number,
        original: task.case.clone(),
        first_verdict: seen.graded.verdict,
        smallest: task.clone(),
        graded: seen.graded,
        reference: seen.reference,
        runs: 0,
        stopped: false,
    };
    let started = Instant::now();
    // After a smaller case is kept, the next round starts at the same kind
    // of step, and goes round the list once before it gives up.
    let mut start = 0;
    'smaller: loop {
        let steps = candidates(&failure.smallest.case);
        for k in 0..steps.len() {
            if failure.runs >= SHRINK_RUNS || started.elapsed() > SHRINK_TIME {
                break 'smaller;
            }
            let i = (start + k) % steps.len();
            // A step that does not apply, a candidate the rules forbid, or
            // one the judge cannot judge says nothing.
            let Some(candidate) = steps.get(i).filter(|c| rules.allows(c)) else {
                continue;
            };
            let Ok(task) = Task::new(1, candidate) else {
                continue;
            };
            failure.runs += 1;
            let result = match see_alone(trial, rules, &task) {
                // A signal keeps the smallest case found so far.
                Err(e) if interrupted(&e) => {
                    failure.stopped = true;
                    break 'smaller;
                }
                result => result?,
            };
            if result.fails_as(&first) {
                failure.smallest = task;
                (failure.graded, failure.reference, start) = (result.graded, result.reference, i);
                continue 'smaller;
            }
        }
        break;
    }
    Ok(failure)
}

/// Whether `error` comes from a run that a signal stopped.
pub fn interrupted(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::Interrupted)
    })
}
