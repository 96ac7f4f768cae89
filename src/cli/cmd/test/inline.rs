//! Inline fixtures: JSON Lines files whose every line is
//! `{"input": CASE, "expected": RESULT}`. `--bless` rewrites the lines whose
//! expected value changed, keeping each input's text as it was.

use std::path::Path;
use std::sync::Arc;

use anyhow::Result;
use ttt_judge::case::read_cases;
use ttt_judge::input::{Framer, Position};
use ttt_judge::json_text::Text;

use super::blessed::case_list;
use super::{Judged, Tester, fixture, judge_case};
use crate::cli::io::inline::{Line, read_line};

/// Judges and compares every line of an inline fixture. `--bless` changes
/// only the expected values that differ: every other byte of the file,
/// line ends included, stays as it was.
pub(super) fn run(tester: &mut Tester, path: &Path) -> Result<()> {
    let text = match fixture::read_text(path) {
        Ok(text) => text,
        Err(e) => return tester.trouble(&e.to_string()),
    };
    let file: Arc<str> = path.display().to_string().into();
    let missing = "no \"expected\" on this line; run `ttt-judge test --bless` to add it";
    let mut blessed = Vec::with_capacity(text.len());
    let mut changed = Vec::new();
    let mut number = 0;
    for (index, whole) in text.split_inclusive('\n').enumerate() {
        let line = whole.strip_suffix('\n').unwrap_or(whole);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let ending = &whole[line.len()..];
        if line.trim().is_empty() {
            blessed.extend_from_slice(whole.as_bytes());
            continue;
        }
        number += 1;
        let parts = match read_line(line) {
            Ok(parts) => parts,
            Err(why) => {
                blessed.extend_from_slice(whole.as_bytes());
                tester.trouble(&format!("case {number} ({file}:{}): {why}", index + 1))?;
                continue;
            }
        };
        // The input is read as the only case of a stream that starts where
        // it stands on its line, through the same path as any case file.
        let column = parts.input.start + 1;
        let judged = judge_input(&file, number, index + 1, column, &line[parts.input.clone()]);
        let expected = parts.expected.clone().map(|span| Text::new(&line[span]));
        match tester.verdict(&file, &judged, expected, missing)? {
            true => blessed.extend_from_slice(whole.as_bytes()),
            false => {
                changed.push(number);
                blessed.extend(with_expected(line, &parts, &judged.text));
                blessed.extend_from_slice(ending.as_bytes());
            }
        }
        if tester.stopped() {
            return Ok(());
        }
    }
    if tester.bless && !changed.is_empty() {
        std::fs::write(path, blessed)?;
        let what = format!("rewrote ({} changed)", case_list(&changed));
        tester.blessed(&file, &what)?;
    }
    Ok(())
}

/// A line with its expected value replaced by `result`, or added after its
/// input, spaced as the input's key is; the rest of the line as it was.
fn with_expected(line: &str, parts: &Line, result: &[u8]) -> Vec<u8> {
    let (before, after) = match &parts.expected {
        Some(span) => (&line[..span.start], &line[span.end..]),
        None => {
            let close = line.rfind('}').expect("an inline line is a JSON object");
            let spaced = line[..parts.input.start].ends_with(' ');
            let head = &line[..close];
            let head = head.trim_end_matches([' ', '\t']);
            let key = if spaced {
                ", \"expected\": "
            } else {
                ",\"expected\":"
            };
            let tail = &line[head.len()..];
            return [head.as_bytes(), key.as_bytes(), result, tail.as_bytes()].concat();
        }
    };
    [before.as_bytes(), result, after.as_bytes()].concat()
}

/// Judges an inline fixture's input, as case `number` at `line`:`column`.
fn judge_input(file: &Arc<str>, number: usize, line: usize, column: usize, input: &str) -> Judged {
    let mut framer = Framer::new(input.as_bytes()).starting_at(Position { line, column });
    let mut cases = Vec::new();
    while let Ok(Some(record)) = framer.next_record() {
        cases.extend(read_cases(&record, file, number + cases.len(), None));
    }
    let (place, case) = cases
        .into_iter()
        .next()
        .expect("an inline input is one JSON value, which is one case");
    judge_case(&place, case)
}
