//! A small pull parser for JSON text, made for reading cases: it parses
//! straight into the case types without an intermediate tree, knows the byte
//! offset of every value (so an error can name its line and column), rejects
//! duplicate keys, keeps integers exact, and never recurses on input nesting.
//!
//! It follows RFC 8259: no comments, no trailing commas, no `NaN`, no leading
//! zeros, strings in valid UTF-8 without raw control characters.

mod fast;
mod number;
mod string;
mod write;

use fast::skip_ws_at;

pub(crate) use write::{excerpt, quoted_excerpt, write_array, write_pair, write_string};

use super::error::{JsonError, JsonErrorKind};

/// The kind of the next value, read from its first byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
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

/// Reads JSON values from a byte slice, one token at a time.
pub(crate) struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub(crate) fn new(src: &'a [u8]) -> Parser<'a> {
        Parser { src, pos: 0 }
    }

    /// The byte offset of the next unread byte.
    pub(crate) fn offset(&self) -> usize {
        self.pos
    }

    /// How many bytes are left to read.
    pub(crate) fn remaining(&self) -> usize {
        self.src.len() - self.pos
    }

    /// Skips whitespace and returns the offset of the next value.
    pub(crate) fn value_offset(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    /// Another parser over the same text, at `offset`: to read a value
    /// again without moving this one.
    pub(crate) fn fork(&self, offset: usize) -> Parser<'a> {
        Parser {
            src: self.src,
            pos: offset,
        }
    }

    /// Moves back to an offset seen earlier, to read a value again.
    pub(crate) fn rewind(&mut self, offset: usize) {
        self.pos = offset;
    }

    /// Skips whitespace and tells the kind of the next value.
    pub(crate) fn peek_kind(&mut self) -> Result<Kind, JsonError> {
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
    pub(crate) fn finish(&mut self) -> Result<(), JsonError> {
        self.skip_ws();
        match self.pos < self.src.len() {
            true => Err(self.unexpected("the end of the case")),
            false => Ok(()),
        }
    }

    /// Reads an array, calling `element` with the parser at each element and
    /// its index; `element` must consume exactly that element.
    pub(crate) fn array(
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
    pub(crate) fn open_array(&mut self) -> Result<bool, JsonError> {
        self.skip_ws();
        self.expect(b'[', "'['")?;
        self.skip_ws();
        Ok(!self.eat(b']'))
    }

    /// After an element: reads `,` (true: another element follows) or the
    /// closing `]` (false).
    #[inline]
    pub(crate) fn array_continues(&mut self) -> Result<bool, JsonError> {
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
    pub(crate) fn object(
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
                let key = quoted_excerpt(&key);
                return Err(JsonError::new(at, JsonErrorKind::DuplicateKey(key)));
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

    /// Skips one value of any kind, checking its syntax, and returns its text.
    /// Nesting is tracked on the heap, so any depth is safe.
    pub(crate) fn skip_value(&mut self) -> Result<&'a [u8], JsonError> {
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
    pub(crate) fn literal(&mut self) -> Result<(), JsonError> {
        for word in [&b"true"[..], b"false", b"null"] {
            if self.src[self.pos..].starts_with(word) {
                self.pos += word.len();
                return Ok(());
            }
        }
        Err(self.unexpected("a value"))
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

    fn expect(&mut self, byte: u8, what: &'static str) -> Result<(), JsonError> {
        match self.eat(byte) {
            true => Ok(()),
            false => Err(self.unexpected(what)),
        }
    }

    // Out of line, so that the functions that may fail stay small enough
    // to inline into the readers.
    #[cold]
    #[inline(never)]
    fn unexpected(&self, expected: &'static str) -> JsonError {
        let found = self.src.get(self.pos).copied();
        JsonError::new(self.pos, JsonErrorKind::Unexpected { expected, found })
    }
}
