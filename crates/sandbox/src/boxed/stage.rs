//! How an unprivileged bwrap reaches what the judge can reach: when the
//! judge is root, bwrap runs as the box's uid, which may not be able to
//! walk to the folders it is to bind (a folder under root's `0700` home,
//! such as `~/.pyenv`, or the judge's own temporary folders). So the
//! process that becomes bwrap first, still root, makes a mount namespace
//! of its own (private: nothing goes back to the machine's), binds each of
//! those folders at a stage point of the uid's own that the uid can walk
//! to (`stage-<uid>/<n>` in the judge's folder, `/run/ttt-judge`), and
//! only then drops to the uid and execs bwrap, which binds the stage
//! points into the box.
//!
//! The stage points are empty folders (or files) on the machine; the
//! binds on them exist only in that namespace, and end with the box.

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};

use super::uids::STATE;

/// The binds to make before bwrap starts, and the uid to become.
#[derive(Debug)]
pub(crate) struct Stage {
    /// Each source and its stage point, as the system calls take them.
    binds: Vec<(CString, CString)>,
    uid: u32,
}

impl Stage {
    /// The stage for a box of `uid` (lent, so [`STATE`] is made) that
    /// binds `sources`: the stage points are made (a folder for a folder, a
    /// file for a file) and named.
    pub(crate) fn new(uid: u32, sources: &[&Path]) -> io::Result<(Stage, Vec<PathBuf>)> {
        let base = Path::new(STATE).join(format!("stage-{uid}"));
        fs::DirBuilder::new()
            .recursive(true)
            .mode(0o755)
            .create(&base)?;
        let mut binds = Vec::with_capacity(sources.len());
        let mut points = Vec::with_capacity(sources.len());
        for (n, source) in sources.iter().enumerate() {
            let kind = if source.is_dir() { "d" } else { "f" };
            let point = base.join(format!("{n}{kind}"));
            if kind == "d" {
                fs::DirBuilder::new()
                    .mode(0o755)
                    .create(&point)
                    .or_else(exists)?;
            } else {
                fs::File::create(&point)?;
            }
            binds.push((c_path(source)?, c_path(&point)?));
            points.push(point);
        }
        Ok((Stage { binds, uid }, points))
    }

    /// In the child, between fork and exec: makes the private mount
    /// namespace, the binds, and becomes the uid (no supplementary group,
    /// every capability gone with root). Only system calls on what was
    /// made beforehand, and no allocation, as between fork and exec.
    pub(crate) fn enter(&self) -> io::Result<()> {
        // SAFETY: system calls on numbers and C strings made beforehand.
        unsafe {
            check(libc::unshare(libc::CLONE_NEWNS))?;
            check(libc::mount(
                c"none".as_ptr(),
                c"/".as_ptr(),
                std::ptr::null(),
                libc::MS_REC | libc::MS_PRIVATE,
                std::ptr::null(),
            ))?;
            for (source, point) in &self.binds {
                check(libc::mount(
                    source.as_ptr(),
                    point.as_ptr(),
                    std::ptr::null(),
                    libc::MS_BIND | libc::MS_REC,
                    std::ptr::null(),
                ))?;
            }
            check(libc::setgroups(0, std::ptr::null()))?;
            check(libc::setresgid(self.uid, self.uid, self.uid))?;
            check(libc::setresuid(self.uid, self.uid, self.uid))?;
        }
        Ok(())
    }
}

/// A folder that is there already is no error.
fn exists(e: io::Error) -> io::Result<()> {
    match e.kind() {
        io::ErrorKind::AlreadyExists => Ok(()),
        _ => Err(e),
    }
}

/// A path as a C string.
fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes()).map_err(io::Error::other)
}

/// A libc return value as a result.
fn check(value: libc::c_int) -> io::Result<()> {
    match value {
        -1 => Err(io::Error::last_os_error()),
        _ => Ok(()),
    }
}
