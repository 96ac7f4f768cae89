//! The `"players"` key, which two variants use in two ways: `multi`'s
//! marks of each call (`["X", "O"]`), and LeetCode 348's player of each
//! `fullline` move (`[1, 2, 2]`, an extension of statement 001). The value
//! is read as the kind its first element says, before the variant is
//! settled, and read again only when that turns out to be the wrong kind,
//! to say exactly what is wrong with it for the variant it belongs to.

use super::values::{bad_list, read_list, read_mark, read_player_number};
use crate::case::error::{JsonError, ValueProblem};
use crate::case::json::{Kind, Parser};
use crate::engine::Mark;
use crate::variant::Variant;

/// A `"players"` list, as read.
#[derive(Debug)]
pub(crate) enum Players {
    /// Marks, one per `multi` call.
    Marks(Vec<Mark>),
    /// Player numbers, 1 or 2, one per `fullline` move.
    Numbers(Vec<u8>),
}

/// The `"players"` key of a case: where its value starts, and the value read
/// as marks or as numbers, or the error that reading gave.
#[derive(Debug)]
pub(crate) struct PlayersField {
    at: usize,
    numbers: bool,
    read: Result<Players, JsonError>,
}

impl PlayersField {
    /// Reads the value at `p`, as numbers when its first element is a
    /// number and as marks otherwise. A value of the wrong shape is kept as
    /// an error until the variant is known; only a JSON syntax error stops
    /// the reading at once.
    pub(crate) fn read(p: &mut Parser<'_>) -> Result<PlayersField, JsonError> {
        let at = p.value_offset();
        let numbers = first_is_number(&mut p.fork(at));
        let read = read_as(p, numbers);
        if read.is_err() {
            p.rewind(at);
            p.skip_value()?;
        }
        Ok(PlayersField { at, numbers, read })
    }

    /// The variant this value belongs to when no other key tells.
    pub(crate) fn variant(&self) -> Variant {
        match self.numbers {
            true => Variant::FullLine,
            false => Variant::Multi,
        }
    }

    /// The marks of a `multi` case.
    pub(crate) fn marks(self, p: &Parser<'_>) -> Result<Vec<Mark>, JsonError> {
        match self.read {
            Ok(Players::Marks(marks)) => Ok(marks),
            Err(e) if !self.numbers => Err(e),
            _ => match read_as(&mut p.fork(self.at), false)? {
                Players::Marks(marks) => Ok(marks),
                Players::Numbers(_) => unreachable!("read as marks"),
            },
        }
    }

    /// The player numbers of a `fullline` case.
    fn numbers(self, p: &Parser<'_>) -> Result<Vec<u8>, JsonError> {
        match self.read {
            Ok(Players::Numbers(numbers)) => Ok(numbers),
            Ok(Players::Marks(marks)) if marks.is_empty() => Ok(Vec::new()),
            Err(e) if self.numbers => Err(e),
            _ => match read_as(&mut p.fork(self.at), true)? {
                Players::Numbers(numbers) => Ok(numbers),
                Players::Marks(_) => unreachable!("read as numbers"),
            },
        }
    }

    /// The player numbers of a `fullline` case of `moves` moves: one per
    /// move.
    pub(crate) fn numbers_for(self, p: &Parser<'_>, moves: usize) -> Result<Vec<u8>, JsonError> {
        let at = self.at;
        let numbers = self.numbers(p)?;
        if numbers.len() != moves {
            let problem = ValueProblem::PlayersPerMove {
                entries: numbers.len(),
                moves,
            };
            return Err(bad_list(&mut p.fork(at), at, "players", problem));
        }
        Ok(numbers)
    }
}

fn first_is_number(p: &mut Parser<'_>) -> bool {
    matches!(p.open_array(), Ok(true)) && matches!(p.peek_kind(), Ok(Kind::Number))
}

fn read_as(p: &mut Parser<'_>, numbers: bool) -> Result<Players, JsonError> {
    Ok(match numbers {
        true => Players::Numbers(read_list(p, "players", 2, read_player_number)?),
        false => Players::Marks(read_list(p, "players", 4, read_mark)?),
    })
}
