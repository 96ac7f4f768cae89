//! The fields of a case and how each one's value is read and checked, with
//! messages that name the exact place (`rows[17]`, `moves[3][1]`), the value
//! found, and what would be valid.

use std::fmt;

use crate::case::{Move, Variant, list};
use crate::engine::{Coord, Mark};
use crate::json::{JsonError, Kind, Parser, excerpt};

/// Every key a named case may hold.
const KEYS: [&str; 8] = [
    "n",
    "playerMarks",
    "players",
    "rows",
    "cols",
    "k",
    "moves",
    "variant",
];

/// The fields of a case as read, before the variant is settled.
#[derive(Default, Debug)]
pub(crate) struct Fields {
    pub n: Option<u64>,
    pub marks: Option<Vec<Mark>>,
    pub players: Option<Vec<Mark>>,
    pub rows: Option<Vec<Coord>>,
    pub cols: Option<Vec<Coord>>,
    pub k: Option<u64>,
    pub moves: Option<Vec<Move>>,
    pub variant: Option<Variant>,
    /// The keys present, in the order they appeared.
    present: Vec<&'static str>,
}

/// Reads a named case's object into its fields; an unknown key is an error
/// that names it.
pub(crate) fn read_fields(p: &mut Parser<'_>) -> Result<Fields, JsonError> {
    let mut fields = Fields::default();
    p.object(|p, key, at| match KEYS.iter().find(|k| **k == key) {
        Some(name) => fields.read(p, name),
        None => Err(unknown_key(key, at)),
    })?;
    Ok(fields)
}

impl Fields {
    /// Reads the value of the field `name` (one of [`KEYS`]).
    pub(crate) fn read(&mut self, p: &mut Parser<'_>, name: &'static str) -> Result<(), JsonError> {
        self.present.push(name);
        match name {
            "n" => self.n = Some(read_positive(p, name, "a board size")?),
            "k" => self.k = Some(read_positive(p, name, "a win length")?),
            "playerMarks" => self.marks = Some(read_marks(p, name)?),
            "players" => self.players = Some(read_list(p, name, 4, read_mark)?),
            "rows" => self.rows = Some(read_list(p, name, 2, read_int)?),
            "cols" => self.cols = Some(read_list(p, name, 2, read_int)?),
            "moves" => self.moves = Some(read_moves(p, name)?),
            "variant" => self.variant = Some(read_variant(p)?),
            _ => unreachable!("only known keys are read"),
        }
        Ok(())
    }

    /// The variant this case is judged as: the one forced on the command
    /// line, else the `"variant"` key, else the one its keys belong to. Every
    /// key present must belong to it.
    pub(crate) fn variant_for(&self, forced: Option<Variant>) -> Result<Variant, String> {
        if let (Some(forced), Some(declared)) = (forced, self.variant)
            && forced != declared
        {
            return Err(format!(
                "the case says \"variant\": \"{declared}\" but --variant {forced} was given"
            ));
        }
        let keys = || self.present.iter().filter(|k| **k != "variant");
        let variant = forced.or(self.variant).or_else(|| {
            let multi_only = |k: &&&str| !Variant::FullLine.fields().contains(k);
            match (keys().any(|k| multi_only(&k)), keys().any(|k| *k == "n")) {
                (true, _) => Some(Variant::Multi),
                (false, true) => Some(Variant::FullLine),
                (false, false) => keys().next().map(|_| Variant::Classic),
            }
        });
        let Some(variant) = variant else {
            return Err(format!(
                "an empty case: a case holds the fields of one variant: {}",
                variants_and_fields()
            ));
        };
        if let Some(stray) = keys().find(|k| !variant.fields().contains(k)) {
            return Err(format!(
                "\"{stray}\" is not a field of a {variant} case (a {variant} case has {})",
                list(variant.fields())
            ));
        }
        Ok(variant)
    }
}

fn variants_and_fields() -> String {
    let each: Vec<String> = Variant::ALL
        .iter()
        .map(|v| format!("{v} ({})", v.fields().join(", ")))
        .collect();
    each.join("; ")
}

fn unknown_key(key: &str, at: usize) -> JsonError {
    let close = KEYS
        .iter()
        .find(|k| k.eq_ignore_ascii_case(key) || edit_distance(k, key) <= 2);
    let hint = match close {
        Some(k) => format!("did you mean \"{k}\"?"),
        None => format!("the fields are {}, and variant", variants_and_fields()),
    };
    JsonError::new(at, format!("unknown field \"{key}\" ({hint})"))
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let next = (row[j] + 1).min(row[j + 1] + 1).min(prev + cost);
            prev = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// Where a value sits in a case: `rows`, `rows[17]` or `moves[3][1]`.
#[derive(Clone, Copy)]
pub(crate) struct Path<'n> {
    name: &'n str,
    index: Option<usize>,
    sub: Option<usize>,
}

impl<'n> Path<'n> {
    fn field(name: &'n str) -> Path<'n> {
        Path {
            name,
            index: None,
            sub: None,
        }
    }

    fn at(self, index: usize) -> Path<'n> {
        match self.index {
            None => Path {
                index: Some(index),
                ..self
            },
            Some(_) => Path {
                sub: Some(index),
                ..self
            },
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)?;
        for i in [self.index, self.sub].into_iter().flatten() {
            write!(f, "[{i}]")?;
        }
        Ok(())
    }
}

/// An error about the value at `at` (or after whitespace there), written
/// `path = value problem`.
fn bad_value(p: &mut Parser<'_>, at: usize, path: Path<'_>, problem: &str) -> JsonError {
    p.rewind(at);
    let at = p.value_offset();
    match p.skip_value() {
        Ok(text) => JsonError::new(at, format!("{path} = {} {problem}", excerpt(text))),
        Err(syntax) => syntax,
    }
}

#[inline]
fn read_int(p: &mut Parser<'_>, path: Path<'_>) -> Result<i64, JsonError> {
    match p.integer() {
        Some(value) => Ok(value),
        None => read_unusual_int(p, path),
    }
}

/// An integer the fast path does not take: large, or not an integer at all.
#[cold]
#[inline(never)]
fn read_unusual_int(p: &mut Parser<'_>, path: Path<'_>) -> Result<i64, JsonError> {
    let at = p.offset();
    if p.peek_kind()? == Kind::Number {
        let number = p.number()?;
        if let Some(value) = number.integer {
            return Ok(value);
        }
        if number.integral {
            return Err(bad_value(
                p,
                at,
                path,
                "does not fit in a 64-bit signed integer",
            ));
        }
    }
    Err(bad_value(p, at, path, "is not an integer"))
}

fn read_positive(p: &mut Parser<'_>, name: &str, what: &str) -> Result<u64, JsonError> {
    let at = p.offset();
    let value = read_int(p, Path::field(name))?;
    u64::try_from(value)
        .ok()
        .filter(|&v| v >= 1)
        .ok_or_else(|| {
            bad_value(
                p,
                at,
                Path::field(name),
                &format!("is not {what} ({name} must be at least 1)"),
            )
        })
}

/// The most elements room is made for before a list is read.
const LIST_CAPACITY_HINT: usize = 1 << 17;

/// Reads a list whose elements each take at least `min_bytes` of text
/// (with the comma after them).
fn read_list<T>(
    p: &mut Parser<'_>,
    name: &str,
    min_bytes: usize,
    mut element: impl FnMut(&mut Parser<'_>, Path<'_>) -> Result<T, JsonError>,
) -> Result<Vec<T>, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::Array {
        return Err(bad_value(p, at, Path::field(name), "is not a list"));
    }
    // Room for as many elements as the rest of the text could hold (up to a
    // cap), so a long list is not copied as it grows.
    let mut items = Vec::with_capacity((p.remaining() / min_bytes).min(LIST_CAPACITY_HINT));
    let mut more = p.open_array()?;
    while more {
        items.push(element(p, Path::field(name).at(items.len()))?);
        more = p.array_continues()?;
    }
    Ok(items)
}

/// Reads a list of `[row, col]` pairs.
pub(crate) fn read_moves(p: &mut Parser<'_>, name: &str) -> Result<Vec<Move>, JsonError> {
    read_list(p, name, 6, |p, path| match p.integer_pair() {
        Some((row, col)) => Ok(Move { row, col }),
        None => read_unusual_move(p, path),
    })
}

/// A move the fast path does not take: spaced oddly, with large numbers, or
/// not a pair of integers at all.
#[cold]
#[inline(never)]
fn read_unusual_move(p: &mut Parser<'_>, path: Path<'_>) -> Result<Move, JsonError> {
    {
        let at = p.offset();
        if p.peek_kind()? != Kind::Array {
            return Err(bad_value(p, at, path, "is not a [row, col] pair"));
        }
        let mut pair = [0; 2];
        let len = p.array(|p, i| {
            if i < 2 {
                pair[i] = read_int(p, path.at(i))?;
            } else {
                p.skip_value()?;
            }
            Ok(())
        })?;
        if len != 2 {
            return Err(bad_value(p, at, path, "is not a [row, col] pair"));
        }
        Ok(Move {
            row: pair[0],
            col: pair[1],
        })
    }
}

/// A mark: a string of one printable ASCII character (codes 32..126).
#[inline]
fn read_mark(p: &mut Parser<'_>, path: Path<'_>) -> Result<Mark, JsonError> {
    match p.plain_char() {
        Some(mark) => Ok(mark),
        None => read_unusual_mark(p, path),
    }
}

/// A mark the fast path does not take: escaped, or not a mark at all.
#[cold]
#[inline(never)]
fn read_unusual_mark(p: &mut Parser<'_>, path: Path<'_>) -> Result<Mark, JsonError> {
    let at = p.offset();
    if p.peek_kind()? != Kind::String {
        return Err(bad_value(
            p,
            at,
            path,
            "is not a mark (a one-character string)",
        ));
    }
    let text = p.string()?;
    let mut chars = text.chars();
    let problem = match (chars.next(), chars.next()) {
        (Some(c @ ' '..='~'), None) => return Ok(c as u8),
        (None, _) => "is empty (a mark is one character)",
        (Some(_), Some(_)) => "is more than one character (a mark is one character)",
        (Some(_), None) => "is not printable ASCII (a mark is one character with code 32..126)",
    };
    Err(bad_value(p, at, path, problem))
}

/// The marks in turn order: at least one, all distinct.
fn read_marks(p: &mut Parser<'_>, name: &str) -> Result<Vec<Mark>, JsonError> {
    let at = p.offset();
    let mut first_at: [Option<usize>; 128] = [None; 128];
    let mut offsets = Vec::new();
    let marks = read_list(p, name, 4, |p, path| {
        offsets.push(p.offset());
        read_mark(p, path)
    })?;
    if marks.is_empty() {
        return Err(bad_value(
            p,
            at,
            Path::field(name),
            "is empty (a game needs at least one player)",
        ));
    }
    for (i, &mark) in marks.iter().enumerate() {
        if let Some(earlier) = first_at[usize::from(mark)] {
            let problem = format!("repeats {name}[{earlier}] (marks must be distinct)");
            return Err(bad_value(p, offsets[i], Path::field(name).at(i), &problem));
        }
        first_at[usize::from(mark)] = Some(i);
    }
    Ok(marks)
}

fn read_variant(p: &mut Parser<'_>) -> Result<Variant, JsonError> {
    let at = p.offset();
    let path = Path::field("variant");
    if p.peek_kind()? != Kind::String {
        return Err(bad_value(
            p,
            at,
            path,
            "is not a string (multi, fullline or classic)",
        ));
    }
    let name = p.string()?;
    name.parse()
        .map_err(|_| bad_value(p, at, path, "is not a variant (multi, fullline or classic)"))
}
