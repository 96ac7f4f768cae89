//! Runs small real programs (`sh`, `python3`, `java`, coreutils) under the
//! sandbox. A test whose tool is missing says so on stderr and passes.

use std::ffi::OsString;
use std::path::Path;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::{Exit, Limit, Limits, Program, Run, Sandbox};

mod hostile;
mod session;
mod strict;

/// The longest any test run may take, far above what each needs.
const PATIENCE: Duration = Duration::from_secs(20);

/// Says that a test skipped and why: straight to stderr, past the test
/// harness's capture of `eprintln!`, so that a skip is seen in every run.
pub(crate) fn skip(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "skipped: {why}");
}

/// Whether `tool` is on `PATH`; if not, says that the test is skipped.
fn have(tool: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path).any(|dir| dir.join(tool).is_file());
    if !found {
        skip(&format!("{tool} is not installed"));
    }
    found
}

/// Limits of `seconds` a line, 256 MB and 1 MB of output.
fn limits(seconds: u64) -> Limits {
    Limits {
        time: Duration::from_secs(seconds),
        wall: Duration::from_secs(seconds),
        memory_bytes: 256 << 20,
        output_bytes: 1 << 20,
        processes: 64,
        disk_bytes: 64 << 20,
        line_bytes: 1 << 20,
        lines: 1 << 20,
    }
}

/// Runs `program args` in a fresh directory with network isolation when the
/// machine allows it, and checks that the run came back in time.
fn run(program: &str, args: &[&str], stdin: &[u8], limits: &Limits) -> Run {
    run_in(&Sandbox::new(true), program, args, stdin, limits)
}

/// [`run`] with a given sandbox.
fn run_in(sandbox: &Sandbox, program: &str, args: &[&str], stdin: &[u8], limits: &Limits) -> Run {
    let dir = TempDir::new().expect("a temporary directory");
    let program = Program {
        program: program.into(),
        args: args.iter().map(OsString::from).collect(),
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        snapshot_prefix: None,
    };
    let began = Instant::now();
    let run = sandbox
        .run(&program, stdin.to_vec(), limits)
        .expect("the program starts");
    assert!(
        began.elapsed() < PATIENCE,
        "took {:?}: {}",
        began.elapsed(),
        brief(&run)
    );
    run
}

/// A run without most of its lines, for a failure message.
fn brief(run: &Run) -> String {
    let mut run = run.clone();
    let lines = run.lines.len();
    run.lines.truncate(3);
    format!("{run:?} ({lines} lines)")
}

/// The lines of a run as text.
fn text(run: &Run) -> Vec<String> {
    run.lines
        .iter()
        .map(|(line, _, _)| String::from_utf8_lossy(line).into_owned())
        .collect()
}

/// Whether process `pid` is gone (or a zombie no one reaped, which runs
/// nothing and holds no memory).
pub(crate) fn gone(pid: &str) -> bool {
    // A killed process dies when it is next scheduled, a moment after the
    // signal is sent: it is given until PATIENCE to go.
    let began = Instant::now();
    loop {
        let dead = match std::fs::read_to_string(Path::new("/proc").join(pid).join("stat")) {
            Err(_) => true,
            Ok(stat) => stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        };
        if dead || began.elapsed() > PATIENCE {
            return dead;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn an_echo_gives_its_lines_back_in_order_with_their_times() {
    if !have("python3") {
        return;
    }
    let code = "import sys, time\nfor line in sys.stdin:\n    time.sleep(0.05)\n    print(line.strip(), flush=True)";
    let run = run("python3", &["-c", code], b"a\nb\nc\n", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(0)), None),
        "{}",
        brief(&run)
    );
    assert_eq!(text(&run), ["a", "b", "c"]);
    assert!(run.rest.is_empty());
    let waited: Duration = run.lines.iter().map(|(_, since, _)| *since).sum();
    assert!(
        waited >= Duration::from_millis(150) && waited <= run.wall,
        "{}",
        brief(&run)
    );
    assert!(run.peak_rss_kb > 0 && run.lines.iter().all(|(_, _, kb)| *kb <= run.peak_rss_kb));
}

#[test]
fn cpu_time_is_reported_and_a_huge_time_limit_is_no_limit() {
    if !have("python3") {
        return;
    }
    let code =
        "import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass";
    let mut limits = limits(1);
    limits.time = Duration::MAX;
    limits.wall = Duration::MAX;
    let run = run("python3", &["-c", code], b"", &limits);
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(0)), None),
        "{}",
        brief(&run)
    );
    assert!(run.cpu >= Duration::from_millis(250), "{}", brief(&run));
}

#[test]
fn a_sleeper_is_stopped_at_the_wall_limit_and_is_gone() {
    let run = run("sh", &["-c", "echo $$; exec sleep 30"], b"", &limits(1));
    assert_eq!(
        (run.exit, run.limit),
        (None, Some(Limit::Wall)),
        "{}",
        brief(&run)
    );
    assert!(run.wall >= Duration::from_secs(1));
    assert!(gone(&text(&run)[0]), "{}", brief(&run));
}

#[test]
fn touching_a_gigabyte_breaks_a_256_mb_limit() {
    if !have("python3") {
        return;
    }
    let code = "import time\nb = b'x' * (1 << 30)\ntime.sleep(5)";
    let run = run("python3", &["-c", code], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (None, Some(Limit::Memory)),
        "{}",
        brief(&run)
    );
    assert!(run.peak_rss_kb > 256 << 10, "{}", brief(&run));
}

#[test]
fn the_memory_of_a_child_process_counts() {
    if !have("python3") {
        return;
    }
    let script = "python3 -c \"import time\nb = b'x' * (1 << 30)\ntime.sleep(5)\" & wait";
    let run = run("sh", &["-c", script], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (None, Some(Limit::Memory)),
        "{}",
        brief(&run)
    );
}

#[test]
fn reserving_address_space_is_not_using_memory() {
    if !have("python3") {
        return;
    }
    let code = "import mmap, time\nm = mmap.mmap(-1, 4 << 30)\ntime.sleep(0.2)\nprint('ok')";
    let run = run("python3", &["-c", code], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(0)), None),
        "{}",
        brief(&run)
    );
    assert_eq!(text(&run), ["ok"]);
}

#[test]
fn a_jvm_starts_under_256_mb() {
    if !have("java") {
        return;
    }
    let run = run("java", &["-version"], b"", &limits(15));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(0)), None),
        "{}",
        brief(&run)
    );
    assert!(run.stderr_tail.contains("version"), "{}", brief(&run));
}

#[test]
fn endless_output_breaks_the_output_limit() {
    let run = run("yes", &[], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (None, Some(Limit::Output)),
        "{}",
        brief(&run)
    );
    assert_eq!(run.lines.len(), (1 << 20) / 2, "{}", brief(&run));
}

#[test]
fn an_exit_status_comes_back_with_the_tail_of_stderr() {
    let script = "for i in $(seq 1 30); do echo err $i >&2; done; printf 'no newline'; exit 3";
    let run = run("sh", &["-c", script], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(3)), None),
        "{}",
        brief(&run)
    );
    assert_eq!(run.rest, b"no newline");
    assert!(run.stderr_tail.starts_with("err 11\n") && run.stderr_tail.ends_with("err 30\n"));
}

#[test]
fn a_segfault_is_signal_11() {
    let run = run("sh", &["-c", "kill -SEGV $$"], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Signal(11)), None),
        "{}",
        brief(&run)
    );
}

#[test]
fn a_background_child_dies_with_the_group_at_the_wall_limit() {
    let run = run(
        "sh",
        &["-c", "sleep 1000 & echo $!; sleep 30"],
        b"",
        &limits(1),
    );
    assert_eq!(run.limit, Some(Limit::Wall), "{}", brief(&run));
    assert!(gone(&text(&run)[0]), "{}", brief(&run));
}

#[test]
fn a_background_child_dies_when_the_program_exits() {
    let run = run("sh", &["-c", "sleep 1000 & echo $!"], b"", &limits(10));
    assert_eq!(
        (run.exit, run.limit),
        (Some(Exit::Code(0)), None),
        "{}",
        brief(&run)
    );
    assert!(run.wall < Duration::from_secs(5), "{}", brief(&run));
    assert!(gone(&text(&run)[0]), "{}", brief(&run));
}

#[test]
fn an_isolated_program_has_no_route_to_the_network() {
    let sandbox = Sandbox::new(true);
    if !sandbox.network_isolated() {
        skip("no network namespace can be made here");
        return;
    }
    if !have("python3") {
        return;
    }
    let code = "import socket\ntry:\n    socket.create_connection(('1.1.1.1', 53), timeout=2)\n    print('connected')\nexcept OSError as e:\n    print(e.errno)";
    let run = run_in(&sandbox, "python3", &["-c", code], b"", &limits(10));
    assert_eq!(
        text(&run),
        [(rustix::io::Errno::NETUNREACH.raw_os_error()).to_string()],
        "{}",
        brief(&run)
    );
}

#[test]
fn unread_stdin_does_not_hang_the_runner() {
    let input = vec![b'x'; 10 << 20];
    let run_ = run("sh", &["-c", "echo hi"], &input, &limits(5));
    assert_eq!(
        (run_.exit, text(&run_)),
        (Some(Exit::Code(0)), vec!["hi".to_owned()])
    );
    let run_ = run("sleep", &["30"], &input, &limits(1));
    assert_eq!(run_.limit, Some(Limit::Wall), "{}", brief(&run_));
}

#[test]
fn the_environment_is_minimal() {
    let dir_probe = run_in(&Sandbox::new(false), "env", &[], b"", &limits(5));
    let mut names: Vec<String> = text(&dir_probe)
        .iter()
        .filter_map(|line| line.split_once('=').map(|(name, _)| name.to_owned()))
        .collect();
    names.sort();
    assert_eq!(names, ["HOME", "LANG", "PATH", "TMPDIR"]);
}

#[test]
fn a_program_asks_for_snapshots_of_its_stderr_by_a_line_of_its_own() {
    let dir = TempDir::new().expect("a temporary directory");
    let script = "echo loading >&2; echo '#!loaded' >&2; echo '--- case 1 ---' >&2; \
        echo oops >&2; echo '#!raised 1' >&2; echo answer; echo '--- case 2 ---' >&2";
    let program = Program {
        program: "sh".into(),
        args: vec!["-c".into(), script.into()],
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        snapshot_prefix: Some(b"#!".to_vec()),
    };
    let run = Sandbox::new(true)
        .run(&program, Vec::new(), &limits(5))
        .expect("the program starts");
    assert_eq!(text(&run), ["answer"], "{}", brief(&run));
    let snapshots: Vec<(&str, &[u8])> = run
        .stderr_snapshots
        .iter()
        .map(|s| (s.line.as_str(), s.tail.as_slice()))
        .collect();
    assert_eq!(
        snapshots,
        [
            ("loaded", &b"loading\n"[..]),
            ("raised 1", &b"--- case 1 ---\noops\n"[..])
        ]
    );
    assert_eq!(
        run.stderr_tail,
        "loading\n--- case 1 ---\noops\n--- case 2 ---\n"
    );
}

#[test]
fn a_missing_program_is_not_found() {
    let dir = TempDir::new().expect("a temporary directory");
    let program = Program {
        program: "no-such-program-here".into(),
        args: Vec::new(),
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        snapshot_prefix: None,
    };
    let error = Sandbox::new(true)
        .run(&program, Vec::new(), &limits(1))
        .unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound);
}

/// What a run of `true` costs here, with and without the network namespace
/// (`cargo test --release --bin ttt-judge run_cost -- --ignored --nocapture`).
#[test]
#[ignore = "a measurement, not a check"]
fn run_cost() {
    for isolate in [false, true] {
        let sandbox = Sandbox::new(isolate);
        let began = Instant::now();
        for _ in 0..50 {
            let run = run_in(&sandbox, "true", &[], b"", &limits(5));
            assert_eq!(run.exit, Some(Exit::Code(0)));
        }
        let isolated = sandbox.network_isolated();
        eprintln!(
            "{:?} a run, network isolated: {isolated}",
            began.elapsed() / 50
        );
    }
}
