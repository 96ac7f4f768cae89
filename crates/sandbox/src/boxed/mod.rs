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
//! bwrap is put in the run's cgroup before it starts the program: with
//! `--info-fd` it tells the pid of the namespace's init, which then waits
//! on `--block-fd` until that pid has been written to the cgroup, so every
//! process of the box is counted from its first instruction.

mod cgroup;
mod command;
mod discover;
mod layout;
mod sweep;
mod system;

use std::fs::File;
use std::io::{self, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

use command_fds::{CommandFdExt, FdMapping};
use rustix::pipe::{PipeFlags, pipe_with};

pub(crate) use cgroup::{Caps, Cgroup};
pub(crate) use command::BoxSpec;
#[cfg(test)]
pub(crate) use discover::v2_delegated;

/// The file descriptor on which bwrap tells the init's pid.
const INFO_FD: i32 = 3;
/// The file descriptor on which the init waits before it starts the program.
const BLOCK_FD: i32 = 4;

/// Runs programs in bwrap and a cgroup each; made only where both work.
#[derive(Debug)]
pub(crate) struct Jail {
    hierarchy: cgroup::Hierarchy,
    /// What every box sees of the machine.
    system: system::System,
    /// Boxes started so far, which names each one's cgroup.
    boxes: AtomicU64,
}

impl Jail {
    /// The strict level, or why this machine cannot give it: bwrap must
    /// run a program in all its namespaces and a cgroup must be made and
    /// limited.
    pub(crate) fn new() -> io::Result<Jail> {
        let hierarchy = cgroup::Hierarchy::new()?;
        let jail = Jail {
            hierarchy,
            system: system::System::new()?,
            boxes: AtomicU64::new(0),
        };
        let dir = crate::workspace("ttt-box-probe-")?;
        let spec = BoxSpec::new("true".as_ref(), &[], dir.path(), &[])?;
        let mut probe = jail.command(&spec);
        probe.stdin(Stdio::null()).stdout(Stdio::null());
        probe.stderr(Stdio::piped());
        let (mut child, _cgroup) = jail.start(probe, &Caps::default())?;
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

    /// The bwrap command of `spec`, without its standard streams.
    pub(crate) fn command(&self, spec: &BoxSpec) -> Command {
        spec.command(&self.system)
    }

    /// Starts `command` (made by [`Jail::command`]) with its init in a
    /// fresh cgroup held to `caps`; the program itself starts only once
    /// the init is in the cgroup.
    pub(crate) fn start(&self, mut command: Command, caps: &Caps) -> io::Result<(Child, Cgroup)> {
        let n = self.boxes.fetch_add(1, Ordering::Relaxed);
        let cgroup = self.hierarchy.cgroup(&format!("box-{n}"), caps)?;
        let (info_read, info_write) = pipe_with(PipeFlags::CLOEXEC)?;
        let (block_read, block_write) = pipe_with(PipeFlags::CLOEXEC)?;
        let mappings = vec![
            FdMapping {
                parent_fd: info_write,
                child_fd: INFO_FD,
            },
            FdMapping {
                parent_fd: block_read,
                child_fd: BLOCK_FD,
            },
        ];
        command.fd_mappings(mappings).map_err(io::Error::other)?;
        let spawned = command.spawn();
        // Our ends of the child's pipes close here, so that the info pipe
        // ends when bwrap has written it.
        drop(command);
        let mut child = spawned?;
        let joined = init_pid(File::from(info_read)).and_then(|pid| cgroup.add(pid));
        if let Err(e) = joined {
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
        // The init reads one byte and goes on; a box already dead is no
        // error here, its exit says what happened.
        let _ = File::from(block_write).write_all(b"\n");
        Ok((child, cgroup))
    }
}

/// The pid of the box's init, from bwrap's `--info-fd` JSON.
fn init_pid(mut info: File) -> io::Result<u32> {
    let mut text = String::new();
    info.read_to_string(&mut text)?;
    let after = text
        .split_once("\"child-pid\":")
        .map(|(_, after)| after.trim_start());
    let digits = after.map(|a| a.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""));
    digits
        .and_then(|d| d.parse().ok())
        .ok_or_else(|| io::Error::other("bwrap did not start a box (no child pid)"))
}
