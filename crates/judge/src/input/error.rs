//! What framing finds wrong with a value's text ([`Syntax`]), and where
//! ([`Position`]).

use std::fmt;

use super::MAX_CASE_BYTES;

/// What is wrong with the JSON text of a value, as the framer finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// A byte where something else was expected.
    Unexpected {
        /// The byte.
        found: u8,
        /// What could have come there.
        expected: &'static str,
    },
    /// A comma right before this closing bracket.
    TrailingComma(u8),
    /// A single quote, where JSON has double quotes.
    SingleQuote,
    /// `//`, `/*` or `#`: JSON has no comments.
    Comment,
    /// A parenthesis: the statements' `Input: (...)` tuple syntax.
    Tuple,
    /// The first letter of `True`, `False`, `None`, `NaN` or `Infinity`.
    PythonWord(u8),
    /// A raw control byte (a line break, a tab) inside a string.
    ControlInString,
    /// A number with a leading zero, such as `01`.
    LeadingZero,
    /// A backslash followed by this byte, which it cannot escape.
    BadEscape(u8),
    /// The value is not complete where a new case starts: at this line, or
    /// (`None`) at the end of the input.
    CutOff(Option<usize>),
    /// The case is larger than 256 MiB, the most a case may be.
    TooLarge,
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Syntax::Unexpected { found, expected } => write!(
                f,
                "invalid JSON: expected {expected}, found {}",
                describe_byte(found)
            ),
            Syntax::TrailingComma(close) => write!(
                f,
                "invalid JSON: trailing comma before '{}' (JSON allows no comma after the last item)",
                close as char
            ),
            Syntax::SingleQuote => f.write_str(
                "invalid JSON: single quotes (JSON strings are written in double quotes: \"X\", not 'X')",
            ),
            Syntax::Comment => f.write_str("invalid JSON: a comment (JSON has no comments)"),
            Syntax::Tuple => f.write_str(
                "invalid JSON: a parenthesis; this looks like the statements' tuple syntax \
                 (3, ['X','O'], ...): write a case as a JSON array, [3, [\"X\",\"O\"], ...]",
            ),
            Syntax::PythonWord(b) => write!(
                f,
                "invalid JSON: expected a value, found {} (JSON has no NaN or Infinity, \
                 and writes true, false and null, not True, False and None)",
                describe_byte(b)
            ),
            Syntax::ControlInString => {
                f.write_str("invalid JSON: a control character inside a string must be escaped")
            }
            Syntax::LeadingZero => {
                f.write_str("invalid JSON: a number must not have a leading zero")
            }
            Syntax::BadEscape(b) => write!(
                f,
                "invalid JSON: \\{} is not an escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                b as char
            ),
            Syntax::CutOff(None) => {
                f.write_str("invalid JSON: the case stops here unfinished, at the end of the input")
            }
            Syntax::CutOff(Some(line)) => write!(
                f,
                "invalid JSON: the case stops here unfinished, and line {line} starts a new case"
            ),
            Syntax::TooLarge => write!(
                f,
                "the case is larger than {} MiB, the most a case may be",
                MAX_CASE_BYTES >> 20
            ),
        }
    }
}

/// A line and a column (in bytes), both from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, in bytes from 1.
    pub column: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// A byte as a reader would name it in a message.
pub(crate) fn describe_byte(b: u8) -> String {
    match b {
        0x20..=0x7e => format!("'{}'", b as char),
        _ => format!("byte 0x{b:02X}"),
    }
}
