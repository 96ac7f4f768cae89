//! JUnit XML, written with `quick-junit`: one `<testsuite>` per file of
//! cases (or fixture), one `<testcase>` per case, and a failure's text as
//! the text report prints it, so a CI page shows what a terminal would. A
//! cause shared by several cases is given in full once, and the others
//! say `as for case N`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use ttt_judge::Verdict;

use super::cause::{Fold, Said};
use super::entry::fixture_block;
use super::file::write_whole;
use super::{Answer, Detail, Entry, Note, Sink, Tally, Unmet, Voice};
use ttt_grading::trial::Graded;

/// A JUnit report being gathered, suite by suite, and written to its file
/// at the end.
pub(super) struct Junit {
    path: PathBuf,
    report: Report,
    /// The report's name, which also names a suite for cases that come
    /// before any file's.
    name: String,
    /// The suite cases go to now.
    suite: Option<TestSuite>,
    /// The causes given in full so far.
    said: Said,
}

impl Sink for Junit {
    fn group(&mut self, name: &str) -> Result<()> {
        self.finish_suite();
        self.suite = Some(TestSuite::new(name));
        Ok(())
    }

    fn case(&mut self, entry: &Entry<'_>) -> Result<()> {
        let name = entry.name;
        match (&entry.detail, entry.verdict()) {
            (
                Detail::Answer {
                    answer: Answer::Unjudged(message),
                    ..
                },
                _,
            ) => self.error(name, message),
            (Detail::Unjudged { message, .. }, _) => self.error(name, message),
            (_, Some(Verdict::Accepted) | None) => self.passed(name),
            (
                Detail::Answer {
                    answers,
                    case,
                    answer,
                },
                Some(_),
            ) => {
                let block = answer.block(name, *case, answers);
                self.failed(name, &answer.summary(answers), &block);
            }
            (Detail::Fixture { unmet, heading, .. }, Some(_)) => {
                let lines = unmet.map(Unmet::lines).unwrap_or_default();
                let message: Vec<&str> = lines.iter().map(|line| line.trim()).collect();
                self.failed(name, &message.join("; "), &fixture_block(heading, &lines));
            }
            (
                Detail::Run {
                    graded,
                    shown,
                    draw,
                    ..
                },
                Some(_),
            ) => {
                let (said, text) = self.run_text(graded, *shown, *draw);
                self.failed(name, &said, &text);
            }
        }
        if let Detail::Run { graded, .. } = entry.detail {
            self.took(Duration::from_millis(graded.time_ms));
        }
        Ok(())
    }

    fn note(&mut self, note: Note<'_>) -> Result<()> {
        match note {
            Note::Trouble(name, message) => self.error(name, message),
            Note::Skipped(name, _, why) => self.skipped(name, why),
            Note::Blessed(..) | Note::Setting(_) => {}
            Note::Solution(name) => self.property("solution", name),
            Note::Sandbox(level) => self.property("sandbox", level.name()),
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        Ok(())
    }

    fn finish(&mut self, _: &Tally) -> Result<()> {
        self.finish_suite();
        let path = self.path.clone();
        self.write(&path)
    }
}

impl Junit {
    /// An empty report for `voice`'s command, to be written to `path`.
    pub(super) fn new(voice: Voice, path: PathBuf) -> Junit {
        let name = voice.command();
        Junit {
            path,
            report: Report::new(name),
            name: name.to_string(),
            suite: None,
            said: Said::default(),
        }
    }

    /// A property of the current suite (a `<property>`), such as the
    /// sandbox level the verdicts were given at.
    fn property(&mut self, name: &str, value: &str) {
        let suite = self.suite_name();
        let suite = self.suite.get_or_insert_with(|| TestSuite::new(suite));
        suite.add_property(quick_junit::Property::new(name, value));
    }

    /// A run's failure in one line, and its text: the message, or which
    /// case its cause was given for; a wrong answer's case and how to draw
    /// it.
    fn run_text(
        &mut self,
        graded: &Graded,
        shown: Option<&str>,
        draw: Option<&str>,
    ) -> (String, Vec<String>) {
        let verdict = graded.verdict;
        let message = graded.message();
        let message = message.as_deref();
        let cause = Fold::of(graded);
        let before = cause
            .as_ref()
            .and_then(|cause| self.said.before(cause, graded.case));
        let first = message.map(|m| m.lines().next().unwrap_or_default());
        let said = match (&cause, first) {
            (Some(cause), _) => format!("{verdict}: {}", cause.short),
            (None, Some(first)) => format!("{verdict}: {first}"),
            (None, None) => verdict.to_string(),
        };
        let mut text: Vec<String> = match before {
            Some(case) => vec![format!("as for case {case}")],
            None => message
                .iter()
                .flat_map(|m| m.lines().map(str::to_string))
                .collect(),
        };
        text.extend(shown.map(|shown| format!("case: {shown}")));
        text.extend(draw.map(|draw| format!("draw it: {draw}")));
        (said, text)
    }

    /// A case that passed.
    fn passed(&mut self, name: &str) {
        self.add(name, TestCaseStatus::success());
    }

    /// A case whose verdict was no: `message` says what in one line, `text`
    /// is its block as the report prints it.
    fn failed(&mut self, name: &str, message: &str, text: &[String]) {
        let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
        status.set_message(message).set_description(text.join("\n"));
        self.add(name, status);
    }

    /// Something that could not be done (a file that could not be read, a
    /// case that could not be judged).
    fn error(&mut self, name: &str, message: &str) {
        let mut status = TestCaseStatus::non_success(NonSuccessKind::Error);
        status.set_message(message);
        self.add(name, status);
    }

    /// Something set aside, and why.
    fn skipped(&mut self, name: &str, message: &str) {
        let mut status = TestCaseStatus::skipped();
        status.set_message(message);
        self.add(name, status);
    }

    /// Writes the report to `path`, atomically.
    fn write(&mut self, path: &Path) -> Result<()> {
        write_whole(path, "JUnit XML", |out| {
            self.report.serialize(&mut *out)?;
            Ok(writeln!(out)?)
        })
    }

    /// Gives the test case added last the time it took.
    fn took(&mut self, time: Duration) {
        if let Some(case) = self.suite.as_mut().and_then(|s| s.test_cases.last_mut()) {
            case.set_time(time);
        }
    }

    fn add(&mut self, name: &str, status: TestCaseStatus) {
        let classname = self.suite_name();
        let suite = self
            .suite
            .get_or_insert_with(|| TestSuite::new(classname.clone()));
        let mut case = TestCase::new(name, status);
        case.set_classname(classname);
        suite.add_test_case(case);
    }

    /// The current suite's name, or the report's when there is none yet.
    fn suite_name(&self) -> String {
        match &self.suite {
            Some(suite) => suite.name.as_str().to_string(),
            None => self.name.clone(),
        }
    }

    fn finish_suite(&mut self) {
        if let Some(suite) = self.suite.take() {
            self.report.add_test_suite(suite);
        }
    }
}
