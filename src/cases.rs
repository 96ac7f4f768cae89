//! The stream of cases every command reads: the sources in order, each cut
//! into records, numbered from 1 across all sources, each with its place
//! ready for messages; and the parsing of a record into a case.

use std::sync::Arc;

use ttt_judge::{Case, Variant, parse_case};

use crate::input::{Record, Source, SourceReader};

/// Where a case is: its number in the stream, its file and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The case's number, from 1, across all sources.
    pub number: usize,
    /// The source's name, as in messages.
    pub file: Arc<str>,
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

/// Parses a record into a case; the error is the whole message, place and
/// all.
pub fn parse(place: &Place, record: &Record, forced: Option<Variant>) -> Result<Case, String> {
    if let Some(why) = &record.broken {
        return Err(place.message(why));
    }
    parse_case(&record.text, forced)
        .map_err(|e| place.message_at(record.position(e.offset), e.message))
}

/// One item of the record stream.
pub enum RecordItem {
    /// A case's text and where it is.
    Record {
        /// Where the case is.
        place: Place,
        /// Its text.
        record: Record,
    },
    /// A source that could not be opened or read: the message.
    Unreadable(String),
}

/// The records of several sources, in order.
pub struct Records {
    sources: std::vec::IntoIter<Source>,
    current: Option<(Arc<str>, SourceReader)>,
    number: usize,
}

impl Records {
    /// The records of `sources`.
    pub fn new(sources: Vec<Source>) -> Records {
        Records {
            sources: sources.into_iter(),
            current: None,
            number: 0,
        }
    }

    /// Takes back records that are done with, so that their memory holds
    /// later ones.
    pub fn recycle(&mut self, items: Vec<RecordItem>) {
        if let Some((_, reader)) = &mut self.current {
            for item in items {
                if let RecordItem::Record { record, .. } = item {
                    reader.recycle(record.text);
                }
            }
        }
    }

    /// True when the next item can be had without waiting for input.
    pub fn has_buffered(&mut self) -> bool {
        self.current.as_mut().is_some_and(|(_, r)| r.has_buffered())
    }
}

impl Iterator for Records {
    type Item = RecordItem;

    fn next(&mut self) -> Option<RecordItem> {
        loop {
            let Some((name, reader)) = &mut self.current else {
                let source = self.sources.next()?;
                let name: Arc<str> = source.name().into();
                match source.open() {
                    Ok(reader) => self.current = Some((name, reader)),
                    Err(e) => return Some(RecordItem::Unreadable(format!("{name}: {e}"))),
                }
                continue;
            };
            match reader.next_record() {
                Ok(Some(record)) => {
                    self.number += 1;
                    let place = Place {
                        number: self.number,
                        file: name.clone(),
                        line: record.line,
                    };
                    return Some(RecordItem::Record { place, record });
                }
                Ok(None) => self.current = None,
                Err(e) => {
                    let message = format!("{name}: {e}");
                    self.current = None;
                    return Some(RecordItem::Unreadable(message));
                }
            }
        }
    }
}

/// One item of the case stream.
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

/// The cases of several sources, in order, parsed.
pub struct Cases {
    records: Records,
    forced: Option<Variant>,
}

impl Cases {
    /// The cases of `sources`, judged as `forced` when it is given.
    pub fn new(sources: Vec<Source>, forced: Option<Variant>) -> Cases {
        Cases {
            records: Records::new(sources),
            forced,
        }
    }
}

impl Iterator for Cases {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        Some(match self.records.next()? {
            RecordItem::Record { place, record } => {
                let case = parse(&place, &record, self.forced);
                Item::Case { place, case }
            }
            RecordItem::Unreadable(message) => Item::Unreadable(message),
        })
    }
}
