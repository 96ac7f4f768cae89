//! Why a case has no result, and where: every error of the input path is a
//! kind and a place, and its message is their `Display`.

use std::fmt;
use std::sync::Arc;

use crate::case::JsonErrorKind;
use crate::case::json::describe_byte;
use crate::judgement::RuleError;

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
    /// The case is larger than [`MAX_CASE_BYTES`].
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

/// Where a case is: its number in the stream, its source, the line it
/// starts on, and the exact position of the problem when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The case's number, from 1, across all sources.
    pub number: usize,
    /// The source's name (`<stdin>`, a path).
    pub source: Arc<str>,
    /// The line the case starts on.
    pub line: usize,
    /// Where in the source the problem is, when it is in the text itself.
    pub at: Option<Position>,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "case {} ({}:{at})", self.number, self.source),
            None => write!(f, "case {} ({}:{})", self.number, self.source, self.line),
        }
    }
}

/// Why a case has no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Its text is not one JSON value.
    Syntax(Syntax),
    /// Its JSON is not a case.
    Read(Box<JsonErrorKind>),
    /// The case breaks a rule of its statement that the judge cannot get
    /// past (a move off the board, a cell used twice, a move after the win).
    Rule(RuleError),
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Syntax(syntax) => syntax.fmt(f),
            ErrorKind::Read(kind) => kind.fmt(f),
            ErrorKind::Rule(rule) => rule.fmt(f),
        }
    }
}

/// A case that cannot be judged: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    /// Where the case is, and the problem in it.
    pub place: Place,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl CaseError {
    /// The message without the place, as a fixture expects it.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.kind)?;
        // A syntax error found lines after its case began names both.
        if let (ErrorKind::Syntax(_), Some(at)) = (&self.kind, self.place.at)
            && at.line != self.place.line
        {
            write!(f, " (the case starts at line {})", self.place.line)?;
        }
        Ok(())
    }
}

impl std::error::Error for CaseError {}
