//! Seeing the leader's exit on OpenBSD, which has no `waitid`: the leader
//! is reaped when it is seen, so the final kill of the group could in
//! principle reach a new group that took the same id in between.

use std::io;
use std::process::Child;

use rustix::process::Pid;

/// Whether the leader, `child`, has exited; reaps it if so.
pub(crate) fn leader_exited(_leader: Pid, child: &mut Child) -> io::Result<bool> {
    Ok(child.try_wait()?.is_some())
}
