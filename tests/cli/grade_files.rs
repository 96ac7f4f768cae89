//! `ttt-judge grade`'s reports written to files: JUnit XML that stays
//! well-formed whatever a solution writes (control characters, terminal
//! colours, XML's own specials, in its output, its stderr or a compiler's
//! message), and `--json FILE`, the lines `--format json` prints, written
//! whole; and its JSON lines on a pipe its reader closes early.

use std::path::Path;

use crate::{have, outcome, ttt_judge};

/// Two classic cases in a scratch folder: the folder and the file's path.
fn cases() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, "[[1,1]]\n[[0,0],[1,1]]\n").expect("write the cases");
    (dir, path.to_string_lossy().into_owned())
}

/// The text of each `<failure>` of the JUnit file at `path`, with its
/// `message`, read back by an XML parser.
fn failures(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).expect("the XML is written");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    doc.descendants()
        .filter(|n| n.has_tag_name("failure"))
        .map(|n| {
            let message = n.attribute("message").unwrap_or_default().to_string();
            (message, n.text().unwrap_or_default().to_string())
        })
        .collect()
}

#[test]
fn junit_keeps_a_solution_s_control_characters_and_specials_readable() {
    let (dir, path) = cases();
    let xml = dir.path().join("grade.xml");
    // Case 1 ({"moves":[[1,1]]}) is answered with a line that holds a
    // control character and XML's specials (not JSON: PE); on case 2 the
    // process writes the same and a colour to stderr, and exits 1 (RE).
    let script = concat!(
        "import sys\n",
        "for line in sys.stdin:\n",
        "    if line.count('[') == 2:\n",
        "        sys.stdout.write('\"\\x01<a href=\\'x\\'>&amp;]]>\"\\n'); sys.stdout.flush()\n",
        "    else:\n",
        "        sys.stderr.write('\\x1b[31mred\\x1b[0m \\x07 <b>&</b> ]]> \"q\"\\n')\n",
        "        sys.exit(1)\n",
    );
    let xml_arg = xml.to_string_lossy();
    let (stdout, stderr, code) = outcome(ttt_judge().args([
        "grade", &path, "--junit", &xml_arg, "--", "python3", "-c", script,
    ]));
    assert_eq!(code, 1, "{stdout}{stderr}");
    let failures = failures(&xml);
    assert_eq!(failures.len(), 2, "{failures:?}");
    let (message, text) = &failures[0];
    assert!(message.starts_with("PE: "), "{message}");
    assert!(text.contains(r#"\x01<a href='x'>&amp;]]>"#), "{text}");
    let (message, text) = &failures[1];
    assert!(message.starts_with("RE: exit status 1"), "{message}");
    assert!(
        text.contains(r#"\x1b[31mred\x1b[0m \x07 <b>&</b> ]]> "q""#),
        "{text}"
    );
}

#[test]
fn junit_keeps_a_compiler_s_message_readable() {
    if !have("g++", "a compile error in JUnit") {
        return;
    }
    let (dir, path) = cases();
    let source = dir.path().join("solution.cpp");
    std::fs::write(
        &source,
        "std::string tictactoe(std::vector<std::vector<int>> moves) { return \"<&>\" + ; }\n",
    )
    .expect("the source");
    let xml = dir.path().join("grade.xml");
    let (stdout, _, code) = outcome(ttt_judge().args([
        "grade",
        &path,
        &source.to_string_lossy(),
        "--junit",
        &xml.to_string_lossy(),
    ]));
    assert_eq!(code, 1, "{stdout}");
    let failures = failures(&xml);
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(failures[0].0.starts_with("CE: "), "{failures:?}");
    assert!(failures[0].1.contains("\"<&>\" + ;"), "{failures:?}");
    assert_eq!(failures[1].1, "as for case 1");
}

#[test]
fn json_to_a_file_is_what_format_json_prints() {
    let (dir, path) = cases();
    let file = dir.path().join("grade.jsonl");
    let file_arg = file.to_string_lossy();
    // Answers "A" to both cases: both wrong.
    let script = "import sys\nfor line in sys.stdin:\n    print('\"A\"', flush=True)\n";
    let solution = ["--", "python3", "-c", script];
    let (table, _, code) = outcome(
        ttt_judge()
            .args(["grade", &path, "--json", &file_arg])
            .args(solution),
    );
    assert_eq!(code, 1, "{table}");
    assert_eq!(table.lines().last(), Some("2 WA"), "{table}");
    let (json, _, _) = outcome(
        ttt_judge()
            .args(["grade", &path, "--format", "json"])
            .args(solution),
    );
    let written = std::fs::read_to_string(&file).expect("the file is written");
    let without_times = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .map(|l| {
                let mut v: serde_json::Value = serde_json::from_str(l).expect("JSON");
                v["time_ms"] = 0.into();
                v["memory_kb"] = 0.into();
                v
            })
            .collect()
    };
    assert_eq!(without_times(&written), without_times(&json));
    assert_eq!(without_times(&written).len(), 2);
    // A file that cannot be written is said, and grading's exit is 2.
    let (_, stderr, code) = outcome(
        ttt_judge()
            .args(["grade", &path, "--json", "no/such/dir/g.jsonl"])
            .args(solution),
    );
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no/such/dir/g.jsonl: cannot write JSON Lines"),
        "{stderr}"
    );
}

#[test]
fn json_lines_to_a_pipe_closed_early_end_quietly() {
    // More lines than a write buffer holds, so that one is written while
    // the JSON is being made.
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    let line = "[[0,0],[1,1],[0,1],[2,2],[0,2]]\n";
    std::fs::write(&path, line.repeat(500)).expect("write the cases");
    let path = path.to_string_lossy();
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let mut child = std::process::Command::new(&judge)
        .args(["grade", &*path, "--format", "json", "--"])
        .arg(&judge)
        .arg("run")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // The reader goes before anything is written, as `| head -0` would.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the binary ends");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
}
