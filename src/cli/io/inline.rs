//! Inline fixtures' lines, `{"input": CASE, "expected": RESULT}`: where
//! each part lies on its line (`test` checks and blesses them), and an
//! inline fixture read as cases, its lines' inputs (`grade`, `validate`,
//! `show`).

use std::fmt;
use std::ops::Range;

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;

/// Where an inline line's input and expected value lie.
pub(crate) struct Line {
    /// The input's bytes in the line.
    pub input: Range<usize>,
    /// The expected value's bytes in the line.
    pub expected: Option<Range<usize>>,
}

/// What is wrong with an inline fixture's line.
#[derive(Debug)]
pub(crate) enum LineError {
    /// It is not a JSON object.
    NotAnObject(serde_json::Error),
    /// It has no `"input"`.
    NoInput,
    /// It names a key twice.
    Duplicate(String),
    /// It has a key other than `"input"` and `"expected"`.
    Unknown(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::NotAnObject(e) => write!(
                f,
                "an inline fixture line is {{\"input\": CASE, \"expected\": RESULT}}: {e}"
            ),
            LineError::NoInput => f.write_str("an inline fixture line needs an \"input\" key"),
            LineError::Duplicate(key) => write!(f, "duplicate key \"{key}\""),
            LineError::Unknown(key) => write!(
                f,
                "unknown key \"{key}\" (an inline fixture line has only \"input\" and \"expected\")"
            ),
        }
    }
}

/// Reads an inline fixture's line into where its parts lie, refusing a
/// line with a key twice or a key of its own.
pub(crate) fn read_line(line: &str) -> Result<Line, LineError> {
    let keys = Keys::of(line)?;
    for (i, (key, _)) in keys.0.iter().enumerate() {
        if keys.0[..i].iter().any(|(k, _)| k == key) {
            return Err(LineError::Duplicate(key.clone()));
        }
    }
    if let Some((key, _)) = keys.0.iter().find(|(k, _)| k != "input" && k != "expected") {
        return Err(LineError::Unknown(key.clone()));
    }
    keys.line(line)
}

/// The parts of an inline line, its first `"input"` and `"expected"`,
/// whatever else it holds.
fn parts(line: &str) -> Result<Line, LineError> {
    Keys::of(line)?.line(line)
}

/// An object's keys and their values' text, in order, each key as many
/// times as it is written.
struct Keys<'a>(Vec<(String, &'a RawValue)>);

impl<'a> Keys<'a> {
    /// The keys of the object `line` is.
    fn of(line: &'a str) -> Result<Keys<'a>, LineError> {
        serde_json::from_str(line).map_err(LineError::NotAnObject)
    }

    /// Where the first `"input"` and `"expected"` lie on `line`, which
    /// the keys were read from.
    fn line(&self, line: &str) -> Result<Line, LineError> {
        // Each value's text is borrowed from the line: where it starts there is
        // how far its pointer lies past the line's.
        let span = |raw: &RawValue| {
            let start = raw.get().as_ptr() as usize - line.as_ptr() as usize;
            start..start + raw.get().len()
        };
        let value = |name: &str| self.0.iter().find(|(k, _)| k == name).map(|(_, v)| span(v));
        Ok(Line {
            input: value("input").ok_or(LineError::NoInput)?,
            expected: value("expected"),
        })
    }
}

impl<'de> Deserialize<'de> for Keys<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Keys<'de>, D::Error> {
        struct KeysVisitor;
        impl<'de> Visitor<'de> for KeysVisitor {
            type Value = Keys<'de>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keys<'de>, A::Error> {
                let mut keys = Vec::new();
                while let Some(entry) = map.next_entry::<String, &'de RawValue>()? {
                    keys.push(entry);
                }
                Ok(Keys(keys))
            }
        }
        deserializer.deserialize_map(KeysVisitor)
    }
}

/// Each line of an inline fixture's `text` with its parts, `None` for a
/// line that is blank or not an object with an `"input"`: (the line's
/// number from 1, its text without its line end, its parts).
pub(crate) fn lines(text: &[u8]) -> impl Iterator<Item = (usize, &[u8], Option<Line>)> {
    text.split_inclusive(|&b| b == b'\n')
        .enumerate()
        .map(|(index, whole)| {
            let line = whole.strip_suffix(b"\n").unwrap_or(whole);
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let parts = std::str::from_utf8(line).ok().and_then(|l| parts(l).ok());
            (index + 1, line, parts)
        })
}

/// An inline fixture's `text` as its cases: each line's input where it
/// stands, every other byte of an inline line a space, so that a case
/// read from it has the line and column it has in the fixture. A line
/// that is not an inline line stays as it is, and is read as it is.
pub(crate) fn as_cases(mut text: Vec<u8>) -> Vec<u8> {
    let base = text.as_ptr() as usize;
    let spans: Vec<(usize, usize, Range<usize>)> = lines(&text)
        .filter_map(|(_, line, parts)| {
            let start = line.as_ptr() as usize - base;
            parts.map(|parts| (start, line.len(), parts.input))
        })
        .collect();
    for (start, len, input) in spans {
        let line = &mut text[start..start + len];
        for (i, byte) in line.iter_mut().enumerate() {
            if !input.contains(&i) {
                *byte = b' ';
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inline_fixture_reads_as_its_inputs_where_they_stand() {
        let text = b"{\"input\": [[0,0]], \"expected\": \"Pending\"}\r\n\n[[1,1]]\n{\"expected\":1,\"input\":[],\"note\":2}";
        let cases = as_cases(text.to_vec());
        assert_eq!(
            String::from_utf8(cases).expect("UTF-8"),
            format!(
                "{:10}[[0,0]]{:24}\r\n\n[[1,1]]\n{:22}[]{:10}",
                "", "", "", ""
            )
        );
    }

    #[test]
    fn a_line_s_parts_are_found_strictly_or_leniently() {
        let line = r#"{"input": 1, "expected": 2, "x": 3}"#;
        assert!(matches!(read_line(line), Err(LineError::Unknown(k)) if k == "x"));
        let found = parts(line).expect("an input");
        assert_eq!(&line[found.input], "1");
        assert_eq!(found.expected.map(|e| &line[e]), Some("2"));
        assert!(matches!(read_line("[1]"), Err(LineError::NotAnObject(_))));
        assert!(matches!(read_line("{}"), Err(LineError::NoInput)));
    }
}
