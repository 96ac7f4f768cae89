//! Running a solution on cases under limits and giving each case a
//! verdict: what `grade` and `hunt` share.
//!
//! A solution is a command that speaks the judge's format, or a source file
//! written against a statement's API, which is wrapped by the harness for
//! its language and the case's variant and compiled once (see `solution`).
//! Cases go to it in batches, one process for all of a batch's cases, or one
//! process each (`--isolate`), and every case gets the verdict its own
//! process would give it. In a batch, a harness goes on after an exception
//! the solution throws on a case, saying how that case's process would
//! have ended and what it would have printed (`raised`), so that a
//! solution that throws on most cases costs about one process, not two a
//! case. When a batch's process dies or runs past a limit part-way, the
//! cases it answered keep their verdicts and a batch goes on from the case
//! it broke on; a batch that breaks on its first case gives that case its
//! verdict, as alone (each case runs alone when no batch answered one).
//! The processes are a [`Runner`]'s business; a trial only decides what to
//! run and what the runs say.

mod batches;
pub mod cause;
mod load;
mod marks;
mod raised;
mod runs;
#[cfg(test)]
mod tests;
mod until;
pub mod verdict;

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::Result;
use ttt_judge::case::write_case;
use ttt_judge::{Case, RuleError, StatusFormat, Variant, judge_and_write};
use ttt_sandbox::{Level, Limits, Run, Sandbox};

use crate::Solution;
use crate::runner::{CompileError, Raise, Runner, Sandboxed};
pub use cause::{Cause, Ending, How};
use ttt_judge::Verdict;
pub use until::Until;
pub use verdict::Graded;

/// A case ready to be given to a solution: its text in the named form and
/// the judge's result.
#[derive(Clone, Debug)]
pub struct Task {
    /// The case's 1-based number in its input.
    pub number: usize,
    /// The case.
    pub case: Case,
    /// Its line of input for the solution, newline included.
    pub input: Vec<u8>,
    /// The judge's result, as `run` writes it.
    pub expected: Vec<u8>,
}

impl Task {
    /// The task for case `number`, or why the judge cannot judge it.
    pub fn new(number: usize, case: Case) -> Result<Task, RuleError> {
        let mut expected = Vec::new();
        judge_and_write(&case, &mut expected, StatusFormat::String)?;
        let mut input = Vec::new();
        write_case(&case, &mut input);
        input.push(b'\n');
        Ok(Task {
            number,
            case,
            input,
            expected,
        })
    }
}

/// Whether two runs of one case ended alike, before its answer: the same
/// verdict, and the same end but for the times it used.
fn ended_alike(a: &Graded, b: &Graded) -> bool {
    let end = |g: &Graded| match &g.cause {
        Some(Cause::Ended(ending)) => Some(Ending {
            how: ending.how.unmeasured(),
            ..ending.clone()
        }),
        _ => None,
    };
    a.verdict == b.verdict
        && a.answer.is_none()
        && b.answer.is_none()
        && end(a).is_some()
        && end(a) == end(b)
}

/// A solution ready to run through a [`Runner`]: the program of each
/// variant is made the first time a case of it is graded.
pub struct Trial<R: Runner = Sandboxed> {
    runner: R,
    /// The program for each variant, or why it does not compile.
    programs: Mutex<HashMap<Variant, Result<R::Program, CompileError>>>,
    /// The run on no cases of each variant's program, made when a batch
    /// gave no answer, to see whether it fails as it loads.
    probes: Mutex<HashMap<Variant, Run>>,
    /// The processes started so far.
    runs: AtomicUsize,
}

impl Trial {
    /// A trial of `solution` under `limits`, run in `sandbox`.
    pub fn new(solution: Solution, limits: Limits, sandbox: Sandbox) -> Result<Trial> {
        Ok(Trial::with(Sandboxed::new(solution, limits, sandbox)?))
    }
}

impl<R: Runner> Trial<R> {
    /// A trial whose programs `runner` makes and runs.
    pub fn with(runner: R) -> Trial<R> {
        Trial {
            runner,
            programs: Mutex::new(HashMap::new()),
            probes: Mutex::new(HashMap::new()),
            runs: AtomicUsize::new(0),
        }
    }

    /// How many processes the trial has started so far (compilers aside).
    pub fn runs(&self) -> usize {
        self.runs.load(Ordering::Relaxed)
    }

    /// Runs `program` on `input`, counted.
    fn start(&self, program: &R::Program, input: Vec<u8>, raise: Raise) -> Result<Run> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        self.runner.run(program, input, raise)
    }

    /// How well the runs are shut in.
    pub fn level(&self) -> Level {
        self.runner.level()
    }

    /// The limits the runs are held to.
    fn limits(&self) -> &Limits {
        self.runner.limits()
    }

    /// The program for cases of `variant`: made once, the first time it is
    /// asked for; the compiler's message when the source does not compile.
    fn program(&self, variant: Variant) -> Result<Result<R::Program, CompileError>> {
        let mut programs = self.programs.lock().expect("no thread panics holding it");
        if let Some(program) = programs.get(&variant) {
            return Ok(program.clone());
        }
        let program = self.runner.prepare(variant)?;
        programs.insert(variant, program.clone());
        Ok(program)
    }

    /// Grades `tasks`, all of `variant`, in one process (or one process
    /// each when `isolate` is set), in order.
    pub fn grade(&self, variant: Variant, tasks: &[Task], isolate: bool) -> Result<Vec<Graded>> {
        let mut graded = Vec::with_capacity(tasks.len());
        self.grade_into(variant, tasks, isolate, &mut graded)?;
        Ok(graded)
    }

    /// [`Trial::grade`], each verdict pushed onto `graded` as it is given,
    /// so that those given before an error (a stop signal) are not lost.
    fn grade_into(
        &self,
        variant: Variant,
        tasks: &[Task],
        isolate: bool,
        graded: &mut Vec<Graded>,
    ) -> Result<()> {
        let program = match self.program(variant)? {
            Ok(program) => program,
            Err(CompileError(message)) => {
                let cause = Cause::Compile(cause::escaped(&message));
                graded.extend(tasks.iter().map(|t| {
                    let found = (Verdict::CompileError, Some(cause.clone()));
                    Graded::new(t.number, found, Duration::ZERO, 0)
                }));
                return Ok(());
            }
        };
        match isolate {
            true => self.each_alone(variant, &program, tasks, graded),
            false => self.in_batches(variant, &program, tasks, graded),
        }
    }

    /// Grades `tasks` in batches, from the first: each batch that breaks
    /// part-way is followed by one from the case it broke on.
    fn in_batches(
        &self,
        variant: Variant,
        program: &R::Program,
        tasks: &[Task],
        graded: &mut Vec<Graded>,
    ) -> Result<()> {
        let mut rest = tasks;
        // Whether a batch that breaks on its first case gives that case
        // the verdict its own process gives it: once a batch has settled a
        // case (the solution reads its cases one by one and answers as it
        // goes), or a case has broken a batch as it breaks alone.
        let mut trusted = false;
        while rest.len() > 1 {
            let batch = self.batch(variant, program, rest)?;
            let settled = batch.graded.len();
            graded.extend(batch.graded);
            if batch.all {
                return Ok(());
            }
            // What broke the process was the case after those it settled
            // or the batch's length: a batch goes on from that case.
            if settled > 0 {
                trusted = true;
                rest = &rest[settled..];
                continue;
            }
            let first = match batch.first {
                Some(first) if trusted => first,
                first => {
                    let alone = self.one(variant, program, &rest[0])?;
                    // A solution that breaks a batch on a case it does not
                    // break alike alone may not read its cases one by one:
                    // each case goes alone.
                    if !trusted {
                        trusted = first.is_some_and(|first| ended_alike(&first, &alone));
                        if !trusted {
                            graded.push(alone);
                            return self.each_alone(variant, program, &rest[1..], graded);
                        }
                    }
                    alone
                }
            };
            graded.push(first);
            rest = &rest[1..];
        }
        self.each_alone(variant, program, rest, graded)
    }

    /// Grades each of `tasks` in a process of its own.
    fn each_alone(
        &self,
        variant: Variant,
        program: &R::Program,
        tasks: &[Task],
        graded: &mut Vec<Graded>,
    ) -> Result<()> {
        for task in tasks {
            graded.push(self.one(variant, program, task)?);
        }
        Ok(())
    }
}
