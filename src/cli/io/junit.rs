//! JUnit XML for the commands that give verdicts (`test`, `check`, and
//! later `grade`), written with `quick-junit`: one `<testsuite>` per file of
//! cases, one `<testcase>` per case, and a failure's text as the report
//! prints it, so a CI page shows what a terminal would.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::{Context, Result};
use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

/// A JUnit report being gathered, suite by suite.
pub struct Junit {
    report: Report,
    /// The report's name, which also names a suite for cases that come
    /// before any file's.
    name: String,
    /// The suite cases go to now.
    suite: Option<TestSuite>,
}

impl Junit {
    /// An empty report called `name` (the command).
    pub fn new(name: &str) -> Junit {
        Junit {
            report: Report::new(name),
            name: name.to_string(),
            suite: None,
        }
    }

    /// Starts a suite called `name` (a file of cases); the cases that
    /// follow go to it.
    pub fn suite(&mut self, name: &str) {
        self.finish_suite();
        self.suite = Some(TestSuite::new(name));
    }

    /// A case that passed.
    pub fn passed(&mut self, name: &str) {
        self.add(name, TestCaseStatus::success());
    }

    /// A case whose verdict was no: `message` says what in one line, `text`
    /// is its block as the report prints it.
    pub fn failed(&mut self, name: &str, message: &str, text: &[String]) {
        let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
        status.set_message(message).set_description(text.join("\n"));
        self.add(name, status);
    }

    /// Something that could not be done (a file that could not be read, a
    /// case that could not be judged).
    pub fn error(&mut self, name: &str, message: &str) {
        let mut status = TestCaseStatus::non_success(NonSuccessKind::Error);
        status.set_message(message);
        self.add(name, status);
    }

    /// Something set aside, and why.
    pub fn skipped(&mut self, name: &str, message: &str) {
        let mut status = TestCaseStatus::skipped();
        status.set_message(message);
        self.add(name, status);
    }

    /// Writes the report to `path`.
    pub fn write(mut self, path: &Path) -> Result<()> {
        self.finish_suite();
        let shown = path.display();
        let file =
            File::create(path).with_context(|| format!("{shown}: cannot write JUnit XML"))?;
        let mut out = BufWriter::new(file);
        self.report
            .serialize(&mut out)
            .with_context(|| format!("{shown}: cannot write JUnit XML"))?;
        writeln!(out)?;
        out.flush()
            .with_context(|| format!("{shown}: cannot write JUnit XML"))
    }

    /// Gives the test case added last the time it took.
    pub fn took(&mut self, time: std::time::Duration) {
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
