//! `ttt-judge test`: judge the cases of fixtures and compare each result
//! with its expected output, both read as written (the one comparison
//! `check` and `grade` use); `--bless` writes the expected outputs instead.
//!
//! A case that cannot be judged has the output `{"error": "<message>"}`,
//! where the message leaves out the `case N (file:line): ` prefix, so that a
//! fixture does not depend on where it lies or how it is named. An expected
//! error written with that prefix is compared without it, too.

mod blessed;
mod fixture;
mod inline;
mod paired;

use std::path::PathBuf;

use anyhow::Result;
use ttt_judge::answer::{LineFormat, write_error, write_result};
use ttt_judge::case::{CaseError, Place};
use ttt_judge::json_text::Text;
use ttt_judge::verdict::compare;
use ttt_judge::{Case, Verdict};

use crate::cli::args::{ColorArg, JunitArg};
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use crate::cli::report::{Detail, Entry, Format, Note, Report, Unmet, Voice};

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
pub(crate) struct Args {
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
pub(crate) fn execute(args: Args) -> Result<Outcome> {
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
    let junit = args.junit.junit.clone().map(Format::Junit);
    let formats = [Format::Text].into_iter().chain(junit);
    let mut tester = Tester {
        report: Report::new(formats, Voice::Test, args.color.color),
        bless: args.bless,
        fail_fast: args.fail_fast,
        trouble: false,
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
    let trouble = tester.trouble;
    let tally = tester.report.finish()?;
    Ok(Outcome::of(trouble, tally.not_accepted()))
}

/// One judged case of a fixture.
pub(crate) struct Judged {
    /// The case's number in its fixture, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The case, when it could be read.
    pub case: Option<Case>,
    /// The result as `--bless` writes it, and as it is compared.
    pub text: Vec<u8>,
}

impl Judged {
    /// The result, read as written.
    fn result(&self) -> Text<'_> {
        Text::new(std::str::from_utf8(&self.text).expect("the judge writes UTF-8"))
    }
}

/// Judges a case into its result, or into `{"error": ...}` with the
/// error's message alone, so that a fixture does not depend on where it
/// lies or how it is named.
pub(crate) fn judge_case(place: &Place, case: Result<Case, CaseError>) -> Judged {
    let mut text = Vec::new();
    let judged = match &case {
        Ok(case) => write_result(case, LineFormat::default(), &mut text).map_err(|k| k.to_string()),
        Err(error) => Err(error.message()),
    };
    if let Err(message) = judged {
        text.clear();
        write_error(&mut text, &message);
    }
    Judged {
        number: place.number,
        line: place.line,
        case: case.ok(),
        text,
    }
}

/// A case's name in the JUnit report: `case 2 (line 3)`.
fn case_name(judged: &Judged) -> String {
    format!("case {} (line {})", judged.number, judged.line)
}

/// True when an expected error, written with its place as `run` prints it
/// (`case 7 (old/e.jsonl:7): <message>`), is the judged error's message:
/// a fixture's expected errors may carry a place, which is not compared.
fn same_error_placed_elsewhere(expected: Text<'_>, judged: Text<'_>) -> bool {
    match (error_message(expected), error_message(judged)) {
        (Some(want), Some(got)) => {
            want.starts_with("case ") && want.ends_with(&format!("): {got}"))
        }
        _ => false,
    }
}

/// The message of `{"error": MESSAGE}`, for a value of that form.
fn error_message(value: Text<'_>) -> Option<std::borrow::Cow<'_, str>> {
    let mut entries = value.entries();
    match (entries.next(), entries.next()) {
        (Some((key, message)), None) if key.string().as_deref() == Some("error") => {
            message.string()
        }
        _ => None,
    }
}

/// The state of one `test` run.
pub(crate) struct Tester {
    report: Report,
    /// `--bless`: write the expected outputs instead of comparing them.
    bless: bool,
    /// `--fail-fast`: stop at the first failing case.
    fail_fast: bool,
    /// True once something could not be read.
    trouble: bool,
}

impl Tester {
    /// True once `--fail-fast` has seen a failure.
    fn stopped(&self) -> bool {
        self.fail_fast && self.report.tally().not_accepted() > 0
    }

    /// Something could not be read: say so on stderr, after the report so far.
    fn trouble(&mut self, message: &str) -> Result<()> {
        self.trouble = true;
        self.report.trouble("could not be read", message)
    }

    fn fixture(&mut self, found: &fixture::FixtureFile) -> Result<()> {
        let path = found.path.as_path();
        self.report.group(&path.display().to_string())?;
        match fixture::is_inline(path) {
            Ok(true) => inline::run(self, path),
            Ok(false) => self.paired(path, found.named),
            Err(e) => self.trouble(&format!("{}: {e}", path.display())),
        }
    }

    /// Reports case `case` (`None` for the file as a whole), called `name`
    /// in the JUnit report: passed, or failed for `unmet`, its block under
    /// `heading`.
    fn entry(
        &mut self,
        case: Option<usize>,
        name: &str,
        heading: &str,
        unmet: Option<&Unmet<'_>>,
    ) -> Result<()> {
        let verdict = match unmet {
            None => Verdict::Accepted,
            Some(_) => Verdict::WrongAnswer,
        };
        self.report.case(&Entry {
            case,
            name,
            detail: Detail::Fixture {
                verdict,
                heading,
                unmet,
            },
        })
    }

    /// Counts a case that passed.
    fn pass(&mut self, judged: &Judged) -> Result<()> {
        let name = case_name(judged);
        self.entry(Some(judged.number), &name, "", None)
    }

    /// Notes a file set aside, and why.
    fn skipped(&mut self, file: &str, why: &str) -> Result<()> {
        self.report.note(Note::Skipped("not a fixture", file, why))
    }

    /// Notes a file `--bless` wrote, and what changed in it.
    fn blessed(&mut self, file: &str, what: &str) -> Result<()> {
        self.report.note(Note::Blessed(file, what))
    }

    /// Compares one case with its expected value, as written; `missing` is
    /// the hint when there is none. True when the case passed (or was
    /// blessed unchanged).
    fn verdict(
        &mut self,
        file: &str,
        judged: &Judged,
        expected: Option<Text<'_>>,
        missing: &str,
    ) -> Result<bool> {
        let found = judged.result();
        let difference = expected.map(|want| match same_error_placed_elsewhere(want, found) {
            true => None,
            false => compare(want, found),
        });
        let unmet = match difference {
            Some(None) => {
                self.pass(judged)?;
                return Ok(true);
            }
            _ if self.bless => {
                self.pass(judged)?;
                return Ok(false);
            }
            None => Unmet::NoExpected(missing),
            Some(Some(difference)) => Unmet::Differs {
                difference,
                case: judged.case.as_ref(),
            },
        };
        let heading = format!("{file} case {} (line {})", judged.number, judged.line);
        let name = case_name(judged);
        self.entry(Some(judged.number), &name, &heading, Some(&unmet))?;
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expected_error_may_carry_its_place() {
        let judged = Text::new(r#"{"error": "bad n"}"#);
        for want in [
            r#"{"error": "case 3 (a): b/c.jsonl:3:8): bad n"}"#,
            r#"{"error":"bad n"}"#,
        ] {
            let want = Text::new(want);
            assert!(same_error_placed_elsewhere(want, judged) || compare(want, judged).is_none());
        }
        let other = Text::new(r#"{"error": "case 3 (x:1): worse n"}"#);
        assert!(!same_error_placed_elsewhere(other, judged));
        assert!(compare(other, judged).is_some());
    }
}
