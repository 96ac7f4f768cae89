//! Bounded cost on any input: every flag value an answer, messages of
//! bounded size, a closed stdin, values answered as soon as they close,
//! and large cases answered alike on any number of threads.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::{outcome, ttt_judge};

const CLASSIC: &str = "fixtures/seeds/classic-example-1.json";

#[test]
fn a_number_of_threads_that_is_no_number_of_threads_is_a_usage_error() {
    for (jobs, says) in [
        ("0", "the number of threads must be at least 1"),
        ("many", "expected a number of threads, such as 4"),
        (
            "99999999999999999999999",
            "the number of threads is too large",
        ),
    ] {
        let (stdout, stderr, code) = outcome(ttt_judge().args(["run", "--jobs", jobs, CLASSIC]));
        assert_eq!((stdout.as_str(), code), ("", 2), "--jobs {jobs}");
        let line = format!("error: invalid value '{jobs}' for '--jobs <N>': {says}\n");
        assert!(stderr.starts_with(&line), "--jobs {jobs}: {stderr}");
    }
}

#[test]
fn more_threads_than_the_machine_can_use_are_capped_with_a_note() {
    let (stdout, stderr, code) = outcome(ttt_judge().args(["run", "-j", "20000", CLASSIC]));
    assert_eq!((stdout.as_str(), code), ("\"A\"\n", 0));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = (4 * cores).min(64);
    assert_eq!(
        stderr,
        format!(
            "ttt-judge: --jobs 20000 is more threads than this machine can use ({cores} cores); judging on {most}\n"
        )
    );
}

#[test]
fn the_cap_is_four_threads_a_core_and_at_most_64() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = (4 * cores).min(64);
    let (stdout, stderr, code) =
        outcome(ttt_judge().args(["run", "-j", &most.to_string(), CLASSIC]));
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("\"A\"\n", "", 0));
    let over = (most + 1).to_string();
    let (stdout, stderr, code) = outcome(ttt_judge().args(["run", "-j", &over, CLASSIC]));
    assert_eq!((stdout.as_str(), code), ("\"A\"\n", 0));
    assert_eq!(
        stderr,
        format!(
            "ttt-judge: --jobs {over} is more threads than this machine can use ({cores} cores); judging on {most}\n"
        )
    );
}

#[test]
fn an_unknown_key_is_echoed_cut_and_gets_a_hint_only_when_it_could_be_a_typo() {
    let long = "a".repeat(100_000);
    let fields = "the fields are multi (n, playerMarks, players, rows, cols, k); fullline (n, moves, players); classic (moves), and variant";
    let cases = [
        (
            format!("{{\"{long}\":1}}"),
            format!("unknown field \"{}…\" ({fields})", "a".repeat(40)),
        ),
        (
            "{\"\\u0000\":1}".to_string(),
            format!("unknown field \"\\u0000\" ({fields})"),
        ),
        (
            "{\"x\":1}".to_string(),
            format!("unknown field \"x\" ({fields})"),
        ),
        (
            "{\"mvoes\":[]}".to_string(),
            "unknown field \"mvoes\" (did you mean \"moves\"?)".to_string(),
        ),
        (
            "{\"N\":3}".to_string(),
            "unknown field \"N\" (did you mean \"n\"?)".to_string(),
        ),
    ];
    for (case, message) in cases {
        let (stdout, stderr, code) =
            outcome(ttt_judge().arg("run").write_stdin(format!("{case}\n")));
        let message = format!("case 1 (<stdin>:1:2): {message}");
        let expected = serde_json::json!({ "error": message }).to_string();
        assert_eq!((stdout.trim_end(), code), (expected.as_str(), 2));
        assert_eq!(stderr, format!("ttt-judge: {message}\n"));
    }
}

#[test]
fn a_closed_stdin_is_an_error_that_says_so() {
    let binary = assert_cmd::cargo::cargo_bin("ttt-judge");
    let out = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" run <&-")
        .arg(&binary)
        .output()
        .expect("sh runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "ttt-judge: <stdin>: standard input is closed; name a file of cases, or pipe them in\n"
    );
    // An empty stdin is an input of no cases.
    let (stdout, stderr, code) = outcome(ttt_judge().arg("run").write_stdin(""));
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", "", 0));
}

#[test]
fn a_value_is_answered_when_it_closes_without_waiting_for_its_line_end() {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .arg("run")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let lines = crate::lines_of(stdout);
    // A guard against hanging forever, not a timing: each answer comes as
    // soon as the producer stops after a value.
    let guard = Duration::from_secs(120);
    for (case, expected) in [
        ("{\"n\": 2,\n \"moves\": [[0,0],[1,1]]}", "[0,0]"),
        (" [[0,0]]", "\"Pending\""),
        ("\n[[1,1]]", "\"Pending\""),
    ] {
        stdin.write_all(case.as_bytes()).expect("write a case");
        stdin.flush().expect("flush");
        assert_eq!(
            lines.recv_timeout(guard).as_deref(),
            Ok(expected),
            "{case:?}"
        );
    }
    drop(stdin);
    assert!(child.wait().expect("finishes").success());
}

/// A `multi` case of `calls` calls, all of them accepted on a board too
/// large to fill, or a `fullline` one whose last move repeats a cell.
fn large(calls: usize, broken: bool) -> String {
    match broken {
        false => {
            let players = vec!["\"X\""; calls].join(",");
            let rows: Vec<String> = (0..calls).map(|i| (i / 1000).to_string()).collect();
            let cols: Vec<String> = (0..calls).map(|i| (i % 1000 * 3).to_string()).collect();
            format!(
                "{{\"n\":100000,\"k\":1000000,\"playerMarks\":[\"X\"],\"players\":[{players}],\"rows\":[{}],\"cols\":[{}]}}",
                rows.join(","),
                cols.join(",")
            )
        }
        true => {
            let mut moves: Vec<String> = (0..calls)
                .map(|i| format!("[{},{}]", i / 1000, i % 1000 + 1000))
                .collect();
            moves.push("[0,1000]".into());
            format!("{{\"n\":100000,\"moves\":[{}]}}", moves.join(","))
        }
    }
}

#[test]
fn large_cases_among_small_ones_are_answered_in_order_on_any_number_of_threads() {
    let small = "[[0,0],[2,0],[1,1],[2,1],[2,2]]\nnot json\n{\"n\":3,\"moves\":[[0,0]]}\n";
    let mut input = String::new();
    for round in 0..3 {
        input.push_str(small);
        input.push_str(&large(450_000 + round, round == 1));
        input.push('\n');
    }
    input.push_str(small);
    let (one, one_err, code) = outcome(
        ttt_judge()
            .args(["run", "--jobs", "1"])
            .write_stdin(input.clone()),
    );
    assert_eq!(code, 2);
    let lines: Vec<&str> = one.lines().collect();
    assert_eq!(lines.len(), 4 * 3 + 3);
    assert_eq!(&lines[..3], ["\"A\"", lines[1], "[0]"]);
    assert!(lines[1].starts_with("{\"error\":\"case 2 (<stdin>:2:2): invalid JSON"));
    assert!(lines[3].starts_with("[[\"IN_PROGRESS\",\"IN_PROGRESS\"],"));
    assert_eq!(lines[3].matches("IN_PROGRESS").count(), 2 * 450_000);
    assert_eq!(
        lines[7],
        "{\"error\":\"case 8 (<stdin>:8): moves[450001] = [0,1000] uses a cell already taken by moves[0]\"}"
    );
    assert!(one_err.contains("case 8 (<stdin>:8): moves[450001]"));
    for jobs in ["2", "4"] {
        let (many, many_err, code) = outcome(
            ttt_judge()
                .args(["run", "--jobs", jobs])
                .write_stdin(input.clone()),
        );
        assert_eq!(
            (code, many_err.as_str()),
            (2, one_err.as_str()),
            "--jobs {jobs}"
        );
        assert!(many == one, "--jobs {jobs} writes other bytes");
    }
}
