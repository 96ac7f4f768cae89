//! Standard input and special files, as Unix tells them.

use std::fs::FileType;
use std::io;
use std::os::unix::fs::FileTypeExt;

use rustix::fs::{OFlags, fcntl_getfl, fstat, stat};

/// An error when standard input was closed (as by `<&-`): the Rust
/// runtime then opens `/dev/null` in its place for reading and writing,
/// which would read as an input of no cases.
pub(crate) fn stdin_is_open() -> io::Result<()> {
    let stdin = io::stdin();
    let null = |fd| {
        let mode = fcntl_getfl(fd).ok()? & OFlags::RWMODE;
        let (this, null) = (fstat(fd).ok()?, stat("/dev/null").ok()?);
        Some(mode == OFlags::RDWR && this.st_rdev == null.st_rdev && this.st_ino == null.st_ino)
    };
    if null(&stdin) == Some(true) {
        return Err(io::Error::other(
            "standard input is closed; name a file of cases, or pipe them in",
        ));
    }
    Ok(())
}

/// What kind of file a file that is neither a regular file nor a folder is.
pub(crate) fn special_kind(kind: &FileType) -> &'static str {
    if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_block_device() || kind.is_char_device() {
        "a device"
    } else {
        "a special file"
    }
}
