//! A trusted tool, such as a compiler, run to its end or stopped with all
//! it started: only its time is limited, as it is not the program judged.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus};
use std::thread;
use std::time::{Duration, Instant};

use super::group::Group;

/// The first pause between looks at the tool; it doubles up to [`MAX_PAUSE`],
/// so that a quick tool is seen to end at once and a slow one costs little.
const FIRST_PAUSE: Duration = Duration::from_millis(2);

/// The longest pause between looks at the tool.
const MAX_PAUSE: Duration = Duration::from_millis(50);

/// Starts `command` in a process group of its own and waits for it to end;
/// after `limit` of wall-clock time, kills the whole group and gives `None`.
pub(crate) fn run(mut command: Command, limit: Duration) -> io::Result<Option<ExitStatus>> {
    let start = Instant::now();
    let mut child = command.process_group(0).spawn()?;
    let group = match Group::new(child.id()) {
        Ok(group) => group,
        Err(e) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
    };
    let mut pause = FIRST_PAUSE;
    loop {
        if group.leader_exited(&mut child)? {
            return child.wait().map(Some);
        }
        if start.elapsed() >= limit {
            // The leader is unreaped: the group's id is still its own.
            group.kill()?;
            child.wait()?;
            return Ok(None);
        }
        thread::sleep(pause);
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::gone;

    #[test]
    fn a_tool_that_ends_gives_its_status() {
        let mut command = Command::new("sh");
        command.args(["-c", "exit 3"]);
        let status = run(command, Duration::from_secs(20)).expect("sh starts");
        assert_eq!(status.and_then(|s| s.code()), Some(3));
    }

    #[test]
    fn a_tool_past_its_limit_is_killed_with_what_it_started() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let mut command = Command::new("sh");
        command
            .args(["-c", "sleep 30 & echo $! > child; sleep 30"])
            .current_dir(dir.path());
        let began = Instant::now();
        let status = run(command, Duration::from_millis(300)).expect("sh starts");
        assert_eq!(status, None);
        assert!(began.elapsed() < Duration::from_secs(10));
        let child = std::fs::read_to_string(dir.path().join("child")).expect("sh wrote it");
        assert!(gone(child.trim()), "the background sleep outlived the tool");
    }
}
