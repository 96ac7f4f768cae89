//! The strict level with hostile programs: each must end within its
//! limits, leave no process behind and see nothing of the machine but the
//! toolchains. Skipped, with a message, where the machine has no box.

use std::path::Path;
use std::time::Duration;

use super::{Exit, Limit, Limits, Run, Sandbox, brief, limits, run_in, text};
use crate::Tool;

/// The strict sandbox, or `None` with a message saying the test is skipped.
pub(super) fn strict() -> Option<Sandbox> {
    match Sandbox::strict() {
        Ok(sandbox) => Some(sandbox),
        Err(why) => {
            super::skip(&format!("no strict box here: {why}"));
            None
        }
    }
}

/// Whether any process on the machine has `marker` in its command line.
fn running(marker: &str) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
        !zombie && String::from_utf8_lossy(&cmdline).contains(marker)
    })
}

/// Runs a shell script in the strict box.
pub(super) fn sh(sandbox: &Sandbox, script: &str, limits: &Limits) -> Run {
    run_in(sandbox, "sh", &["-c", script], b"", limits)
}

#[test]
fn setsid_and_double_forks_die_with_the_box() {
    let Some(sandbox) = strict() else { return };
    let script = "setsid sleep 1001.25 </dev/null >/dev/null 2>&1 & \
        (sleep 1001.5 & ) ; nohup sleep 1001.75 >/dev/null 2>&1 & echo started";
    let run = sh(&sandbox, script, &limits(5));
    assert_eq!(run.exit, Some(Exit::Code(0)), "{}", brief(&run));
    for marker in ["1001.25", "1001.5", "1001.75"] {
        assert!(!running(marker), "sleep {marker} outlived its box");
    }
}

#[test]
fn a_setsid_child_holding_stdout_does_not_stall_the_run() {
    let Some(sandbox) = strict() else { return };
    let began = std::time::Instant::now();
    let run = sh(&sandbox, "setsid sleep 1002.5 & echo answer", &limits(5));
    assert_eq!(text(&run), ["answer"]);
    assert!(began.elapsed() < Duration::from_secs(2), "{}", brief(&run));
    assert!(!running("1002.5"));
}

#[test]
fn a_fork_bomb_meets_the_process_limit_and_ends() {
    let Some(sandbox) = strict() else { return };
    let mut limits = limits(2);
    limits.processes = 16;
    let run = sh(&sandbox, "b() { b | b & }; b; sleep 1003.5", &limits);
    assert!(run.processes_refused, "{}", brief(&run));
    assert!(!running("1003.5"));
}

#[test]
fn memory_is_held_by_the_kernel_and_its_peak_kept() {
    let Some(sandbox) = strict() else { return };
    let run = sh(&sandbox, "head -c 1000000000 /dev/zero | tail", &limits(10));
    assert_eq!(run.limit, Some(Limit::Memory), "{}", brief(&run));
    assert!(run.peak_rss_kb >= 200 << 10, "{}", brief(&run));
    let quick = sh(&sandbox, "echo hi", &limits(5));
    assert!(quick.peak_rss_kb > 0, "{}", brief(&quick));
}

#[test]
fn the_box_sees_no_file_of_the_judge_and_writes_only_its_folder() {
    let Some(sandbox) = strict() else { return };
    let me = std::env::current_exe().expect("the test binary has a path");
    let here = std::env::current_dir().expect("a current folder");
    let script = format!(
        "test -e '{}' && echo sees-binary; test -e '{}' && echo sees-cwd; \
         touch /usr/x 2>/dev/null && echo writes-usr; touch mine && echo writes-own",
        me.display(),
        here.display()
    );
    let run = sh(&sandbox, &script, &limits(5));
    assert_eq!(text(&run), ["writes-own"], "{}", brief(&run));
}

#[test]
fn a_signal_is_a_signal_in_the_box() {
    let Some(sandbox) = strict() else { return };
    let run = sh(&sandbox, "kill -SEGV $$", &limits(5));
    assert_eq!(run.exit, Some(Exit::Signal(11)), "{}", brief(&run));
}

#[test]
fn lines_past_those_expected_are_counted_not_kept_and_stop_no_clock() {
    let Some(sandbox) = strict() else { return };
    let mut limits = limits(1);
    limits.lines = 2;
    let run = sh(&sandbox, "yes | head -n 100000", &limits);
    assert_eq!((run.lines.len(), run.extra_lines), (2, 99_998));
    let run = sh(
        &sandbox,
        "echo a; while :; do echo x; sleep 0.1; done",
        &limits,
    );
    assert_eq!(run.limit, Some(Limit::Wall), "{}", brief(&run));
    assert!(run.wall < Duration::from_secs(3), "{}", brief(&run));
}

#[test]
fn a_tool_in_the_box_meets_its_memory_limit() {
    let Some(sandbox) = strict() else { return };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let tool = Tool {
        program: "sh".into(),
        args: vec!["-c".into(), "head -c 1000000000 /dev/zero | tail".into()],
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        stdout: dir.path().join("out"),
        stderr: dir.path().join("err"),
        time: Duration::from_secs(20),
        memory_bytes: 128 << 20,
        processes: 64,
        file_bytes: 1 << 20,
        reserves_address_space: false,
    };
    let ran = sandbox.run_tool(&tool).expect("the tool starts");
    assert_eq!(ran.limit, Some(Limit::Memory), "{ran:?}");
    assert!(Path::new(&tool.stdout).exists());
}

#[test]
fn cpu_time_after_the_last_answer_is_not_banked_from_earlier_ones() {
    let Some(sandbox) = strict() else { return };
    let mut limits = limits(1);
    limits.wall = Duration::from_secs(60);
    limits.lines = 4;
    // Four answers at once, then seconds of CPU time on the way out: four
    // lines do not buy four seconds.
    let script = "echo 1; echo 2; echo 3; echo 4; \
        i=0; while [ $i -lt 100000000 ]; do i=$((i+1)); done";
    let run = sh(&sandbox, script, &limits);
    assert_eq!(run.lines.len(), 4, "{}", brief(&run));
    assert_eq!(run.limit, Some(Limit::Time), "{}", brief(&run));
}

/// What a strict run of `true` costs here, box and cgroup included
/// (`cargo test --release -p ttt-sandbox strict_run_cost -- --ignored --nocapture`).
#[test]
#[ignore = "a measurement, not a check"]
fn strict_run_cost() {
    let Some(sandbox) = strict() else { return };
    let runs = 50;
    let began = std::time::Instant::now();
    for _ in 0..runs {
        run_in(&sandbox, "true", &[], b"", &limits(5));
    }
    eprintln!("{:?} a strict run of true", began.elapsed() / runs);
    let basic = Sandbox::new(true);
    let began = std::time::Instant::now();
    for _ in 0..runs {
        run_in(&basic, "true", &[], b"", &limits(5));
    }
    eprintln!("{:?} a basic run of true", began.elapsed() / runs);
}

#[test]
fn a_cgroup_kept_between_runs_starts_each_run_afresh() {
    let Some(sandbox) = strict() else { return };
    let mut few = limits(2);
    few.processes = 16;
    // Each hostile run is followed by an honest one in the cgroup it left.
    let hostile = [
        ("head -c 1000000000 /dev/zero | tail", &limits(10)),
        ("b() { b | b & }; b; sleep 1004.5", &few),
        ("i=0; while :; do i=$((i+1)); done", &limits(1)),
    ];
    for (script, limits) in hostile {
        let bad = sh(&sandbox, script, limits);
        assert!(
            bad.limit.is_some() || bad.processes_refused,
            "{}",
            brief(&bad)
        );
        let good = sh(&sandbox, "echo hi", limits);
        assert_eq!(text(&good), ["hi"], "after {script}: {}", brief(&good));
        assert_eq!(good.limit, None, "after {script}: {}", brief(&good));
        assert!(!good.processes_refused, "after {script}: {}", brief(&good));
        assert!(
            good.peak_rss_kb < 64 << 10,
            "after {script}: {}",
            brief(&good)
        );
        assert!(
            good.cpu < Duration::from_millis(500),
            "after {script}: {}",
            brief(&good)
        );
    }
}

#[test]
fn a_delegated_cgroup_v2_holds_memory_and_processes() {
    if !crate::boxed::v2_delegated() {
        super::skip("no cgroup v2 subtree is delegated here (memory and pids handed down)");
        return;
    }
    let Some(sandbox) = strict() else { return };
    let run = sh(&sandbox, "head -c 1000000000 /dev/zero | tail", &limits(10));
    assert_eq!(run.limit, Some(Limit::Memory), "{}", brief(&run));
    assert!(run.peak_rss_kb >= 200 << 10, "{}", brief(&run));
    let mut few = limits(2);
    few.processes = 16;
    let bomb = sh(&sandbox, "b() { b | b & }; b; sleep 1005.5", &few);
    assert!(bomb.processes_refused, "{}", brief(&bomb));
    assert!(!running("1005.5"));
}
