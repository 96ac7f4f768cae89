//! Running someone else's program under limits: CPU time per answer line
//! with a wall-clock backstop, memory, processes, output, and, where the
//! machine allows it, in a box it cannot get out of.
//!
//! This crate is for Unix only (on other systems it is empty), and it knows
//! nothing of what the program computes: it feeds bytes in and gives back
//! lines, an exit and the limit that stopped the run, if any. Judging the
//! lines is the caller's business.
//!
//! # Levels
//!
//! A [`Sandbox`] works at one [`Level`], found once when it is made:
//!
//! - [`Level::Strict`]: each run in bubblewrap (new user, PID, mount,
//!   network, IPC, UTS and cgroup namespaces; the system's toolchains
//!   read-only; one writable folder, a tmpfs of [`Limits::disk_bytes`];
//!   nothing else of the machine) and a cgroup of its own (version 2 where
//!   a subtree is delegated, else version 1 as root), which holds the
//!   memory limit and peak, the process limit and the CPU time, kept by
//!   the kernel with no sampling gap. When the caller is root, each box
//!   runs as an unprivileged uid of its own, with no capability and a
//!   seccomp filter of the system calls no program being judged needs.
//!   Nothing started in the box outlives the run or the judge, and no
//!   descriptor of the caller's but the standard streams reaches it.
//! - [`Level::Basic`]: the program runs in a process group of its own with
//!   a minimal environment, and its memory and CPU time are sampled from
//!   `/proc` every [`POLL`]. It is **not** a security boundary: the program
//!   sees the caller's files, a process that leaves the group (`setsid`)
//!   escapes the final kill, and memory can overshoot by what is allocated
//!   in one sample's interval. The process limit and a compiler's memory
//!   and files are held by rlimits where they can be (see `rlimits`).
//!
//! At both levels stdin is fed from a thread, stdout is cut into lines
//! (keeping at most as many as the caller expects, counting the rest) and
//! stderr kept as a tail, each on a thread of its own, while the calling
//! thread watches the clocks.
//!
//! Like isolate's `--cg-mem` and DMOJ's verdict (and unlike an address-space
//! rlimit, which the JVM and V8 cannot live with), the memory limit is on
//! memory actually used.
//!
//! [`Sandbox::session`] starts a program once and talks to it a line at
//! a time, each read under a CPU and a wall-clock deadline, for as long
//! as the caller needs it (a bot through a match).
//!
//! [`Sandbox::run_tool`] runs a compiler at the same level, under a time,
//! memory, process and output limit.

#![cfg(unix)]
#![warn(missing_docs, unreachable_pub)]

mod boxed;
mod fds;
mod group;
mod guard;
mod pipes;
mod resolve;
mod rlimits;
mod run;
mod session;
mod spawn;
mod stderr;
mod sys;
#[cfg(test)]
mod tests;
mod tool;

use std::ffi::OsString;
use std::fmt;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

pub use session::{Received, Session, SessionLimits, Stopped, Wait};
pub use stderr::{SNAPSHOT_BYTES, Snapshot, TAIL_BYTES, TAIL_LINES, stderr_tail};
pub use tool::{Tool, ToolRun};

/// How often the usage and the leader's exit are checked.
pub const POLL: Duration = Duration::from_millis(10);

/// How well runs are shut in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A process group, with usage sampled from `/proc`.
    Basic,
    /// bubblewrap's namespaces and a cgroup per run.
    Strict,
}

impl Level {
    /// `strict` or `basic`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Strict => "strict",
            Level::Basic => "basic",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The limits one run is held to.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The CPU time of all the program's processes from one expected line
    /// to the next (from the start, for the first, and from the last to
    /// the exit): no time saved on one answer is spent on another.
    pub time: Duration,
    /// The wall-clock backstop for the same stretches, a few times
    /// [`Limits::time`], so that a program that sleeps or waits still ends.
    pub wall: Duration,
    /// The most memory the program may use at once, all its processes.
    pub memory_bytes: u64,
    /// The most bytes the program may write to stdout.
    pub output_bytes: u64,
    /// The most processes and threads at once: at the strict level all of
    /// the box's; at the basic level, for a user other than root in a user
    /// namespace of its own, the user's in that namespace; otherwise none.
    pub processes: u32,
    /// The size of the one folder a boxed program may write (its working
    /// folder, `HOME` and `TMPDIR`, and at the strict level its `/tmp` and
    /// `/dev/shm`), in bytes: a tmpfs at the strict level, so that writing
    /// past it fails in the box and nothing reaches the machine's disk; not
    /// held at the basic level.
    pub disk_bytes: u64,
    /// The most bytes kept of one stdout line (and of what follows the
    /// last line end): a longer line is kept cut, its whole length given
    /// in [`Run::long_lines`], so that no line a program prints costs the
    /// caller more than this.
    pub line_bytes: u64,
    /// The stdout lines expected; more are counted in
    /// [`Run::extra_lines`], not kept, and do not restart the clocks.
    pub lines: usize,
}

/// The program to run and where.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable: a name looked up in `PATH`, or a path (a relative one
    /// is taken from `dir`).
    pub program: OsString,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// Its working directory, also its `HOME` and `TMPDIR`; the caller makes
    /// it, empty. At the basic level, the folder it writes; at the strict
    /// level the program writes instead a fresh tmpfs of
    /// [`Limits::disk_bytes`], seen at `/box` (and `/tmp`, `/dev/shm`),
    /// gone when the run ends, and this folder is not seen.
    pub dir: PathBuf,
    /// Folders a boxed program sees read-only, at their own path (the
    /// compiled program, a harness); at the basic level everything is seen.
    pub mounts: Vec<PathBuf>,
    /// The start of the stderr lines by which the program asks for a
    /// snapshot of its stderr: each such line is taken out of stderr, and
    /// [`Run::stderr_snapshots`] keeps it with the tail of what the
    /// program wrote since the one before. `None` for a program that asks
    /// for none.
    pub snapshot_prefix: Option<Vec<u8>>,
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
    /// More than [`Limits::time`] of CPU time since the last expected line.
    Time,
    /// More than [`Limits::wall`] of wall-clock time since the last
    /// expected line.
    Wall,
    /// The program's memory went over [`Limits::memory_bytes`].
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
    /// The first [`Limits::lines`] complete stdout lines (without their
    /// `\n`), each with the wall-clock time since the previous one (or
    /// since the start) and the peak memory seen so far, in KB.
    pub lines: Vec<(Vec<u8>, Duration, u64)>,
    /// The CPU time of all its processes in the stretch each line of
    /// [`Run::lines`] ended (from the line before, or from the start), as
    /// it was last read before the line came; zero for a line that came
    /// with the one before it. What [`Limits::time`] holds each stretch to.
    pub line_cpu: Vec<Duration>,
    /// The lines of [`Run::lines`] (or, at its count, [`Run::rest`]) that
    /// were longer than [`Limits::line_bytes`] and are kept cut, each with
    /// its whole length in bytes.
    pub long_lines: Vec<(usize, u64)>,
    /// How many complete lines came after those.
    pub extra_lines: u64,
    /// Stdout after the last `\n` (at most [`Limits::output_bytes`]).
    pub rest: Vec<u8>,
    /// The last lines of stderr (at most [`TAIL_LINES`] lines and
    /// [`TAIL_BYTES`] bytes), as lossy UTF-8.
    pub stderr_tail: String,
    /// The snapshots of stderr the program asked for (see
    /// [`Program::snapshot_prefix`]), in order: at most one more than
    /// [`Limits::lines`], holding at most [`SNAPSHOT_BYTES`] in all.
    pub stderr_snapshots: Vec<Snapshot>,
    /// Wall-clock time from the start to the end of the program.
    pub wall: Duration,
    /// CPU time of all its processes.
    pub cpu: Duration,
    /// The peak memory of all its processes, in KB.
    pub peak_rss_kb: u64,
    /// Whether a process or thread could not start for the process limit.
    pub processes_refused: bool,
    /// Whether the writable folder was found full (no byte or no inode
    /// left) at a look during the run (every [`POLL`]) or at its end; seen
    /// at the strict level when the judge is root, which mounts it.
    pub disk_full: bool,
}

/// Runs programs under [`Limits`] at one [`Level`], probed once.
#[derive(Debug)]
pub struct Sandbox {
    /// The strict level's machinery, when that is the level.
    jail: Option<boxed::Jail>,
    /// At the basic level, whether programs run in a network namespace.
    unshare: bool,
    /// Non-zero once every run is to be stopped (by a signal to the caller).
    stop: Arc<AtomicUsize>,
}

/// Why the strict level cannot be had here, and what to do about it.
#[derive(Debug)]
pub struct Unavailable(pub String);

impl fmt::Display for Unavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unavailable {}

impl Sandbox {
    /// The basic level; with `isolate_network`, probes once whether
    /// `unshare --user --map-root-user --net` works here, and if so runs
    /// programs without network.
    pub fn new(isolate_network: bool) -> Sandbox {
        guard::ready();
        Sandbox {
            jail: None,
            unshare: isolate_network && spawn::unshare_works(),
            stop: Arc::default(),
        }
    }

    /// The strict level, or why the machine cannot give it.
    pub fn strict() -> Result<Sandbox, Unavailable> {
        if !spawn::on_path("bwrap") {
            return Err(Unavailable(
                "bubblewrap is not installed (on Debian and Ubuntu: apt-get install bubblewrap)"
                    .into(),
            ));
        }
        match boxed::Jail::new() {
            Ok(jail) => Ok(Sandbox {
                jail: Some(jail),
                unshare: true,
                stop: Arc::default(),
            }),
            Err(e) => Err(Unavailable(format!(
                "no box can be made here ({e}); the strict level needs bubblewrap 0.8 or \
                 later able to make user namespaces as an unprivileged user (even when the \
                 judge is root, its boxes run as uids of their own), and a cgroup v2 subtree \
                 delegated to this user (its cgroup.subtree_control handing down memory and \
                 pids), or cgroup v1 memory, pids and cpuacct controllers writable by this \
                 user (run as root)"
            ))),
        }
    }

    /// The strongest level the machine gives.
    pub fn strongest() -> Sandbox {
        Sandbox::strict().unwrap_or_else(|_| Sandbox::new(true))
    }

    /// The same sandbox, whose runs (and tools) are killed, ending in an
    /// [`io::ErrorKind::Interrupted`] error, as soon as `stop` is not zero:
    /// a caller that catches signals sets it to stop everything at once.
    pub fn stopped_by(self, stop: Arc<AtomicUsize>) -> Sandbox {
        Sandbox { stop, ..self }
    }

    /// The level runs are held at.
    pub fn level(&self) -> Level {
        match self.jail {
            Some(_) => Level::Strict,
            None => Level::Basic,
        }
    }

    /// Whether programs run without network.
    pub fn network_isolated(&self) -> bool {
        self.unshare
    }

    /// Why runs are not held to [`Limits::processes`], if they are not:
    /// at the basic level the limit is `RLIMIT_NPROC`, which does not hold
    /// root, counts all of a user's processes outside a user namespace of
    /// the run's own, and is set by `prlimit`.
    pub fn process_limit_missing(&self) -> Option<&'static str> {
        if self.jail.is_some() {
            None
        } else if !rlimits::processes_limitable() {
            Some("RLIMIT_NPROC does not hold root")
        } else if !self.unshare {
            Some("no user namespace can be made here")
        } else if rlimits::prlimit().is_none() {
            Some("prlimit (util-linux) is not installed")
        } else {
            None
        }
    }

    /// Runs `program` with `stdin` on its standard input until it exits or
    /// breaks a limit, and reports what it did. An error means the program
    /// could not be started (not found, not executable), the box could not
    /// be made, or the pipes failed.
    pub fn run(&self, program: &Program, stdin: Vec<u8>, limits: &Limits) -> io::Result<Run> {
        let started = match &self.jail {
            Some(jail) => spawn::boxed(jail, program, limits)?,
            None => spawn::basic(program, self.unshare, limits.processes)?,
        };
        let asked = program.snapshot_prefix.clone().map(|prefix| stderr::Asked {
            prefix,
            most: limits.lines.saturating_add(1),
        });
        run::run(started, stdin, limits, asked, &self.stop)
    }

    /// Runs a compiler (or an interpreter's syntax check) to its end, at
    /// this level, under `tool`'s limits.
    pub fn run_tool(&self, tool: &Tool) -> io::Result<ToolRun> {
        tool::run(self.jail.as_ref(), tool, &self.stop)
    }
}

/// A fresh temporary folder for runs, named with `prefix`: removed with
/// all it holds when dropped, and by the sandbox's guard, a process
/// outside every box, if this process dies first (even by `SIGKILL`).
pub fn workspace(prefix: &str) -> io::Result<tempfile::TempDir> {
    let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
    guard::folder(dir.path());
    Ok(dir)
}

/// The error of a run stopped by the caller's `stop`.
fn stopped(stop: &AtomicUsize) -> io::Result<()> {
    match stop.load(Ordering::Relaxed) {
        0 => Ok(()),
        _ => Err(io::Error::new(
            io::ErrorKind::Interrupted,
            "stopped by a signal",
        )),
    }
}
