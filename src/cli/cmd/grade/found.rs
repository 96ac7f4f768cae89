//! What grading found, kept for the report until every case has its
//! verdict: the verdicts, where each case came from, the cases a report
//! shows (a wrong answer's in one line, and every failing one for a page
//! that replays it), and where `--fail-fast` stopped.

use std::collections::HashMap;
use std::sync::Arc;

use anyhow::Result;
use ttt_judge::verdict::cut;
use ttt_judge::{Case, Replay, Verdict};
use ttt_sandbox::Level;

use super::inputs::Origins;
use crate::cli::io::color::Color;
use crate::cli::io::{Source, warn};
use crate::cli::outcome::Outcome;
use crate::cli::report::{Detail, Entry, Format, Note, Report, Voice, stopped_line};
use ttt_grading::trial::{Cause, Graded, Task};

/// Where grading's verdicts go, and what the reports say beside them.
pub(super) struct Reports {
    /// What stdout shows: the table, or JSON Lines.
    pub on_stdout: Format,
    /// The files written besides (JUnit, JSON Lines, the page).
    pub files: Vec<Format>,
    /// Every case is a row of the table, not only those not accepted.
    pub all: bool,
    /// The cases' name, as the reports call them.
    pub group: String,
    /// The solution's name, as the reports call it.
    pub solution: String,
    /// The limits, as the reports state them.
    pub limits: String,
    /// A page replays the failing cases, which are then kept.
    pub replayed: bool,
}

/// What grading found, for the report.
#[derive(Default)]
pub(super) struct Verdicts {
    /// Each case's verdict, in case order once grading is done.
    graded: Vec<Graded>,
    /// Where each case came from.
    origins: Origins,
    /// Each failing case, cut to one line (but for a failure every case
    /// shares: a compile error, one as the solution loads).
    shown: HashMap<usize, String>,
    /// The step to draw a failing case at: the call or move its answer
    /// first differs at, when the case has it.
    steps: HashMap<usize, usize>,
    /// The cases not accepted, when a page replays them.
    failing: HashMap<usize, Case>,
    /// The case grading stopped at (`--fail-fast`).
    stopped: Option<usize>,
    /// Cases the judge could not judge, and answers that disagree with it.
    troubles: usize,
    /// The cases the judge could not judge, and why: each a line of the
    /// report.
    unjudged: Vec<(usize, String)>,
}

/// What of a part's tasks is kept until their verdicts are known: each
/// case's line of input and how many steps it has, and the case itself
/// when a page is to replay it.
pub(super) struct Retained(Vec<Kept>);

/// One task's part of [`Retained`].
struct Kept {
    number: usize,
    input: Vec<u8>,
    steps: usize,
    case: Option<Case>,
}

impl Retained {
    /// What of `tasks` is kept; their cases too when `replayed`.
    pub(super) fn of(tasks: &[Task], replayed: bool) -> Retained {
        Retained(
            tasks
                .iter()
                .map(|t| Kept {
                    number: t.number,
                    input: t.input.clone(),
                    steps: Replay::new(&t.case).total(),
                    case: replayed.then(|| t.case.clone()),
                })
                .collect(),
        )
    }
}

/// True when a case's failure is its own to show: not a compile error or
/// a failure as the solution loads, which every case shares.
fn shows_its_case(graded: &Graded) -> bool {
    match graded.cause {
        Some(Cause::Compile(_) | Cause::AsItLoads(_)) | None => false,
        Some(_) => true,
    }
}

impl Verdicts {
    /// Adds a part's verdicts, with what the report shows of the cases that
    /// were not accepted.
    pub(super) fn add(&mut self, part: Vec<Graded>, kept: Retained) {
        let verdicts: HashMap<usize, &Graded> = part.iter().map(|g| (g.case, g)).collect();
        for kept in kept.0 {
            let Some(graded) = verdicts.get(&kept.number) else {
                continue;
            };
            if shows_its_case(graded) {
                let text = String::from_utf8_lossy(&kept.input);
                self.shown.insert(kept.number, cut(text.trim_end()));
                let entry = graded.cause.as_ref().and_then(Cause::entry);
                if let Some(entry) = entry.filter(|e| *e < kept.steps) {
                    self.steps.insert(kept.number, entry + 1);
                }
            }
            if let Some(case) = kept.case
                && graded.verdict != Verdict::Accepted
            {
                self.failing.insert(kept.number, case);
            }
        }
        self.graded.extend(part);
    }

    /// With `--fail-fast`: when a case failed, keeps the verdicts up to the
    /// first failure, notes where grading stopped, and says to stop.
    pub(super) fn fail_fast_stop(&mut self) -> bool {
        let first = self
            .graded
            .iter()
            .filter(|g| g.verdict != Verdict::Accepted)
            .map(|g| g.case)
            .min();
        let Some(first) = first else {
            return false;
        };
        self.graded.retain(|g| g.case <= first);
        self.stopped = Some(first);
        true
    }

    /// Notes that case `number` came from `source`.
    pub(super) fn note_origin(&mut self, number: usize, source: &Arc<Source>) {
        self.origins.note(number, source);
    }

    /// Something about a case could not be done: said on stderr, and
    /// counted.
    pub(super) fn trouble(&mut self, message: &str) {
        warn(message);
        self.troubles += 1;
    }

    /// Case `number` cannot be judged, for `message`: said on stderr,
    /// counted as trouble, and a line of its own in the report.
    pub(super) fn unjudged(&mut self, number: usize, message: String) {
        self.trouble(&format!("{message} (not graded)"));
        self.unjudged.push((number, message));
    }

    /// The verdicts, in case order.
    pub(super) fn graded(&self) -> &[Graded] {
        &self.graded
    }

    /// How grading ended: trouble, or whether every case was accepted.
    pub(super) fn outcome(&self) -> Outcome {
        let failed = self
            .graded
            .iter()
            .filter(|g| g.verdict != Verdict::Accepted);
        Outcome::of(self.troubles > 0, failed.count())
    }

    /// Writes the verdicts, in case order, where `reports` says, stating
    /// the sandbox `level` they were given at.
    pub(super) fn report(&mut self, reports: &Reports, level: Level) -> Result<()> {
        self.graded.sort_by_key(|g| g.case);
        let formats = std::iter::once(reports.on_stdout.clone()).chain(reports.files.clone());
        let mut report = Report::new(formats, Voice::Grade, Color::Never);
        if reports.all {
            report.list_all();
        }
        report.group(&reports.group)?;
        report.note(Note::Solution(&reports.solution))?;
        report.note(Note::Sandbox(level))?;
        report.note(Note::Setting(&reports.limits))?;
        // The verdicts and the cases not judged, in case order.
        let mut unjudged = self.unjudged.iter().peekable();
        for g in &self.graded {
            while let Some((number, message)) = unjudged.next_if(|(n, _)| *n < g.case) {
                self.unjudged_entry(&mut report, *number, message)?;
            }
            self.entry(&mut report, g)?;
        }
        for (number, message) in unjudged {
            self.unjudged_entry(&mut report, *number, message)?;
        }
        if let Some(case) = self.stopped {
            report.stopped(case)?;
            if reports.on_stdout == Format::JsonLines {
                warn(&stopped_line(case));
            }
        }
        report.finish()?;
        Ok(())
    }

    /// The entry of case `number`, which the judge cannot judge, named by
    /// its file when the cases came from more than one.
    fn unjudged_entry(&self, report: &mut Report, number: usize, message: &str) -> Result<()> {
        let file = self.file_of(number);
        report.case(&Entry {
            case: Some(number),
            name: &Self::name(number, file.as_deref()),
            detail: Detail::Unjudged {
                message,
                file: file.as_deref(),
            },
        })
    }

    /// The file case `number` came from, when the cases came from more
    /// than one.
    fn file_of(&self, number: usize) -> Option<String> {
        match self.origins.many() {
            true => self.origins.of(number).map(|(source, _)| source.name()),
            false => None,
        }
    }

    /// A case's name in a report: `case 3`, or `case 3 (b.jsonl)`.
    fn name(number: usize, file: Option<&str>) -> String {
        match file {
            Some(file) => format!("case {number} ({file})"),
            None => format!("case {number}"),
        }
    }

    /// Case `g`'s entry in `report`: named by its file when the cases came
    /// from more than one, with a wrong answer's case and how to draw it.
    fn entry(&self, report: &mut Report, g: &Graded) -> Result<()> {
        let file = self.file_of(g.case);
        let name = Self::name(g.case, file.as_deref());
        let shown = self.shown.get(&g.case).map(String::as_str);
        let step = self.steps.get(&g.case).copied();
        let draw = shown.and_then(|_| self.origins.draw(g.case, step));
        report.case(&Entry {
            case: Some(g.case),
            name: &name,
            detail: Detail::Run {
                graded: g,
                case: self.failing.get(&g.case),
                shown,
                draw: draw.as_deref(),
                file: file.as_deref(),
            },
        })
    }
}
