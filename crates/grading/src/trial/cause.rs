//! Why a case was not accepted, as values: what the compiler said, how
//! the run ended and what it used, the answer's first difference. The
//! words for a person are the cause's `Display`, made at the edge; a
//! report that folds cases of one cause compares these values, never the
//! words.

use std::fmt;
use std::time::Duration;

use ttt_judge::verdict::{Kind, cut, size};

/// Why a case got the verdict it got, when it was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The source does not compile: what the compiler said.
    Compile(String),
    /// The solution fails as it loads, before it reads a case, so every
    /// case of its variant fails alike: how the run on no cases ended.
    AsItLoads(Ending),
    /// The run ended without the case's answer: how.
    Ended(Ending),
    /// The run ended badly after the case's answer: how.
    AfterAnswer(Ending),
    /// The answer is not the judge's: where it first differs, and how, in
    /// words.
    Differs {
        /// The first differing entry (call or move), when both are lists.
        entry: Option<usize>,
        /// What kind of wrong entry it is, by which wrong answers of one
        /// mistake are told together; `None` for an answer of the wrong
        /// shape (`PE`).
        kind: Option<Kind>,
        /// The first difference, in a sentence.
        sentence: String,
    },
    /// The answer was longer than any answer to its case can be: its
    /// length in bytes, and how it starts.
    Long {
        /// The answer line's whole length.
        bytes: u64,
        /// Its start, cut to one short line.
        start: String,
    },
    /// The run printed more after the case's answer, the last it owed.
    ExtraOutput {
        /// The case after whose answer the output came.
        after: usize,
    },
}

/// How a run that did not end well ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// What stopped it.
    pub how: How,
    /// The end of what it wrote on stderr, with control characters
    /// escaped; empty when it wrote nothing.
    pub stderr: String,
    /// The process limit, when the run was refused a process by it.
    pub processes_refused: Option<u32>,
    /// The disk limit in MB, when the run filled its disk.
    pub disk_full_mb: Option<u64>,
}

/// What stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// It used more CPU time than its limit.
    CpuTime {
        /// The limit.
        limit: Duration,
        /// The CPU time it used.
        used: Duration,
        /// The wall-clock time it ran.
        wall: Duration,
    },
    /// It gave no answer within the wall-clock backstop.
    WallTime {
        /// The backstop.
        limit: Duration,
        /// The CPU time it used.
        used: Duration,
    },
    /// Its resident memory went over the limit, in MB.
    Memory(u64),
    /// Its output went over the limit, in MB.
    Output(u64),
    /// It said it ran out of memory, in its language's words.
    OutOfMemory,
    /// It exited with status 0 (or was not seen to exit) without the
    /// case's answer.
    NoAnswer,
    /// It exited with this status.
    Exit(i32),
    /// It was killed by this signal.
    Signal(i32),
}

impl How {
    /// The same, without the times it used: what two runs that ended
    /// alike share.
    pub fn unmeasured(self) -> How {
        match self {
            How::CpuTime { limit, .. } => How::CpuTime {
                limit,
                used: Duration::ZERO,
                wall: Duration::ZERO,
            },
            How::WallTime { limit, .. } => How::WallTime {
                limit,
                used: Duration::ZERO,
            },
            how => how,
        }
    }

    /// True for a limit the judge held it to, which no stderr explains.
    pub fn is_limit(self) -> bool {
        matches!(
            self,
            How::CpuTime { .. } | How::WallTime { .. } | How::Memory(_) | How::Output(_)
        )
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cause::Compile(output) => f.write_str(output),
            Cause::AsItLoads(ending) => write!(f, "as it loads, before reading a case: {ending}"),
            Cause::Ended(ending) => write!(f, "{ending}"),
            Cause::AfterAnswer(ending) => write!(f, "after its answer: {ending}"),
            Cause::Differs { sentence, .. } => f.write_str(sentence),
            Cause::Long { bytes, start } => {
                let size = size(usize::try_from(*bytes).unwrap_or(usize::MAX));
                write!(
                    f,
                    "found an answer of {size}, longer than any answer to this case; it starts: {start}"
                )
            }
            Cause::ExtraOutput { after } => write!(f, "extra output after case {after}"),
        }
    }
}

impl Cause {
    /// The cause without the stderr its run left: what happened, in one
    /// line (`after its answer: exit status 1`).
    pub fn headline(&self) -> String {
        match self {
            Cause::AsItLoads(ending) => {
                format!("as it loads, before reading a case: {}", ending.headline())
            }
            Cause::Ended(ending) => ending.headline(),
            Cause::AfterAnswer(ending) => format!("after its answer: {}", ending.headline()),
            Cause::Compile(_)
            | Cause::Differs { .. }
            | Cause::Long { .. }
            | Cause::ExtraOutput { .. } => self.to_string(),
        }
    }

    /// The first entry (call or move) where the answer differs from the
    /// judge's, when the cause is a difference between two lists.
    pub fn entry(&self) -> Option<usize> {
        match self {
            Cause::Differs { entry, .. } => *entry,
            Cause::Compile(_)
            | Cause::AsItLoads(_)
            | Cause::Ended(_)
            | Cause::AfterAnswer(_)
            | Cause::Long { .. }
            | Cause::ExtraOutput { .. } => None,
        }
    }

    /// How the run ended, for a cause that is a run's end.
    pub fn ending(&self) -> Option<&Ending> {
        match self {
            Cause::AsItLoads(ending) | Cause::Ended(ending) | Cause::AfterAnswer(ending) => {
                Some(ending)
            }
            Cause::Compile(_)
            | Cause::Differs { .. }
            | Cause::Long { .. }
            | Cause::ExtraOutput { .. } => None,
        }
    }

    /// An answer of `bytes` that was kept cut, starting with `start`.
    pub fn long(bytes: u64, start: &[u8]) -> Cause {
        Cause::Long {
            bytes,
            start: escaped(&cut(&String::from_utf8_lossy(start))),
        }
    }
}

impl Ending {
    /// What happened, without the stderr.
    pub fn headline(&self) -> String {
        let mut line = self.how.to_string();
        if let Some(processes) = self.processes_refused {
            line = format!("the process limit ({processes}) was reached: {line}");
        }
        if let Some(mb) = self.disk_full_mb {
            line = format!("the disk limit ({mb} MB) was reached: {line}");
        }
        line
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline())?;
        let tail = self.stderr.trim_end();
        // A limit is the judge's to explain; the rest quote the stderr.
        if !self.how.is_limit() && !tail.is_empty() {
            write!(f, "; stderr ends:\n{tail}")?;
        }
        Ok(())
    }
}

impl fmt::Display for How {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            How::CpuTime { limit, used, wall } => write!(
                f,
                "over the limit of {} s of CPU time ({:.2} s of CPU time used in {:.2} s)",
                limit.as_secs_f64(),
                used.as_secs_f64(),
                wall.as_secs_f64()
            ),
            How::WallTime { limit, used } => write!(
                f,
                "no answer within {} s of wall-clock time ({:.2} s of CPU time used)",
                limit.as_secs_f64(),
                used.as_secs_f64()
            ),
            How::Memory(mb) => write!(f, "resident memory went over {mb} MB"),
            How::Output(mb) => write!(f, "output went over {mb} MB"),
            How::OutOfMemory => f.write_str("the program ran out of memory"),
            How::NoAnswer => f.write_str("no answer (the program printed no line for this case)"),
            How::Exit(code) => write!(f, "exit status {code}"),
            How::Signal(signal) => write!(f, "killed by signal {signal}{}", signal_name(signal)),
        }
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
