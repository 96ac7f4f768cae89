//! The program's process group: what its processes use, whether its leader
//! has exited, and killing all of it.
//!
//! The leader is the program we started; the group's id is its pid. While the
//! leader is not reaped, its pid cannot be reused, so we look at its exit with
//! `WNOWAIT` and kill the group before reaping it: a signal to the group can
//! never reach an unrelated process that got the pid since (except on
//! OpenBSD, see `sys`).

use std::io;
use std::process::Child;

use rustix::process::{Pid, Signal, kill_process_group};

use super::sys::{self, Sampler};

/// The group led by the program we started.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Group {
    leader: Pid,
}

impl Group {
    /// The group whose leader has pid `id` (as `Child::id` gives it).
    pub(crate) fn new(id: u32) -> io::Result<Group> {
        i32::try_from(id)
            .ok()
            .and_then(Pid::from_raw)
            .map(|leader| Group { leader })
            .ok_or_else(|| io::Error::other(format!("not a process id: {id}")))
    }

    /// The group led by `child`, and the child; a child whose pid is not
    /// one is killed.
    pub(crate) fn of(mut child: Child) -> io::Result<(Group, Child)> {
        match Group::new(child.id()) {
            Ok(group) => Ok((group, child)),
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                Err(e)
            }
        }
    }

    /// The group's id, its leader's pid.
    pub(crate) fn id(&self) -> i32 {
        self.leader.as_raw_nonzero().get()
    }

    /// Whether the leader (`child`) has exited, leaving it unreaped where
    /// the system allows.
    pub(crate) fn leader_exited(&self, child: &mut Child) -> io::Result<bool> {
        sys::leader_exited(self.leader, child)
    }

    /// Sends `SIGKILL` to every process of the group; a group already gone
    /// is not an error.
    pub(crate) fn kill(&self) -> io::Result<()> {
        match kill_process_group(self.leader, Signal::KILL) {
            Err(rustix::io::Errno::SRCH) => Ok(()),
            result => Ok(result?),
        }
    }

    /// A sampler of what the group uses.
    pub(crate) fn sampler(&self) -> Sampler {
        Sampler::new(self.id())
    }
}
