//! Where a cgroup's files are, and what they are called, in each version
//! of the cgroup file system: version 1 has a folder per controller
//! (`memory`, `pids`, `cpuacct`), version 2 one folder with all of them.
//! Everything the box asks of a cgroup goes through [`Layout`], so the
//! rest knows nothing of the version.
//!
//! | what | version 1 | version 2 |
//! | --- | --- | --- |
//! | memory limit | `memory.limit_in_bytes` (and `memory.memsw.limit_in_bytes`) | `memory.max` (and `memory.swap.max` 0) |
//! | memory peak | `memory.max_usage_in_bytes` | `memory.peak`, else the most `memory.current` seen |
//! | processes | `pids.max`, `pids.events` | `pids.max`, `pids.events` |
//! | CPU time | `cpuacct.usage` (ns) | `cpu.stat` `usage_usec` |
//! | out-of-memory kills | `memory.oom_control` `oom_kill` | `memory.events` `oom_kill` |
//! | kill all | `SIGKILL` to each of `cgroup.procs` | `cgroup.kill`, then the same |

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A cgroup's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Layout {
    /// Version 1: one folder per controller.
    V1 {
        memory: PathBuf,
        pids: PathBuf,
        cpuacct: PathBuf,
    },
    /// Version 2: one folder.
    V2 { dir: PathBuf },
}

/// The limits a cgroup holds; zero is no limit.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Caps {
    /// The most memory (resident and page cache) at once, in bytes.
    pub(crate) memory_bytes: u64,
    /// The most processes and threads at once.
    pub(crate) processes: u32,
}

impl Layout {
    /// The same layout one level down, at `name`.
    pub(crate) fn join(&self, name: &str) -> Layout {
        match self {
            Layout::V1 {
                memory,
                pids,
                cpuacct,
            } => Layout::V1 {
                memory: memory.join(name),
                pids: pids.join(name),
                cpuacct: cpuacct.join(name),
            },
            Layout::V2 { dir } => Layout::V2 {
                dir: dir.join(name),
            },
        }
    }

    /// Its folders.
    pub(crate) fn dirs(&self) -> Vec<&Path> {
        match self {
            Layout::V1 {
                memory,
                pids,
                cpuacct,
            } => vec![memory, pids, cpuacct],
            Layout::V2 { dir } => vec![dir],
        }
    }

    /// The folder of the pids controller, whose `cgroup.procs` lists every
    /// process.
    fn pids(&self) -> &Path {
        match self {
            Layout::V1 { pids, .. } => pids,
            Layout::V2 { dir } => dir,
        }
    }

    /// Makes its folders (removing those made when one cannot be); in
    /// version 2, lets its own children have the controllers too when
    /// `parent` is set.
    pub(crate) fn create(&self, parent: bool) -> io::Result<()> {
        let mut made = Vec::new();
        for dir in self.dirs() {
            if let Err(e) = fs::create_dir(dir) {
                made.iter().for_each(|d| drop(fs::remove_dir(d)));
                return Err(e);
            }
            made.push(dir);
        }
        if let (Layout::V2 { dir }, true) = (self, parent) {
            fs::write(dir.join("cgroup.subtree_control"), "+memory +pids")?;
        }
        Ok(())
    }

    /// Writes `caps` (each zero is left as it is); swap is held to the
    /// same in version 1 and to none in version 2.
    pub(crate) fn limit(&self, caps: &Caps) -> io::Result<()> {
        if caps.memory_bytes > 0 {
            let bytes = caps.memory_bytes.to_string();
            match self {
                Layout::V1 { memory, .. } => {
                    fs::write(memory.join("memory.limit_in_bytes"), &bytes)?;
                    let swap = memory.join("memory.memsw.limit_in_bytes");
                    if swap.exists() {
                        fs::write(swap, &bytes)?;
                    }
                }
                Layout::V2 { dir } => {
                    fs::write(dir.join("memory.max"), &bytes)?;
                    let swap = dir.join("memory.swap.max");
                    if swap.exists() {
                        fs::write(swap, "0")?;
                    }
                }
            }
        }
        if caps.processes > 0 {
            fs::write(self.pids().join("pids.max"), caps.processes.to_string())?;
        }
        Ok(())
    }

    /// Its `cgroup.procs` files opened for writing, so that a process
    /// about to start can move itself in (by writing `0`) before it runs
    /// anything.
    pub(crate) fn joiners(&self) -> io::Result<Vec<fs::File>> {
        self.dirs()
            .into_iter()
            .map(|dir| {
                fs::OpenOptions::new()
                    .write(true)
                    .open(dir.join("cgroup.procs"))
            })
            .collect()
    }

    /// The processes in it now.
    pub(crate) fn procs(&self) -> Vec<i32> {
        let procs = fs::read_to_string(self.pids().join("cgroup.procs")).unwrap_or_default();
        procs
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect()
    }

    /// Asks the kernel to kill all of it at once, where it can (version 2).
    pub(crate) fn kill(&self) {
        if let Layout::V2 { dir } = self {
            let _ = fs::write(dir.join("cgroup.kill"), "1");
        }
    }

    /// The CPU time of all its processes, dead or alive.
    pub(crate) fn cpu(&self) -> Duration {
        match self {
            Layout::V1 { cpuacct, .. } => {
                Duration::from_nanos(number(&cpuacct.join("cpuacct.usage")))
            }
            Layout::V2 { dir } => {
                let stat = fs::read_to_string(dir.join("cpu.stat")).unwrap_or_default();
                Duration::from_micros(field(&stat, "usage_usec"))
            }
        }
    }

    /// The most memory it held at once, in bytes, as the kernel keeps it;
    /// in a version 2 kernel without `memory.peak` (before Linux 5.19),
    /// what it holds now, which the caller keeps the most of.
    pub(crate) fn peak_bytes(&self) -> u64 {
        match self {
            Layout::V1 { memory, .. } => number(&memory.join("memory.max_usage_in_bytes")),
            Layout::V2 { dir } => {
                let peak = dir.join("memory.peak");
                match peak.exists() {
                    true => number(&peak),
                    false => number(&dir.join("memory.current")),
                }
            }
        }
    }

    /// How many of its processes the kernel killed for the memory limit.
    pub(crate) fn oom_kills(&self) -> u64 {
        let file = match self {
            Layout::V1 { memory, .. } => memory.join("memory.oom_control"),
            Layout::V2 { dir } => dir.join("memory.events"),
        };
        field(&fs::read_to_string(file).unwrap_or_default(), "oom_kill")
    }

    /// How many processes or threads could not start for the limit.
    pub(crate) fn refused(&self) -> u64 {
        let events = fs::read_to_string(self.pids().join("pids.events")).unwrap_or_default();
        field(&events, "max")
    }
}

/// A number file's value; 0 when it cannot be read.
fn number(path: &Path) -> u64 {
    fs::read_to_string(path)
        .ok()
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or(0)
}

/// The value of `name` in a file of `name value` lines; 0 when absent.
pub(crate) fn field(text: &str, name: &str) -> u64 {
    text.lines()
        .filter_map(|line| line.split_once(' '))
        .find(|(key, _)| *key == name)
        .and_then(|(_, value)| value.trim().parse().ok())
        .unwrap_or(0)
}

#[cfg(test)]
#[path = "layout_tests.rs"]
mod tests;
