//! What a solution prints or leaves open cannot grow the judge or reach
//! the expected answers: a huge answer is said by its start and its size
//! in every report, a full disk is said in the verdict, and a descriptor
//! the judge's caller left open is not the solution's.

use std::process::Command;

use crate::grade_box::{MINUTE, Scene, strict, verdicts};

#[test]
fn a_huge_answer_is_wrong_and_every_report_of_it_is_small() {
    // 3 MB of answer on one line before the right answers: each case, run
    // alone once the batch has gone wrong, gets it.
    let scene = Scene::new("head -c 3000000 /dev/zero | tr '\\0' A; echo\n\"$1\" run\n");
    let (junit, html) = (scene.path("j.xml"), scene.path("p.html"));
    let args = [
        "--format",
        "json",
        "--junit",
        junit.to_str().expect("UTF-8"),
        "--html",
        html.to_str().expect("UTF-8"),
    ];
    let (stdout, stderr, code) = scene.grade(&args, MINUTE);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(verdicts(&stdout), ["WA"; 3], "{stdout}");
    let start = "A".repeat(100);
    assert!(
        stdout.contains(&format!(
            "found an answer of 2.9 MB, longer than any answer to this case; it starts: {start}…"
        )),
        "{stdout}"
    );
    assert!(stdout.len() < 8 << 10, "{} bytes of JSON", stdout.len());
    for report in [junit, html] {
        let size = std::fs::metadata(&report).expect("written").len();
        assert!(size < 64 << 10, "{}: {size} bytes", report.display());
    }
}

#[test]
fn a_full_disk_is_said_in_the_verdict() {
    if !strict("the disk filler") || !rustix::process::geteuid().is_root() {
        crate::skip("the disk filler: a run's disk is looked at only when grade runs as root");
        return;
    }
    let scene = Scene::new("head -c 5000000 /dev/zero > fill\nexit 1\n");
    let args = ["--format", "json", "--disk-limit", "1", "--isolate"];
    let (stdout, stderr, code) = scene.grade(&args, MINUTE);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(verdicts(&stdout), ["RE"; 3], "{stdout}");
    assert_eq!(
        stdout.matches("the disk limit (1 MB) was reached").count(),
        3,
        "{stdout}"
    );
}

#[test]
fn a_descriptor_left_open_by_the_caller_is_not_the_solution_s() {
    // Answers wrong if it can see descriptor 7, which the caller opened
    // on the cases and left open (`exec 7<cases.jsonl`).
    let scene =
        Scene::new("if [ -e /proc/self/fd/7 ]; then echo '\"leaked\"'; fi\nexec \"$1\" run\n");
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    for level in ["basic", "strict"] {
        if level == "strict" && !strict("the open descriptor") {
            continue;
        }
        let script = format!(
            "exec 7<\"$1\"; exec \"$2\" grade \"$1\" --sandbox {level} -- sh \"$3\" \"$2\""
        );
        let out = Command::new("sh")
            .args(["-c", &script, "sh"])
            .arg(scene.path("cases.jsonl"))
            .arg(&judge)
            .arg(scene.path("solution.sh"))
            .env("TMPDIR", scene.path("tmp"))
            .output()
            .expect("sh runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{level}: {stdout}");
        assert!(stdout.ends_with("3 AC\n"), "{level}: {stdout}");
        scene.assert_clean();
    }
}
