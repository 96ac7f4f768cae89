//! The bwrap command line of one box: which folders of the machine the
//! program sees, read-only, and the one it may write.

use std::ffi::{OsStr, OsString};
use std::io;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

use super::system::{SYSTEM, System};
use super::{BLOCK_FD, INFO_FD};

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

    /// The bwrap command, without its standard streams, with `system`'s
    /// mounts.
    pub(crate) fn command(&self, system: &System) -> Command {
        let mut bwrap = Command::new("bwrap");
        bwrap.args(["--unshare-all", "--die-with-parent", "--new-session"]);
        bwrap.args(["--clearenv", "--setenv", "LANG", "C.UTF-8"]);
        bwrap.arg("--setenv").arg("PATH").arg(path_var());
        for name in ["HOME", "TMPDIR"] {
            bwrap.arg("--setenv").arg(name).arg(&self.dir);
        }
        bwrap.args(&system.args);
        for mount in &self.mounts {
            bwrap.arg("--ro-bind").arg(mount).arg(mount);
        }
        bwrap.arg("--bind").arg(&self.dir).arg(&self.dir);
        bwrap.arg("--chdir").arg(&self.dir);
        bwrap.args(["--info-fd", &INFO_FD.to_string()]);
        bwrap.args(["--block-fd", &BLOCK_FD.to_string()]);
        bwrap.arg("--").arg(&self.executable).args(&self.args);
        bwrap.env_clear();
        bwrap
    }
}

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
