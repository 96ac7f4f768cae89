//! `grade` and `hunt` stopped part-way. Killed with `SIGKILL`, which no
//! handler sees, the boxes die with the judge, and its guard, a process
//! outside every box, removes the temporary folders and the cgroups it
//! left and kills what still runs of the solution, at every level. Sent
//! SIGINT, SIGTERM or SIGHUP, `hunt` kills every box, removes its folders,
//! says what it found so far and exits with 130, 143 or 129, as `grade`
//! does (`grade_box.rs`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::grade_box::{Scene, running, strict};

/// The folders of the cgroups `pid` would have made, in every hierarchy
/// the tests' own cgroup is in (the judge starts in the same one).
fn cgroups_of(pid: u32) -> Vec<PathBuf> {
    let own = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let prefix = format!("ttt-judge-{pid}-");
    let mut found = Vec::new();
    for line in own.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, list, path) = (fields.next(), fields.next(), fields.next());
        let (Some(list), Some(path)) = (list, path) else {
            continue;
        };
        let root = Path::new("/sys/fs/cgroup");
        let mounts = [root.join(list), root.to_owned()].into_iter();
        let mounts = mounts.chain(list.split(',').map(|c| root.join(c)));
        for mount in mounts {
            let Ok(entries) = std::fs::read_dir(mount.join(path.trim_start_matches('/'))) else {
                continue;
            };
            let ours = entries
                .flatten()
                .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix));
            found.extend(ours.map(|e| e.path()));
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Starts `grade --isolate` at `level` on a solution that sleeps, waits
/// until the solution runs, kills `grade` with `SIGKILL` and checks that
/// within a generous time nothing of the run is left.
fn killed_at(level: &str, seconds: &str) {
    // Unique to this test run, so that nothing else matches it.
    let marker = &format!("{seconds}{}", std::process::id());
    let scene = Scene::new(&format!("sleep {marker}\n"));
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let mut child = Command::new(judge)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TMPDIR", scene.path("tmp"))
        .arg("grade")
        .arg(scene.path("cases.jsonl"))
        .args(["--sandbox", level, "--time-limit", "100", "--isolate"])
        .args(["--", "sh"])
        .arg(scene.path("solution.sh"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("grade starts");
    let began = Instant::now();
    while !running(marker) && began.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(running(marker), "the solution never started at {level}");
    // The run is told to the guard just after it starts.
    std::thread::sleep(Duration::from_millis(300));
    let pid = child.id();
    if level == "strict" {
        assert!(!cgroups_of(pid).is_empty(), "no cgroup was made at strict");
    }
    child.kill().expect("SIGKILL reaches grade");
    child.wait().expect("grade is reaped");
    let left = |scene: &Scene| {
        let folders: Vec<_> = std::fs::read_dir(scene.path("tmp"))
            .expect("the TMPDIR")
            .flatten()
            .map(|e| e.path())
            .collect();
        (running(marker), folders, cgroups_of(pid))
    };
    let clean = (false, Vec::new(), Vec::new());
    let began = Instant::now();
    while left(&scene) != clean && began.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(
        left(&scene),
        clean,
        "left at {level} after SIGKILL (solution running, folders, cgroups)"
    );
}

#[test]
fn sigkill_to_grade_leaves_nothing_in_a_strict_box() {
    if strict("SIGKILL to grade at strict") {
        killed_at("strict", "1010.1");
    }
}

#[test]
fn sigkill_to_grade_leaves_nothing_at_the_basic_level() {
    killed_at("basic", "1010.2");
}

#[test]
fn sigterm_sigint_and_sighup_stop_hunting_cleanly_with_what_was_found() {
    let marker = format!("1010.3{}", std::process::id());
    let scene = Scene::new(&format!("sleep {marker}\n"));
    for (signal, code) in [("TERM", 143), ("INT", 130), ("HUP", 129)] {
        let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
        let child = Command::new(judge)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("TMPDIR", scene.path("tmp"))
            .args(["hunt", "--variant", "classic", "--time-limit", "100"])
            .args(["--", "sh"])
            .arg(scene.path("solution.sh"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("hunt starts");
        let began = Instant::now();
        while !running(&marker) && began.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(300));
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(killed.success());
        let out = child.wait_with_output().expect("hunt ends");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(code),
            "SIG{signal}: {stdout}{stderr}"
        );
        let (said, level) = stdout.split_once('\n').expect("two lines");
        assert_eq!(
            said,
            "no failing case in the 0 classic cases tried (seed 0)"
        );
        assert!(
            ["sandbox: strict\n", "sandbox: basic\n"].contains(&level),
            "{stdout}"
        );
        assert!(stderr.contains("hunting stopped by signal"), "{stderr}");
        assert!(!running(&marker), "a box outlived SIG{signal}");
        scene.assert_clean();
    }
}
