//! `ttt-judge run`: judge cases and print one result line per case.

use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Result;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use ttt_judge::json::write_string;
use ttt_judge::{Case, StatusFormat, Variant, judge, judge_and_write};

use super::Outcome;
use crate::cases::{Place, RecordItem, Records, parse};
use crate::input::Source;
use crate::pipeline::{Answers, answer_all};
use crate::progress::Progress;

/// Judge cases and print each one's result as a line of JSON.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge run fixtures/seeds/classic-example-1.json\n",
    "  echo '[[0,0],[2,0],[1,1],[2,1],[2,2]]' | ttt-judge run\n",
    "  ttt-judge run --variant fullline a.jsonl - b.jsonl\n",
    "  ttt-judge run --explain cases.jsonl   # why: rejections, the winning run\n",
    "  ttt-judge run --status-format object fixtures/seeds/multi-example-1.json\n\n",
    "A case that cannot be judged prints {\"error\": \"...\"} on its line, and the\n",
    "same message on stderr; the other cases are still judged.\n\n",
    "Exit status:\n",
    "  0  every case was judged\n",
    "  2  a case could not be judged, or a file could not be read",
))]
pub struct Args {
    /// Files of cases (JSON Lines, or JSON values one after another); `-` or
    /// none reads stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Judge every case as this variant instead of telling it from its shape.
    #[arg(long, value_name = "VARIANT", value_parser = parse_variant)]
    variant: Option<Variant>,
    /// Judge on this many threads (default: one per core); the output is
    /// the same, in the same order, whatever the number.
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<NonZeroUsize>,
    /// Show no progress bar (one is shown on a terminal during long runs).
    #[arg(long, short = 'q')]
    quiet: bool,
    /// Print each result with its reasons: why each `multi` call was
    /// rejected, the winning run's cells or a full board, and for
    /// `fullline`/`classic` the line that won (shape: see the README).
    #[arg(long)]
    explain: bool,
    /// How `multi` statuses are written: `string` ("WIN:X", the seed's
    /// output) or `object` ({"state":"WIN","winner":"X"}).
    #[arg(long, value_name = "FORMAT", default_value = "string", value_parser = status_format_parser())]
    status_format: StatusFormat,
}

fn status_format_parser() -> impl TypedValueParser<Value = StatusFormat> {
    PossibleValuesParser::new(["string", "object"]).map(|name| match name.as_str() {
        "object" => StatusFormat::Object,
        _ => StatusFormat::String,
    })
}

/// How each case's output line is shaped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Add the reasons (`--explain`).
    pub explain: bool,
    /// How `multi` statuses are written.
    pub status_format: StatusFormat,
}

/// Parses a `--variant` value.
pub fn parse_variant(name: &str) -> Result<Variant, String> {
    name.parse()
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    let sources = Source::from_args(&args.files);
    let progress = Progress::new(!args.quiet, Source::total_size(&sources));
    let records = Records::new(sources);
    let jobs = args.jobs.map_or_else(default_jobs, |j| j.get());
    let trouble = AtomicBool::new(false);
    let shape = Shape {
        explain: args.explain,
        status_format: args.status_format,
    };
    let answer = |items: &[RecordItem]| {
        let answers = answer_batch(items, args.variant, shape);
        if !answers.notes.is_empty() {
            trouble.store(true, Ordering::Relaxed);
        }
        answers
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    answer_all(records, jobs, answer, &mut out, progress)?;
    out.flush()?;
    Ok(match trouble.load(Ordering::Relaxed) {
        true => Outcome::Trouble,
        false => Outcome::Success,
    })
}

/// The number of threads to judge on when `--jobs` is not given.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Judges a batch of records: one output line per case, and a note for
/// each case that cannot be judged and each source that cannot be read.
fn answer_batch(items: &[RecordItem], forced: Option<Variant>, shape: Shape) -> Answers {
    let mut answers = Answers::default();
    for item in items {
        match item {
            RecordItem::Unreadable(message) => answers.note(message.clone()),
            RecordItem::Record { place, record } => {
                let case = parse(place, record, forced);
                let judged = judge_shaped(place, &case, &mut answers.text, shape);
                answers.text.push(b'\n');
                if let Err(message) = judged {
                    answers.note(message);
                }
            }
        }
    }
    answers
}

/// Judges one case of the stream and appends its output line, without the
/// newline: the result, or `{"error":"<message>"}` for a case that cannot be
/// judged, whose message is then also returned.
pub fn judge_into(
    place: &Place,
    case: &Result<Case, String>,
    line: &mut Vec<u8>,
) -> Result<(), String> {
    judge_shaped(place, case, line, Shape::default())
}

/// Like [`judge_into`], with the output line shaped as `shape` says.
pub fn judge_shaped(
    place: &Place,
    case: &Result<Case, String>,
    line: &mut Vec<u8>,
    shape: Shape,
) -> Result<(), String> {
    let judged = match (case, shape.explain) {
        (Ok(case), false) => judge_and_write(case, line, shape.status_format),
        (Ok(case), true) => {
            judge(case).map(|judgement| judgement.write_explained(line, shape.status_format))
        }
        (Err(message), _) => return fail(line, message.clone()),
    };
    judged.or_else(|e| fail(line, place.message(e)))
}

/// Writes `{"error":"<message>"}` on the output line and returns the
/// message.
fn fail(line: &mut Vec<u8>, message: String) -> Result<(), String> {
    write_error(line, &message);
    Err(message)
}

/// `{"error":"<message>"}`.
pub fn write_error(out: &mut Vec<u8>, message: &str) {
    out.extend_from_slice(b"{\"error\":");
    write_string(out, message);
    out.push(b'}');
}
