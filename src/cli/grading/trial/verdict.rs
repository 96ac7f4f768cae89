//! A case's verdict: what a solution's answer line, or the way its run
//! ended, says about it.

use std::fmt;
use std::time::Duration;

use serde::Serialize;
use serde_json::Value;
use ttt_judge::{Case, Judgement, Status, judge};

use crate::cli::compare::{compare, move_at};
use ttt_sandbox::{Exit, Limit, Limits, Run};

/// The verdicts, in the order a summary counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Verdict {
    /// `AC`: accepted.
    #[serde(rename = "AC")]
    Accepted,
    /// `WA`: wrong answer.
    #[serde(rename = "WA")]
    WrongAnswer,
    /// `TLE`: no answer within the time limit.
    #[serde(rename = "TLE")]
    TimeLimit,
    /// `MLE`: over the memory limit.
    #[serde(rename = "MLE")]
    MemoryLimit,
    /// `RE`: a runtime error, a non-zero exit status or a signal.
    #[serde(rename = "RE")]
    RuntimeError,
    /// `OLE`: over the output limit.
    #[serde(rename = "OLE")]
    OutputLimit,
    /// `PE`: an answer that is not JSON or has the wrong shape, or none.
    #[serde(rename = "PE")]
    Presentation,
    /// `CE`: the source file does not compile.
    #[serde(rename = "CE")]
    CompileError,
}

impl Verdict {
    /// The verdict's code: `AC`, `WA`, ….
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::OutputLimit => "OLE",
            Verdict::Presentation => "PE",
            Verdict::CompileError => "CE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One case graded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Graded {
    /// The case's 1-based number in its input.
    pub case: usize,
    /// The verdict.
    pub verdict: Verdict,
    /// How long the answer took, in milliseconds.
    pub time_ms: u64,
    /// The most resident memory seen up to the answer, in KB.
    pub memory_kb: u64,
    /// What there is to say, if anything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The answer line, when there was one.
    #[serde(skip)]
    pub answer: Option<String>,
}

impl Graded {
    pub fn new(
        case: usize,
        verdict: Verdict,
        time: Duration,
        memory_kb: u64,
        message: Option<String>,
    ) -> Graded {
        Graded {
            case,
            verdict,
            time_ms: u64::try_from(time.as_millis()).unwrap_or(u64::MAX),
            memory_kb,
            message,
            answer: None,
        }
    }

    /// The same, with the answer line it was given for.
    pub fn answered(self, line: &[u8]) -> Graded {
        Graded {
            answer: Some(String::from_utf8_lossy(line).into_owned()),
            ..self
        }
    }
}

/// The verdict on an answer line for `case`, whose result the judge wrote
/// as `expected`, and what to say about it.
pub fn answer_verdict(case: &Case, expected: &[u8], line: &[u8]) -> (Verdict, Option<String>) {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    // Most answers are accepted, and most accepted answers are written as
    // the judge writes them.
    if line == expected {
        return (Verdict::Accepted, None);
    }
    let expected: Value = serde_json::from_slice(expected).expect("the judge writes JSON");
    let expected = &expected;
    let Ok(text) = std::str::from_utf8(line) else {
        return (
            Verdict::Presentation,
            Some("the answer is not UTF-8".into()),
        );
    };
    let found: Value = match serde_json::from_str(text) {
        Ok(found) => found,
        Err(e) => {
            let shown = crate::cli::compare::cut(text);
            return (
                Verdict::Presentation,
                Some(format!("the answer is not JSON ({e}): {shown}")),
            );
        }
    };
    if let Some(problem) = shape_problem(case, &found) {
        return (Verdict::Presentation, Some(problem));
    }
    match compare(expected, &found) {
        None => (Verdict::Accepted, None),
        Some(difference) => {
            let shown = |v: Option<&str>| v.map_or("nothing".to_string(), str::to_string);
            let message = match difference.entry {
                Some(entry) => {
                    let what = move_at(case, entry).unwrap_or_else(|| format!("entry {entry}"));
                    let reason = reason(case, entry).map_or(String::new(), |r| format!(" ({r})"));
                    let mut message = format!(
                        "{what}: expected {}{reason}, found {}",
                        shown(difference.expected.as_deref()),
                        shown(difference.found.as_deref())
                    );
                    if let Some((want, got)) = difference.lengths.filter(|(w, g)| w != g) {
                        message.push_str(&format!(" (expected {want} entries, found {got})"));
                    }
                    message
                }
                None => format!(
                    "expected {}, found {}",
                    shown(difference.expected.as_deref()),
                    shown(difference.found.as_deref())
                ),
            };
            (Verdict::WrongAnswer, Some(message))
        }
    }
}

/// What is wrong with the shape of an answer, if anything (the variant
/// says what its answer looks like).
fn shape_problem(case: &Case, found: &Value) -> Option<String> {
    let shape = case.variant().check_answer_shape(found);
    shape.err().map(|problem| problem.to_string())
}

/// The judge's reason for the expected entry `entry`: why a call was
/// rejected, or that a move wins.
fn reason(case: &Case, entry: usize) -> Option<String> {
    match judge(case).ok()? {
        Judgement::Multi { steps, .. } => match steps.get(entry)?.result {
            Err(rejection) => Some(rejection.name().to_string()),
            Ok(Status::Won(_)) => Some("the call wins".to_string()),
            Ok(Status::Tie) => Some("the call fills the board".to_string()),
            Ok(Status::InProgress) => None,
        },
        Judgement::FullLine { moves, status, .. } => (entry + 1 == moves
            && matches!(status, Status::Won(_)))
        .then(|| "the move fills a line".to_string()),
        Judgement::Classic { .. } => None,
    }
}

/// The verdict on a case whose run ended without its answer, and what to
/// say about it.
pub fn run_verdict(run: &Run, limits: &Limits) -> (Verdict, Option<String>) {
    let stderr = || {
        let tail = run.stderr_tail.trim_end();
        match tail.is_empty() {
            true => String::new(),
            false => format!("; stderr ends:\n{tail}"),
        }
    };
    match (run.limit, run.exit) {
        (Some(Limit::Time), _) if run.wall < limits.time => (
            Verdict::TimeLimit,
            Some(format!(
                "{:.2} s of CPU time used in {:.2} s, over the limit of {} s",
                run.cpu.as_secs_f64(),
                run.wall.as_secs_f64(),
                limits.time.as_secs_f64()
            )),
        ),
        (Some(Limit::Time), _) => (
            Verdict::TimeLimit,
            Some(format!(
                "no answer within {} s ({:.2} s of CPU time used)",
                limits.time.as_secs_f64(),
                run.cpu.as_secs_f64()
            )),
        ),
        (Some(Limit::Memory), _) => (
            Verdict::MemoryLimit,
            Some(format!(
                "resident memory went over {} MB",
                limits.memory_bytes >> 20
            )),
        ),
        (Some(Limit::Output), _) => (
            Verdict::OutputLimit,
            Some(format!("output went over {} MB", limits.output_bytes >> 20)),
        ),
        (None, Some(_)) if out_of_memory(run) => (
            Verdict::MemoryLimit,
            Some(format!("the program ran out of memory{}", stderr())),
        ),
        (None, Some(Exit::Code(0)) | None) => (
            Verdict::Presentation,
            Some(format!(
                "no answer (the program printed no line for this case){}",
                stderr()
            )),
        ),
        (None, Some(Exit::Code(code))) => (
            Verdict::RuntimeError,
            Some(format!("exit status {code}{}", stderr())),
        ),
        (None, Some(Exit::Signal(signal))) => (
            Verdict::RuntimeError,
            Some(format!(
                "killed by signal {signal}{}{}",
                signal_name(signal),
                stderr()
            )),
        ),
    }
}

/// ` (SIGSEGV)` for the signals a solution most often dies of.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        7 => " (SIGBUS)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        13 => " (SIGPIPE)",
        15 => " (SIGTERM)",
        _ => "",
    }
}

/// True when the program said it ran out of memory, in whatever words its
/// language has: a Python `MemoryError`, a Java `OutOfMemoryError`, a C++
/// `bad_alloc`, V8's heap limit; its verdict is `MLE` all the same.
fn out_of_memory(run: &Run) -> bool {
    let tail = &run.stderr_tail;
    [
        "MemoryError",
        "OutOfMemoryError",
        "std::bad_alloc",
        "JavaScript heap out of memory",
    ]
    .iter()
    .any(|sign| tail.contains(sign))
}
