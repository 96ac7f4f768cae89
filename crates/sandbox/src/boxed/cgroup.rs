//! A cgroup (version 1, as root) for each run: the kernel holds the memory
//! limit and keeps the peak, counts every process and thread against the
//! process limit, and adds up the CPU time of all of them, with no
//! sampling gap.
//!
//! The cgroups of one sandbox are made below the cgroup the judge itself is
//! in (one folder `ttt-judge-<pid>` per controller), so the judge's own
//! limits still hold for everything it runs, and that folder goes when the
//! sandbox does (or, when the judge is killed, when its guard sees it
//! die; see `guard`).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, kill_process};

/// The controllers used, by the name `/proc/self/cgroup` gives them.
const CONTROLLERS: [&str; 3] = ["memory", "pids", "cpuacct"];

/// Where the version 1 hierarchies are mounted.
const ROOT: &str = "/sys/fs/cgroup";

/// How long a cgroup's processes are given to die before it is removed.
const PATIENCE: Duration = Duration::from_secs(5);

/// The folders under which runs' cgroups are made, one per controller.
#[derive(Debug)]
pub(crate) struct Hierarchy {
    /// `memory`, `pids` and `cpuacct`, in the order of [`CONTROLLERS`].
    bases: Vec<PathBuf>,
}

impl Hierarchy {
    /// Makes this process's folder in each controller and checks that a
    /// run's cgroup can be made and limited there.
    pub(crate) fn new() -> io::Result<Hierarchy> {
        let own = fs::read_to_string("/proc/self/cgroup")?;
        // One folder per sandbox, so that each removes only its own.
        static SANDBOXES: AtomicU32 = AtomicU32::new(0);
        let n = SANDBOXES.fetch_add(1, Ordering::Relaxed);
        let name = format!("{}{}-{n}", super::sweep::PREFIX, std::process::id());
        let mut bases = Vec::new();
        for controller in CONTROLLERS {
            let parent = mount_of(&own, controller)?;
            super::sweep::sweep(&parent);
            let base = parent.join(&name);
            fs::create_dir(&base)?;
            crate::guard::cgroup(&base);
            bases.push(base);
        }
        let hierarchy = Hierarchy { bases };
        drop(hierarchy.cgroup("probe", &Caps::default())?);
        Ok(hierarchy)
    }

    /// A fresh cgroup named `name` with `caps` written.
    pub(crate) fn cgroup(&self, name: &str, caps: &Caps) -> io::Result<Cgroup> {
        let mut dirs = Vec::new();
        for base in &self.bases {
            let dir = base.join(name);
            if let Err(e) = fs::create_dir(&dir) {
                for made in &dirs {
                    let _ = fs::remove_dir(made);
                }
                return Err(e);
            }
            dirs.push(dir);
        }
        let cgroup = Cgroup { dirs };
        cgroup.limit(caps)?;
        Ok(cgroup)
    }
}

impl Drop for Hierarchy {
    fn drop(&mut self) {
        for base in &self.bases {
            let _ = fs::remove_dir(base);
        }
    }
}

/// The folder of `controller` for the cgroup that `own` (the text of
/// `/proc/self/cgroup`) names.
fn mount_of(own: &str, controller: &str) -> io::Result<PathBuf> {
    for line in own.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, list, path) = (fields.next(), fields.next(), fields.next());
        let (Some(list), Some(path)) = (list, path) else {
            continue;
        };
        if !list.split(',').any(|c| c == controller) {
            continue;
        }
        let relative = path.trim_start_matches('/');
        for mount in [Path::new(ROOT).join(list), Path::new(ROOT).join(controller)] {
            if mount.join("cgroup.procs").is_file() {
                return Ok(mount.join(relative));
            }
        }
    }
    Err(io::Error::new(
        io::ErrorKind::NotFound,
        format!("no cgroup v1 {controller} controller is mounted under {ROOT}"),
    ))
}

/// The limits a cgroup holds; zero is no limit.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Caps {
    /// The most memory (resident and page cache) at once, in bytes.
    pub(crate) memory_bytes: u64,
    /// The most processes and threads at once.
    pub(crate) processes: u32,
}

/// One run's cgroup: a folder per controller.
#[derive(Debug)]
pub(crate) struct Cgroup {
    dirs: Vec<PathBuf>,
}

impl Cgroup {
    /// Writes the limits; swap, where there is any, is held to the same.
    fn limit(&self, caps: &Caps) -> io::Result<()> {
        if caps.memory_bytes > 0 {
            let bytes = caps.memory_bytes.to_string();
            fs::write(self.memory().join("memory.limit_in_bytes"), &bytes)?;
            let swap = self.memory().join("memory.memsw.limit_in_bytes");
            if swap.exists() {
                fs::write(swap, &bytes)?;
            }
        }
        if caps.processes > 0 {
            fs::write(self.pids().join("pids.max"), caps.processes.to_string())?;
        }
        Ok(())
    }

    fn memory(&self) -> &Path {
        &self.dirs[0]
    }

    fn pids(&self) -> &Path {
        &self.dirs[1]
    }

    fn cpuacct(&self) -> &Path {
        &self.dirs[2]
    }

    /// Moves process `pid` (and what it starts from now on) into the cgroup.
    pub(crate) fn add(&self, pid: u32) -> io::Result<()> {
        for dir in &self.dirs {
            fs::write(dir.join("cgroup.procs"), pid.to_string())?;
        }
        Ok(())
    }

    /// The CPU time its processes used, all of them, dead or alive.
    pub(crate) fn cpu(&self) -> Duration {
        let nanos = read_number(&self.cpuacct().join("cpuacct.usage"));
        Duration::from_nanos(nanos)
    }

    /// The most memory it held at once, in KB.
    pub(crate) fn peak_kb(&self) -> u64 {
        read_number(&self.memory().join("memory.max_usage_in_bytes")) / 1024
    }

    /// Whether the kernel killed one of its processes for the memory limit.
    pub(crate) fn out_of_memory(&self) -> bool {
        let control = fs::read_to_string(self.memory().join("memory.oom_control"));
        control.is_ok_and(|text| field(&text, "oom_kill") > 0)
    }

    /// Whether a process or thread could not be started for the limit.
    pub(crate) fn processes_refused(&self) -> bool {
        let events = fs::read_to_string(self.pids().join("pids.events"));
        events.is_ok_and(|text| field(&text, "max") > 0)
    }

    /// Kills every process in it until none is left (or [`PATIENCE`] has
    /// passed); whether it is empty.
    pub(crate) fn kill_all(&self) -> bool {
        let began = Instant::now();
        loop {
            let procs = fs::read_to_string(self.pids().join("cgroup.procs")).unwrap_or_default();
            let pids: Vec<i32> = procs.lines().filter_map(|l| l.parse().ok()).collect();
            if pids.is_empty() {
                return true;
            }
            for pid in pids.into_iter().filter_map(Pid::from_raw) {
                let _ = kill_process(pid, Signal::KILL);
            }
            if began.elapsed() > PATIENCE {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        self.kill_all();
        for dir in &self.dirs {
            // A cgroup whose last process is still being torn down is busy
            // for a moment.
            for _ in 0..200 {
                match fs::remove_dir(dir) {
                    Err(e) if e.raw_os_error() == Some(16) => {
                        std::thread::sleep(Duration::from_millis(5))
                    }
                    _ => break,
                }
            }
        }
    }
}

/// A number file's value; 0 when it cannot be read.
fn read_number(path: &Path) -> u64 {
    fs::read_to_string(path)
        .ok()
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or(0)
}

/// The value of `name` in a file of `name value` lines; 0 when absent.
fn field(text: &str, name: &str) -> u64 {
    text.lines()
        .filter_map(|line| line.split_once(' '))
        .find(|(key, _)| *key == name)
        .and_then(|(_, value)| value.trim().parse().ok())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_controller_s_folder_is_found_from_the_process_s_cgroup() {
        let own = "4:memory:/a/b\n2:cpuacct:/\n0::/\n";
        if Path::new(ROOT).join("memory/cgroup.procs").is_file() {
            let found = mount_of(own, "memory").expect("memory is mounted");
            assert_eq!(found, Path::new(ROOT).join("memory/a/b"));
        }
        assert!(mount_of(own, "pids").is_err());
    }

    #[test]
    fn fields_are_read_by_name() {
        let text = "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n";
        assert_eq!(field(text, "oom_kill"), 2);
        assert_eq!(field(text, "max"), 0);
    }
}
