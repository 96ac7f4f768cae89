//! The fields of a case and how each one's value is read and checked, with
//! messages that name the exact place (`rows[17]`, `moves[3][1]`), the value
//! found, and what would be valid.

use crate::case::error::{JsonError, JsonErrorKind};
use crate::case::json::{Parser, quoted_excerpt};
use crate::case::{Coords, Moves};
use crate::engine::Mark;
use crate::variant::Variant;

mod values;

pub(crate) use values::read_moves;
use values::{read_coords, read_marks, read_positive, read_variant};

mod players;

pub(crate) use players::PlayersField;

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
    pub players: Option<PlayersField>,
    pub rows: Option<Coords>,
    pub cols: Option<Coords>,
    pub k: Option<u64>,
    pub moves: Option<Moves>,
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
            "players" => self.players = Some(PlayersField::read(p)?),
            "rows" => self.rows = Some(read_coords(p, name)?),
            "cols" => self.cols = Some(read_coords(p, name)?),
            "moves" => self.moves = Some(read_moves(p, name)?),
            "variant" => self.variant = Some(read_variant(p)?),
            _ => unreachable!("only known keys are read"),
        }
        Ok(())
    }

    /// The variant this case is judged as: the one forced on the command
    /// line, else the `"variant"` key, else the one its keys belong to. Every
    /// key present must belong to it.
    pub(crate) fn variant_for(&self, forced: Option<Variant>) -> Result<Variant, JsonErrorKind> {
        if let (Some(forced), Some(declared)) = (forced, self.variant)
            && forced != declared
        {
            return Err(JsonErrorKind::VariantConflict { declared, forced });
        }
        let keys = || self.present.iter().filter(|k| **k != "variant");
        let variant = forced.or(self.variant).or_else(|| self.variant_from_keys());
        let Some(variant) = variant else {
            return Err(JsonErrorKind::EmptyCase);
        };
        if let Some(&key) = keys().find(|k| !variant.fields().contains(k)) {
            return Err(JsonErrorKind::StrayField { key, variant });
        }
        Ok(variant)
    }

    /// The variant a case's keys belong to: `multi` when one of its own
    /// keys is there; else `fullline` or `classic` (with `n` or not) when
    /// `moves` is; else `players` tells, by the kind of its values (marks,
    /// or LeetCode 348's player numbers); else `n` means `fullline`.
    fn variant_from_keys(&self) -> Option<Variant> {
        let keys = || self.present.iter().filter(|k| **k != "variant");
        let has = |key: &str| keys().any(|k| *k == key);
        let multi_only = |k: &&&str| !Variant::FullLine.fields().contains(k);
        if keys().any(|k| multi_only(&k)) {
            return Some(Variant::Multi);
        }
        match (&self.players, has("moves"), has("n")) {
            (_, true, true) => Some(Variant::FullLine),
            (_, true, false) => Some(Variant::Classic),
            (Some(players), false, _) => Some(players.variant()),
            (None, false, true) => Some(Variant::FullLine),
            (None, false, false) => keys().next().map(|_| Variant::Classic),
        }
    }
}

fn unknown_key(key: &str, at: usize) -> JsonError {
    let close = close_key(key);
    let key = quoted_excerpt(key);
    JsonError::new(at, JsonErrorKind::UnknownField { key, close })
}

/// The known key an unknown one is a typo of, if any: the same but for
/// case, or (for a key of printable characters no longer than the longest
/// known key and a few more) at most two edits away, and fewer edits than
/// the key has characters.
fn close_key(key: &str) -> Option<&'static str> {
    let longest = KEYS.iter().map(|k| k.len()).max().unwrap_or(0);
    let typo = key.len() <= longest + 4 && key.bytes().all(|b| b.is_ascii_graphic());
    KEYS.iter().copied().find(|k| {
        k.eq_ignore_ascii_case(key)
            || (typo && edit_distance(k, key) <= 2.min(key.len().saturating_sub(1)))
    })
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
