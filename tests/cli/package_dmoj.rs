//! `package --format dmoj`: a DMOJ problem folder, and the folder judged by
//! DMOJ's own judge, `dmoj-cli` (`pip install dmoj`, which needs
//! libseccomp's headers; `.ci/run` installs both), where it is installed.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::{outcome, ttt_judge};

/// Writes a DMOJ problem of `variant` with `random:COUNT` secret tests.
fn package(dir: &Path, variant: &str, count: &str) {
    let mut cmd = ttt_judge();
    cmd.arg("package").arg(dir).args([
        "--variant",
        variant,
        "--format",
        "dmoj",
        "--gen",
        &format!("random:{count}"),
    ]);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!((stderr.as_str(), code), ("", 0), "{stdout}");
}

#[test]
fn a_dmoj_problem_holds_init_yml_a_checker_module_and_its_tests() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("tttclassic");
    package(&dir, "classic", "2");
    assert_eq!(
        crate::file_names(&dir),
        [
            "checker.py",
            "init.yml",
            "sample-example-1.ans",
            "sample-example-1.in",
            "secret-random-001.ans",
            "secret-random-001.in",
            "secret-random-002.ans",
            "secret-random-002.in",
            "ttt-judge",
        ]
    );
    assert_eq!(
        fs::read_to_string(dir.join("init.yml")).expect("init.yml"),
        concat!(
            "# DMOJ problem data: each test one case (in the named form), its answer\n",
            "# the judge's; checker.py grades an answer with ttt-judge, beside it.\n",
            "test_cases:\n",
            "- {in: sample-example-1.in, out: sample-example-1.ans, points: 1}\n",
            "- {in: secret-random-001.in, out: secret-random-001.ans, points: 1}\n",
            "- {in: secret-random-002.in, out: secret-random-002.ans, points: 1}\n",
            "checker: checker.py\n",
        )
    );
    let checker = fs::read_to_string(dir.join("checker.py")).expect("checker.py");
    assert!(checker.contains("VARIANT = \"classic\"\n"), "{checker}");
}

/// The checker module with a stand-in for DMOJ's `dmoj` package: what it
/// returns on a right, a wrong and an unreadable answer, and a judge error
/// when the test data is wrong.
#[test]
fn the_checker_module_grades_with_the_binary_beside_it() {
    if !crate::have("python3", "the DMOJ checker module") {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("tttclassic");
    package(&dir, "classic", "1");
    let stub = scratch.path().join("stub/dmoj");
    fs::create_dir_all(&stub).expect("a stub");
    fs::write(stub.join("__init__.py"), "").expect("written");
    fs::write(
        stub.join("result.py"),
        "class CheckerResult:\n    def __init__(self, passed, points, feedback=''):\n        \
         self.passed, self.points, self.feedback = passed, points, feedback\n",
    )
    .expect("written");
    fs::write(
        stub.join("error.py"),
        "class InternalError(Exception):\n    pass\n",
    )
    .expect("written");
    let script = r#"
import importlib.util, sys
spec = importlib.util.spec_from_file_location("checker", sys.argv[1])
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)
case = b'{"moves":[[0,0],[2,0],[1,1],[2,1],[2,2]]}\n'
for out, ans in ((b'"A"\n', b'"A"\n'), (b'"B"\n', b'"A"\n'), (b'A\n', b'"A"\n'), (b'"A"\n', b'"B"\n')):
    try:
        r = checker.check(out, ans, case, 5)
        print(r.passed, r.points, r.feedback)
    except Exception as e:
        print(type(e).__name__, e)
"#;
    let out = Command::new("python3")
        .args(["-c", script])
        .arg(dir.join("checker.py"))
        .env("PYTHONPATH", scratch.path().join("stub"))
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        concat!(
            "True 5 \n",
            "False 0 wrong answer case 1 (input:1): expected \"A\" (A holds the main diagonal: ",
            "(0,0) (1,1) (2,2), complete at move 5), found \"B\"\n",
            "False 0 wrong output format case 1 (input:1): output:1 is not JSON: expected value (column 1)\n",
            "InternalError ttt-judge: FAIL the expected answer answer is not the judge's: case 1 (input:1): ",
            "expected \"A\" (A holds the main diagonal: (0,0) (1,1) (2,2), complete at move 5), found \"B\"\n",
        )
    );
}

/// The problem judged by DMOJ's own judge: the statement's solution as one
/// whole program (`harness --join`) in Python and C++ is accepted on every
/// test, one that always says `Draw` is not.
#[test]
fn dmoj_cli_judges_the_problem() {
    if !crate::have("dmoj-cli", "the DMOJ problem under dmoj-cli") {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let problems = scratch.path().join("problems");
    package(&problems.join("tttclassic"), "classic", "3");
    let solutions = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions");
    let join = |lang: &str, file: &Path, out: &str| {
        let mut cmd = ttt_judge();
        cmd.args(["harness", lang, "classic", "--join"])
            .arg(file)
            .arg("-o")
            .arg(scratch.path().join(out));
        assert_eq!(outcome(&mut cmd).2, 0, "{out}");
    };
    join("python", &solutions.join("classic.py"), "ac.py");
    join("cpp", &solutions.join("classic.cpp"), "ac.cpp");
    // Always a draw: wrong on the statement's example, the first test.
    let draw = scratch.path().join("draw.py");
    fs::write(&draw, "def tictactoe(moves):\n    return \"Draw\"\n").expect("written");
    join("python", &draw, "wa.py");
    let config = scratch.path().join("judge.yml");
    fs::write(
        &config,
        format!(
            "problem_storage_globs:\n  - {}/*\nruntime:\n  python3: /usr/bin/python3\n  g++17: /usr/bin/g++\n",
            problems.display()
        ),
    )
    .expect("written");
    let judged = |lang: &str, file: &str| -> Vec<String> {
        let out = Command::new("dmoj-cli")
            .arg("-c")
            .arg(&config)
            .args(["--no-ansi", "--skip-self-test", "-e", lang, "--history"])
            .arg(scratch.path().join("history"))
            .args(["submit", "tttclassic", lang])
            .arg(scratch.path().join(file))
            .output()
            .expect("dmoj-cli runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let verdicts: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix("Test case "))
            .map(|l| l.split_whitespace().nth(1).unwrap_or("?").to_string())
            .collect();
        assert_eq!(
            verdicts.len(),
            4,
            "{file}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        verdicts
    };
    assert_eq!(judged("PY3", "ac.py"), ["AC"; 4]);
    assert_eq!(judged("CPP17", "ac.cpp"), ["AC"; 4]);
    let wrong = judged("PY3", "wa.py");
    assert_eq!(wrong[0], "WA", "{wrong:?}");
}

/// The steps of the hosting guide's DMOJ section, run as they are written
/// with the statement's solution as `mine.py`: every test is accepted.
#[test]
fn the_hosting_guide_s_dmoj_steps_work_as_written() {
    if !crate::have("dmoj-cli", "the hosting guide's DMOJ steps") {
        return;
    }
    let guide = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/HOSTING.md"))
        .expect("HOSTING.md");
    let start = guide
        .find("  ```sh\n  ttt-judge package problems/tttclassic")
        .expect("the DMOJ steps");
    let block = &guide[start + "  ```sh\n".len()..];
    let block = &block[..block.find("  ```\n").expect("the block's end")];
    let script: String = block
        .lines()
        .map(|line| format!("{}\n", line.strip_prefix("  ").unwrap_or(line)))
        .collect();
    assert!(script.ends_with("dmoj-cli -c judge.yml submit tttclassic PY3 whole.py\n"));
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let solution = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/classic.py");
    fs::copy(&solution, scratch.path().join("mine.py")).expect("copied");
    let binary = assert_cmd::cargo::cargo_bin("ttt-judge");
    let path = format!(
        "{}:{}",
        binary.parent().expect("its folder").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("bash")
        .args(["-euo", "pipefail", "-c", &script])
        .current_dir(scratch.path())
        .env("PATH", path)
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let verdicts: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("Test case "))
        .map(|l| l.split_whitespace().nth(1).unwrap_or("?"))
        .collect();
    let tests = fs::read_dir(scratch.path().join("problems/tttclassic"))
        .expect("the problem's folder")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".in"))
        })
        .count();
    assert!(tests > 1, "{tests} tests");
    assert_eq!(verdicts, vec!["AC"; tests], "{text}");
}
