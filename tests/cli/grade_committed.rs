//! Solutions as people commit them to their repositories, each graded as it
//! stands in `tests/solutions/committed/`: LeetCode 1275 with a `package`
//! line, a `main`, a class of its own name, a nested class, no imports, or
//! the editor extension's `@lc` marks around the submission; and LeetCode
//! 348's `TicTacToe` class for statement 001, on cases with and without
//! `players`. Every one is right, so every case is `AC`.

use std::path::Path;

use crate::{have, outcome, ttt_judge};

/// Cases made by `gen`, then `extra`, in a scratch file.
fn cases(variant: &str, extra: &str) -> (tempfile::TempDir, String) {
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let made = std::process::Command::new(&judge)
        .args([
            "gen",
            "--variant",
            variant,
            "--count",
            "200",
            "--seed",
            "11",
        ])
        .output()
        .expect("gen runs");
    let mut text = String::from_utf8(made.stdout).expect("gen writes UTF-8");
    text.push_str(extra);
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, text).expect("the cases");
    (dir, path.to_string_lossy().into_owned())
}

/// Fullline cases that name who makes each move, as LeetCode 348's
/// `move(row, col, player)` does.
const WITH_PLAYERS: &str = "{\"n\":3,\"moves\":[[0,0],[0,1],[0,2]],\"players\":[2,2,2]}\n\
    {\"n\":2,\"moves\":[[0,0],[1,1],[0,1]],\"players\":[1,2,1]}\n\
    {\"n\":3,\"moves\":[[1,1],[0,0],[2,2]],\"players\":[2,1,1]}\n";

#[test]
fn solutions_as_committed_are_accepted_in_every_language() {
    let (_classic, classic) = cases("classic", "");
    let (_fullline, fullline) = cases("fullline", WITH_PLAYERS);
    let files = [
        ("python3", "lc_marked.py", &classic, 200),
        ("node", "lc_marked.js", &classic, 200),
        ("g++", "lc_marked.cpp", &classic, 200),
        ("g++", "own_main.cpp", &classic, 200),
        ("javac", "Q4_TicTacToe.java", &classic, 200),
        ("javac", "Nested1275.java", &classic, 200),
        ("javac", "StaticInPublicClass.java", &classic, 200),
        ("python3", "leetcode348.py", &fullline, 203),
        ("node", "leetcode348_class.js", &fullline, 203),
        ("node", "leetcode348_prototype.js", &fullline, 203),
        ("javac", "TicTacToe.java", &fullline, 203),
        ("g++", "leetcode348.cpp", &fullline, 203),
    ];
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/committed");
    for (tool, file, cases, count) in files {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let (stdout, stderr, code) =
            outcome(ttt_judge().arg("grade").arg(cases).arg(folder.join(file)));
        assert_eq!((code, stderr.as_str()), (0, ""), "{file}: {stdout}");
        assert_eq!(
            stdout.lines().last(),
            Some(format!("{count} AC").as_str()),
            "{file}: {stdout}"
        );
    }
}

#[test]
fn a_java_file_with_two_classes_that_have_the_method_names_both() {
    if !have("javac", "the two-class Java file") {
        return;
    }
    let dir = tempfile::tempdir().expect("a scratch folder");
    let source = dir.path().join("Two.java");
    std::fs::write(
        &source,
        "class A { static String tictactoe(int[][] m) { return \"A\"; } }\n\
         class B { static String tictactoe(int[][] m) { return \"B\"; } }\n",
    )
    .expect("the solution");
    let cases = dir.path().join("cases.jsonl");
    std::fs::write(&cases, "[[0,0]]\n").expect("a case");
    let (stdout, _, code) = outcome(ttt_judge().arg("grade").arg(&cases).arg(&source));
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("the solution has a `tictactoe(int[][] moves)` method in more than one class (A, B) and no `class Solution`"),
        "{stdout}"
    );
}
