//! The strict level: each run in bubblewrap (`bwrap`) and a cgroup of its
//! own.
//!
//! bwrap gives the program new user, PID, mount, network, IPC, UTS and
//! cgroup namespaces: it sees the system's toolchain folders read-only
//! (`/usr` and the few entries of `/etc` that the runtimes read), the
//! folders the caller names read-only, its own box folder writable, and a
//! fresh `/proc`, `/dev` and `/tmp`; nothing else of the machine. It is the
//! PID namespace's init that starts the program, so when the run ends (or
//! the judge dies: `--die-with-parent`) every process of the box dies with
//! it, whatever `setsid` or double forks it tried.
//!
//! The box holds when the judge is root, as isolate's threat model asks:
//!
//! - **No privilege.** bwrap is started as an unprivileged uid of the box's
//!   own (`uids`), never root, so it is an unprivileged bwrap: the program
//!   runs as that uid with every capability dropped, no new privileges, no
//!   further user namespace (`--disable-userns`), and the system calls of
//!   `seccomp` refused.
//! - **Limits out of reach.** bwrap moves itself into the run's cgroup
//!   before it runs (a descriptor on `cgroup.procs`, opened by the judge,
//!   written `0` between fork and exec), so every process of the box is
//!   counted from its first instruction and the box's cgroup namespace is
//!   rooted at its own cgroup. The limit and usage files belong to root
//!   and the box has no `/sys`.
//! - **Its own disk.** A run's writable folder is a tmpfs of a fixed size
//!   (`disk`).
//! - **Nothing inherited.** bwrap gets its standard streams and the
//!   descriptor of the seccomp filter; no other descriptor of the judge's
//!   (`fds`).

mod cgroup;
mod command;
mod discover;
mod disk;
mod layout;
mod seccomp;
mod stage;
mod sweep;
mod system;
mod uids;

use std::io::{self, Read, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

use command_fds::CommandFdExt;
use rustix::pipe::{PipeFlags, pipe_with};

pub(crate) use cgroup::{Caps, Cgroup};
pub(crate) use command::{BoxSpec, Writable};
#[cfg(test)]
pub(crate) use discover::v2_delegated;
pub(crate) use disk::Disk;
#[cfg(test)]
pub(crate) use seccomp::{refused, refused_families};

/// The most files one process of a box may have open at once: the
/// machine's table of open files is shared by every box (a box of 64
/// processes holds at most 64 thousand of its entries).
const FILES: libc::rlim_t = 1024;

/// Runs programs in bwrap and a cgroup each; made only where both work.
#[derive(Debug)]
pub(crate) struct Jail {
    hierarchy: cgroup::Hierarchy,
    /// What every box sees of the machine.
    system: system::System,
    /// The uids boxes run as, when the judge is root.
    uids: Option<uids::Uids>,
    /// The filter of system calls, as bwrap reads it.
    seccomp: Option<Vec<u8>>,
    /// Boxes started so far, which names each one's cgroup.
    boxes: AtomicU64,
}

/// A box made and not yet started: its bwrap command, to which the caller
/// adds the standard streams, and what holds it.
pub(crate) struct Made {
    pub(crate) command: Command,
    pub(crate) held: Held,
}

/// What holds a box: dropped once the run is over, it kills what is left
/// in the cgroup and removes it, gives a tool's folder back, and frees the
/// uid (whose disk is emptied first), in that order.
#[derive(Debug)]
pub(crate) struct Held {
    pub(crate) cgroup: Cgroup,
    pub(crate) disk: Option<Disk>,
    /// A tool's folder, owned by the box's uid while it runs and given
    /// back to the judge's when it is over.
    _lent_dir: Option<LentDir>,
    _uid: Option<uids::Lent>,
}

/// What a box writes to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Output {
    /// A run's fresh folder, a tmpfs of this many bytes.
    Disk(u64),
    /// A tool's folder, whose files outlive the box.
    Folder,
}

impl Jail {
    /// The strict level, or why this machine cannot give it: bwrap must
    /// run a program in all its namespaces as an unprivileged user and a
    /// cgroup must be made and limited.
    pub(crate) fn new() -> io::Result<Jail> {
        let hierarchy = cgroup::Hierarchy::new()?;
        let root = rustix::process::geteuid().is_root();
        let jail = Jail {
            hierarchy,
            system: system::System::new()?,
            uids: root.then(uids::Uids::default),
            seccomp: seccomp::program()?,
            boxes: AtomicU64::new(0),
        };
        let dir = crate::workspace("ttt-box-probe-")?;
        let spec = BoxSpec::new("true".as_ref(), &[], dir.path(), &[])?;
        let mut probe = jail.make(&spec, &Caps::default(), Output::Disk(1 << 20))?;
        probe.command.stdin(Stdio::null()).stdout(Stdio::null());
        probe.command.stderr(Stdio::piped());
        let (mut child, _held) = Jail::start(probe)?;
        let mut stderr = String::new();
        if let Some(mut pipe) = child.stderr.take() {
            let _ = pipe.read_to_string(&mut stderr);
        }
        match child.wait()?.success() {
            true => Ok(jail),
            false => Err(io::Error::other(format!(
                "bwrap cannot make a box here: {}",
                stderr.trim()
            ))),
        }
    }

    /// Makes the box of `spec` held to `caps`, writing to `output`: its
    /// cgroup, its uid, its disk, and the bwrap command that starts it,
    /// without standard streams.
    pub(crate) fn make(&self, spec: &BoxSpec, caps: &Caps, output: Output) -> io::Result<Made> {
        let n = self.boxes.fetch_add(1, Ordering::Relaxed);
        let cgroup = self.hierarchy.cgroup(&format!("box-{n}"), caps)?;
        let mut lent = self.uids.as_ref().map(uids::Uids::lend).transpose()?;
        let uid = lent.as_ref().map(uids::Lent::uid);
        let (writable, disk, lent_dir) = match (output, lent.as_mut()) {
            (Output::Disk(bytes), Some(lent)) => {
                let disk = Disk::at(lent.disk(bytes)?);
                (Writable::Mounted, Some(disk), None)
            }
            (Output::Disk(bytes), None) => (Writable::Sized(bytes), None, None),
            (Output::Folder, Some(lent)) => {
                let lent = LentDir::new(spec.dir(), lent.uid())?;
                (Writable::Bound, None, Some(lent))
            }
            (Output::Folder, None) => (Writable::Bound, None, None),
        };
        // What bwrap binds: the snapshot of `/etc`, the writable folder
        // (the uid's disk, or the folder itself), the read-only mounts.
        let mounts = spec.mounts();
        let dir = disk.as_ref().map_or(spec.dir(), Disk::dir);
        let mut wanted = vec![self.system.etc.path(), dir];
        wanted.extend(mounts.iter().map(PathBuf::as_path));
        let (stage, found) = match uid {
            Some(uid) => {
                let (stage, points) = stage::Stage::new(uid, &wanted)?;
                (Some(stage), points)
            }
            None => (None, wanted.iter().map(|p| p.to_path_buf()).collect()),
        };
        let mut found = found.into_iter();
        let mut next = || found.next().expect("a source for each bind");
        let (etc, dir) = (next(), next());
        let sources = command::Sources {
            etc,
            dir,
            mounts: found.collect(),
        };
        let seccomp = self.seccomp.as_deref().map(filter).transpose()?;
        let (mut command, fds) = spec.command(&self.system, &sources, uid, writable, seccomp);
        let handed = command::SECCOMP_FD + fds.len() as i32;
        let joiners = cgroup.joiners()?;
        // SAFETY: the closure runs in the child between fork and exec; it
        // makes system calls on what was made beforehand and allocates
        // nothing.
        unsafe {
            command.pre_exec(move || {
                for joiner in &joiners {
                    rustix::io::write(joiner.as_fd(), b"0")?;
                }
                let files = libc::rlimit {
                    rlim_cur: FILES,
                    rlim_max: FILES,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &files) != 0 {
                    return Err(io::Error::last_os_error());
                }
                match &stage {
                    Some(stage) => stage.enter(),
                    None => Ok(()),
                }
            });
        }
        command.fd_mappings(fds).map_err(io::Error::other)?;
        crate::fds::inherit_none_from(&mut command, handed);
        Ok(Made {
            command,
            held: Held {
                cgroup,
                disk,
                _lent_dir: lent_dir,
                _uid: lent,
            },
        })
    }

    /// Starts a box made by [`Jail::make`], whose command has its streams.
    pub(crate) fn start(made: Made) -> io::Result<(Child, Held)> {
        let Made { mut command, held } = made;
        let child = command.spawn();
        // Our copies of the descriptors handed to bwrap close here.
        drop(command);
        Ok((child?, held))
    }
}

/// A pipe from which bwrap reads the filter, written and closed.
fn filter(program: &[u8]) -> io::Result<OwnedFd> {
    let (read, write) = pipe_with(PipeFlags::CLOEXEC)?;
    // The filter (a few KB) fits in the pipe's buffer.
    std::fs::File::from(write).write_all(program)?;
    Ok(read)
}

/// A tool's folder lent to a box's uid: owned by it while the tool runs
/// (so that a compiler can write its output there), and all it holds given
/// back to the judge's user after, read-only to any later box.
#[derive(Debug)]
struct LentDir(std::path::PathBuf);

impl LentDir {
    fn new(dir: &Path, uid: u32) -> io::Result<LentDir> {
        std::os::unix::fs::lchown(dir, Some(uid), Some(uid))?;
        Ok(LentDir(dir.to_owned()))
    }
}

impl Drop for LentDir {
    fn drop(&mut self) {
        let (uid, gid) = (
            rustix::process::geteuid().as_raw(),
            rustix::process::getegid().as_raw(),
        );
        give_back(&self.0, uid, gid);
    }
}

/// Gives `path` and all under it to `uid`:`gid`, not following links.
fn give_back(path: &Path, uid: u32, gid: u32) {
    let _ = std::os::unix::fs::lchown(path, Some(uid), Some(gid));
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return;
    };
    if meta.is_dir()
        && let Ok(entries) = std::fs::read_dir(path)
    {
        for entry in entries.flatten() {
            give_back(&entry.path(), uid, gid);
        }
    }
}
