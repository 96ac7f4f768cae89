//! A case's verdict: what a solution's answer line, or the way its run
//! ended, says about it.

use std::time::Duration;

use ttt_judge::verdict::{Mismatch, judge_answer, kind};
use ttt_judge::{Case, Verdict};

use ttt_sandbox::{Exit, Limit, Limits, Run};

use super::cause::{Cause, Ending, How, escaped};

/// One case graded: the record every report format reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    /// The case's 1-based number in its input.
    pub case: usize,
    /// The verdict.
    pub verdict: Verdict,
    /// How long the answer took, in milliseconds.
    pub time_ms: u64,
    /// The most resident memory seen up to the answer, in KB.
    pub memory_kb: u64,
    /// Why it was not accepted; `None` when it was.
    pub cause: Option<Cause>,
    /// The answer line, when there was one: cut when long, control
    /// characters escaped.
    pub answer: Option<String>,
    /// The CPU time its answer took, in milliseconds, as the limit counts
    /// it (from the answer before, or from the start); 0 when unknown.
    pub cpu_ms: u64,
    /// The answer came within [`NEAR`] of a time limit (the CPU time
    /// limit, or the wall-clock backstop): another run, on a busier
    /// machine, may be `TLE`.
    pub near_limit: bool,
}

/// How near a time limit an answer is near it: within a fifth of it.
pub const NEAR: (u32, u32) = (4, 5);

impl Graded {
    /// Case `case`'s record: its verdict and cause, and what its answer
    /// took.
    pub fn new(
        case: usize,
        (verdict, cause): (Verdict, Option<Cause>),
        time: Duration,
        memory_kb: u64,
    ) -> Graded {
        Graded {
            case,
            verdict,
            time_ms: u64::try_from(time.as_millis()).unwrap_or(u64::MAX),
            memory_kb,
            cause,
            answer: None,
            cpu_ms: 0,
            near_limit: false,
        }
    }

    /// The same, with the CPU time its answer took under `limits`, and
    /// whether it, or the time it took, came near a limit.
    pub fn spent(self, cpu: Duration, limits: &Limits) -> Graded {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        let near = |used: u64, limit: Duration| {
            let (part, whole) = NEAR;
            used * u64::from(whole) >= ms(limit) * u64::from(part) && ms(limit) > 0
        };
        let answered = matches!(
            self.verdict,
            Verdict::Accepted | Verdict::WrongAnswer | Verdict::Presentation
        );
        let cpu_ms = ms(cpu);
        Graded {
            near_limit: answered && (near(cpu_ms, limits.time) || near(self.time_ms, limits.wall)),
            cpu_ms,
            ..self
        }
    }

    /// The same, with the answer line it was given for.
    pub fn answered(self, line: &[u8]) -> Graded {
        Graded {
            answer: Some(escaped(&ttt_judge::verdict::bounded_line(line))),
            ..self
        }
    }

    /// What there is to say about it, in words: its cause's.
    pub fn message(&self) -> Option<String> {
        self.cause.as_ref().map(Cause::to_string)
    }
}

/// A verdict and its cause, as the functions below find them.
pub type Assessed = (Verdict, Option<Cause>);

/// The verdict on an answer line for `case`, whose result the judge wrote
/// as `expected`, and what to say about it.
pub fn answer_verdict(case: &Case, expected: &[u8], line: &[u8]) -> Assessed {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let expected = std::str::from_utf8(expected).expect("the judge writes UTF-8");
    match judge_answer(case, expected, line) {
        None => (Verdict::Accepted, None),
        Some(mismatch) => {
            let (entry, kind) = match &mismatch {
                Mismatch::Wrong(wrong) => (
                    wrong.difference.entry,
                    wrong.shape.is_none().then(|| kind(case, &wrong.difference)),
                ),
                Mismatch::Unreadable(_) => (None, None),
            };
            let sentence = escaped(&mismatch.sentence(case, line));
            let cause = Cause::Differs {
                entry,
                kind,
                sentence,
            };
            (mismatch.verdict(), Some(cause))
        }
    }
}

/// The verdict on an answer line as the sandbox kept it: whole, or cut
/// when it was longer than any answer to its case can be (`cut_from`, its
/// whole length), and then wrong whatever it holds.
pub fn kept_verdict(case: &Case, expected: &[u8], line: &[u8], cut_from: Option<u64>) -> Assessed {
    match cut_from {
        None => answer_verdict(case, expected, line),
        Some(length) => (Verdict::WrongAnswer, Some(Cause::long(length, line))),
    }
}

/// The verdict on a case whose run ended without its answer, and how it
/// ended.
pub fn run_verdict(run: &Run, limits: &Limits) -> (Verdict, Ending) {
    let (verdict, how) = limit_or_exit(run, limits);
    let ending = Ending {
        how,
        stderr: escaped(run.stderr_tail.trim_end()),
        processes_refused: run.processes_refused.then_some(limits.processes),
        disk_full_mb: run.disk_full.then_some(limits.disk_bytes >> 20),
    };
    (verdict, ending)
}

/// The verdict on a case whose own process would have ended on its own by
/// `exit`, before its answer and at no limit, leaving `stderr_tail`: what
/// [`run_verdict`] gives that process.
pub fn exit_verdict(exit: Exit, stderr_tail: &str) -> (Verdict, Ending) {
    let (verdict, how) = ended(exit, stderr_tail);
    let ending = Ending {
        how,
        stderr: escaped(stderr_tail.trim_end()),
        processes_refused: None,
        disk_full_mb: None,
    };
    (verdict, ending)
}

/// The verdict a run's limit or exit gives, and what stopped it.
fn limit_or_exit(run: &Run, limits: &Limits) -> (Verdict, How) {
    match (run.limit, run.exit) {
        (Some(Limit::Time), _) => (
            Verdict::TimeLimit,
            How::CpuTime {
                limit: limits.time,
                used: run.cpu,
                wall: run.wall,
            },
        ),
        (Some(Limit::Wall), _) => (
            Verdict::TimeLimit,
            How::WallTime {
                limit: limits.wall,
                used: run.cpu,
            },
        ),
        (Some(Limit::Memory), _) => (Verdict::MemoryLimit, How::Memory(limits.memory_bytes >> 20)),
        (Some(Limit::Output), _) => (Verdict::OutputLimit, How::Output(limits.output_bytes >> 20)),
        (None, Some(exit)) => ended(exit, &run.stderr_tail),
        (None, None) => (Verdict::Presentation, How::NoAnswer),
    }
}

/// The verdict an exit at no limit gives, after `stderr_tail`.
fn ended(exit: Exit, stderr_tail: &str) -> (Verdict, How) {
    match exit {
        _ if out_of_memory(stderr_tail) => (Verdict::MemoryLimit, How::OutOfMemory),
        Exit::Code(0) => (Verdict::Presentation, How::NoAnswer),
        Exit::Code(code) => (Verdict::RuntimeError, How::Exit(code)),
        Exit::Signal(signal) => (Verdict::RuntimeError, How::Signal(signal)),
    }
}

/// Whether a run that was to give `expected` answers printed more: more
/// lines, or text after the last one.
pub fn extra_output(run: &Run, expected: usize) -> bool {
    run.extra_lines > 0
        || run.lines.len() > expected
        || (run.lines.len() >= expected && !run.rest.is_empty())
}

/// Whether a run ended as a run should: on its own, with status 0, having
/// printed no more than its `expected` answers.
pub fn ended_well(run: &Run, expected: usize) -> bool {
    run.limit.is_none() && run.exit == Some(Exit::Code(0)) && !extra_output(run, expected)
}

/// The verdict on the case whose answer was the last a run gave, when the
/// run did not end well after it: its limit or exit, or `WA` for output
/// after the answer; `None` when it ended well.
pub fn after_answer(run: &Run, limits: &Limits, expected: usize, case: usize) -> Option<Assessed> {
    if run.limit.is_some() || run.exit != Some(Exit::Code(0)) {
        let (verdict, ending) = run_verdict(run, limits);
        return Some((verdict, Some(Cause::AfterAnswer(ending))));
    }
    extra_output(run, expected).then_some((
        Verdict::WrongAnswer,
        Some(Cause::ExtraOutput { after: case }),
    ))
}

/// True when the program said it ran out of memory, in whatever words its
/// language has: a Python `MemoryError`, a Java `OutOfMemoryError`, a C++
/// `bad_alloc`, V8's heap limit; its verdict is `MLE` all the same.
fn out_of_memory(tail: &str) -> bool {
    [
        "MemoryError",
        "OutOfMemoryError",
        "std::bad_alloc",
        "JavaScript heap out of memory",
    ]
    .iter()
    .any(|sign| tail.contains(sign))
}
