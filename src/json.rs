//! A small pull parser for JSON text, made for reading cases: it parses
//! straight into the case types without an intermediate tree, knows the byte
//! offset of every value (so an error can name its line and column), rejects
//! duplicate keys, keeps integers exact, and never recurses on input nesting.
//!
//! It follows RFC 8259: no comments, no trailing commas, no `NaN`, no leading
//! zeros, strings in valid UTF-8 without raw control characters.

use std::borrow::Cow;

/// A problem with a case, at a byte offset of its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Where in the case's text the problem is.
    pub offset: usize,
    /// What is wrong, in a sentence without a location.
    pub message: String,
}

impl JsonError {
    /// An error at `offset`.
    pub fn new(offset: usize, message: impl Into<String>) -> JsonError {
        JsonError {
            offset,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for JsonError {}

/// The kind of the next value, read from its first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `{`
    Object,
    /// `[`
    Array,
    /// `"`
    String,
    /// `-` or a digit
    Number,
    /// `true`, `false` or `null`
    Literal,
}

/// A number as read: its value when it is an integer that fits in an `i64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// True when it is written as an integer: no fraction, no exponent.
    pub integral: bool,
    /// The value, for an integer within `i64`.
    pub integer: Option<i64>,
}

/// Reads JSON values from a byte slice, one token at a time.
pub struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub fn new(src: &'a [u8]) -> Parser<'a> {
        Parser { src, pos: 0 }
    }

    /// The byte offset of the next unread byte.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// How many bytes are left to read.
    pub fn remaining(&self) -> usize {
        self.src.len() - self.pos
    }

    /// Skips whitespace and returns the offset of the next value.
    pub fn value_offset(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    /// Moves back to an offset seen earlier, to read a value again.
    pub fn rewind(&mut self, offset: usize) {
        self.pos = offset;
    }

    /// Skips whitespace and tells the kind of the next value.
    pub fn peek_kind(&mut self) -> Result<Kind, JsonError> {
        self.skip_ws();
        match self.src.get(self.pos) {
            Some(b'{') => Ok(Kind::Object),
            Some(b'[') => Ok(Kind::Array),
            Some(b'"') => Ok(Kind::String),
            Some(b'-' | b'0'..=b'9') => Ok(Kind::Number),
            Some(b't' | b'f' | b'n') => Ok(Kind::Literal),
            _ => Err(self.unexpected("a value")),
        }
    }

    /// Checks that only whitespace is left.
    pub fn finish(&mut self) -> Result<(), JsonError> {
        self.skip_ws();
        match self.pos < self.src.len() {
            true => Err(self.unexpected("the end of the case")),
            false => Ok(()),
        }
    }

    /// Reads an array, calling `element` with the parser at each element and
    /// its index; `element` must consume exactly that element.
    pub fn array(
        &mut self,
        mut element: impl FnMut(&mut Self, usize) -> Result<(), JsonError>,
    ) -> Result<usize, JsonError> {
        let mut more = self.open_array()?;
        let mut index = 0;
        while more {
            element(self, index)?;
            index += 1;
            more = self.array_continues()?;
        }
        Ok(index)
    }

    /// Reads the `[` that opens an array; false if the array is empty (and
    /// then its `]` is read too).
    pub fn open_array(&mut self) -> Result<bool, JsonError> {
        self.skip_ws();
        self.expect(b'[', "'['")?;
        self.skip_ws();
        Ok(!self.eat(b']'))
    }

    /// After an element: reads `,` (true: another element follows) or the
    /// closing `]` (false).
    #[inline]
    pub fn array_continues(&mut self) -> Result<bool, JsonError> {
        let at = skip_ws_at(self.src, self.pos);
        match self.src.get(at) {
            Some(b',') => {
                self.pos = at + 1;
                Ok(true)
            }
            Some(b']') => {
                self.pos = at + 1;
                Ok(false)
            }
            _ => self.array_does_not_continue(),
        }
    }

    #[cold]
    #[inline(never)]
    fn array_does_not_continue(&mut self) -> Result<bool, JsonError> {
        self.skip_ws();
        if self.eat(b']') {
            return Ok(false);
        }
        self.expect(b',', "',' or ']' after an array element")?;
        Ok(true)
    }

    /// Reads an object, calling `member` with each key, the key's offset, and
    /// the parser at its value; `member` must consume the value. A key that
    /// appears twice is an error.
    pub fn object(
        &mut self,
        mut member: impl FnMut(&mut Self, &str, usize) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.expect(b'{', "'{'")?;
        self.skip_ws();
        if self.eat(b'}') {
            return Ok(());
        }
        let mut seen: Vec<String> = Vec::new();
        loop {
            self.skip_ws();
            let at = self.pos;
            if self.src.get(at) != Some(&b'"') {
                return Err(self.unexpected("a key in double quotes"));
            }
            let key = self.string()?;
            if seen.iter().any(|k| *k == key) {
                return Err(JsonError::new(at, format!("duplicate key \"{key}\"")));
            }
            self.skip_ws();
            self.expect(b':', "':' after a key")?;
            self.skip_ws();
            member(self, &key, at)?;
            seen.push(key.into_owned());
            self.skip_ws();
            if self.eat(b'}') {
                return Ok(());
            }
            self.expect(b',', "',' or '}' after an object member")?;
        }
    }

    /// Reads a string, resolving escapes.
    pub fn string(&mut self) -> Result<Cow<'a, str>, JsonError> {
        self.expect(b'"', "'\"'")?;
        let start = self.pos;
        let mut owned: Option<Vec<u8>> = None;
        loop {
            let run = self.pos;
            while let Some(&b) = self.src.get(self.pos) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            let piece = &self.src[run..self.pos];
            match self.src.get(self.pos) {
                Some(b'"') => {
                    self.pos += 1;
                    return match owned {
                        None => Ok(Cow::Borrowed(self.utf8(piece, run)?)),
                        Some(mut bytes) => {
                            bytes.extend_from_slice(piece);
                            String::from_utf8(bytes)
                                .map(Cow::Owned)
                                .map_err(|_| JsonError::new(start, "a string is not valid UTF-8"))
                        }
                    };
                }
                Some(b'\\') => {
                    let bytes = owned.get_or_insert_with(Vec::new);
                    bytes.extend_from_slice(piece);
                    self.pos += 1;
                    self.escape(bytes)?;
                }
                Some(_) => {
                    return Err(JsonError::new(
                        self.pos,
                        "invalid JSON: a control character inside a string must be escaped",
                    ));
                }
                None => return Err(self.unexpected("the closing '\"' of a string")),
            }
        }
    }

    /// Reads a number.
    pub fn number(&mut self) -> Result<Number, JsonError> {
        let start = self.pos;
        let negative = self.eat(b'-');
        let digits_start = self.pos;
        match self.src.get(self.pos) {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected("a digit")),
        }
        if self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            return Err(JsonError::new(
                start,
                "invalid JSON: a number must not have a leading zero",
            ));
        }
        let magnitude = fold_digits(&self.src[digits_start..self.pos]);
        let int_end = self.pos;
        if self.eat(b'.') {
            self.required_digits()?;
        }
        if matches!(self.src.get(self.pos), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.src.get(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            self.required_digits()?;
        }
        let integral = int_end == self.pos;
        let integer = match (integral, magnitude, negative) {
            (false, _, _) | (_, None, _) => None,
            (true, Some(m), false) => i64::try_from(m).ok(),
            (true, Some(m), true) => 0i64.checked_sub_unsigned(m),
        };
        Ok(Number { integral, integer })
    }

    /// Reads `[row, col]` of two integers that fit in an `i64`, if that is
    /// next; otherwise reads nothing. The fast path for lists of moves.
    #[inline]
    pub fn integer_pair(&mut self) -> Option<(i64, i64)> {
        let src = self.src;
        let mut at = skip_ws_at(src, self.pos);
        (src.get(at) == Some(&b'[')).then_some(())?;
        let (row, end) = integer_at(src, skip_ws_at(src, at + 1))?;
        at = skip_ws_at(src, end);
        (src.get(at) == Some(&b',')).then_some(())?;
        let (col, end) = integer_at(src, skip_ws_at(src, at + 1))?;
        at = skip_ws_at(src, end);
        (src.get(at) == Some(&b']')).then_some(())?;
        self.pos = at + 1;
        Some((row, col))
    }

    /// Reads a string of one printable ASCII character that needs no escape,
    /// if one is next; otherwise reads nothing. The fast path for marks.
    #[inline]
    pub fn plain_char(&mut self) -> Option<u8> {
        self.skip_ws();
        match self.src.get(self.pos..self.pos + 3) {
            Some(&[b'"', c, b'"']) if (b' '..=b'~').contains(&c) && c != b'"' && c != b'\\' => {
                self.pos += 3;
                Some(c)
            }
            _ => None,
        }
    }

    /// Reads an integer that fits in an `i64`, if one is next; otherwise
    /// reads nothing. The fast path for the long lists of coordinates.
    #[inline]
    pub fn integer(&mut self) -> Option<i64> {
        let (value, end) = integer_at(self.src, skip_ws_at(self.src, self.pos))?;
        self.pos = end;
        Some(value)
    }

    /// Skips one value of any kind, checking its syntax, and returns its text.
    /// Nesting is tracked on the heap, so any depth is safe.
    pub fn skip_value(&mut self) -> Result<&'a [u8], JsonError> {
        self.skip_ws();
        let start = self.pos;
        let mut open: Vec<u8> = Vec::new();
        loop {
            self.scalar_or_open(&mut open)?;
            // Close every container that ends here, then expect a separator.
            loop {
                let Some(&closer) = open.last() else {
                    return Ok(&self.src[start..self.pos]);
                };
                self.skip_ws();
                if self.eat(closer) {
                    open.pop();
                    continue;
                }
                let what = match closer {
                    b']' => "',' or ']' after an array element",
                    _ => "',' or '}' after an object member",
                };
                self.expect(b',', what)?;
                if closer == b'}' {
                    self.key()?;
                }
                break;
            }
        }
    }

    /// One scalar, or the opening of a container (and its first key, or its
    /// immediate close).
    fn scalar_or_open(&mut self, open: &mut Vec<u8>) -> Result<(), JsonError> {
        loop {
            match self.peek_kind()? {
                Kind::Array => {
                    self.pos += 1;
                    self.skip_ws();
                    if !self.eat(b']') {
                        open.push(b']');
                        continue;
                    }
                }
                Kind::Object => {
                    self.pos += 1;
                    self.skip_ws();
                    if !self.eat(b'}') {
                        open.push(b'}');
                        self.key()?;
                        continue;
                    }
                }
                Kind::String => drop(self.string()?),
                Kind::Number => drop(self.number()?),
                Kind::Literal => self.literal()?,
            }
            return Ok(());
        }
    }

    fn key(&mut self) -> Result<(), JsonError> {
        self.skip_ws();
        if self.src.get(self.pos) != Some(&b'"') {
            return Err(self.unexpected("a key in double quotes"));
        }
        self.string()?;
        self.skip_ws();
        self.expect(b':', "':' after a key")
    }

    /// Reads `true`, `false` or `null`.
    pub fn literal(&mut self) -> Result<(), JsonError> {
        for word in [&b"true"[..], b"false", b"null"] {
            if self.src[self.pos..].starts_with(word) {
                self.pos += word.len();
                return Ok(());
            }
        }
        Err(self.unexpected("a value"))
    }

    fn escape(&mut self, out: &mut Vec<u8>) -> Result<(), JsonError> {
        let at = self.pos - 1;
        let Some(&b) = self.src.get(self.pos) else {
            return Err(self.unexpected("an escape"));
        };
        self.pos += 1;
        let simple = match b {
            b'"' => b'"',
            b'\\' => b'\\',
            b'/' => b'/',
            b'b' => 0x08,
            b'f' => 0x0c,
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'u' => {
                let c = self.unicode_escape(at)?;
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                return Ok(());
            }
            _ => {
                return Err(JsonError::new(
                    at,
                    "invalid JSON: unknown escape in a string",
                ));
            }
        };
        out.push(simple);
        Ok(())
    }

    fn unicode_escape(&mut self, at: usize) -> Result<char, JsonError> {
        let high = self.hex4(at)?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high)
                .ok_or_else(|| JsonError::new(at, "invalid JSON: a lone surrogate in a string"));
        }
        if !self.src[self.pos..].starts_with(b"\\u") {
            return Err(JsonError::new(
                at,
                "invalid JSON: a lone surrogate in a string",
            ));
        }
        self.pos += 2;
        let low = self.hex4(at)?;
        if !(0xDC00..0xE000).contains(&low) {
            return Err(JsonError::new(
                at,
                "invalid JSON: a lone surrogate in a string",
            ));
        }
        let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
        Ok(char::from_u32(code).expect("a surrogate pair is a valid code point"))
    }

    fn hex4(&mut self, at: usize) -> Result<u32, JsonError> {
        let digits = self.src.get(self.pos..self.pos + 4);
        let text = digits.and_then(|d| std::str::from_utf8(d).ok());
        let value = text
            .filter(|t| t.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|t| u32::from_str_radix(t, 16).ok());
        let value = value.ok_or_else(|| {
            JsonError::new(at, "invalid JSON: \\u must be followed by four hex digits")
        })?;
        self.pos += 4;
        Ok(value)
    }

    fn utf8(&self, bytes: &'a [u8], at: usize) -> Result<&'a str, JsonError> {
        std::str::from_utf8(bytes)
            .map_err(|e| JsonError::new(at + e.valid_up_to(), "a string is not valid UTF-8"))
    }

    fn digits(&mut self) {
        while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
    }

    fn required_digits(&mut self) -> Result<(), JsonError> {
        if !self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            return Err(self.unexpected("a digit"));
        }
        self.digits();
        Ok(())
    }

    #[inline]
    fn skip_ws(&mut self) {
        while matches!(self.src.get(self.pos), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    #[inline]
    fn eat(&mut self, byte: u8) -> bool {
        let found = self.src.get(self.pos) == Some(&byte);
        self.pos += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), JsonError> {
        match self.eat(byte) {
            true => Ok(()),
            false => Err(self.unexpected(what)),
        }
    }

    fn unexpected(&self, what: &str) -> JsonError {
        let found = match self.src.get(self.pos) {
            None => "the end of the case".to_string(),
            Some(&b) => describe_byte(b),
        };
        JsonError::new(
            self.pos,
            format!("invalid JSON: expected {what}, found {found}"),
        )
    }
}

/// The offset of the first byte at or after `at` that is not whitespace.
#[inline(always)]
fn skip_ws_at(src: &[u8], mut at: usize) -> usize {
    while let Some(b' ' | b'\t' | b'\n' | b'\r') = src.get(at) {
        at += 1;
    }
    at
}

/// An integer of at most 18 digits (so it fits in an `i64` whatever its
/// sign) written plainly at `at`, and the offset after it; `None` for
/// anything else, which the full number reader then handles.
#[inline(always)]
fn integer_at(src: &[u8], at: usize) -> Option<(i64, usize)> {
    let negative = src.get(at) == Some(&b'-');
    let digits = at + usize::from(negative);
    let mut end = digits;
    let mut value: i64 = 0;
    while let Some(&d) = src.get(end) {
        let digit = d.wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        if end - digits == 18 {
            return None;
        }
        value = value * 10 + i64::from(digit);
        end += 1;
    }
    let len = end - digits;
    let plain = len == 1 || (len > 1 && src[digits] != b'0');
    let fraction = matches!(src.get(end), Some(b'.' | b'e' | b'E'));
    (plain && !fraction).then_some((if negative { -value } else { value }, end))
}

/// The value of a run of ASCII digits, if it fits in a `u64`.
fn fold_digits(digits: &[u8]) -> Option<u64> {
    if digits.len() <= 19 {
        // 19 digits always fit.
        return Some(digits.iter().fold(0, |v, d| v * 10 + u64::from(d - b'0')));
    }
    digits.iter().try_fold(0u64, |v, d| {
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// A byte as a reader would name it in a message.
pub fn describe_byte(b: u8) -> String {
    match b {
        0x20..=0x7e => format!("'{}'", b as char),
        _ => format!("byte 0x{b:02X}"),
    }
}

/// Appends a JSON array: `[`, each item written by `write` with commas
/// between, `]`.
pub fn write_array<T>(
    out: &mut Vec<u8>,
    items: impl IntoIterator<Item = T>,
    mut write: impl FnMut(&mut Vec<u8>, T),
) {
    out.push(b'[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write(out, item);
    }
    out.push(b']');
}

/// Appends `[row,col]`.
pub fn write_pair(out: &mut Vec<u8>, row: impl std::fmt::Display, col: impl std::fmt::Display) {
    use std::io::Write;
    // Writing to a Vec cannot fail.
    let _ = write!(out, "[{row},{col}]");
}

/// Appends `text` to `out` as a JSON string literal.
pub fn write_string(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    for &b in text.as_bytes() {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            0..=0x1f | 0x7f => {
                out.extend_from_slice(format!("\\u{b:04x}").as_bytes());
            }
            _ => out.push(b),
        }
    }
    out.push(b'"');
}

/// A value's text made short and single-line for a message: whitespace
/// outside strings removed, and cut to about 40 characters.
pub fn excerpt(text: &[u8]) -> String {
    let mut out = String::new();
    let mut in_string = false;
    let mut escaped = false;
    for ch in String::from_utf8_lossy(text).chars() {
        if out.chars().count() >= 40 {
            out.push('…');
            break;
        }
        if !in_string && ch.is_ascii_whitespace() {
            continue;
        }
        match (in_string, escaped, ch) {
            (true, false, '\\') => escaped = true,
            (true, false, '"') | (false, _, '"') => in_string = !in_string,
            _ => escaped = false,
        }
        if ch.is_control() {
            out.extend(ch.escape_debug());
        } else {
            out.push(ch);
        }
    }
    out
}
