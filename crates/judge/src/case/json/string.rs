//! Reading JSON strings: escapes, surrogate pairs and UTF-8 checks.

use std::borrow::Cow;

use super::Parser;
use crate::case::error::{JsonError, JsonErrorKind};

impl<'a> Parser<'a> {
    /// Reads a string, resolving escapes.
    pub(crate) fn string(&mut self) -> Result<Cow<'a, str>, JsonError> {
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
                                .map_err(|_| JsonError::new(start, JsonErrorKind::NotUtf8))
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
                    return Err(JsonError::new(self.pos, JsonErrorKind::ControlInString));
                }
                None => return Err(self.unexpected("the closing '\"' of a string")),
            }
        }
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
                return Err(JsonError::new(at, JsonErrorKind::UnknownEscape));
            }
        };
        out.push(simple);
        Ok(())
    }

    fn unicode_escape(&mut self, at: usize) -> Result<char, JsonError> {
        let high = self.hex4(at)?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high)
                .ok_or_else(|| JsonError::new(at, JsonErrorKind::LoneSurrogate));
        }
        if !self.src[self.pos..].starts_with(b"\\u") {
            return Err(JsonError::new(at, JsonErrorKind::LoneSurrogate));
        }
        self.pos += 2;
        let low = self.hex4(at)?;
        if !(0xDC00..0xE000).contains(&low) {
            return Err(JsonError::new(at, JsonErrorKind::LoneSurrogate));
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
        let value = value.ok_or_else(|| JsonError::new(at, JsonErrorKind::ShortUnicodeEscape))?;
        self.pos += 4;
        Ok(value)
    }

    fn utf8(&self, bytes: &'a [u8], at: usize) -> Result<&'a str, JsonError> {
        std::str::from_utf8(bytes)
            .map_err(|e| JsonError::new(at + e.valid_up_to(), JsonErrorKind::NotUtf8))
    }
}
