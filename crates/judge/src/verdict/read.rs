//! Reading an answer line as one JSON value, without building it.

use serde::de::IgnoredAny;

use crate::json_text::Text;

/// Why an answer line is not one JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It is not UTF-8: the 1-based column of the first byte that is not.
    NotUtf8 {
        /// Where the valid text ends, plus one.
        column: usize,
    },
    /// It is not one JSON value: the parser's words, and where.
    NotJson {
        /// What the parser says, without its place.
        error: String,
        /// The 1-based line in the answer.
        line: usize,
        /// The 1-based column in that line.
        column: usize,
    },
}

/// Reads an answer line (without its line end) as one JSON value, of any
/// depth and with numbers of any size, without building it.
pub fn read_answer(line: &[u8]) -> Result<Text<'_>, Unreadable> {
    let text = std::str::from_utf8(line).map_err(|e| Unreadable::NotUtf8 {
        column: e.valid_up_to() + 1,
    })?;
    serde_json::from_str::<IgnoredAny>(text).map_err(|e| Unreadable::NotJson {
        error: json_error(&e),
        line: e.line(),
        column: e.column(),
    })?;
    Ok(Text::new(text))
}

/// A JSON parse error's words without serde's own "at line L column C",
/// for callers that name the place themselves.
pub fn json_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&place).unwrap_or(&text).to_string()
}
