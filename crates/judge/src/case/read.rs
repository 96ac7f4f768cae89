//! Reading a record into its cases: one case for most records, several
//! for a line that held several values, each with its [`Place`], or the
//! typed error that says why it is not a case.

use std::sync::Arc;

use super::{Case, CaseError, ErrorKind, Place, parse_case};
use crate::input::{Framing, Position, Record, Splitter, Syntax, position_in};
use crate::variant::Variant;

/// What a record holds.
#[derive(Debug)]
pub(crate) enum Reading {
    /// One case.
    Case(Case),
    /// One value that is not a case: what is wrong, and where.
    Error(Option<Position>, ErrorKind),
    /// A line that holds several values, or values and broken text: the
    /// records it splits into, each to be read in turn.
    Split(Box<Splitter>),
}

/// Reads a record, as `forced` when a variant is named on the command line.
pub(crate) fn read(record: &Record, forced: Option<Variant>) -> Reading {
    match record.framing {
        Framing::Broken { syntax, .. } if syntax == Syntax::TooLarge => {
            Reading::Error(None, ErrorKind::Syntax(syntax))
        }
        Framing::Broken { at, syntax } => Reading::Error(Some(at), ErrorKind::Syntax(syntax)),
        Framing::Exact => parse(record, forced),
        Framing::Tentative { next } => match parse(record, forced) {
            Reading::Case(case) => Reading::Case(case),
            failed => {
                // The line is one value, or one broken value, unless framing
                // it byte by byte cuts it into several; a broken one gets the
                // framer's message, as it would have framed byte by byte.
                let mut split = Splitter::new(record, next);
                let first = split.next();
                let second = split.next();
                match (first, second) {
                    (Some(one), None) if one.start == record.start => match one.framing {
                        Framing::Broken { at, syntax } => {
                            Reading::Error(Some(at), ErrorKind::Syntax(syntax))
                        }
                        _ => failed,
                    },
                    (first, second) => {
                        // Both go back in front of what the splitter holds.
                        for record in [second, first].into_iter().flatten() {
                            split.ready.push_front(record);
                        }
                        Reading::Split(Box::new(split))
                    }
                }
            }
        },
    }
}

fn parse(record: &Record, forced: Option<Variant>) -> Reading {
    match parse_case(&record.text, forced) {
        Ok(case) => Reading::Case(case),
        Err(e) => {
            let at = position_in(&record.text, record.start, e.offset);
            Reading::Error(Some(at), ErrorKind::Read(e.kind))
        }
    }
}

/// The cases a record holds, each with its place, numbered on from
/// `first`: one for most records, several for a line that held several
/// values.
pub fn read_cases(
    record: &Record,
    source: &Arc<str>,
    first: usize,
    forced: Option<Variant>,
) -> ReadCases {
    let mut cases = ReadCases {
        source: source.clone(),
        forced,
        number: first,
        one: None,
        split: None,
    };
    match read(record, forced) {
        Reading::Split(split) => cases.split = Some(*split),
        reading => cases.one = Some(cases.place(record, reading)),
    }
    cases
}

/// The cases of one record, read one at a time (see [`read_cases`]).
#[derive(Debug)]
pub struct ReadCases {
    source: Arc<str>,
    forced: Option<Variant>,
    number: usize,
    one: Option<(Place, Result<Case, CaseError>)>,
    split: Option<Splitter>,
}

impl ReadCases {
    fn place(&mut self, record: &Record, reading: Reading) -> (Place, Result<Case, CaseError>) {
        let place = Place {
            number: self.number,
            source: self.source.clone(),
            line: record.start.line,
            at: None,
        };
        self.number += 1;
        let case = match reading {
            Reading::Case(case) => Ok(case),
            Reading::Error(at, kind) => Err(CaseError {
                place: Place {
                    at,
                    ..place.clone()
                },
                kind,
            }),
            Reading::Split(_) => unreachable!("a split record is not split again"),
        };
        (place, case)
    }
}

impl Iterator for ReadCases {
    type Item = (Place, Result<Case, CaseError>);

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(one) = self.one.take() {
            return Some(one);
        }
        let record = self.split.as_mut()?.next()?;
        let reading = read(&record, self.forced);
        Some(self.place(&record, reading))
    }
}
