//! Numbers: read whole for their syntax, with the value kept when it is an
//! integer that fits in an `i64`.

use super::Parser;
use crate::case::error::{JsonError, JsonErrorKind};

/// A number as read: its value when it is an integer that fits in an `i64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Number {
    /// True when it is written as an integer: no fraction, no exponent.
    pub integral: bool,
    /// The value, for an integer within `i64`.
    pub integer: Option<i64>,
}

impl Parser<'_> {
    /// Reads a number.
    pub(crate) fn number(&mut self) -> Result<Number, JsonError> {
        let start = self.pos;
        let negative = self.eat(b'-');
        let digits_start = self.pos;
        match self.src.get(self.pos) {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected("a digit")),
        }
        if self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            return Err(JsonError::new(start, JsonErrorKind::LeadingZero));
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
