//! Running a solution on cases under limits and giving each case a
//! verdict: what `grade` and `hunt` share.
//!
//! A solution is a command that speaks the judge's format, or a source file
//! written against a statement's API, which is wrapped by the harness for
//! its language and the case's variant and compiled once (see `solution`).
//! Cases go to it in batches, one process for all of a batch's cases, or one
//! process each (`--isolate`). When a batch's process dies or runs past a
//! limit part-way, the cases it answered keep their verdicts and the rest
//! are run again one per process, so every case gets a verdict and a time
//! of its own.

pub mod verdict;

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use ttt_judge::generate::write_case;
use ttt_judge::{Case, StatusFormat, Variant, judge_and_write};

use crate::cli::grading::solution::{Lang, PrepareError, prepare};
use crate::cli::io::warn;
use ttt_sandbox::{Exit, Limits, Program, Run, Sandbox};
pub use verdict::{Graded, Verdict};
use verdict::{answer_verdict, run_verdict};

/// What is graded.
#[derive(Clone, Debug)]
pub enum Solution {
    /// A command and its arguments, speaking the judge's format.
    Command(Vec<OsString>),
    /// A source file in a language the harnesses know.
    Source {
        /// The file.
        path: PathBuf,
        /// Its language.
        lang: Lang,
    },
}

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
    pub fn new(number: usize, case: Case) -> Result<Task, String> {
        let mut expected = Vec::new();
        judge_and_write(&case, &mut expected, StatusFormat::String).map_err(|e| e.message)?;
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

/// A solution ready to run, and the limits it runs under.
pub struct Trial {
    solution: Solution,
    sandbox: Sandbox,
    limits: Limits,
    /// Holds the compiled programs, and a fresh working folder per run.
    work: tempfile::TempDir,
    /// The program for each variant, or the compiler's message.
    programs: Mutex<HashMap<Variant, Result<Program, String>>>,
    runs: AtomicUsize,
}

impl Trial {
    /// A trial of `solution` under `limits`, without network where the
    /// system allows it (a note on stderr says when it does not).
    pub fn new(solution: Solution, limits: Limits) -> Result<Trial> {
        let work = tempfile::Builder::new()
            .prefix("ttt-judge-")
            .tempdir()
            .context("cannot make a folder to run the solution in")?;
        let sandbox = Sandbox::new(true);
        if !sandbox.network_isolated() {
            warn(
                "note: the solution runs with network access (no user namespace can be made here)",
            );
        }
        Ok(Trial {
            solution,
            sandbox,
            limits,
            work,
            programs: Mutex::new(HashMap::new()),
            runs: AtomicUsize::new(0),
        })
    }

    /// The program for cases of `variant`: made once, the first time it is
    /// asked for; the compiler's message when the source does not compile.
    pub fn program(&self, variant: Variant) -> Result<Result<Program, String>> {
        let mut programs = self.programs.lock().expect("no thread panics holding it");
        if let Some(program) = programs.get(&variant) {
            return Ok(program.clone());
        }
        let program = match &self.solution {
            Solution::Command(words) => {
                let (program, args) = words.split_first().context("no command was given")?;
                Ok(Program {
                    program: from_here(program, true),
                    args: args.iter().map(|arg| from_here(arg, false)).collect(),
                    dir: PathBuf::new(),
                })
            }
            Solution::Source { path, lang } => {
                let dir = self.work.path().join(format!("{}-{variant}", lang.name()));
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("cannot make {}", dir.display()))?;
                let memory_mb = self.limits.memory_bytes >> 20;
                match prepare(path, *lang, variant, &dir, memory_mb) {
                    Ok(prepared) => Ok(Program {
                        program: prepared.program,
                        args: prepared.args,
                        dir: PathBuf::new(),
                    }),
                    Err(PrepareError::Compile(message)) => Err(message),
                    Err(PrepareError::Toolchain(message)) => bail!("{message}"),
                    Err(PrepareError::Io(e)) => {
                        return Err(e)
                            .with_context(|| format!("cannot prepare {}", path.display()));
                    }
                }
            }
        };
        programs.insert(variant, program.clone());
        Ok(program)
    }

    /// Grades `tasks`, all of `variant`, in one process (or one process
    /// each when `isolate` is set), in order.
    pub fn grade(&self, variant: Variant, tasks: &[Task], isolate: bool) -> Result<Vec<Graded>> {
        let program = match self.program(variant)? {
            Ok(program) => program,
            Err(message) => {
                return Ok(tasks
                    .iter()
                    .map(|t| {
                        Graded::new(
                            t.number,
                            Verdict::CompileError,
                            Default::default(),
                            0,
                            Some(message.clone()),
                        )
                    })
                    .collect());
            }
        };
        if isolate || tasks.len() == 1 {
            return tasks.iter().map(|task| self.one(&program, task)).collect();
        }
        let input: Vec<u8> = tasks.iter().flat_map(|t| t.input.iter().copied()).collect();
        let run = self.run(&program, input)?;
        let mut graded: Vec<Graded> = tasks
            .iter()
            .zip(answers(&run))
            .map(|(task, (line, time, memory))| {
                let (verdict, message) = answer_verdict(&task.case, &task.expected, line);
                Graded::new(task.number, verdict, time, memory, message).answered(line)
            })
            .collect();
        // The cases the process did not answer, each in a process of its own.
        for task in &tasks[graded.len()..] {
            graded.push(self.one(&program, task)?);
        }
        Ok(graded)
    }

    /// Grades one task in a process of its own.
    fn one(&self, program: &Program, task: &Task) -> Result<Graded> {
        let run = self.run(program, task.input.clone())?;
        Ok(match answers(&run).next() {
            Some((line, time, memory)) => {
                let (verdict, message) = answer_verdict(&task.case, &task.expected, line);
                Graded::new(task.number, verdict, time, memory, message).answered(line)
            }
            None => {
                let (verdict, message) = run_verdict(&run, &self.limits);
                Graded::new(task.number, verdict, run.wall, run.peak_rss_kb, message)
            }
        })
    }

    /// Runs `program` on `input` in a fresh working folder.
    fn run(&self, program: &Program, input: Vec<u8>) -> Result<Run> {
        let n = self.runs.fetch_add(1, Ordering::Relaxed);
        let dir = self.work.path().join(format!("run-{n}"));
        std::fs::create_dir(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        let program = Program {
            dir: dir.clone(),
            ..program.clone()
        };
        let run = self.sandbox.run(&program, input, &self.limits);
        // What the solution left behind goes; a folder that will not go is
        // removed with the rest at the end.
        let _ = std::fs::remove_dir_all(&dir);
        run.with_context(|| format!("cannot run {}", program.program.to_string_lossy()))
    }
}

/// The answers a run gave, each with its time and the memory seen by then:
/// its lines, and what it wrote after its last line end when it exited with
/// status 0 (an answer without its newline is an answer; a line cut off by
/// a limit or a crash is not).
fn answers(run: &Run) -> impl Iterator<Item = (&[u8], Duration, u64)> {
    let lines = run
        .lines
        .iter()
        .map(|(line, time, memory)| (line.as_slice(), *time, *memory));
    let ended_well = run.limit.is_none() && run.exit == Some(Exit::Code(0));
    let last = (!run.rest.is_empty() && ended_well).then(|| {
        let before: Duration = run.lines.iter().map(|(_, time, _)| *time).sum();
        (
            run.rest.as_slice(),
            run.wall.saturating_sub(before),
            run.peak_rss_kb,
        )
    });
    lines.chain(last)
}

/// A command's word as the fresh folder the command runs in must see it: a
/// path to an existing file (for the program, any path with a `/`) made
/// absolute from the current folder; any other word as it is.
fn from_here(word: &OsString, program: bool) -> OsString {
    let path = std::path::Path::new(word);
    let is_path = match program {
        true => word.to_string_lossy().contains('/'),
        false => path.exists(),
    };
    match (is_path && path.is_relative(), std::env::current_dir()) {
        (true, Ok(here)) => here.join(path).into_os_string(),
        _ => word.clone(),
    }
}
