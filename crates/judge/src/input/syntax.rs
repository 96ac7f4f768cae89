//! JSON syntax, byte by byte: where a top-level value ends, and what is
//! wrong where it is broken. The framer feeds it the bytes of values it
//! cannot cut by lines alone; the parser checks everything else later.

use super::error::Syntax;

/// What the automaton made of one byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Advance {
    /// The byte belongs to the value, which goes on.
    More,
    /// The byte closed the top-level value.
    Done,
    /// The value ended just before the byte (a number or a word), which
    /// is not part of it.
    DoneBefore,
    /// The byte cannot come here.
    Broken(Syntax),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    Value,
    ValueOrClose,
    Key,
    KeyOrClose,
    Colon,
    CommaOrClose,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Num {
    Minus,
    Zero,
    Int,
    Dot,
    Frac,
    Exp,
    ExpSign,
    ExpInt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lex {
    Want(Want),
    Str { key: bool },
    Escape { key: bool },
    Unicode { key: bool, left: u8 },
    Number(Num),
    Word { word: &'static [u8], at: u8 },
}

/// What bytes can come next without changing anything but the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Quiet {
    /// Whitespace: the automaton waits for a token inside a container.
    Between,
    /// The inside of a string: any byte but `"`, `\\` and control bytes.
    Text,
    /// More digits of a number.
    Digits,
    /// Every byte counts.
    No,
}

/// Open containers, a bit each (set: object).
#[derive(Default, Debug)]
struct Stack {
    bits: Vec<u64>,
    depth: usize,
}

impl Stack {
    fn push(&mut self, object: bool) {
        let (word, bit) = (self.depth / 64, self.depth % 64);
        if word == self.bits.len() {
            self.bits.push(0);
        }
        match object {
            true => self.bits[word] |= 1 << bit,
            false => self.bits[word] &= !(1 << bit),
        }
        self.depth += 1;
    }

    fn top_is_object(&self) -> Option<bool> {
        let d = self.depth.checked_sub(1)?;
        Some(self.bits[d / 64] >> (d % 64) & 1 == 1)
    }

    fn pop(&mut self) {
        self.depth -= 1;
    }
}

/// The state of one top-level value being read.
#[derive(Debug)]
pub(super) struct Automaton {
    lex: Lex,
    stack: Stack,
}

impl Default for Automaton {
    fn default() -> Automaton {
        Automaton {
            lex: Lex::Want(Want::Value),
            stack: Stack::default(),
        }
    }
}

impl Automaton {
    /// How deep the value is nested right now.
    pub(super) fn depth(&self) -> usize {
        self.stack.depth
    }

    /// What may come next without changing the state.
    pub(super) fn quiet(&self) -> Quiet {
        match self.lex {
            Lex::Want(_) if self.stack.depth > 0 => Quiet::Between,
            Lex::Str { .. } => Quiet::Text,
            Lex::Number(Num::Int | Num::Frac | Num::ExpInt) => Quiet::Digits,
            _ => Quiet::No,
        }
    }

    /// Takes `b` when, inside a container, it is a comma (also one that
    /// ends a number), a colon, the first digit of a number, or a quote
    /// that opens or closes a string: bytes that change the state but
    /// neither open nor close a container, nor break the value. False (and
    /// nothing taken) for any other byte.
    pub(super) fn take_plain(&mut self, b: u8) -> bool {
        if self.stack.depth == 0 {
            return false;
        }
        self.lex = match (self.lex, b) {
            (
                Lex::Want(Want::CommaOrClose)
                | Lex::Number(Num::Zero | Num::Int | Num::Frac | Num::ExpInt),
                b',',
            ) => match self.stack.top_is_object() {
                Some(true) => Lex::Want(Want::Key),
                _ => Lex::Want(Want::Value),
            },
            (Lex::Str { key: false }, b'"') => Lex::Want(Want::CommaOrClose),
            (Lex::Str { key: true }, b'"') => Lex::Want(Want::Colon),
            (Lex::Want(Want::Colon), b':') => Lex::Want(Want::Value),
            (Lex::Want(Want::Value | Want::ValueOrClose), b'1'..=b'9') => Lex::Number(Num::Int),
            (Lex::Want(Want::Value | Want::ValueOrClose), b'"') => Lex::Str { key: false },
            (Lex::Want(Want::Key | Want::KeyOrClose), b'"') => Lex::Str { key: true },
            _ => return false,
        };
        true
    }

    /// Back to the state before any value.
    pub(super) fn reset(&mut self) {
        self.lex = Lex::Want(Want::Value);
        self.stack.depth = 0;
        self.stack.bits.clear();
    }

    /// Takes one byte.
    pub(super) fn step(&mut self, b: u8) -> Advance {
        match self.lex {
            Lex::Want(want) => self.want(want, b),
            Lex::Str { key } => self.string(key, b),
            Lex::Escape { key } => self.escape(key, b),
            Lex::Unicode { key, left } => match b.is_ascii_hexdigit() {
                true if left == 1 => {
                    self.lex = Lex::Str { key };
                    Advance::More
                }
                true => {
                    self.lex = Lex::Unicode {
                        key,
                        left: left - 1,
                    };
                    Advance::More
                }
                false => Advance::Broken(Syntax::BadEscape(b)),
            },
            Lex::Number(num) => self.number(num, b),
            Lex::Word { word, at } => {
                if word[usize::from(at)] != b {
                    return Advance::Broken(Syntax::Unexpected {
                        found: b,
                        expected: "a value",
                    });
                }
                match usize::from(at) + 1 == word.len() {
                    true => self.value_done(),
                    false => {
                        self.lex = Lex::Word { word, at: at + 1 };
                        Advance::More
                    }
                }
            }
        }
    }

    /// The state at the end of the input (or of a value cut off): true when
    /// a top-level scalar was just completed by it.
    pub(super) fn finish(&mut self) -> bool {
        match self.lex {
            Lex::Number(Num::Zero | Num::Int | Num::Frac | Num::ExpInt) => {
                self.stack.depth == 0 && {
                    self.lex = Lex::Want(Want::CommaOrClose);
                    true
                }
            }
            _ => false,
        }
    }

    fn want(&mut self, want: Want, b: u8) -> Advance {
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            return Advance::More;
        }
        match (want, b) {
            (Want::Value | Want::ValueOrClose, _) => match self.open_value(b) {
                Some(step) => step,
                None if want == Want::ValueOrClose && b == b']' => self.close(false),
                None => Advance::Broken(self.bad_value(want, b)),
            },
            (Want::Key | Want::KeyOrClose, b'"') => {
                self.lex = Lex::Str { key: true };
                Advance::More
            }
            (Want::KeyOrClose, b'}') => self.close(true),
            (Want::Key, b'}') => Advance::Broken(Syntax::TrailingComma(b'}')),
            (Want::Key | Want::KeyOrClose, _) => {
                Advance::Broken(hint(b).unwrap_or(Syntax::Unexpected {
                    found: b,
                    expected: "a key in double quotes",
                }))
            }
            (Want::Colon, b':') => {
                self.lex = Lex::Want(Want::Value);
                Advance::More
            }
            (Want::Colon, _) => Advance::Broken(Syntax::Unexpected {
                found: b,
                expected: "':' after a key",
            }),
            (Want::CommaOrClose, b',') => {
                self.lex = match self.stack.top_is_object() {
                    Some(true) => Lex::Want(Want::Key),
                    _ => Lex::Want(Want::Value),
                };
                Advance::More
            }
            (Want::CommaOrClose, b']' | b'}') => self.close(b == b'}'),
            (Want::CommaOrClose, _) => Advance::Broken(hint(b).unwrap_or(Syntax::Unexpected {
                found: b,
                expected: match self.stack.top_is_object() {
                    Some(true) => "',' or '}' after an object member",
                    _ => "',' or ']' after an array element",
                },
            })),
        }
    }

    /// Starts the value that `b` opens, if it opens one.
    fn open_value(&mut self, b: u8) -> Option<Advance> {
        self.lex = match b {
            b'{' => {
                self.stack.push(true);
                Lex::Want(Want::KeyOrClose)
            }
            b'[' => {
                self.stack.push(false);
                Lex::Want(Want::ValueOrClose)
            }
            b'"' => Lex::Str { key: false },
            b'-' => Lex::Number(Num::Minus),
            b'0' => Lex::Number(Num::Zero),
            b'1'..=b'9' => Lex::Number(Num::Int),
            b't' => Lex::Word {
                word: b"true",
                at: 1,
            },
            b'f' => Lex::Word {
                word: b"false",
                at: 1,
            },
            b'n' => Lex::Word {
                word: b"null",
                at: 1,
            },
            _ => return None,
        };
        Some(Advance::More)
    }

    fn bad_value(&self, want: Want, b: u8) -> Syntax {
        if matches!(b, b']' | b'}') && want == Want::Value && self.stack.depth > 0 {
            return Syntax::TrailingComma(b);
        }
        if b == b'(' && self.stack.depth == 0 {
            return Syntax::Tuple;
        }
        hint(b).unwrap_or(Syntax::Unexpected {
            found: b,
            expected: "a value",
        })
    }

    fn close(&mut self, object: bool) -> Advance {
        match self.stack.top_is_object() {
            Some(top) if top == object => {
                self.stack.pop();
                self.value_done()
            }
            _ => Advance::Broken(Syntax::Unexpected {
                found: if object { b'}' } else { b']' },
                expected: match self.stack.top_is_object() {
                    Some(true) => "',' or '}' after an object member",
                    _ => "',' or ']' after an array element",
                },
            }),
        }
    }

    fn value_done(&mut self) -> Advance {
        self.lex = Lex::Want(Want::CommaOrClose);
        match self.stack.depth {
            0 => Advance::Done,
            _ => Advance::More,
        }
    }

    fn string(&mut self, key: bool, b: u8) -> Advance {
        match b {
            b'"' if key => {
                self.lex = Lex::Want(Want::Colon);
                Advance::More
            }
            b'"' => self.value_done(),
            b'\\' => {
                self.lex = Lex::Escape { key };
                Advance::More
            }
            0..=0x1f => Advance::Broken(Syntax::ControlInString),
            _ => Advance::More,
        }
    }

    fn escape(&mut self, key: bool, b: u8) -> Advance {
        self.lex = match b {
            b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => Lex::Str { key },
            b'u' => Lex::Unicode { key, left: 4 },
            _ => return Advance::Broken(Syntax::BadEscape(b)),
        };
        Advance::More
    }

    fn number(&mut self, num: Num, b: u8) -> Advance {
        let next = match (num, b) {
            (Num::Minus, b'0') => Num::Zero,
            (Num::Zero, b'0'..=b'9') => return Advance::Broken(Syntax::LeadingZero),
            (Num::Minus, b'1'..=b'9') => Num::Int,
            (Num::Int, b'0'..=b'9') => Num::Int,
            (Num::Zero | Num::Int, b'.') => Num::Dot,
            (Num::Dot | Num::Frac, b'0'..=b'9') => Num::Frac,
            (Num::Zero | Num::Int | Num::Frac, b'e' | b'E') => Num::Exp,
            (Num::Exp, b'+' | b'-') => Num::ExpSign,
            (Num::Exp | Num::ExpSign | Num::ExpInt, b'0'..=b'9') => Num::ExpInt,
            (Num::Zero | Num::Int | Num::Frac | Num::ExpInt, _) => {
                // The number ended before this byte, which is read again in
                // the state after a value.
                self.lex = Lex::Want(Want::CommaOrClose);
                if self.stack.depth == 0 {
                    return Advance::DoneBefore;
                }
                return self.want(Want::CommaOrClose, b);
            }
            _ => {
                return Advance::Broken(Syntax::Unexpected {
                    found: b,
                    expected: "a digit",
                });
            }
        };
        self.lex = Lex::Number(next);
        Advance::More
    }
}

/// A hint for a byte that people write where JSON has no place for it.
pub(super) fn hint(b: u8) -> Option<Syntax> {
    match b {
        b'\'' => Some(Syntax::SingleQuote),
        b'/' | b'#' => Some(Syntax::Comment),
        b'(' | b')' => Some(Syntax::Tuple),
        b'T' | b'F' | b'N' | b'I' => Some(Syntax::PythonWord(b)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `text`; the index and step of the first byte that is not
    /// `More`.
    fn first_stop(text: &[u8]) -> Option<(usize, Advance)> {
        let mut a = Automaton::default();
        text.iter()
            .enumerate()
            .map(|(i, &b)| (i, a.step(b)))
            .find(|(_, s)| *s != Advance::More)
    }

    #[test]
    fn containers_end_on_their_closing_byte() {
        assert_eq!(
            first_stop(b"{\"a\": [1, -2.5e+3, \"]\\\"\"]}x"),
            Some((25, Advance::Done))
        );
        assert_eq!(
            first_stop(b"[[], {}, true, null]"),
            Some((19, Advance::Done))
        );
    }

    #[test]
    fn scalars_end_before_the_next_byte() {
        assert_eq!(first_stop(b"123 "), Some((3, Advance::DoneBefore)));
        assert_eq!(first_stop(b"true"), Some((3, Advance::Done)));
    }

    #[test]
    fn the_mistakes_people_make_get_hints() {
        assert_eq!(
            first_stop(b"[1,]"),
            Some((3, Advance::Broken(Syntax::TrailingComma(b']'))))
        );
        assert_eq!(
            first_stop(b"{\"a\":1,}"),
            Some((7, Advance::Broken(Syntax::TrailingComma(b'}'))))
        );
        assert_eq!(
            first_stop(b"['X']"),
            Some((1, Advance::Broken(Syntax::SingleQuote)))
        );
        assert_eq!(
            first_stop(b"(3, [])"),
            Some((0, Advance::Broken(Syntax::Tuple)))
        );
        assert_eq!(
            first_stop(b"[1, // two\n2]"),
            Some((4, Advance::Broken(Syntax::Comment)))
        );
        assert_eq!(
            first_stop(b"[True]"),
            Some((1, Advance::Broken(Syntax::PythonWord(b'T'))))
        );
        assert_eq!(
            first_stop(b"\"a\nb\""),
            Some((2, Advance::Broken(Syntax::ControlInString)))
        );
    }

    #[test]
    fn mismatched_brackets_are_broken() {
        assert!(matches!(first_stop(b"[1}"), Some((2, Advance::Broken(_)))));
        assert!(matches!(first_stop(b"[01]"), Some((2, Advance::Broken(_)))));
    }

    #[test]
    fn deep_nesting_needs_no_recursion() {
        let deep = [vec![b'['; 100_000], vec![b']'; 100_000]].concat();
        assert_eq!(first_stop(&deep), Some((199_999, Advance::Done)));
    }
}
