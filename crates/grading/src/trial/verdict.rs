//! A case's verdict: what a solution's answer line, or the way its run
//! ended, says about it.

use std::time::Duration;

use ttt_judge::verdict::judge_answer;
use ttt_judge::{Case, Verdict};

use ttt_sandbox::{Exit, Limit, Limits, Run};

/// One case graded.
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
    /// What there is to say, if anything.
    pub message: Option<String>,
    /// The answer line, when there was one.
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
            message: message.map(|m| escaped(&m)),
            answer: None,
        }
    }

    /// The same, with the answer line it was given for.
    pub fn answered(self, line: &[u8]) -> Graded {
        Graded {
            answer: Some(escaped(&ttt_judge::verdict::bounded_line(line))),
            ..self
        }
    }
}

/// `text` (which may come from a solution: its answer, its stderr, its
/// compiler's output) with every control character but the newline and
/// the tab written as `\x1b` or `\u{9b}`, so that no report can clear a
/// terminal, move its cursor or forge a line.
pub fn escaped(text: &str) -> String {
    if !text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' | '\t' => out.push(c),
            c if (c as u32) < 0x80 && c.is_control() => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// The verdict on an answer line for `case`, whose result the judge wrote
/// as `expected`, and what to say about it.
pub fn answer_verdict(case: &Case, expected: &[u8], line: &[u8]) -> (Verdict, Option<String>) {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let expected = std::str::from_utf8(expected).expect("the judge writes UTF-8");
    match judge_answer(case, expected, line) {
        None => (Verdict::Accepted, None),
        Some(mismatch) => (mismatch.verdict(), Some(mismatch.sentence(case, line))),
    }
}

/// The verdict on an answer line as the sandbox kept it: whole, or cut
/// when it was longer than any answer to its case can be (`cut_from`, its
/// whole length), and then wrong whatever it holds.
pub fn kept_verdict(
    case: &Case,
    expected: &[u8],
    line: &[u8],
    cut_from: Option<u64>,
) -> (Verdict, Option<String>) {
    let Some(length) = cut_from else {
        return answer_verdict(case, expected, line);
    };
    let size = ttt_judge::verdict::size(usize::try_from(length).unwrap_or(usize::MAX));
    let shown = ttt_judge::verdict::cut(&String::from_utf8_lossy(line));
    (
        Verdict::WrongAnswer,
        Some(format!(
            "found an answer of {size}, longer than any answer to this case; it starts: {shown}"
        )),
    )
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
    let (verdict, mut message) = limit_or_exit(run, limits, &stderr);
    if run.processes_refused {
        message =
            message.map(|m| format!("the process limit ({}) was reached: {m}", limits.processes));
    }
    if run.disk_full {
        let mb = limits.disk_bytes >> 20;
        message = message.map(|m| format!("the disk limit ({mb} MB) was reached: {m}"));
    }
    (verdict, message)
}

/// The verdict a run's limit or exit gives, and what to say about it.
fn limit_or_exit(
    run: &Run,
    limits: &Limits,
    stderr: &dyn Fn() -> String,
) -> (Verdict, Option<String>) {
    match (run.limit, run.exit) {
        (Some(Limit::Time), _) => (
            Verdict::TimeLimit,
            Some(format!(
                "over the limit of {} s of CPU time ({:.2} s of CPU time used in {:.2} s)",
                limits.time.as_secs_f64(),
                run.cpu.as_secs_f64(),
                run.wall.as_secs_f64()
            )),
        ),
        (Some(Limit::Wall), _) => (
            Verdict::TimeLimit,
            Some(format!(
                "no answer within {} s of wall-clock time ({:.2} s of CPU time used)",
                limits.wall.as_secs_f64(),
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
pub fn after_answer(
    run: &Run,
    limits: &Limits,
    expected: usize,
    case: usize,
) -> Option<(Verdict, Option<String>)> {
    if run.limit.is_some() || run.exit != Some(Exit::Code(0)) {
        let (verdict, message) = run_verdict(run, limits);
        let message = message.map(|m| format!("after its answer: {m}"));
        return Some((verdict, message));
    }
    extra_output(run, expected).then(|| {
        (
            Verdict::WrongAnswer,
            Some(format!("extra output after case {case}")),
        )
    })
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
