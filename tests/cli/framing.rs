//! Framing: how `run` cuts its input into cases. Whatever the layout of an
//! input made only of valid JSON values (pretty-printed, Python's indents,
//! several values on a line, CR or CRLF line ends, no final newline, values
//! split across lines anywhere, several files), it gives the same output as
//! the same cases written as compact JSON Lines, one result per value.

use proptest::prelude::*;
use serde_json::{Value, json};

use crate::junk::{Ran, run_bytes};
use crate::{outcome, ttt_judge};

/// Cases of every variant and form, with strings that hold brackets,
/// braces and quotes, and one that cannot be judged; each with its result.
/// The first takes several lines when pretty-printed, so each layout is
/// tested apart from a short first case.
const CASES: &[(&str, &str)] = &[
    (r#"[[0,0],[1,1]]"#, r#""Pending""#),
    (r#"{"n":3,"moves":[[0,0]]}"#, r#"[0]"#),
    (
        r#"{"n": 3, "playerMarks": ["X","O"], "players": ["X","O","X"], "rows": [0,1,0], "cols": [0,1,1]}"#,
        r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"]]"#,
    ),
    (r#"[4, [[0,0],[1,1]]]"#, r#"[0,0]"#),
    (r#"[]"#, r#""Pending""#),
    (
        r#"{"moves": [[9,9]]}"#,
        r#"{"error":"case 6: moves[0] = [9,9] is off the 3×3 board (row and col must be in [0, 2])"}"#,
    ),
    (
        r#"{"n":3,"playerMarks":["\"","\\"],"players":["\"","\\","\""],"rows":[0,1,0],"cols":[0,1,1]}"#,
        r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"]]"#,
    ),
    (
        r#"[3, ["]","}"], ["]","}","]","}","]"], [0,1,0,1,0], [0,1,1,2,2]]"#,
        r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["WIN:]","WIN:]"]]"#,
    ),
    (
        r#"[3, ["[","{"], ["[","{"], [0,0], [0,0]]"#,
        r#"[["IN_PROGRESS","IN_PROGRESS"],["INVALID","IN_PROGRESS"]]"#,
    ),
];

/// The cases of `CASES` as JSON values.
fn values() -> Vec<Value> {
    CASES
        .iter()
        .map(|(case, _)| serde_json::from_str(case).expect("a case is JSON"))
        .collect()
}

/// The output expected for `CASES`, error places left out.
fn expected() -> String {
    CASES
        .iter()
        .map(|(_, result)| format!("{result}\n"))
        .collect()
}

/// `cases` as compact JSON Lines.
fn lines(cases: &[Value]) -> String {
    cases.iter().map(|case| format!("{case}\n")).collect()
}

/// `cases` as `jq .` prints them.
fn pretty(cases: &[Value]) -> String {
    let text = |c| serde_json::to_string_pretty(c).expect("prints");
    cases.iter().map(|c| text(c) + "\n").collect()
}

/// `cases` as Python's `json.dumps(case, indent=0)` prints them: every
/// element on a line of its own, at column 1. (`jq .` without its indent:
/// no string here holds a newline, so a line's leading spaces are indent.)
fn indent_0(cases: &[Value]) -> String {
    pretty(cases)
        .lines()
        .map(|l| l.trim_start().to_string() + "\n")
        .collect()
}

/// Leaves out the place, ` (<stdin>:LINE:COL)`, of each error line, which
/// differs between layouts; the case's number stays.
fn without_places(text: &str) -> String {
    let error = |l: &str| l.starts_with("{\"error\":") || l.starts_with("ttt-judge: ");
    let strip = |l: &str| match (l.find(" ("), l.find("): ")) {
        (Some(a), Some(b)) if a < b && error(l) => format!("{}{}\n", &l[..a], &l[b + 1..]),
        _ => format!("{l}\n"),
    };
    text.lines().map(strip).collect()
}

/// Runs `run ARGS` on `layout` and on `cases` as JSON Lines: the same
/// output, error places aside, and exit code. Gives the layout's run.
fn same_as_lines(args: &[&str], layout: &[u8], cases: &[Value]) -> Ran {
    let ran = run_bytes(&[&["run"], args].concat(), layout);
    let want = run_bytes(&["run"], lines(cases).as_bytes());
    assert_eq!(without_places(&ran.stdout), without_places(&want.stdout));
    assert_eq!(without_places(&ran.stderr), without_places(&want.stderr));
    assert_eq!(ran.code, want.code);
    ran
}

/// Checks `layout` against `CASES`' JSON Lines and their exact results.
fn gives_expected(layout: &str) {
    let ran = same_as_lines(&[], layout.as_bytes(), &values());
    assert_eq!(without_places(&ran.stdout), expected(), "{layout}");
    assert_eq!(ran.code, 2);
}

/// The classic result of an unfinished game.
const P: &str = "\"Pending\"";

/// Checks that `layout` gives exactly `results`, one line each, status 0.
fn gives(layout: &str, results: &[&str]) {
    let ran = run_bytes(&["run"], layout.as_bytes());
    let want: String = results.iter().map(|r| format!("{r}\n")).collect();
    assert_eq!((ran.stdout, ran.code), (want, 0), "{layout:?}");
}

/// JSON Lines, as written, give each case's result and the error in place.
#[test]
fn json_lines() {
    let text: String = CASES.iter().map(|(case, _)| format!("{case}\n")).collect();
    let ran = run_bytes(&["run"], text.as_bytes());
    assert_eq!(without_places(&ran.stdout), expected());
    assert!(ran.stdout.contains("{\"error\":\"case 6 (<stdin>:6"));
    assert_eq!(ran.code, 2);
}

/// `jq .` output: two-space indent, one element a line.
#[test]
fn jq_pretty() {
    gives_expected(&pretty(&values()));
}

/// Python's `indent=0`: every element on a line of its own, at column 1.
#[test]
fn python_indent_0() {
    let one = indent_0(&[json!([[0, 0], [1, 1]])]);
    assert_eq!(one, "[\n[\n0,\n0\n],\n[\n1,\n1\n]\n]\n");
    gives_expected(&indent_0(&values()));
}

/// Python's `indent=2` (as `jq .`, keys in their order), also in its old
/// form with `", "` before each line end.
#[test]
fn python_indent_2() {
    gives_expected(&pretty(&values()).replace(",\n", ", \n"));
    gives(
        "{\n  \"n\": 3, \n  \"moves\": [\n    [\n      0, \n      0\n    ]\n  ]\n}\n[\n  [\n    1, \n    1\n  ]\n]\n",
        &["[0]", P],
    );
    gives(
        "{\n  \"n\": 3,\n  \"playerMarks\": [\n    \"X\",\n    \"O\"\n  ],\n  \"players\": [\n    \"X\"\n  ],\n  \"rows\": [\n    1\n  ],\n  \"cols\": [\n    1\n  ]\n}\n",
        &["[[\"IN_PROGRESS\",\"IN_PROGRESS\"]]"],
    );
}

/// Several values on one line, with and without space between them.
#[test]
fn several_values_on_a_line() {
    let two = [P; 2];
    gives("{\"moves\":[[0,0]]}{\"moves\":[[1,1]]}\n", &two);
    gives("[[0,0]] [[1,1]]\n", &two);
    gives("[] []\n", &two);
    gives("[]\n[[0,0]]{\"n\":3,\"moves\":[[0,0]]}\n", &[P, P, "[0]"]);
    let values = values();
    gives_expected(&(values.iter().map(Value::to_string).collect::<String>() + "\n"));
    gives_expected(&(values.iter().map(|v| format!("{v} \t")).collect::<String>() + "\n"));
}

/// CRLF and bare CR line ends, tabs and mixed whitespace between values.
#[test]
fn crlf_cr_and_tabs() {
    let values = values();
    gives_expected(&lines(&values).replace('\n', "\r\n"));
    gives_expected(&pretty(&values).replace('\n', "\r\n"));
    gives_expected(&lines(&values).replace('\n', "\r"));
    gives_expected(&pretty(&values).replace('\n', "\r"));
    gives_expected(&lines(&values).replace('\n', "\t\r\n \n\t"));
    gives("[[0,0]]\r[[1,1]]", &[P; 2]);
    gives("\t[[0,0]]\t \t[[1,1]]\n \t\r\n\t[\t]\t", &[P; 3]);
}

/// No newline after the last case, compact or pretty-printed.
#[test]
fn no_final_newline() {
    let values = values();
    gives_expected(lines(&values).trim_end());
    gives_expected(pretty(&values).trim_end());
    gives("[[0,0],[1,1]]", &[P]);
    gives("[\n  [\n    0,\n    0\n  ]\n]", &[P]);
}

/// A compact first case, then pretty-printed ones, as `jq .` prints them.
#[test]
fn a_short_first_case_then_pretty_ones() {
    let three = "[]\n[\n  [\n    0,\n    0\n  ],\n  [\n    1,\n    1\n  ]\n]\n{\n  \"moves\": [\n    [\n      0,\n      0\n    ]\n  ],\n  \"n\": 3\n}\n";
    let firsts = [
        json!([]),
        json!([[0, 0], [1, 1]]),
        json!({"n": 3, "moves": [[0, 0]]}),
    ];
    assert_eq!(pretty(&firsts), three);
    gives(three, &[P, P, "[0]"]);
    let values = values();
    gives_expected(&(lines(&values[..1]) + &pretty(&values[1..])));
}

/// A case split across lines anywhere between its tokens.
#[test]
fn a_case_split_anywhere() {
    gives("[\n[0,0],\n[1,1]\n]\n", &[P]);
    gives("{\"n\": 3,\n\"moves\": [[0,0],\n[1,1]]}\n", &["[0,0]"]);
    gives("[[0,0],\n[1,1]]\n[]\n", &[P; 2]);
    gives("[] [[0\n,0],[1,\n1]]\n[4,\n[]]\n", &[P, P, "[]"]);
    gives("{\n\"n\"\n:\n3\n,\n\"moves\"\n:\n[\n]\n}", &["[]"]);
}

/// Each file is framed on its own: a file cut off mid-value is one error,
/// and the next file's cases are judged; whole cases in two files give what
/// they give as one stream.
#[test]
fn two_files() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    std::fs::write(&a, "[[0,0],").expect("writes");
    std::fs::write(&b, "[]\n[\n  [\n    0,\n    0\n  ]\n]\n").expect("writes");
    let (stdout, _, code) = outcome(ttt_judge().arg("run").arg(&a).arg(&b));
    let (error, rest) = stdout.split_once('\n').unwrap_or_default();
    let place = format!("{{\"error\":\"case 1 ({}:1", a.display());
    assert!(error.starts_with(&place), "{stdout}");
    assert_eq!((rest, code), ("\"Pending\"\n\"Pending\"\n", 2));

    let values = values();
    let (first, second) = (pretty(&values[..4]), lines(&values[4..]));
    for (one, two) in [(&first, &second), (&second, &first)] {
        std::fs::write(&a, one.trim_end()).expect("writes");
        std::fs::write(&b, two).expect("writes");
        let (stdout, stderr, code) = outcome(ttt_judge().arg("run").arg(&a).arg(&b));
        let cat = run_bytes(&["run"], format!("{}{two}", one.trim_end()).as_bytes());
        assert_eq!(without_places(&stdout), without_places(&cat.stdout));
        assert_eq!(without_places(&stderr), without_places(&cat.stderr));
        assert_eq!(code, cat.code);
        if one == &first {
            assert_eq!(without_places(&stdout), expected());
        }
    }
}

/// `--jobs 1` and `--jobs 2` give the same bytes on a long pretty stream.
#[test]
fn jobs_on_a_long_pretty_stream() {
    let values: Vec<Value> = values().into_iter().cycle().take(3000).collect();
    let text = pretty(&values);
    let one = same_as_lines(&["--jobs", "1"], text.as_bytes(), &values);
    let two = run_bytes(&["run", "--jobs", "2"], text.as_bytes());
    assert_eq!(one.stdout.lines().count(), 3000);
    assert_eq!(one.stdout, two.stdout);
    assert_eq!((one.stderr, one.code), (two.stderr, two.code));
}

/// Marks that need escaping or look like JSON's own brackets.
const MARKS: &[&str] = &["X", "O", "\"", "\\", "]", "}", "[", "{", ",", ":", " "];

/// A random case of any variant, named or positional; `multi` cases are
/// always judged, the others may be errors (framing is the same).
fn case() -> impl Strategy<Value = Value> {
    let multi = (1i64..5, prop::sample::subsequence(MARKS.to_vec(), 2..5), any::<bool>())
        .prop_flat_map(|(n, marks, named)| {
            let calls = prop::collection::vec((0..marks.len(), -1..=n, -1..=n), 0..8);
            calls.prop_map(move |calls| {
                let (players, rows, cols): (Vec<_>, Vec<_>, Vec<_>) =
                    calls.into_iter().map(|(p, r, c)| (marks[p], r, c)).collect();
                match named {
                    true => json!({"n": n, "playerMarks": marks, "players": players, "rows": rows, "cols": cols}),
                    false => json!([n, marks, players, rows, cols]),
                }
            })
        });
    let moves = (1i64..5, any::<bool>(), any::<bool>()).prop_flat_map(|(n, fullline, named)| {
        let n = if fullline { n } else { 3 };
        prop::collection::vec((0..n, 0..n), 0..6).prop_map(move |m| {
            let m: Vec<[i64; 2]> = m.into_iter().map(|(r, c)| [r, c]).collect();
            match (fullline, named) {
                (true, true) => json!({"n": n, "moves": m}),
                (true, false) => json!([n, m]),
                (false, true) => json!({"moves": m}),
                (false, false) => json!(m),
            }
        })
    });
    prop_oneof![multi, moves]
}

/// Whitespace between tokens, and (with more) between cases.
const WS: &[&str] = &["", " ", "\t", "\r", "\n", "\r\n", "\n\n", " \r\n\t"];

/// `value`'s JSON tokens, in order.
fn tokens(value: &Value, out: &mut Vec<String>) {
    let (open, close, items): (_, _, Vec<(Option<&String>, &Value)>) = match value {
        Value::Array(a) => ("[", "]", a.iter().map(|v| (None, v)).collect()),
        Value::Object(o) => ("{", "}", o.iter().map(|(k, v)| (Some(k), v)).collect()),
        scalar => return out.push(scalar.to_string()),
    };
    out.push(open.into());
    for (i, (key, item)) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(",".into());
        }
        if let Some(key) = key {
            out.extend([Value::from(key.as_str()).to_string(), ":".into()]);
        }
        tokens(item, out);
    }
    out.push(close.into());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Any cases, with any whitespace between any two tokens and between
    /// cases (none, so several share a line), give what their JSON Lines
    /// give, on one thread and on two.
    #[test]
    fn any_whitespace_between_tokens_frames_like_json_lines(
        cases in prop::collection::vec(case(), 0..8),
        ws in prop::collection::vec(0..6usize, 1..64),
        seps in prop::collection::vec(0..WS.len(), 9),
    ) {
        let mut ws = ws.iter().map(|&i| WS[i]).cycle();
        let mut text = String::from(WS[seps[8]]);
        for (case, &sep) in cases.iter().zip(&seps) {
            let mut all = Vec::new();
            tokens(case, &mut all);
            for (i, token) in all.iter().enumerate() {
                text += token;
                text += if i + 1 < all.len() { ws.next().expect("cycles") } else { WS[sep] };
            }
        }
        let want = run_bytes(&["run"], lines(&cases).as_bytes());
        for jobs in ["1", "2"] {
            let ran = run_bytes(&["run", "--jobs", jobs], text.as_bytes());
            prop_assert_eq!(without_places(&ran.stdout), without_places(&want.stdout), "{:?}", text);
            prop_assert_eq!(ran.code, want.code);
        }
    }
}

/// The whole stdout of `run` on `input`.
fn stdout_of(input: &str) -> String {
    run_bytes(&["run"], input.as_bytes()).stdout
}

/// Bare CR ends lines as LF does: positions count them, and reading
/// resumes after a broken line at the next one.
#[test]
fn bare_cr_line_ends_recover_as_lf_does() {
    let lf = stdout_of("[1,]\n[[0,0]]\n[[0,0],[0,0]]\n");
    assert_eq!(stdout_of("[1,]\r[[0,0]]\r[[0,0],[0,0]]\r"), lf);
    assert_eq!(stdout_of("[1,]\r\n[[0,0]]\r\n[[0,0],[0,0]]\r\n"), lf);
    assert!(lf.contains("case 3 (<stdin>:3): moves[1]"), "{lf}");
}

/// A line that a broken value swallowed is given back whole, and junk
/// after it on its line spoils it as it would at the top level.
#[test]
fn lines_given_back_keep_their_own_junk() {
    assert_eq!(
        stdout_of("[1,\n[[2,2]] x\n[[0,0]]\n"),
        concat!(
            "{\"error\":\"case 1 (<stdin>:1:4): invalid JSON: the case stops here unfinished, and line 2 starts a new case\"}\n",
            "{\"error\":\"case 2 (<stdin>:2:9): invalid JSON: expected the end of the case, found 'x'\"}\n",
            "\"Pending\"\n",
        )
    );
    assert_eq!(
        stdout_of("[1,\n[[2,2]]\n[[0,0]]\n"),
        concat!(
            "{\"error\":\"case 1 (<stdin>:1:4): invalid JSON: the case stops here unfinished, and line 2 starts a new case\"}\n",
            "\"Pending\"\n\"Pending\"\n",
        )
    );
}

/// A leading zero is named where its number starts, sign included.
#[test]
fn a_leading_zero_is_named_at_its_number() {
    for (input, column) in [("[-01]\n", 2), ("[[0, 01]]\n", 6), ("[\n 01\n]\n", 2)] {
        let out = stdout_of(input);
        let line = if input.starts_with("[\n") { 2 } else { 1 };
        assert!(
            out.contains(&format!(
                "(<stdin>:{line}:{column}): invalid JSON: a number must not have a leading zero"
            )),
            "{input:?}: {out}"
        );
    }
}
