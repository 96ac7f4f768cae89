//! The shape an answer must have, per variant: the one place that knows
//! what each variant's result looks like as JSON. An answer of the wrong
//! shape is `PE`, not `WA`.
//!
//! This belongs with each variant's other facts (its keys, limits and
//! rules preset); it is one match here, with an arm per variant and no
//! wildcard, until each variant has a file of its own.

use std::fmt;

use super::text::Text;
use crate::variant::Variant;

/// What is wrong with an answer's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeError {
    /// The entry that has the wrong shape; `None` when the whole answer has.
    pub entry: Option<usize>,
    /// What it should have been, as a reader would name it.
    pub wanted: &'static str,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.entry {
            Some(entry) => write!(f, "entry {entry} of the answer is not {}", self.wanted),
            None => write!(f, "the answer is not {}", self.wanted),
        }
    }
}

/// What is wrong with the shape of `answer` for a case of `variant`, if
/// anything: `multi` wants a list of pairs of status strings, `fullline` a
/// list of integers, `classic` a string.
pub fn shape_error(variant: Variant, answer: Text<'_>) -> Option<ShapeError> {
    match variant {
        Variant::Multi => list_of(
            answer,
            [
                "a list of pairs of status strings",
                "a pair of status strings",
            ],
            is_status_pair,
        ),
        Variant::FullLine => list_of(answer, ["a list of integers", "an integer"], |t| {
            t.is_integer()
        }),
        Variant::Classic => (!answer.is_string()).then_some(ShapeError {
            entry: None,
            wanted: "a string",
        }),
    }
}

/// A play's result and the status after it: two strings.
fn is_status_pair(item: Text<'_>) -> bool {
    let mut strings = item.items();
    item.is_list()
        && strings.next().is_some_and(|s| s.is_string())
        && strings.next().is_some_and(|s| s.is_string())
        && strings.next().is_none()
}

/// The first entry of a list that is not what `ok` accepts, or the whole
/// answer when it is not a list; `names` are what the whole answer and
/// each entry should be.
fn list_of(
    answer: Text<'_>,
    [whole, each]: [&'static str; 2],
    ok: impl Fn(Text<'_>) -> bool,
) -> Option<ShapeError> {
    if !answer.is_list() {
        return Some(ShapeError {
            entry: None,
            wanted: whole,
        });
    }
    let entry = answer.items().position(|item| !ok(item))?;
    Some(ShapeError {
        entry: Some(entry),
        wanted: each,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(variant: Variant, answer: &str) -> Option<String> {
        shape_error(variant, Text::new(answer)).map(|e| e.to_string())
    }

    #[test]
    fn each_variant_has_its_shape() {
        assert_eq!(
            said(Variant::FullLine, "[0, -0, 18446744073709551617]"),
            None
        );
        assert_eq!(
            said(Variant::FullLine, "[0, 1.0]").as_deref(),
            Some("entry 1 of the answer is not an integer")
        );
        assert_eq!(said(Variant::Multi, r#"[["a","b"]]"#), None);
        assert_eq!(
            said(Variant::Multi, r#"[["a","b"],["a"]]"#).as_deref(),
            Some("entry 1 of the answer is not a pair of status strings")
        );
        assert_eq!(
            said(Variant::Multi, r#""WIN:X""#).as_deref(),
            Some("the answer is not a list of pairs of status strings")
        );
        assert_eq!(said(Variant::Classic, r#""Draw""#), None);
        assert_eq!(
            said(Variant::Classic, r#"["A"]"#).as_deref(),
            Some("the answer is not a string")
        );
    }
}
