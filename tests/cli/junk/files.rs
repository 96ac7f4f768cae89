//! Files that cannot be read, among files that can: each is named, the
//! others are still judged, and the exit status is 2.

use std::fs;
use std::path::{Path, PathBuf};

use super::run_bytes;

/// A scratch folder with two good files, `a.jsonl` and `b.jsonl`, and
/// paths that cannot be read as files of cases.
struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    fn new() -> Scratch {
        let dir = tempfile::tempdir().expect("a scratch folder");
        fs::write(dir.path().join("a.jsonl"), "[[0,0]]\n").expect("write a");
        fs::write(dir.path().join("b.jsonl"), "[[1,1],[0,0]]\n").expect("write b");
        Scratch { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// The unreadable paths, each with what its message must say. A path
    /// under a regular file cannot be opened, even by root; a file whose
    /// permissions forbid reading is added only where they are enforced
    /// (not for root, who reads it anyway).
    fn unreadable(&self) -> Vec<(PathBuf, &'static str)> {
        let mut paths = vec![
            (self.path("missing.jsonl"), "No such file"),
            (
                self.dir.path().to_path_buf(),
                "is a directory, not a file of cases",
            ),
            (self.path("a.jsonl").join("x.jsonl"), "Not a directory"),
        ];
        let locked = self.path("locked.jsonl");
        fs::write(&locked, "[[2,2]]\n").expect("write locked");
        if lock(&locked) {
            paths.push((locked, "Permission denied"));
        }
        paths
    }
}

/// Takes away every permission of `path`; false when that does not stop
/// it being read (running as root).
#[cfg(unix)]
fn lock(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o000)).expect("chmod 000");
    fs::File::open(path).is_err()
}

#[cfg(not(unix))]
fn lock(_: &Path) -> bool {
    false
}

#[test]
fn run_and_validate_name_each_unreadable_file_and_read_the_others() {
    let scratch = Scratch::new();
    let a = scratch.path("a.jsonl");
    let b = scratch.path("b.jsonl");
    for (bad, why) in scratch.unreadable() {
        let files = [a.to_str(), bad.to_str(), b.to_str()].map(|p| p.expect("a UTF-8 path"));
        let ran = run_bytes(&[&["run"][..], &files].concat(), b"");
        assert_eq!(ran.code, 2, "{why}");
        assert_eq!(ran.stdout, "\"Pending\"\n\"Pending\"\n", "{why}");
        let expected = format!("ttt-judge: {}: ", bad.display());
        assert!(ran.stderr.starts_with(&expected), "{}", ran.stderr);
        assert!(
            ran.stderr.contains(why) && ran.stderr.lines().count() == 1,
            "{}",
            ran.stderr
        );
        if bad.is_dir() {
            // validate reads a folder as a folder of tests, as grade does.
            continue;
        }
        let ran = run_bytes(&[&["validate"][..], &files].concat(), b"");
        assert_eq!((ran.code, ran.stdout.as_str()), (2, ""), "{why}");
        assert!(
            ran.stderr.starts_with(&expected) && ran.stderr.contains(why),
            "{}",
            ran.stderr
        );
    }
}

#[test]
fn check_and_test_name_an_unreadable_file() {
    let scratch = Scratch::new();
    let answers = scratch.path("answers.txt");
    fs::write(&answers, "\"Pending\"\n").expect("write answers");
    for (bad, why) in scratch.unreadable() {
        let bad = bad.to_str().expect("a UTF-8 path");
        let answers = answers.to_str().expect("a UTF-8 path");
        let ran = run_bytes(&["check", bad, answers], b"");
        assert_eq!(ran.code, 2, "{why}");
        assert!(
            ran.stderr.contains(bad) && ran.stderr.contains(why),
            "{}",
            ran.stderr
        );
        let ran = run_bytes(
            &[
                "check",
                scratch.path("a.jsonl").to_str().unwrap_or_default(),
                bad,
            ],
            b"",
        );
        assert_eq!(ran.code, 2, "{why}");
        assert!(ran.stderr.contains(bad), "{}", ran.stderr);
        if why.starts_with("is a directory") {
            // `test` walks a folder for fixtures.
            continue;
        }
        let ran = run_bytes(&["test", "--color", "never", bad], b"");
        assert_eq!(ran.code, 2, "{why}: {}", ran.stdout);
        assert!(
            format!("{}{}", ran.stdout, ran.stderr).contains(bad),
            "{}",
            ran.stderr
        );
    }
}
