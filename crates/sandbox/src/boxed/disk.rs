//! A run's disk: its writable folder (its working folder, `HOME`,
//! `TMPDIR`, and its `/tmp` and `/dev/shm`, all one) is a tmpfs of a fixed
//! size and a fixed number of inodes, so that nothing a solution writes
//! reaches the machine's disk, and a full folder is a verdict rather than
//! another judge's "No space left on device". The kernel counts its pages
//! in the run's memory too.
//!
//! When the judge is root, the tmpfs is mounted by the judge at the run's
//! folder, owned by the box's uid, and looked at (`statfs`) while the run
//! goes on and after it, to say whether it was ever found full; it is
//! unmounted when the run ends (and, if the judge dies, by the guard,
//! which unmounts whatever is mounted in the folders it removes). A
//! judge that is not root cannot mount it: bubblewrap makes the same
//! tmpfs inside the box (`--size`), bounded alike but not looked at.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use rustix::mount::{MountFlags, UnmountFlags};

/// A tmpfs of `bytes` holds at most one inode per this many bytes (and at
/// least [`FEWEST_INODES`]).
const BYTES_PER_INODE: u64 = 16 << 10;

/// The fewest files and folders a run's folder holds.
const FEWEST_INODES: u64 = 1024;

/// How many inodes a folder of `bytes` holds.
pub(crate) fn inodes(bytes: u64) -> u64 {
    (bytes / BYTES_PER_INODE).max(FEWEST_INODES)
}

/// A tmpfs mounted at a run's folder; unmounted when dropped.
#[derive(Debug)]
pub(crate) struct Disk {
    dir: PathBuf,
    /// Whether it has been seen with no block or no inode left.
    full: AtomicBool,
}

impl Disk {
    /// Mounts a tmpfs of `bytes` at `dir`, owned by `uid`, mode 0700.
    pub(crate) fn mount(dir: &Path, bytes: u64, uid: u32) -> io::Result<Disk> {
        let data = format!(
            "size={bytes},nr_inodes={},mode=0700,uid={uid},gid={uid}",
            inodes(bytes)
        );
        let data = std::ffi::CString::new(data).map_err(io::Error::other)?;
        rustix::mount::mount(
            "ttt-judge-box",
            dir,
            "tmpfs",
            MountFlags::NOSUID | MountFlags::NODEV,
            Some(data.as_c_str()),
        )?;
        Ok(Disk {
            dir: dir.to_owned(),
            full: AtomicBool::new(false),
        })
    }

    /// Looks at it now; whether it has ever been seen full.
    pub(crate) fn full(&self) -> bool {
        if let Ok(stat) = rustix::fs::statfs(&self.dir)
            && (stat.f_bavail == 0 || stat.f_ffree == 0)
        {
            self.full.store(true, Ordering::Relaxed);
        }
        self.full.load(Ordering::Relaxed)
    }
}

impl Drop for Disk {
    fn drop(&mut self) {
        // Detached, so that a process still dying in it cannot keep it.
        let _ = rustix::mount::unmount(&self.dir, UnmountFlags::DETACH);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inodes_grow_with_the_size_from_a_floor() {
        assert_eq!(inodes(1 << 20), FEWEST_INODES);
        assert_eq!(inodes(64 << 20), 4096);
        assert_eq!(inodes(1 << 30), 65536);
    }
}
