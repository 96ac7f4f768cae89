//! The system calls a boxed program may not make, refused with `EPERM` by
//! a seccomp filter that bubblewrap loads just before it starts the
//! program (`--seccomp`), after the capabilities are gone and with no new
//! privileges: what is left of the kernel's interface that the box's uid
//! could still reach, or that no solution has business with.
//!
//! Most of these already fail without capabilities; the filter makes the
//! refusal not depend on the kernel's checks. The list follows Docker's
//! default profile: mounting (both APIs), namespaces, the kernel keyring,
//! tracing and reading other processes, BPF and performance counters,
//! `userfaultfd`, `io_uring` and `io_setup` (whose quota is the machine's),
//! modules, the clock, swap, reboot and accounting, and sockets of the
//! families no network namespace separates (`AF_VSOCK`) or whose buffers
//! are the machine's (`AF_INET`, `AF_INET6`: a box has no network). On
//! x86-64, the same calls through the x32 ABI are refused too, and a call
//! of another architecture (32-bit `int 0x80`) kills the process, as
//! `seccompiler` builds every filter.
//!
//! The filter is made with `seccompiler` (rust-vmm's, which Firecracker
//! uses), for x86-64, AArch64 and RISC-V; elsewhere there is none, and the
//! capabilities alone hold.

use std::collections::BTreeMap;
use std::io;

/// The calls refused on every architecture.
const REFUSED: &[(&str, libc::c_long)] = &[
    ("mount", libc::SYS_mount),
    ("umount2", libc::SYS_umount2),
    ("pivot_root", libc::SYS_pivot_root),
    ("fsopen", libc::SYS_fsopen),
    ("fsconfig", libc::SYS_fsconfig),
    ("fsmount", libc::SYS_fsmount),
    ("fspick", libc::SYS_fspick),
    ("move_mount", libc::SYS_move_mount),
    ("open_tree", libc::SYS_open_tree),
    ("mount_setattr", libc::SYS_mount_setattr),
    ("unshare", libc::SYS_unshare),
    ("setns", libc::SYS_setns),
    ("keyctl", libc::SYS_keyctl),
    ("add_key", libc::SYS_add_key),
    ("request_key", libc::SYS_request_key),
    ("ptrace", libc::SYS_ptrace),
    ("process_vm_readv", libc::SYS_process_vm_readv),
    ("process_vm_writev", libc::SYS_process_vm_writev),
    ("kcmp", libc::SYS_kcmp),
    ("bpf", libc::SYS_bpf),
    ("perf_event_open", libc::SYS_perf_event_open),
    ("userfaultfd", libc::SYS_userfaultfd),
    ("fanotify_init", libc::SYS_fanotify_init),
    ("name_to_handle_at", libc::SYS_name_to_handle_at),
    ("open_by_handle_at", libc::SYS_open_by_handle_at),
    ("init_module", libc::SYS_init_module),
    ("finit_module", libc::SYS_finit_module),
    ("delete_module", libc::SYS_delete_module),
    ("kexec_load", libc::SYS_kexec_load),
    ("kexec_file_load", libc::SYS_kexec_file_load),
    ("reboot", libc::SYS_reboot),
    ("swapon", libc::SYS_swapon),
    ("swapoff", libc::SYS_swapoff),
    ("acct", libc::SYS_acct),
    ("quotactl", libc::SYS_quotactl),
    ("syslog", libc::SYS_syslog),
    ("settimeofday", libc::SYS_settimeofday),
    ("clock_settime", libc::SYS_clock_settime),
    ("clock_adjtime", libc::SYS_clock_adjtime),
    ("adjtimex", libc::SYS_adjtimex),
    ("sethostname", libc::SYS_sethostname),
    ("setdomainname", libc::SYS_setdomainname),
    ("io_uring_setup", libc::SYS_io_uring_setup),
    ("io_uring_enter", libc::SYS_io_uring_enter),
    ("io_uring_register", libc::SYS_io_uring_register),
    ("io_setup", libc::SYS_io_setup),
];

/// The socket families refused (`socket` with one as its first argument):
/// those no network namespace separates, through which boxes running at
/// once could reach each other or the machine (a virtual machine's vsock),
/// and the internet's, whose buffers (a box has only its own loopback) are
/// the machine's and, under cgroup v1, not counted in the box's memory.
const REFUSED_FAMILIES: &[(&str, libc::c_int)] = &[
    ("AF_VSOCK", libc::AF_VSOCK),
    ("AF_INET", libc::AF_INET),
    ("AF_INET6", libc::AF_INET6),
];

/// The calls refused that exist on x86-64 only.
#[cfg(target_arch = "x86_64")]
const REFUSED_HERE: &[(&str, libc::c_long)] = &[
    ("iopl", libc::SYS_iopl),
    ("ioperm", libc::SYS_ioperm),
    ("uselib", libc::SYS_uselib),
    ("sysfs", libc::SYS_sysfs),
    ("ustat", libc::SYS_ustat),
];
#[cfg(not(target_arch = "x86_64"))]
const REFUSED_HERE: &[(&str, libc::c_long)] = &[];

/// The bit that marks an x32 system call on x86-64.
#[cfg(target_arch = "x86_64")]
const X32: libc::c_long = 0x4000_0000;

/// The socket families refused, by name and number, for the tests.
#[cfg(test)]
pub(crate) fn refused_families() -> impl Iterator<Item = (&'static str, libc::c_int)> {
    REFUSED_FAMILIES.iter().copied()
}

/// The calls refused, by name and number, for the tests.
#[cfg(test)]
pub(crate) fn refused() -> impl Iterator<Item = (&'static str, libc::c_long)> {
    REFUSED.iter().chain(REFUSED_HERE).copied()
}

/// The filter as bubblewrap reads it from `--seccomp`: the BPF program's
/// instructions in the machine's byte order; `None` on an architecture
/// `seccompiler` does not build for.
#[allow(clippy::useless_conversion)] // c_long is i32 on 32-bit machines.
pub(crate) fn program() -> io::Result<Option<Vec<u8>>> {
    let Ok(arch) = seccompiler::TargetArch::try_from(std::env::consts::ARCH) else {
        return Ok(None);
    };
    let mut rules = BTreeMap::new();
    for (_, number) in REFUSED.iter().chain(REFUSED_HERE) {
        rules.insert(i64::from(*number), Vec::new());
        #[cfg(target_arch = "x86_64")]
        rules.insert(i64::from(*number | X32), Vec::new());
    }
    let mut families = Vec::new();
    for (_, family) in REFUSED_FAMILIES {
        let first = seccompiler::SeccompCondition::new(
            0,
            seccompiler::SeccompCmpArgLen::Dword,
            seccompiler::SeccompCmpOp::Eq,
            *family as u64,
        )
        .map_err(io::Error::other)?;
        families.push(seccompiler::SeccompRule::new(vec![first]).map_err(io::Error::other)?);
    }
    rules.insert(i64::from(libc::SYS_socket), families.clone());
    #[cfg(target_arch = "x86_64")]
    rules.insert(i64::from(libc::SYS_socket | X32), families);
    let filter = seccompiler::SeccompFilter::new(
        rules,
        seccompiler::SeccompAction::Allow,
        seccompiler::SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .map_err(io::Error::other)?;
    let program: seccompiler::BpfProgram = filter.try_into().map_err(io::Error::other)?;
    let mut bytes = Vec::with_capacity(program.len() * 8);
    for instruction in program {
        bytes.extend_from_slice(&instruction.code.to_ne_bytes());
        bytes.push(instruction.jt);
        bytes.push(instruction.jf);
        bytes.extend_from_slice(&instruction.k.to_ne_bytes());
    }
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_is_built_for_this_machine_with_every_call_it_names() {
        let Some(bytes) = program().expect("the filter builds") else {
            crate::tests::skip("seccompiler builds no filter for this architecture");
            return;
        };
        assert_eq!(bytes.len() % 8, 0);
        // An instruction per call at least, and the architecture check.
        assert!(
            bytes.len() / 8 > REFUSED.len(),
            "{} instructions",
            bytes.len() / 8
        );
        let names: Vec<&str> = refused().map(|(name, _)| name).collect();
        assert!(names.contains(&"mount") && names.contains(&"keyctl"));
    }
}
