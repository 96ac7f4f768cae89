//! Nothing inherited: every program the sandbox starts (a run, a tool,
//! bubblewrap, the guard) gets its standard streams and the descriptors
//! handed to it on purpose, and no other. A descriptor that the judge's
//! own caller left open (`exec 7<answers`, a descriptor on `/`) would
//! otherwise be open in the program: Rust opens its own close-on-exec,
//! but not what it was started with.

use std::os::unix::process::CommandExt;
use std::process::Command;

/// The descriptors past the last one handed on are closed when `command`
/// execs: from `first` up (3 for a program given only its standard
/// streams). The mark is set in the child, after any mapping of its
/// descriptors, so it must be called after those are set up.
pub(crate) fn inherit_none_from(command: &mut Command, first: i32) {
    // SAFETY: the closure runs in the child between fork and exec, where
    // only async-signal-safe calls may be made: it makes system calls on
    // numbers and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            close_on_exec_from(first);
            Ok(())
        });
    }
}

/// Marks every descriptor from `first` up close-on-exec: `close_range`
/// where the kernel has it (Linux 5.11), else one `fcntl` each up to the
/// descriptor limit.
fn close_on_exec_from(first: i32) {
    let first = first.max(3) as libc::c_uint;
    #[cfg(target_os = "linux")]
    {
        // SAFETY: a system call taking numbers only.
        let done = unsafe {
            libc::syscall(
                libc::SYS_close_range,
                first,
                libc::c_uint::MAX,
                libc::CLOSE_RANGE_CLOEXEC,
            )
        };
        if done == 0 {
            return;
        }
    }
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct it is given.
    let top = match unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } {
        0 => limit.rlim_cur.min(1 << 20) as libc::c_uint,
        _ => 1024,
    };
    for fd in first..top {
        // SAFETY: fcntl on a number; one that is not open fails harmlessly.
        unsafe {
            libc::fcntl(fd as libc::c_int, libc::F_SETFD, libc::FD_CLOEXEC);
        }
    }
}
