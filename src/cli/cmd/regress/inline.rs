//! Inline fixtures: JSON Lines files whose every line is
//! `{"input": CASE, "expected": RESULT}`. `--bless` rewrites the lines whose
//! expected value changed, keeping each input's text as it was.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use anyhow::Result;
use serde_json::Value;
use serde_json::value::RawValue;
use ttt_judge::stream::{Framer, Position, read_cases};

use super::report::case_list;
use super::{Judged, Tester, fixture, judge_case};

/// Judges and compares every line of an inline fixture. `--bless` changes
/// only the expected values that differ: every other byte of the file,
/// line ends included, stays as it was.
pub fn run(tester: &mut Tester<'_>, path: &Path) -> Result<()> {
    let text = match fixture::read_text(path) {
        Ok(text) => text,
        Err(message) => return Ok(tester.trouble(&message)?),
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
        let expected = parts.expected.as_ref().map(|(value, _)| value);
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
    if tester.args.bless && !changed.is_empty() {
        std::fs::write(path, blessed)?;
        let what = format!("rewrote ({} changed)", case_list(&changed));
        tester.report.blessed(&file, &what)?;
    }
    Ok(())
}

/// A line with its expected value replaced by `result`, or added after its
/// input, spaced as the input's key is; the rest of the line as it was.
fn with_expected(line: &str, parts: &Line, result: &[u8]) -> Vec<u8> {
    let (before, after) = match &parts.expected {
        Some((_, span)) => (&line[..span.start], &line[span.end..]),
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

/// Where an inline line's input lies, and its expected value and where
/// that lies.
struct Line {
    /// The input's bytes in the line.
    input: Range<usize>,
    /// The expected value, and its bytes in the line.
    expected: Option<(Value, Range<usize>)>,
}

/// Reads an inline fixture's line into where its parts lie.
fn read_line(line: &str) -> Result<Line, String> {
    let mut keys: BTreeMap<String, &RawValue> = serde_json::from_str(line).map_err(|e| {
        format!("an inline fixture line is {{\"input\": CASE, \"expected\": RESULT}}: {e}")
    })?;
    // Each value's text is borrowed from the line: where it starts there is
    // how far its pointer lies past the line's.
    let span = |raw: &RawValue| {
        let start = raw.get().as_ptr() as usize - line.as_ptr() as usize;
        start..start + raw.get().len()
    };
    let input = keys
        .remove("input")
        .ok_or("an inline fixture line needs an \"input\" key")?;
    let expected = match keys.remove("expected") {
        Some(raw) => Some((
            serde_json::from_str(raw.get()).map_err(|e| e.to_string())?,
            span(raw),
        )),
        None => None,
    };
    match keys.keys().next() {
        Some(key) => Err(format!(
            "unknown key \"{key}\" (an inline fixture line has only \"input\" and \"expected\")"
        )),
        None => Ok(Line {
            input: span(input),
            expected,
        }),
    }
}
