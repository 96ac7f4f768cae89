//! What a 2025-09 package holds to check itself and to show the jury a
//! failure: `data/invalid_input/`, which its input validator rejects, each
//! file for the constraint in its name, and `output_visualizer/`, which
//! draws the board where a rejected output first differs.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::{outcome, ttt_judge};

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
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", "", 0));
}

/// The names of the files in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
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
        assert_eq!(names(&folder), files, "{variant}");
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
        for test in names(&dir.join("data/secret"))
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
    assert_eq!(names(&feedback), ["judgeimage.svg"], "the picture alone");
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
        names(&feedback).is_empty(),
        "no picture of an accepted output"
    );
}
