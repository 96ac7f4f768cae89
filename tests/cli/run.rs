//! `ttt-judge run`.

use std::fs;

use crate::{outcome, ttt_judge};

/// Runs `ttt-judge run` on `input` (stdin) and returns stdout, stderr and
/// the exit code.
fn run_stdin(args: &[&str], input: &str) -> (String, String, i32) {
    outcome(ttt_judge().arg("run").args(args).write_stdin(input))
}

fn judged(input: &str) -> String {
    let (stdout, stderr, code) = run_stdin(&[], input);
    assert_eq!((stderr.as_str(), code), ("", 0), "for input {input}");
    stdout
}

#[test]
fn judges_every_input_form_of_every_variant() {
    let input = r#"{"n": 3, "playerMarks": ["X","O"], "players": ["X","O","X","O","X"], "rows": [0,1,0,1,0], "cols": [0,0,1,1,2]}
[3, ["A","B"], ["B","A","A"], [0,0,-1], [0,0,0]]
{"n": 3, "moves": [[0,0],[1,1],[0,1],[2,2],[0,2]]}
[4, [[0,0],[0,3],[1,1],[1,3],[2,2],[2,3],[3,0],[3,3]]]
{"moves": [[0,0],[2,0],[1,1],[2,1],[2,2]]}
[[0,0],[1,1],[0,1],[0,2],[1,0],[2,0]]
[[0,0],[1,1],[2,0],[1,0],[1,2],[2,1],[0,1],[0,2],[2,2]]
[[0,0],[1,1]]
[]
"#;
    assert_eq!(
        judged(input),
        r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["WIN:X","WIN:X"]]
[["INVALID","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["INVALID","IN_PROGRESS"]]
[0,0,0,0,1]
[0,0,0,0,0,0,0,2]
"A"
"B"
"Draw"
"Pending"
"Pending"
"#
    );
}

#[test]
fn the_variant_key_and_flag_force_the_variant() {
    assert_eq!(
        judged(r#"{"variant": "classic", "moves": [[1,1]]}"#),
        "\"Pending\"\n"
    );
    assert_eq!(
        judged(r#"{"variant": "fullline", "n": 1, "moves": [[0,0]]}"#),
        "[1]\n"
    );
    let (stdout, _, code) = run_stdin(&["--variant", "fullline"], "[3, [[0,0]]]\n");
    assert_eq!((stdout.as_str(), code), ("[0]\n", 0));
    let (stdout, stderr, code) = run_stdin(&["--variant", "fullline"], "[[0,0]]\n");
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "ttt-judge: case 1 (<stdin>:1:1): a positional fullline case is [n, moves], but this one has 1 element\n"
    );
    assert!(stdout.starts_with("{\"error\":\"case 1 (<stdin>:1:1): a positional fullline"));
}

#[test]
fn marks_are_escaped_in_the_output() {
    let input = r#"[3, ["\"", "\\", ":", " "], ["\"", "\\", ":", " ", "\"", "\\", ":", " ", " ", "\""], [0,1,2,2,0,1,2,2,1,0], [0,0,0,2,1,1,1,1,2,2]]"#;
    let stdout = judged(input);
    assert_eq!(
        stdout,
        concat!(
            r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],"#,
            r#"["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],"#,
            r#"["IN_PROGRESS","IN_PROGRESS"],["INVALID","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],"#,
            r#"["WIN:\"","WIN:\""]]"#,
            "\n"
        )
    );
}

#[test]
fn pretty_printed_values_one_after_another() {
    let input = "{\n  \"n\": 3,\n  \"moves\": [\n    [0, 0]\n  ]\n}\n[\n  [0, 0],\n  [1, 1]\n]\n\n  [[2,2]] [[1,1]]\n";
    assert_eq!(
        judged(input),
        "[0]\n\"Pending\"\n\"Pending\"\n\"Pending\"\n"
    );
}

#[test]
fn empty_and_blank_inputs_print_nothing() {
    for input in ["", "\n\n", "  \r\n\t\n"] {
        assert_eq!(judged(input), "");
    }
}

#[test]
fn files_stdin_and_dash_are_one_stream() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let a = dir.path().join("a.jsonl");
    let b = dir.path().join("b.json");
    fs::write(&a, "[[0,0]]\n{\"n\": 1, \"moves\": [[0,0]]}\n").expect("write a");
    fs::write(&b, "[\n  [1, 1]\n]\n").expect("write b");
    ttt_judge()
        .arg("run")
        .arg(&a)
        .arg("-")
        .arg(&b)
        .write_stdin("[[5,5]]\n")
        .assert()
        .code(2)
        .stdout("\"Pending\"\n[1]\n{\"error\":\"case 3 (<stdin>:1): moves[0] = [5,5] is off the 3×3 board (row and col must be in [0, 2])\"}\n\"Pending\"\n")
        .stderr("ttt-judge: case 3 (<stdin>:1): moves[0] = [5,5] is off the 3×3 board (row and col must be in [0, 2])\n");
    ttt_judge()
        .arg("run")
        .arg("-")
        .write_stdin("[[0,0]]\n")
        .assert()
        .success()
        .stdout("\"Pending\"\n");
}

#[test]
fn a_missing_file_is_named_and_the_others_are_still_judged() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let a = dir.path().join("a.jsonl");
    fs::write(&a, "[[0,0]]\n").expect("write a");
    let missing = dir.path().join("missing.jsonl");
    let out = ttt_judge()
        .arg("run")
        .arg(&missing)
        .arg(dir.path())
        .arg(&a)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "\"Pending\"\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(lines[0].starts_with(&format!("ttt-judge: {}: ", missing.display())));
    assert!(lines[0].contains("No such file"));
    assert_eq!(
        lines[1],
        format!(
            "ttt-judge: {}: is a directory, not a file of cases",
            dir.path().display()
        )
    );
}

/// Each kind of case that cannot be judged, with its exact message.
#[test]
fn errors_name_the_case_the_place_and_the_value() {
    let cases = [
        (
            r#"{"n":3,"playermarks":["X","O"]}"#,
            r#"1:8): unknown field \"playermarks\" (did you mean \"playerMarks\"?)"#,
        ),
        (
            r#"{"n":3,"moves":[[0,0]],"n":4}"#,
            r#"1:24): duplicate key \"n\""#,
        ),
        (
            r#"{"n":3,"playerMarks":["X","O"],"players":["X"],"rows":[0,1],"cols":[0]}"#,
            "1:1): players, rows and cols must have one entry per call, but they have 1, 2 and 1 entries",
        ),
        (
            r#"{"n":3,"playerMarks":["X","O"],"players":[],"rows":[]}"#,
            r#"1:1): missing field \"cols\" (a multi case has the fields n, playerMarks, players, rows, cols and k)"#,
        ),
        (
            r#"[3, ["X","X"], [], [], []]"#,
            r#"1:10): playerMarks[1] = \"X\" repeats playerMarks[0] (marks must be distinct)"#,
        ),
        (
            r#"[3, ["X","OO"], [], [], []]"#,
            r#"1:10): playerMarks[1] = \"OO\" is more than one character (a mark is one character)"#,
        ),
        (
            r#"[3, ["X",""], [], [], []]"#,
            r#"1:10): playerMarks[1] = \"\" is empty (a mark is one character)"#,
        ),
        (
            r#"[3, ["X","é"], [], [], []]"#,
            r#"1:10): playerMarks[1] = \"é\" is not printable ASCII (a mark is one character with code 32..126)"#,
        ),
        (
            r#"[3, ["X","\n"], [], [], []]"#,
            r#"1:10): playerMarks[1] = \"\\n\" is not printable ASCII (a mark is one character with code 32..126)"#,
        ),
        (
            r#"[3, [], [], [], []]"#,
            "1:5): playerMarks = [] is empty (a game needs at least one player)",
        ),
        (
            r#"[3, ["X","O"], ["X","O"], [0,"1"], [0,0]]"#,
            r#"1:30): rows[1] = \"1\" is not an integer"#,
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1.5]]}"#,
            "1:26): moves[1][1] = 1.5 is not an integer",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1,1]]}"#,
            "1:23): moves[1] = [1,1,1] is not a [row, col] pair",
        ),
        (
            r#"{"n":0,"moves":[]}"#,
            "1:6): n = 0 is not a board size (n must be at least 1)",
        ),
        (
            r#"{"n":-3,"moves":[]}"#,
            "1:6): n = -3 is not a board size (n must be at least 1)",
        ),
        (
            r#"{"n":9223372036854775808,"moves":[]}"#,
            "1:6): n = 9223372036854775808 does not fit in a 64-bit signed integer",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[0,0]]}"#,
            "1): moves[1] = [0,0] uses a cell already taken by moves[0]",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1],[0,1],[2,2],[0,2],[2,0]]}"#,
            "1): moves[5] = [2,0] comes after the game was won by moves[4] (no move may follow a winning move)",
        ),
        (
            r#"[[0,0],[0,-1]]"#,
            "1): moves[1] = [0,-1] is off the 3×3 board (row and col must be in [0, 2])",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1],[0,1]}"#,
            "1:34): invalid JSON: expected ',' or ']' after an array element, found '}'",
        ),
        (
            r#"{"variant":"tic","moves":[]}"#,
            r#"1:12): variant = \"tic\" is not a variant (multi, fullline or classic)"#,
        ),
        (
            r#"{"n":3,"moves":[],"rows":[]}"#,
            r#"1:1): \"moves\" is not a field of a multi case (a multi case has n, playerMarks, players, rows, cols and k)"#,
        ),
        (
            r#"{}"#,
            "1:1): an empty case: a case holds the fields of one variant: multi (n, playerMarks, players, rows, cols, k); fullline (n, moves, players); classic (moves)",
        ),
        ("42", "1:1): a case is a JSON object or array, found 42"),
        (
            r#"[3, [[0,0]], 1]"#,
            "1:1): a positional fullline case is [n, moves], but this one has 3 elements",
        ),
        (
            r#"[3, [], 1]"#,
            "1:1): a positional case that starts with n is [n, moves] (fullline) or [n, playerMarks, players, rows, cols] (multi); this one has 3 elements",
        ),
    ];
    for (input, location_and_message) in cases {
        let (stdout, stderr, code) = run_stdin(&[], &format!("{input}\n[[1,1]]\n"));
        let message = format!("case 1 (<stdin>:{location_and_message}");
        assert_eq!(code, 2, "{input}");
        assert_eq!(
            stdout,
            format!("{{\"error\":\"{message}\"}}\n\"Pending\"\n"),
            "{input}"
        );
        assert_eq!(stderr.lines().count(), 1, "{input}");
        let unescaped: String =
            serde_json::from_str(&format!("\"{message}\"")).expect("a JSON string");
        assert_eq!(stderr, format!("ttt-judge: {unescaped}\n"), "{input}");
    }
}

#[test]
fn a_broken_json_line_spoils_only_itself() {
    let input = "[[0,0]]\n{\"n\":3,\"moves\":[[0,0]\n[[1,1]]\n\u{1}\n[[2,2]]\n";
    let (stdout, _, code) = run_stdin(&[], input);
    assert_eq!(code, 2);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0], "\"Pending\"");
    assert!(lines[1].starts_with("{\"error\":\"case 2 (<stdin>:2:22): invalid JSON"));
    assert_eq!(lines[2], "\"Pending\"");
    assert_eq!(
        lines[3],
        "{\"error\":\"case 4 (<stdin>:4:1): invalid JSON: expected a value, found byte 0x01\"}"
    );
    assert_eq!(lines[4], "\"Pending\"");
}

#[test]
fn errors_in_pretty_printed_cases_point_at_their_line() {
    let input = "{\n  \"n\": 3,\n  \"moves\": [\n    [0, 0],\n    [1, \"x\"]\n  ]\n}\n";
    let (_, stderr, code) = run_stdin(&[], input);
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "ttt-judge: case 1 (<stdin>:5:9): moves[1][1] = \"x\" is not an integer\n"
    );
}

#[test]
fn huge_boards_are_judged_in_little_memory() {
    let input = r#"{"n": 1000000000, "moves": [[999999999, 0], [5, 5], [0, 999999999]]}
[2147483647, ["X","O"], ["X","O","X","O","X"], [0,2147483646,1,2147483646,2], [0,0,1,1,2]]
"#;
    assert_eq!(
        judged(input),
        "[0,0,0]\n[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"WIN:X\",\"WIN:X\"]]\n"
    );
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let line = "[[0,0],[1,1]]\n".repeat(200_000);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .arg("run")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawns");
    drop(child.stdout.take());
    use std::io::Write;
    let mut stdin = child.stdin.take().expect("piped stdin");
    // The judge may stop reading once stdout is gone; a failed write is fine.
    let _ = stdin.write_all(line.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().expect("finishes");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn help_shows_an_example_and_the_exit_codes() {
    let (stdout, _, code) = {
        let out = ttt_judge().args(["run", "--help"]).output().expect("runs");
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            (),
            out.status.code(),
        )
    };
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Examples:"));
    assert!(stdout.contains("Exit status:"));
    assert!(stdout.contains("--variant <VARIANT>"));
}

#[test]
fn bad_usage_exits_2() {
    ttt_judge()
        .args(["run", "--variant", "tic"])
        .assert()
        .code(2);
    ttt_judge().arg("frobnicate").assert().code(2);
}

#[test]
fn the_win_length_k_is_checked_and_may_exceed_n() {
    let case = |k: &str| {
        format!(
            r#"{{"n":3,"k":{k},"playerMarks":["X","O"],"players":["X","O","X","O","X"],"rows":[0,1,0,1,0],"cols":[0,0,1,1,2]}}"#
        )
    };
    let (stdout, stderr, code) = run_stdin(&[], &case("0"));
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "ttt-judge: case 1 (<stdin>:1:12): k = 0 is not a win length (k must be at least 1)\n"
    );
    assert!(stdout.starts_with(r#"{"error":"case 1 (<stdin>:1:12): k = 0"#));
    let (_, stderr, _) = run_stdin(&[], &case("\"3\""));
    assert_eq!(
        stderr,
        "ttt-judge: case 1 (<stdin>:1:12): k = \"3\" is not an integer\n"
    );
    let progress = r#"["IN_PROGRESS","IN_PROGRESS"]"#;
    let no_win = format!("[{}]\n", [progress; 5].join(","));
    assert_eq!(judged(&case("4")), no_win, "k > n: nobody can win");
    assert_eq!(
        judged(&case("2")),
        format!(
            "[{progress},{progress},{}]\n",
            r#"["WIN:X","WIN:X"],["INVALID","WIN:X"],["INVALID","WIN:X"]"#
        ),
        "k = 2: X wins on the third call"
    );
}

#[test]
fn a_raw_control_character_in_a_mark_is_shown_as_json_writes_it() {
    let case =
        "{\"n\":3,\"playerMarks\":[\"X\",\"\u{7f}\"],\"players\":[],\"rows\":[],\"cols\":[]}\n";
    let (stdout, stderr, code) = outcome(ttt_judge().arg("run").write_stdin(case));
    let message = "case 1 (<stdin>:1:27): playerMarks[1] = \"\\u007f\" is not printable ASCII (a mark is one character with code 32..126)";
    assert_eq!(
        stdout,
        format!("{}\n", serde_json::json!({ "error": message }))
    );
    assert_eq!(stderr, format!("ttt-judge: {message}\n"));
    assert_eq!(code, 2);
}
