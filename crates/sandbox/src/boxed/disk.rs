//! A run's disk: its writable folder (its working folder, `HOME`,
//! `TMPDIR`, and its `/tmp` and `/dev/shm`, all one) is a tmpfs of a fixed
//! size and a fixed number of inodes, so that nothing a solution writes
//! reaches the machine's disk, and a full folder is a verdict rather than
//! another judge's "No space left on device". The kernel counts its pages
//! in the run's memory too.
//!
//! When the judge is root, each box uid has a tmpfs of its own, mounted
//! by the judge at `/run/ttt-judge/disk-<uid>` the first time the uid is
//! lent, owned by the uid, and kept mounted while the sandbox holds the
//! uid: a run sees it at `/box`, the judge looks at it (`statfs`) while the
//! run goes on and after it, to say whether it was ever found full, and
//! empties it once every process of the box is dead, before the uid is
//! lent again. Keeping it mounted spares each run a mount and an unmount,
//! which the kernel serialises across the machine. It is unmounted when
//! the sandbox ends (and by the guard if the judge dies). A judge that is
//! not root cannot mount it: bubblewrap makes the same tmpfs inside the
//! box (`--size`), bounded alike but not looked at.

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

/// A uid's tmpfs, mounted while this lives.
#[derive(Debug)]
pub(crate) struct SlotDisk {
    dir: PathBuf,
    bytes: u64,
}

impl SlotDisk {
    /// Mounts a tmpfs of `bytes` at `dir` (made if need be), owned by
    /// `uid`, mode 0700; one mounted there already (left by a judge that
    /// died) is mounted over.
    pub(crate) fn mount(dir: &Path, bytes: u64, uid: u32) -> io::Result<SlotDisk> {
        std::fs::DirBuilder::new().recursive(true).create(dir)?;
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
        crate::guard::mount(dir);
        Ok(SlotDisk {
            dir: dir.to_owned(),
            bytes,
        })
    }

    /// Where it is mounted.
    pub(crate) fn dir(&self) -> &Path {
        &self.dir
    }

    /// Its size, in bytes.
    pub(crate) fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Removes all it holds, not following links, and gives its root back
    /// its owner, mode and no extended attribute; for when no process of
    /// the box is left.
    pub(crate) fn empty(&self, uid: u32) -> io::Result<()> {
        use std::os::unix::fs::PermissionsExt;
        std::os::unix::fs::lchown(&self.dir, Some(uid), Some(uid))?;
        std::fs::set_permissions(&self.dir, std::fs::Permissions::from_mode(0o700))?;
        let mut names = Vec::new();
        let size = rustix::fs::listxattr_query(&self.dir)?;
        if size > 0 {
            names.reserve(size);
            rustix::fs::listxattr(&self.dir, rustix::buffer::spare_capacity(&mut names))?;
        }
        for name in names.split(|&b| b == 0).filter(|name| !name.is_empty()) {
            rustix::fs::removexattr(&self.dir, name)?;
        }
        for entry in std::fs::read_dir(&self.dir)? {
            let path = entry?.path();
            match std::fs::symlink_metadata(&path)?.is_dir() {
                true => std::fs::remove_dir_all(&path)?,
                false => std::fs::remove_file(&path)?,
            }
        }
        Ok(())
    }
}

impl Drop for SlotDisk {
    fn drop(&mut self) {
        // Detached, so that a process still dying in it cannot keep it.
        let _ = rustix::mount::unmount(&self.dir, UnmountFlags::DETACH);
        crate::guard::unmounted(&self.dir);
    }
}

/// The look at one run's disk: whether it was ever found full.
#[derive(Debug)]
pub(crate) struct Disk {
    dir: PathBuf,
    /// Whether it has been seen with no block or no inode left.
    full: AtomicBool,
}

impl Disk {
    /// Where the disk is mounted.
    pub(crate) fn dir(&self) -> &Path {
        &self.dir
    }

    /// The look at the disk mounted at `dir`.
    pub(crate) fn at(dir: &Path) -> Disk {
        Disk {
            dir: dir.to_owned(),
            full: AtomicBool::new(false),
        }
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
