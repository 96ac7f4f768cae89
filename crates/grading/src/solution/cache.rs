//! Compiled solutions kept between runs: a C++ binary or a Java program's
//! classes, found again by a key over everything that made them, so that
//! grading the same file a second time skips the compiler.
//!
//! The key is a SHA-256 digest of the cache's layout version, the
//! compiler (its canonical path, size and modification time), its
//! arguments, and the name and bytes of every file it compiled (the
//! solution and its harness). An entry is a folder named by the key,
//! holding the compiler's outputs; it is written whole in a folder of its
//! own and renamed into place, so that a reader never sees half of one,
//! and two runs compiling the same file at once both end with a complete
//! entry. Only a successful compile is kept: a compile error is the
//! compiler's to say each time. Nothing here is needed for grading to be
//! right: an entry that cannot be read or written is compiled again.

use std::ffi::OsStr;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use sha2::{Digest, Sha256};

/// The layout of an entry; a change to what an entry holds or how a key
/// is made changes it, so that old entries are never read as new ones.
const LAYOUT: &str = "ttt-judge compiled v1";

/// The environment variable that names the cache's folder; `off` turns
/// the cache off.
pub const CACHE_ENV: &str = "TTT_JUDGE_CACHE";

/// The folder compiled solutions are kept in when nothing says otherwise:
/// `$TTT_JUDGE_CACHE` (none when it is `off` or empty), else
/// `$XDG_CACHE_HOME/ttt-judge`, else `~/.cache/ttt-judge`; `None` when no
/// such folder can be named.
pub fn default_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_ENV) {
        return (!dir.is_empty() && dir != "off").then(|| PathBuf::from(dir));
    }
    let absolute = |dir: PathBuf| dir.is_absolute().then_some(dir);
    std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .and_then(absolute)
        .or_else(|| {
            std::env::var_os("HOME")
                .map(|home| PathBuf::from(home).join(".cache"))
                .and_then(absolute)
        })
        .map(|dir| dir.join("ttt-judge"))
}

/// One compile's place in the cache.
pub(super) struct Entry {
    /// The entry's folder: the cache's folder and the key.
    dir: PathBuf,
}

impl Entry {
    /// The entry for `compiler` run with `args` on the files `inputs` of
    /// `work`; `None` when the compiler or an input cannot be read (then
    /// nothing is cached).
    pub(super) fn of(
        cache: &Path,
        compiler: &Path,
        args: &[&OsStr],
        work: &Path,
        inputs: &[&str],
    ) -> Option<Entry> {
        let mut key = Sha256::new();
        let mut field = |bytes: &[u8]| {
            key.update((bytes.len() as u64).to_le_bytes());
            key.update(bytes);
        };
        field(LAYOUT.as_bytes());
        let compiler = compiler.canonicalize().ok()?;
        let meta = fs::metadata(&compiler).ok()?;
        let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        field(compiler.as_os_str().as_bytes());
        field(&meta.len().to_le_bytes());
        field(&modified.as_nanos().to_le_bytes());
        field(&(args.len() as u64).to_le_bytes());
        for arg in args {
            field(arg.as_bytes());
        }
        for name in inputs {
            field(name.as_bytes());
            field(&fs::read(work.join(name)).ok()?);
        }
        let digest = key.finalize();
        let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
        Some(Entry {
            dir: cache.join(hex),
        })
    }

    /// Copies the entry's outputs into `work`; false when there is no
    /// complete entry (nothing is then left half-copied that matters: the
    /// compiler writes every output again).
    pub(super) fn restore(&self, work: &Path) -> bool {
        let copy = || -> io::Result<bool> {
            let mut any = false;
            for file in fs::read_dir(&self.dir)? {
                let file = file?;
                if file.file_type()?.is_file() {
                    fs::copy(file.path(), work.join(file.file_name()))?;
                    any = true;
                }
            }
            Ok(any)
        };
        copy().unwrap_or(false)
    }

    /// Keeps the files `outputs` of `work` as the entry, if it is not kept
    /// already; a failure to keep it is not an error (the next run compiles
    /// again).
    pub(super) fn store(&self, work: &Path, outputs: &[String]) {
        let Some(cache) = self.dir.parent() else {
            return;
        };
        let staged = || -> io::Result<tempfile::TempDir> {
            fs::create_dir_all(cache)?;
            let staging = tempfile::Builder::new()
                .prefix(".staging-")
                .tempdir_in(cache)?;
            for name in outputs {
                fs::copy(work.join(name), staging.path().join(name))?;
            }
            Ok(staging)
        };
        if let Ok(staging) = staged() {
            // Another run may have kept the same entry first: either is whole.
            if fs::rename(staging.path(), &self.dir).is_ok() {
                std::mem::forget(staging);
            }
        }
    }
}

/// The names of the class files `javac` wrote into `work`, sorted.
pub(super) fn classes(work: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(work)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|file| file.file_name().into_string().ok())
        .filter(|name| name.ends_with(".class"))
        .collect();
    names.sort();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(cache: &Path, work: &Path, args: &[&str]) -> Entry {
        let args: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
        Entry::of(cache, Path::new("/bin/sh"), &args, work, &["a.cpp"]).expect("a key")
    }

    #[test]
    fn a_kept_compile_is_found_by_the_same_inputs_only() {
        let (cache, work, other) = (tempdir(), tempdir(), tempdir());
        fs::write(work.path().join("a.cpp"), "int main() {}").unwrap();
        fs::write(work.path().join("out"), "binary").unwrap();
        let first = entry(cache.path(), work.path(), &["-O2"]);
        assert!(!first.restore(other.path()));
        first.store(work.path(), &["out".into()]);
        assert!(entry(cache.path(), work.path(), &["-O2"]).restore(other.path()));
        assert_eq!(fs::read(other.path().join("out")).unwrap(), b"binary");
        assert!(!entry(cache.path(), work.path(), &["-O0"]).restore(other.path()));
        fs::write(work.path().join("a.cpp"), "int main() { }").unwrap();
        assert!(!entry(cache.path(), work.path(), &["-O2"]).restore(other.path()));
        let left: Vec<_> = fs::read_dir(cache.path()).unwrap().flatten().collect();
        assert_eq!(left.len(), 1, "one entry and no staging folder");
    }

    #[test]
    fn an_entry_kept_twice_stays_whole() {
        let (cache, work) = (tempdir(), tempdir());
        fs::write(work.path().join("a.cpp"), "x").unwrap();
        fs::write(work.path().join("out"), "first").unwrap();
        entry(cache.path(), work.path(), &[]).store(work.path(), &["out".into()]);
        fs::write(work.path().join("out"), "second").unwrap();
        entry(cache.path(), work.path(), &[]).store(work.path(), &["out".into()]);
        let restored = tempdir();
        assert!(entry(cache.path(), work.path(), &[]).restore(restored.path()));
        assert_eq!(fs::read(restored.path().join("out")).unwrap(), b"first");
        assert_eq!(fs::read_dir(cache.path()).unwrap().count(), 1);
    }

    #[test]
    fn no_key_without_the_inputs() {
        let (cache, work) = (tempdir(), tempdir());
        assert!(
            Entry::of(
                cache.path(),
                Path::new("/bin/sh"),
                &[],
                work.path(),
                &["a.cpp"]
            )
            .is_none()
        );
    }

    fn tempdir() -> tempfile::TempDir {
        tempfile::tempdir().expect("a temporary folder")
    }
}
