//! Compiled solutions are kept between runs under a digest of what made
//! them, read again in place of the compiler, and never kept when the
//! compile fails; `--no-cache` and `TTT_JUDGE_CACHE=off` compile anew.

use std::fs;
use std::path::{Path, PathBuf};

use super::{have, outcome, ttt_judge};

const CASE: &str = "fixtures/seeds/classic-example-1.json";

fn solution(name: &str) -> String {
    format!("tests/solutions/{name}")
}

/// `grade CASE FILE ARGS` with compiled solutions kept in `cache`.
fn grade(cache: &Path, file: &str, args: &[&str]) -> (String, i32) {
    let (stdout, _, code) = outcome(
        ttt_judge()
            .env("TTT_JUDGE_CACHE", cache)
            .args(["grade", CASE, &solution(file), "--sandbox", "basic"])
            .args(args),
    );
    (stdout.lines().last().unwrap_or("").to_string(), code)
}

/// The cache's entries: each a folder named by a 64-digit digest.
fn entries(cache: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(cache)
        .map(|dir| dir.flatten().map(|entry| entry.path()).collect())
        .unwrap_or_default();
    found.sort();
    found
}

#[test]
fn a_kept_program_is_run_in_place_of_the_compiler_unless_told_not_to() {
    if !have("g++", "the compile cache") {
        return;
    }
    let cache = tempfile::tempdir().expect("a cache folder");
    assert_eq!(grade(cache.path(), "classic.cpp", &[]), ("1 AC".into(), 0));
    let kept = entries(cache.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    let name = kept[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.len() == 64 && name.chars().all(|c| c.is_ascii_hexdigit()),
        "{name}"
    );
    // What the entry holds is what runs: a program that fails as it
    // starts, planted there, is what the next grading runs.
    fs::copy("/bin/false", kept[0].join("solution")).expect("planted");
    assert_eq!(grade(cache.path(), "classic.cpp", &[]), ("1 RE".into(), 1));
    assert_eq!(
        grade(cache.path(), "classic.cpp", &["--no-cache"]),
        ("1 AC".into(), 0)
    );
    let (stdout, _, code) = outcome(ttt_judge().env("TTT_JUDGE_CACHE", "off").args([
        "grade",
        CASE,
        &solution("classic.cpp"),
        "--sandbox",
        "basic",
    ]));
    assert_eq!((stdout.lines().last(), code), (Some("1 AC"), 0));
}

#[test]
fn a_compile_error_is_never_kept() {
    if !have("g++", "the compile cache") {
        return;
    }
    let cache = tempfile::tempdir().expect("a cache folder");
    let (last, code) = grade(cache.path(), "does_not_compile.cpp", &[]);
    assert_eq!((last.as_str(), code), ("1 CE", 1));
    assert_eq!(entries(cache.path()), Vec::<PathBuf>::new());
}

#[test]
fn java_classes_are_kept_together() {
    if !have("javac", "the compile cache") {
        return;
    }
    let cache = tempfile::tempdir().expect("a cache folder");
    assert_eq!(grade(cache.path(), "classic.java", &[]), ("1 AC".into(), 0));
    let kept = entries(cache.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    let mut classes: Vec<String> = fs::read_dir(&kept[0])
        .expect("the entry")
        .flatten()
        .map(|file| file.file_name().to_string_lossy().into_owned())
        .collect();
    classes.sort();
    assert!(
        classes.contains(&"Solution.class".to_string()),
        "{classes:?}"
    );
    assert!(
        classes.contains(&"TttJudgeMain.class".to_string()),
        "{classes:?}"
    );
    assert!(
        classes.iter().all(|name| name.ends_with(".class")),
        "{classes:?}"
    );
    assert_eq!(grade(cache.path(), "classic.java", &[]), ("1 AC".into(), 0));
}
