//! One run: a batch of cases in one process, or a case alone, and the
//! verdicts its lines give (an answer, or the line a harness writes in
//! place of the answer to a case that raised: see `raised`).

use std::time::Duration;

use anyhow::Result;
use ttt_judge::{Variant, Verdict};
use ttt_sandbox::{Exit, Limits, Run};

use super::cause::Cause;
use super::verdict::{
    Graded, after_answer, ended_well, exit_verdict, extra_output, kept_verdict, run_verdict,
};
use super::{Task, Trial, marks, raised};
use crate::runner::{Raise, Runner};

/// What one process made of a batch: the verdicts its answers settle, in
/// order from the batch's first case, whether they are every case's, and
/// whether each was given in a process of its own; when it broke before
/// its first answer, the verdict that gives its first case.
pub(super) struct Batch {
    pub(super) graded: Vec<Graded>,
    pub(super) all: bool,
    pub(super) alone: bool,
    pub(super) first: Option<Graded>,
}

impl Batch {
    /// A batch whose every case is settled.
    fn all(graded: Vec<Graded>) -> Batch {
        Batch {
            graded,
            all: true,
            alone: false,
            first: None,
        }
    }
}

impl<R: Runner> Trial<R> {
    /// Runs `tasks` in one process: the verdicts of the cases its answers
    /// settle, in order, and whether they are all of them.
    pub(super) fn batch(
        &self,
        variant: Variant,
        program: &R::Program,
        tasks: &[Task],
    ) -> Result<Batch> {
        let input: Vec<u8> = tasks.iter().flat_map(|t| t.input.iter().copied()).collect();
        let mut run = self.start(program, input, Raise::GoesOn)?;
        let numbers: Vec<usize> = tasks.iter().map(|t| t.number).collect();
        run.stderr_tail = marks::renumbered(run.stderr_tail, &numbers);
        let lines = answers(&run).take(tasks.len()).count();
        let broke = !ended_well(&run, tasks.len());
        if lines == 0 {
            return self.unanswered(variant, program, tasks, &run, broke);
        }
        // A batch that answered everything and then broke (an exit, a
        // signal, a limit, more output) would have broken in each
        // process of its own too, or not: only running them says which,
        // so each case gets the verdict it gets alone.
        if broke && lines == tasks.len() {
            let mut graded = Vec::with_capacity(tasks.len());
            self.each_alone(variant, program, tasks, &mut graded)?;
            return Ok(Batch {
                alone: true,
                ..Batch::all(graded)
            });
        }
        let mut found = found(&run, tasks, self.limits());
        // A line that is not accepted just before the batch broke may be
        // that case's own last words (junk printed before a crash), which
        // its own process would be judged on by how it ended: only
        // running it alone says.
        if broke && found.last().is_some_and(|f| !f.accepted()) {
            found.pop();
        }
        let all = found.len() == tasks.len();
        let parts = raised::Parts::of(&run);
        let mut graded = Vec::with_capacity(found.len());
        for (k, (task, found)) in tasks.iter().zip(found).enumerate() {
            graded.push(match found {
                Found::Graded(graded) => graded,
                Found::Raised(raised) => {
                    let alone = parts.alone(k + 1);
                    let alone = alone.map(|stderr| marks::renumbered(stderr, &numbers));
                    self.raised(variant, program, task, raised, alone)?
                }
            });
        }
        Ok(Batch {
            graded,
            all,
            alone: false,
            first: None,
        })
    }

    /// A batch whose run gave no answer: when it broke, it may have broken
    /// as the solution loaded, which one run on no cases tells, and every
    /// case gets that verdict; else its first case broke it, as that case's
    /// process would.
    fn unanswered(
        &self,
        variant: Variant,
        program: &R::Program,
        tasks: &[Task],
        run: &Run,
        broke: bool,
    ) -> Result<Batch> {
        if broke && let Some(failure) = self.load_failure(variant, program, run)? {
            let graded = tasks.iter().map(|t| failure.graded(t.number)).collect();
            return Ok(Batch::all(graded));
        }
        Ok(Batch {
            graded: Vec::new(),
            all: false,
            alone: false,
            first: Some(self.without_answer(run, tasks[0].number)),
        })
    }

    /// The verdict of `task`, a case of a batch on which the solution
    /// raised an exception its harness caught: the one its own process
    /// gives it, from how the harness said that process would end and the
    /// stderr it would leave (`alone`, from the snapshots), or from a run
    /// of its own when either is not known.
    fn raised(
        &self,
        variant: Variant,
        program: &R::Program,
        task: &Task,
        raised: Raised,
        alone: Option<String>,
    ) -> Result<Graded> {
        match raised.ending.zip(alone) {
            Some((exit, stderr)) => {
                let (verdict, ending) = exit_verdict(exit, &stderr);
                let found = (verdict, Some(Cause::Ended(ending)));
                Ok(Graded::new(task.number, found, raised.time, raised.memory))
            }
            None => self.one(variant, program, task),
        }
    }

    /// Grades one task in a process of its own: its answer, unless the
    /// process broke after it.
    pub(super) fn one(
        &self,
        variant: Variant,
        program: &R::Program,
        task: &Task,
    ) -> Result<Graded> {
        let mut run = self.start(program, task.input.clone(), Raise::Ends)?;
        run.stderr_tail = marks::renumbered(run.stderr_tail, &[task.number]);
        let Some((line, time, memory, long, cpu)) = answers(&run).next() else {
            // A run that broke without an answer may have broken as the
            // solution loaded, as a batch of cases may.
            if !ended_well(&run, 1)
                && let Some(failure) = self.load_failure(variant, program, &run)?
            {
                return Ok(failure.graded(task.number));
            }
            return Ok(self.without_answer(&run, task.number));
        };
        let found = after_answer(&run, self.limits(), 1, task.number)
            .filter(|(verdict, _)| *verdict != Verdict::WrongAnswer)
            .unwrap_or_else(|| kept_verdict(&task.case, &task.expected, line, long));
        // Output after an accepted answer is what makes it wrong.
        let found = match (found.0, extra_output(&run, 1)) {
            (Verdict::Accepted, true) => (
                Verdict::WrongAnswer,
                Some(Cause::ExtraOutput { after: task.number }),
            ),
            _ => found,
        };
        let memory = memory.max(run.peak_rss_kb);
        Ok(Graded::new(task.number, found, time, memory)
            .answered(line)
            .spent(cpu, self.limits()))
    }

    /// Case `number`'s verdict from a run of it, first, that ended without
    /// its answer: how the run ended.
    fn without_answer(&self, run: &Run, number: usize) -> Graded {
        let (verdict, ending) = run_verdict(run, self.limits());
        let found = (verdict, Some(Cause::Ended(ending)));
        Graded::new(number, found, run.wall, run.peak_rss_kb)
    }
}

/// What each line of a batch's `run` says of its case in `tasks`, under
/// `limits`.
fn found(run: &Run, tasks: &[Task], limits: &Limits) -> Vec<Found> {
    let lines = answers(run).take(tasks.len());
    tasks
        .iter()
        .zip(lines)
        .map(|(task, (line, time, memory, long, cpu))| {
            match long.is_none().then(|| raised::said(line)).flatten() {
                Some(ending) => Found::Raised(Raised {
                    ending,
                    time,
                    memory,
                }),
                None => {
                    let found = kept_verdict(&task.case, &task.expected, line, long);
                    let graded = Graded::new(task.number, found, time, memory);
                    Found::Graded(graded.answered(line).spent(cpu, limits))
                }
            }
        })
        .collect()
}

/// What a batch's line says of its case: a verdict, or that the solution
/// raised an exception on it.
enum Found {
    Graded(Graded),
    Raised(Raised),
}

/// A case on which the solution raised an exception its harness caught:
/// how its own process would have ended, when the harness could say, and
/// the time and memory of the harness's line.
struct Raised {
    ending: Option<Exit>,
    time: Duration,
    memory: u64,
}

impl Found {
    /// Whether the case is accepted (a case that raised never is).
    fn accepted(&self) -> bool {
        matches!(self, Found::Graded(g) if g.verdict == Verdict::Accepted)
    }
}

/// The answers a run gave, each with its time, the memory seen by then,
/// its whole length when it is kept cut, and the CPU time it took: its
/// lines, and what it wrote after its last line end when it exited with
/// status 0 (an answer without its newline is an answer; a line cut off by
/// a limit or a crash is not).
fn answers(run: &Run) -> impl Iterator<Item = (&[u8], Duration, u64, Option<u64>, Duration)> {
    let long = |i: usize| {
        run.long_lines
            .iter()
            .find(|(at, _)| *at == i)
            .map(|(_, n)| *n)
    };
    let lines = run
        .lines
        .iter()
        .enumerate()
        .map(move |(i, (line, time, memory))| {
            let cpu = run.line_cpu.get(i).copied().unwrap_or_default();
            (line.as_slice(), *time, *memory, long(i), cpu)
        });
    let ended_well = run.limit.is_none() && run.exit == Some(Exit::Code(0));
    let last = (!run.rest.is_empty() && ended_well).then(|| {
        let before: Duration = run.lines.iter().map(|(_, time, _)| *time).sum();
        let spent: Duration = run.line_cpu.iter().sum();
        (
            run.rest.as_slice(),
            run.wall.saturating_sub(before),
            run.peak_rss_kb,
            long(run.lines.len()),
            run.cpu.saturating_sub(spent),
        )
    });
    lines.chain(last)
}
