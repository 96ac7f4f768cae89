//! `ttt-judge test`: judge the cases of fixtures and compare each result
//! with its expected output, as parsed JSON; `--bless` writes the expected
//! outputs instead.
//!
//! A case that cannot be judged has the output `{"error": "<message>"}`,
//! where the message leaves out the `case N (file:line): ` prefix, so that a
//! fixture does not depend on where it lies or how it is named. An expected
//! error written with that prefix is compared without it, too.

mod fixture;
mod inline;
mod paired;
mod report;

use std::io::{self, BufWriter, StdoutLock};
use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;
use ttt_judge::Case;

use ttt_judge::stream::{CaseError, LineFormat, Place, write_error, write_result};

use crate::cli::compare::compare;
use crate::cli::io::junit::Junit;
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use report::Report;

use crate::cli::args::{ColorArg, JunitArg};

/// Check fixtures against their expected outputs.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge test                      # every fixture under fixtures/\n",
    "  ttt-judge test fixtures/seeds --filter multi\n",
    "  ttt-judge test --bless new-cases/   # write the expected outputs\n\n",
    "A fixture is name.json beside name.expected.json, name.jsonl beside\n",
    "name.expected.jsonl (one expected line per case), or a .jsonl file of\n",
    "{\"input\": CASE, \"expected\": RESULT} lines. The last line printed is\n",
    "\"N passed, N failed\".\n\n",
    "Exit status:\n",
    "  0  every case passed\n",
    "  1  a case failed, or has no expected output\n",
    "  2  a fixture could not be read, or --bless was refused",
))]
pub struct Args {
    /// Fixture files, or folders walked recursively; none means `fixtures/`.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Write the judge's results as the expected outputs: create missing
    /// ones, rewrite changed ones, leave identical ones untouched.
    #[arg(long)]
    bless: bool,
    /// Bless even when the environment variable CI is set.
    #[arg(long, requires = "bless")]
    force: bool,
    /// Stop at the first failing case.
    #[arg(long)]
    fail_fast: bool,
    /// Run only the fixtures whose path contains TEXT.
    #[arg(long, value_name = "TEXT")]
    filter: Option<String>,
    #[command(flatten)]
    color: ColorArg,
    #[command(flatten)]
    junit: JunitArg,
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    if args.bless && !args.force && std::env::var_os("CI").is_some() {
        warn(
            "refusing to --bless because the environment variable CI is set \
             (CI must not rewrite its own expectations); add --force to bless anyway",
        );
        return Ok(Outcome::Trouble);
    }
    let paths = match args.paths.is_empty() {
        true => vec![PathBuf::from("fixtures")],
        false => args.paths.clone(),
    };
    let (fixtures, problems) = fixture::find(&paths, args.filter.as_deref());
    let mut tester = Tester {
        report: Report::new(BufWriter::new(io::stdout().lock()), args.color.color),
        args: &args,
        passed: 0,
        failed: 0,
        outcome: Outcome::Success,
        junit: args
            .junit
            .junit
            .as_ref()
            .map(|_| Junit::new("ttt-judge test")),
    };
    for problem in &problems {
        tester.trouble(problem)?;
    }
    for found in &fixtures {
        tester.fixture(found)?;
        if tester.stopped() {
            break;
        }
    }
    tester.report.summary(tester.passed, tester.failed)?;
    if let (Some(junit), Some(path)) = (tester.junit, &args.junit.junit) {
        junit.write(path)?;
    }
    Ok(match tester.outcome {
        Outcome::Success if tester.failed > 0 => Outcome::Failure,
        outcome => outcome,
    })
}

/// One judged case of a fixture.
pub struct Judged {
    /// The case's number in its fixture, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The case, when it could be read.
    pub case: Option<Case>,
    /// The result as `--bless` writes it.
    pub text: Vec<u8>,
    /// The same, parsed, for comparing.
    pub value: Value,
}

/// Judges a case into its result, or into `{"error": ...}` with the
/// error's message alone, so that a fixture does not depend on where it
/// lies or how it is named.
pub fn judge_case(place: &Place, case: Result<Case, CaseError>) -> Judged {
    let mut text = Vec::new();
    let judged = match &case {
        Ok(case) => write_result(case, LineFormat::default(), &mut text).map_err(|k| k.to_string()),
        Err(error) => Err(error.message()),
    };
    if let Err(message) = judged {
        text.clear();
        write_error(&mut text, &message);
    }
    let value = serde_json::from_slice(&text)
        .unwrap_or_else(|e| Value::String(format!("the judge wrote no JSON: {e}")));
    Judged {
        number: place.number,
        line: place.line,
        case: case.ok(),
        text,
        value,
    }
}

/// A case's name in the JUnit report: `case 2 (line 3)`.
fn case_name(judged: &Judged) -> String {
    format!("case {} (line {})", judged.number, judged.line)
}

/// An expected value as it is compared with `judged`: an expected error
/// written with its `case N (file:line): ` place matches the same message
/// without one.
fn comparable(expected: &Value, judged: &Value) -> Value {
    let message = |v: &Value| match v.as_object() {
        Some(o) if o.len() == 1 => o.get("error").and_then(Value::as_str).map(str::to_owned),
        _ => None,
    };
    match (message(expected), message(judged)) {
        (Some(want), Some(got))
            if want.starts_with("case ") && want.ends_with(&format!("): {got}")) =>
        {
            judged.clone()
        }
        _ => expected.clone(),
    }
}

/// The state of one `test` run.
pub struct Tester<'a> {
    report: Report<BufWriter<StdoutLock<'static>>>,
    args: &'a Args,
    passed: usize,
    failed: usize,
    outcome: Outcome,
    /// The JUnit report, with `--junit`.
    junit: Option<Junit>,
}

impl Tester<'_> {
    /// True once `--fail-fast` has seen a failure.
    fn stopped(&self) -> bool {
        self.args.fail_fast && self.failed > 0
    }

    /// Something could not be read: say so on stderr, after the report so far.
    fn trouble(&mut self, message: &str) -> io::Result<()> {
        if let Some(junit) = &mut self.junit {
            junit.error("could not be read", message);
        }
        self.report.flush()?;
        warn(message);
        self.outcome = Outcome::Trouble;
        Ok(())
    }

    fn fixture(&mut self, found: &fixture::Found) -> Result<()> {
        let path = found.path.as_path();
        if let Some(junit) = &mut self.junit {
            junit.suite(&path.display().to_string());
        }
        match fixture::is_inline(path) {
            Ok(true) => inline::run(self, path),
            Ok(false) => self.paired(path, found.named),
            Err(e) => Ok(self.trouble(&format!("{}: {e}", path.display()))?),
        }
    }

    /// Counts a case that passed.
    fn pass(&mut self, judged: &Judged) {
        self.passed += 1;
        if let Some(junit) = &mut self.junit {
            junit.passed(&case_name(judged));
        }
    }

    /// Reports a failure under `heading`, as `name` in the JUnit report,
    /// with the details' lines as its message and the block as printed as
    /// its text.
    fn failure(&mut self, heading: &str, name: &str, details: &[String]) -> io::Result<()> {
        if let Some(junit) = &mut self.junit {
            let mut text = vec![format!("FAIL {heading}")];
            text.extend(details.iter().map(|d| format!("  {d}")));
            let message: Vec<&str> = details.iter().map(|d| d.trim()).collect();
            junit.failed(name, &message.join("; "), &text);
        }
        self.report.failure(heading, details)
    }

    /// Compares one case with its expected value; `missing` is the hint when
    /// there is none. True when the case passed (or was blessed unchanged).
    fn verdict(
        &mut self,
        file: &str,
        judged: &Judged,
        expected: Option<&Value>,
        missing: &str,
    ) -> io::Result<bool> {
        let difference =
            expected.map(|want| compare(&comparable(want, &judged.value), &judged.value));
        let details = match difference {
            Some(None) => {
                self.pass(judged);
                return Ok(true);
            }
            _ if self.args.bless => {
                self.pass(judged);
                return Ok(false);
            }
            None => vec![missing.to_string()],
            Some(Some(difference)) => difference.describe(judged.case.as_ref()),
        };
        self.failed += 1;
        let heading = format!("{file} case {} (line {})", judged.number, judged.line);
        self.failure(&heading, &case_name(judged), &details)?;
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_expected_error_may_carry_its_place() {
        let judged = json!({"error": "bad n"});
        for want in ["case 3 (a): b/c.jsonl:3:8): bad n", "bad n"] {
            let expected = json!({ "error": want });
            assert_eq!(comparable(&expected, &judged), judged);
        }
        let other = json!({"error": "case 3 (x:1): worse n"});
        assert_eq!(comparable(&other, &judged), other);
    }
}
