//! The guard: a small process outside every box that cleans up after the
//! caller when the caller dies without doing it itself (`SIGKILL`, the
//! kernel's out-of-memory killer).
//!
//! The boxes die with the caller on their own (bwrap's `--die-with-parent`
//! and the PID namespace), but their folders and cgroups would stay. So the
//! first time something is to be cleaned up, a `sh` is started in a process
//! group of its own, reading lines from a pipe whose only writer is this
//! process: the folders and cgroups to remove and the process groups to
//! kill. Whatever ends this process closes the pipe; the guard reads the
//! end of it, kills what is left in the cgroups and the groups still
//! running, removes the cgroups and the folders, and exits. When this
//! process has already removed them, as it does when it ends normally,
//! there is nothing left to do.
//!
//! The guard is `sh` rather than this program started again, so that
//! nothing of the caller's binary runs besides the caller. nsjail cleans up
//! on a fatal signal but not after `SIGKILL` (its cgroups stay), and
//! isolate resets a box at its next `--init`; the guard covers the death
//! that no handler sees, and the sweep at start (`boxed::sweep`) covers
//! the guard's own.

use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{ChildStdin, Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The guard's script: it keeps the lines until the pipe ends, then
/// kills, unmounts and removes what they name. The box uids' disks are
/// unmounted first; a cgroup's subtree is emptied and removed deepest
/// first, and tried again while its last processes are torn down; folders
/// go last, once nothing can write to them, each after anything mounted in
/// it is unmounted.
const SCRIPT: &str = r#"
trap '' HUP INT
cgroups='' folders='' groups=' ' mounts=' '
while IFS= read -r line; do
  kind=${line%% *} value=${line#* }
  case $kind in
    cgroup) cgroups="$cgroups$value
" ;;
    folder) folders="$folders$value
" ;;
    group) groups="$groups$value " ;;
    ended) case $groups in *" $value "*)
      groups="${groups%% $value *} ${groups#* $value }" ;; esac ;;
    mount) mounts="$mounts$value " ;;
    unmounted) case $mounts in *" $value "*)
      mounts="${mounts%% $value *} ${mounts#* $value }" ;; esac ;;
  esac
done
for mount in $mounts; do umount -l "$mount" 2>/dev/null; done
for group in $groups; do
  case $group in *[!0-9]*|0|1) ;; *) kill -KILL "-$group" 2>/dev/null ;; esac
done
printf '%s' "$cgroups" | while IFS= read -r cgroup; do
  tries=0
  while [ -d "$cgroup" ] && [ $tries -lt 200 ]; do
    find "$cgroup" -depth -type d 2>/dev/null | while IFS= read -r dir; do
      [ -f "$dir/cgroup.kill" ] && echo 1 > "$dir/cgroup.kill"
      for pid in $(cat "$dir/cgroup.procs" 2>/dev/null); do kill -KILL "$pid"; done
      rmdir "$dir"
    done 2>/dev/null
    tries=$((tries + 1))
    [ -d "$cgroup" ] && sleep 0.05
  done
done
printf '%s' "$folders" | while IFS= read -r folder; do
  rm -rf -- "$folder" 2>/dev/null || { sleep 0.1; rm -rf -- "$folder" 2>/dev/null; }
done
"#;

/// The pipe to the guard, once it is started; `None` where no guard could
/// be started (then nothing is cleaned up after a `SIGKILL`, as before).
fn pipe() -> Option<&'static Mutex<ChildStdin>> {
    static PIPE: OnceLock<Option<Mutex<ChildStdin>>> = OnceLock::new();
    PIPE.get_or_init(|| start().ok().map(Mutex::new)).as_ref()
}

/// Starts the guard. Its stdin is the pipe; our end is close-on-exec, so
/// no program we start holds it open after we die. It is never waited
/// for: it ends after us.
fn start() -> io::Result<ChildStdin> {
    let mut guard = Command::new("sh");
    guard
        .args(["-c", SCRIPT, "ttt-sandbox-guard"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .current_dir("/")
        .process_group(0);
    crate::fds::inherit_none_from(&mut guard, 3);
    let mut guard = guard.spawn()?;
    guard
        .stdin
        .take()
        .ok_or_else(|| io::Error::other("no pipe"))
}

/// Starts the guard now, if it is not yet, so that a run is told to it
/// as soon as it starts.
pub(crate) fn ready() {
    pipe();
}

/// Tells the guard one line; a path with a line break in it cannot be
/// told and is left to the caller alone.
fn tell(kind: &str, value: &[u8]) {
    if value.contains(&b'\n') {
        return;
    }
    let mut line = Vec::with_capacity(kind.len() + value.len() + 2);
    line.extend_from_slice(kind.as_bytes());
    line.push(b' ');
    line.extend_from_slice(value);
    line.push(b'\n');
    if let Some(pipe) = pipe() {
        let mut pipe = pipe.lock().unwrap_or_else(|e| e.into_inner());
        // A guard that is gone cleans nothing; the run goes on.
        let _ = pipe.write_all(&line);
    }
}

/// The folder `path` (and all in it) is to be removed if we die.
pub(crate) fn folder(path: &Path) {
    tell("folder", path.as_os_str().as_bytes());
}

/// The cgroup folder `path` (its processes killed, its subtree removed)
/// is to be removed if we die.
pub(crate) fn cgroup(path: &Path) {
    tell("cgroup", path.as_os_str().as_bytes());
}

/// The tmpfs mounted at `path` is to be unmounted if we die.
pub(crate) fn mount(path: &Path) {
    tell_mount("mount", path);
}

/// The tmpfs at `path` has been unmounted: it must not be any more.
pub(crate) fn unmounted(path: &Path) {
    tell_mount("unmounted", path);
}

/// Tells `kind` of a mount point; the guard keeps them in a list split at
/// spaces, so a path with one is not told (the disks' paths have none).
fn tell_mount(kind: &str, path: &Path) {
    let path = path.as_os_str().as_bytes();
    if !path.contains(&b' ') {
        tell(kind, path);
    }
}

/// The process group `pgid` is to be killed if we die while it runs.
pub(crate) fn group(pgid: i32) {
    tell("group", pgid.to_string().as_bytes());
}

/// The process group `pgid` has been killed and its leader reaped: its
/// id may be reused and must not be killed any more.
pub(crate) fn ended(pgid: i32) {
    tell("ended", pgid.to_string().as_bytes());
}

#[cfg(test)]
mod tests {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    use super::SCRIPT;

    /// Runs the script on `lines`, as the guard does when its pipe ends.
    fn guard(lines: &str) {
        let mut child = Command::new("sh")
            .args(["-c", SCRIPT, "guard"])
            .stdin(Stdio::piped())
            .spawn()
            .expect("sh starts");
        let mut stdin = child.stdin.take().expect("piped");
        std::io::Write::write_all(&mut stdin, lines.as_bytes()).expect("the lines");
        drop(stdin);
        assert!(child.wait().expect("sh ends").success());
    }

    #[test]
    fn the_guard_removes_folders_and_kills_groups_not_ended() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let doomed = dir.path().join("doomed folder");
        std::fs::create_dir_all(doomed.join("inside")).expect("folders");
        let kept = dir.path().join("kept");
        std::fs::create_dir(&kept).expect("a folder");
        let mut sleeper = Command::new("sleep")
            .arg("1009.5")
            .process_group(0)
            .spawn()
            .expect("sleep starts");
        let pgid = sleeper.id();
        let lines = format!(
            "group 999999998\ngroup {pgid}\nended 999999998\nfolder {}\n",
            doomed.display()
        );
        let began = Instant::now();
        guard(&lines);
        assert!(began.elapsed() < Duration::from_secs(10));
        assert!(!doomed.exists() && kept.exists());
        let status = sleeper.wait().expect("sleep was reaped");
        assert_eq!(
            std::os::unix::process::ExitStatusExt::signal(&status),
            Some(9)
        );
    }

    use std::os::unix::process::CommandExt;
}
