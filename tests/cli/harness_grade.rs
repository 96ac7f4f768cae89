//! `grade` on solutions written as contestants write them, in every
//! language, on generated cases of each variant: every natural form and
//! every debug print accepted, and a missing entry point or a failure as
//! the solution loads one verdict with one message, found in one run
//! however many cases there are.

use std::path::Path;
use std::time::{Duration, Instant};

use super::{have, outcome, ttt_judge};

/// `count` generated cases of `variant`, random then each other mode, in
/// a scratch file: the folder and the file's path.
fn generated(variant: &str, count: usize) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join(format!("{variant}.jsonl"));
    let mut text = String::new();
    for mode in ["random", "edge-wins", "tie", "late-win"] {
        let count = if mode == "random" { count } else { 3 };
        let (stdout, stderr, code) = outcome(ttt_judge().args([
            "gen",
            "--variant",
            variant,
            "--mode",
            mode,
            "--count",
            &count.to_string(),
            "--seed",
            "20",
        ]));
        assert_eq!((code, stderr.as_str()), (0, ""), "gen {variant} {mode}");
        text.push_str(&stdout);
    }
    std::fs::write(&path, text).expect("the cases are written");
    (dir, path.to_string_lossy().into_owned())
}

/// A solution in `tests/solutions/`.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn natural_forms_and_debug_prints_are_accepted_on_generated_cases() {
    let solutions = [
        ("python3", "leetcode_classic.py", "classic"),
        ("node", "leetcode_classic.js", "classic"),
        ("javac", "leetcode_classic.java", "classic"),
        ("g++", "leetcode_classic.cpp", "classic"),
        ("python3", "leetcode_fullline.py", "fullline"),
        ("node", "fullline_esm.js", "fullline"),
        ("node", "multi_esm.js", "multi"),
        ("javac", "multi_int.java", "multi"),
        ("g++", "multi_int.cpp", "multi"),
        ("python3", "prints_debug.py", "multi"),
        ("node", "prints_debug.js", "fullline"),
        ("javac", "prints_debug.java", "classic"),
        ("g++", "prints_debug.cpp", "fullline"),
    ];
    for (tool, file, variant) in solutions {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let (_dir, cases) = generated(variant, 40);
        let (stdout, stderr, code) = outcome(ttt_judge().args(["grade", &cases, &solution(file)]));
        assert_eq!((code, stderr.as_str()), (0, ""), "{file}: {stdout}");
        assert_eq!(stdout.lines().last(), Some("49 AC"), "{file}: {stdout}");
    }
}

#[test]
fn a_missing_entry_point_is_one_message_found_in_one_run() {
    if !have("python3", "the missing entry point") {
        return;
    }
    let (_dir, cases) = generated("classic", 191);
    let start = Instant::now();
    let (stdout, stderr, code) = outcome(ttt_judge().args([
        "grade",
        &cases,
        &solution("misnamed.py"),
        "--format",
        "json",
    ]));
    // The file sleeps 0.25 s as it loads: a run per case would take 50 s.
    let took = start.elapsed();
    assert_eq!(code, 1, "{stdout}{stderr}");
    let verdicts: Vec<serde_json::Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(verdicts.len(), 200);
    let message = verdicts[0]["message"].as_str().expect("a message");
    // It names the file as it was given, and the name it meant.
    let file = solution("misnamed.py");
    assert!(
        message.starts_with(&format!(
            "{file} has no `tictactoe` function and no `class Solution` with a `tictactoe` method; the forms accepted:\n"
        )),
        "{message}"
    );
    assert!(
        message.ends_with("\ndid you mean `tic_tac_toe` → `tictactoe`?"),
        "{message}"
    );
    // The message is given whole once; every later case refers to it and
    // has its first line.
    let first_line = message.lines().next().expect("a line");
    assert_eq!(verdicts[0]["verdict"], "CE");
    assert!(verdicts[0].get("cause").is_none());
    for verdict in &verdicts[1..] {
        assert_eq!(verdict["verdict"], "CE", "{verdict}");
        assert_eq!(verdict["message"].as_str(), Some(first_line));
        assert_eq!(verdict["cause"], 1, "{verdict}");
    }
    assert!(took < Duration::from_secs(25), "{took:?}");
}

#[test]
fn a_missing_entry_point_is_a_compile_error_in_every_language() {
    for (tool, file) in [
        ("node", "misnamed.js"),
        ("javac", "misnamed.java"),
        ("g++", "misnamed.cpp"),
    ] {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let (_dir, cases) = generated("classic", 5);
        let (stdout, _, code) = outcome(ttt_judge().args(["grade", &cases, &solution(file)]));
        assert_eq!(code, 1, "{file}: {stdout}");
        assert!(stdout.contains("CE"), "{file}: {stdout}");
        assert!(stdout.contains("`tictactoe"), "{file}: {stdout}");
        assert_eq!(stdout.lines().last(), Some("14 CE"), "{file}: {stdout}");
    }
}

#[test]
fn a_solution_that_fails_as_it_loads_is_one_cause_found_in_one_run() {
    for (tool, file, said) in [
        (
            "python3",
            "fails_on_load.py",
            "ModuleNotFoundError: No module named 'a_module_that_is_not_there'",
        ),
        (
            "node",
            "fails_on_load.js",
            "Error: Cannot find module 'a_module_that_is_not_there'",
        ),
    ] {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let (_dir, cases) = generated("classic", 191);
        let start = Instant::now();
        let (stdout, stderr, code) =
            outcome(ttt_judge().args(["grade", &cases, &solution(file), "--format", "json"]));
        // The Python file sleeps 0.25 s as it loads: a run per case would
        // take 50 s.
        let took = start.elapsed();
        assert_eq!(code, 1, "{file}: {stdout}{stderr}");
        let verdicts: Vec<serde_json::Value> = stdout
            .lines()
            .map(|line| serde_json::from_str(line).expect("a JSON line"))
            .collect();
        assert_eq!(verdicts.len(), 200);
        let message = verdicts[0]["message"].as_str().expect("a message");
        assert!(
            message
                .starts_with("as it loads, before reading a case: exit status 1; stderr ends:\n"),
            "{file}: {message}"
        );
        assert!(message.contains(said), "{file}: {message}");
        for verdict in &verdicts[1..] {
            assert_eq!(verdict["verdict"], "RE", "{file}: {verdict}");
            assert_eq!(
                verdict["message"].as_str(),
                Some(format!("as it loads, before reading a case: exit status 1: {said}").as_str()),
                "{file}"
            );
            assert_eq!(verdict["cause"], 1, "{file}: {verdict}");
        }
        assert!(took < Duration::from_secs(25), "{file}: {took:?}");
    }
}
