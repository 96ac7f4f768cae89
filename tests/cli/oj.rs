//! online-judge-tools' `oj t`, with `ttt-judge check --protocol testlib`
//! as its judge: oj calls `JUDGE INPUT ACTUAL EXPECTED`, or `JUDGE INPUT
//! ACTUAL` where a test has no expected file, and then the output is
//! judged against the judge's own answer.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::{outcome, skip, ttt_judge};

/// The two tests of `test/`: a won game and one left pending.
const TESTS: [(&str, &str, &str); 2] = [
    (
        "sample-1",
        "{\"moves\":[[0,0],[2,0],[1,1],[2,1],[2,2]]}\n",
        "\"A\"\n",
    ),
    ("sample-2", "{\"moves\":[[0,0],[1,1]]}\n", "\"Pending\"\n"),
];

/// Runs `oj t` in `dir` on the program `solution` with ttt-judge as the
/// judge: its exit code and what it printed.
fn oj_test(dir: &Path, solution: &str) -> (i32, String) {
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let out = Command::new("oj")
        .current_dir(dir)
        .env("HOME", dir)
        .args(["t", "-c", &format!("python3 {solution}")])
        .arg("--judge-command")
        .arg(format!("{} check --protocol testlib", judge.display()))
        .output()
        .expect("oj runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().expect("an exit code"), text)
}

#[test]
fn oj_t_judges_with_and_without_expected_files() {
    // `oj --version` asks PyPI for a newer release; `--help` does not.
    if Command::new("oj").arg("--help").output().is_err() {
        skip("oj t: oj was not found (pip install online-judge-tools)");
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path();
    fs::create_dir(dir.join("test")).expect("a folder");
    for (name, input, expected) in TESTS {
        fs::write(dir.join(format!("test/{name}.in")), input).expect("written");
        fs::write(dir.join(format!("test/{name}.out")), expected).expect("written");
    }
    let right = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/classic.py");
    let mut cmd = ttt_judge();
    cmd.args(["harness", "python", "classic", "--join"])
        .arg(&right)
        .arg("-o")
        .arg(dir.join("right.py"));
    assert_eq!(outcome(&mut cmd).2, 0);
    fs::write(
        dir.join("draw.py"),
        "import sys\nfor line in sys.stdin:\n    print('\"Draw\"')\n",
    )
    .expect("written");

    for expected_files in [true, false] {
        if !expected_files {
            for (name, _, _) in TESTS {
                fs::remove_file(dir.join(format!("test/{name}.out"))).expect("removed");
            }
        }
        let (code, text) = oj_test(dir, "right.py");
        assert_eq!(code, 0, "expected files: {expected_files}\n{text}");
        assert!(
            text.contains("[SUCCESS] test success: 2 cases"),
            "{expected_files}\n{text}"
        );
        assert_eq!(
            text.matches("expected output is not found").count(),
            if expected_files { 0 } else { 2 },
            "{text}"
        );

        let (code, text) = oj_test(dir, "draw.py");
        assert_eq!(code, 1, "expected files: {expected_files}\n{text}");
        assert_eq!(text.matches("[FAILURE] WA").count(), 2, "{text}");
        let reason = format!(
            "wrong answer case 1 ({}:1): expected \"Pending\" (no line is whole after 2 \
             moves, and 7 cells are empty), found \"Draw\"\n",
            dir.join("test/sample-2.in").display()
        );
        assert!(
            text.contains(&reason),
            "the judge's reason, which oj shows: {text}"
        );
    }
}
