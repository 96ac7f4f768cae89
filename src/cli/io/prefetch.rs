//! Reading ahead on a thread of its own, so the judge can tell "no input
//! buffered yet" (flush what is written, and wait) from "more input is
//! ready" (keep going), for files, pipes and terminals alike.

use std::io::{self, BufRead, Read};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::Duration;

use ttt_judge::input::Input;

/// How much is read at a time.
const CHUNK: usize = 1 << 18;
/// How many chunks may wait, read but not yet taken.
const AHEAD: usize = 8;
/// How long the input stays silent before it counts as stalled: a file or
/// a busy pipe delivers its next chunk well within it.
const STALL: Duration = Duration::from_millis(100);

/// A reader fed by a thread that reads the underlying input ahead.
pub(crate) struct Prefetch {
    chunks: Receiver<io::Result<Vec<u8>>>,
    /// Chunks read out, sent back to be filled again.
    spent: Sender<Vec<u8>>,
    chunk: Vec<u8>,
    pos: usize,
    ended: bool,
}

impl Prefetch {
    /// Starts reading `input` ahead.
    pub(crate) fn new(mut input: impl Read + Send + 'static) -> Prefetch {
        let (tx, rx) = mpsc::sync_channel(AHEAD);
        let (spent, recycled) = mpsc::channel::<Vec<u8>>();
        std::thread::spawn(move || {
            loop {
                // A chunk sent back needs zeroing only past what it held.
                let mut chunk = recycled.try_recv().unwrap_or_default();
                chunk.resize(CHUNK, 0);
                let read = match input.read(&mut chunk) {
                    Ok(0) => return,
                    Ok(n) => n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        return;
                    }
                };
                chunk.truncate(read);
                // The reader is gone: nobody wants the rest.
                if tx.send(Ok(chunk)).is_err() {
                    return;
                }
            }
        });
        Prefetch {
            chunks: rx,
            spent,
            chunk: Vec::new(),
            pos: 0,
            ended: false,
        }
    }

    fn take(&mut self, next: Result<io::Result<Vec<u8>>, ()>) -> io::Result<()> {
        match next {
            Ok(Ok(chunk)) => {
                let spent = std::mem::replace(&mut self.chunk, chunk);
                // Once the reading thread has ended, nobody takes it back.
                let _ = self.spent.send(spent);
                self.pos = 0;
            }
            Ok(Err(e)) => {
                self.ended = true;
                return Err(e);
            }
            Err(()) => self.ended = true,
        }
        Ok(())
    }
}

impl Read for Prefetch {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Prefetch {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.pos == self.chunk.len() && !self.ended {
            let next = self.chunks.recv().map_err(drop);
            self.take(next)?;
        }
        Ok(&self.chunk[self.pos..])
    }

    fn consume(&mut self, amount: usize) {
        self.pos = (self.pos + amount).min(self.chunk.len());
    }
}

impl Prefetch {
    /// Takes a chunk that arrived, keeping an error for the next read to
    /// report.
    fn arrived(&mut self, next: Result<io::Result<Vec<u8>>, ()>) {
        if let Err(e) = self.take(next) {
            self.ended = false;
            let (tx, rx) = mpsc::sync_channel(1);
            let _ = tx.send(Err(e));
            self.chunks = rx;
        }
    }
}

impl Input for Prefetch {
    fn has_pending(&mut self) -> bool {
        if self.pos < self.chunk.len() || self.ended {
            return true;
        }
        let next = match self.chunks.try_recv() {
            Ok(next) => Ok(next),
            Err(TryRecvError::Disconnected) => Err(()),
            Err(TryRecvError::Empty) => return false,
        };
        self.arrived(next);
        true
    }

    fn stalled(&mut self) -> bool {
        if self.pos < self.chunk.len() || self.ended {
            return false;
        }
        let next = match self.chunks.recv_timeout(STALL) {
            Ok(next) => Ok(next),
            Err(RecvTimeoutError::Disconnected) => Err(()),
            Err(RecvTimeoutError::Timeout) => return true,
        };
        self.arrived(next);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gives what it holds in reads of uneven, mostly short lengths, so
    /// chunks come back to be refilled with tails of old bytes in them.
    struct Uneven {
        data: io::Cursor<Vec<u8>>,
        reads: usize,
    }

    impl Read for Uneven {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.reads += 1;
            let len = match self.reads % 3 {
                0 => buf.len(),
                1 => 1,
                _ => 7919.min(buf.len()),
            };
            self.data.read(&mut buf[..len])
        }
    }

    #[test]
    fn refilled_chunks_hold_only_the_new_bytes() {
        let data: Vec<u8> = (0..3 * CHUNK as u32 + 12345)
            .map(|i| (i % 253) as u8)
            .collect();
        let mut reader = Prefetch::new(Uneven {
            data: io::Cursor::new(data.clone()),
            reads: 0,
        });
        let mut got = Vec::new();
        reader.read_to_end(&mut got).expect("reading from memory");
        assert_eq!(got, data);
    }

    #[test]
    fn reads_everything_in_order() {
        let data: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        let mut reader = Prefetch::new(io::Cursor::new(data.clone()));
        let mut got = Vec::new();
        reader.read_to_end(&mut got).expect("reading from memory");
        assert_eq!(got, data);
        assert!(reader.has_pending(), "at the end, reading does not wait");
    }

    #[test]
    fn a_read_error_reaches_the_reader() {
        struct FailingRead;
        impl Read for FailingRead {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        let mut reader = Prefetch::new(FailingRead);
        let mut got = Vec::new();
        let err = reader
            .read_to_end(&mut got)
            .expect_err("the error is passed on");
        assert_eq!(err.to_string(), "disk on fire");
    }
}
