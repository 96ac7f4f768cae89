//! Finding the file a program's name stands for, as `PATH` lookup does,
//! before the program is started in a box or a group: the box and the
//! group both start programs, and neither should depend on the other.

use std::ffi::OsStr;
use std::io;
use std::path::{Path, PathBuf};

/// The file `program` names: a path (relative ones from `dir`), or a bare
/// name looked up in the directories of `path`.
pub(crate) fn resolve(program: &OsStr, dir: &Path, path: &OsStr) -> io::Result<PathBuf> {
    let name = Path::new(program);
    let found = if name.components().count() > 1 || name.is_absolute() {
        Some(dir.join(name)).filter(|file| file.is_file())
    } else {
        std::env::split_paths(path)
            .map(|entry| dir.join(entry).join(name))
            .find(|file| file.is_file())
    };
    found.ok_or_else(|| not_found(program))
}

/// The error for a program that is not there.
fn not_found(program: &OsStr) -> io::Error {
    let name = Path::new(program).display();
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("program not found: {name}"),
    )
}
