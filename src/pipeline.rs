//! Judging a stream of records on several threads while writing the answers
//! in input order, byte for byte as one thread would.
//!
//! The reading thread cuts the stream into batches (about 256 KiB of text, or
//! fewer records when the input has no more buffered); workers answer whole
//! batches; the reading thread writes them back in order. Memory is bounded
//! by the batches in flight, at most a few per worker. Small inputs, and
//! inputs that arrive slowly, are answered on the reading thread alone, and
//! every answer is flushed before the reader waits for more input.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};

use crate::cases::{RecordItem, Records};
use crate::cli::warn;
use crate::progress::Progress;

/// A batch is sent to a worker once it holds this much text: enough to
/// make handing it over cheap, little enough that the batches in flight
/// (each with its parsed cases and its output) stay small.
const BATCH_BYTES: usize = 256 << 10;
/// Or this many records.
const BATCH_RECORDS: usize = 4096;

/// The answers to a batch: output text, and messages for stderr.
#[derive(Default, Debug)]
pub struct Answers {
    /// The output lines, in order.
    pub text: Vec<u8>,
    /// Messages for stderr, each printed once `text` up to its offset has
    /// been written.
    pub notes: Vec<(usize, String)>,
}

impl Answers {
    /// Adds a message to print after everything written so far.
    pub fn note(&mut self, message: String) {
        self.notes.push((self.text.len(), message));
    }

    fn write_to(&self, out: &mut impl Write, progress: &Progress) -> io::Result<()> {
        let mut written = 0;
        for (offset, message) in &self.notes {
            out.write_all(&self.text[written..*offset])?;
            out.flush()?;
            progress.suspend(|| warn(message));
            written = *offset;
        }
        out.write_all(&self.text[written..])
    }
}

/// Answers every record of `records` with `answer`, on up to `jobs` threads,
/// writing the answers to `out` in input order.
pub fn answer_all<F>(
    records: Records,
    jobs: usize,
    answer: F,
    out: &mut impl Write,
    progress: Progress,
) -> io::Result<()>
where
    F: Fn(&[RecordItem]) -> Answers + Sync,
{
    std::thread::scope(|scope| {
        let mut run = Run {
            records,
            jobs,
            pool: None,
            sent: 0,
            written: 0,
            ready: BTreeMap::new(),
            progress,
            cases: 0,
            bytes: 0,
        };
        let result = run.drive(&answer, out, |work, done| {
            for _ in 0..jobs {
                let (work, done) = (Arc::clone(&work), done.clone());
                let answer = &answer;
                scope.spawn(move || serve(&work, &done, answer));
            }
        });
        // Dropping the pool's sender ends the workers.
        run.pool = None;
        run.progress.finish();
        result
    })
}

type Job = (usize, Vec<RecordItem>);
/// A batch answered, and the batch itself, handed back for its memory.
type Done = (usize, Answers, Vec<RecordItem>);

struct Pool {
    work: SyncSender<Job>,
    done: Receiver<Done>,
}

struct Run {
    records: Records,
    jobs: usize,
    pool: Option<Pool>,
    sent: usize,
    written: usize,
    ready: BTreeMap<usize, (Answers, Vec<RecordItem>)>,
    progress: Progress,
    cases: usize,
    bytes: u64,
}

impl Run {
    fn drive<F: Fn(&[RecordItem]) -> Answers>(
        &mut self,
        answer: &F,
        out: &mut impl Write,
        spawn: impl FnOnce(Arc<Mutex<Receiver<Job>>>, mpsc::Sender<Done>),
    ) -> io::Result<()> {
        let mut spawn = Some(spawn);
        loop {
            let (batch, full, end) = self.next_batch();
            if full && self.jobs > 1 && self.pool.is_none() {
                let (work_tx, work_rx) = mpsc::sync_channel(self.jobs);
                let (done_tx, done_rx) = mpsc::channel();
                if let Some(spawn) = spawn.take() {
                    spawn(Arc::new(Mutex::new(work_rx)), done_tx);
                }
                self.pool = Some(Pool {
                    work: work_tx,
                    done: done_rx,
                });
            }
            if !batch.is_empty() {
                match &self.pool {
                    Some(pool) => {
                        pool.work
                            .send((self.sent, batch))
                            .map_err(|_| io::Error::other("a judging thread stopped"))?;
                        self.sent += 1;
                    }
                    None => {
                        answer(&batch).write_to(out, &self.progress)?;
                        self.records.recycle(batch);
                    }
                }
            }
            self.progress.update(self.cases, self.bytes);
            let idle = end || !self.records.has_buffered();
            let limit = if idle { 0 } else { 2 * self.jobs };
            self.write_ready(out, limit)?;
            if idle {
                out.flush()?;
            }
            if end {
                return Ok(());
            }
        }
    }

    /// The next batch, whether it was cut for being full, and whether the
    /// input has ended.
    fn next_batch(&mut self) -> (Vec<RecordItem>, bool, bool) {
        let mut batch = Vec::new();
        let mut bytes = 0;
        loop {
            let Some(item) = self.records.next() else {
                return (batch, false, true);
            };
            if let RecordItem::Record { record, .. } = &item {
                bytes += record.text.len();
                self.cases += 1;
                // Each record was followed by at least a newline.
                self.bytes += record.text.len() as u64 + 1;
            }
            batch.push(item);
            if bytes >= BATCH_BYTES || batch.len() >= BATCH_RECORDS {
                return (batch, true, false);
            }
            if !self.records.has_buffered() {
                return (batch, false, false);
            }
        }
    }

    /// Writes finished batches in order until at most `in_flight` remain
    /// unwritten, waiting for workers as needed.
    fn write_ready(&mut self, out: &mut impl Write, in_flight: usize) -> io::Result<()> {
        let Some(pool) = &self.pool else {
            return Ok(());
        };
        while let Ok((seq, answers, batch)) = pool.done.try_recv() {
            self.ready.insert(seq, (answers, batch));
        }
        loop {
            while let Some((answers, batch)) = self.ready.remove(&self.written) {
                answers.write_to(out, &self.progress)?;
                self.records.recycle(batch);
                self.written += 1;
            }
            if self.sent - self.written <= in_flight {
                return Ok(());
            }
            let (seq, answers, batch) = pool
                .done
                .recv()
                .map_err(|_| io::Error::other("a judging thread stopped"))?;
            self.ready.insert(seq, (answers, batch));
        }
    }
}

/// A worker: answers batches until the work channel closes.
fn serve<F: Fn(&[RecordItem]) -> Answers>(
    work: &Mutex<Receiver<Job>>,
    done: &mpsc::Sender<Done>,
    answer: &F,
) {
    loop {
        let job = match work.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        let Ok((seq, batch)) = job else {
            return;
        };
        if done.send((seq, answer(&batch), batch)).is_err() {
            return;
        }
    }
}
