//! Why a case's JSON text is not a case: a kind of problem at a byte
//! offset, with the message derived from the kind by `Display`.

use std::fmt;

use super::list;

mod value;

use crate::input::describe_byte;
use crate::variant::Variant;
pub use value::{FieldPath, ValueProblem};

/// A problem with a case, at a byte offset of its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Where in the case's text the problem is.
    pub offset: usize,
    /// What is wrong (boxed: errors are rare, and a small error keeps the
    /// results of the reading functions small).
    pub kind: Box<JsonErrorKind>,
}

impl JsonError {
    /// An error at `offset`.
    pub(crate) fn new(offset: usize, kind: JsonErrorKind) -> JsonError {
        JsonError {
            offset,
            kind: Box::new(kind),
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.kind, self.offset)
    }
}

impl std::error::Error for JsonError {}

/// What is wrong with a case's JSON text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonErrorKind {
    /// A byte (or the end, `None`) where something else was expected.
    Unexpected {
        /// What could have come there.
        expected: &'static str,
        /// What came.
        found: Option<u8>,
    },
    /// A number with a leading zero.
    LeadingZero,
    /// A key that appeared before in the same object, as an excerpt.
    DuplicateKey(String),
    /// A string that is not valid UTF-8.
    NotUtf8,
    /// A raw control character inside a string.
    ControlInString,
    /// A backslash escape JSON does not have.
    UnknownEscape,
    /// A `\u` escape of half a surrogate pair.
    LoneSurrogate,
    /// A `\u` not followed by four hex digits.
    ShortUnicodeEscape,
    /// A field's value that is wrong: where, the value as an excerpt, and
    /// what is wrong with it.
    BadValue {
        /// Where the value is.
        path: FieldPath,
        /// The value, shortened.
        value: String,
        /// What is wrong with it.
        problem: ValueProblem,
    },
    /// A case that is neither an object nor an array: the value, shortened.
    NotACase(String),
    /// An array whose first element is an object, of this many elements
    /// (`None`: the array is broken further on).
    ArrayOfCases(Option<usize>),
    /// A named case without one of its variant's required fields.
    MissingField {
        /// The field.
        name: &'static str,
        /// The case's variant.
        variant: Variant,
    },
    /// A positional case with the wrong number of elements.
    PositionalLength {
        /// The case's variant.
        variant: Variant,
        /// How many elements it has.
        len: usize,
    },
    /// A positional case that starts with n but has neither fullline's nor
    /// multi's number of elements.
    UnknownPositional {
        /// How many elements it has.
        len: usize,
    },
    /// A multi case whose lists have different lengths.
    UnequalCalls {
        /// The length of `players`.
        players: usize,
        /// The length of `rows`.
        rows: usize,
        /// The length of `cols`.
        cols: usize,
    },
    /// The case's `"variant"` differs from the one given on the command line.
    VariantConflict {
        /// The case's own.
        declared: Variant,
        /// The command line's.
        forced: Variant,
    },
    /// An object with no fields.
    EmptyCase,
    /// A known key that is not a field of the case's variant.
    StrayField {
        /// The key.
        key: &'static str,
        /// The case's variant.
        variant: Variant,
    },
    /// A key no variant has: the key as an excerpt, and the known key it is
    /// likely a typo of.
    UnknownField {
        /// The key, shortened and quoted.
        key: String,
        /// The known key it is close to.
        close: Option<&'static str>,
    },
}

impl JsonErrorKind {
    /// True when the text is not JSON at all (rather than JSON that is not
    /// a case): the messages that start `invalid JSON`.
    pub fn is_syntax(&self) -> bool {
        match self {
            JsonErrorKind::Unexpected { .. }
            | JsonErrorKind::LeadingZero
            | JsonErrorKind::ControlInString
            | JsonErrorKind::UnknownEscape
            | JsonErrorKind::LoneSurrogate
            | JsonErrorKind::ShortUnicodeEscape => true,
            JsonErrorKind::DuplicateKey(_)
            | JsonErrorKind::NotUtf8
            | JsonErrorKind::BadValue { .. }
            | JsonErrorKind::NotACase(_)
            | JsonErrorKind::ArrayOfCases(_)
            | JsonErrorKind::MissingField { .. }
            | JsonErrorKind::PositionalLength { .. }
            | JsonErrorKind::UnknownPositional { .. }
            | JsonErrorKind::UnequalCalls { .. }
            | JsonErrorKind::VariantConflict { .. }
            | JsonErrorKind::EmptyCase
            | JsonErrorKind::StrayField { .. }
            | JsonErrorKind::UnknownField { .. } => false,
        }
    }
}

impl fmt::Display for JsonErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonErrorKind::Unexpected { expected, found } => {
                let found = match found {
                    None => "the end of the case".to_string(),
                    Some(b) => describe_byte(*b),
                };
                write!(f, "invalid JSON: expected {expected}, found {found}")
            }
            JsonErrorKind::LeadingZero => {
                f.write_str("invalid JSON: a number must not have a leading zero")
            }
            JsonErrorKind::DuplicateKey(key) => write!(f, "duplicate key {key}"),
            JsonErrorKind::NotUtf8 => f.write_str("a string is not valid UTF-8"),
            JsonErrorKind::ControlInString => {
                f.write_str("invalid JSON: a control character inside a string must be escaped")
            }
            JsonErrorKind::UnknownEscape => f.write_str("invalid JSON: unknown escape in a string"),
            JsonErrorKind::LoneSurrogate => {
                f.write_str("invalid JSON: a lone surrogate in a string")
            }
            JsonErrorKind::ShortUnicodeEscape => {
                f.write_str("invalid JSON: \\u must be followed by four hex digits")
            }
            JsonErrorKind::BadValue {
                path,
                value,
                problem,
            } => {
                write!(f, "{path} = {value} ")?;
                problem.write(f, path.name)
            }
            JsonErrorKind::NotACase(value) => {
                write!(f, "a case is a JSON object or array, found {value}")
            }
            JsonErrorKind::ArrayOfCases(len) => {
                let what = match len {
                    Some(len) => format!("an array of {}", elements(*len)),
                    None => "an array".to_string(),
                };
                write!(
                    f,
                    "this case is {what} starting with an object, which looks like an array of cases; \
                     give one case per line instead, as `jq -c '.[]' FILE | ttt-judge run` does"
                )
            }
            JsonErrorKind::MissingField { name, variant } => write!(
                f,
                "missing field \"{name}\" (a {variant} case has the fields {})",
                list(variant.fields())
            ),
            JsonErrorKind::PositionalLength { variant, len } => write!(
                f,
                "a positional {variant} case is {}, but this one has {}",
                variant.positional_form(),
                elements(*len)
            ),
            JsonErrorKind::UnknownPositional { len } => write!(
                f,
                "a positional case that starts with n is {} (fullline) or {} (multi); this one has {}",
                Variant::FullLine.positional_form(),
                Variant::Multi.positional_form(),
                elements(*len)
            ),
            JsonErrorKind::UnequalCalls {
                players,
                rows,
                cols,
            } => write!(
                f,
                "players, rows and cols must have one entry per call, but they have {players}, {rows} and {cols} entries"
            ),
            JsonErrorKind::VariantConflict { declared, forced } => write!(
                f,
                "the case says \"variant\": \"{declared}\" but it is to be read as {forced} (the variant forced on every case)"
            ),
            JsonErrorKind::EmptyCase => write!(
                f,
                "an empty case: a case holds the fields of one variant: {}",
                variants_and_fields()
            ),
            JsonErrorKind::StrayField { key, variant } => write!(
                f,
                "\"{key}\" is not a field of a {variant} case (a {variant} case has {})",
                list(variant.fields())
            ),
            JsonErrorKind::UnknownField { key, close } => match close {
                Some(k) => write!(f, "unknown field {key} (did you mean \"{k}\"?)"),
                None => write!(
                    f,
                    "unknown field {key} (the fields are {}, and variant)",
                    variants_and_fields()
                ),
            },
        }
    }
}

/// Every variant with its fields: `multi (n, playerMarks, ...); ...`.
fn variants_and_fields() -> String {
    let each: Vec<String> = Variant::ALL
        .iter()
        .map(|v| format!("{v} ({})", v.fields().join(", ")))
        .collect();
    each.join("; ")
}

/// `1 element`, `3 elements`.
fn elements(count: usize) -> String {
    match count {
        1 => "1 element".to_string(),
        _ => format!("{count} elements"),
    }
}
