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
use ttt_grading::trial::Cause;
use ttt_judge::render::html::CaseReplay;

use super::page::{FailedCase, GradingPage, Measured, render};
use ttt_judge::{Replay, Verdict};

use super::cause::{Fold, Said, ranges};
use super::{Detail, Entry, Note, Sink, Tally, Voice, stopped_line};

/// A page being gathered.
pub(super) struct Page {
    path: PathBuf,
    voice: Voice,
    /// The file of cases, for the title.
    source: Option<String>,
    /// The solution graded, for the title.
    solution: Option<String>,
    /// The cases whose answer came near a time limit.
    near: Vec<usize>,
    /// What the report states about the run.
    settings: Vec<String>,
    cases: Vec<Measured>,
    failures: Vec<FailedCase>,
    /// The causes given in full so far.
    said: Said,
}

impl Page {
    /// A page for `voice`'s report, to be written to `path`.
    pub(super) fn new(voice: Voice, path: PathBuf) -> Page {
        Page {
            path,
            voice,
            source: None,
            solution: None,
            near: Vec::new(),
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
        let (graded, case) = match entry.detail {
            Detail::Run { graded, case, .. } => (graded, case),
            Detail::Unjudged { message, .. } => {
                self.settings.push(format!("not judged: {message}"));
                return Ok(());
            }
            Detail::Answer { .. } | Detail::Fixture { .. } => return Ok(()),
        };
        let measured = Measured {
            case: graded.case,
            verdict: graded.verdict,
            time_ms: graded.time_ms,
            memory_kb: graded.memory_kb,
        };
        self.cases.push(measured.clone());
        if graded.near_limit {
            self.near.push(graded.case);
        }
        if graded.verdict == Verdict::Accepted {
            return Ok(());
        }
        let message = graded.message();
        let differs = graded.cause.as_ref().and_then(Cause::entry);
        let replay = case.map(|case| {
            let total = Replay::new(case).total();
            CaseReplay::new(graded.case, entry.name.to_string(), case, total).with_answer(
                graded.answer.as_deref(),
                differs,
                message.as_deref(),
            )
        });
        let fold = Fold::of(graded);
        let before = fold
            .as_ref()
            .and_then(|fold| Some((fold, self.said.before(fold, graded.case)?)));
        let message = match before {
            Some((fold, first)) => Some(format!("as for case {first}: {}", fold.short)),
            None => message,
        };
        self.failures.push(FailedCase {
            measured,
            message,
            replay,
        });
        Ok(())
    }

    fn note(&mut self, note: Note<'_>) -> Result<()> {
        match note {
            Note::Solution(name) => {
                self.solution = Some(name.to_string());
                self.settings.push(format!("solution: {name}"));
            }
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
        if !self.near.is_empty() {
            self.settings.push(format!(
                "near a time limit (within 20 % of it; on a busier machine, TLE): cases {}",
                ranges(&self.near, usize::MAX)
            ));
        }
        let command = self.voice.command();
        let title = match (&self.solution, &self.source) {
            (Some(solution), Some(source)) => format!("{command}: {solution} on {source}"),
            (None, Some(source)) => format!("{command}: {source}"),
            (Some(solution), None) => format!("{command}: {solution}"),
            (None, None) => command.to_string(),
        };
        let page = render(GradingPage {
            title,
            facts: std::mem::take(&mut self.settings),
            cases: std::mem::take(&mut self.cases),
            failures: std::mem::take(&mut self.failures),
        });
        fs::write(&self.path, page).with_context(|| format!("cannot write {}", self.path.display()))
    }
}
