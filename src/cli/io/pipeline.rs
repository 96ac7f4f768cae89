//! Judging a stream of records on several threads while writing the answers
//! in input order, byte for byte as one thread would.
//!
//! The reading thread cuts the stream into batches (about 256 KiB of text, or
//! fewer records when the input has no more buffered); workers answer whole
//! batches; the reading thread writes them back in order, numbering the
//! cases as it goes (a line can turn out to hold several). Memory is bounded
//! by the batches in flight, at most a few per worker. Small inputs, and
//! inputs that arrive slowly, are answered on the reading thread alone, and
//! every answer is flushed before the reader waits for more input.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};

use ttt_judge::stream::{Answers, Record};

use super::progress::Progress;
use super::stream::{Item, Stream};
use super::warn;

/// A batch is sent to a worker once it holds this much text: enough to
/// make handing it over cheap, little enough that the batches in flight
/// (each with its parsed cases and its output) stay small.
const BATCH_BYTES: usize = 256 << 10;
/// Or this many records.
const BATCH_RECORDS: usize = 4096;

/// Records to answer, each with its source's name.
pub type Batch = Vec<(Arc<str>, Record)>;

/// How a run went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Every source could be read.
    pub all_read: bool,
    /// Every case was judged.
    pub all_judged: bool,
}

/// Answers every record of `stream` with `answer`, on up to `jobs` threads,
/// writing the answers to `out` in input order.
pub fn answer_all<F>(
    stream: Stream,
    jobs: usize,
    answer: F,
    out: &mut impl Write,
    progress: Progress,
) -> io::Result<Summary>
where
    F: Fn(&Batch) -> Answers + Sync,
{
    std::thread::scope(|scope| {
        let mut driver = Driver {
            stream,
            jobs,
            pool: None,
            sent: 0,
            written: 0,
            ready: BTreeMap::new(),
            progress,
            read: 0,
            bytes: 0,
            numbered: 0,
            summary: Summary {
                all_read: true,
                all_judged: true,
            },
        };
        let result = driver.drive(&answer, out, |work, done| {
            for _ in 0..jobs {
                let (work, done) = (Arc::clone(&work), done.clone());
                let answer = &answer;
                scope.spawn(move || serve(&work, &done, answer));
            }
        });
        // Dropping the pool's sender ends the workers.
        driver.pool = None;
        driver.progress.finish();
        result.map(|()| driver.summary)
    })
}

type Job = (usize, Batch);

/// What is written at one place in the order.
enum Done {
    /// A batch answered, and the batch, handed back for its memory.
    Answered(Answers, Batch),
    /// A source that could not be read: the message.
    Unreadable(String),
}

struct Pool {
    work: SyncSender<Job>,
    done: Receiver<(usize, Done)>,
}

struct Driver {
    stream: Stream,
    jobs: usize,
    pool: Option<Pool>,
    sent: usize,
    written: usize,
    ready: BTreeMap<usize, Done>,
    progress: Progress,
    read: usize,
    bytes: u64,
    /// Cases written so far.
    numbered: usize,
    summary: Summary,
}

impl Driver {
    fn drive<F: Fn(&Batch) -> Answers>(
        &mut self,
        answer: &F,
        out: &mut impl Write,
        spawn: impl FnOnce(Arc<Mutex<Receiver<Job>>>, mpsc::Sender<(usize, Done)>),
    ) -> io::Result<()> {
        let mut spawn = Some(spawn);
        loop {
            let (batch, unreadable, full, end) = self.next_batch();
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
                    }
                    None => {
                        let answers = answer(&batch);
                        self.ready.insert(self.sent, Done::Answered(answers, batch));
                    }
                }
                self.sent += 1;
            }
            if let Some(message) = unreadable {
                self.ready.insert(self.sent, Done::Unreadable(message));
                self.sent += 1;
            }
            self.progress.update(self.read, self.bytes);
            let idle = end || !self.stream.has_buffered();
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

    /// The next batch, a source that could not be read after it, whether
    /// the batch was cut for being full, and whether the input has ended.
    fn next_batch(&mut self) -> (Batch, Option<String>, bool, bool) {
        let mut batch = Vec::new();
        let mut bytes = 0;
        loop {
            let (source, record) = match self.stream.next() {
                None => return (batch, None, false, true),
                Some(Item::Unreadable(message)) => return (batch, Some(message), false, false),
                Some(Item::Record(source, record)) => (source, record),
            };
            bytes += record.text.len();
            self.read += 1;
            // Each record was followed by at least a newline.
            self.bytes += record.text.len() as u64 + 1;
            batch.push((source, record));
            if bytes >= BATCH_BYTES || batch.len() >= BATCH_RECORDS {
                return (batch, None, true, false);
            }
            if !self.stream.has_buffered() {
                return (batch, None, false, false);
            }
        }
    }

    /// Writes finished work in order until at most `in_flight` batches
    /// remain unwritten, waiting for workers as needed.
    fn write_ready(&mut self, out: &mut impl Write, in_flight: usize) -> io::Result<()> {
        loop {
            if let Some(pool) = &self.pool {
                while let Ok((seq, done)) = pool.done.try_recv() {
                    self.ready.insert(seq, done);
                }
            }
            while let Some(done) = self.ready.remove(&self.written) {
                self.write(done, out)?;
                self.written += 1;
            }
            if self.sent - self.written <= in_flight {
                return Ok(());
            }
            let Some(pool) = &self.pool else {
                return Ok(());
            };
            let (seq, done) = pool
                .done
                .recv()
                .map_err(|_| io::Error::other("a judging thread stopped"))?;
            self.ready.insert(seq, done);
        }
    }

    fn write(&mut self, done: Done, out: &mut impl Write) -> io::Result<()> {
        match done {
            Done::Answered(answers, batch) => {
                let (progress, summary) = (&self.progress, &mut self.summary);
                let mut noted = |error: &ttt_judge::stream::CaseError| {
                    summary.all_judged = false;
                    progress.suspend(|| warn(&error.to_string()));
                };
                self.numbered += answers.write_to(self.numbered + 1, out, &mut noted)?;
                for (_, record) in batch {
                    self.stream.recycle(record.text);
                }
            }
            Done::Unreadable(message) => {
                self.summary.all_read = false;
                out.flush()?;
                self.progress.suspend(|| warn(&message));
            }
        }
        Ok(())
    }
}

/// A worker: answers batches until the work channel closes.
fn serve<F: Fn(&Batch) -> Answers>(
    work: &Mutex<Receiver<Job>>,
    done: &mpsc::Sender<(usize, Done)>,
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
        let answers = answer(&batch);
        if done.send((seq, Done::Answered(answers, batch))).is_err() {
            return;
        }
    }
}
