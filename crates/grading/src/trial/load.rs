//! A solution that fails as it loads, before it reads a case (a Python
//! `import` of a module that is not there, a JavaScript `require` that
//! throws, a Java static initialiser): every case would fail alike, so it
//! is found once, by a run on no cases, and each case of the variant gets
//! that verdict without a run of its own.
//!
//! The run on no cases is made only when a batch gave no answer and broke,
//! and it counts only when it breaks the same way: the same exit status or
//! signal and the same last line of stderr, with no output and no limit.
//! A solution that reads its cases and fails on one of them exits cleanly
//! on no cases, and is graded case by case as before.

use std::time::Duration;

use anyhow::Result;
use ttt_judge::{Variant, Verdict};
use ttt_sandbox::Run;

use super::Trial;
use super::cause::{Cause, Ending};
use super::verdict::{Graded, run_verdict};
use crate::runner::{Raise, Runner};

/// The verdict every case gets when the solution fails as it loads, how
/// it fails, and the time and memory the run on no cases took.
#[derive(Clone, Debug)]
pub(super) struct LoadFailure {
    verdict: Verdict,
    ending: Ending,
    time: Duration,
    memory_kb: u64,
}

impl LoadFailure {
    /// Case `number`'s verdict.
    pub(super) fn graded(&self, number: usize) -> Graded {
        let found = (self.verdict, Some(Cause::AsItLoads(self.ending.clone())));
        Graded::new(number, found, self.time, self.memory_kb)
    }
}

impl<R: Runner> Trial<R> {
    /// When `batch`, a run of one or more cases of `variant`, gave no
    /// answer and broke: how `program` fails as it loads, if it does (found
    /// by a run on no cases, made once a variant).
    pub(super) fn load_failure(
        &self,
        variant: Variant,
        program: &R::Program,
        batch: &Run,
    ) -> Result<Option<LoadFailure>> {
        // A run stopped at a limit did not break as loading breaks.
        if batch.limit.is_some() {
            return Ok(None);
        }
        let probe = {
            let mut probes = self.probes.lock().expect("no thread panics holding it");
            match probes.get(&variant) {
                Some(probe) => probe.clone(),
                None => {
                    let probe = self.start(program, Vec::new(), Raise::Ends)?;
                    probes.insert(variant, probe.clone());
                    probe
                }
            }
        };
        if !broke_on_load(&probe) || !same_break(&probe, batch) {
            return Ok(None);
        }
        let (verdict, ending) = run_verdict(&probe, self.limits());
        Ok(Some(LoadFailure {
            verdict,
            ending,
            time: probe.wall,
            memory_kb: probe.peak_rss_kb,
        }))
    }
}

/// True when a run on no cases ended badly on its own: an exit status
/// that is not 0 or a signal, with nothing on stdout and no limit reached.
fn broke_on_load(probe: &Run) -> bool {
    let quiet = probe.lines.is_empty() && probe.rest.is_empty();
    let exit = probe.exit.is_some_and(|e| e != ttt_sandbox::Exit::Code(0));
    quiet && exit && probe.limit.is_none()
}

/// True when two runs broke alike: the same exit and the same last line
/// of stderr, neither at a limit.
fn same_break(a: &Run, b: &Run) -> bool {
    let last = |run: &Run| {
        run.stderr_tail
            .lines()
            .map(str::trim)
            .rfind(|l| !l.is_empty())
            .map(str::to_string)
    };
    a.exit == b.exit && a.limit.is_none() && b.limit.is_none() && last(a) == last(b)
}
