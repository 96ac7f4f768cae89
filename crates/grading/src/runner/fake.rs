//! A [`Runner`] for tests that starts no process: each run is what a
//! script makes of the cases it was given, and every run is remembered,
//! so a test can see how cases were batched.

use std::sync::Mutex;
use std::time::Duration;

use anyhow::{Context, Result};
use ttt_judge::{Case, StatusFormat, Variant, judge_and_write, parse_case};
use ttt_sandbox::{Exit, Level, Limit, Limits, Run};

use super::{CompileError, Raise, Runner};

/// What each answer line took, in a scripted run.
pub const LINE_TIME: Duration = Duration::from_millis(3);

/// The memory a scripted run uses, in KB.
pub const MEMORY_KB: u64 = 1234;

/// The script: the run a solution makes of these cases, told what its
/// harness does with an exception.
type Script = Box<dyn Fn(&[Case], Raise) -> Run + Sync>;

/// A solution that exists only as a script.
pub struct Fake {
    limits: Limits,
    /// The compiler's message, when the solution is not to compile.
    compile_error: Option<String>,
    script: Script,
    /// The run (counted from 0) that cannot be made, if any.
    failing_at: Option<usize>,
    /// The cases of every run so far, in order, and what its harness was
    /// to do with an exception.
    runs: Mutex<Vec<(Vec<Case>, Raise)>>,
}

impl Fake {
    /// A solution whose runs `script` makes, under limits of 2 s, 256 MB
    /// and 8 MB of output.
    pub fn new(script: impl Fn(&[Case]) -> Run + Sync + 'static) -> Fake {
        Fake::raising(move |cases, _| script(cases))
    }

    /// The same, the script also told what the harness does with an
    /// exception.
    pub fn raising(script: impl Fn(&[Case], Raise) -> Run + Sync + 'static) -> Fake {
        Fake {
            limits: Limits {
                time: Duration::from_secs(2),
                wall: Duration::from_secs(6),
                memory_bytes: 256 << 20,
                output_bytes: 8 << 20,
                processes: 64,
                disk_bytes: 64 << 20,
                line_bytes: ttt_judge::verdict::ANSWER_FLOOR_BYTES,
                lines: 1,
            },
            compile_error: None,
            script: Box::new(script),
            failing_at: None,
            runs: Mutex::new(Vec::new()),
        }
    }

    /// The same, but run number `at` (from 0) cannot be made: an error,
    /// as a signal that stops grading gives.
    pub fn failing_at(self, at: usize) -> Fake {
        Fake {
            failing_at: Some(at),
            ..self
        }
    }

    /// A solution that answers each case as `answer` says, in one run that
    /// exits with status 0.
    pub fn answering(answer: impl Fn(&Case) -> String + Sync + 'static) -> Fake {
        Fake::new(move |cases| {
            let lines: Vec<String> = cases.iter().map(&answer).collect();
            run(&lines, Some(Exit::Code(0)), None)
        })
    }

    /// A source that does not compile, with this message.
    pub fn not_compiling(message: &str) -> Fake {
        Fake {
            compile_error: Some(message.to_string()),
            ..Fake::new(|_| unreachable!("a solution that does not compile never runs"))
        }
    }

    /// The cases of every run so far, in order.
    pub fn runs(&self) -> Vec<Vec<Case>> {
        let runs = self.runs.lock().expect("no test panics holding it");
        runs.iter().map(|(cases, _)| cases.clone()).collect()
    }

    /// How many cases each run so far had, in order, and whether its
    /// harness was to go on after an exception.
    pub fn sizes(&self) -> Vec<(usize, Raise)> {
        let runs = self.runs.lock().expect("no test panics holding it");
        runs.iter()
            .map(|(cases, raise)| (cases.len(), *raise))
            .collect()
    }
}

impl Runner for &Fake {
    type Program = Variant;

    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn level(&self) -> Level {
        Level::Basic
    }

    fn prepare(&self, variant: Variant) -> Result<Result<Variant, CompileError>> {
        Ok(match &self.compile_error {
            Some(message) => Err(CompileError(message.clone())),
            None => Ok(variant),
        })
    }

    fn run(&self, variant: &Variant, input: Vec<u8>, raise: Raise) -> Result<Run> {
        let cases = input
            .split(|&b| b == b'\n')
            .filter(|line| !line.is_empty())
            .map(|line| parse_case(line, Some(*variant)).context("the trial wrote a bad case"))
            .collect::<Result<Vec<Case>>>()?;
        let mut runs = self.runs.lock().expect("no test panics holding it");
        if self.failing_at == Some(runs.len()) {
            anyhow::bail!("stopped by a signal");
        }
        let run = (self.script)(&cases, raise);
        runs.push((cases, raise));
        Ok(run)
    }
}

/// A run that printed `lines`, each [`LINE_TIME`] after the one before,
/// and ended with `exit`, or was stopped at `limit`.
pub fn run(lines: &[impl AsRef<str>], exit: Option<Exit>, limit: Option<Limit>) -> Run {
    let wall = LINE_TIME * u32::try_from(lines.len() + 1).expect("a few lines");
    Run {
        exit,
        limit,
        lines: lines
            .iter()
            .map(|line| (line.as_ref().as_bytes().to_vec(), LINE_TIME, MEMORY_KB))
            .collect(),
        line_cpu: vec![LINE_TIME / 2; lines.len()],
        long_lines: Vec::new(),
        extra_lines: 0,
        rest: Vec::new(),
        stderr_tail: String::new(),
        stderr_snapshots: Vec::new(),
        wall,
        cpu: wall / 2,
        peak_rss_kb: MEMORY_KB,
        processes_refused: false,
        disk_full: false,
    }
}

/// The judge's answer for `case`: what a right solution prints.
pub fn right(case: &Case) -> String {
    let mut out = Vec::new();
    judge_and_write(case, &mut out, StatusFormat::String).expect("a case the judge judges");
    String::from_utf8(out).expect("the judge writes UTF-8")
}
