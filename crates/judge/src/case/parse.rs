//! Reading a case's JSON text: the named form, the positional form, and
//! telling the variant from the shape when neither the case nor the
//! command line names it.

use super::error::{JsonError, JsonErrorKind};
use super::fields::{Fields, read_fields, read_moves};
use super::json::{Kind, Parser};
use super::{Calls, Case, ClassicCase, Coords, FullLineCase, MultiCase};
use crate::engine::Mark;
use crate::variant::{Variant, fullline, multi};

/// Reads one case from its JSON text. `forced` is the variant named on the
/// command line, if any; otherwise the variant comes from the case's
/// `"variant"` key or its shape.
pub fn parse_case(text: &[u8], forced: Option<Variant>) -> Result<Case, JsonError> {
    let mut p = Parser::new(text);
    let case = match p.peek_kind()? {
        Kind::Object => named(&mut p, forced)?,
        Kind::Array => positional(&mut p, forced)?,
        _ => {
            let at = p.offset();
            let value = super::json::excerpt(p.skip_value()?);
            return Err(JsonError::new(at, JsonErrorKind::NotACase(value)));
        }
    };
    p.finish()?;
    Ok(case)
}

fn named(p: &mut Parser<'_>, forced: Option<Variant>) -> Result<Case, JsonError> {
    let start = p.offset();
    let fields = read_fields(p)?;
    let variant = fields
        .variant_for(forced)
        .map_err(|kind| JsonError::new(start, kind))?;
    let missing =
        |name: &'static str| JsonError::new(start, JsonErrorKind::MissingField { name, variant });
    Ok(match variant {
        Variant::Multi => {
            let Fields {
                n,
                marks,
                players,
                rows,
                cols,
                k,
                ..
            } = fields;
            Case::Multi(multi_case(
                n.ok_or_else(|| missing("n"))?,
                marks.ok_or_else(|| missing("playerMarks"))?,
                players.ok_or_else(|| missing("players"))?.marks(p)?,
                rows.ok_or_else(|| missing("rows"))?,
                cols.ok_or_else(|| missing("cols"))?,
                k,
                start,
            )?)
        }
        Variant::FullLine => {
            let size = fields.n.ok_or_else(|| missing("n"))?;
            let moves = fields.moves.ok_or_else(|| missing("moves"))?;
            let players = fields.players.map(|f| f.numbers_for(p, moves.len()));
            Case::FullLine(FullLineCase {
                size,
                moves,
                players: players.transpose()?,
            })
        }
        Variant::Classic => Case::Classic(ClassicCase {
            moves: fields.moves.ok_or_else(|| missing("moves"))?,
        }),
    })
}

fn positional(p: &mut Parser<'_>, forced: Option<Variant>) -> Result<Case, JsonError> {
    let start = p.offset();
    let first = peek_second(p).map(|(first, _)| first);
    p.rewind(start);
    if let Ok(Some(Kind::Object)) = first {
        return Err(array_of_cases(p, start));
    }
    let variant = match forced {
        Some(variant) => variant,
        None => tell_positional(p)?,
    };
    let expected = match variant {
        Variant::Multi => multi::POSITIONAL_LEN,
        Variant::FullLine => fullline::POSITIONAL_LEN,
        Variant::Classic => {
            return Ok(Case::Classic(ClassicCase {
                moves: read_moves(p, "moves")?,
            }));
        }
    };
    let mut fields = Fields::default();
    let read = p.array(|p, index| match variant.fields().get(index) {
        Some(name) if index < expected => fields.read(p, name),
        _ => p.skip_value().map(drop),
    });
    // A case of the wrong shape is reported as such, before what is wrong
    // with its elements.
    let len = match read {
        Ok(len) => len,
        Err(e) => {
            p.rewind(start);
            match p.array(|p, _| p.skip_value().map(drop)) {
                Ok(len) if len != expected => len,
                _ => return Err(e),
            }
        }
    };
    if len != expected {
        return Err(JsonError::new(
            start,
            JsonErrorKind::PositionalLength { variant, len },
        ));
    }
    let Fields {
        n,
        marks,
        players,
        rows,
        cols,
        moves,
        ..
    } = fields;
    let n = n.expect("a positional case's first element is n");
    Ok(match variant {
        Variant::Multi => Case::Multi(multi_case(
            n,
            marks.expect("element 1 is playerMarks"),
            players.expect("element 2 is players").marks(p)?,
            rows.expect("element 3 is rows"),
            cols.expect("element 4 is cols"),
            None,
            start,
        )?),
        Variant::FullLine => Case::FullLine(FullLineCase {
            size: n,
            moves: moves.expect("element 1 is moves"),
            players: None,
        }),
        Variant::Classic => unreachable!("a classic case has no n and is read above"),
    })
}

/// The variant of a positional case, from its shape: a list that does not
/// start with a number is classic's moves; `[n, [[r, c], ...]]` is fullline
/// and `[n, ["X", ...], ...]` multi. Only when the second element does not
/// tell (it is empty, or not a list) are the elements counted. The parser is
/// left where it was.
/// The error for an array whose first element is an object: the shape of a
/// file of cases written as one JSON array.
fn array_of_cases(p: &mut Parser<'_>, start: usize) -> JsonError {
    let len = p.array(|p, _| p.skip_value().map(drop)).ok();
    JsonError::new(start, JsonErrorKind::ArrayOfCases(len))
}

fn tell_positional(p: &mut Parser<'_>) -> Result<Variant, JsonError> {
    let start = p.offset();
    let told = peek_second(p);
    p.rewind(start);
    match told? {
        (Some(Kind::Number), Some(Kind::String)) => return Ok(Variant::Multi),
        (Some(Kind::Number), Some(Kind::Array)) => return Ok(Variant::FullLine),
        (Some(Kind::Number), _) => {}
        _ => return Ok(Variant::Classic),
    }
    let len = p.array(|p, _| p.skip_value().map(drop))?;
    p.rewind(start);
    match len {
        multi::POSITIONAL_LEN => Ok(Variant::Multi),
        fullline::POSITIONAL_LEN => Ok(Variant::FullLine),
        _ => Err(JsonError::new(
            start,
            JsonErrorKind::UnknownPositional { len },
        )),
    }
}

/// The kind of the first element, and of the first element inside the
/// second element when that is a list.
fn peek_second(p: &mut Parser<'_>) -> Result<(Option<Kind>, Option<Kind>), JsonError> {
    if !p.open_array()? {
        return Ok((None, None));
    }
    let first = p.peek_kind()?;
    if first != Kind::Number {
        return Ok((Some(first), None));
    }
    p.skip_value()?;
    if !p.array_continues()? || p.peek_kind()? != Kind::Array || !p.open_array()? {
        return Ok((Some(first), None));
    }
    Ok((Some(first), Some(p.peek_kind()?)))
}

fn multi_case(
    size: u64,
    marks: Vec<Mark>,
    players: Vec<Mark>,
    rows: Coords,
    cols: Coords,
    win_length: Option<u64>,
    at: usize,
) -> Result<MultiCase, JsonError> {
    if players.len() != rows.len() || players.len() != cols.len() {
        return Err(JsonError::new(
            at,
            JsonErrorKind::UnequalCalls {
                players: players.len(),
                rows: rows.len(),
                cols: cols.len(),
            },
        ));
    }
    let calls = Calls::from_parts(players, rows, cols);
    Ok(MultiCase {
        size,
        marks,
        win_length: win_length.unwrap_or(multi::WIN_LENGTH),
        win_length_given: win_length.is_some(),
        calls,
    })
}
