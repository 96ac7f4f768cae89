//! The three problem statements, each in a file of its own: its name, the
//! keys and forms its cases are written in, the statement's limits, the
//! engine's rules for it, the shape of its answer, its harness and what
//! `validate --summary` reports of it. [`Variant`] ties them together.
//!
//! A fourth statement is a fourth file here, a fourth [`Variant`], and the
//! match arms the compiler then asks for: no match over variants has a
//! catch-all arm.

use std::fmt;
use std::str::FromStr;

use crate::json_text::Text;

pub mod classic;
pub mod fullline;
pub mod multi;

/// Which problem statement a case belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Seed 000: K players, three in a row, rejected calls are `INVALID`.
    Multi,
    /// Seed 001: two players, a whole row, column or main diagonal wins.
    FullLine,
    /// Seed 002: A and B on 3×3, one result for the game.
    Classic,
}

impl Variant {
    /// How many variants there are.
    pub const COUNT: usize = 3;

    /// Every variant, in seed order.
    pub const ALL: [Variant; Variant::COUNT] =
        [Variant::Multi, Variant::FullLine, Variant::Classic];

    /// The name used in cases and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Multi => multi::NAME,
            Variant::FullLine => fullline::NAME,
            Variant::Classic => classic::NAME,
        }
    }

    /// The variant's place in [`Variant::ALL`].
    pub fn index(self) -> usize {
        match self {
            Variant::Multi => 0,
            Variant::FullLine => 1,
            Variant::Classic => 2,
        }
    }

    /// The named form's fields, required ones first.
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            Variant::Multi => multi::FIELDS,
            Variant::FullLine => fullline::FIELDS,
            Variant::Classic => classic::FIELDS,
        }
    }

    /// The positional form, as a reader would write it.
    pub fn positional_form(self) -> &'static str {
        match self {
            Variant::Multi => multi::POSITIONAL_FORM,
            Variant::FullLine => fullline::POSITIONAL_FORM,
            Variant::Classic => classic::POSITIONAL_FORM,
        }
    }

    /// The stem of the variant's harness files (`harness/STEM.EXT` and
    /// `harness/header/STEM.EXT`).
    pub fn harness_stem(self) -> &'static str {
        match self {
            Variant::Multi => multi::HARNESS_STEM,
            Variant::FullLine => fullline::HARNESS_STEM,
            Variant::Classic => classic::HARNESS_STEM,
        }
    }

    /// The names the statement's API gives a solution's entry points (a
    /// function, a class, its methods), as the harnesses look for them.
    pub fn api_names(self) -> &'static [&'static str] {
        match self {
            Variant::Multi => multi::API_NAMES,
            Variant::FullLine => fullline::API_NAMES,
            Variant::Classic => classic::API_NAMES,
        }
    }

    /// Whether `answer`, a solution's answer line read as written, has the
    /// shape of this variant's result (whatever its values): `multi` a list
    /// of pairs of status strings, `fullline` a list of integers, `classic`
    /// a string. An answer of the wrong shape is `PE`.
    pub fn check_answer_shape(self, answer: Text<'_>) -> Result<(), ShapeError> {
        match self {
            Variant::Multi => multi::check_answer_shape(answer),
            Variant::FullLine => fullline::check_answer_shape(answer),
            Variant::Classic => classic::check_answer_shape(answer),
        }
    }

    /// What `validate --summary` reports of the variant.
    pub(crate) fn summary_rows(self) -> &'static SummaryRows {
        match self {
            Variant::Multi => &multi::SUMMARY,
            Variant::FullLine => &fullline::SUMMARY,
            Variant::Classic => &classic::SUMMARY,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(name: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| UnknownVariant(name.to_string()))
    }
}

/// A name that is no variant's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a variant (expected multi, fullline or classic)",
            self.0
        )
    }
}

impl std::error::Error for UnknownVariant {}

/// How an answer differs from its variant's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// The answer should be a list and is not.
    NotList {
        /// What the entries should be: `integers`.
        entries: &'static str,
    },
    /// Entry `index` of the list is not a `what`.
    Entry {
        /// The entry's index, from 0.
        index: usize,
        /// What it should be.
        what: &'static str,
    },
    /// The answer should be a string and is not.
    NotString,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NotList { entries } => write!(f, "the answer is not a list of {entries}"),
            ShapeError::Entry { index, what } => {
                write!(f, "entry {index} of the answer is not {what}")
            }
            ShapeError::NotString => f.write_str("the answer is not a string"),
        }
    }
}

impl std::error::Error for ShapeError {}

/// An answer that should be a list whose every entry passes `ok`; `names`
/// say what one entry and the entries should be.
fn check_list(
    answer: Text<'_>,
    [what, entries]: [&'static str; 2],
    ok: fn(Text<'_>) -> bool,
) -> Result<(), ShapeError> {
    if !answer.is_list() {
        return Err(ShapeError::NotList { entries });
    }
    match answer.items().position(|item| !ok(item)) {
        Some(index) => Err(ShapeError::Entry { index, what }),
        None => Ok(()),
    }
}

/// A bounded quantity of a case, as `validate --summary` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Quantity {
    /// The board size n.
    Size,
    /// The number of players.
    Players,
    /// The number of calls or moves.
    Moves,
    /// Every row.
    Rows,
    /// Every column.
    Cols,
}

/// One bounded quantity: (quantity, its name in one word for tools, its
/// name, its lower limit, its upper limit), the limits as the statement
/// writes them.
pub(crate) type Limit = (
    Quantity,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

/// What `validate --summary` reports of a variant: each bounded quantity
/// with its name and limits as the statement writes them, and the results
/// always listed (with their rank: wins, then full boards, then games not
/// over), even when no case ends that way.
#[derive(Debug)]
pub(crate) struct SummaryRows {
    /// (quantity, its name in one word for tools, its name, its lower
    /// limit, its upper limit).
    pub(crate) limits: &'static [Limit],
    /// (rank, result) pairs.
    pub(crate) results: &'static [(u8, &'static str)],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_variant_knows_its_answer_shape() {
        let shape = |variant: Variant, answer: &str| {
            variant
                .check_answer_shape(Text::new(answer))
                .map_err(|e| e.to_string())
        };
        let multi = r#"[["IN_PROGRESS", "IN_PROGRESS"], ["WIN:X", "WIN:X"]]"#;
        assert_eq!(shape(Variant::Multi, multi), Ok(()));
        assert_eq!(
            shape(Variant::Multi, r#"[["A", "B"], ["A"]]"#),
            Err("entry 1 of the answer is not a pair of status strings".to_string())
        );
        assert_eq!(
            shape(Variant::Multi, r#""WIN:X""#),
            Err("the answer is not a list of pairs of status strings".to_string())
        );
        assert_eq!(shape(Variant::FullLine, "[0, 0, 1]"), Ok(()));
        assert_eq!(
            shape(Variant::FullLine, "[0, -0, 18446744073709551617]"),
            Ok(())
        );
        assert_eq!(
            shape(Variant::FullLine, "[0, 1e0]"),
            Err("entry 1 of the answer is not an integer".to_string())
        );
        assert_eq!(
            shape(Variant::FullLine, r#""A""#),
            Err("the answer is not a list of integers".to_string())
        );
        assert_eq!(shape(Variant::Classic, r#""Draw""#), Ok(()));
        assert_eq!(
            Variant::Classic.check_answer_shape(Text::new("[0]")),
            Err(ShapeError::NotString)
        );
    }

    #[test]
    fn names_and_indexes_agree_with_all() {
        for (index, variant) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(variant.index(), index);
            assert_eq!(variant.name().parse::<Variant>(), Ok(variant));
        }
        assert_eq!(
            "tictactoe".parse::<Variant>().map_err(|e| e.to_string()),
            Err("\"tictactoe\" is not a variant (expected multi, fullline or classic)".to_string())
        );
    }
}
