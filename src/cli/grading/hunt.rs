//! Hunting: generate cases until a solution fails one, grade that case
//! alone, then shrink it while the solution still fails the same way. The
//! command (`cmd/hunt.rs`) says what was found.

#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use anyhow::{Result, anyhow};
use ttt_judge::Case;
use ttt_judge::generate::shrink::candidates;
use ttt_judge::generate::{Params, generate};

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

/// What a hunt ended with.
#[derive(Debug)]
pub enum Hunted {
    /// No case failed: this many were tried.
    Clean(u64),
    /// A case failed.
    Failed(Box<Failure>),
}

/// A failing case: the first found, and the smallest it shrank to.
#[derive(Debug)]
pub struct Failure {
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
    /// The runs spent shrinking.
    pub runs: usize,
}

/// Generates the cases `params` describes, a batch at a time, until the
/// solution fails one or the budget is spent; `progress` hears where the
/// hunt is.
pub fn hunt<R: Runner>(
    trial: &Trial<R>,
    params: &Params,
    budget: Budget,
    progress: &mut dyn FnMut(Hunting),
) -> Result<Hunted> {
    let mut tried = 0;
    while tried < budget.count && budget.deadline.is_none_or(|d| Instant::now() < d) {
        let upto = (tried + BATCH).min(budget.count);
        let tasks = batch(params, tried..upto)?;
        let graded = trial.grade(params.variant, &tasks, false)?;
        tried = upto;
        progress(Hunting::Tried(tried));
        // A case that fails in a batch is graded again alone: what is
        // shrunk and reported must fail on its own.
        for failed in graded.iter().filter(|g| g.verdict != Verdict::Accepted) {
            let task = tasks
                .iter()
                .find(|t| t.number == failed.case)
                .expect("a graded case");
            let alone = grade_alone(trial, task)?;
            if alone.verdict == Verdict::Accepted {
                continue;
            }
            progress(Hunting::Shrinking);
            return Ok(Hunted::Failed(Box::new(shrink(trial, task, alone)?)));
        }
    }
    Ok(Hunted::Clean(tried))
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

/// `task` graded in a process of its own.
fn grade_alone<R: Runner>(trial: &Trial<R>, task: &Task) -> Result<Graded> {
    let graded = trial.grade(task.case.variant(), std::slice::from_ref(task), true)?;
    Ok(graded.into_iter().next().expect("one case graded"))
}

/// Shrinks `task`'s case, on which the solution got `graded`, while it gets
/// the same verdict. A source that does not compile fails the same on any
/// case, so it is not shrunk.
fn shrink<R: Runner>(trial: &Trial<R>, task: &Task, graded: Graded) -> Result<Failure> {
    let mut failure = Failure {
        number: task.number,
        original: task.case.clone(),
        first_verdict: graded.verdict,
        smallest: task.clone(),
        graded,
        runs: 0,
    };
    if failure.first_verdict == Verdict::CompileError {
        return Ok(failure);
    }
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
            // A step that does not apply, or a candidate the judge cannot
            // judge, says nothing.
            let Some(Ok(task)) = steps.get(i).map(|candidate| Task::new(1, candidate)) else {
                continue;
            };
            failure.runs += 1;
            let result = grade_alone(trial, &task)?;
            if result.verdict == failure.graded.verdict {
                (failure.smallest, failure.graded, start) = (task, result, i);
                continue 'smaller;
            }
        }
        break;
    }
    Ok(failure)
}
