//! What every box sees of the machine, worked out once a sandbox: the
//! system's folders, and a snapshot of the few entries of `/etc` that
//! the runtimes read, copied into one folder that the box sees as its
//! whole `/etc`, read-only. One bind mount instead of one an entry is
//! what a box costs less to make; the box sees the same files as before.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use tempfile::TempDir;

/// The system's folders seen read-only in every box: the toolchains live
/// under `/usr`; the top-level names are symlinks into it on most systems.
pub(crate) const SYSTEM: [&str; 7] = [
    "/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32",
];

/// The entries of `/etc` that dynamic linking and the runtimes read
/// (Java's configuration, Debian's alternatives, the user database), with
/// Java's own folders (`/etc/java-*`) besides.
const ETC: [&str; 9] = [
    "alternatives",
    "ld.so.cache",
    "ld.so.conf",
    "ld.so.conf.d",
    "localtime",
    "nsswitch.conf",
    "passwd",
    "group",
    "os-release",
];

/// The arguments of bwrap that every box shares, and the snapshot of
/// `/etc` they name.
#[derive(Debug)]
pub(crate) struct System {
    pub(crate) args: Vec<OsString>,
    /// The snapshot of `/etc`, removed with the sandbox.
    pub(crate) etc: TempDir,
}

impl System {
    /// Takes the snapshot of `/etc` and works out the mounts.
    pub(crate) fn new() -> io::Result<System> {
        let etc = crate::workspace("ttt-box-etc-")?;
        // Read by a box's own user, which is not the judge's.
        fs::set_permissions(etc.path(), fs::Permissions::from_mode(0o755))?;
        for name in ETC {
            copy(&Path::new("/etc").join(name), &etc.path().join(name))?;
        }
        if let Ok(entries) = fs::read_dir("/etc") {
            for entry in entries.flatten() {
                if entry.file_name().to_string_lossy().starts_with("java-") {
                    copy(&entry.path(), &etc.path().join(entry.file_name()))?;
                }
            }
        }
        let mut args: Vec<OsString> = Vec::new();
        for name in SYSTEM {
            let path = Path::new(name);
            match fs::read_link(path) {
                Ok(target) => args.extend(["--symlink".into(), target.into(), name.into()]),
                Err(_) if path.is_dir() => {
                    args.extend(["--ro-bind".into(), name.into(), name.into()]);
                }
                Err(_) => {}
            }
        }
        for fresh in ["--proc", "/proc", "--dev", "/dev"] {
            args.push(fresh.into());
        }
        Ok(System { args, etc })
    }
}

/// Copies `from` to `to` as it is: a symlink as a symlink, a folder with
/// all it holds; nothing when `from` is not there or cannot be read (the
/// box then lacks it, as a `--ro-bind-try` would).
fn copy(from: &Path, to: &Path) -> io::Result<()> {
    let Ok(meta) = fs::symlink_metadata(from) else {
        return Ok(());
    };
    if meta.file_type().is_symlink() {
        std::os::unix::fs::symlink(fs::read_link(from)?, to)
    } else if meta.is_dir() {
        fs::create_dir(to)?;
        for entry in fs::read_dir(from)?.flatten() {
            copy(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        match fs::copy(from, to) {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied => Ok(()),
            result => result.map(drop),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_symlinks_and_folders_are_copied_as_they_are() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let from = dir.path().join("from");
        fs::create_dir_all(from.join("sub")).expect("folders");
        fs::write(from.join("sub/file"), "text").expect("a file");
        std::os::unix::fs::symlink("../elsewhere", from.join("link")).expect("a symlink");
        let to = dir.path().join("to");
        copy(&from, &to).expect("the copy");
        assert_eq!(
            fs::read_to_string(to.join("sub/file")).expect("copied"),
            "text"
        );
        assert_eq!(
            fs::read_link(to.join("link")).expect("a symlink"),
            Path::new("../elsewhere")
        );
        copy(&dir.path().join("missing"), &dir.path().join("none")).expect("nothing");
        assert!(!dir.path().join("none").exists());
    }
}
