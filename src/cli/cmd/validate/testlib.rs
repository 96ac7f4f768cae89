//! `validate --protocol testlib`: the flags testlib's validators take,
//! checked as testlib checks them, and its test overview log.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ttt_judge::Variant;
use ttt_judge::validate::Summary;

use crate::cli::outcome::Outcome;
use crate::cli::system::Usage;
use crate::cli::system::testlib::{TEST_CASES, flag_value};

/// The flags testlib's validators take (Polygon passes them), each with
/// its value, read only with `--protocol testlib`. ttt-judge's validator
/// names no variables and marks no test cases, as a testlib validator
/// that calls neither `addFeature` nor `setTestCase`: the overview log
/// holds its bounds and endings, and there is no markup or test case to
/// write.
#[derive(clap::Args, Debug)]
pub(super) struct TestlibFlags {
    /// testlib's `--testset NAME`.
    #[arg(long, value_name = "NAME", allow_hyphen_values = true, hide = true)]
    testset: Option<String>,
    /// testlib's `--group NAME`.
    #[arg(long, value_name = "NAME", allow_hyphen_values = true, hide = true)]
    group: Option<String>,
    /// testlib's `--testOverviewLogFileName FILE`: which bounds the input
    /// reaches, and which kinds of ending, in testlib's words (`stdout`
    /// and `stderr` are the streams).
    #[arg(long = "testOverviewLogFileName", value_name = "FILE", hide = true)]
    pub(super) overview: Option<PathBuf>,
    /// testlib's `--testMarkupFileName FILE`.
    #[arg(long = "testMarkupFileName", value_name = "FILE", hide = true)]
    markup: Option<PathBuf>,
    /// testlib's `--testCase N`, from 1.
    #[arg(long = "testCase", value_name = "N", hide = true,
          value_parser = clap::value_parser!(u32).range(i64::from(TEST_CASES.0)..=i64::from(TEST_CASES.1)))]
    test_case: Option<u32>,
    /// testlib's `--testCaseFileName FILE`.
    #[arg(long = "testCaseFileName", value_name = "FILE", hide = true)]
    test_case_file: Option<PathBuf>,
}

impl TestlibFlags {
    /// Whether any is given.
    fn any(&self) -> bool {
        self.testset.is_some()
            || self.group.is_some()
            || self.overview.is_some()
            || self.markup.is_some()
            || self.test_case.is_some()
            || self.test_case_file.is_some()
    }
}

impl TestlibFlags {
    /// What is wrong with the flags given: one given without
    /// `--protocol testlib`, or an empty `--testset`.
    pub(super) fn check(&self, as_testlib: bool) -> Result<(), Usage> {
        if !as_testlib && self.any() {
            return Err(Usage(
                "--testset, --group, --testOverviewLogFileName, --testMarkupFileName, \
                 --testCase and --testCaseFileName are testlib's, read only with --protocol testlib"
                    .into(),
            ));
        }
        match &self.testset {
            Some(name) => flag_value("--testset", Some(name.as_ref())),
            None => Ok(()),
        }
    }
}

/// testlib's failure: `FAIL` and the reason on stderr, exit 3.
pub(super) fn failed(reason: &dyn std::fmt::Display) -> Outcome {
    // A closed stderr is not worth failing for: the status says it.
    let _ = writeln!(io::stderr().lock(), "FAIL {reason}");
    Outcome::Exit(3)
}

/// Writes testlib's test overview log for `summary` to `file` (`stdout`
/// and `stderr` are the streams), as testlib's `writeTestOverviewLog`
/// does: each bound reached (`"multi.n": min-value-hit max-value-hit`,
/// by name), then each feature (`feature "won on a row": hit`, by name):
/// the kinds of ending the input may reach.
pub(super) fn write_overview(file: &Path, summary: &Summary) -> Result<()> {
    let mut bounds = BTreeMap::new();
    let mut features = BTreeMap::new();
    for (variant, seen) in Variant::ALL.iter().zip(&summary.variants) {
        if seen.cases == 0 {
            continue;
        }
        for bound in seen.bounds(*variant) {
            let hits = [
                (bound.span.lower.hit, " min-value-hit"),
                (bound.span.upper.hit, " max-value-hit"),
            ];
            let said: String = hits
                .iter()
                .filter(|(hit, _)| *hit)
                .map(|(_, w)| *w)
                .collect();
            bounds.insert(format!("{variant}.{}", bound.id), said);
        }
        for (ending, reached) in seen.endings(*variant) {
            let hit = features
                .entry(format!("{variant}: {ending}"))
                .or_insert(false);
            *hit |= reached;
        }
    }
    let mut text = String::new();
    for (name, hits) in &bounds {
        text.push_str(&format!("\"{name}\":{hits}\n"));
    }
    for (name, hit) in &features {
        let hit = if *hit { " hit" } else { "" };
        text.push_str(&format!("feature \"{name}\":{hit}\n"));
    }
    let written = match file.as_os_str().to_str() {
        Some("stdout") => io::stdout().lock().write_all(text.as_bytes()),
        Some("stderr") => io::stderr().lock().write_all(text.as_bytes()),
        _ => std::fs::write(file, &text),
    };
    written.with_context(|| format!("can't write test overview log to ({})", file.display()))
}
