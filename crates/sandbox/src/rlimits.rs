//! What the basic level holds with rlimits, set by util-linux's `prlimit`,
//! which sets them on itself and then becomes the program (so the program
//! keeps its pid, its group and what we measure of it):
//!
//! - a program's processes and threads: `RLIMIT_NPROC`, only where it
//!   means the run's own processes. Linux counts it per user and user
//!   namespace (since 5.14), so it is set inside the run's own namespace,
//!   after `unshare` made it (set before, it would also become the
//!   namespace's ceiling on all of the user's processes). Root is not held
//!   by it at all, and without a namespace it would count every process of
//!   the user: then there is no process limit.
//! - a compiler's memory: `RLIMIT_AS`, an address-space limit, which the
//!   JVM cannot start under (it reserves far more than it uses); a JVM is
//!   given its own heap limit instead (`javac -J-Xmx…`).
//! - a compiler's files: `RLIMIT_FSIZE`.

use std::ffi::OsString;
use std::path::Path;
use std::sync::OnceLock;

/// The rlimits to set; zero is none.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Rlimits {
    /// `RLIMIT_NPROC`.
    pub(crate) processes: u64,
    /// `RLIMIT_AS`, in bytes.
    pub(crate) address_space: u64,
    /// `RLIMIT_FSIZE`, in bytes.
    pub(crate) file_size: u64,
}

impl Rlimits {
    /// `prlimit` with its options and `--`, to put before a program; empty
    /// when there is nothing to set or no `prlimit` here.
    pub(crate) fn prefix(&self) -> Vec<OsString> {
        let options = [
            ("--nproc", self.processes),
            ("--as", self.address_space),
            ("--fsize", self.file_size),
        ];
        let set: Vec<OsString> = options
            .iter()
            .filter(|(_, value)| *value > 0)
            .map(|(name, value)| format!("{name}={value}").into())
            .collect();
        match (set.is_empty(), prlimit()) {
            (false, Some(prlimit)) => std::iter::once(prlimit.as_os_str().to_owned())
                .chain(set)
                .chain(["--".into()])
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Whether `RLIMIT_NPROC` can hold a program in a user namespace of its
/// own: not for root, whom it does not hold.
pub(crate) fn processes_limitable() -> bool {
    !rustix::process::geteuid().is_root()
}

/// Where `prlimit` is, if it is.
pub(crate) fn prlimit() -> Option<&'static Path> {
    static FOUND: OnceLock<Option<&'static Path>> = OnceLock::new();
    *FOUND.get_or_init(|| {
        ["/usr/bin/prlimit", "/bin/prlimit"]
            .into_iter()
            .map(Path::new)
            .find(|p| p.is_file())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_limits_given_are_set() {
        let Some(prlimit) = prlimit() else {
            crate::tests::skip("prlimit is not installed");
            return;
        };
        let limits = Rlimits {
            address_space: 1 << 30,
            ..Rlimits::default()
        };
        let prefix = limits.prefix();
        let expected: Vec<OsString> = vec![prlimit.into(), "--as=1073741824".into(), "--".into()];
        assert_eq!(prefix, expected);
        assert!(Rlimits::default().prefix().is_empty());
    }
}
