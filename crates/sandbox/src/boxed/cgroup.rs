//! A cgroup for each run: the kernel holds the memory limit and keeps the
//! peak, counts every process and thread against the process limit, and
//! adds up the CPU time of all of them, with no sampling gap. Version 2
//! where a subtree is delegated to this user (as systemd delegates one to a
//! user's session or service, or a container's writable cgroup root), else
//! version 1 as root; `layout` hides which, `discover` finds where.
//!
//! The cgroups of one sandbox are made in a folder `ttt-judge-<pid>-<n>` of
//! its own (one per controller in version 1), so that the judge's own
//! limits still hold for everything it runs, and that folder goes when the
//! sandbox does (or, when the judge is killed, when its guard sees it
//! die; see `guard`).

use std::fs;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, kill_process};

use super::discover::{self, ROOT};
pub(crate) use super::layout::Caps;
use super::layout::Layout;

/// How long a cgroup's processes are given to die before it is removed.
const PATIENCE: Duration = Duration::from_secs(5);

/// The folder under which runs' cgroups are made.
#[derive(Debug)]
pub(crate) struct Hierarchy {
    base: Layout,
}

impl Hierarchy {
    /// Makes this sandbox's folder at the best place the machine offers
    /// and checks that a run's cgroup can be made and limited there.
    pub(crate) fn new() -> io::Result<Hierarchy> {
        let own = fs::read_to_string("/proc/self/cgroup")?;
        // One folder per sandbox, so that each removes only its own.
        static SANDBOXES: AtomicU32 = AtomicU32::new(0);
        let n = SANDBOXES.fetch_add(1, Ordering::Relaxed);
        let name = format!("{}{}-{n}", super::sweep::PREFIX, std::process::id());
        let mut why = io::Error::new(
            io::ErrorKind::NotFound,
            format!(
                "no cgroup v2 subtree is delegated to this user and no cgroup v1 memory, \
                 pids and cpuacct controllers are mounted under {ROOT}"
            ),
        );
        for parent in discover::candidates(Path::new(ROOT), &own) {
            match Hierarchy::under(&parent, &name) {
                Ok(hierarchy) => return Ok(hierarchy),
                Err(e) => why = e,
            }
        }
        Err(why)
    }

    /// This sandbox's folder `name` in `parent`, after the folders of dead
    /// judges there are swept.
    fn under(parent: &Layout, name: &str) -> io::Result<Hierarchy> {
        for dir in parent.dirs() {
            super::sweep::sweep(dir);
        }
        let base = parent.join(name);
        base.create(true)?;
        for dir in base.dirs() {
            crate::guard::cgroup(dir);
        }
        let hierarchy = Hierarchy { base };
        drop(hierarchy.cgroup("probe", &Caps::default())?);
        Ok(hierarchy)
    }

    /// A fresh cgroup named `name` with `caps` written.
    pub(crate) fn cgroup(&self, name: &str, caps: &Caps) -> io::Result<Cgroup> {
        let layout = self.base.join(name);
        layout.create(false)?;
        let cgroup = Cgroup {
            layout,
            peak: AtomicU64::new(0),
        };
        cgroup.layout.limit(caps)?;
        Ok(cgroup)
    }
}

impl Drop for Hierarchy {
    fn drop(&mut self) {
        remove(&self.base);
    }
}

/// One run's cgroup.
#[derive(Debug)]
pub(crate) struct Cgroup {
    layout: Layout,
    /// The most memory seen, in bytes, where the kernel keeps no peak.
    peak: AtomicU64,
}

impl Cgroup {
    /// Its `cgroup.procs` files, open for a starting process to join by
    /// writing `0`.
    pub(crate) fn joiners(&self) -> io::Result<Vec<fs::File>> {
        self.layout.joiners()
    }

    /// The CPU time its processes used, all of them, dead or alive.
    pub(crate) fn cpu(&self) -> Duration {
        self.layout.cpu()
    }

    /// The most memory it held at once, in KB.
    pub(crate) fn peak_kb(&self) -> u64 {
        let now = self.layout.peak_bytes();
        self.peak.fetch_max(now, Ordering::Relaxed).max(now) / 1024
    }

    /// Whether the kernel killed one of its processes for the memory limit.
    pub(crate) fn out_of_memory(&self) -> bool {
        self.layout.oom_kills() > 0
    }

    /// Whether a process or thread could not be started for the limit.
    pub(crate) fn processes_refused(&self) -> bool {
        self.layout.refused() > 0
    }

    /// Kills every process in it until none is left (or [`PATIENCE`] has
    /// passed); whether it is empty.
    pub(crate) fn kill_all(&self) -> bool {
        let began = Instant::now();
        loop {
            let pids = self.layout.procs();
            if pids.is_empty() {
                return true;
            }
            self.layout.kill();
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
        remove(&self.layout);
    }
}

/// Removes a cgroup's folders; one whose last process is still being torn
/// down is busy for a moment.
fn remove(layout: &Layout) {
    for dir in layout.dirs() {
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
