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
mod report;

use std::io::{self, BufWriter, StdoutLock};
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde_json::Value;
use ttt_judge::Case;

use ttt_judge::stream::{CaseError, LineFormat, Place, write_error, write_result};

use super::compare::compare;
use super::io::{Cases, Source, warn};
use super::outcome::Outcome;
use report::{Color, Report, case_list};

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
    /// Colour the report: auto (on a terminal, unless NO_COLOR is set),
    /// always or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = Color::Auto, hide_possible_values = true)]
    color: Color,
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
        report: Report::new(BufWriter::new(io::stdout().lock()), args.color),
        args: &args,
        passed: 0,
        failed: 0,
        outcome: Outcome::Success,
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

/// That none of a file's `count` values is a case.
fn not_cases(count: usize) -> String {
    match count {
        1 => "its one value is not a case".to_string(),
        n => format!("none of its {n} values is a case"),
    }
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
}

impl Tester<'_> {
    /// True once `--fail-fast` has seen a failure.
    fn stopped(&self) -> bool {
        self.args.fail_fast && self.failed > 0
    }

    /// Something could not be read: say so on stderr, after the report so far.
    fn trouble(&mut self, message: &str) -> io::Result<()> {
        self.report.flush()?;
        warn(message);
        self.outcome = Outcome::Trouble;
        Ok(())
    }

    fn fixture(&mut self, found: &fixture::Found) -> Result<()> {
        let path = found.path.as_path();
        match fixture::is_inline(path) {
            Ok(true) => inline::run(self, path),
            Ok(false) => self.paired(path, found.named),
            Err(e) => Ok(self.trouble(&format!("{}: {e}", path.display()))?),
        }
    }

    /// A file found in a folder, with no expected output and not one case
    /// that can be read, is some other JSON (a list of sources, a data file)
    /// rather than a fixture: a plain run skips it with a note, `--bless`
    /// refuses to write its expected output. True when it was set aside.
    fn not_a_fixture(&mut self, path: &Path, expected: &Path, judged: &[Judged]) -> Result<bool> {
        if judged.is_empty() || judged.iter().any(|j| j.case.is_some()) {
            return Ok(false);
        }
        let what = format!(
            "not a fixture ({}, and there is no {})",
            not_cases(judged.len()),
            expected.display()
        );
        match self.args.bless {
            true => self.trouble(&format!(
                "{}: {what}; name the file itself to bless it anyway",
                path.display()
            ))?,
            false => self.report.skipped(&path.display().to_string(), &what)?,
        }
        Ok(true)
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
                self.passed += 1;
                return Ok(true);
            }
            _ if self.args.bless => {
                self.passed += 1;
                return Ok(false);
            }
            None => vec![missing.to_string()],
            Some(Some(difference)) => difference.describe(judged.case.as_ref()),
        };
        self.failed += 1;
        let heading = format!("{file} case {} (line {})", judged.number, judged.line);
        self.report.failure(&heading, &details)?;
        Ok(false)
    }

    fn paired(&mut self, path: &Path, named: bool) -> Result<()> {
        let expected_path = fixture::expected_path(path);
        let expected = match fixture::read_expected(&expected_path) {
            Ok(expected) => expected,
            Err(message) => return Ok(self.trouble(&message)?),
        };
        let Some(judged) = self.judge_file(path)? else {
            return Ok(());
        };
        if expected.is_none() && !named && self.not_a_fixture(path, &expected_path, &judged)? {
            return Ok(());
        }
        let (file, shown_expected) = (path.display().to_string(), expected_path.display());
        let missing = match &expected {
            None => format!(
                "no expected output: {shown_expected} does not exist; run `ttt-judge test --bless` to write it"
            ),
            Some(values) => format!(
                "no expected output: {shown_expected} has only {} values; run `ttt-judge test --bless` to add it",
                values.len()
            ),
        };
        let mut changed = Vec::new();
        for j in &judged {
            let want = expected
                .as_ref()
                .and_then(|values| values.get(j.number - 1));
            if !self.verdict(&file, j, want, &missing)? {
                changed.push(j.number);
            }
            if self.stopped() {
                return Ok(());
            }
        }
        let extra = expected
            .as_ref()
            .map_or(0, |v| v.len().saturating_sub(judged.len()));
        if extra > 0 && !self.args.bless {
            self.failed += 1;
            let what = format!(
                "{shown_expected} has {extra} more values than the {} cases",
                judged.len()
            );
            self.report.failure(&file, &[what])?;
        }
        if self.args.bless && (!changed.is_empty() || extra > 0 || expected.is_none()) {
            let lines: Vec<Vec<u8>> = judged.into_iter().map(|j| j.text).collect();
            fixture::write_lines(&expected_path, &lines)?;
            let what = match expected {
                None if lines.len() == 1 => "created (1 case)".to_string(),
                None => format!("created ({} cases)", lines.len()),
                Some(_) if extra > 0 => format!(
                    "rewrote ({} changed, {extra} extra values dropped)",
                    case_list(&changed)
                ),
                Some(_) => format!("rewrote ({} changed)", case_list(&changed)),
            };
            self.report.blessed(&shown_expected.to_string(), &what)?;
        }
        Ok(())
    }

    /// Judges every case of a case file, through the same stream `run` reads.
    fn judge_file(&mut self, path: &Path) -> Result<Option<Vec<Judged>>> {
        let mut judged = Vec::new();
        for item in Cases::new(vec![Source::File(path.to_path_buf())], None) {
            match item {
                Err(message) => {
                    self.trouble(&message)?;
                    return Ok(None);
                }
                Ok((place, case)) => judged.push(judge_case(&place, case)),
            }
        }
        Ok(Some(judged))
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
