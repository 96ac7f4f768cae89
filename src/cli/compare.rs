//! Comparing the judge's result for a case with an expected one, as JSON
//! values (layout does not matter, values and types do), and describing the
//! first difference in the game's words. `check` compares an answer's text
//! as written ([`text`]); `test` compares parsed expected outputs.

pub mod text;

use std::borrow::Cow;
use std::fmt::Write as _;

use serde_json::Value;
use ttt_judge::Case;

use text::Text;

/// How far a shown value may run before it is cut.
const SHOWN_CHARS: usize = 100;

/// Where and how a found value differs from the expected one.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference<'a> {
    /// The first differing entry, when both values are lists.
    pub entry: Option<usize>,
    /// What was expected there, as compact JSON; `None` past the end of the
    /// expected list.
    pub expected: Option<Cow<'a, str>>,
    /// What was found there, as compact JSON with its numbers as written;
    /// `None` past the end of the found list.
    pub found: Option<Cow<'a, str>>,
    /// How many entries differ (1 when the values are not both lists).
    pub differing: usize,
    /// The lengths of both lists, when both are lists.
    pub lengths: Option<(usize, usize)>,
}

/// The first difference between `expected` and `found`, or `None` when they
/// are equal.
pub fn compare(expected: &Value, found: &Value) -> Option<Difference<'static>> {
    if expected == found {
        return None;
    }
    let owned = |v: Option<&Value>| v.map(|v| Cow::Owned(v.to_string()));
    let (Value::Array(want), Value::Array(got)) = (expected, found) else {
        return Some(whole(owned(Some(expected)), owned(Some(found))));
    };
    let longest = want.len().max(got.len());
    let differs = |i: &usize| want.get(*i) != got.get(*i);
    let first = (0..longest).find(differs)?;
    Some(Difference {
        entry: Some(first),
        expected: owned(want.get(first)),
        found: owned(got.get(first)),
        differing: (0..longest).filter(differs).count(),
        lengths: Some((want.len(), got.len())),
    })
}

/// The first difference between `expected` and an answer's text, read as
/// written, in one pass over it and with no copy of it.
pub fn compare_text<'a>(expected: &Value, found: Text<'a>) -> Option<Difference<'a>> {
    let Value::Array(want) = expected else {
        return (!found.equals(expected)).then(|| whole_text(expected, found));
    };
    if !found.is_list() {
        return Some(whole_text(expected, found));
    }
    let (mut first, mut differing, mut length) = (None, 0, 0);
    for (i, item) in found.items().enumerate() {
        length = i + 1;
        if want.get(i).is_some_and(|w| item.equals(w)) {
            continue;
        }
        differing += 1;
        first.get_or_insert((i, Some(item.compact())));
    }
    if want.len() > length {
        differing += want.len() - length;
        first.get_or_insert((length, None));
    }
    let (entry, found) = first?;
    Some(Difference {
        entry: Some(entry),
        expected: want.get(entry).map(|w| Cow::Owned(w.to_string())),
        found,
        differing,
        lengths: Some((want.len(), length)),
    })
}

/// A difference between two whole values.
fn whole<'a>(expected: Option<Cow<'a, str>>, found: Option<Cow<'a, str>>) -> Difference<'a> {
    Difference {
        entry: None,
        expected,
        found,
        differing: 1,
        lengths: None,
    }
}

fn whole_text<'a>(expected: &Value, found: Text<'a>) -> Difference<'a> {
    whole(
        Some(Cow::Owned(expected.to_string())),
        Some(found.compact()),
    )
}

impl Difference<'_> {
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
        let pair = self.entry.is_some() && matches!(case, Some(Case::Multi(_)));
        let expected = self.expected.as_deref().map(Text::new);
        let found = self.found.as_deref().map(Text::new);
        let (want, got) = match (expected, found) {
            (Some(e), Some(f)) => kinds(e, f, pair).unzip(),
            _ => (None, None),
        };
        lines.push(format!("expected: {}", shown(expected, want)));
        lines.push(format!("   found: {}", shown(found, got)));
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

/// The kinds of two values, when their kinds are what differs: a number
/// and a string, say, or an integer and a non-integer number (two lists
/// differ by their entries instead).
fn kinds(expected: Text<'_>, found: Text<'_>, pair: bool) -> Option<(String, String)> {
    let (e, f) = (expected.kind(pair), found.kind(pair));
    if e != f && !(expected.is_list() && found.is_list()) {
        return Some((e, f));
    }
    match (expected.number_kind(), found.number_kind()) {
        (Some(e), Some(f)) if e != f => Some((e.to_string(), f.to_string())),
        _ => None,
    }
}

/// A value as shown in a report: compact JSON as written, cut when long,
/// and with its kind named when given.
fn shown(value: Option<Text<'_>>, kind: Option<String>) -> String {
    let Some(value) = value else {
        return "nothing (no entry here)".to_string();
    };
    let text = cut(value.as_str());
    match kind {
        Some(kind) => format!("{text} ({kind})"),
        None => text,
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
        assert_eq!(d.expected.as_deref(), Some("0"));
        assert_eq!(d.found.as_deref(), Some("2"));
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
    fn answers_are_compared_as_written() {
        let found = Text::new("[0, 0, -0, 1.0, 7, 8]");
        let d = compare_text(&json!([0, 0, 0, 1, 7]), found).expect("they differ");
        assert_eq!((d.entry, d.found.as_deref()), (Some(3), Some("1.0")));
        assert_eq!((d.differing, d.lengths), (2, Some((5, 6))));
        let lines = d.describe(None);
        assert_eq!(
            lines[1..3],
            [
                "expected: 1 (an integer)",
                "   found: 1.0 (a non-integer number)"
            ]
        );
        assert_eq!(compare_text(&json!([0, 0]), Text::new("[0,-0]")), None);
        let short = compare_text(&json!([0, 1]), Text::new("[0]")).expect("one is missing");
        assert_eq!((short.entry, short.found), (Some(1), None));
    }

    #[test]
    fn long_values_are_cut() {
        let long = "x".repeat(300);
        assert_eq!(cut(&long).chars().count(), SHOWN_CHARS + 1);
    }
}
