//! Finding the toolchain's programs and running them under a time limit,
//! with their output kept in files so that no pipe can stall them.

use std::env;
use std::ffi::OsStr;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use ttt_sandbox::{Exit, Limit, Sandbox, Tool};

use super::PrepareError;

/// How long a compiler (or a probe of an interpreter) may run.
pub(super) const TIME_LIMIT: Duration = Duration::from_secs(60);

/// The most of a tool's output kept for a message.
const OUTPUT_CAP: usize = 16 * 1024;

/// How a toolchain program ended.
pub(super) struct Finished {
    /// True when it exited with status 0.
    pub success: bool,
    /// What it wrote to stdout, cut to `OUTPUT_CAP` bytes.
    pub stdout: String,
    /// What it wrote to stderr, cut to `OUTPUT_CAP` bytes.
    pub stderr: String,
}

/// The full path of `name` found on `PATH`, or a toolchain error naming it
/// and what it is needed for.
pub(super) fn find(name: &str, needed_for: &str) -> Result<PathBuf, PrepareError> {
    let path = env::var_os("PATH").unwrap_or_default();
    env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
        .ok_or_else(|| missing(name, needed_for))
}

/// The full path of `program`: a name found on `PATH` as [`find`] finds
/// it, or a path (with a `/`) to an executable file, from the current
/// folder when relative; a toolchain error naming it and what it is needed
/// for when there is none.
pub(super) fn find_program(program: &OsStr, needed_for: &str) -> Result<PathBuf, PrepareError> {
    let name = program.to_string_lossy();
    if !name.contains('/') {
        return find(&name, needed_for);
    }
    let path = std::path::absolute(program).unwrap_or_else(|_| PathBuf::from(program));
    match is_executable(&path) {
        true => Ok(path),
        false => Err(PrepareError::Toolchain(format!(
            "{name} is not an executable file; it is needed to {needed_for}"
        ))),
    }
}

/// The toolchain error for a program that is not installed.
pub(super) fn missing(name: &str, needed_for: &str) -> PrepareError {
    PrepareError::Toolchain(format!(
        "{name} was not found on PATH; it is needed to {needed_for}"
    ))
}

/// Whether `path` is a file that someone may execute.
fn is_executable(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The memory a compiler may use: all its processes in a strict box, each
/// process's address space at the basic level (a JVM's heap there).
pub(super) const MEMORY_BYTES: u64 = 1 << 30;

/// The processes and threads a compiler may have (in a strict box).
const PROCESSES: u32 = 256;

/// The largest file a compiler may write.
const FILE_BYTES: u64 = 256 << 20;

/// Runs `command` in `work` in `sandbox` to the end, or stops it (and
/// whatever it started: g++ leaves its compiler proper running if only
/// the driver dies) after `limit`, or, in a strict box, when it uses more
/// than [`MEMORY_BYTES`]; `Ok(Err(limit))` then. Its output goes through
/// files in `work`, named after `label`.
pub(super) fn run(
    sandbox: &Sandbox,
    command: Command,
    work: &Path,
    label: &str,
    limit: Duration,
) -> io::Result<Result<Finished, Limit>> {
    let tool = Tool {
        program: command.get_program().to_owned(),
        args: command.get_args().map(ToOwned::to_owned).collect(),
        dir: work.to_owned(),
        mounts: Vec::new(),
        stdout: work.join(format!("{label}.stdout")),
        stderr: work.join(format!("{label}.stderr")),
        time: limit,
        memory_bytes: MEMORY_BYTES,
        processes: PROCESSES,
        file_bytes: FILE_BYTES,
        // A JVM given its own heap limit cannot live with an address-space
        // limit as well.
        reserves_address_space: command
            .get_args()
            .any(|arg| arg.to_string_lossy().starts_with("-J-Xmx")),
    };
    let ran = sandbox.run_tool(&tool)?;
    if let Some(limit) = ran.limit {
        return Ok(Err(limit));
    }
    Ok(Ok(Finished {
        success: ran.exit == Some(Exit::Code(0)),
        stdout: read_capped(&tool.stdout)?,
        stderr: read_capped(&tool.stderr)?,
    }))
}

/// A file's text, lossily decoded, cut to `OUTPUT_CAP` bytes with a note
/// saying how much was left out: only that much is read, however much a
/// compiler wrote.
fn read_capped(path: &Path) -> io::Result<String> {
    use std::io::Read;
    let mut file = fs::File::open(path)?;
    let length = file.metadata()?.len();
    let mut bytes = Vec::with_capacity(OUTPUT_CAP.min(length as usize));
    file.by_ref()
        .take(OUTPUT_CAP as u64)
        .read_to_end(&mut bytes)?;
    let mut text = String::from_utf8_lossy(&bytes).into_owned();
    if length > bytes.len() as u64 {
        let left = length - bytes.len() as u64;
        text.push_str(&format!("\n… ({left} more bytes)"));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;

    #[test]
    fn a_tool_past_its_limit_is_stopped_with_what_it_started() {
        let work = tempfile::tempdir().expect("a work directory");
        let mut command = Command::new("sh");
        command.args(["-c", "echo started; sleep 30 & sleep 30"]);
        let start = Instant::now();
        let sandbox = Sandbox::new(false);
        let done = run(
            &sandbox,
            command,
            work.path(),
            "sh",
            Duration::from_millis(300),
        );
        assert_eq!(done.expect("sh starts").err(), Some(Limit::Wall));
        assert!(start.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_tool_s_output_and_status_are_kept() {
        let work = tempfile::tempdir().expect("a work directory");
        let mut command = Command::new("sh");
        command.args(["-c", "echo out; echo err >&2; exit 1"]);
        let sandbox = Sandbox::new(false);
        let done = run(&sandbox, command, work.path(), "sh", TIME_LIMIT).expect("sh starts");
        let done = done.expect("sh ends in time");
        assert!(!done.success);
        assert_eq!(
            (done.stdout.as_str(), done.stderr.as_str()),
            ("out\n", "err\n")
        );
    }

    #[test]
    fn long_output_is_cut_with_a_note() {
        let work = tempfile::tempdir().expect("a work directory");
        let path = work.path().join("long");
        fs::write(&path, "e".repeat(OUTPUT_CAP + 5)).expect("written");
        let text = read_capped(&path).expect("read");
        assert!(
            text.ends_with("e\n… (5 more bytes)"),
            "{}",
            &text[text.len() - 30..]
        );
    }

    #[test]
    fn programs_are_found_on_path_or_named_as_missing() {
        assert!(find("sh", "test").is_ok());
        let missing = find("no-such-tool-ttt", "judge").expect_err("not installed");
        assert_eq!(
            missing.to_string(),
            "no-such-tool-ttt was not found on PATH; it is needed to judge"
        );
    }
}
