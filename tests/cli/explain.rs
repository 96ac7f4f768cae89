//! `ttt-judge run --explain` and `run --status-format object`: the shapes
//! are a contract, so they are pinned byte for byte.

use std::fs;

use crate::ttt_judge;

/// Runs `ttt-judge run ARGS` and returns stdout and the exit code.
fn run(args: &[&str], stdin: &str) -> (String, i32) {
    let out = ttt_judge()
        .arg("run")
        .args(args)
        .write_stdin(stdin)
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 stdout");
    (stdout, out.status.code().expect("an exit code"))
}

fn expected(name: &str) -> String {
    fs::read_to_string(format!("tests/explain/{name}")).expect("the expected output is checked in")
}

#[test]
fn every_reason_kind_is_explained() {
    let (stdout, code) = run(&["--explain", "tests/explain/reasons.jsonl"], "");
    assert_eq!(code, 2, "case 10 cannot be judged");
    assert_eq!(stdout, expected("reasons.explained.jsonl"));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].ends_with(
        r#""rejected":[{"call":0,"reason":"WRONG_TURN"},{"call":2,"reason":"OUT_OF_BOUNDS"},{"call":3,"reason":"OCCUPIED"},{"call":8,"reason":"GAME_OVER"}],"end":{"call":7,"outcome":"WIN","winner":"X","cells":[[0,0],[0,1],[0,2]]}}"#
    ));
    assert!(lines[1].ends_with(r#""cells":[[0,0],[0,1],[0,2],[0,3],[0,4]]}}"#));
    assert!(lines[2].ends_with(r#""end":{"call":8,"outcome":"BOARD_FULL"}}"#));
    assert_eq!(
        lines[3],
        r#"{"variant":"fullline","result":[0,0,0,0,1],"end":{"move":4,"outcome":"WIN","winner":1,"line":{"kind":"anti_diagonal"},"cells":[[0,2],[1,1],[2,0]]}}"#
    );
    assert!(lines[4].contains(r#""line":{"kind":"column","index":3}"#));
    assert!(lines[5].contains(r#""winner":"B","line":{"kind":"anti_diagonal"}"#));
    assert_eq!(
        lines[7],
        r#"{"variant":"classic","result":"Draw","end":{"move":8,"outcome":"BOARD_FULL"}}"#
    );
    assert_eq!(lines[8], r#"{"variant":"fullline","result":[],"end":null}"#);
    assert!(lines[9].starts_with(r#"{"error":"case 10 "#));
    assert!(lines[10].contains(r#""line":{"kind":"row","index":0}"#));
    assert!(lines[11].contains(r#""line":{"kind":"main_diagonal"}"#));
    assert!(
        lines[12].ends_with(r#""rejected":[],"end":null}"#),
        "k = 4 > n = 3"
    );
}

#[test]
fn explain_combines_with_object_statuses() {
    let (stdout, _) = run(
        &[
            "--explain",
            "--status-format",
            "object",
            "tests/explain/reasons.jsonl",
        ],
        "",
    );
    let head: Vec<&str> = stdout.lines().take(3).collect();
    assert_eq!(head.join("\n") + "\n", expected("reasons.objects.jsonl"));
}

#[test]
fn object_statuses_follow_the_seeds_first_form() {
    let input = r#"[3, ["\"","O"], ["O","\"","O","\"","O","\""], [0,0,1,0,1,0], [0,0,0,1,1,2]]"#;
    let (stdout, code) = run(&["--status-format", "object"], input);
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        concat!(
            r#"[[{"state":"INVALID","winner":null},{"state":"IN_PROGRESS","winner":null}],"#,
            r#"[{"state":"IN_PROGRESS","winner":null},{"state":"IN_PROGRESS","winner":null}],"#,
            r#"[{"state":"IN_PROGRESS","winner":null},{"state":"IN_PROGRESS","winner":null}],"#,
            r#"[{"state":"IN_PROGRESS","winner":null},{"state":"IN_PROGRESS","winner":null}],"#,
            r#"[{"state":"IN_PROGRESS","winner":null},{"state":"IN_PROGRESS","winner":null}],"#,
            r#"[{"state":"WIN","winner":"\""},{"state":"WIN","winner":"\""}]]"#,
            "\n"
        )
    );
    let (stdout, _) = run(&["--status-format", "object"], "[[0,0]]\n[2, [[0,0]]]\n");
    assert_eq!(stdout, "\"Pending\"\n[0]\n", "only multi statuses change");
    let (stdout, _) = run(&["--status-format", "string"], input);
    assert_eq!(stdout, run(&[], input).0, "string is the default");
}

#[test]
fn an_unknown_status_format_is_a_usage_error() {
    let out = ttt_judge()
        .args(["run", "--status-format", "obj"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).expect("UTF-8 stderr");
    assert!(
        stderr.contains("[possible values: string, object]"),
        "{stderr}"
    );
}

#[test]
fn a_call_that_fails_several_checks_names_the_first_and_the_others() {
    let (stdout, code) = run(&["--explain", "fixtures/seeds/multi-example-2.json"], "");
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        concat!(
            r#"{"variant":"multi","result":[["INVALID","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["INVALID","IN_PROGRESS"]],"#,
            r#""rejected":[{"call":0,"reason":"WRONG_TURN"},{"call":2,"reason":"WRONG_TURN","also":["OUT_OF_BOUNDS"]}],"end":null}"#,
            "\n"
        )
    );
    // X wins on call 4; then O's call on a taken cell fails only GAME_OVER
    // and OCCUPIED, X's off the board all three of the others, and a
    // stranger's on a free cell GAME_OVER and WRONG_TURN.
    let input = r#"{"n":3,"playerMarks":["X","O"],"players":["X","O","X","O","X","O","X","?"],"rows":[0,1,0,1,0,0,9,2],"cols":[0,0,1,1,2,0,0,2]}"#;
    let (stdout, code) = run(&["--explain"], input);
    assert_eq!(code, 0);
    assert!(
        stdout.ends_with(concat!(
            r#""rejected":[{"call":5,"reason":"GAME_OVER","also":["OCCUPIED"]},"#,
            r#"{"call":6,"reason":"GAME_OVER","also":["WRONG_TURN","OUT_OF_BOUNDS"]},"#,
            r#"{"call":7,"reason":"GAME_OVER","also":["WRONG_TURN"]}],"#,
            r#""end":{"call":4,"outcome":"WIN","winner":"X","cells":[[0,0],[0,1],[0,2]]}}"#,
            "\n"
        )),
        "{stdout}"
    );
}
