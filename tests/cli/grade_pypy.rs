//! Python solutions under PyPy (`--python pypy3`, `--lang pypy`) in both
//! boxes, an interpreter that is not there, and a harness that `ttt-judge
//! harness` wrote run by hand as a command (`-- pypy3 harness.py`), with
//! its solution beside it, named after it, or missing. A test that needs
//! pypy3 and does not find it says so and is skipped.

use std::path::Path;

use crate::grade_box::strict;
use crate::{have, outcome, ttt_judge};

/// `grade` run with `args` from `dir`: its stdout, stderr and exit code.
fn grade_in(dir: &Path, args: &[&str]) -> (String, String, i32) {
    outcome(ttt_judge().current_dir(dir).arg("grade").args(args))
}

/// A scratch folder holding five classic cases (`cases.jsonl`), the
/// classic harness for Python (`harness.py`) and, when `solution` is
/// given, `solution.py` with that text.
fn scene(solution: Option<&str>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let cases = "[[0,0],[2,0],[0,1],[2,1],[0,2]]\n[[1,1]]\n[[0,0],[1,1]]\n[[2,2],[0,0]]\n[[1,1],[0,0],[2,2]]\n";
    std::fs::write(dir.path().join("cases.jsonl"), cases).expect("the cases");
    let (harness, _, code) = outcome(ttt_judge().args(["harness", "python", "classic"]));
    assert_eq!(code, 0);
    std::fs::write(dir.path().join("harness.py"), harness).expect("the harness");
    if let Some(text) = solution {
        std::fs::write(dir.path().join("solution.py"), text).expect("the solution");
    }
    dir
}

/// The repository's correct classic solution in Python.
fn classic() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/classic.py");
    std::fs::read_to_string(path).expect("the solution")
}

/// A classic solution that fails on every case, saying which Python runs it.
const TELLS: &str =
    "import sys\ndef tictactoe(moves):\n    raise RuntimeError(sys.implementation.name)\n";

/// The levels to try: basic, and strict where the machine gives it.
fn levels(test: &str) -> Vec<&'static str> {
    match strict(test) {
        true => vec!["basic", "strict"],
        false => vec!["basic"],
    }
}

#[test]
fn a_python_solution_is_graded_under_pypy_in_either_box() {
    if !have("pypy3", "grading under PyPy") {
        return;
    }
    let dir = scene(Some(&classic()));
    for level in levels("grading under PyPy in the strict box") {
        for asked in [&["--python", "pypy3"][..], &["--lang", "pypy"][..]] {
            let args = [
                &["cases.jsonl", "solution.py", "--sandbox", level][..],
                asked,
            ]
            .concat();
            let (stdout, stderr, code) = grade_in(dir.path(), &args);
            assert_eq!(code, 0, "{level} {asked:?}: {stdout}{stderr}");
            assert_eq!(
                stdout,
                format!("solution: solution.py (under pypy3)\nsandbox: {level}\n5 AC\n"),
                "{asked:?}"
            );
        }
        // It is PyPy that runs it, not python3.
        std::fs::write(dir.path().join("tells.py"), TELLS).expect("a solution");
        let args = [
            "cases.jsonl",
            "tells.py",
            "--python",
            "pypy3",
            "--sandbox",
            level,
        ];
        let (stdout, _, code) = grade_in(dir.path(), &args);
        assert_eq!(code, 1, "{stdout}");
        assert!(
            stdout.contains("\nRE: exit status 1: RuntimeError: pypy (all 5 cases)\n"),
            "{level}: {stdout}"
        );
    }
}

#[test]
fn an_interpreter_that_is_not_there_or_not_for_the_solution_is_named() {
    let dir = scene(Some(&classic()));
    let (stdout, stderr, code) = grade_in(
        dir.path(),
        &[
            "cases.jsonl",
            "solution.py",
            "--python",
            "pypy-not-installed",
        ],
    );
    assert_eq!(
        (code, stdout.as_str(), stderr.as_str()),
        (
            2,
            "",
            "ttt-judge: pypy-not-installed was not found on PATH; it is needed to run Python solutions (--python pypy-not-installed)\n"
        )
    );
    let (_, stderr, code) = grade_in(
        dir.path(),
        &["cases.jsonl", "solution.py", "--python", "./no/pypy3"],
    );
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            "ttt-judge: ./no/pypy3 is not an executable file; it is needed to run Python solutions (--python ./no/pypy3)\n"
        )
    );
    let cpp = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/classic.cpp");
    let cpp = cpp.to_string_lossy();
    let (_, stderr, code) = grade_in(dir.path(), &["cases.jsonl", &cpp, "--python", "pypy3"]);
    assert_eq!(
        (code, stderr),
        (
            2,
            format!(
                "ttt-judge: {cpp}: --python names the interpreter of a Python solution, and this is cpp\n"
            )
        )
    );
    let (_, stderr, code) = grade_in(
        dir.path(),
        &[
            "cases.jsonl",
            "solution.py",
            "--lang",
            "pypy",
            "--python",
            "pypy3",
        ],
    );
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            "ttt-judge: --lang pypy and --python both name the Python interpreter; give one\n"
        )
    );
}

#[test]
fn a_harness_run_by_hand_takes_its_solution_into_either_box() {
    if !have("pypy3", "a harness run by pypy3") {
        return;
    }
    let dir = scene(Some(&classic()));
    for level in levels("a harness by hand in the strict box") {
        let args = [
            "cases.jsonl",
            "--sandbox",
            level,
            "--",
            "pypy3",
            "harness.py",
        ];
        let (stdout, stderr, code) = grade_in(dir.path(), &args);
        assert_eq!(code, 0, "{level}: {stdout}{stderr}");
        assert_eq!(
            stdout,
            format!("solution: pypy3 harness.py\nsandbox: {level}\n5 AC\n")
        );
    }
}

#[test]
fn a_harness_run_by_hand_without_its_solution_says_where_it_looked() {
    let dir = scene(None);
    let (stdout, stderr, code) =
        grade_in(dir.path(), &["cases.jsonl", "--", "python3", "harness.py"]);
    assert_eq!(
        (code, stdout.as_str(), stderr.as_str()),
        (
            2,
            "",
            "ttt-judge: harness.py: this ttt-judge harness wraps solution.py beside it, or the one other .py file there, and . has none; put the solution there, or name it after the harness: harness.py SOLUTION.py\n"
        )
    );
    // Named after the harness, a solution elsewhere is wrapped.
    std::fs::create_dir(dir.path().join("mine")).expect("a folder");
    std::fs::write(dir.path().join("mine/attempt.py"), classic()).expect("a solution");
    let args = [
        "cases.jsonl",
        "--",
        "python3",
        "harness.py",
        "mine/attempt.py",
    ];
    let (stdout, stderr, code) = grade_in(dir.path(), &args);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert!(stdout.ends_with("\n5 AC\n"), "{stdout}");
    // Run by hand outside grade, it says the same in its own words.
    let out = std::process::Command::new("python3")
        .arg("harness.py")
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("python3 runs");
    let here = dir.path().canonicalize().expect("the folder");
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.starts_with(&format!(
            "harness.py: this ttt-judge harness wraps solution.py beside it, or the one other .py file there, and {} has none; put the solution there, or name it after the harness: python3",
            here.display()
        )),
        "{said}"
    );
}
