//! Why a case has no result, and where: every error on the way from a
//! record to its result is a kind and a place, and its message is their
//! `Display`.

use std::fmt;
use std::sync::Arc;

use super::{JsonErrorKind, RuleError};
use crate::input::{Position, Syntax};

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
