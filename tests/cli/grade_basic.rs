//! The basic level's limits held by rlimits: a compiler's memory (at every
//! user, root too) and a solution's processes (for a user other than root,
//! in a user namespace of its own; as root the test runs `grade` as
//! `nobody` through `setpriv`, or is skipped with a message).

use std::os::unix::fs::PermissionsExt;
use std::process::Command;
use std::time::Duration;

use crate::grade_box::{MINUTE, Scene, running, verdicts};
use crate::{outcome, skip};

/// The command that runs `grade` as a user the process limit holds, or
/// `None` (with a message) where there is none.
fn limitable(scene: &Scene) -> Option<Command> {
    let root = std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .any(|line| line.starts_with("Uid:") && line.split_whitespace().nth(1) == Some("0"));
    let mut command = match root {
        false => Command::new("unshare"),
        true => {
            let mut setpriv = Command::new("setpriv");
            setpriv.args([
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
                "unshare",
            ]);
            setpriv
        }
    };
    let works = command
        .args(["--user", "--map-root-user", "--net", "true"])
        .status()
        .is_ok_and(|s| s.success());
    if !works {
        skip("the basic level's process limit: no user namespace (or, as root, no setpriv)");
        return None;
    }
    // nobody must read the scene and write its TMPDIR.
    for (path, mode) in [(scene.path(""), 0o755), (scene.path("tmp"), 0o777)] {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
    }
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    Some(match root {
        false => Command::new(judge),
        true => {
            let mut setpriv = Command::new("setpriv");
            setpriv.args(["--reuid=65534", "--regid=65534", "--clear-groups"]);
            setpriv.arg(judge);
            setpriv
        }
    })
}

#[test]
fn more_processes_than_the_limit_is_a_verdict_at_the_basic_level() {
    let marker = format!("1012.{}", std::process::id());
    // A hundred processes at once: under a limit of 32 the shell cannot
    // fork and stops with an error; without one it waits for ever.
    let scene = Scene::new(&format!(
        "i=0\nwhile [ $i -lt 100 ]; do sleep {marker} & i=$((i+1)); done\nwait\n"
    ));
    let Some(mut command) = limitable(&scene) else {
        return;
    };
    let out = command
        .current_dir("/")
        .env("TMPDIR", scene.path("tmp"))
        .arg("grade")
        .arg(scene.path("cases.jsonl"))
        .args([
            "--sandbox",
            "basic",
            "--format",
            "json",
            "--time-limit",
            "1",
        ])
        .args(["--process-limit", "32", "--", "sh"])
        .arg(scene.path("solution.sh"))
        .output()
        .expect("grade runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert_eq!(verdicts(&stdout), ["RE", "RE", "RE"], "{stdout}");
    assert!(!running(&marker), "a process outlived its run");
    scene.assert_clean();
}

#[test]
fn including_dev_zero_is_a_compile_error_in_bounded_memory_at_the_basic_level() {
    if !crate::have("g++", "the /dev/zero include at basic") {
        return;
    }
    if !std::path::Path::new("/usr/bin/time").is_file() {
        skip("the /dev/zero include at basic: /usr/bin/time is not installed");
        return;
    }
    let scene = Scene::new("");
    let source = scene.path("zero.cpp");
    std::fs::write(
        &source,
        "#include \"/dev/zero\"\nstd::string tictactoe(std::vector<std::vector<int>> m) { return \"A\"; }\n",
    )
    .expect("the source");
    let mut cmd = assert_cmd::Command::new("/usr/bin/time");
    cmd.args(["-f", "peak %M KB"])
        .arg(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .env("TMPDIR", scene.path("tmp"))
        .arg("grade")
        .arg(scene.path("cases.jsonl"))
        .arg(&source)
        .args(["--sandbox", "basic"])
        .timeout(2 * MINUTE);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(code, 1, "{stderr}");
    assert!(stdout.contains("CE"), "{stdout}");
    // The largest process, the compiler, stayed within its 1 GB.
    let peak: u64 = stderr
        .lines()
        .find_map(|l| l.strip_prefix("peak ")?.strip_suffix(" KB")?.parse().ok())
        .expect("time's figure");
    assert!(peak < 1 << 20, "a process peaked at {peak} KB");
    std::thread::sleep(Duration::from_millis(100));
    scene.assert_clean();
}
