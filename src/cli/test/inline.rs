//! Inline fixtures: JSON Lines files whose every line is
//! `{"input": CASE, "expected": RESULT}`. `--bless` rewrites the lines whose
//! expected value changed, keeping each input's text as it was.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use anyhow::Result;
use serde_json::Value;
use serde_json::value::RawValue;
use ttt_judge::stream::{Framer, Position, read_cases};

use super::report::case_list;
use super::{Judged, Tester, fixture, judge_case};

/// Judges and compares every line of an inline fixture.
pub fn run(tester: &mut Tester<'_>, path: &Path) -> Result<()> {
    let text = match fixture::read_text(path) {
        Ok(text) => text,
        Err(message) => return Ok(tester.trouble(&message)?),
    };
    let file: Arc<str> = path.display().to_string().into();
    let missing = "no \"expected\" on this line; run `ttt-judge test --bless` to add it";
    let mut lines = Vec::new();
    let mut changed = Vec::new();
    let mut number = 0;
    for (index, line) in text.lines().enumerate() {
        lines.push(line.as_bytes().to_vec());
        if line.trim().is_empty() {
            continue;
        }
        number += 1;
        let (input, expected) = match read_line(line) {
            Ok(parts) => parts,
            Err(why) => {
                tester.trouble(&format!("case {number} ({file}:{}): {why}", index + 1))?;
                continue;
            }
        };
        // The input is read as the only case of a stream that starts where
        // it stands on its line, through the same path as any case file.
        let column = line.find(input.get()).map_or(1, |i| i + 1);
        let judged = judge_input(&file, number, index + 1, column, input.get());
        if !tester.verdict(&file, &judged, expected.as_ref(), missing)? {
            changed.push(number);
            let blessed = format!("{{\"input\":{},\"expected\":", input.get());
            let last = lines.len() - 1;
            lines[last] = [blessed.as_bytes(), &judged.text, b"}"].concat();
        }
        if tester.stopped() {
            return Ok(());
        }
    }
    if tester.args.bless && !changed.is_empty() {
        fixture::write_lines(path, &lines)?;
        let what = format!("rewrote ({} changed)", case_list(&changed));
        tester.report.blessed(&file, &what)?;
    }
    Ok(())
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

/// The input's text and the expected value of a line.
fn read_line(line: &str) -> Result<(Box<RawValue>, Option<Value>), String> {
    let mut keys: BTreeMap<String, Box<RawValue>> = serde_json::from_str(line).map_err(|e| {
        format!("an inline fixture line is {{\"input\": CASE, \"expected\": RESULT}}: {e}")
    })?;
    let input = keys
        .remove("input")
        .ok_or("an inline fixture line needs an \"input\" key")?;
    let expected = match keys.remove("expected") {
        Some(raw) => Some(serde_json::from_str(raw.get()).map_err(|e| e.to_string())?),
        None => None,
    };
    match keys.keys().next() {
        Some(key) => Err(format!(
            "unknown key \"{key}\" (an inline fixture line has only \"input\" and \"expected\")"
        )),
        None => Ok((input, expected)),
    }
}
