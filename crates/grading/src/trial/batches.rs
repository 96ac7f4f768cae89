//! Grading many cases on threads: the cases cut into batches of one
//! variant each, handed out in order to `jobs` threads, each batch's
//! verdicts handed to the caller as the batch ends.
//!
//! This is not `run`'s pool (`ttt-judge`'s `io::pool`), and for a reason:
//! `run` judges millions of small records and must hand its lines back in
//! input order with bounded memory, so it feeds a few long-lived threads
//! through queues of their own. Here a batch is a process in a box that
//! runs for seconds, the order is the case numbers' (the caller sorts),
//! and a signal must leave every verdict given so far: a shared counter
//! of batches and scoped threads are all it takes.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::Result;
use ttt_judge::Variant;

use super::{Graded, Task, Trial};
use crate::runner::Runner;

impl<R: Runner> Trial<R> {
    /// Grades `tasks` on `jobs` threads: batches of consecutive cases of
    /// one variant (one a case with `isolate`), about `jobs` a variant so
    /// that every thread has work; `done` hears each batch's verdicts as it
    /// ends, and says whether to go on: when it says no, no batch starts
    /// after it (those running finish). The first error stops the rest;
    /// the verdicts `done` heard before it stand.
    pub fn grade_all(
        &self,
        tasks: Vec<Task>,
        isolate: bool,
        jobs: usize,
        done: &mut (dyn FnMut(&[Graded]) -> bool + Send),
    ) -> Result<()> {
        let groups = by_variant(tasks);
        let batches = batches(&groups, isolate, jobs);
        let next = AtomicUsize::new(0);
        let failed = Mutex::new(None);
        let done = Mutex::new(done);
        std::thread::scope(|scope| {
            for _ in 0..jobs.min(batches.len()) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&(variant, batch)) = batches.get(i) else {
                            return;
                        };
                        let mut verdicts = Vec::with_capacity(batch.len());
                        let graded = self.grade_into(variant, batch, isolate, &mut verdicts);
                        // What was given before an error (a stop signal) is
                        // handed over all the same.
                        let go_on = (done.lock().expect("progress"))(&verdicts);
                        match graded {
                            Ok(()) => {
                                if !go_on {
                                    next.store(batches.len(), Ordering::Relaxed);
                                    return;
                                }
                            }
                            Err(e) => {
                                failed.lock().expect("failure").get_or_insert(e);
                                next.store(batches.len(), Ordering::Relaxed);
                                return;
                            }
                        }
                    }
                });
            }
        });
        match failed.into_inner().expect("failure") {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// The tasks of each variant, the variants in the order they first come.
fn by_variant(tasks: Vec<Task>) -> Vec<(Variant, Vec<Task>)> {
    let mut groups: Vec<(Variant, Vec<Task>)> = Vec::new();
    for task in tasks {
        let variant = task.case.variant();
        match groups.iter_mut().find(|(v, _)| *v == variant) {
            Some((_, group)) => group.push(task),
            None => groups.push((variant, vec![task])),
        }
    }
    groups
}

/// The most cases one process is given. A batch's verdicts are handed
/// over when it ends, so this bounds what a stop signal can leave without
/// a verdict, what the judge holds of one run's answers, and how much
/// input a solution that slows as it goes has before it; a process start
/// for so many cases costs little.
const MOST_CASES: usize = 20_000;

/// Each group cut into about `jobs` batches of at most [`MOST_CASES`]
/// (one a case with `isolate`).
fn batches(groups: &[(Variant, Vec<Task>)], isolate: bool, jobs: usize) -> Vec<(Variant, &[Task])> {
    let mut batches = Vec::new();
    for (variant, group) in groups {
        let size = match isolate {
            true => 1,
            false => group.len().div_ceil(jobs).clamp(1, MOST_CASES),
        };
        batches.extend(group.chunks(size).map(|chunk| (*variant, chunk)));
    }
    batches
}
