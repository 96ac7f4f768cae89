//! A long-lived program the caller talks to a line at a time: started once
//! in its own box (or process group), written lines through a thread of
//! its own, read one stdout line at a time with a deadline, its CPU time
//! read from the box whenever the caller asks, its stderr kept as a
//! bounded tail, and the whole box killed when the caller is done with it
//! or the program breaks a limit.
//!
//! Where [`crate::Sandbox::run`] runs a program on an input it knows in
//! full, a session serves a dialogue: a referee and a bot, a move a line.
//! Nothing the program does can block the caller: the writes queue on a
//! thread, the reads wait at most until the deadline given, and what stdout
//! and stderr hold is bounded by [`SessionLimits`].

use std::collections::VecDeque;
use std::io::{self, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::process::ChildStdin;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

mod read;

use super::pipes::{self, Event};
use super::spawn::{self, Started};
use super::stderr::{self, Kept};
use super::sys::Sampler;
use super::{Exit, Limits, Program, Sandbox};

/// How long the stderr tail is waited for once the box is dead.
const DRAIN: Duration = Duration::from_millis(500);

/// What one session is held to for its whole life.
#[derive(Clone, Debug)]
pub struct SessionLimits {
    /// The most memory the program may use at once, all its processes.
    pub memory_bytes: u64,
    /// The most bytes the program may write to stdout in the session.
    pub output_bytes: u64,
    /// The most bytes of one stdout line; a longer line is
    /// [`Received::TooLong`].
    pub line_bytes: u64,
    /// The most processes and threads at once (see [`Limits::processes`]).
    pub processes: u32,
    /// The size of the box's writable folder (see [`Limits::disk_bytes`]).
    pub disk_bytes: u64,
}

impl SessionLimits {
    /// The limits of one run held as a session is, for `time` of CPU and
    /// `wall` of wall-clock time.
    pub fn run_limits(&self, time: Duration, wall: Duration) -> Limits {
        Limits {
            time,
            wall,
            memory_bytes: self.memory_bytes,
            output_bytes: self.output_bytes,
            processes: self.processes,
            disk_bytes: self.disk_bytes,
            line_bytes: self.line_bytes,
            lines: usize::MAX,
        }
    }
}

/// How long one read may take: CPU time of the box since the read began,
/// and wall-clock time, a backstop for a program that sleeps.
#[derive(Clone, Copy, Debug)]
pub struct Wait {
    /// The most CPU time the box may spend before the line comes, counted
    /// from the session's last line (what it spent after that, while the
    /// caller did not wait, counts too), or for the first line from the
    /// start of the read.
    pub cpu: Duration,
    /// The most wall-clock time before the line comes.
    pub wall: Duration,
}

/// What one read gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// A line (without its `\n`), and the CPU time the box spent between
    /// the start of the read and the line.
    Line(Vec<u8>, Duration),
    /// A line longer than [`SessionLimits::line_bytes`], with its length.
    TooLong(u64),
}

/// Why a session stopped answering; after any of these it is dead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// More CPU time than [`Wait::cpu`] before the line.
    Cpu(Duration),
    /// More wall-clock time than [`Wait::wall`] before the line.
    Wall,
    /// Stdout went over [`SessionLimits::output_bytes`].
    Output,
    /// The memory went over [`SessionLimits::memory_bytes`].
    Memory,
    /// Stdout closed: the program exited (how, when it is known) or
    /// closed it.
    Closed(Option<Exit>),
}

/// A program started once, talked to line by line.
pub struct Session {
    started: Started,
    to_stdin: Option<Sender<Vec<u8>>>,
    /// The thread that writes stdin.
    writer: Option<thread::JoinHandle<()>>,
    events: Receiver<Event>,
    stderr: Option<Receiver<Kept>>,
    /// What the program wrote on stderr since [`Session::recent_stderr`]
    /// last took it.
    recent: stderr::Recent,
    /// The stderr pipe's read end, a copy of the reading thread's, asked
    /// how much is in the pipe and not yet read.
    stderr_pipe: Option<OwnedFd>,
    /// Lines read and not yet taken, each with whether it was cut.
    queue: VecDeque<(Vec<u8>, Option<u64>)>,
    /// Lines read so far, which numbers the cut ones.
    seen: usize,
    sampler: Option<Sampler>,
    limits: SessionLimits,
    dead: Option<Stopped>,
    cpu: Duration,
    stop: Arc<AtomicUsize>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("group", &self.started.group.id())
            .field("dead", &self.dead)
            .finish()
    }
}

impl Sandbox {
    /// Starts `program` for a session at this sandbox's level, held to
    /// `limits` until [`Session::end`] (or its drop) kills it.
    pub fn session(&self, program: &Program, limits: &SessionLimits) -> io::Result<Session> {
        let run_limits = limits.run_limits(Duration::MAX, Duration::MAX);
        let mut started = match &self.jail {
            Some(jail) => spawn::boxed(jail, program, &run_limits)?,
            None => spawn::basic(program, self.unshare, limits.processes)?,
        };
        let stdin = started.child.stdin.take().expect("stdin is piped");
        let stdout = started.child.stdout.take().expect("stdout is piped");
        let cut = pipes::Cut {
            limit: limits.output_bytes,
            keep: usize::MAX,
            line_bytes: limits.line_bytes,
        };
        let events = pipes::lines(stdout, cut)?;
        let recent = stderr::Recent::default();
        let stderr_pipe = started
            .child
            .stderr
            .as_ref()
            .and_then(|pipe| pipe.as_fd().try_clone_to_owned().ok());
        let stderr = stderr::keep(
            started.child.stderr.take().expect("piped"),
            None,
            Some(Arc::clone(&recent)),
        )?;
        let sampler = started.held.is_none().then(|| started.group.sampler());
        let (to_stdin, writer) = writer(stdin)?;
        Ok(Session {
            started,
            to_stdin: Some(to_stdin),
            writer: Some(writer),
            events,
            stderr: Some(stderr),
            recent,
            stderr_pipe,
            queue: VecDeque::new(),
            seen: 0,
            sampler,
            limits: limits.clone(),
            dead: None,
            cpu: Duration::ZERO,
            stop: Arc::clone(&self.stop),
        })
    }
}

/// A thread that writes each line it is sent to `stdin`, so that a
/// program that does not read never blocks the caller; it ends when the
/// program closes stdin or the session drops its sender.
fn writer(mut stdin: ChildStdin) -> io::Result<(Sender<Vec<u8>>, thread::JoinHandle<()>)> {
    let (sender, receiver) = mpsc::channel::<Vec<u8>>();
    let handle = thread::Builder::new()
        .name("sandbox-session-stdin".into())
        .spawn(move || {
            for line in receiver {
                if stdin.write_all(&line).and_then(|()| stdin.flush()).is_err() {
                    return;
                }
            }
        })?;
    Ok((sender, handle))
}

/// How long the lines sent last are given to reach a program, and the
/// program to end at the end of its input, before the session ends.
const FLUSH: Duration = Duration::from_millis(100);

impl Session {
    /// Queues `line` (a `\n` is added) for the program's stdin. A program
    /// that has stopped reading is no error here: its next read says so.
    pub fn send(&mut self, line: &[u8]) {
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line);
        bytes.push(b'\n');
        if let Some(sender) = &self.to_stdin {
            let _ = sender.send(bytes);
        }
    }

    /// Closes the program's stdin once what was sent is written.
    pub fn close_stdin(&mut self) {
        self.to_stdin = None;
    }

    /// The CPU time all the box's processes have used so far.
    pub fn cpu(&mut self) -> Duration {
        if let Some(usage) = self.usage() {
            self.cpu = self.cpu.max(usage.cpu);
        }
        self.cpu
    }

    /// Kills the box, remembering why.
    fn die(&mut self, why: Stopped) -> Stopped {
        self.kill();
        self.dead = Some(why.clone());
        why
    }

    /// Kills everything in the box and reaps its leader.
    fn kill(&mut self) {
        self.to_stdin = None;
        let _ = self.started.group.kill();
        if let Some(held) = &self.started.held {
            held.cgroup.kill_all();
        }
        let _ = self.started.child.wait();
        if self.started.held.is_none() {
            crate::guard::ended(self.started.group.id());
        }
    }

    /// Ends the session: closes stdin once what was sent is written (or
    /// after a moment), kills the box and gives the tail of its stderr.
    pub fn end(mut self) -> String {
        self.stderr_tail()
    }

    /// The tail of what the program wrote on stderr since the last call
    /// (or its start), all it wrote before the call (what is still in the
    /// pipe is waited for, briefly): at most as much as
    /// [`Session::stderr_tail`] gives. A call after the box died and its
    /// stderr was drained ([`Session::stderr_tail`]) gives all of the rest.
    pub fn recent_stderr(&mut self) -> String {
        stderr::take_recent(&self.recent, self.stderr_pipe.as_ref())
    }

    /// Kills the box (if it still runs) and takes the tail of its stderr;
    /// later calls give an empty tail.
    pub fn stderr_tail(&mut self) -> String {
        self.to_stdin = None;
        if let Some(writer) = self.writer.take() {
            let give_up = Instant::now() + FLUSH;
            while !writer.is_finished() && Instant::now() < give_up {
                thread::sleep(Duration::from_millis(1));
            }
            // A program that ends at the end of its input is let end.
            while self.dead.is_none()
                && Instant::now() < give_up
                && !self
                    .started
                    .group
                    .leader_exited(&mut self.started.child)
                    .unwrap_or(true)
            {
                thread::sleep(Duration::from_millis(1));
            }
        }
        if self.dead.is_none() {
            self.die(Stopped::Closed(None));
        }
        self.stderr
            .take()
            .and_then(|receiver| receiver.recv_timeout(DRAIN).ok())
            .map(|kept| kept.tail)
            .unwrap_or_default()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.dead.is_none() {
            self.kill();
        }
    }
}
