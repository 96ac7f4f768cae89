//! Seeing the leader's exit without reaping it (`waitid` with `WNOWAIT`),
//! so that its pid, which is the group's id, stays ours until the group
//! has been killed.

use std::io;
use std::process::Child;

use rustix::process::{Pid, WaitId, WaitIdOptions, waitid};

/// Whether `leader` (started as `_child`) has exited, leaving it unreaped.
pub(crate) fn leader_exited(leader: Pid, _child: &mut Child) -> io::Result<bool> {
    let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
    Ok(waitid(WaitId::Pid(leader), options)?.is_some())
}
