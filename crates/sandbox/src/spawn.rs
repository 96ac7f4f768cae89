//! Starting a program: at the basic level found on `PATH` by us, in its
//! own process group and directory, with a minimal environment, and wrapped
//! in `unshare` when it is to run without network; at the strict level in a
//! box and a cgroup.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};

use super::boxed::{BoxSpec, Caps, Held, Jail, Output};
use super::group::Group;
use super::resolve::resolve;
use super::rlimits::{Rlimits, processes_limitable};
use super::{Limits, Program};

/// A program that has started, with what holds it.
pub(crate) struct Started {
    pub(crate) child: std::process::Child,
    /// The process group of the child (bwrap, in a box).
    pub(crate) group: Group,
    /// The run's cgroup, disk and uid, in a box.
    pub(crate) held: Option<Held>,
}

/// Whether `name` is a program on our `PATH`.
pub(crate) fn on_path(name: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into());
    std::env::split_paths(&path).any(|dir| dir.join(name).is_file())
}

/// Starts `program` at the basic level.
pub(crate) fn basic(program: &Program, unshare: bool, processes: u32) -> io::Result<Started> {
    let child = command(program, unshare, processes)?.spawn()?;
    let group = Group::of(child)?;
    // Nothing kills a group when we die but the guard.
    crate::guard::group(group.0.id());
    Ok(Started {
        group: group.0,
        child: group.1,
        held: None,
    })
}

/// Starts `program` in a box of `jail` held to `limits`.
pub(crate) fn boxed(jail: &Jail, program: &Program, limits: &Limits) -> io::Result<Started> {
    let spec = BoxSpec::new(
        &program.program,
        &program.args,
        &program.dir,
        &program.mounts,
    )?;
    let caps = Caps {
        memory_bytes: limits.memory_bytes,
        processes: limits.processes,
    };
    let mut made = jail.make(&spec, &caps, Output::Disk(limits.disk_bytes))?;
    made.command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let (child, held) = Jail::start(made)?;
    let (group, child) = Group::of(child)?;
    Ok(Started {
        child,
        group,
        held: Some(held),
    })
}

/// The `PATH` given to programs when we have none ourselves.
const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The wrapper that gives a program a user and a network namespace of its own:
/// `unshare` execs the program in place (no `--fork`), so its pid, its process
/// group and everything we measure stay the program's own. Mapping our user to
/// root inside is what lets it create files in its directory as our user.
const UNSHARE: [&str; 4] = ["unshare", "--user", "--map-root-user", "--net"];

/// Whether the network wrapper works on this machine (util-linux is there,
/// and unprivileged user namespaces are allowed).
pub(crate) fn unshare_works() -> bool {
    Command::new(UNSHARE[0])
        .args(&UNSHARE[1..])
        .arg("true")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// The command for `program`, with its pipes set up, ready to spawn; in
/// a user namespace of its own, it is held to `processes` by
/// `RLIMIT_NPROC` where that holds (see `rlimits`).
///
/// The executable is resolved here rather than by the kernel or `unshare`,
/// so that a missing program is the same `NotFound` error with or without
/// the network wrapper.
pub(crate) fn command(program: &Program, unshare: bool, processes: u32) -> io::Result<Command> {
    let path = std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into());
    let executable = resolve(&program.program, &program.dir, &path)?;
    let mut command = if unshare {
        let mut command = Command::new(UNSHARE[0]);
        command.args(&UNSHARE[1..]).arg("--");
        if processes_limitable() {
            let limits = Rlimits {
                processes: processes.into(),
                ..Rlimits::default()
            };
            command.args(limits.prefix());
        }
        command.arg(&executable);
        command
    } else {
        Command::new(&executable)
    };
    command
        .args(&program.args)
        .current_dir(&program.dir)
        .env_clear()
        .env("PATH", &path)
        .env("HOME", &program.dir)
        .env("TMPDIR", &program.dir)
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    crate::fds::inherit_none_from(&mut command, 3);
    Ok(command)
}
