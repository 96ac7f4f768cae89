//! The same junk through every other command that reads cases: `validate`,
//! `check` and `test` name the case and the place as `run` does, and go on
//! with the good cases.

use std::fs;

use super::{JUNK, message, run_bytes};

/// Every fourth kind of junk, which covers bad bytes, bad numbers, bad
/// marks, unequal lists, bad sizes and broken rules.
fn some_junk() -> impl Iterator<Item = &'static (&'static [u8], &'static str)> {
    JUNK.iter().step_by(4)
}

fn sandwich(junk: &[u8]) -> Vec<u8> {
    [&b"[[0,0]]\n"[..], junk, b"\n[3, [[0,0]]]\n"].concat()
}

#[test]
fn validate_names_the_junk_and_checks_the_rest() {
    for &(junk, tail) in some_junk() {
        let what = String::from_utf8_lossy(junk);
        let mut input = sandwich(junk);
        input.extend_from_slice(b"[1001, [[0,0]]]\n");
        let ran = run_bytes(&["validate"], &input);
        let judged_only = tail.starts_with(')');
        let message = message(2, tail);
        match judged_only {
            // A move the rules forbid is a constraint the case breaks.
            true => assert_eq!(ran.code, 1, "{what}"),
            false => {
                assert_eq!(ran.code, 2, "{what}");
                let first = ran.stderr.lines().next().unwrap_or_default();
                assert_eq!(first, format!("ttt-judge: {message}"), "{what}");
            }
        }
        assert!(
            ran.stdout
                .contains("case 4 (<stdin>:4): n = 1001 is outside [1, 1000]"),
            "{what}: {}",
            ran.stdout
        );
    }
}

#[test]
fn check_grades_the_good_cases_around_the_junk() {
    for &(junk, tail) in some_junk() {
        let what = String::from_utf8_lossy(junk);
        let dir = tempfile::tempdir().expect("a scratch folder");
        let cases = dir.path().join("cases.jsonl");
        fs::write(&cases, sandwich(junk)).expect("write cases");
        let cases = cases.to_str().expect("a UTF-8 path");
        let ran = run_bytes(
            &["check", cases, "-"],
            b"\"Pending\"\n{\"error\":\"x\"}\n[0]\n",
        );
        assert_eq!(ran.code, 2, "{what}");
        assert_eq!(ran.stdout, "2 accepted, 0 wrong\n", "{what}");
        let expected = message(2, tail).replace("<stdin>", cases);
        assert_eq!(
            ran.stderr,
            format!("ttt-judge: {expected} (its answer is not graded)\n"),
            "{what}"
        );
    }
}

#[test]
fn test_reports_the_junk_case_and_passes_the_rest() {
    for &(junk, _) in some_junk() {
        let what = String::from_utf8_lossy(junk);
        let dir = tempfile::tempdir().expect("a scratch folder");
        fs::write(dir.path().join("f.jsonl"), sandwich(junk)).expect("write the fixture");
        fs::write(
            dir.path().join("f.expected.jsonl"),
            "\"Pending\"\nnull\n[0]\n",
        )
        .expect("write");
        let path = dir.path().to_str().expect("a UTF-8 path");
        let ran = run_bytes(&["test", "--color", "never", path], b"");
        assert_eq!(ran.code, 1, "{what}");
        assert!(
            ran.stdout.contains("f.jsonl case 2 (line 2)"),
            "{what}: {}",
            ran.stdout
        );
        assert!(
            ran.stdout.contains("found: {\"error\":"),
            "{what}: {}",
            ran.stdout
        );
        assert!(
            ran.stdout.ends_with("2 passed, 1 failed\n"),
            "{what}: {}",
            ran.stdout
        );
    }
}
