//! The fast paths for what cases hold most: plain integers, `[row, col]`
//! pairs and one-character marks, read from the byte slice directly. Anything
//! they do not take is left for the general reader, which also reports
//! errors.

use super::Parser;

impl Parser<'_> {
    /// Reads `[row, col]` of two integers that fit in an `i64`, if that is
    /// next; otherwise reads nothing. The fast path for lists of moves.
    #[inline]
    pub(crate) fn integer_pair(&mut self) -> Option<(i64, i64)> {
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
    pub(crate) fn plain_char(&mut self) -> Option<u8> {
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
    pub(crate) fn integer(&mut self) -> Option<i64> {
        let (value, end) = integer_at(self.src, skip_ws_at(self.src, self.pos))?;
        self.pos = end;
        Some(value)
    }
}

/// The offset of the first byte at or after `at` that is not whitespace.
#[inline(always)]
pub(super) fn skip_ws_at(src: &[u8], mut at: usize) -> usize {
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
