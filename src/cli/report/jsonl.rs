//! JSON Lines on stdout, or to a file written whole at the end (`grade
//! --json FILE`): one object per case and line, with keys in a fixed
//! order. `check`'s lines say what differs (`expected`, `found`, `entry`,
//! …) with its `verdict` as `accepted`, `wrong` or `unjudged`; `grade`'s
//! give the verdict's code, the time and the memory, and a cause's whole
//! message once: a later case of the same cause has it in one line and
//! `"cause": N`, the case that has it whole.

use std::io::{self, BufWriter, StdoutLock, Write};
use std::path::PathBuf;

use anyhow::Result;
use serde::Serialize;
use serde_json::value::RawValue;
use ttt_judge::Verdict;

use super::cause::{Fold, Said};
use super::file::write_whole;
use super::{Answer, Detail, Entry, Note, Sink, Tally, Unmet, Voice};

/// JSON Lines on stdout or to a file.
pub(super) struct JsonLines {
    voice: Voice,
    out: Out,
    /// The sandbox level `grade`'s lines say, once it is known.
    sandbox: Option<&'static str>,
    /// The solution `grade`'s lines name, once it is known.
    solution: Option<String>,
    said: Said,
}

impl JsonLines {
    /// JSON Lines in `voice`, on stdout.
    pub(super) fn new(voice: Voice) -> JsonLines {
        JsonLines {
            voice,
            out: Out::Stdout(BufWriter::new(io::stdout().lock())),
            sandbox: None,
            solution: None,
            said: Said::default(),
        }
    }

    /// JSON Lines in `voice`, written to `path` whole at the end.
    pub(super) fn to_file(voice: Voice, path: PathBuf) -> JsonLines {
        JsonLines {
            voice,
            out: Out::File(path, Vec::new()),
            sandbox: None,
            solution: None,
            said: Said::default(),
        }
    }
}

/// Where the lines go: stdout as they come, or a file at the end, the
/// lines kept until then.
enum Out {
    Stdout(BufWriter<StdoutLock<'static>>),
    File(PathBuf, Vec<u8>),
}

impl Write for Out {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            Out::Stdout(out) => out.write(bytes),
            Out::File(_, kept) => kept.write(bytes),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Out::Stdout(out) => out.flush(),
            Out::File(..) => Ok(()),
        }
    }
}

impl Sink for JsonLines {
    fn group(&mut self, _: &str) -> Result<()> {
        Ok(())
    }

    fn case(&mut self, entry: &Entry<'_>) -> Result<()> {
        match &entry.detail {
            Detail::Answer { answer, .. } => {
                serde_json::to_writer(&mut self.out, &AnswerLine::new(entry.case, answer))?
            }
            Detail::Run { graded, file, .. } => {
                let fold = Fold::of(graded);
                let before = fold
                    .as_ref()
                    .and_then(|fold| self.said.before(fold, graded.case));
                let message = match (&fold, before) {
                    (Some(fold), Some(_)) => Some(fold.short.clone()),
                    _ => graded.message(),
                };
                let line = RunLine {
                    case: Some(graded.case),
                    verdict: graded.verdict,
                    time_ms: graded.time_ms,
                    memory_kb: graded.memory_kb,
                    message: message.as_deref(),
                    sandbox: self.sandbox,
                    solution: self.solution.as_deref(),
                    cause: before,
                    file: *file,
                    answer: graded
                        .answer
                        .as_deref()
                        .filter(|_| broke_after_answer(graded.verdict)),
                    near_limit: graded.near_limit,
                };
                serde_json::to_writer(&mut self.out, &line)?
            }
            Detail::Unjudged { message, file } => {
                let line = UnjudgedLine {
                    case: entry.case,
                    verdict: None,
                    message,
                    sandbox: self.sandbox,
                    solution: self.solution.as_deref(),
                    file: *file,
                };
                serde_json::to_writer(&mut self.out, &line)?
            }
            Detail::Fixture { verdict, unmet, .. } => {
                let line = FixtureLine {
                    case: entry.case,
                    name: entry.name,
                    verdict: *verdict,
                    lines: &unmet.map(Unmet::lines).unwrap_or_default(),
                };
                serde_json::to_writer(&mut self.out, &line)?
            }
        }
        Ok(writeln!(self.out)?)
    }

    fn note(&mut self, note: Note<'_>) -> Result<()> {
        match note {
            Note::Sandbox(level) => self.sandbox = Some(level.name()),
            Note::Solution(name) => self.solution = Some(name.to_string()),
            Note::Trouble(..) | Note::Skipped(..) | Note::Blessed(..) | Note::Setting(_) => {}
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        Ok(self.out.flush()?)
    }

    /// `check`'s summary goes to stderr, so that stdout holds only lines of
    /// JSON.
    fn finish(&mut self, tally: &Tally) -> Result<()> {
        self.out.flush()?;
        if let Out::File(path, kept) = &self.out {
            write_whole(path, "JSON Lines", |out| Ok(out.write_all(kept)?))?;
        }
        if self.voice == Voice::Check {
            let summary = format!(
                "{} accepted, {} wrong",
                tally.accepted(),
                tally.not_accepted()
            );
            eprintln!("{summary}");
        }
        Ok(())
    }
}

/// `grade`'s line: `{"case": N, "verdict": "WA", "time_ms": T,
/// "memory_kb": M, "message": "…", "sandbox": "strict", "solution":
/// "s.py"}`, `message` only
/// where there is something to say; `cause` when the message is one said in
/// full for an earlier case, and `file` for a case of a folder or of
/// several inputs.
/// Keys are written in this order, and documented in `docs/GRADING.md`.
#[derive(Serialize)]
struct RunLine<'a> {
    /// The case's 1-based number in the cases, also under `--shard`.
    case: Option<usize>,
    /// The verdict's code: `AC`, `WA`, `PE`, `TLE`, `MLE`, `OLE`, `RE`, `CE`.
    verdict: Verdict,
    /// How long the answer took, in milliseconds.
    time_ms: u64,
    /// The most resident memory seen up to the answer, in KB.
    memory_kb: u64,
    /// The cause in words, when the case was not accepted: whole, or in
    /// one line when `cause` names the case that has it whole.
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<&'a str>,
    /// The sandbox level the verdict was given at: `strict` or `basic`.
    #[serde(skip_serializing_if = "Option::is_none")]
    sandbox: Option<&'static str>,
    /// The solution graded, as it was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<&'a str>,
    /// The earlier case whose line has this one's cause in full.
    #[serde(skip_serializing_if = "Option::is_none")]
    cause: Option<usize>,
    /// The file the case came from, when there is more than one.
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    /// The answer a run gave before it broke (its verdict is RE, TLE, MLE
    /// or OLE), which its message does not quote.
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<&'a str>,
    /// The answer came within 20 % of a time limit: `true`, or left out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    near_limit: bool,
}

/// `grade`'s line for a case the judge cannot judge: no verdict, and why.
#[derive(Serialize)]
struct UnjudgedLine<'a> {
    case: Option<usize>,
    verdict: Option<Verdict>,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    sandbox: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
}

/// Whether a verdict with an answer was given for how the run ended after
/// it, not for the answer itself.
pub(super) fn broke_after_answer(verdict: ttt_judge::Verdict) -> bool {
    use ttt_judge::Verdict::*;
    match verdict {
        RuntimeError | TimeLimit | MemoryLimit | OutputLimit => true,
        Accepted | WrongAnswer | Presentation | CompileError => false,
    }
}

/// A fixture case's line: its number, name, verdict and block lines.
#[derive(Serialize)]
struct FixtureLine<'a> {
    case: Option<usize>,
    name: &'a str,
    verdict: Verdict,
    lines: &'a [String],
}

/// `check`'s line. Keys are written in this order, which is alphabetical;
/// a key that does not apply to the answer is left out.
#[derive(Serialize)]
struct AnswerLine<'a> {
    /// The case's number; `null` for an answer with no case.
    case: Option<usize>,
    /// How many entries differ.
    #[serde(skip_serializing_if = "Option::is_none")]
    differing: Option<usize>,
    /// The first differing entry (`null` when the whole values differ).
    #[serde(skip_serializing_if = "Option::is_none")]
    entry: Option<Option<usize>>,
    /// What is wrong, when there is no entry to compare.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// The judge's value where they differ (`null` past its end).
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<Option<&'a RawValue>>,
    /// The answer's value there, as written (`null` past its end).
    #[serde(skip_serializing_if = "Option::is_none")]
    found: Option<Option<&'a RawValue>>,
    /// The answer's line number.
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    /// The verdict (`AC`, `WA`, `PE`), as every command says it; `null`
    /// when the case could not be judged.
    verdict: Option<Verdict>,
}

impl<'a> AnswerLine<'a> {
    /// The line for `answer`, given to case number `case`.
    fn new(case: Option<usize>, answer: &'a Answer<'_>) -> AnswerLine<'a> {
        let mut out = AnswerLine {
            case,
            differing: None,
            entry: None,
            error: None,
            expected: None,
            found: None,
            line: None,
            verdict: answer.verdict(),
        };
        match answer {
            Answer::Accepted => {}
            Answer::Wrong(line, _, d) => {
                out.line = Some(*line);
                out.entry = Some(d.entry);
                out.differing = Some(d.differing);
                out.expected = Some(d.expected.as_deref().map(raw));
                out.found = Some(d.found.as_deref().map(raw));
            }
            Answer::NotJson(line, why) => {
                out.line = Some(*line);
                out.error = Some(format!("not JSON: {why}"));
            }
            Answer::Missing(_) => out.error = Some("no answer".into()),
            Answer::Extra(line) => {
                out.line = Some(*line);
                out.error = Some("an answer with no case".into());
            }
            Answer::Unjudged(message) => out.error = Some(message.clone()),
        }
        out
    }
}

/// Compact JSON text, known to be valid, as a value to write as it is.
fn raw(text: &str) -> &RawValue {
    serde_json::from_str(text).expect("a compared value's text is one JSON value")
}
