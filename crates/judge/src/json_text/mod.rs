//! A JSON value read straight from its text, as written: walked without
//! building a tree, so that an answer costs no more memory than its line,
//! however long or deeply nested it is, and its numbers keep their exact
//! digits (`18446744073709551617` stays an integer, `1.0` is not `1`, `-0`
//! is the integer `0`, `1e0` is shown as `1e0`).
//!
//! This is the one reading of numbers that every comparison uses, on both
//! sides: an answer, a fixture's expected output and the judge's result
//! (see [`verdict`](crate::verdict)), and the one a variant's answer shape
//! is checked with. Every function here takes text that is already known
//! to be one valid JSON value (see
//! [`read_answer`](crate::verdict::read_answer)).

mod walk;

use std::borrow::Cow;

pub use walk::{Entries, Items};
use walk::{is_space, step};

/// One valid JSON value's text, without the whitespace around it.
#[derive(Clone, Copy, Debug)]
pub struct Text<'a>(&'a str);

impl<'a> Text<'a> {
    /// The value that `valid`, one valid JSON value, holds.
    pub fn new(valid: &'a str) -> Text<'a> {
        Text(valid.trim_matches(is_space))
    }

    /// The text as written.
    pub fn as_str(&self) -> &'a str {
        self.0
    }

    fn first(&self) -> u8 {
        self.0.as_bytes().first().copied().unwrap_or(b'n')
    }

    /// True for a list.
    pub fn is_list(&self) -> bool {
        self.first() == b'['
    }

    /// True for a string.
    pub fn is_string(&self) -> bool {
        self.first() == b'"'
    }

    /// True for an object.
    pub fn is_object(&self) -> bool {
        self.first() == b'{'
    }

    /// True for a number written without a fraction or an exponent.
    pub fn is_integer(&self) -> bool {
        self.number().is_some_and(is_integer)
    }

    /// The entries of a list (nothing for any other value).
    pub fn items(&self) -> Items<'a> {
        let rest = match self.is_list() {
            true => &self.0[1..],
            false => "]",
        };
        Items { rest }
    }

    /// The keys and values of an object, in the order written (nothing for
    /// any other value).
    pub fn entries(&self) -> Entries<'a> {
        let rest = match self.is_object() {
            true => &self.0[1..],
            false => "}",
        };
        Entries { rest }
    }

    /// True when this value is `other`: numbers as written (integers of
    /// any size compare as integers, `-0` is `0`, and a number with a
    /// fraction or an exponent is never an integer, so equals only the
    /// same text), strings after their escapes, lists entry by entry,
    /// objects key by key in any order.
    pub fn same(&self, other: Text<'_>) -> bool {
        match (self.first(), other.first()) {
            (b'[', b'[') => {
                let mut theirs = other.items();
                self.items()
                    .all(|mine| theirs.next().is_some_and(|t| mine.same(t)))
                    && theirs.next().is_none()
            }
            (b'{', b'{') => same_entries(*self, other),
            (b'"', b'"') => self.string() == other.string(),
            _ => match (self.number(), other.number()) {
                (Some(mine), Some(theirs)) => same_number(mine, theirs),
                _ => self.0 == other.0,
            },
        }
    }

    /// The number's text, when this is a number.
    fn number(&self) -> Option<&'a str> {
        matches!(self.first(), b'-' | b'0'..=b'9').then_some(self.0)
    }

    /// The string's characters, when this is a string.
    pub fn string(&self) -> Option<Cow<'a, str>> {
        let inner = self.0.strip_prefix('"')?.strip_suffix('"')?;
        match inner.contains('\\') {
            false => Some(Cow::Borrowed(inner)),
            true => serde_json::from_str::<String>(self.0).ok().map(Cow::Owned),
        }
    }

    /// The text without whitespace between tokens; borrowed when it has none.
    pub fn compact(&self) -> Cow<'a, str> {
        let mut spaced = false;
        let mut in_string = false;
        let mut escaped = false;
        for b in self.0.bytes() {
            (in_string, escaped) = step(b, in_string, escaped);
            if !in_string && is_space(b as char) {
                spaced = true;
                break;
            }
        }
        if !spaced {
            return Cow::Borrowed(self.0);
        }
        let mut out = String::with_capacity(self.0.len());
        (in_string, escaped) = (false, false);
        for c in self.0.chars() {
            let was_in_string = in_string;
            if c.is_ascii() {
                (in_string, escaped) = step(c as u8, in_string, escaped);
            }
            if was_in_string || in_string || !is_space(c) {
                out.push(c);
            }
        }
        Cow::Owned(out)
    }

    /// What the value is, as a reader would name it; a list of two that is
    /// one of a `multi` result's entries is `a pair` (its play's result and
    /// the status after it).
    pub fn kind(&self, pair: bool) -> String {
        match self.first() {
            b'n' => "null".into(),
            b't' | b'f' => "a boolean".into(),
            b'"' => "a string".into(),
            b'{' => "an object".into(),
            b'[' => match self.items().count() {
                0 => "an empty list".into(),
                2 if pair => "a pair".into(),
                n => format!("a list of {n}"),
            },
            _ => "a number".into(),
        }
    }

    /// What kind of number this is, `None` for any other value: an integer
    /// (of any size) or not.
    pub fn number_kind(&self) -> Option<&'static str> {
        self.number().map(|n| match is_integer(n) {
            true => "an integer",
            false => "a non-integer number",
        })
    }
}

/// Two objects hold the same keys with the same values, in any order.
fn same_entries(mine: Text<'_>, theirs: Text<'_>) -> bool {
    mine.entries().count() == theirs.entries().count()
        && mine.entries().all(|(key, value)| {
            theirs
                .entries()
                .any(|(k, v)| k.string() == key.string() && v.same(value))
        })
}

/// A number written without a fraction or an exponent.
fn is_integer(number: &str) -> bool {
    !number.contains(['.', 'e', 'E'])
}

/// Two numbers' texts are the same number: integers by their digits (`-0`
/// is `0`), other numbers only as written.
fn same_number(found: &str, expected: &str) -> bool {
    fn zero(n: &str) -> &str {
        if n == "-0" { "0" } else { n }
    }
    match is_integer(found) && is_integer(expected) {
        true => zero(found) == zero(expected),
        false => found == expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same(a: &str, b: &str) -> bool {
        Text::new(a).same(Text::new(b))
    }

    #[test]
    fn numbers_compare_as_written() {
        assert!(same("-0", "0"));
        assert!(same("0", "-0"));
        assert!(!same("1.0", "1"));
        assert!(!same("1e0", "1"));
        assert!(same("1e0", "1e0"));
        assert!(!same("0.99999999999999999999", "1"));
        assert!(!same("18446744073709551617", "1"));
        assert!(same(" 18446744073709551615 ", "18446744073709551615"));
    }

    #[test]
    fn lists_are_walked_entry_by_entry() {
        let text = Text::new(r#"[ ["a\"]", "b"] , 2,{"x":[1]}, [] ]"#);
        let items: Vec<&str> = text.items().map(|t| t.as_str()).collect();
        assert_eq!(items, [r#"["a\"]", "b"]"#, "2", r#"{"x":[1]}"#, "[]"]);
        assert!(text.same(Text::new(r#"[["a\"]","b"],2,{"x":[1]},[]]"#)));
        assert!(!same("[1,2]", "[1,2,3]"));
        assert!(!same("[1,2,3]", "[1,2]"));
        assert_eq!(Text::new("[]").items().count(), 0);
    }

    #[test]
    fn objects_compare_key_by_key_in_any_order() {
        assert!(same(r#"{"a": 1, "b": [2]}"#, r#"{"b":[2],"a":1}"#));
        assert!(same(r#"{"\u0061": -0}"#, r#"{"a":0}"#));
        assert!(!same(r#"{"a": 1}"#, r#"{"a":1,"b":2}"#));
        assert!(!same(r#"{"a": 1.0}"#, r#"{"a":1}"#));
        assert!(same("{}", " { } "));
        let keys: Vec<&str> = Text::new(r#"{"k" : "v:,}" ,"j":{}}"#)
            .entries()
            .flat_map(|(k, v)| [k.as_str(), v.as_str()])
            .collect();
        assert_eq!(keys, [r#""k""#, r#""v:,}""#, r#""j""#, "{}"]);
    }

    #[test]
    fn strings_compare_after_their_escapes() {
        assert!(same(r#""\u0041""#, r#""A""#));
        assert!(!same(r#""\ud800""#, r#""A""#));
        assert!(!same(r#""1""#, "1"));
    }

    #[test]
    fn compact_text_drops_whitespace_outside_strings() {
        assert_eq!(Text::new(r#"[ "a b" , 1 ]"#).compact(), r#"["a b",1]"#);
        assert!(matches!(Text::new("[1,2]").compact(), Cow::Borrowed(_)));
    }

    #[test]
    fn kinds_name_lists_by_their_length() {
        assert_eq!(Text::new("[0,0]").kind(false), "a list of 2");
        assert_eq!(Text::new(r#"["WIN:X","WIN:X"]"#).kind(true), "a pair");
        assert_eq!(Text::new("[]").kind(true), "an empty list");
        assert_eq!(Text::new("1.0").kind(false), "a number");
        assert_eq!(Text::new("1.0").number_kind(), Some("a non-integer number"));
        assert_eq!(Text::new("-0").number_kind(), Some("an integer"));
        assert!(Text::new("-0").is_integer() && !Text::new("1e0").is_integer());
    }
}
