//! The stream of cases every command reads: the sources in order, each cut
//! into records, each record parsed into a case, numbered from 1 across all
//! sources, with its place ready for messages.

use std::rc::Rc;

use ttt_judge::json::JsonError;
use ttt_judge::{Case, Variant, parse_case};

use crate::input::{Record, Source, SourceReader};

/// Where a case is: its number in the stream, its file and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The case's number, from 1, across all sources.
    pub number: usize,
    /// The source's name, as in messages.
    pub file: Rc<str>,
    /// The line the case starts on.
    pub line: usize,
}

impl Place {
    /// `case 3 (cases.jsonl:3): <what>`.
    pub fn message(&self, what: impl std::fmt::Display) -> String {
        format!("case {} ({}:{}): {what}", self.number, self.file, self.line)
    }

    /// Like [`Place::message`], with the exact line and column.
    fn message_at(&self, (line, column): (usize, usize), what: impl std::fmt::Display) -> String {
        format!(
            "case {} ({}:{line}:{column}): {what}",
            self.number, self.file
        )
    }
}

/// One item of the stream.
pub enum Item {
    /// A case, or the message saying why it could not be read.
    Case {
        /// Where the case is.
        place: Place,
        /// The case, or the whole message for its error.
        case: Result<Case, String>,
    },
    /// A source that could not be opened or read: the message.
    Unreadable(String),
}

/// The cases of several sources, in order.
pub struct Cases {
    sources: std::vec::IntoIter<Source>,
    current: Option<(Rc<str>, SourceReader)>,
    forced: Option<Variant>,
    number: usize,
}

impl Cases {
    /// The cases of `sources`, judged as `forced` when it is given.
    pub fn new(sources: Vec<Source>, forced: Option<Variant>) -> Cases {
        Cases {
            sources: sources.into_iter(),
            current: None,
            forced,
            number: 0,
        }
    }

    /// True when the next item can be had without waiting for input.
    pub fn has_buffered(&self) -> bool {
        self.current.as_ref().is_some_and(|(_, r)| r.has_buffered())
    }

    fn case(&mut self, file: Rc<str>, record: Record) -> Item {
        self.number += 1;
        let place = Place {
            number: self.number,
            file,
            line: record.line,
        };
        let case = match &record.broken {
            Some(why) => Err(place.message(why)),
            None => parse_case(&record.text, self.forced)
                .map_err(|e: JsonError| place.message_at(record.position(e.offset), e.message)),
        };
        Item::Case { place, case }
    }
}

impl Iterator for Cases {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        loop {
            let Some((name, reader)) = &mut self.current else {
                let source = self.sources.next()?;
                let name: Rc<str> = source.name().into();
                match source.open() {
                    Ok(reader) => self.current = Some((name, reader)),
                    Err(e) => return Some(Item::Unreadable(format!("{name}: {e}"))),
                }
                continue;
            };
            match reader.next_record() {
                Ok(Some(record)) => {
                    let name = name.clone();
                    return Some(self.case(name, record));
                }
                Ok(None) => self.current = None,
                Err(e) => {
                    let message = format!("{name}: {e}");
                    self.current = None;
                    return Some(Item::Unreadable(message));
                }
            }
        }
    }
}
