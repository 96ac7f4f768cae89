//! The bwrap command line of one box: which folders of the machine the
//! program sees, read-only, and the one it may write.

use std::ffi::{OsStr, OsString};
use std::io;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

use std::os::fd::OwnedFd;

use command_fds::FdMapping;

use super::system::{SYSTEM, System};

/// The `PATH` given to programs when we have none ourselves.
const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// What one box runs and sees.
#[derive(Clone, Debug)]
pub(crate) struct BoxSpec {
    /// The program, as a full path on the machine (seen at the same path
    /// in the box).
    executable: PathBuf,
    args: Vec<OsString>,
    /// The one folder the program may write, its working folder.
    dir: PathBuf,
    /// Folders (or files) it sees read-only at their own path.
    mounts: Vec<PathBuf>,
}

impl BoxSpec {
    /// A box running `program` (found on our `PATH` when it is a bare
    /// name) with `args` in `dir`, seeing `mounts` read-only. A program
    /// installed outside the system's folders (a version manager's
    /// interpreter) is seen with its installation.
    pub(crate) fn new(
        program: &OsStr,
        args: &[OsString],
        dir: &Path,
        mounts: &[PathBuf],
    ) -> io::Result<BoxSpec> {
        let executable = crate::resolve::resolve(program, dir, &path_var())?;
        let mut mounts = mounts.to_vec();
        for seen in [executable.clone(), std::fs::canonicalize(&executable)?] {
            if let Some(root) = installation(&seen) {
                mounts.push(root);
            }
        }
        mounts.sort();
        mounts.dedup();
        Ok(BoxSpec {
            executable,
            args: args.to_vec(),
            dir: dir.to_owned(),
            mounts,
        })
    }

    /// The folders it sees read-only besides the system's.
    pub(crate) fn mounts(&self) -> Vec<PathBuf> {
        self.mounts.clone()
    }

    /// The bwrap command, without its standard streams: `system`'s mounts,
    /// the box's binds found at `sources`, its writable folder made as
    /// `writable`, run as `uid` in the box when one is given, and the
    /// system calls of the filter on `seccomp` refused; with the
    /// descriptor to hand it.
    pub(crate) fn command(
        &self,
        system: &System,
        sources: &Sources,
        uid: Option<u32>,
        writable: Writable,
        seccomp: Option<OwnedFd>,
    ) -> (Command, Vec<FdMapping>) {
        let mut bwrap = Command::new("bwrap");
        bwrap.args(["--unshare-all", "--unshare-user", "--disable-userns"]);
        bwrap.args(["--die-with-parent", "--new-session", "--cap-drop", "ALL"]);
        if let Some(uid) = uid {
            let uid = uid.to_string();
            bwrap.args(["--uid", &uid, "--gid", &uid]);
        }
        // A run's fresh folder is seen at `/box`, and as `/tmp`; a tool's
        // at its own path, where its output is named.
        let inside = match writable {
            Writable::Bound => self.dir.as_path(),
            Writable::Mounted | Writable::Sized(_) => Path::new(BOX),
        };
        bwrap.args(["--clearenv", "--setenv", "LANG", "C.UTF-8"]);
        bwrap.arg("--setenv").arg("PATH").arg(path_var());
        for name in ["HOME", "TMPDIR"] {
            bwrap.arg("--setenv").arg(name).arg(inside);
        }
        bwrap.args(&system.args);
        bwrap.arg("--ro-bind").arg(&sources.etc).arg("/etc");
        // `/tmp` first, so that what is bound below it stays seen.
        let dir = &sources.dir;
        match writable {
            Writable::Mounted | Writable::Sized(_) => {
                for at in ["/tmp", "/dev/shm"] {
                    writable.add(&mut bwrap, dir, Path::new(at));
                }
            }
            Writable::Bound => {
                bwrap.args(["--tmpfs", "/tmp"]);
            }
        }
        for (mount, source) in self.mounts.iter().zip(&sources.mounts) {
            bwrap.arg("--ro-bind").arg(source).arg(mount);
        }
        writable.add(&mut bwrap, dir, inside);
        // Nothing else is writable: not bwrap's own root and `/dev` (which
        // would be its uid's, bounded by its memory alone), and no pty, of
        // which the whole machine has a few thousand.
        bwrap.args(["--tmpfs", "/dev/pts", "--remount-ro", "/dev/pts"]);
        bwrap.args(["--remount-ro", "/dev", "--remount-ro", "/"]);
        bwrap.arg("--chdir").arg(inside);
        let mut fds = Vec::new();
        if let Some(seccomp) = seccomp {
            bwrap.args(["--seccomp", &SECCOMP_FD.to_string()]);
            fds.push(FdMapping {
                parent_fd: seccomp,
                child_fd: SECCOMP_FD,
            });
        }
        bwrap.arg("--").arg(&self.executable).args(&self.args);
        bwrap.env_clear();
        (bwrap, fds)
    }

    /// The folder it may write.
    pub(crate) fn dir(&self) -> &Path {
        &self.dir
    }
}

/// Where bwrap finds what it binds into a box: the paths themselves, or
/// their stage points (see `stage`).
#[derive(Clone, Debug)]
pub(crate) struct Sources {
    /// The snapshot of `/etc`.
    pub(crate) etc: PathBuf,
    /// The writable folder.
    pub(crate) dir: PathBuf,
    /// The read-only mounts, in the order of [`BoxSpec::mounts`].
    pub(crate) mounts: Vec<PathBuf>,
}

/// Where a box's writable folder comes from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Writable {
    /// The box uid's tmpfs, mounted by the judge ([`super::disk`]), which
    /// the box sees at [`BOX`] and as its `/tmp` and `/dev/shm`.
    Mounted,
    /// A tmpfs of this many bytes that bwrap makes at [`BOX`], and one
    /// each at `/tmp` and `/dev/shm`.
    Sized(u64),
    /// The folder itself (a tool's, whose output outlives the box).
    Bound,
}

impl Writable {
    /// Adds the writable folder at `at` to `bwrap`: `dir` bound, or a
    /// fresh tmpfs.
    fn add(self, bwrap: &mut Command, dir: &Path, at: &Path) {
        match self {
            Writable::Mounted | Writable::Bound => {
                bwrap.arg("--bind").arg(dir).arg(at);
            }
            Writable::Sized(bytes) => {
                bwrap.args(["--perms", "0700", "--size", &bytes.to_string(), "--tmpfs"]);
                bwrap.arg(at);
            }
        }
    }
}

/// Where a run sees its writable folder, as isolate's boxes do.
pub(crate) const BOX: &str = "/box";

/// The descriptor on which bwrap reads the seccomp filter.
pub(crate) const SECCOMP_FD: i32 = 3;

/// Our `PATH`, which the program is given too.
fn path_var() -> OsString {
    std::env::var_os("PATH").unwrap_or_else(|| DEFAULT_PATH.into())
}

/// The installation an executable outside the system's folders belongs
/// to: the first hidden folder on its path (`~/.pyenv`, `~/.nvm`), else
/// the folder above its `bin`, else its own folder. None for the system's.
fn installation(executable: &Path) -> Option<PathBuf> {
    let system = SYSTEM.iter().any(|s| executable.starts_with(s));
    if system || !executable.is_absolute() {
        return None;
    }
    let mut root = PathBuf::new();
    for component in executable.components() {
        root.push(component);
        let hidden = matches!(component, Component::Normal(name)
            if name.to_string_lossy().starts_with('.'));
        if hidden {
            return Some(root);
        }
    }
    let folder = executable.parent()?;
    match folder.file_name() == Some(OsStr::new("bin")) {
        true => folder.parent().map(Path::to_owned),
        false => Some(folder.to_owned()),
    }
    .filter(|root| root != Path::new("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_installation_is_its_hidden_folder_or_the_folder_above_bin() {
        let of = |p: &str| installation(Path::new(p));
        assert_eq!(of("/usr/bin/python3"), None);
        assert_eq!(
            of("/root/.pyenv/versions/3.12/bin/python3"),
            Some("/root/.pyenv".into())
        );
        assert_eq!(of("/opt/node/bin/node"), Some("/opt/node".into()));
        assert_eq!(of("/tmp/x/solution"), Some("/tmp/x".into()));
    }
}
