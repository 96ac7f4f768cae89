//! Running a solution on cases under limits and giving each case a
//! verdict: what `grade` and `hunt` share.
//!
//! A solution is a command that speaks the judge's format, or a source file
//! written against a statement's API, which is wrapped by the harness for
//! its language and the case's variant and compiled once (see `solution`).
//! Cases go to it in batches, one process for all of a batch's cases, or one
//! process each (`--isolate`). When a batch's process dies or runs past a
//! limit part-way, the cases it answered keep their verdicts, the first it
//! did not answer runs alone, and the rest run on in a batch of their own
//! (each alone when the process answered none), so every case gets the
//! verdict its own process would give it, and a batch that breaks costs a
//! few processes, not one a case. The processes are a [`Runner`]'s business; a trial only
//! decides what to run and what the runs say.

mod batches;
pub mod cause;
mod load;
mod marks;
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
use ttt_sandbox::{Exit, Level, Limits, Run, Sandbox};

use crate::Solution;
use crate::runner::{CompileError, Runner, Sandboxed};
pub use cause::{Cause, Ending, How};
use ttt_judge::Verdict;
pub use until::Until;
pub use verdict::Graded;
use verdict::{after_answer, ended_well, extra_output, kept_verdict, run_verdict};

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

/// What one process made of a batch: the verdicts its answers settle, in
/// order from the batch's first case, whether they are every case's, and
/// whether each was given in a process of its own.
struct Batch {
    graded: Vec<Graded>,
    all: bool,
    alone: bool,
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
    fn start(&self, program: &R::Program, input: Vec<u8>) -> Result<Run> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        self.runner.run(program, input)
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
        if isolate {
            return self.each_alone(&program, tasks, graded);
        }
        let mut rest = tasks;
        while rest.len() > 1 {
            let batch = self.batch(variant, &program, rest)?;
            let answered = batch.graded.len();
            graded.extend(batch.graded);
            if batch.all {
                return Ok(());
            }
            // The first case the process did not answer gets the verdict
            // its own process gives it. When the process answered cases
            // before it, it reads cases in batch, and what broke it was
            // that case or the batch's length: the cases after it go on in
            // a batch of their own, so that a batch that breaks costs a
            // few processes, not one a case. When it answered none, each
            // case after it goes alone.
            graded.push(self.one(&program, &rest[answered])?);
            rest = &rest[answered + 1..];
            if answered == 0 {
                return self.each_alone(&program, rest, graded);
            }
        }
        self.each_alone(&program, rest, graded)
    }

    /// Grades each of `tasks` in a process of its own.
    fn each_alone(
        &self,
        program: &R::Program,
        tasks: &[Task],
        graded: &mut Vec<Graded>,
    ) -> Result<()> {
        for task in tasks {
            graded.push(self.one(program, task)?);
        }
        Ok(())
    }

    /// Runs `tasks` in one process: the verdicts of the cases its answers
    /// settle, in order, and whether they are all of them.
    fn batch(&self, variant: Variant, program: &R::Program, tasks: &[Task]) -> Result<Batch> {
        let input: Vec<u8> = tasks.iter().flat_map(|t| t.input.iter().copied()).collect();
        let mut run = self.start(program, input)?;
        let numbers: Vec<usize> = tasks.iter().map(|t| t.number).collect();
        run.stderr_tail = marks::renumbered(run.stderr_tail, &numbers);
        let answered: Vec<_> = answers(&run).take(tasks.len()).collect();
        // A batch that broke before its first answer may have broken as
        // the solution loaded, which one run on no cases tells.
        if answered.is_empty()
            && !ended_well(&run, tasks.len())
            && let Some(failure) = self.load_failure(variant, program, &run)?
        {
            let graded = tasks.iter().map(|t| failure.graded(t.number)).collect();
            return Ok(Batch {
                graded,
                all: true,
                alone: false,
            });
        }
        // A batch that answered everything and then broke (an exit, a
        // signal, a limit, more output) would have broken in each
        // process of its own too, or not: only running them says which,
        // so each case gets the verdict it gets alone.
        let broke = !ended_well(&run, tasks.len());
        if broke && answered.len() == tasks.len() {
            let mut graded = Vec::with_capacity(tasks.len());
            self.each_alone(program, tasks, &mut graded)?;
            return Ok(Batch {
                graded,
                all: true,
                alone: true,
            });
        }
        let mut graded: Vec<Graded> = tasks
            .iter()
            .zip(answered)
            .map(|(task, (line, time, memory, long, cpu))| {
                let found = kept_verdict(&task.case, &task.expected, line, long);
                Graded::new(task.number, found, time, memory)
                    .answered(line)
                    .spent(cpu, self.limits())
            })
            .collect();
        // A line that is not accepted just before the batch broke may be
        // that case's own last words (junk printed before a crash), which
        // its own process would be judged on by how it ended: only
        // running it alone says.
        if broke
            && graded
                .last()
                .is_some_and(|g| g.verdict != Verdict::Accepted)
        {
            graded.pop();
        }
        let all = graded.len() == tasks.len();
        Ok(Batch {
            graded,
            all,
            alone: false,
        })
    }

    /// Grades one task in a process of its own: its answer, unless the
    /// process broke after it.
    fn one(&self, program: &R::Program, task: &Task) -> Result<Graded> {
        let mut run = self.start(program, task.input.clone())?;
        run.stderr_tail = marks::renumbered(run.stderr_tail, &[task.number]);
        Ok(match answers(&run).next() {
            Some((line, time, memory, long, cpu)) => {
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
                Graded::new(task.number, found, time, memory)
                    .answered(line)
                    .spent(cpu, self.limits())
            }
            None => {
                let (verdict, ending) = run_verdict(&run, self.limits());
                let found = (verdict, Some(Cause::Ended(ending)));
                Graded::new(task.number, found, run.wall, run.peak_rss_kb)
            }
        })
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
