//! Comparing the judge's result for a case with an expected one, as parsed
//! JSON values (layout does not matter, values and types do), and describing
//! the first difference in the game's words.

use std::fmt::Write as _;

use serde_json::Value;
use ttt_judge::Case;

/// How far a shown value may run before it is cut.
const SHOWN_CHARS: usize = 100;

/// Where and how a found value differs from the expected one.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    /// The first differing entry, when both values are lists.
    pub entry: Option<usize>,
    /// What was expected there; `None` past the end of the expected list.
    pub expected: Option<Value>,
    /// What was found there; `None` past the end of the found list.
    pub found: Option<Value>,
    /// How many entries differ (1 when the values are not both lists).
    pub differing: usize,
    /// The lengths of both lists, when both are lists.
    pub lengths: Option<(usize, usize)>,
}

/// The first difference between `expected` and `found`, or `None` when they
/// are equal.
pub fn compare(expected: &Value, found: &Value) -> Option<Difference> {
    if expected == found {
        return None;
    }
    let (Value::Array(want), Value::Array(got)) = (expected, found) else {
        return Some(Difference {
            entry: None,
            expected: Some(expected.clone()),
            found: Some(found.clone()),
            differing: 1,
            lengths: None,
        });
    };
    let longest = want.len().max(got.len());
    let differs = |i: &usize| want.get(*i) != got.get(*i);
    let first = (0..longest).find(differs)?;
    Some(Difference {
        entry: Some(first),
        expected: want.get(first).cloned(),
        found: got.get(first).cloned(),
        differing: (0..longest).filter(differs).count(),
        lengths: Some((want.len(), got.len())),
    })
}

impl Difference {
    /// The report's lines, indented by two spaces: the entry and its move,
    /// expected versus found, and how many entries differ.
    pub fn describe(&self, case: Option<&Case>) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(entry) = self.entry {
            let what = case.and_then(|c| move_at(c, entry));
            lines.push(match what {
                Some(what) => format!("entry {entry} ({what})"),
                None => format!("entry {entry}"),
            });
        }
        let (expected, found) = (self.expected.as_ref(), self.found.as_ref());
        let types_differ = match (expected, found) {
            (Some(e), Some(f)) => kind(e) != kind(f),
            _ => false,
        };
        lines.push(format!("expected: {}", shown(expected, types_differ)));
        lines.push(format!("   found: {}", shown(found, types_differ)));
        if let Some((want, got)) = self.lengths {
            let mut summary = format!("differing entries: {} of {}", self.differing, want.max(got));
            if want != got {
                let _ = write!(summary, " (expected {want} entries, found {got})");
            }
            lines.push(summary);
        }
        lines
    }
}

/// The call or move a result's entry answers: `call 4: "X" plays (0,2)`.
pub fn move_at(case: &Case, index: usize) -> Option<String> {
    match case {
        Case::Multi(c) => c.calls.get(index).map(|call| {
            let mark = Value::String((call.player as char).to_string());
            format!("call {index}: {mark} plays ({},{})", call.row, call.col)
        }),
        Case::FullLine(c) => c.moves.get(index).map(|mv| {
            let player = 1 + index % 2;
            format!(
                "move {index}: player {player} plays ({},{})",
                mv.row, mv.col
            )
        }),
        Case::Classic(_) => None,
    }
}

/// A value as shown in a report: compact JSON, cut when long, and with its
/// type named when the types are what differs.
pub fn shown(value: Option<&Value>, with_type: bool) -> String {
    let Some(value) = value else {
        return "nothing (no entry here)".to_string();
    };
    let text = cut(&value.to_string());
    match with_type {
        true => format!("{text} ({})", kind(value)),
        false => text,
    }
}

/// Compact JSON text, cut to about [`SHOWN_CHARS`] characters.
pub fn cut(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A JSON parse error's message without serde's own "at line L column C",
/// for callers that name the place themselves.
pub fn json_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&place).unwrap_or(&text).to_string()
}

/// The type of a value, as a reader would name it.
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(a) if a.len() == 2 => "a pair",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn equal_values_have_no_difference() {
        assert_eq!(compare(&json!([1, 2]), &json!([1, 2])), None);
    }

    #[test]
    fn lists_report_the_first_differing_entry_and_the_count() {
        let d = compare(&json!([0, 0, 1]), &json!([0, 2, 0, 0])).expect("they differ");
        assert_eq!(d.entry, Some(1));
        assert_eq!((d.expected, d.found), (Some(json!(0)), Some(json!(2))));
        assert_eq!(d.differing, 3);
        assert_eq!(d.lengths, Some((3, 4)));
    }

    #[test]
    fn a_number_and_a_string_differ_by_type() {
        let d = compare(&json!("1"), &json!(1)).expect("they differ");
        let lines = d.describe(None);
        assert_eq!(
            lines,
            vec!["expected: \"1\" (a string)", "   found: 1 (a number)"]
        );
    }

    #[test]
    fn long_values_are_cut() {
        let long = "x".repeat(300);
        assert_eq!(cut(&long).chars().count(), SHOWN_CHARS + 1);
    }
}
