//! A grading report as one self-contained page, written to its file at the
//! end: the summary of every case (counted and plotted) and a replay of
//! each failing one with the solution's answer beside the judge's, the
//! first difference found by the one answer comparison the verdicts use.
//! Accepted cases keep only their number, verdict, time and memory. A
//! cause shared by several cases is given in full for the first of them;
//! the others say `as for case N` and the cause in one line.

use std::fs;
use std::path::PathBuf;

use anyhow::{Context, Result};
use ttt_judge::render::html::{self, CaseReplay, Failure, Measured};
use ttt_judge::verdict::{Mismatch, judge_answer};
use ttt_judge::{Case, Replay, StatusFormat, Verdict, judge_and_write};

use super::cause::{Cause, Said};
use super::{Detail, Entry, Note, Sink, Tally, Voice, stopped_line};

/// A page being gathered.
pub struct Page {
    path: PathBuf,
    voice: Voice,
    /// The file of cases, for the title.
    source: Option<String>,
    /// What the report states about the run.
    settings: Vec<String>,
    cases: Vec<Measured>,
    failures: Vec<Failure>,
    /// The causes given in full so far.
    said: Said,
}

impl Page {
    /// A page for `voice`'s report, to be written to `path`.
    pub fn new(voice: Voice, path: PathBuf) -> Page {
        Page {
            path,
            voice,
            source: None,
            settings: Vec::new(),
            cases: Vec::new(),
            failures: Vec::new(),
            said: Said::default(),
        }
    }
}

impl Sink for Page {
    fn group(&mut self, name: &str) -> Result<()> {
        self.source.get_or_insert_with(|| name.to_string());
        Ok(())
    }

    fn case(&mut self, entry: &Entry<'_>) -> Result<()> {
        let Detail::Run {
            verdict,
            time_ms,
            memory_kb,
            message,
            case,
            answer,
            ..
        } = entry.detail
        else {
            return Ok(());
        };
        let number = entry.case.unwrap_or_default();
        let measured = Measured {
            case: number,
            verdict: verdict.code().to_string(),
            time_ms,
            memory_kb,
        };
        self.cases.push(measured.clone());
        if verdict == Verdict::Accepted {
            return Ok(());
        }
        let replay = case.map(|case| replay(number, entry.name, case, answer, message));
        let cause = Cause::of(verdict, message);
        let before = cause
            .as_ref()
            .and_then(|cause| Some((cause, self.said.before(cause, number)?)));
        let message = match before {
            Some((cause, first)) => Some(format!("as for case {first}: {}", cause.short)),
            None => message.map(str::to_string),
        };
        self.failures.push(Failure {
            measured,
            message,
            replay,
        });
        Ok(())
    }

    fn note(&mut self, note: Note<'_>) -> Result<()> {
        match note {
            Note::Sandbox(level) => self.settings.push(format!("sandbox: {level}")),
            Note::Setting(what) | Note::Trouble(_, what) => self.settings.push(what.to_string()),
            Note::Skipped(..) | Note::Blessed(..) => {}
        }
        Ok(())
    }

    fn stopped(&mut self, case: usize) -> Result<()> {
        self.settings.push(stopped_line(case));
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        Ok(())
    }

    fn finish(&mut self, _: &Tally) -> Result<()> {
        let title = match &self.source {
            Some(source) => format!("{}: {source}", self.voice.command()),
            None => self.voice.command().to_string(),
        };
        let page = html::report(html::Report {
            title,
            facts: std::mem::take(&mut self.settings),
            cases: std::mem::take(&mut self.cases),
            failures: std::mem::take(&mut self.failures),
        });
        fs::write(&self.path, page).with_context(|| format!("cannot write {}", self.path.display()))
    }
}

/// Case `number`'s replay, with the solution's `answer` and where it first
/// differs from the judge's result.
fn replay(
    number: usize,
    name: &str,
    case: &Case,
    answer: Option<&str>,
    message: Option<&str>,
) -> CaseReplay {
    let total = Replay::new(case).total();
    let mut expected = Vec::new();
    let differs = judge_and_write(case, &mut expected, StatusFormat::String)
        .ok()
        .and_then(|()| {
            let expected = String::from_utf8(expected).ok()?;
            match judge_answer(case, &expected, answer?.as_bytes())? {
                Mismatch::Wrong(wrong) => wrong.difference.entry,
                Mismatch::Unreadable(_) => None,
            }
        });
    CaseReplay::new(number, name.to_string(), case, total).with_answer(answer, differs, message)
}
