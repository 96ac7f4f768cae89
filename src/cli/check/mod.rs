//! `ttt-judge check CASES ANSWERS`: grade another program's answers against
//! the judge, case by case, reporting each wrong answer's first difference.

mod answers;
mod verdict;

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;
use ttt_judge::stream::{CaseError, LineFormat, Place, write_result};

use super::args::VariantArg;
use super::compare::compare_text;
use super::compare::text::Text;
use super::io::{Cases, Source, warn};
use super::outcome::Outcome;
use answers::AnswerFile;
use verdict::{Verdict, VerdictLine, write_block};

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
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut accepted, mut wrong, mut outcome) = (0, 0, Outcome::Success);
    let mut count = |verdict: &Verdict, outcome: &mut Outcome| match verdict {
        Verdict::Accepted => accepted += 1,
        Verdict::Unjudged(_) => *outcome = Outcome::Trouble,
        _ => wrong += 1,
    };
    let mut answers_ok = true;
    for item in Cases::new(
        Source::from_args(std::slice::from_ref(&args.cases)),
        args.variant.variant,
    ) {
        let (place, case) = match item {
            Ok(case) => case,
            Err(message) => {
                out.flush()?;
                warn(&message);
                return Ok(Outcome::Trouble);
            }
        };
        let answer = match answers_ok.then(|| answers.next_answer()).transpose() {
            Ok(answer) => answer.flatten(),
            Err(e) => {
                out.flush()?;
                warn(&format!("{}: {e}", answers.name));
                (answers_ok, outcome) = (false, Outcome::Trouble);
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
        count(&verdict, &mut outcome);
        write_verdict(
            &mut out,
            args.json,
            Some(&place),
            case.as_ref().ok(),
            &answers.name,
            &verdict,
        )?;
    }
    if answers_ok {
        for line in answers.rest()? {
            let verdict = Verdict::Extra(line);
            count(&verdict, &mut outcome);
            write_verdict(&mut out, args.json, None, None, &answers.name, &verdict)?;
        }
    }
    out.flush()?;
    let summary = format!("{accepted} accepted, {wrong} wrong");
    match args.json {
        true => eprintln!("{summary}"),
        false => writeln!(out, "{summary}")?,
    }
    out.flush()?;
    Ok(match outcome {
        Outcome::Success if wrong > 0 => Outcome::Failure,
        outcome => outcome,
    })
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
/// for any other; a JSON line for every one with `--json`.
fn write_verdict(
    out: &mut impl Write,
    json: bool,
    place: Option<&Place>,
    case: Option<&ttt_judge::Case>,
    answers: &str,
    verdict: &Verdict<'_>,
) -> io::Result<()> {
    if let Verdict::Unjudged(message) = verdict {
        out.flush()?;
        warn(&format!("{message} (its answer is not graded)"));
    }
    if json {
        let line = VerdictLine::new(place.map(|p| p.number), verdict);
        serde_json::to_writer(&mut *out, &line)?;
        return writeln!(out);
    }
    let heading = place.map(Place::to_string).unwrap_or_default();
    write_block(out, &heading, case, answers, verdict)
}
