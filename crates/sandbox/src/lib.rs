//! Running someone else's program under limits: a time limit per answer line,
//! a limit on the resident memory of its whole process group, a limit on its
//! output, and, where the machine allows it, no network.
//!
//! This crate is for Unix only (on other systems it is empty), and it knows
//! nothing of what the program computes: it feeds bytes in and gives back
//! lines, an exit and the limit that stopped the run, if any. Judging the
//! lines is the caller's business.
//!
//! The program runs in a process group of its own, in the directory the caller
//! made for it, with a minimal environment (`PATH`, `HOME` and `TMPDIR` set to
//! that directory, `LANG=C.UTF-8`, nothing else inherited). Its stdin is fed
//! from a thread, its stdout is cut into lines and its stderr kept as a tail,
//! each on a thread of its own, while the calling thread watches the clock and
//! samples the group's memory every [`POLL`].
//!
//! # What this protects against, and what it does not
//!
//! It stops a solution that is slow, hangs, eats memory, floods its output,
//! forks helpers that would outlive it, or (with a network namespace) tries
//! to reach the network. Every process that stays in the group is killed with
//! `SIGKILL` when the run ends, for whatever reason.
//!
//! It is **not** a security boundary against a hostile program. The program
//! runs as the caller's user with the caller's file system: it can read and
//! write whatever the caller can. A process that leaves the group
//! (`setsid`, `setpgid`) escapes both the memory accounting and the final kill.
//! Memory is sampled, not capped by the kernel, so a program can overshoot the
//! limit by what it allocates in one [`POLL`] interval before it is stopped
//! (a process it forks, in up to ten intervals, as only every tenth sample
//! scans all of `/proc` for new members of the group).
//! Like isolate's `--cg-mem` and DMOJ's verdict (and unlike an address-space
//! rlimit, which the JVM and V8 cannot live with), the limit is on resident
//! memory; pages shared between processes of the group are counted once per
//! process, so a forking program is judged a little harshly.
//!
//! On Linux the group's usage is read from `/proc`. On other Unix systems
//! there is no sampling: the memory limit is not enforced, and `cpu` and the
//! peak memory are reported as zero. What differs between systems is in
//! `sys`, a file for each.
//!
//! [`run_tool`] runs a trusted tool, such as a compiler, with only a time
//! limit, in a process group that is killed whole when the time is up.

#![cfg(unix)]
#![warn(missing_docs, unreachable_pub)]

mod group;
mod pipes;
mod run;
mod spawn;
mod sys;
#[cfg(test)]
mod tests;
mod tool;

use std::ffi::OsString;
use std::io;
use std::path::PathBuf;
use std::process::{Command, ExitStatus};
use std::time::Duration;

pub use pipes::{TAIL_BYTES, TAIL_LINES};

/// How often the group's memory and the leader's exit are checked. A sample
/// costs about 0.2 ms with a hundred processes on the machine (see `proc`),
/// so watching a run takes about 2% of a core.
pub const POLL: Duration = Duration::from_millis(10);

/// The limits one run is held to.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The longest wait for each complete stdout line, from the previous line
    /// (or from the start, for the first), wall clock; and the CPU time of
    /// the whole group, at most this much for each line answered and for the
    /// one being worked on (a program computing on several threads at once
    /// cannot use more, while the JVM's and V8's start-up threads fit).
    pub time: Duration,
    /// The most resident memory the whole process group may use at once.
    pub memory_bytes: u64,
    /// The most bytes the program may write to stdout.
    pub output_bytes: u64,
}

/// The program to run and where.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable: a name looked up in `PATH`, or a path (a relative one
    /// is taken from `dir`).
    pub program: OsString,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// Its working directory, also its `HOME` and `TMPDIR`; the caller makes it.
    pub dir: PathBuf,
}

/// How a program ended on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// A signal that we did not send ended it (a segfault is `Signal(11)`).
    Signal(i32),
}

/// The limit that stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// No new stdout line within [`Limits::time`].
    Time,
    /// The group's resident memory went over [`Limits::memory_bytes`].
    Memory,
    /// Stdout went over [`Limits::output_bytes`].
    Output,
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct Run {
    /// How the program ended, or `None` when we killed it for a limit.
    pub exit: Option<Exit>,
    /// The limit that stopped it, if any.
    pub limit: Option<Limit>,
    /// Each complete stdout line (without its `\n`), with the time since the
    /// previous line (or since the start) and the peak resident memory of the
    /// group seen so far, in KB.
    pub lines: Vec<(Vec<u8>, Duration, u64)>,
    /// Stdout after the last `\n`.
    pub rest: Vec<u8>,
    /// The last lines of stderr (at most [`TAIL_LINES`] lines and
    /// [`TAIL_BYTES`] bytes), as lossy UTF-8.
    pub stderr_tail: String,
    /// Wall-clock time from the start to the end of the program.
    pub wall: Duration,
    /// User and system CPU time of the group, as last sampled.
    pub cpu: Duration,
    /// The peak resident memory of the group, in KB, as sampled.
    pub peak_rss_kb: u64,
}

/// Runs programs under [`Limits`]; what the machine allows is probed once.
#[derive(Clone, Debug)]
pub struct Sandbox {
    /// Whether programs run in a network namespace of their own.
    unshare: bool,
}

impl Sandbox {
    /// A sandbox; with `isolate_network`, probes once whether
    /// `unshare --user --map-root-user --net` works here.
    ///
    /// In a fresh network namespace there is only a loopback device, and it is
    /// down: connecting anywhere fails at once with "network unreachable", and
    /// nothing reaches other processes' sockets on the host's loopback. The
    /// namespace does not hide files, other processes or abstract Unix
    /// sockets, so a program can still talk to the host through those.
    pub fn new(isolate_network: bool) -> Sandbox {
        Sandbox {
            unshare: isolate_network && spawn::unshare_works(),
        }
    }

    /// Whether programs run without network (when asked for and possible).
    pub fn network_isolated(&self) -> bool {
        self.unshare
    }

    /// Runs `program` with `stdin` on its standard input until it exits or
    /// breaks a limit, and reports what it did. An error means the program
    /// could not be started (not found, not executable) or the pipes failed.
    pub fn run(&self, program: &Program, stdin: Vec<u8>, limits: &Limits) -> io::Result<Run> {
        let command = spawn::command(program, self.unshare)?;
        run::run(command, stdin, limits)
    }
}

/// Runs a trusted tool (a compiler, an interpreter's syntax check) to its
/// end: `command` starts in a process group of its own, and once `limit`
/// of wall-clock time has passed, the whole group is killed (a compiler
/// driver would leave its compiler proper running if only it died) and the
/// result is `None`. Only the time is limited; the command's directory,
/// environment and standard streams are the caller's to set.
pub fn run_tool(command: Command, limit: Duration) -> io::Result<Option<ExitStatus>> {
    tool::run(command, limit)
}
