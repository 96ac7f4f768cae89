//! The cgroups left by judges that died without cleaning up, and whose
//! guard died too: each sandbox's folder is named `ttt-judge-<pid>-<n>`
//! after the process that made it, and one whose process is gone is
//! emptied and removed by the next sandbox made beside it, as isolate
//! resets a box left behind at its next `--init`.

use std::fs;
use std::path::Path;
use std::time::Duration;

use rustix::process::{Pid, Signal, kill_process};

/// The prefix of a sandbox's cgroup folder, before its maker's pid.
pub(crate) const PREFIX: &str = "ttt-judge-";

/// Removes the folders in `parent` made by processes that are gone.
pub(crate) fn sweep(parent: &Path) {
    let Ok(entries) = fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if let Some(pid) = maker(&name.to_string_lossy())
            && !Path::new("/proc").join(pid.to_string()).exists()
        {
            remove(&entry.path());
        }
    }
}

/// The pid in a name `ttt-judge-<pid>-<n>`.
fn maker(name: &str) -> Option<u32> {
    let (pid, n) = name.strip_prefix(PREFIX)?.split_once('-')?;
    n.parse::<u32>().ok()?;
    pid.parse().ok()
}

/// Kills what is left in the cgroup `dir` and below, and removes them,
/// deepest first; gives up on what stays busy.
fn remove(dir: &Path) {
    for _ in 0..100 {
        remove_once(dir);
        if !dir.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// One pass of [`remove`].
fn remove_once(dir: &Path) {
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                remove_once(&entry.path());
            }
        }
    }
    let procs = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
    for pid in procs
        .lines()
        .filter_map(|l| l.parse().ok())
        .filter_map(Pid::from_raw)
    {
        let _ = kill_process(pid, Signal::KILL);
    }
    let _ = fs::remove_dir(dir);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_maker_is_read_from_the_name() {
        assert_eq!(maker("ttt-judge-4242-0"), Some(4242));
        assert_eq!(maker("ttt-judge-4242"), None);
        assert_eq!(maker("ttt-judge-x-1"), None);
        assert_eq!(maker("other-4242-0"), None);
    }

    #[test]
    fn folders_of_dead_makers_go_and_others_stay() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let dead = dir.path().join("ttt-judge-999999999-0");
        let alive = dir
            .path()
            .join(format!("ttt-judge-{}-0", std::process::id()));
        let other = dir.path().join("ttt-judge-other");
        for folder in [&dead, &alive, &other] {
            fs::create_dir(folder).expect("a folder");
        }
        fs::create_dir(dead.join("box-1")).expect("a box folder");
        sweep(dir.path());
        assert!(!dead.exists() && alive.exists() && other.exists());
    }
}
