//! The stream of records every command reads: the sources in order, each
//! framed on its own (a case never runs across the end of a file), and the
//! same stream read into numbered cases.

use std::fmt;
use std::io;
use std::sync::Arc;

use ttt_judge::case::{CaseError, Place, ReadCases, read_cases};
use ttt_judge::input::Record;
use ttt_judge::{Case, Variant};

use super::source::{Source, SourceFramer};

/// One item of the record stream.
pub(crate) enum Item {
    /// A record and the name of its source.
    Record(Arc<str>, Record),
    /// A source that could not be opened or read.
    BadInput(BadInput),
}

/// A source that could not be opened or read, and why.
#[derive(Debug)]
pub(crate) struct BadInput {
    /// The source's name, as messages give it.
    pub source: Arc<str>,
    /// What went wrong.
    pub error: io::Error,
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.source, self.error)
    }
}

impl std::error::Error for BadInput {}

/// The records of several sources, in order.
pub(crate) struct Stream {
    sources: std::vec::IntoIter<Source>,
    current: Option<(Arc<Source>, Arc<str>, SourceFramer)>,
}

impl Stream {
    /// The records of `sources`.
    pub(crate) fn new(sources: Vec<Source>) -> Stream {
        Stream {
            sources: sources.into_iter(),
            current: None,
        }
    }

    /// Takes back the text of a record that is done with, so that its
    /// memory holds a later one.
    pub(crate) fn recycle(&mut self, text: Vec<u8>) {
        if let Some((_, _, framer)) = &mut self.current {
            framer.recycle(text);
        }
    }

    /// True when the next item can be had without waiting for input.
    pub(crate) fn has_buffered(&mut self) -> bool {
        self.current
            .as_mut()
            .is_some_and(|(_, _, f)| f.has_buffered())
    }

    /// The source the last record came from.
    fn source(&self) -> Option<&Arc<Source>> {
        self.current.as_ref().map(|(source, ..)| source)
    }
}

impl Iterator for Stream {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        loop {
            let Some((_, name, framer)) = &mut self.current else {
                let source = self.sources.next()?;
                let name: Arc<str> = source.name().into();
                match source.open() {
                    Ok(framer) => self.current = Some((Arc::new(source), name, framer)),
                    Err(error) => {
                        return Some(Item::BadInput(BadInput {
                            source: name,
                            error,
                        }));
                    }
                }
                continue;
            };
            match framer.next_record() {
                Ok(Some(record)) => return Some(Item::Record(name.clone(), record)),
                Ok(None) => self.current = None,
                Err(error) => {
                    let source = name.clone();
                    self.current = None;
                    return Some(Item::BadInput(BadInput { source, error }));
                }
            }
        }
    }
}

/// The cases of several sources, in order, read and numbered from 1.
pub(crate) struct Cases {
    stream: Stream,
    forced: Option<Variant>,
    /// Cases read so far.
    number: usize,
    ready: Option<ReadCases>,
    /// Where the cases ready came from.
    source: Option<Arc<Source>>,
}

impl Cases {
    /// The cases of `sources`, read as `forced` when it is given.
    pub(crate) fn new(sources: Vec<Source>, forced: Option<Variant>) -> Cases {
        Cases {
            stream: Stream::new(sources),
            forced,
            number: 0,
            ready: None,
            source: None,
        }
    }

    /// Where the case last given came from.
    pub(crate) fn source(&self) -> Option<&Arc<Source>> {
        self.source.as_ref()
    }
}

impl Iterator for Cases {
    type Item = Result<(Place, Result<Case, CaseError>), BadInput>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(case) = self.ready.as_mut().and_then(Iterator::next) {
                self.number = case.0.number;
                return Some(Ok(case));
            }
            match self.stream.next()? {
                Item::Record(source, record) => {
                    let cases = read_cases(&record, &source, self.number + 1, self.forced);
                    self.ready = Some(cases);
                    self.source = self.stream.source().cloned();
                    self.stream.recycle(record.text);
                }
                Item::BadInput(e) => return Some(Err(e)),
            }
        }
    }
}
