//! What a 2025-09 package holds to check itself and to show the jury a
//! failure: `data/invalid_input/`, which its input validator rejects, each
//! file for the constraint in its name, and `output_visualizer/`, which
//! draws the board where a rejected output first differs.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::{file_names, outcome, ttt_judge, without_sandbox_notes};

/// Writes a 2025-09 package of `variant` in `dir`.
fn package(dir: &Path, variant: &str) {
    let mut cmd = ttt_judge();
    cmd.arg("package").arg(dir).args([
        "--variant",
        variant,
        "--format",
        "2025-09",
        "--gen",
        "random:2",
    ]);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!((without_sandbox_notes(&stderr).as_str(), code), ("", 0));
    assert!(
        stdout.starts_with("the tests reach (validate --summary):\n"),
        "{stdout}"
    );
}

/// Runs the package's program `folder/run` with `args`, `stdin` on its
/// stdin: its exit status and stderr.
fn run(dir: &Path, folder: &str, args: &[&Path], stdin: &[u8]) -> (i32, String) {
    use std::io::Write;
    let mut child = Command::new(dir.join(folder).join("run"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("written");
    let out = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().expect("an exit status"), stderr)
}

#[test]
fn invalid_inputs_are_each_rejected_by_the_package_validator_for_the_constraint_named() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    for (variant, files) in [
        (
            "classic",
            vec![
                "01-moves-count.in",
                "02-on-board.in",
                "03-on-board.in",
                "04-cell-once.in",
                "05-after-win.in",
            ],
        ),
        (
            "fullline",
            vec![
                "01-n-range.in",
                "02-n-range.in",
                "03-players-alternate.in",
                "04-moves-count.in",
                "05-moves-count.in",
                "06-on-board.in",
                "07-on-board.in",
                "08-cell-once.in",
                "09-after-win.in",
            ],
        ),
        (
            "multi",
            vec![
                "01-n-range.in",
                "02-n-range.in",
                "03-win-length.in",
                "04-marks-count.in",
                "05-marks-count.in",
                "06-marks-printable.in",
                "07-marks-printable.in",
                "08-marks-printable.in",
                "09-marks-distinct.in",
                "10-calls-count.in",
                "11-calls-lengths.in",
                "12-player-mark.in",
                "13-coordinate-range.in",
                "14-coordinate-range.in",
            ],
        ),
    ] {
        let dir = scratch.path().join(variant);
        package(&dir, variant);
        let folder = dir.join("data/invalid_input");
        assert_eq!(file_names(&folder), files, "{variant}");
        for file in files {
            let constraint = &file[3..file.len() - 3];
            let input = fs::read(folder.join(file)).expect("the input");
            let (code, stderr) = run(&dir, "input_validators/ttt", &[], &input);
            assert_eq!(code, 43, "{variant} {file}: {stderr}");
            let problems: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.ends_with("breaks a constraint"))
                .collect();
            assert!(!problems.is_empty(), "{variant} {file}: {stderr}");
            for problem in problems {
                assert!(
                    problem.ends_with(&format!("(constraint {constraint})")),
                    "{variant} {file}: {problem}"
                );
            }
        }
        for test in file_names(&dir.join("data/secret"))
            .iter()
            .filter(|n| n.ends_with(".in"))
        {
            let input = fs::read(dir.join("data/secret").join(test)).expect("a test");
            assert_eq!(
                run(&dir, "input_validators/ttt", &[], &input).0,
                42,
                "{test}"
            );
        }
    }
}

#[test]
fn the_output_visualizer_draws_the_board_where_the_output_first_differs() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("classic");
    package(&dir, "classic");
    let input = dir.join("data/sample/example-1.in");
    let answer = dir.join("data/sample/example-1.ans");
    let feedback = scratch.path().join("feedback");
    fs::create_dir(&feedback).expect("a feedback folder");
    let (code, stderr) = run(
        &dir,
        "output_visualizer",
        &[&input, &answer, &feedback],
        b"\"B\"\n",
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(
        file_names(&feedback),
        ["judgeimage.svg"],
        "the picture alone"
    );
    let drawn = ttt_judge()
        .args(["show", "--format", "svg", "--step", "5"])
        .arg(&input)
        .output()
        .expect("show runs");
    let image = fs::read(feedback.join("judgeimage.svg")).expect("the picture");
    assert_eq!(
        String::from_utf8_lossy(&image),
        String::from_utf8_lossy(&drawn.stdout)
    );

    fs::remove_file(feedback.join("judgeimage.svg")).expect("removed");
    let right = fs::read(&answer).expect("the answer");
    assert_eq!(
        run(
            &dir,
            "output_visualizer",
            &[&input, &answer, &feedback],
            &right
        )
        .0,
        0
    );
    assert!(
        file_names(&feedback).is_empty(),
        "no picture of an accepted output"
    );
}

/// A solution of `tests/solutions/`, by its absolute path.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// `package DIR --variant classic --gen random:2` with `args`: stdout,
/// stderr (the sandbox's notes aside) and the exit status.
fn packaged(dir: &Path, args: &[&str]) -> (String, String, i32) {
    let mut cmd = ttt_judge();
    cmd.arg("package")
        .arg(dir)
        .args(["--variant", "classic", "--gen", "random:2"])
        .args(args);
    let (stdout, stderr, code) = outcome(&mut cmd);
    (stdout, without_sandbox_notes(&stderr), code)
}

/// Whether `stdout` is what a refused classic package says: what its
/// tests reach, which may be why a submission is not caught.
fn says_the_reach(stdout: &str) -> bool {
    stdout.starts_with("the tests reach (validate --summary):\nclassic: ")
        && stdout.contains("\n  endings not reached: ")
}

/// Each jury submission is graded on the package's tests before anything
/// is written, and must get its folder's verdict: the accepted ones' times
/// set the time limit, and the others are each caught by some test.
#[test]
fn a_package_grades_its_own_submissions_and_sets_the_time_limit_from_them() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("pkg");
    let (accepted, wrong, slow, crash) = (
        solution("classic.py"),
        solution("classic_no_anti_diagonal.py"),
        solution("sleeps.py"),
        solution("exits.py"),
    );
    let (stdout, stderr, code) = packaged(
        &dir,
        &[
            "--gen",
            "edge-wins:8",
            "--accepted",
            &accepted,
            "--wrong-answer",
            &wrong,
            "--time-limit-exceeded",
            &slow,
            "--run-time-error",
            &crash,
        ],
    );
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with(&format!(
            "time limit: 1 s: the slowest accepted run, {accepted} on data/"
        )),
        "{stdout}"
    );
    assert!(
        lines[0].ends_with(
            "2 times that, rounded up to a multiple of 1 s (ac_to_time_limit, time_resolution); \
             a run over 1.5 s is safely TLE (time_limit_to_tle 1.5)"
        ),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with(&format!("{wrong}: WA on data/secret/edge-wins-")),
        "{stdout}"
    );
    assert_eq!(
        lines[2],
        format!(
            "{slow}: TLE on data/sample/example-1.in, as a time_limit_exceeded submission must"
        )
    );
    assert_eq!(
        lines[3],
        format!("{crash}: RE on data/sample/example-1.in, as a run_time_error submission must")
    );
    assert_eq!(lines[4], "the tests reach (validate --summary):");
    assert!(stdout.contains("\n  endings not reached: "), "{stdout}");
    assert_eq!(
        fs::read_to_string(dir.join(".timelimit")).expect(".timelimit"),
        "1\n"
    );
    for folder in [
        "accepted",
        "wrong_answer",
        "time_limit_exceeded",
        "run_time_error",
    ] {
        assert_eq!(
            file_names(&dir.join("submissions").join(folder)).len(),
            1,
            "{folder}"
        );
    }
}

/// A package whose submissions do not get their folders' verdicts is not
/// written, and the reason names the submission, the test and the verdict.
#[test]
fn a_package_whose_submissions_miss_their_verdicts_is_refused() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("pkg");
    let wrong = solution("classic_no_anti_diagonal.py");
    let accepted = solution("classic.py");

    let (stdout, stderr, code) = packaged(
        &dir,
        &["--gen", "edge-wins:8", "--accepted", &accepted, &wrong],
    );
    assert_eq!(code, 2, "{stderr}");
    assert!(says_the_reach(&stdout), "{stdout}");
    assert!(
        stderr.starts_with(&format!(
            "ttt-judge: {wrong} is an accepted submission, but gets WA on data/"
        )),
        "{stderr}"
    );
    assert!(!dir.exists(), "nothing written");

    // Two random games with no anti-diagonal win do not catch it.
    let (stdout, stderr, code) = packaged(&dir, &["--seed", "3", "--wrong-answer", &accepted]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        says_the_reach(&stdout) && stdout.contains("an anti-diagonal 0,"),
        "{stdout}"
    );
    assert_eq!(
        stderr,
        format!(
            "ttt-judge: {accepted} is a wrong_answer submission, but is accepted on every test: the data does not catch it\n"
        )
    );

    let crash = solution("exits.py");
    let (_, stderr, code) = packaged(&dir, &["--wrong-answer", &crash]);
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with(&format!("ttt-judge: {crash} is a wrong_answer submission, but gets RE on data/sample/example-1.in")),
        "{stderr}"
    );
    assert!(stderr.contains(": it may get only AC or WA\n"), "{stderr}");
    assert!(!dir.exists(), "nothing written");
}

/// A whole program given as a jury submission is refused before any test
/// runs: the package's submissions are function-style.
#[test]
fn a_whole_program_is_refused_as_a_jury_submission() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let whole = scratch.path().join("whole.py");
    fs::write(
        &whole,
        "import sys\nfor line in sys.stdin:\n    print('\"A\"')\n",
    )
    .expect("written");
    let dir = scratch.path().join("pkg");
    let (stdout, stderr, code) = packaged(&dir, &["--accepted", whole.to_str().expect("UTF-8")]);
    assert_eq!(code, 2, "{stderr}");
    assert!(says_the_reach(&stdout), "{stdout}");
    assert!(
        stderr.starts_with(&format!(
            "ttt-judge: {}: not a function-style python solution to classic (it reads stdin itself, with `sys.stdin`",
            whole.display()
        )),
        "{stderr}"
    );
    assert!(!dir.exists(), "nothing written");
}

/// A C++ `multi` class cannot be reached by a harness the judge system
/// compiles on its own, so it is refused in function form before any
/// test runs, and taken as a whole program.
#[test]
fn a_cpp_multi_submission_is_refused_in_function_form() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("pkg");
    let class = solution("multi.cpp");
    let mut cmd = ttt_judge();
    cmd.arg("package").arg(&dir).args([
        "--variant",
        "multi",
        "--gen",
        "random:2",
        "--accepted",
        &class,
    ]);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(
        (stdout.as_str(), without_sandbox_notes(&stderr), code),
        (
            "",
            format!(
                "ttt-judge: {class}: a C++ multi submission cannot be function-style: a judge \
                 system compiles each file on its own, so no harness reaches a class TicTacToe \
                 (the package has no C++ include); give a whole program with --io program\n"
            ),
            2
        )
    );
    assert!(!dir.exists(), "nothing written");
    let (stdout, stderr, code) = outcome(cmd.args(["--io", "program"]));
    assert_eq!(
        (without_sandbox_notes(&stderr).as_str(), code),
        ("", 0),
        "{stdout}"
    );
    assert_eq!(file_names(&dir.join("submissions/accepted")), ["multi.cpp"]);
}

/// `--time-limit` is kept as given, and a submission that comes within
/// the band where another machine may judge it otherwise is warned of;
/// `--no-check` writes the package without grading.
#[test]
fn a_given_time_limit_is_kept_and_the_sensitive_band_warned_of() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("pkg");
    let slow = scratch.path().join("slow.py");
    fs::write(
        &slow,
        "import time\n\ndef tictactoe(moves):\n    end = time.process_time() + 0.3\n    while time.process_time() < end:\n        pass\n    \
         raise SystemExit(4)\n",
    )
    .expect("written");
    // Right, after 1.2 s of CPU time a game: within a 2 s limit, but more
    // than half of it, however long Python takes to start.
    let right = fs::read_to_string(solution("classic.py")).expect("classic.py");
    let near = scratch.path().join("near.py");
    fs::write(
        &near,
        right.replace("def tictactoe(", "def right(")
            + "\n\ndef tictactoe(moves):\n    import time\n    end = time.process_time() + 1.2\n    \
               while time.process_time() < end:\n        pass\n    return right(moves)\n",
    )
    .expect("written");
    let near = near.to_str().expect("UTF-8");
    let (stdout, stderr, code) = packaged(&dir, &["--time-limit", "2", "--accepted", near]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.starts_with("time limit: 2 s, as --time-limit says\n"),
        "{stdout}"
    );
    assert!(
        stderr.starts_with(&format!("ttt-judge: package: {near} took 1.")),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "more than 1/2 of the 2 s time limit: a slower judge machine may give it TLE\n"
        ),
        "{stderr}"
    );
    assert_eq!(
        fs::read_to_string(dir.join(".timelimit")).expect(".timelimit"),
        "2\n"
    );

    let dir = scratch.path().join("unchecked");
    let (stdout, stderr, code) = packaged(
        &dir,
        &[
            "--no-check",
            "--run-time-error",
            slow.to_str().expect("UTF-8"),
        ],
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(
        stdout.starts_with("the tests reach (validate --summary):\n"),
        "{stdout}"
    );
    assert_eq!(
        fs::read_to_string(dir.join(".timelimit")).expect(".timelimit"),
        "2\n"
    );
}

/// The answer validator of a 2025-09 package takes each test's answer,
/// the judge's, byte for byte, and nothing else; it writes BAPCtools'
/// constraints file, empty, when asked.
#[test]
fn the_answer_validator_takes_the_judge_s_answers_alone() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("classic");
    package(&dir, "classic");
    let input = dir.join("data/sample/example-1.in");
    let answer = fs::read(dir.join("data/sample/example-1.ans")).expect("the answer");
    assert_eq!(answer, b"\"A\"\n");
    let constraints = scratch.path().join("constraints");
    let validator = "answer_validators/ttt";
    assert_eq!(
        run(
            &dir,
            validator,
            &[&input, Path::new("--constraints_file"), &constraints],
            &answer
        ),
        (42, String::new())
    );
    assert_eq!(fs::read(&constraints).expect("the constraints file"), b"");
    for wrong in [&b"\"B\"\n"[..], b"\"a\"\n", b" \"A\"\n", b"\"A\""] {
        assert_eq!(
            run(&dir, validator, &[&input], wrong),
            (
                43,
                "the answer is not the judge's: the judge's is \"A\"\n".to_string()
            ),
            "{}",
            String::from_utf8_lossy(wrong)
        );
    }
}
