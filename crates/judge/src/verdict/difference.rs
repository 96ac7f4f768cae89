//! The first difference between two JSON values read as written (layout
//! does not matter, values and types do), and how it is told: as a report's
//! lines for `check` and `test`, as one sentence for `grade`, both in the
//! game's words (the call or move an entry answers, see [`words`]).

use std::borrow::Cow;
use std::fmt::Write as _;

use super::words::{move_at, reason};
use crate::case::Case;
use crate::json_text::Text;

/// How far a shown value may run before it is cut.
const SHOWN_CHARS: usize = 100;

/// Where and how a found value differs from the expected one.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference<'a> {
    /// The first differing entry, when both values are lists.
    pub entry: Option<usize>,
    /// What was expected there, as compact JSON as written; `None` past the
    /// end of the expected list.
    pub expected: Option<Cow<'a, str>>,
    /// What was found there, as compact JSON as written; `None` past the
    /// end of the found list.
    pub found: Option<Cow<'a, str>>,
    /// How many entries differ (1 when the values are not both lists).
    pub differing: usize,
    /// The lengths of both lists, when both are lists.
    pub lengths: Option<(usize, usize)>,
}

/// The first difference between `expected` and `found`, or `None` when
/// they are the same value. One pass over each, with no copy of either.
pub fn compare<'a>(expected: Text<'a>, found: Text<'a>) -> Option<Difference<'a>> {
    if !(expected.is_list() && found.is_list()) {
        return (!expected.same(found)).then(|| Difference {
            entry: None,
            expected: Some(expected.compact()),
            found: Some(found.compact()),
            differing: 1,
            lengths: None,
        });
    }
    let (mut want, mut got) = (expected.items(), found.items());
    let (mut first, mut differing) = (None, 0);
    let (mut wanted, mut given) = (0, 0);
    loop {
        let (w, g) = (want.next(), got.next());
        if w.is_none() && g.is_none() {
            break;
        }
        let index = wanted.max(given);
        wanted += usize::from(w.is_some());
        given += usize::from(g.is_some());
        if let (Some(w), Some(g)) = (w, g)
            && w.same(g)
        {
            continue;
        }
        differing += 1;
        first.get_or_insert((index, w.map(|w| w.compact()), g.map(|g| g.compact())));
    }
    let (entry, expected, found) = first?;
    Some(Difference {
        entry: Some(entry),
        expected,
        found,
        differing,
        lengths: Some((wanted, given)),
    })
}

impl Difference<'_> {
    /// The report's lines (`check`'s and `test`'s), to be indented by the
    /// caller: the entry's call or move (`call 5: "X" plays (0,1)`, counted
    /// from 1 as `show --step` counts; `entry 5` for an answer with no
    /// case), expected versus found with
    /// their kinds where the kinds differ, and how many entries differ.
    pub fn lines(&self, case: Option<&Case>) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(entry) = self.entry {
            let what = case.and_then(|c| move_at(c, entry));
            lines.push(what.unwrap_or_else(|| format!("entry {}", entry + 1)));
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

    /// One sentence (`grade`'s message): the call or move, what the judge
    /// expected and why, and what was found, whole up to [`WHOLE_CHARS`]
    /// (past that, its start and its size: `found "AAAA…" (40.0 MB in all)`):
    /// `call 1: "X" plays (0,1): expected ["INVALID","IN_PROGRESS"]
    /// (WRONG_TURN), found ["IN_PROGRESS","IN_PROGRESS"]`.
    pub fn sentence(&self, case: &Case) -> String {
        let shown = |v: Option<&str>| v.map_or("nothing".to_string(), bounded);
        let (expected, found) = (
            shown(self.expected.as_deref()),
            shown(self.found.as_deref()),
        );
        let Some(entry) = self.entry else {
            let why = reason(case, None).map_or(String::new(), |r| format!(" ({r})"));
            return format!("expected {expected}{why}, found {found}");
        };
        let what = move_at(case, entry).unwrap_or_else(|| format!("entry {}", entry + 1));
        let why = reason(case, Some(entry)).map_or(String::new(), |r| format!(" ({r})"));
        let mut sentence = format!("{what}: expected {expected}{why}, found {found}");
        if let Some((want, got)) = self.lengths.filter(|(w, g)| w != g) {
            let _ = write!(sentence, " (expected {want} entries, found {got})");
        }
        sentence
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

/// The most characters of a value a sentence gives whole.
pub const WHOLE_CHARS: usize = 1000;

/// `text` whole when it has at most [`WHOLE_CHARS`] characters, else its
/// start, cut as [`cut`] cuts, and its size: whatever a solution prints,
/// a report says it in a bounded line.
pub fn bounded(text: &str) -> String {
    match text.char_indices().nth(WHOLE_CHARS) {
        Some(_) => format!("{} ({} in all)", cut(text), size(text.len())),
        None => text.to_string(),
    }
}

/// An answer line as a report shows it, read only from its start: lossy
/// UTF-8, whole up to [`WHOLE_CHARS`], else its start and its size.
pub fn bounded_line(line: &[u8]) -> String {
    // A character takes at most four bytes.
    let head = &line[..line.len().min(4 * WHOLE_CHARS + 4)];
    let text = String::from_utf8_lossy(head);
    match head.len() < line.len() || text.char_indices().nth(WHOLE_CHARS).is_some() {
        true => format!("{} ({} in all)", cut(&text), size(line.len())),
        false => text.into_owned(),
    }
}

/// A size in bytes as a person reads it: `812 bytes`, `40.0 MB`.
pub fn size(bytes: usize) -> String {
    match bytes {
        0..1024 => format!("{bytes} bytes"),
        1024..1_048_576 => format!("{:.1} KB", bytes as f64 / 1024.0),
        _ => format!("{:.1} MB", bytes as f64 / 1_048_576.0),
    }
}

/// Text cut to about a hundred characters, with `…` where it was cut, so
/// that a huge answer makes a short report.
pub fn cut(text: &str) -> String {
    cut_to(text, SHOWN_CHARS)
}

/// Text cut to its first `chars` characters, with `…` where it was cut.
pub fn cut_to(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn differ<'a>(expected: &'a str, found: &'a str) -> Option<Difference<'a>> {
        compare(Text::new(expected), Text::new(found))
    }

    #[test]
    fn a_huge_value_is_said_by_its_start_and_its_size() {
        let huge = format!("\"{}\"", "A".repeat(40 << 20));
        let case = crate::parse_case(br#"{"moves":[[0,0]]}"#, None).expect("a case");
        let sentence = differ("\"Pending\"", &huge)
            .expect("they differ")
            .sentence(&case);
        let start = format!("\"{}…", "A".repeat(SHOWN_CHARS - 1));
        assert_eq!(
            sentence,
            format!(
                "expected \"Pending\" (no line is whole after 1 move, and 8 cells are empty), found {start} (40.0 MB in all)"
            )
        );
        assert_eq!(bounded("short"), "short");
        assert_eq!(
            bounded_line(huge.as_bytes()),
            format!("{start} (40.0 MB in all)")
        );
        assert_eq!(bounded_line(b"\"B\""), "\"B\"");
        assert_eq!(size(812), "812 bytes");
    }

    #[test]
    fn equal_values_have_no_difference() {
        assert_eq!(differ("[1, 2]", "[1,2]"), None);
        assert_eq!(differ("[0, 0]", "[0,-0]"), None);
    }

    #[test]
    fn lists_report_the_first_differing_entry_and_the_count() {
        let d = differ("[0,0,1]", "[0,2,0,0]").expect("they differ");
        assert_eq!(d.entry, Some(1));
        assert_eq!(d.expected.as_deref(), Some("0"));
        assert_eq!(d.found.as_deref(), Some("2"));
        assert_eq!(d.differing, 3);
        assert_eq!(d.lengths, Some((3, 4)));
    }

    #[test]
    fn a_number_and_a_string_differ_by_type() {
        let d = differ("\"1\"", "1").expect("they differ");
        assert_eq!(
            d.lines(None),
            vec!["expected: \"1\" (a string)", "   found: 1 (a number)"]
        );
    }

    #[test]
    fn values_are_compared_and_shown_as_written() {
        let d = differ("[0,0,0,1,7]", "[0, 0, -0, 1.0, 7, 8]").expect("they differ");
        assert_eq!((d.entry, d.found.as_deref()), (Some(3), Some("1.0")));
        assert_eq!((d.differing, d.lengths), (2, Some((5, 6))));
        assert_eq!(
            d.lines(None)[1..3],
            [
                "expected: 1 (an integer)",
                "   found: 1.0 (a non-integer number)"
            ]
        );
        let d = differ("[1e0]", "[1]").expect("1e0 is not an integer");
        assert_eq!(d.lines(None)[1], "expected: 1e0 (a non-integer number)");
        let short = differ("[0,1]", "[0]").expect("one is missing");
        assert_eq!((short.entry, short.found.as_deref()), (Some(1), None));
        assert_eq!(short.lines(None)[2], "   found: nothing (no entry here)");
    }

    #[test]
    fn long_values_are_cut() {
        let long = "x".repeat(300);
        assert_eq!(cut(&long).chars().count(), SHOWN_CHARS + 1);
    }
}
