//! `ttt-judge check CASES ANSWERS`: grade another program's answers against
//! the judge, case by case, reporting each wrong answer's first difference.

mod answers;
mod verdict;

use std::io::{self, BufWriter, StdoutLock, Write};
use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;
use ttt_judge::stream::{CaseError, LineFormat, write_result};

use crate::cli::args::{JunitArg, VariantArg};
use crate::cli::compare::compare_text;
use crate::cli::compare::text::Text;
use crate::cli::io::junit::Junit;
use crate::cli::io::{Cases, Source, warn};
use crate::cli::outcome::Outcome;
use answers::AnswerFile;
use verdict::{Verdict, VerdictLine, block, summary};

/// Grade another program's answers against the judge.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge check cases.jsonl answers.txt\n",
    "  ./solution < cases.jsonl | ttt-judge check cases.jsonl -\n",
    "  ttt-judge check --json cases.jsonl answers.txt | jq 'select(.verdict != \"accepted\")'\n\n",
    "Each wrong answer is reported with its first difference; the last line is\n",
    "\"N accepted, N wrong\" (on stderr with --json). An answer line that is not\n",
    "JSON, a missing answer and an answer with no case are each wrong.\n\n",
    "Exit status:\n",
    "  0  every answer was accepted\n",
    "  1  an answer is wrong, missing or extra\n",
    "  2  an input could not be read, or a case could not be judged",
))]
pub struct Args {
    /// The cases, in any form `run` reads; `-` reads stdin.
    #[arg(value_name = "CASES")]
    cases: PathBuf,
    /// The answers to grade: one JSON line per case, in order; `-` reads stdin.
    #[arg(value_name = "ANSWERS")]
    answers: PathBuf,
    /// Print one JSON verdict per case instead of the report.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    junit: JunitArg,
    #[command(flatten)]
    variant: VariantArg,
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    if args.cases.as_os_str() == "-" && args.answers.as_os_str() == "-" {
        warn("CASES and ANSWERS cannot both be stdin (`-`)");
        return Ok(Outcome::Trouble);
    }
    let mut answers = match AnswerFile::open(&args.answers) {
        Ok(answers) => answers,
        Err(e) => {
            warn(&format!("{}: {e}", args.answers.display()));
            return Ok(Outcome::Trouble);
        }
    };
    let sources = Source::from_args(std::slice::from_ref(&args.cases));
    let mut tally = Tally::new(&args, &sources[0].name());
    let mut answers_ok = true;
    for item in Cases::new(sources, args.variant.variant) {
        let (place, case) = match item {
            Ok(case) => case,
            Err(message) => {
                tally.trouble(&message.to_string())?;
                return tally.finish(&args);
            }
        };
        let answer = match answers_ok.then(|| answers.next_answer()).transpose() {
            Ok(answer) => answer.flatten(),
            Err(e) => {
                tally.trouble(&format!("{}: {e}", answers.name))?;
                answers_ok = false;
                None
            }
        };
        let mut line = Vec::new();
        let judged = case
            .as_ref()
            .map_err(CaseError::to_string)
            .and_then(|case| {
                write_result(case, LineFormat::default(), &mut line).map_err(|kind| {
                    let place = place.clone();
                    CaseError { place, kind }.to_string()
                })
            });
        let verdict = match judged {
            Err(message) => Verdict::Unjudged(message),
            Ok(()) => grade(&line, answer, &answers),
        };
        let name = place.to_string();
        let number = Some(place.number);
        tally.record(number, &name, case.as_ref().ok(), &answers.name, &verdict)?;
    }
    if answers_ok {
        for line in answers.rest()? {
            let name = format!("{}:{line}", answers.name);
            tally.record(None, &name, None, &answers.name, &Verdict::Extra(line))?;
        }
    }
    tally.finish(&args)
}

/// The verdicts so far, and where they go: the report or `--json` lines on
/// stdout, and the JUnit report when asked for.
struct Tally {
    out: BufWriter<StdoutLock<'static>>,
    json: bool,
    junit: Option<Junit>,
    accepted: usize,
    wrong: usize,
    outcome: Outcome,
}

impl Tally {
    /// An empty tally for `args`, whose cases are called `cases`.
    fn new(args: &Args, cases: &str) -> Tally {
        let junit = args.junit.junit.as_ref().map(|_| {
            let mut junit = Junit::new("ttt-judge check");
            junit.suite(cases);
            junit
        });
        Tally {
            out: BufWriter::new(io::stdout().lock()),
            json: args.json,
            junit,
            accepted: 0,
            wrong: 0,
            outcome: Outcome::Success,
        }
    }

    /// Counts a verdict for case `number` (`None` for an extra answer),
    /// called `name` in the report, and writes it.
    fn record(
        &mut self,
        number: Option<usize>,
        name: &str,
        case: Option<&ttt_judge::Case>,
        answers: &str,
        verdict: &Verdict<'_>,
    ) -> io::Result<()> {
        match verdict {
            Verdict::Accepted => self.accepted += 1,
            Verdict::Unjudged(_) => self.outcome = Outcome::Trouble,
            _ => self.wrong += 1,
        }
        if let Some(junit) = &mut self.junit {
            match verdict {
                Verdict::Accepted => junit.passed(name),
                Verdict::Unjudged(message) => junit.error(name, message),
                _ => {
                    let text = block(name, case, answers, verdict);
                    junit.failed(name, &summary(answers, verdict), &text);
                }
            }
        }
        write_verdict(
            &mut self.out,
            self.json,
            number,
            name,
            case,
            answers,
            verdict,
        )
    }

    /// Something could not be done: said on stderr, after the report so far.
    fn trouble(&mut self, message: &str) -> io::Result<()> {
        self.out.flush()?;
        warn(message);
        if let Some(junit) = &mut self.junit {
            junit.error("input", message);
        }
        self.outcome = Outcome::Trouble;
        Ok(())
    }

    /// Writes the summary line and the JUnit report; the outcome.
    fn finish(mut self, args: &Args) -> Result<Outcome> {
        self.out.flush()?;
        let summary = format!("{} accepted, {} wrong", self.accepted, self.wrong);
        match self.json {
            true => eprintln!("{summary}"),
            false => writeln!(self.out, "{summary}")?,
        }
        self.out.flush()?;
        if let (Some(junit), Some(path)) = (self.junit, &args.junit.junit) {
            junit.write(path)?;
        }
        Ok(match self.outcome {
            Outcome::Success if self.wrong > 0 => Outcome::Failure,
            outcome => outcome,
        })
    }
}

/// Grades an answer against the judge's output line: the answer's text is
/// compared as written, without a copy of it.
fn grade<'a>(
    judged: &[u8],
    answer: Option<answers::Answer>,
    answers: &'a AnswerFile,
) -> Verdict<'a> {
    let Some((line, answer)) = answer else {
        return Verdict::Missing(answers.lines_read());
    };
    if let Err(why) = answer {
        return Verdict::NotJson(line, why);
    }
    let expected: Value = match serde_json::from_slice(judged) {
        Ok(expected) => expected,
        Err(e) => return Verdict::Unjudged(format!("the judge wrote no JSON: {e}")),
    };
    match compare_text(&expected, Text::new(answers.text())) {
        None => Verdict::Accepted,
        Some(difference) => Verdict::Wrong(line, difference),
    }
}

/// Writes a verdict: nothing for an accepted answer in the report, a block
/// for any other under `name` (the case's place, or the extra answer's);
/// a JSON line for every one with `--json`.
fn write_verdict(
    out: &mut impl Write,
    json: bool,
    number: Option<usize>,
    name: &str,
    case: Option<&ttt_judge::Case>,
    answers: &str,
    verdict: &Verdict<'_>,
) -> io::Result<()> {
    if let Verdict::Unjudged(message) = verdict {
        out.flush()?;
        warn(&format!("{message} (its answer is not graded)"));
    }
    if json {
        let line = VerdictLine::new(number, verdict);
        serde_json::to_writer(&mut *out, &line)?;
        return writeln!(out);
    }
    for line in block(name, case, answers, verdict) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
