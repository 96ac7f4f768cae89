//! `ttt-judge check CASES ANSWERS`: grade another program's answers against
//! the judge, case by case, reporting each wrong answer's first difference.

mod answers;
mod protocol;

use std::path::{Path, PathBuf};

use anyhow::Result;
use ttt_judge::answer::{LineFormat, write_result};
use ttt_judge::case::CaseError;
use ttt_judge::json_text::Text;
use ttt_judge::verdict::compare_answer;
use ttt_judge::{Case, Variant};

use crate::cli::args::{JunitArg, VariantArg};
use crate::cli::io::color::Color;
use crate::cli::io::{Cases, Source, warn};
use crate::cli::outcome::Outcome;
use crate::cli::report::{Answer, Detail, Entry, Format, Report, Voice};
use crate::cli::system::JudgeSystem;
use answers::AnswerFile;

/// Grade another program's answers against the judge.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge check cases.jsonl answers.txt\n",
    "  ./solution < cases.jsonl | ttt-judge check cases.jsonl -\n",
    "  ttt-judge check --json cases.jsonl answers.txt | jq 'select(.verdict != \"AC\")'\n",
    "  ttt-judge check --protocol kattis case.in case.ans feedback/ < team.out\n",
    "  ttt-judge check --protocol testlib case.in contestant.out case.ans [result.txt [-appes]]\n",
    "  ttt-judge check --protocol testlib case.in contestant.out   # online-judge-tools, no answer file\n",
    "  ttt-judge check --protocol cms case.in case.ans contestant.out\n\n",
    "Each wrong answer is reported with its first difference; the last line is\n",
    "\"N accepted, N wrong\" (on stderr with --json). An answer line that is not\n",
    "JSON, a missing answer and an answer with no case are each wrong.\n\n",
    "Exit status:\n",
    "  0  every answer was accepted\n",
    "  1  an answer is wrong, missing or extra\n",
    "  2  an input could not be read, or a case could not be judged\n\n",
    "With --protocol the status is the system's: kattis 42 accepted, 43 wrong\n",
    "(the first difference in judgemessage.txt, the board there in judgeimage.svg),\n",
    "2 a judge error (an input that is not a case, an expected answer that is\n",
    "not the judge's); testlib 0 OK, 1 WA, 2 PE, 3 FAIL (a command line testlib\n",
    "refuses included); cms 0 with the score (1.0 or 0.0) on stdout, 2 a judge error.",
))]
pub(crate) struct Args {
    /// The cases, in any form `run` reads; `-` reads stdin.
    #[arg(value_name = "CASES", required_unless_present = "protocol")]
    cases: Option<PathBuf>,
    /// The answers to grade: one JSON line per case, in order; `-` reads stdin.
    #[arg(value_name = "ANSWERS", required_unless_present = "protocol")]
    answers: Option<PathBuf>,
    /// Print one JSON verdict per case instead of the report.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    junit: JunitArg,
    #[command(flatten)]
    variant: VariantArg,
    /// Be a judge system's checker: kattis (Kattis and DOMjudge), testlib
    /// (Codeforces, Polygon) or cms. The files are then the system's own,
    /// in its order, and the verdict is told as the system reads it.
    #[arg(long, value_enum, value_name = "SYSTEM")]
    protocol: Option<JudgeSystem>,
    /// With --protocol: the files after the first two (Kattis's
    /// FEEDBACK_DIR, testlib's ANSWER, RESULT and -appes, CMS's
    /// CONTESTANT_OUTPUT). What Kattis passes after FEEDBACK_DIR is
    /// ignored; testlib's words are read as testlib reads them.
    #[arg(
        value_name = "MORE",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    more: Vec<PathBuf>,
    /// testlib's `--testset NAME` (Polygon passes it), anywhere; checked
    /// and ignored.
    #[arg(long, value_name = "NAME", allow_hyphen_values = true, hide = true)]
    testset: Vec<PathBuf>,
    /// testlib's `--group NAME` (Polygon passes it), anywhere; checked and
    /// ignored.
    #[arg(long, value_name = "NAME", allow_hyphen_values = true, hide = true)]
    group: Vec<PathBuf>,
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    if let Some(system) = args.protocol {
        // The testlib flags clap took, given back in place for the
        // system's own reading of its command line.
        let flags = [("--testset", args.testset), ("--group", args.group)];
        let flags = flags.into_iter().flat_map(|(flag, values)| {
            values
                .into_iter()
                .flat_map(move |v| [PathBuf::from(flag), v])
        });
        let files = args.cases.into_iter().chain(args.answers).chain(args.more);
        let words = flags.collect::<Vec<_>>();
        let flagged = !words.is_empty();
        let words = words.into_iter().chain(files).collect::<Vec<_>>();
        return protocol::execute(system, &words, flagged, args.variant.variant);
    }
    let (Some(cases), Some(answered)) = (&args.cases, &args.answers) else {
        unreachable!("clap asks for CASES and ANSWERS without --protocol");
    };
    if !args.more.is_empty() {
        warn("more than two files are read only with --protocol");
        return Ok(Outcome::Trouble);
    }
    if !args.testset.is_empty() || !args.group.is_empty() {
        warn("--testset and --group are testlib's, read only with --protocol testlib");
        return Ok(Outcome::Trouble);
    }
    if cases.as_os_str() == "-" && answered.as_os_str() == "-" {
        warn("CASES and ANSWERS cannot both be stdin (`-`)");
        return Ok(Outcome::Trouble);
    }
    let mut answers = match AnswerFile::open(answered) {
        Ok(answers) => answers,
        Err(e) => {
            warn(&format!("{}: {e}", answered.display()));
            return Ok(Outcome::Trouble);
        }
    };
    let mut report = report(&args)?;
    let mut to_report = |checked: Checked<'_>| to_report(&mut report, checked);
    let trouble = grade_all(cases, args.variant.variant, &mut answers, &mut to_report)?;
    let tally = report.finish()?;
    Ok(Outcome::of(trouble, tally.not_accepted()))
}

/// What grading a file of answers finds, handed over as it is found.
pub(crate) enum Checked<'a> {
    /// The cases' file begins, by its name.
    Cases(&'a str),
    /// One answer graded.
    Answer {
        /// The case's number; `None` for an answer with no case.
        number: Option<usize>,
        /// The case's place (`case 2 (cases.jsonl:2)`), or the answer's.
        name: &'a str,
        /// The answers' name in messages.
        answers: &'a str,
        /// The case, when it could be read.
        case: Option<&'a Case>,
        /// What the answer earned.
        answer: &'a Answer<'a>,
    },
    /// Something could not be done: an input that cannot be read.
    Trouble(&'a str),
    /// A case that could not be judged, said before its answer.
    Unjudged(&'a str),
}

/// Grades each answer of `answers` against the judge's result for each
/// case of `cases`, in order, handing each finding to `found`; true when
/// something could not be done (an unreadable input, a case that could
/// not be judged).
pub(crate) fn grade_all(
    cases: &Path,
    variant: Option<Variant>,
    answers: &mut AnswerFile,
    found: &mut dyn FnMut(Checked<'_>) -> Result<()>,
) -> Result<bool> {
    let sources = Source::from_args(std::slice::from_ref(&cases.to_path_buf()));
    found(Checked::Cases(&sources[0].name()))?;
    let (mut trouble, mut stopped, mut answers_ok) = (false, false, true);
    for item in Cases::new(sources, variant) {
        let (place, case) = match item {
            Ok(case) => case,
            Err(message) => {
                found(Checked::Trouble(&message.to_string()))?;
                (trouble, stopped) = (true, true);
                break;
            }
        };
        let mut line = Vec::new();
        let judged = case
            .as_ref()
            .map_err(CaseError::to_string)
            .and_then(|case| {
                let written = write_result(case, LineFormat::default(), &mut line);
                written.map(|()| case).map_err(|kind| {
                    let place = place.clone();
                    CaseError { place, kind }.to_string()
                })
            });
        // The answer is read only as far as an answer to this case can go.
        let most = answers::longest_answer(line.len());
        let answer = match answers_ok.then(|| answers.next_answer(most)).transpose() {
            Ok(answer) => answer.flatten(),
            Err(e) => {
                found(Checked::Trouble(&format!("{}: {e}", answers.name)))?;
                (trouble, answers_ok) = (true, false);
                None
            }
        };
        let earned = match judged {
            Ok(case) => grade(case, &line, answer, answers),
            Err(message) => {
                found(Checked::Unjudged(&message))?;
                trouble = true;
                Answer::Unjudged(message)
            }
        };
        found(Checked::Answer {
            number: Some(place.number),
            name: &place.to_string(),
            answers: &answers.name,
            case: case.as_ref().ok(),
            answer: &earned,
        })?;
    }
    if answers_ok && !stopped {
        for line in answers.rest()? {
            let name = format!("{}:{line}", answers.name);
            found(Checked::Answer {
                number: None,
                name: &name,
                answers: &answers.name,
                case: None,
                answer: &Answer::Extra(line),
            })?;
        }
    }
    Ok(trouble)
}

/// Hands `checked` to `report`: the cases' file as a group, each answer
/// as an entry, what could not be done on stderr and in the report.
fn to_report(report: &mut Report, checked: Checked<'_>) -> Result<()> {
    match checked {
        Checked::Cases(name) => report.group(name),
        Checked::Answer {
            number,
            name,
            answers,
            case,
            answer,
        } => report.case(&Entry {
            case: number,
            name,
            detail: Detail::Answer {
                answers,
                case,
                answer,
            },
        }),
        Checked::Trouble(message) => report.trouble("input", message),
        Checked::Unjudged(message) => report.warn(&format!("{message} (its answer is not graded)")),
    }
}

/// The report: the text or `--json` lines on stdout, and the JUnit XML
/// when asked for.
fn report(args: &Args) -> Result<Report> {
    let shown = match args.json {
        true => Format::JsonLines,
        false => Format::Text,
    };
    let junit = args.junit.junit.clone().map(Format::Junit);
    Ok(Report::new(
        [shown].into_iter().chain(junit),
        Voice::Check,
        Color::Never,
    ))
}

/// Grades an answer against the judge's output line for `case`: the
/// answer's text is compared as written, without a copy of it.
fn grade<'a>(
    case: &ttt_judge::Case,
    judged: &'a [u8],
    answer: Option<answers::AnswerRead>,
    answers: &'a AnswerFile,
) -> Answer<'a> {
    let Some((line, answer)) = answer else {
        return Answer::Missing(answers.lines_read());
    };
    if let Err(why) = answer {
        return Answer::NotJson(line, why.to_string());
    }
    let expected = std::str::from_utf8(judged).expect("the judge writes UTF-8");
    match compare_answer(case, Text::new(expected), Text::new(answers.text())) {
        None => Answer::Accepted,
        Some(wrong) => Answer::Wrong(line, wrong.verdict(), wrong.difference),
    }
}
