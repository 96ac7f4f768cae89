//! Judging a stream of records on several threads while writing the answers
//! in input order, byte for byte as one thread would.
//!
//! The reading thread cuts the stream into batches (about 256 KiB of text, or
//! fewer records when the input has no more buffered); workers answer whole
//! batches; the reading thread writes them back in order, numbering the
//! cases as it goes (a line can turn out to hold several). Small inputs, and
//! inputs that arrive slowly, are answered on the reading thread alone, and
//! every answer is flushed before the reader waits for more input.
//!
//! Memory does not grow with the number of workers: the batches in flight
//! hold at most [`IN_FLIGHT_BYTES`] of text between them (a batch waits
//! for earlier ones to be written before it goes over), and a record of
//! [`LARGE_RECORD_BYTES`] or more is answered on the reading thread once
//! everything before it is written, its result written as it is made. A
//! thread is started only when every one started is busy (see [`pool`]),
//! and the buffers of answers written are handed to later batches, so that
//! no thread takes fresh memory for each batch and leaves it to the
//! allocator to give back.
//!
//! [`pool`]: super::pool

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::Arc;

use ttt_judge::Variant;
use ttt_judge::answer::{Answers, LineFormat};
use ttt_judge::case::CaseError;
use ttt_judge::input::Record;

use super::pool::{Answered, Batch, Pool, answer};
use super::progress::Progress;
use super::stream::{BadInput, Item, Stream};
use super::warn;

/// A batch is sent to a worker once it holds this much text: enough to
/// make handing it over cheap, little enough that the batches in flight
/// (each with its parsed cases and its output) stay small.
const BATCH_BYTES: usize = 256 << 10;
/// Or this many records.
const BATCH_RECORDS: usize = 4096;
/// The text of the batches sent and not yet written, at most, unless one
/// batch alone is larger.
pub(crate) const IN_FLIGHT_BYTES: usize = 4 << 20;
/// A record this large is answered on its own, on the reading thread.
pub(crate) const LARGE_RECORD_BYTES: usize = 4 << 20;
/// The buffers of answers kept for later batches, at most: the answers
/// of the batches in flight are about twice their text or less.
const KEPT_BUFFER_BYTES: usize = 4 * IN_FLIGHT_BYTES;

/// How a run went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RunTotals {
    /// Every source could be read.
    pub all_read: bool,
    /// Every case was judged.
    pub all_judged: bool,
}

/// Answers every record of `stream` (the variant `forced`, if given, and
/// the lines written as `format` says) on up to `jobs` threads, writing the
/// answers to `out` in input order.
pub(crate) fn answer_all(
    stream: Stream,
    jobs: usize,
    forced: Option<Variant>,
    format: LineFormat,
    out: &mut impl Write,
    progress: Progress,
) -> io::Result<RunTotals> {
    std::thread::scope(|scope| {
        let mut driver = Driver {
            stream,
            jobs,
            forced,
            format,
            pool: Pool::new(scope, jobs, forced, format),
            pooled: false,
            buffers: Vec::new(),
            sent: 0,
            written: 0,
            ready: BTreeMap::new(),
            in_flight: 0,
            progress,
            read: 0,
            bytes: 0,
            numbered: 0,
            summary: RunTotals {
                all_read: true,
                all_judged: true,
            },
        };
        let result = driver.drive(out);
        // Dropping the pool's queues ends its threads.
        driver.progress.finish();
        result.map(|()| driver.summary)
    })
}

/// What is written at one place in the order.
enum Done {
    /// A batch answered, and the batch, handed back for its memory; true
    /// when a worker answered it (its text was counted in flight).
    Answered(Answers, Batch, bool),
    /// A source that could not be read.
    BadInput(BadInput),
}

struct Driver<'scope, 'env> {
    stream: Stream,
    jobs: usize,
    forced: Option<Variant>,
    format: LineFormat,
    pool: Pool<'scope, 'env>,
    /// Batches go to the pool: the input has filled a batch.
    pooled: bool,
    /// Buffers of answers written, to answer later batches in.
    buffers: Vec<Vec<u8>>,
    sent: usize,
    written: usize,
    ready: BTreeMap<usize, Done>,
    /// The text bytes of the batches sent to workers and not yet written.
    in_flight: usize,
    progress: Progress,
    read: usize,
    bytes: u64,
    /// Cases written so far.
    numbered: usize,
    summary: RunTotals,
}

/// What the stream holds next.
struct Next {
    /// Records to answer as a batch.
    batch: Batch,
    /// Its bytes of text.
    bytes: usize,
    /// A large record after the batch, answered on its own.
    large: Option<(Arc<str>, Record)>,
    /// A source that could not be read, after the batch.
    unreadable: Option<BadInput>,
    /// The batch was cut for being full.
    full: bool,
    /// The input has ended.
    end: bool,
}

impl Driver<'_, '_> {
    fn drive(&mut self, out: &mut impl Write) -> io::Result<()> {
        loop {
            let next = self.next_batch();
            self.pooled |= next.full && self.jobs > 1;
            if !next.batch.is_empty() {
                self.send(next.batch, next.bytes, out)?;
            }
            if let Some((source, record)) = next.large {
                self.write_ready(out, 0)?;
                self.answer_large(record, &source, out)?;
            }
            if let Some(message) = next.unreadable {
                self.ready.insert(self.sent, Done::BadInput(message));
                self.sent += 1;
            }
            self.progress.update(self.read, self.bytes);
            let idle = next.end || !self.stream.has_buffered();
            let limit = if idle { 0 } else { 2 * self.jobs };
            self.write_ready(out, limit)?;
            if idle {
                out.flush()?;
            }
            if next.end {
                return Ok(());
            }
        }
    }

    /// Sends a batch to a worker, once the batches in flight leave room
    /// for its text and a worker is free, or answers it here when the
    /// input is small or no worker can be started.
    fn send(&mut self, mut batch: Batch, bytes: usize, out: &mut impl Write) -> io::Result<()> {
        let mut buffer = self.buffers.pop().unwrap_or_default();
        if self.pooled {
            while self.in_flight > 0 && self.in_flight + bytes > IN_FLIGHT_BYTES {
                let unwritten = self.sent - self.written;
                self.write_ready(out, unwritten - 1)?;
            }
            loop {
                match self.pool.hand_out(self.sent, batch, buffer)? {
                    None => {
                        self.in_flight += bytes;
                        self.sent += 1;
                        return Ok(());
                    }
                    // No thread could be started.
                    Some(back) if self.pool.busy() == 0 => {
                        (batch, buffer) = back;
                        break;
                    }
                    Some(back) => (batch, buffer) = back,
                }
                let answered = self.pool.take()?;
                self.receive(answered);
            }
        }
        let answers = answer(&batch, buffer, self.forced, self.format);
        self.ready
            .insert(self.sent, Done::Answered(answers, batch, false));
        self.sent += 1;
        Ok(())
    }

    /// Keeps the memory of answers written, for later batches: enough for
    /// the batches in flight, so that a long run takes no fresh memory for
    /// its answers.
    fn keep_buffer(&mut self, buffer: Vec<u8>) {
        let kept: usize = self.buffers.iter().map(Vec::capacity).sum();
        if kept + buffer.capacity() <= KEPT_BUFFER_BYTES {
            self.buffers.push(buffer);
        }
    }

    /// Files a batch a worker answered in its place in the order.
    fn receive(&mut self, answered: Answered) {
        let done = Done::Answered(answered.answers, answered.batch, true);
        self.ready.insert(answered.seq, done);
    }

    /// Answers a large record here, writing its result as it is made.
    fn answer_large(
        &mut self,
        record: Record,
        source: &Arc<str>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        let (progress, summary) = (&self.progress, &mut self.summary);
        let mut noted = |error: &CaseError| {
            summary.all_judged = false;
            progress.suspend(|| warn(&error.to_string()));
        };
        let first = self.numbered + 1;
        let (forced, format) = (self.forced, self.format);
        self.numbered +=
            Answers::answer_to(record, source, forced, format, first, out, &mut noted)?;
        Ok(())
    }

    /// What the stream holds next: a batch, and what comes after it.
    fn next_batch(&mut self) -> Next {
        let mut next = Next {
            batch: Vec::new(),
            bytes: 0,
            large: None,
            unreadable: None,
            full: false,
            end: false,
        };
        loop {
            let (source, record) = match self.stream.next() {
                None => {
                    next.end = true;
                    return next;
                }
                Some(Item::BadInput(message)) => {
                    next.unreadable = Some(message);
                    return next;
                }
                Some(Item::Record(source, record)) => (source, record),
            };
            self.read += 1;
            // Each record was followed by at least a newline.
            self.bytes += record.text.len() as u64 + 1;
            if record.text.len() >= LARGE_RECORD_BYTES {
                next.large = Some((source, record));
                return next;
            }
            next.bytes += record.text.len();
            next.batch.push((source, record));
            if next.bytes >= BATCH_BYTES || next.batch.len() >= BATCH_RECORDS {
                next.full = true;
                return next;
            }
            if !self.stream.has_buffered() {
                return next;
            }
        }
    }

    /// Writes finished work in order until at most `in_flight` batches
    /// remain unwritten, waiting for workers as needed.
    fn write_ready(&mut self, out: &mut impl Write, in_flight: usize) -> io::Result<()> {
        loop {
            while let Some(answered) = self.pool.try_take() {
                self.receive(answered);
            }
            while let Some(done) = self.ready.remove(&self.written) {
                self.write(done, out)?;
                self.written += 1;
            }
            if self.sent - self.written <= in_flight || self.pool.busy() == 0 {
                return Ok(());
            }
            let answered = self.pool.take()?;
            self.receive(answered);
        }
    }

    fn write(&mut self, done: Done, out: &mut impl Write) -> io::Result<()> {
        match done {
            Done::Answered(mut answers, batch, in_flight) => {
                if in_flight {
                    let bytes: usize = batch.iter().map(|(_, record)| record.text.len()).sum();
                    self.in_flight -= bytes;
                }
                let (progress, summary) = (&self.progress, &mut self.summary);
                let mut noted = |error: &CaseError| {
                    summary.all_judged = false;
                    progress.suspend(|| warn(&error.to_string()));
                };
                self.numbered += answers.write_to(self.numbered + 1, out, &mut noted)?;
                self.keep_buffer(answers.into_buffer());
                for (_, record) in batch {
                    self.stream.recycle(record.text);
                }
            }
            Done::BadInput(message) => {
                self.summary.all_read = false;
                out.flush()?;
                self.progress.suspend(|| warn(&message.to_string()));
            }
        }
        Ok(())
    }
}
