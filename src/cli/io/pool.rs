//! The judging threads of a run: started only when every one already
//! started is busy, each fed through a queue of its own, and the work given
//! to the idle thread started first. When every thread that may start is
//! busy, a thread is given one batch more to take up as soon as it is done,
//! so that it does not wait for the reading thread to be scheduled.
//!
//! Why not one queue that any thread takes from: each thread's allocator
//! keeps the pages it has used, so memory grows with the number of threads
//! that have ever judged, not with the work in flight. Handing the work to
//! the same few threads keeps the rest unstarted (or idle and small), so
//! `--jobs 64` on a machine that keeps two threads busy costs what two do.

use std::collections::BTreeSet;
use std::io;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};
use std::thread::Scope;

use ttt_judge::Variant;
use ttt_judge::answer::{Answers, LineFormat};
use ttt_judge::input::Record;

/// A batch to answer: its place in the order, and a buffer for its
/// answers' text.
/// Records to answer, each with its source's name.
pub(super) type Batch = Vec<(Arc<str>, Record)>;

type Job = (usize, Batch, Vec<u8>);

/// A batch answered, handed back with the batch (for its memory) and its
/// place in the order.
pub(super) struct Answered {
    /// Its place in the order.
    pub seq: usize,
    /// Its answers.
    pub answers: Answers,
    /// The batch.
    pub batch: Batch,
}

/// Threads that answer batches.
pub(super) struct Pool<'scope, 'env> {
    scope: &'scope Scope<'scope, 'env>,
    forced: Option<Variant>,
    format: LineFormat,
    /// The most threads to start.
    most: usize,
    /// Each started thread's queue, by the order they were started in.
    workers: Vec<SyncSender<Job>>,
    /// The started threads that wait for work.
    idle: BTreeSet<usize>,
    /// For each started thread, whether it holds a batch queued behind the
    /// one it answers.
    queued: Vec<bool>,
    /// Batches handed out and not yet taken back.
    out: usize,
    finished: Sender<(usize, Answered)>,
    answered: Receiver<(usize, Answered)>,
}

impl<'scope, 'env> Pool<'scope, 'env> {
    /// A pool of at most `most` threads, none started yet.
    pub(super) fn new(
        scope: &'scope Scope<'scope, 'env>,
        most: usize,
        forced: Option<Variant>,
        format: LineFormat,
    ) -> Self {
        let (finished, answered) = mpsc::channel();
        Pool {
            scope,
            forced,
            format,
            most,
            workers: Vec::new(),
            idle: BTreeSet::new(),
            queued: Vec::new(),
            out: 0,
            finished,
            answered,
        }
    }

    /// Batches handed out and not yet taken back.
    pub(super) fn busy(&self) -> usize {
        self.out
    }

    /// Hands `batch` to the idle thread started first, or to a new thread
    /// when none is idle, or queues it behind the batch of the first busy
    /// thread with nothing queued; gives it back when every thread that may
    /// be started is busy with a batch queued.
    pub(super) fn hand_out(
        &mut self,
        seq: usize,
        batch: Batch,
        buffer: Vec<u8>,
    ) -> io::Result<Option<(Batch, Vec<u8>)>> {
        let worker = match self.idle.pop_first() {
            Some(worker) => worker,
            None => match self.start() {
                Some(worker) => worker,
                None => match self.queued.iter().position(|queued| !queued) {
                    Some(worker) => {
                        self.queued[worker] = true;
                        worker
                    }
                    None => return Ok(Some((batch, buffer))),
                },
            },
        };
        self.workers[worker]
            .send((seq, batch, buffer))
            .map_err(|_| stopped())?;
        self.out += 1;
        Ok(None)
    }

    /// A batch answered, if one is.
    pub(super) fn try_take(&mut self) -> Option<Answered> {
        let (worker, answered) = self.answered.try_recv().ok()?;
        self.taken(worker);
        Some(answered)
    }

    /// The next batch answered, waiting for it.
    pub(super) fn take(&mut self) -> io::Result<Answered> {
        if self.busy() == 0 {
            return Err(stopped());
        }
        let (worker, answered) = self.answered.recv().map_err(|_| stopped())?;
        self.taken(worker);
        Ok(answered)
    }

    /// Notes that `worker` handed a batch back: it takes up the one queued
    /// behind it, if any, or waits.
    fn taken(&mut self, worker: usize) {
        self.out -= 1;
        if std::mem::take(&mut self.queued[worker]) {
            return;
        }
        self.idle.insert(worker);
    }

    /// Starts one more thread, if the pool may and the system lets it.
    fn start(&mut self) -> Option<usize> {
        if self.workers.len() >= self.most {
            return None;
        }
        // Room for the batch queued behind the one answered.
        let (work, queue) = mpsc::sync_channel(2);
        let (finished, forced, format) = (self.finished.clone(), self.forced, self.format);
        let worker = self.workers.len();
        let serve = move || serve(worker, &queue, &finished, forced, format);
        match std::thread::Builder::new().spawn_scoped(self.scope, serve) {
            Ok(_) => {
                self.workers.push(work);
                self.queued.push(false);
                Some(worker)
            }
            // No more threads: the ones started do the work.
            Err(_) => {
                self.most = self.workers.len();
                None
            }
        }
    }
}

/// Answers every record of a batch, writing into `buffer`'s memory.
pub(super) fn answer(
    batch: &Batch,
    buffer: Vec<u8>,
    forced: Option<Variant>,
    format: LineFormat,
) -> Answers {
    let mut answers = Answers::reusing(buffer);
    for (source, record) in batch {
        answers.answer(record, source, forced, format);
    }
    answers
}

/// A thread: answers batches until its queue closes.
fn serve(
    worker: usize,
    queue: &Receiver<Job>,
    finished: &Sender<(usize, Answered)>,
    forced: Option<Variant>,
    format: LineFormat,
) {
    while let Ok((seq, batch, buffer)) = queue.recv() {
        let answers = answer(&batch, buffer, forced, format);
        let answered = Answered {
            seq,
            answers,
            batch,
        };
        if finished.send((worker, answered)).is_err() {
            return;
        }
    }
}

/// The error when a thread stopped without answering (it panicked).
fn stopped() -> io::Error {
    io::Error::other("a judging thread stopped")
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn batch(text: &[u8]) -> Batch {
        let source: Arc<str> = "cases.jsonl".into();
        let mut framer = ttt_judge::input::Framer::new(text);
        let mut batch = Vec::new();
        while let Some(record) = framer.next_record().expect("reading from memory") {
            batch.push((source.clone(), record));
        }
        batch
    }

    #[test]
    fn work_taken_in_turn_needs_one_thread_however_many_may_start() {
        std::thread::scope(|scope| {
            let mut pool = Pool::new(scope, 64, None, LineFormat::default());
            for seq in 0..100 {
                let back = pool.hand_out(seq, batch(b"[[0,0]]\n"), Vec::new());
                assert!(back.expect("the thread runs").is_none());
                let answered = pool.take().expect("the thread answers");
                assert_eq!(answered.seq, seq);
            }
            assert_eq!(pool.workers.len(), 1);
        });
    }

    #[test]
    fn threads_start_while_all_are_busy_up_to_the_most_then_each_queues_one() {
        std::thread::scope(|scope| {
            let mut pool = Pool::new(scope, 3, None, LineFormat::default());
            for seq in 0..6 {
                let back = pool.hand_out(seq, batch(b"[[0,0]]\n"), Vec::new());
                assert!(back.expect("a thread runs").is_none());
            }
            assert_eq!((pool.busy(), pool.workers.len()), (6, 3));
            let back = pool.hand_out(6, batch(b"[[1,1]]\n"), Vec::new());
            let (batch, _) = back.expect("no error").expect("no thread is free");
            assert_eq!(batch.len(), 1);
            let mut seqs: Vec<usize> = (0..6).map(|_| pool.take().expect("answered").seq).collect();
            seqs.sort_unstable();
            assert_eq!(seqs, [0, 1, 2, 3, 4, 5]);
            assert_eq!((pool.busy(), pool.workers.len()), (0, 3));
            assert_eq!(pool.idle.len(), 3, "every thread waits again");
            assert!(pool.take().is_err(), "nothing is out");
        });
    }
}
