//! `ttt-judge run`: judge cases and print one result line per case.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Result;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use ttt_judge::StatusFormat;
use ttt_judge::answer::LineFormat;

use crate::cli::args::{JobsArg, VariantArg};
use crate::cli::io::pipeline::answer_all;
use crate::cli::io::progress::Progress;
use crate::cli::io::{Source, Stream};
use crate::cli::outcome::Outcome;

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
    "same message on stderr; the other cases are still judged. After a JSON\n",
    "syntax error, reading resumes at the next line that opens { or [.\n\n",
    "Exit status:\n",
    "  0  every case was judged\n",
    "  2  a case could not be judged, or a file could not be read",
))]
pub(crate) struct Args {
    /// Files of cases: JSON values in any layout (JSON Lines, pretty-printed,
    /// several on a line), each file cut into cases on its own; `-` or none
    /// reads stdin.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    variant: VariantArg,
    #[command(flatten)]
    jobs: JobsArg,
    /// Show no progress bar (one is shown on a terminal during long runs).
    #[arg(long, short = 'q')]
    quiet: bool,
    /// Print each result with its reasons: why each `multi` call was
    /// rejected, the winning run's cells or a full board, and for
    /// `fullline`/`classic` the line that won (shape: see docs/GUIDE.md, "Why: --explain").
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

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let sources = Source::from_args(&args.files);
    let progress = Progress::new(!args.quiet, Source::total_size(&sources));
    let jobs = args.jobs.threads();
    let format = LineFormat {
        explain: args.explain,
        status_format: args.status_format,
    };
    let forced = args.variant.variant;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let stream = Stream::new(sources);
    let summary = answer_all(stream, jobs, forced, format, &mut out, progress)?;
    out.flush()?;
    Ok(match summary.all_read && summary.all_judged {
        true => Outcome::Success,
        false => Outcome::Trouble,
    })
}
