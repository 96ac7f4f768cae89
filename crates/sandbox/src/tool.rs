//! A tool, such as a compiler, run to its end or stopped with all it
//! started: at the strict level in a box and a cgroup like a program (so
//! that `#include "/dev/zero"` meets the memory limit), at the basic level
//! in a process group killed whole at its time limit.

use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::AtomicUsize;
use std::thread;
use std::time::{Duration, Instant};

use super::boxed::{BoxSpec, Caps, Jail, Made, Output};
use super::group::Group;
use super::rlimits::Rlimits;
use super::{Exit, Limit};

/// The first pause between looks at the tool; it doubles up to [`MAX_PAUSE`],
/// so that a quick tool is seen to end at once and a slow one costs little.
const FIRST_PAUSE: Duration = Duration::from_millis(2);

/// The longest pause between looks at the tool.
const MAX_PAUSE: Duration = Duration::from_millis(50);

/// A tool to run, in the folder it may write, with its limits.
#[derive(Clone, Debug)]
pub struct Tool {
    /// The executable: a name looked up in `PATH`, or a path.
    pub program: OsString,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// Its working folder, the one it may write in a box.
    pub dir: PathBuf,
    /// Folders it sees read-only in a box.
    pub mounts: Vec<PathBuf>,
    /// Files its stdout and stderr go to (made by the run).
    pub stdout: PathBuf,
    /// See [`Tool::stdout`].
    pub stderr: PathBuf,
    /// Wall-clock time it may run.
    pub time: Duration,
    /// Memory it may use: all its processes in a box; at the basic level,
    /// each process's address space (see
    /// [`Tool::reserves_address_space`]).
    pub memory_bytes: u64,
    /// Processes and threads it may have at once (in a box).
    pub processes: u32,
    /// The largest file it may write, its output included.
    pub file_bytes: u64,
    /// Whether it reserves far more address space than it uses (a JVM):
    /// at the basic level, where its memory is otherwise held by an
    /// address-space limit, it is then given none, and is to be given its
    /// own (`javac -J-Xmx…`).
    pub reserves_address_space: bool,
}

/// How a tool ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToolRun {
    /// Its exit, when it ended on its own.
    pub exit: Option<Exit>,
    /// The limit that stopped it: [`Limit::Wall`] or [`Limit::Memory`].
    pub limit: Option<Limit>,
}

/// Runs `tool` in a box of `jail`, or in a process group without one.
pub(crate) fn run(jail: Option<&Jail>, tool: &Tool, stop: &AtomicUsize) -> io::Result<ToolRun> {
    let streams = |command: &mut Command| -> io::Result<()> {
        command
            .stdin(Stdio::null())
            .stdout(File::create(&tool.stdout)?)
            .stderr(File::create(&tool.stderr)?)
            .process_group(0);
        Ok(())
    };
    let (child, held) = match jail {
        Some(jail) => {
            let mut made = boxed(jail, tool)?;
            streams(&mut made.command)?;
            let (child, held) = Jail::start(made)?;
            (child, Some(held))
        }
        None => {
            let mut command = basic_command(tool)?;
            streams(&mut command)?;
            (command.spawn()?, None)
        }
    };
    let (group, mut child) = Group::of(child)?;
    if held.is_none() {
        crate::guard::group(group.id());
    }
    let ran = watch(&mut child, group, tool.time, held.is_some(), stop);
    match &held {
        Some(held) => {
            held.cgroup.kill_all();
        }
        None => crate::guard::ended(group.id()),
    }
    let mut ran = ran?;
    if let Some(held) = &held
        && ran.limit.is_none()
        && held.cgroup.out_of_memory()
    {
        ran = ToolRun {
            exit: None,
            limit: Some(Limit::Memory),
        };
    }
    Ok(ran)
}

/// The cgroup's limits for a tool.
fn caps(tool: &Tool) -> Caps {
    Caps {
        memory_bytes: tool.memory_bytes,
        processes: tool.processes,
    }
}

/// The command for `tool` at the basic level: its memory and its files
/// held by rlimits where the system has `prlimit`.
fn basic_command(tool: &Tool) -> io::Result<Command> {
    let program = super::resolve::resolve(&tool.program, &tool.dir, &path_var())?;
    let limits = Rlimits {
        processes: 0,
        address_space: match tool.reserves_address_space {
            true => 0,
            false => tool.memory_bytes,
        },
        file_size: tool.file_bytes,
    };
    let prefix = limits.prefix();
    let mut command = match prefix.split_first() {
        Some((prlimit, options)) => {
            let mut command = Command::new(prlimit);
            command.args(options).arg(program);
            command
        }
        None => Command::new(program),
    };
    command.args(&tool.args).current_dir(&tool.dir);
    crate::fds::inherit_none_from(&mut command, 3);
    Ok(command)
}

/// The box for `tool`, its file size held by `prlimit` where the system
/// has it.
fn boxed(jail: &Jail, tool: &Tool) -> io::Result<Made> {
    let spec = match crate::rlimits::prlimit() {
        Some(prlimit) if tool.file_bytes > 0 => {
            let program = super::resolve::resolve(&tool.program, &tool.dir, &path_var())?;
            let mut args: Vec<OsString> = vec![
                format!("--fsize={}", tool.file_bytes).into(),
                "--".into(),
                program.clone().into(),
            ];
            args.extend(tool.args.iter().cloned());
            let mut mounts = tool.mounts.clone();
            mounts.extend(BoxSpec::new(program.as_os_str(), &[], &tool.dir, &[])?.mounts());
            BoxSpec::new(prlimit.as_os_str(), &args, &tool.dir, &mounts)?
        }
        _ => BoxSpec::new(&tool.program, &tool.args, &tool.dir, &tool.mounts)?,
    };
    jail.make(&spec, &caps(tool), Output::Folder)
}

/// Our `PATH`.
fn path_var() -> OsString {
    std::env::var_os("PATH").unwrap_or_else(|| "/usr/local/bin:/usr/bin:/bin".into())
}

/// Waits for the tool to end; after `limit` of wall-clock time, kills its
/// whole group.
fn watch(
    child: &mut Child,
    group: Group,
    limit: Duration,
    boxed: bool,
    stop: &AtomicUsize,
) -> io::Result<ToolRun> {
    let start = Instant::now();
    let mut pause = FIRST_PAUSE;
    loop {
        if let Err(e) = super::stopped(stop) {
            group.kill()?;
            child.wait()?;
            return Err(e);
        }
        if group.leader_exited(child)? {
            group.kill()?;
            let status = child.wait()?;
            let exit = match (status.code(), status.signal()) {
                (Some(code @ 129..=192), _) if boxed => Exit::Signal(code - 128),
                (Some(code), _) => Exit::Code(code),
                (None, signal) => Exit::Signal(signal.unwrap_or(0)),
            };
            return Ok(ToolRun {
                exit: Some(exit),
                limit: None,
            });
        }
        if start.elapsed() >= limit {
            // The leader is unreaped: the group's id is still its own.
            group.kill()?;
            child.wait()?;
            return Ok(ToolRun {
                exit: None,
                limit: Some(Limit::Wall),
            });
        }
        thread::sleep(pause);
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::gone;

    /// A tool of `script` in a fresh folder, with limits of `time`.
    fn sh(dir: &std::path::Path, script: &str, time: Duration) -> Tool {
        Tool {
            program: "sh".into(),
            args: vec!["-c".into(), script.into()],
            dir: dir.to_owned(),
            mounts: Vec::new(),
            stdout: dir.join("out"),
            stderr: dir.join("err"),
            time,
            memory_bytes: 256 << 20,
            processes: 64,
            file_bytes: 1 << 20,
            reserves_address_space: false,
        }
    }

    #[test]
    fn a_tool_that_ends_gives_its_status() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let tool = sh(dir.path(), "exit 3", Duration::from_secs(20));
        let ran = run(None, &tool, &AtomicUsize::new(0)).expect("sh starts");
        assert_eq!(ran.exit, Some(Exit::Code(3)));
    }

    #[test]
    fn a_tool_past_its_limit_is_killed_with_what_it_started() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let script = "sleep 30 & echo $! > child; sleep 30";
        let tool = sh(dir.path(), script, Duration::from_millis(300));
        let began = Instant::now();
        let ran = run(None, &tool, &AtomicUsize::new(0)).expect("sh starts");
        assert_eq!(ran.limit, Some(Limit::Wall));
        assert!(began.elapsed() < Duration::from_secs(10));
        let child = std::fs::read_to_string(dir.path().join("child")).expect("sh wrote it");
        assert!(gone(child.trim()), "the background sleep outlived the tool");
    }
}
