//! The command that starts a program: found on `PATH` by us, in its own
//! process group and directory, with a minimal environment, and wrapped in
//! `unshare` when it is to run without network.

use std::ffi::OsStr;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::Program;

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

/// The command for `program`, with its pipes set up, ready to spawn.
///
/// The executable is resolved here rather than by the kernel or `unshare`,
/// so that a missing program is the same `NotFound` error with or without
/// the network wrapper.
pub(crate) fn command(program: &Program, unshare: bool) -> io::Result<Command> {
    let path = std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into());
    let executable = resolve(&program.program, &program.dir, &path)?;
    let mut command = if unshare {
        let mut command = Command::new(UNSHARE[0]);
        command.args(&UNSHARE[1..]).arg("--").arg(&executable);
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
    Ok(command)
}

/// The file `program` names: a path (relative ones from `dir`), or a bare
/// name looked up in the directories of `path`.
fn resolve(program: &OsStr, dir: &Path, path: &OsStr) -> io::Result<PathBuf> {
    let name = Path::new(program);
    let found = if name.components().count() > 1 || name.is_absolute() {
        Some(dir.join(name)).filter(|file| file.is_file())
    } else {
        std::env::split_paths(path)
            .map(|entry| dir.join(entry).join(name))
            .find(|file| file.is_file())
    };
    found.ok_or_else(|| not_found(program))
}

/// The error for a program that is not there.
fn not_found(program: &OsStr) -> io::Error {
    let name = Path::new(program).display();
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("program not found: {name}"),
    )
}
