//! The cases are graded from the judge's own copy, read once: a cases
//! file cut short while `grade` reads it is an error (exit 2), never a
//! shorter report.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::grade_box::{Scene, running};

/// A classic case padded with spaces to about 16 KB, so that a file of a
/// few thousand of them is larger than the part `grade` reads at once.
fn padded_case() -> String {
    format!(
        "{{\"moves\":[[0,0],[1,1],[0,1],[2,2],[0,2]]{}}}\n",
        " ".repeat(16_000)
    )
}

/// Grades a 40 MB cases file with a solution that waits before answering,
/// cuts the file a quarter of the way in while its first part is graded,
/// and gives what grade printed and the file's path. With `more`, a small
/// cases file comes first and the large one is given with `--cases`.
fn grade_and_cut(more: bool) -> (std::process::Output, String) {
    // Each batch of the first part waits a moment before answering: the
    // file is cut while that part is graded, before the next is read.
    let marker = format!("2.{}{}", std::process::id(), u8::from(more));
    let scene = Scene::new(&format!("sleep {marker}\nexec \"$1\" run\n"));
    let cases = scene.path("cases.jsonl");
    let line = padded_case();
    std::fs::write(&cases, line.repeat(2_600)).expect("a 40 MB cases file");
    let first = scene.path("first.jsonl");
    std::fs::write(&first, "[[0,0]]\n").expect("a small cases file");
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let mut command = Command::new(&judge);
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TMPDIR", scene.path("tmp"))
        .arg("grade");
    match more {
        true => command.arg(&first).arg("--cases").arg(&cases),
        false => command.arg(&cases),
    };
    let child = command
        .args(["--time-limit", "60", "--", "sh"])
        .arg(scene.path("solution.sh"))
        .arg(&judge)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grade starts");
    let began = Instant::now();
    while !running(&marker) && began.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(running(&marker), "the solution never started");
    // Cut at a line's end, a quarter of the way in: what is left reads
    // as whole cases, so only the file's change can tell.
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(&cases)
        .expect("the cases file");
    file.set_len(line.len() as u64 * 650).expect("truncate");
    let out = child.wait_with_output().expect("grade ends");
    scene.assert_clean();
    (out, cases.display().to_string())
}

/// Grade ended with exit 2, naming the file that changed, and no report.
fn assert_refused((out, cases): (std::process::Output, String)) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains(&format!(
            "{cases}: the cases file changed while it was read"
        )),
        "{stderr}"
    );
    assert_eq!(stdout, "", "no report from a cut file");
}

#[test]
fn a_cases_file_truncated_while_it_is_read_is_an_error() {
    assert_refused(grade_and_cut(false));
}

#[test]
fn a_file_given_with_cases_is_held_to_the_same() {
    assert_refused(grade_and_cut(true));
}
