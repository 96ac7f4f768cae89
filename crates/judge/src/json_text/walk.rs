//! Walking a JSON value's text without building it: the entries of a list
//! or an object, found by counting brackets (without recursion, so depth
//! costs nothing) and skipping strings.

use super::Text;

/// The entries of a list's text, in order.
pub struct Items<'a> {
    /// The text after the `[` or after the last entry.
    pub(super) rest: &'a str,
}

impl<'a> Iterator for Items<'a> {
    type Item = Text<'a>;

    fn next(&mut self) -> Option<Text<'a>> {
        let rest = self.rest.trim_start_matches(is_space);
        let rest = rest.strip_prefix(',').unwrap_or(rest);
        let rest = rest.trim_start_matches(is_space);
        if rest.is_empty() || rest.starts_with(']') {
            self.rest = "";
            return None;
        }
        let end = value_end(rest);
        self.rest = &rest[end..];
        Some(Text::new(&rest[..end]))
    }
}

/// The keys and values of an object's text, in the order written.
pub struct Entries<'a> {
    /// The text after the `{` or after the last value.
    pub(super) rest: &'a str,
}

impl<'a> Iterator for Entries<'a> {
    type Item = (Text<'a>, Text<'a>);

    fn next(&mut self) -> Option<(Text<'a>, Text<'a>)> {
        let rest = self.rest.trim_start_matches(is_space);
        let rest = rest.strip_prefix(',').unwrap_or(rest);
        let rest = rest.trim_start_matches(is_space);
        if rest.is_empty() || rest.starts_with('}') {
            self.rest = "";
            return None;
        }
        let key_end = value_end(rest);
        let key = Text::new(&rest[..key_end]);
        let after = rest[key_end..].trim_start_matches(is_space);
        let after = after.strip_prefix(':').unwrap_or(after);
        let after = after.trim_start_matches(is_space);
        let end = value_end(after);
        self.rest = &after[end..];
        Some((key, Text::new(&after[..end])))
    }
}

/// Where the value at the start of `text` ends, counting brackets (without
/// recursion, so depth costs nothing) and skipping strings.
fn value_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, &b) in bytes.iter().enumerate() {
        let was_in_string = in_string;
        (in_string, escaped) = step(b, in_string, escaped);
        if was_in_string || in_string {
            if was_in_string && !in_string && depth == 0 {
                return i + 1;
            }
            continue;
        }
        match b {
            b'[' | b'{' => depth += 1,
            b']' | b'}' if depth == 0 => return i,
            b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b',' if depth == 0 => return i,
            b if depth == 0 && is_space(b as char) => return i,
            _ => {}
        }
    }
    bytes.len()
}

/// Steps the string state over one byte: inside a string or not, and after
/// a backslash or not.
pub(super) fn step(b: u8, in_string: bool, escaped: bool) -> (bool, bool) {
    match (in_string, escaped, b) {
        (true, true, _) => (true, false),
        (true, false, b'\\') => (true, true),
        (true, false, b'"') => (false, false),
        (false, _, b'"') => (true, false),
        (state, _, _) => (state, false),
    }
}

/// JSON's whitespace.
pub(super) fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r')
}
