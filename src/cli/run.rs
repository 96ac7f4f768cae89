//! `ttt-judge run`: judge cases and print one result line per case.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Result;
use ttt_judge::json::write_string;
use ttt_judge::{Case, Variant, judge};

use super::{Outcome, warn};
use crate::cases::{Cases, Item, Place};
use crate::input::Source;

/// Judge cases and print each one's result as a line of JSON.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge run fixtures/classic/example-1.json\n",
    "  echo '[[0,0],[2,0],[1,1],[2,1],[2,2]]' | ttt-judge run\n",
    "  ttt-judge run --variant fullline a.jsonl - b.jsonl\n\n",
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
}

/// Parses a `--variant` value.
pub fn parse_variant(name: &str) -> Result<Variant, String> {
    name.parse()
}

/// Runs the command.
pub fn execute(args: Args) -> Result<Outcome> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut cases = Cases::new(Source::from_args(&args.files), args.variant);
    let mut outcome = Outcome::Success;
    let mut line = Vec::new();
    while let Some(item) = cases.next() {
        match item {
            Item::Unreadable(message) => {
                out.flush()?;
                warn(&message);
                outcome = Outcome::Trouble;
            }
            Item::Case { place, case } => {
                line.clear();
                if let Err(message) = judge_into(&place, &case, &mut line) {
                    out.flush()?;
                    warn(&message);
                    outcome = Outcome::Trouble;
                }
                line.push(b'\n');
                out.write_all(&line)?;
            }
        }
        if !cases.has_buffered() {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(outcome)
}

/// Judges one case of the stream and appends its output line, without the
/// newline: the result, or `{"error":"<message>"}` for a case that cannot be
/// judged, whose message is then also returned.
pub fn judge_into(
    place: &Place,
    case: &Result<Case, String>,
    line: &mut Vec<u8>,
) -> Result<(), String> {
    let judged = match case {
        Ok(case) => judge(case).map_err(|e| place.message(e)),
        Err(message) => Err(message.clone()),
    };
    match judged {
        Ok(judgement) => {
            judgement.write_json(line);
            Ok(())
        }
        Err(message) => {
            write_error(line, &message);
            Err(message)
        }
    }
}

/// `{"error":"<message>"}`.
pub fn write_error(out: &mut Vec<u8>, message: &str) {
    out.extend_from_slice(b"{\"error\":");
    write_string(out, message);
    out.push(b'}');
}
