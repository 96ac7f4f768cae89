//! Where a field's value is ([`FieldPath`]) and what is wrong with it
//! ([`ValueProblem`]).

use std::fmt;

/// Where a value sits in a case: `rows`, `rows[17]` or `moves[3][1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldPath {
    /// The field's name.
    pub name: &'static str,
    /// The index in the field's list, if the value is an element.
    pub index: Option<usize>,
    /// The index inside that element, if the value is one of its parts.
    pub sub: Option<usize>,
}

impl FieldPath {
    /// The field itself.
    pub(crate) fn field(name: &'static str) -> FieldPath {
        FieldPath {
            name,
            index: None,
            sub: None,
        }
    }

    /// Element `index` of this value.
    pub(crate) fn at(self, index: usize) -> FieldPath {
        match self.index {
            None => FieldPath {
                index: Some(index),
                ..self
            },
            Some(_) => FieldPath {
                sub: Some(index),
                ..self
            },
        }
    }
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)?;
        for i in [self.index, self.sub].into_iter().flatten() {
            write!(f, "[{i}]")?;
        }
        Ok(())
    }
}

/// What is wrong with a field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// An integer beyond 64 bits.
    TooLarge,
    /// Not an integer.
    NotInteger,
    /// Not at least 1; `what` it should be (`a board size`).
    NotPositive {
        /// What the value should be.
        what: &'static str,
    },
    /// Not a list.
    NotList,
    /// Not a `[row, col]` pair.
    NotPair,
    /// Not a string, where a mark should be.
    NotMark,
    /// An empty string, where a mark should be.
    EmptyMark,
    /// A string of several characters, where a mark should be.
    LongMark,
    /// A character outside printable ASCII, where a mark should be.
    UnprintableMark,
    /// An empty list of marks.
    NoMarks,
    /// A mark that repeats the one at `earlier`.
    RepeatedMark {
        /// The index of the earlier one.
        earlier: usize,
    },
    /// Not a string, where a variant's name should be.
    VariantNotString,
    /// A string that is no variant's name.
    NotVariant,
    /// Not 1 or 2, where a player number should be.
    NotPlayerNumber,
    /// A list of player numbers of the wrong length.
    PlayersPerMove {
        /// How many entries it has.
        entries: usize,
        /// How many moves there are.
        moves: usize,
    },
}

impl ValueProblem {
    /// Writes the problem with a value of the field `name`.
    pub(super) fn write(self, f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
        match self {
            ValueProblem::TooLarge => f.write_str("does not fit in a 64-bit signed integer"),
            ValueProblem::NotInteger => f.write_str("is not an integer"),
            ValueProblem::NotPositive { what } => {
                write!(f, "is not {what} ({name} must be at least 1)")
            }
            ValueProblem::NotList => f.write_str("is not a list"),
            ValueProblem::NotPair => f.write_str("is not a [row, col] pair"),
            ValueProblem::NotMark => f.write_str("is not a mark (a one-character string)"),
            ValueProblem::EmptyMark => f.write_str("is empty (a mark is one character)"),
            ValueProblem::LongMark => {
                f.write_str("is more than one character (a mark is one character)")
            }
            ValueProblem::UnprintableMark => {
                f.write_str("is not printable ASCII (a mark is one character with code 32..126)")
            }
            ValueProblem::NoMarks => f.write_str("is empty (a game needs at least one player)"),
            ValueProblem::RepeatedMark { earlier } => {
                write!(f, "repeats {name}[{earlier}] (marks must be distinct)")
            }
            ValueProblem::VariantNotString => {
                f.write_str("is not a string (multi, fullline or classic)")
            }
            ValueProblem::NotVariant => {
                f.write_str("is not a variant (multi, fullline or classic)")
            }
            ValueProblem::NotPlayerNumber => f.write_str("is not a player (1 or 2)"),
            ValueProblem::PlayersPerMove { entries, moves } => {
                let entries = match entries {
                    1 => "1 entry".to_string(),
                    count => format!("{count} entries"),
                };
                write!(
                    f,
                    "has {entries} but moves has {moves} (one player, 1 or 2, per move)"
                )
            }
        }
    }
}
