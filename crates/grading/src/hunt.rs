//! Hunting: generate cases until a solution fails one that fails alone
//! too, then shrink it while the solution still fails the same way
//! (`shrink.rs`). The command (`cmd/hunt.rs`) says what was found.
//!
//! A case fails when the judge does not accept the solution's answer, or,
//! against a reference solution, when the two answer differently. Every
//! case tried keeps its statement's limits (it passes `validate`) unless
//! the hunt is told it may go beyond them: a case the statement forbids
//! says nothing about a solution written for the statement.

mod look;
mod shrink;
#[cfg(test)]
mod tests;

use std::time::Instant;

use anyhow::{Result, anyhow};
use ttt_judge::Case;
use ttt_judge::generate::{Params, generate};
use ttt_judge::validate::validate;
use ttt_judge::verdict::{compare, read_answer};

use super::runner::Runner;
use super::trial::{Graded, Task, Trial};
use look::first_failing;
use ttt_judge::Verdict;

/// Cases generated and graded at a time, in one process.
const BATCH: u64 = 50;

/// How far a hunt may go.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// The most cases to try.
    pub count: u64,
    /// When to stop: trying new cases, and shrinking one found.
    pub deadline: Option<Instant>,
}

/// Where a hunt is, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hunting {
    /// This many cases were tried, with no failure yet.
    Tried(u64),
    /// A failing case is being shrunk: this many runs so far, and the
    /// calls or moves of the smallest case that fails yet.
    Shrinking {
        /// The runs spent shrinking so far.
        runs: usize,
        /// The calls or moves of the smallest failing case yet.
        moves: usize,
    },
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
    // Two answers the judge accepts are its result, so the same value,
    // however long (a long answer is kept only cut).
    if one.verdict == Verdict::Accepted && other.verdict == Verdict::Accepted {
        return false;
    }
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
    /// The runs spent shrinking: the processes started, the solution's
    /// and the reference's.
    pub runs: usize,
    /// What stopped the shrinking before it ran out of smaller cases to
    /// try, if anything did: then a smaller case may fail too.
    pub cut_short: Option<CutShort>,
}

/// What stopped a shrinking that had smaller cases left to try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutShort {
    /// A signal (SIGINT, SIGTERM, SIGHUP).
    Signal,
    /// The hunt's deadline, or without one the most time a shrinking
    /// takes.
    Time,
    /// The most runs a shrinking takes.
    Runs,
}

/// Generates the cases `params` describes, a batch at a time, until the
/// solution fails one under `rules` or the budget is spent, then shrinks
/// it; `progress` hears where the hunt is. A solution (or reference) that
/// does not compile is an error, not a failing case: it fails every case
/// alike.
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
        // What is shrunk and reported must fail on its own, not only in
        // a batch.
        let found = first_failing(trial, rules, &tasks, &Seen::fails)?;
        tried = upto;
        progress(Hunting::Tried(tried));
        if let Some((at, seen)) = found {
            let failure =
                shrink::shrink(trial, rules, &tasks[at], seen, budget.deadline, progress)?;
            return Ok(Hunted::Failed(Box::new(failure)));
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

/// Whether `error` comes from a run that a signal stopped.
pub fn interrupted(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::Interrupted)
    })
}
