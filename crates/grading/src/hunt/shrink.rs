//! Shrinking a failing case while the solution still fails the same way.
//!
//! Delta debugging over the steps `ttt_judge::generate::shrink` gives, the
//! largest first: the first smaller case that fails is kept, and the steps
//! start again from it, until none fails. Then the smallest games
//! outright, fewest moves first, and random games of as many moves on
//! smaller boards, for a failure no single step reaches; one found is
//! shrunk by steps again. Candidates are graded many to a
//! process, in order, up to the first that fails; one that failed in a
//! process it shared is graded again alone before it is kept. The
//! hunt's deadline (or, without one, [`TIME`]) and [`RUNS`] bound it all,
//! and a signal stops it; each keeps the smallest case found yet.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::{Duration, Instant};

use anyhow::Result;
use ttt_judge::Case;
use ttt_judge::generate::shrink::{candidates, measure, random_games, small_games};

use super::look::first_failing;
use super::{CutShort, Hunting, Seen, Shrunk, Terms, interrupted};
use crate::runner::Runner;
use crate::trial::{Task, Trial};

/// The most runs spent shrinking a failing case.
const RUNS: usize = 400;
/// The most time spent shrinking a failing case, when the hunt has no
/// deadline of its own.
const TIME: Duration = Duration::from_secs(60);
/// The most of the smallest games graded.
const SMALL_GAMES: usize = 20_000;
/// The most random games on smaller boards graded.
const RANDOM_GAMES: usize = 2000;
/// The cases of the first run, and the most of any: the cases of a run
/// double from one to the next while runs are quick.
const CASES: (usize, usize) = (16, 2000);
/// The most input in one run, but for its first case.
const BYTES: usize = 4 << 20;

/// Games made outright for a case, at most so many.
type Games = fn(&Case, usize) -> Vec<Case>;

/// Shrinks `task`'s case, which failed alone as `seen` says, while it
/// fails the same way, trying only cases `rules` allows, until `deadline`;
/// `progress` hears where it is after each run.
pub(super) fn shrink<R: Runner>(
    trial: &Trial<R>,
    rules: &Terms<'_, R>,
    task: &Task,
    seen: Seen,
    deadline: Option<Instant>,
    progress: &mut dyn FnMut(Hunting),
) -> Result<Shrunk> {
    let mut shrinker = Shrinker {
        trial,
        rules,
        first: seen.clone(),
        failure: Shrunk {
            number: task.number,
            original: task.case.clone(),
            first_verdict: seen.graded.verdict,
            smallest: task.clone(),
            graded: seen.graded,
            reference: seen.reference,
            runs: 0,
            cut_short: None,
        },
        runs_before: runs(trial, rules),
        deadline: deadline.unwrap_or_else(|| Instant::now() + TIME),
        tried: HashSet::new(),
        cases: CASES.0,
        progress,
    };
    shrinker.say();
    shrinker.by_steps()?;
    // Then the smallest games outright, and random games on smaller
    // boards, each shrunk by steps again when one fails.
    let outright: [(Games, usize); 2] = [(small_games, SMALL_GAMES), (random_games, RANDOM_GAMES)];
    for (games, most) in outright {
        if shrinker.failure.cut_short.is_some() {
            break;
        }
        let games = games(&shrinker.failure.smallest.case, most);
        if shrinker.first_kept(&mut games.into_iter())? {
            shrinker.by_steps()?;
        }
    }
    shrinker.failure.runs = runs(trial, rules) - shrinker.runs_before;
    Ok(shrinker.failure)
}

/// The processes the solution and the reference have started.
fn runs<R: Runner>(trial: &Trial<R>, rules: &Terms<'_, R>) -> usize {
    trial.runs() + rules.against.map_or(0, Trial::runs)
}

/// A shrinking under way.
struct Shrinker<'a, 'p, R: Runner> {
    trial: &'a Trial<R>,
    rules: &'a Terms<'a, R>,
    /// How the case failed first, which every smaller case must match.
    first: Seen,
    /// The smallest failing case yet.
    failure: Shrunk,
    /// The runs started before shrinking.
    runs_before: usize,
    deadline: Instant,
    /// The cases graded already (their input's hash): none twice.
    tried: HashSet<u64>,
    /// The most cases of the next run.
    cases: usize,
    progress: &'p mut dyn FnMut(Hunting),
}

impl<R: Runner> Shrinker<'_, '_, R> {
    /// Keeps the first candidate one step smaller that fails, and starts
    /// again from it, until none does or the shrinking is cut short.
    fn by_steps(&mut self) -> Result<()> {
        loop {
            let current = self.failure.smallest.case.clone();
            let steps = candidates(&current);
            if !self.first_kept(&mut steps.iter())? {
                return Ok(());
            }
        }
    }

    /// Grades `pending` a run at a time up to the first that fails as the
    /// case did, and keeps it: whether one was kept.
    fn first_kept(&mut self, pending: &mut dyn Iterator<Item = Case>) -> Result<bool> {
        loop {
            if let Some(why) = self.spent() {
                self.failure.cut_short = Some(why);
                return Ok(false);
            }
            let chunk = self.chunk(pending);
            if chunk.is_empty() {
                // None left, or the time ran out while they were made.
                if Instant::now() >= self.deadline {
                    self.failure.cut_short = Some(CutShort::Time);
                }
                return Ok(false);
            }
            let began = Instant::now();
            let first = &self.first;
            let found = first_failing(self.trial, self.rules, &chunk, &|s| s.fails_as(first));
            let found = match found {
                // A signal keeps the smallest case found so far.
                Err(e) if interrupted(&e) => {
                    self.failure.cut_short = Some(CutShort::Signal);
                    return Ok(false);
                }
                found => found?,
            };
            self.paced(began.elapsed());
            let graded = found.as_ref().map_or(chunk.len(), |(at, _)| at + 1);
            // The cases after the one kept were not graded: they may be
            // tried again.
            self.tried
                .extend(chunk[..graded].iter().map(|task| hash(&task.input)));
            let kept = found.map(|(at, seen)| {
                self.failure.smallest = chunk[at].clone();
                (self.failure.graded, self.failure.reference) = (seen.graded, seen.reference);
            });
            self.say();
            if kept.is_some() {
                return Ok(true);
            }
        }
    }

    /// The next cases of `pending` to grade in one run: those the rules
    /// allow, the judge judges and no run has had, as many as the pace
    /// of the runs allows.
    fn chunk(&self, pending: &mut dyn Iterator<Item = Case>) -> Vec<Task> {
        let most = self.cases;
        let mut chunk: Vec<Task> = Vec::new();
        let mut taken = HashSet::new();
        let mut bytes = 0;
        while chunk.len() < most && (chunk.is_empty() || bytes < BYTES) {
            // Making candidates of a long case takes time too.
            if Instant::now() >= self.deadline {
                break;
            }
            let Some(case) = pending.next() else {
                break;
            };
            // A candidate the rules forbid, or one the judge cannot judge,
            // says nothing.
            if !self.rules.allows(&case) {
                continue;
            }
            let Ok(task) = Task::new(1, case) else {
                continue;
            };
            let hashed = hash(&task.input);
            if self.tried.contains(&hashed) || !taken.insert(hashed) {
                continue;
            }
            bytes += task.input.len();
            chunk.push(task);
        }
        chunk
    }

    /// The last run took `took`: the next may have twice its cases while
    /// a run takes less than an eighth of the time left, and half when
    /// it takes more than a quarter. (A quick solution's runs so never
    /// depend on the clock: a hunt is the same every time.)
    fn paced(&mut self, took: Duration) {
        let left = self.deadline.saturating_duration_since(Instant::now());
        self.cases = match (took * 8 <= left, took * 4 >= left) {
            (true, _) => (self.cases * 2).min(CASES.1),
            (_, true) => (self.cases / 2).max(1),
            _ => self.cases,
        };
    }

    /// Why shrinking must stop now, if it must.
    fn spent(&self) -> Option<CutShort> {
        if runs(self.trial, self.rules) - self.runs_before >= RUNS {
            Some(CutShort::Runs)
        } else if Instant::now() >= self.deadline {
            Some(CutShort::Time)
        } else {
            None
        }
    }

    /// Tells the progress line where shrinking is.
    fn say(&mut self) {
        let runs = runs(self.trial, self.rules) - self.runs_before;
        let moves = measure(&self.failure.smallest.case).moves;
        (self.progress)(Hunting::Shrinking { runs, moves });
    }
}

/// A case's input line, hashed.
fn hash(input: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    input.hash(&mut hasher);
    hasher.finish()
}
