//! A program's stderr as a run keeps it, read on a thread of its own: its
//! tail, and the snapshots the program asks for.
//!
//! A program given a [`Program::snapshot_prefix`](crate::Program) asks for
//! one by writing a line that starts with it: that line is taken out of
//! stderr (no tail and no snapshot holds it), and kept with the tail of what
//! the program wrote since its last such line, or since its start. So a
//! program that runs many parts of its work in one process (a harness that
//! goes on after an exception on a case) can have the end of one part's
//! stderr told apart from the rest, in bounded memory: each snapshot is at
//! most a tail, there are at most as many as the caller allows, and all of
//! them hold at most [`SNAPSHOT_BYTES`].

use std::io::{self, Read};
use std::os::fd::{AsFd, OwnedFd};
use std::process::ChildStderr;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags};

use super::pipes::CHUNK;

/// The most bytes of stderr kept in [`Run::stderr_tail`](crate::Run::stderr_tail).
pub const TAIL_BYTES: usize = 4096;
/// The most lines of stderr kept in [`Run::stderr_tail`](crate::Run::stderr_tail).
pub const TAIL_LINES: usize = 20;

/// The most bytes all the snapshots of one run hold; past them, a snapshot
/// asked for is not kept (its line is still taken out of stderr).
pub const SNAPSHOT_BYTES: usize = 16 << 20;

/// The longest line taken for a snapshot's line; a longer one is text.
const SNAPSHOT_LINE: usize = 256;

/// A snapshot of stderr, as the program asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The line that asked for it, without the prefix and the newline, as
    /// lossy UTF-8.
    pub line: String,
    /// The tail of what the program wrote on stderr since the line that
    /// asked for the snapshot before (or since its start), as raw bytes:
    /// at most [`TAIL_LINES`] lines and [`TAIL_BYTES`] bytes, as
    /// [`stderr_tail`] cuts them.
    pub tail: Vec<u8>,
}

/// What a run keeps of stderr.
#[derive(Clone, Debug, Default)]
pub(crate) struct Kept {
    /// Its tail, as [`stderr_tail`] makes it.
    pub(crate) tail: String,
    /// The snapshots asked for, in order.
    pub(crate) snapshots: Vec<Snapshot>,
}

/// The snapshots a run takes: the prefix of the lines that ask for one,
/// and how many it keeps at most.
#[derive(Clone, Debug)]
pub(crate) struct Asked {
    pub(crate) prefix: Vec<u8>,
    pub(crate) most: usize,
}

/// The end of what a program wrote on stderr since it was last taken,
/// shared with the thread that reads it (at most twice [`TAIL_BYTES`]).
pub(crate) type Recent = Arc<Mutex<Vec<u8>>>;

/// Keeps stderr's tail (and the snapshots `asked`) on a thread; the
/// receiver gets them when stderr closes. With `recent`, each read also
/// goes to it as it comes.
pub(crate) fn keep(
    stderr: ChildStderr,
    asked: Option<Asked>,
    recent: Option<Recent>,
) -> io::Result<Receiver<Kept>> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("sandbox-stderr".into())
        .spawn(move || {
            let kept = match &recent {
                Some(recent) => read_sharing(stderr, asked, recent),
                None => read(stderr, asked),
            };
            let _ = sender.send(kept);
        })?;
    Ok(receiver)
}

/// Reads stderr to its end and keeps what [`keep`] says.
fn read(mut stderr: impl Read, asked: Option<Asked>) -> Kept {
    let mut keeper = Keeper::new(asked);
    let mut chunk = vec![0; CHUNK];
    while let Ok(n @ 1..) = stderr.read(&mut chunk) {
        keeper.feed(&chunk[..n]);
    }
    keeper.finish()
}

/// [`read`], each read also going to `recent`: it is made and kept while
/// `recent` is locked, once the pipe has something to read, so whoever
/// holds the lock and finds the pipe empty has all that was written
/// ([`take_recent`]).
fn read_sharing(mut stderr: impl Read + AsFd, asked: Option<Asked>, recent: &Recent) -> Kept {
    let mut keeper = Keeper::new(asked);
    let mut chunk = vec![0; CHUNK];
    while readable(&stderr) {
        let mut held = lock(recent);
        let Ok(n @ 1..) = stderr.read(&mut chunk) else {
            break;
        };
        keeper.feed(&chunk[..n]);
        push(&mut held, &chunk[..n]);
    }
    keeper.finish()
}

/// Waits until `pipe` has something to read, or is at its end; false when
/// it cannot be waited on.
fn readable(pipe: &impl AsFd) -> bool {
    loop {
        let mut fds = [PollFd::new(pipe, PollFlags::IN)];
        match rustix::event::poll(&mut fds, None) {
            Ok(_) => return true,
            Err(rustix::io::Errno::INTR) => continue,
            Err(_) => return false,
        }
    }
}

/// How long [`take_recent`] waits for the reading thread to take what is
/// in the pipe.
const SETTLE: Duration = Duration::from_millis(50);

/// The tail of what `recent` holds, which is emptied, once the reading
/// thread has taken what is in `pipe` (a copy of the read end it reads),
/// or [`SETTLE`] has passed.
pub(crate) fn take_recent(recent: &Recent, pipe: Option<&OwnedFd>) -> String {
    let give_up = Instant::now() + SETTLE;
    loop {
        let mut held = lock(recent);
        let unread = pipe.map_or(0, |pipe| rustix::io::ioctl_fionread(pipe).unwrap_or(0));
        if unread == 0 || Instant::now() >= give_up {
            return stderr_tail(&std::mem::take(&mut *held));
        }
        drop(held);
        thread::sleep(Duration::from_micros(200));
    }
}

/// `recent`, locked; a reader that panicked left whole bytes behind.
fn lock(recent: &Recent) -> std::sync::MutexGuard<'_, Vec<u8>> {
    recent
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The tail of stderr a run keeps of `bytes`: its last [`TAIL_LINES`]
/// lines within its last [`TAIL_BYTES`] bytes, as lossy UTF-8.
pub fn stderr_tail(bytes: &[u8]) -> String {
    String::from_utf8_lossy(last_lines(bytes)).into_owned()
}

/// The last [`TAIL_LINES`] lines within the last [`TAIL_BYTES`] of `bytes`
/// (a last line without its newline counts as one).
fn last_lines(bytes: &[u8]) -> &[u8] {
    let bytes = &bytes[bytes.len().saturating_sub(TAIL_BYTES)..];
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let start = memchr::memrchr_iter(b'\n', body)
        .nth(TAIL_LINES - 1)
        .map_or(0, |at| at + 1);
    &bytes[start..]
}

/// Where the reading is in the current line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// At its start, or in a start held back because it may ask for a
    /// snapshot.
    Start,
    /// Within a line that does not ask for one.
    Text,
}

/// The state of stderr's reading.
struct Keeper {
    asked: Option<Asked>,
    /// The end of all the text, at most twice [`TAIL_BYTES`].
    tail: Vec<u8>,
    /// The end of the text since the last snapshot's line, the same.
    since: Vec<u8>,
    /// The start of the current line, held while it may ask for a
    /// snapshot.
    held: Vec<u8>,
    at: At,
    snapshots: Vec<Snapshot>,
    /// Bytes the snapshots may still hold.
    room: usize,
}

impl Keeper {
    fn new(asked: Option<Asked>) -> Keeper {
        Keeper {
            asked: asked.filter(|a| !a.prefix.is_empty()),
            tail: Vec::new(),
            since: Vec::new(),
            held: Vec::new(),
            at: At::Start,
            snapshots: Vec::new(),
            room: SNAPSHOT_BYTES,
        }
    }

    /// Takes one read of stderr.
    fn feed(&mut self, mut bytes: &[u8]) {
        if self.asked.is_none() {
            push(&mut self.tail, bytes);
            return;
        }
        while !bytes.is_empty() {
            let end = memchr::memchr(b'\n', bytes);
            let line = &bytes[..end.unwrap_or(bytes.len())];
            let rest = match end {
                Some(at) => &bytes[at + 1..],
                None => &[][..],
            };
            match self.at {
                At::Text => {
                    let upto = end.map_or(bytes.len(), |at| at + 1);
                    self.text(&bytes[..upto]);
                    if end.is_some() {
                        self.at = At::Start;
                    }
                    bytes = &bytes[upto..];
                }
                At::Start => {
                    self.held.extend_from_slice(line);
                    if !self.may_ask() {
                        let held = std::mem::take(&mut self.held);
                        self.text(&held);
                        self.at = At::Text;
                        bytes = &bytes[line.len()..];
                    } else if end.is_some() {
                        self.line_ended();
                        bytes = rest;
                    } else {
                        bytes = rest;
                    }
                }
            }
        }
    }

    /// Whether the held start of a line may still be, or is, a line that
    /// asks for a snapshot.
    fn may_ask(&self) -> bool {
        let prefix = &self.asked.as_ref().expect("snapshots are asked for").prefix;
        match self.held.len() <= prefix.len() {
            true => prefix.starts_with(&self.held),
            false => self.held.starts_with(prefix) && self.held.len() <= SNAPSHOT_LINE,
        }
    }

    /// The held line ended: a snapshot when it starts with the prefix, else
    /// text (a line that is a part of the prefix).
    fn line_ended(&mut self) {
        let held = std::mem::take(&mut self.held);
        let asked = self.asked.as_ref().expect("snapshots are asked for");
        match held.strip_prefix(asked.prefix.as_slice()) {
            Some(line) => {
                let tail = last_lines(&self.since).to_vec();
                if self.snapshots.len() < asked.most && tail.len() <= self.room {
                    self.room -= tail.len();
                    let line = String::from_utf8_lossy(line).into_owned();
                    self.snapshots.push(Snapshot { line, tail });
                }
                self.since.clear();
            }
            None => {
                self.text(&held);
                self.text(b"\n");
            }
        }
        self.at = At::Start;
    }

    /// Text of stderr, which every tail keeps.
    fn text(&mut self, bytes: &[u8]) {
        push(&mut self.tail, bytes);
        push(&mut self.since, bytes);
    }

    /// What was kept, once stderr has closed: a line left without its
    /// newline is text.
    fn finish(mut self) -> Kept {
        let held = std::mem::take(&mut self.held);
        self.text(&held);
        Kept {
            tail: stderr_tail(&self.tail),
            snapshots: self.snapshots,
        }
    }
}

/// Adds `bytes` to the end `kept`, which keeps at most twice
/// [`TAIL_BYTES`] and at least [`TAIL_BYTES`] of what it was given.
fn push(kept: &mut Vec<u8>, bytes: &[u8]) {
    kept.extend_from_slice(&bytes[bytes.len().saturating_sub(2 * TAIL_BYTES)..]);
    if kept.len() > 2 * TAIL_BYTES {
        kept.drain(..kept.len() - TAIL_BYTES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_keeps_the_last_twenty_lines() {
        let text: String = (1..=30).map(|i| format!("line {i}\n")).collect();
        let tail = stderr_tail(text.as_bytes());
        assert!(tail.starts_with("line 11\n"), "{tail:?}");
        assert!(tail.ends_with("line 30\n"));
        assert_eq!(tail.lines().count(), TAIL_LINES);
    }

    #[test]
    fn the_tail_keeps_the_last_bytes_of_one_long_line() {
        let text = "x".repeat(3 * TAIL_BYTES) + "end";
        let kept = read(text.as_bytes(), None);
        assert_eq!(kept.tail.len(), TAIL_BYTES);
        assert!(kept.tail.ends_with("xend"));
        assert!(kept.snapshots.is_empty());
    }

    #[test]
    fn a_short_tail_is_whole() {
        assert_eq!(stderr_tail(b"a\nb"), "a\nb");
        assert_eq!(stderr_tail(b""), "");
    }

    /// What is kept of `text`, read `step` bytes at a time, the lines that
    /// start with `#!` asking for snapshots.
    fn kept(text: &[u8], step: usize) -> Kept {
        let mut keeper = Keeper::new(Some(Asked {
            prefix: b"#!".to_vec(),
            most: 10,
        }));
        for piece in text.chunks(step) {
            keeper.feed(piece);
        }
        keeper.finish()
    }

    fn snapshot(line: &str, tail: &str) -> Snapshot {
        Snapshot {
            line: line.into(),
            tail: tail.into(),
        }
    }

    #[test]
    fn a_line_that_starts_with_the_prefix_takes_a_snapshot_of_what_came_since_the_last() {
        let text = b"load\n#!loaded\n--- case 1 ---\nboom\n#!raised 1\n--- case 2 ---\n#\n#!x\n#! raised 3\nend";
        for step in [1, 2, 3, 5, 7, text.len()] {
            let kept = kept(text, step);
            assert_eq!(
                kept.snapshots,
                [
                    snapshot("loaded", "load\n"),
                    snapshot("raised 1", "--- case 1 ---\nboom\n"),
                    snapshot("x", "--- case 2 ---\n#\n"),
                    snapshot(" raised 3", ""),
                ],
                "read {step} bytes at a time"
            );
            assert_eq!(
                kept.tail,
                "load\n--- case 1 ---\nboom\n--- case 2 ---\n#\nend"
            );
        }
    }

    #[test]
    fn only_whole_lines_at_a_line_s_start_ask() {
        let long = format!("#!{}\n", "y".repeat(SNAPSHOT_LINE));
        let text = format!("a #!no\n#!\n{long}#!last without a newline");
        let kept = kept(text.as_bytes(), 4);
        assert_eq!(kept.snapshots, [snapshot("", "a #!no\n")]);
        assert!(
            kept.tail.ends_with("#!last without a newline"),
            "{}",
            kept.tail
        );
        assert!(kept.tail.contains(&long), "{}", kept.tail);
    }

    #[test]
    fn snapshots_are_bounded_in_number_and_each_is_a_tail() {
        let mut text = String::new();
        for i in 0..15 {
            text.push_str(&format!("{}#!{i}\n", "line\n".repeat(30)));
        }
        let kept = kept(text.as_bytes(), 64);
        assert_eq!(kept.snapshots.len(), 10);
        assert!(
            kept.snapshots
                .iter()
                .all(|s| s.tail == "line\n".repeat(TAIL_LINES).as_bytes())
        );
    }
}
