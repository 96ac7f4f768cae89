//! The unprivileged user each box runs as, when the judge is root: a uid
//! of its own per box running at once, as isolate gives each box id its
//! own uid, so that no box can signal, trace or starve another, and none
//! is the machine's root.
//!
//! A uid is [`FIRST_UID`] plus a slot number. A slot is held by a lock
//! (`flock`) on a file of its own in [`STATE`], so that judges running at
//! once on one machine never hand out the same uid; the kernel drops the
//! lock when its holder dies, however it dies. A sandbox keeps the slots
//! it took for its next boxes rather than locking again for each.
//!
//! A judge that is not root cannot change its uid: its boxes run as its
//! own user, which bubblewrap's user namespace already leaves with no
//! capability outside the box.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use super::disk::SlotDisk;

/// The first box uid (and gid): isolate's boxes use 60000 to 60999.
pub(crate) const FIRST_UID: u32 = 61000;

/// How many boxes may run at once on one machine.
pub(crate) const SLOTS: u32 = 1000;

/// The judge's own folder on the machine: the slots' lock files, each
/// uid's disk and stage points. Only root may write it; the box uids may
/// walk through it to their own, and see nothing else there.
pub(crate) const STATE: &str = "/run/ttt-judge";

/// The slots a sandbox holds, free for its next box.
#[derive(Debug, Default)]
pub(crate) struct Uids {
    free: Arc<Mutex<Vec<Slot>>>,
}

/// One uid, held by its lock for as long as this lives, with its disk
/// once a run has needed one (unmounted before the lock is let go).
#[derive(Debug)]
struct Slot {
    uid: u32,
    disk: Option<SlotDisk>,
    _lock: File,
}

/// A uid lent to one box; back in its sandbox's pool when dropped.
#[derive(Debug)]
pub(crate) struct Lent {
    slot: Option<Slot>,
    free: Arc<Mutex<Vec<Slot>>>,
}

impl Lent {
    /// The uid, also the gid.
    pub(crate) fn uid(&self) -> u32 {
        self.slot.as_ref().map_or(0, |slot| slot.uid)
    }

    /// The uid's disk, of `bytes`, empty: mounted the first time, and
    /// mounted anew when the size asked for changes.
    pub(crate) fn disk(&mut self, bytes: u64) -> io::Result<&Path> {
        let slot = self.slot.as_mut().expect("a lent slot");
        if slot.disk.as_ref().is_some_and(|d| d.bytes() != bytes) {
            slot.disk = None;
        }
        if slot.disk.is_none() {
            let dir = Path::new(STATE).join(format!("disk-{}", slot.uid));
            slot.disk = Some(SlotDisk::mount(&dir, bytes, slot.uid)?);
        }
        Ok(slot.disk.as_ref().expect("mounted").dir())
    }
}

impl Drop for Lent {
    fn drop(&mut self) {
        if let Some(mut slot) = self.slot.take() {
            // The box is dead: what it wrote goes before the uid is lent
            // again; a disk that cannot be emptied is not lent again.
            if let Some(disk) = &slot.disk
                && disk.empty(slot.uid).is_err()
            {
                slot.disk = None;
            }
            self.free
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(slot);
        }
    }
}

impl Uids {
    /// A free uid for one box: one this sandbox holds, else the first
    /// slot no one on the machine holds.
    pub(crate) fn lend(&self) -> io::Result<Lent> {
        let kept = self.free.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let slot = match kept {
            Some(slot) => slot,
            None => take()?,
        };
        Ok(Lent {
            slot: Some(slot),
            free: Arc::clone(&self.free),
        })
    }
}

/// Locks the first free slot on the machine.
fn take() -> io::Result<Slot> {
    let dir = PathBuf::from(STATE);
    fs::DirBuilder::new().recursive(true).create(&dir)?;
    // Set on a folder already there too, as an older judge may have made it.
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o711))?;
    for n in 0..SLOTS {
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .mode(0o600)
            .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
            .open(dir.join(format!("box-{n}.lock")))?;
        match lock.try_lock() {
            Ok(()) => {
                return Ok(Slot {
                    uid: FIRST_UID + n,
                    disk: None,
                    _lock: lock,
                });
            }
            Err(fs::TryLockError::WouldBlock) => continue,
            Err(fs::TryLockError::Error(e)) => return Err(e),
        }
    }
    Err(io::Error::other(format!(
        "all {SLOTS} box uids ({FIRST_UID} to {}) are in use on this machine",
        FIRST_UID + SLOTS - 1
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_at_once_get_distinct_uids_and_a_returned_one_is_lent_again() {
        if !rustix::process::geteuid().is_root() {
            crate::tests::skip("box uids are lent only to a judge running as root");
            return;
        }
        let uids = Uids::default();
        let (a, b) = (uids.lend().expect("a uid"), uids.lend().expect("a uid"));
        assert_ne!(a.uid(), b.uid());
        assert!((FIRST_UID..FIRST_UID + SLOTS).contains(&a.uid()));
        // Another sandbox, as another judge would be, gets neither.
        let other = Uids::default();
        let c = other.lend().expect("a uid");
        assert!(c.uid() != a.uid() && c.uid() != b.uid());
        let again = a.uid();
        drop(a);
        assert_eq!(uids.lend().expect("a uid").uid(), again);
    }
}
