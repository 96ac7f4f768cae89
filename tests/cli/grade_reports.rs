//! `ttt-judge grade`'s reports as a person reads them: failures folded by
//! cause, `--all`, `--fail-fast`, a wrong answer's case and how to draw it,
//! causes given once in JSON and JUnit, a crash after partial output, and
//! cases from several inputs and folders of tests (`*.in`, `*.ans`).

use std::path::Path;

use crate::{outcome, ttt_judge};

/// The judge itself, run as a command solution: `ttt-judge run`.
fn judge() -> String {
    assert_cmd::cargo::cargo_bin("ttt-judge")
        .to_string_lossy()
        .into_owned()
}

/// A scratch folder holding `cases.jsonl` with `text`.
fn cases(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, text).expect("write the cases");
    (dir, path.to_string_lossy().into_owned())
}

/// `grade` run with `args`: its stdout without the line that says the
/// sandbox level (which the machine decides), its stderr and exit code.
fn grade(args: &[&str]) -> (String, String, i32) {
    let (stdout, stderr, code) = outcome(ttt_judge().arg("grade").args(args));
    let table: String = stdout
        .lines()
        .filter(|l| !l.starts_with("sandbox: ") && !l.starts_with("solution: "))
        .map(|l| format!("{l}\n"))
        .collect();
    (table, stderr, code)
}

/// Five classic cases; the judge answers "A", "Pending", "Pending", "A",
/// "Pending".
const FIVE: &str = "[[0,0],[2,0],[0,1],[2,1],[0,2]]\n[[1,1]]\n[[0,0],[1,1]]\n[[0,0],[2,0],[0,1],[2,1],[0,2]]\n[[2,2]]\n";

/// A command that crashes on every case the same way, after the traceback
/// of a line that differs from case to case.
const CRASHES: &str = "import sys\nfor i, line in enumerate(sys.stdin):\n    sys.stderr.write(f'  line {i}\\nImportError: no tictactoe\\n')\n    sys.exit(1)\n";

#[test]
fn cases_that_fail_for_one_cause_are_one_line_with_the_cause_once() {
    let (_dir, path) = cases(FIVE);
    let (stdout, stderr, code) = grade(&[&path, "--", "python3", "-c", CRASHES]);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        stdout,
        "RE: exit status 1: ImportError: no tictactoe (all 5 cases)\n        exit status 1; stderr ends:\n          line 0\n        ImportError: no tictactoe\n5 RE\n"
    );
}

#[test]
fn a_wrong_answer_shows_its_case_and_the_command_that_draws_it() {
    // Answers "A" to every case: cases 2, 3 and 5 are wrong.
    let script = "import sys\nfor line in sys.stdin:\n    print('\"A\"', flush=True)\n";
    let (_dir, path) = cases(FIVE);
    let (stdout, _, code) = grade(&[&path, "--", "python3", "-c", script]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    // The three are one mistake, told once with its first case.
    assert_eq!(
        lines,
        [
            "WA: expected Pending, found A (cases 2–3, 5)",
            "        expected \"Pending\" (no line is whole after 1 move, and 8 cells are empty), found \"A\"",
            "        case 2: {\"moves\":[[1,1]]}",
            &format!("        draw it: ttt-judge show {path} --case 2"),
            "2 AC, 3 WA",
        ],
        "{stdout}"
    );
    // No accepted case is listed, unless --all asks.
    assert!(!stdout.contains(" AC "), "{stdout}");
    let (all, _, _) = grade(&[&path, "--all", "--", "python3", "-c", script]);
    let rows: Vec<&str> = all
        .lines()
        .filter_map(|l| {
            l.split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .get(1)
                .copied()
        })
        .filter(|w| *w == "AC" || *w == "WA")
        .collect();
    assert_eq!(rows, ["WA", "WA", "WA", "AC", "AC"], "{all}");
}

#[test]
fn fail_fast_stops_at_the_first_failure_and_says_so() {
    let script = "import sys\nfor line in sys.stdin:\n    print('\"A\"', flush=True)\n";
    let (_dir, path) = cases(FIVE);
    let (stdout, _, code) = grade(&[
        &path,
        "--fail-fast",
        "--isolate",
        "--jobs",
        "1",
        "--",
        "python3",
        "-c",
        script,
    ]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[lines.len() - 2..],
        [
            "stopped at the first failure, case 2 (--fail-fast): the cases after it were not graded",
            "1 AC, 1 WA",
        ],
        "{stdout}"
    );
}

#[test]
fn json_and_junit_give_a_cause_once_and_refer_to_it() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let xml = dir.path().join("grade.xml");
    let (_cases, path) = cases(FIVE);
    let (stdout, _, code) = grade(&[
        &path,
        "--format",
        "json",
        "--junit",
        &xml.to_string_lossy(),
        "--",
        "python3",
        "-c",
        CRASHES,
    ]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(
        lines[0]["message"],
        "exit status 1; stderr ends:\n  line 0\nImportError: no tictactoe"
    );
    assert!(lines[0].get("cause").is_none());
    for line in &lines[1..] {
        assert_eq!(line["verdict"], "RE");
        assert_eq!(line["message"], "exit status 1: ImportError: no tictactoe");
        assert_eq!(line["cause"], 1);
    }
    let text = std::fs::read_to_string(&xml).expect("the XML is written");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let failures: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("failure"))
        .collect();
    assert_eq!(failures.len(), 5);
    for failure in &failures {
        assert_eq!(
            failure.attribute("message"),
            Some("RE: exit status 1: ImportError: no tictactoe")
        );
    }
    assert!(failures[0].text().unwrap_or_default().contains("line 0"));
    assert_eq!(
        failures[1].text(),
        Some(
            format!(
                "as for case 1\ncase: {{\"moves\":[[1,1]]}}\ndraw it: ttt-judge show {path} --case 2"
            )
            .as_str()
        )
    );
}

#[test]
fn the_page_gives_a_cause_once_and_refers_to_it() {
    let (dir, path) = cases(FIVE);
    let page = dir.path().join("report.html");
    let page_arg = page.to_string_lossy();
    let crashes = ["--", "python3", "-c", CRASHES];
    let (stdout, _, code) = grade(&[&[path.as_str(), "--html", &page_arg], &crashes[..]].concat());
    assert_eq!(code, 1, "{stdout}");
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(
        html.contains("<h3 id=\"verdict-RE\">RE: 5 cases</h3>"),
        "{html}"
    );
    for case in 1..=5 {
        assert!(html.contains(&format!("<a href=\"#case-{case}\">case {case}</a>")));
    }
    let said = "as for case 1: exit status 1: ImportError: no tictactoe";
    assert_eq!(html.matches(said).count(), 4, "{html}");
    let fail_fast = [path.as_str(), "--html", &page_arg, "--fail-fast"];
    let (stdout, _, code) = grade(&[&fail_fast[..], &crashes[..]].concat());
    assert_eq!(code, 1, "{stdout}");
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(
        html.contains("<h3 id=\"verdict-RE\">RE: 1 case</h3>"),
        "{html}"
    );
    assert!(html.contains("<li>stopped at the first failure, case 1 (--fail-fast)"));
}

#[test]
fn a_crash_after_partial_output_is_a_runtime_error_with_the_end_of_stderr() {
    // Writes a line that is not an answer, then crashes.
    let script = "import sys\nsys.stdout.write('debug\\n'); sys.stdout.flush()\nsys.stderr.write('ValueError: boom\\n')\nsys.exit(1)\n";
    let (_dir, path) = cases("[[1,1]]\n");
    let (stdout, _, code) = grade(&[&path, "--format", "json", "--", "python3", "-c", script]);
    assert_eq!(code, 1);
    let line: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one verdict");
    assert_eq!(line["verdict"], "RE", "{stdout}");
    assert_eq!(
        line["message"],
        "after its answer: exit status 1; stderr ends:\nValueError: boom"
    );
}

#[test]
fn folders_of_tests_and_more_inputs_are_numbered_across_all_and_named() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let tests = dir.path().join("secret");
    std::fs::create_dir(&tests).expect("a folder of tests");
    for (name, case, answer) in [
        ("01", "[[1,1]]", "\"Pending\""),
        ("02", "[[0,0],[2,0],[0,1],[2,1],[0,2]]", "\"A\""),
    ] {
        std::fs::write(tests.join(format!("{name}.in")), format!("{case}\n")).expect("an input");
        std::fs::write(tests.join(format!("{name}.ans")), format!("{answer}\n"))
            .expect("an answer");
    }
    let more = dir.path().join("more.jsonl");
    std::fs::write(&more, "[[2,2]]\n[[0,0],[1,1]]\n").expect("more cases");
    let (tests, more) = (tests.to_string_lossy(), more.to_string_lossy());
    let (stdout, stderr, code) = grade(&[
        &tests,
        "--cases",
        &more,
        "--format",
        "json",
        "--",
        &judge(),
        "run",
    ]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    let places: Vec<(u64, String)> = lines
        .iter()
        .map(|l| {
            (
                l["case"].as_u64().unwrap_or(0),
                l["file"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        places,
        [
            (1, format!("{tests}/01.in")),
            (2, format!("{tests}/02.in")),
            (3, more.to_string()),
            (4, more.to_string()),
        ]
    );
    // An .ans that disagrees with the judge is said, and grading is not
    // to be trusted: exit status 2.
    std::fs::write(format!("{tests}/02.ans"), "\"Draw\"\n").expect("a wrong answer");
    let (stdout, stderr, code) = grade(&[&tests, "--", &judge(), "run"]);
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            format!("ttt-judge: {tests}/02.ans disagrees with the judge (WA): expected \"A\" (A holds row 0: (0,0) (0,1) (0,2), complete at move 5), found \"Draw\"\n").as_str()
        ),
        "{stdout}"
    );
    assert_eq!(stdout, "2 AC\n");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("an empty folder");
    let (_, stderr, code) = grade(&[&empty.to_string_lossy(), "--", &judge(), "run"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no tests (a folder of tests holds one case in each NAME.in"),
        "{stderr}"
    );
}

#[test]
fn a_test_s_answer_is_checked_beside_a_folder_whose_name_is_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("a scratch folder");
    let tests = dir.path().join(std::ffi::OsStr::from_bytes(b"tests-\xff"));
    std::fs::create_dir(&tests).expect("the folder");
    std::fs::write(tests.join("01.in"), "[[0,0],[2,0],[0,1],[2,1],[0,2]]\n").expect("a case");
    std::fs::write(tests.join("01.ans"), "\"B\"\n").expect("a wrong answer");
    let folder = tests.as_os_str().to_owned();
    let (stdout, stderr, code) =
        outcome(
            ttt_judge()
                .arg("grade")
                .arg(&folder)
                .args(["--", &judge(), "run"]),
        );
    let shown = tests.join("01.ans").display().to_string();
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            format!(
                "ttt-judge: {shown} disagrees with the judge (WA): expected \"A\" (A holds row 0: (0,0) (0,1) (0,2), complete at move 5), found \"B\"\n"
            )
            .as_str()
        ),
        "{stdout}"
    );
}

#[test]
fn a_closed_stdout_stops_the_table_not_the_grading_nor_the_report_files() {
    let (dir, path) = cases(&FIVE.repeat(40));
    let junit = dir.path().join("grade.xml");
    let json = dir.path().join("grade.jsonl");
    // The reader goes away at once, as `| head -0` would: the table cannot
    // be written, the files are, and the status is the verdicts'.
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .arg("grade")
        .arg(&path)
        .arg("--junit")
        .arg(&junit)
        .arg("--json")
        .arg(&json)
        .args([
            "--all",
            "--",
            "python3",
            "-c",
            "import sys\nfor line in sys.stdin: print('\"A\"', flush=True)\n",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("grade starts");
    drop(child.stdout.take());
    let status = child.wait().expect("grade ends");
    assert_eq!(status.code(), Some(1));
    let lines = std::fs::read_to_string(&json).expect("the JSON Lines file");
    assert_eq!(lines.lines().count(), 200);
    let xml = std::fs::read_to_string(&junit).expect("the JUnit file");
    assert!(xml.contains("tests=\"200\""), "{xml}");
}

#[test]
fn report_files_get_the_mode_the_user_s_umask_gives() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, path) = cases(FIVE);
    let junit = dir.path().join("grade.xml");
    let json = dir.path().join("grade.jsonl");
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let command = format!(
        "umask 022; exec '{}' grade '{path}' --junit '{}' --json '{}' -- '{}' run",
        judge.display(),
        junit.display(),
        json.display(),
        judge.display()
    );
    let (stdout, stderr, code) = outcome(assert_cmd::Command::new("sh").args(["-c", &command]));
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    for file in [&junit, &json] {
        let mode = std::fs::metadata(file)
            .expect("the report")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o644, "{}", file.display());
    }
}

#[test]
fn a_case_the_judge_cannot_judge_is_a_line_of_every_report_and_of_the_total() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/edges/fullline.jsonl");
    let fixtures = fixtures.to_string_lossy();
    let (table, stderr, code) = grade(&[&fixtures, "--", &judge(), "run"]);
    assert_eq!(code, 2, "{table}");
    assert_eq!(stderr.lines().count(), 3, "{stderr}");
    assert_eq!(table.lines().last(), Some("6 AC, 3 not judged"), "{table}");
    assert!(
        table.contains("     8  -\n        not judged: case 8 ("),
        "{table}"
    );
    let (lines, _, _) = grade(&[&fixtures, "--format", "json", "--", &judge(), "run"]);
    let values: Vec<serde_json::Value> = lines
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(values.len(), 9, "{lines}");
    let unjudged: Vec<u64> = values
        .iter()
        .filter(|v| v["verdict"].is_null())
        .map(|v| v["case"].as_u64().expect("a case"))
        .collect();
    assert_eq!(unjudged, [7, 8, 9]);
}

/// Grades `source`, written to `name` in the cases' folder and given by
/// that name from there, as a candidate runs `grade` beside their file:
/// the table without the sandbox line, and the exit code.
fn grade_beside(name: &str, source: &str, tool: &str) -> Option<(String, i32)> {
    if !crate::have(tool, "the candidate's own names") {
        return None;
    }
    let (dir, _) = cases(FIVE);
    std::fs::write(dir.path().join(name), source).expect("write the solution");
    let (stdout, stderr, code) =
        outcome(
            ttt_judge()
                .current_dir(dir.path())
                .args(["grade", "cases.jsonl", name]),
        );
    let table: String = stdout
        .lines()
        .filter(|l| !l.starts_with("sandbox: "))
        .map(|l| format!("{l}\n"))
        .collect();
    Some((format!("{table}{stderr}"), code))
}

#[test]
fn messages_name_the_candidate_s_file_and_lines_never_the_harness() {
    // A crash: the traceback is the file's own frames, under its name.
    let crash = "def tictactoe(moves):\n    if len(moves) > 1:\n        raise ValueError('boom')\n    return 'Pending'\n";
    if let Some((said, code)) = grade_beside("typo.py", crash, "python3") {
        assert_eq!(code, 1, "{said}");
        assert!(said.starts_with("solution: typo.py\n"), "{said}");
        assert!(
            said.contains("  File \"typo.py\", line 3, in tictactoe\n"),
            "{said}"
        );
        assert!(!said.contains("harness"), "{said}");
        assert!(!said.contains("/tmp/"), "{said}");
    }
    // A compile error: javac's line, in the file as it is called.
    let broken = "class Solution {\n    String tictactoe(int[][] moves) {\n        return moves;\n    }\n}\n";
    if let Some((said, _)) = grade_beside("Broken.java", broken, "javac") {
        assert!(
            said.contains("CE: Broken.java:3: error: incompatible types"),
            "{said}"
        );
        assert!(!said.contains("Solution.java"), "{said}");
    }
    // A misspelt entry point, in C++, whose harness checks it as it
    // compiles: the file's own error, and the name it meant.
    let typo = "#include <bits/stdc++.h>\nusing namespace std;\nstring ticTacToe(vector<vector<int>>& moves) { return \"A\"; }\n";
    if let Some((said, _)) = grade_beside("typo.cpp", typo, "g++") {
        assert!(
            said.contains("CE: typo.cpp: error: no `tictactoe` function"),
            "{said}"
        );
        assert!(
            said.contains("\n        did you mean `ticTacToe` → `tictactoe`?\n"),
            "{said}"
        );
        assert!(!said.contains("harness.cpp"), "{said}");
    }
    // And in JavaScript, found as the harness loads it.
    let js =
        "class Solution {\n  tictacToe(moves) { return 'A'; }\n}\nmodule.exports = Solution;\n";
    if let Some((said, _)) = grade_beside("typo.js", js, "node") {
        assert!(said.contains("CE: typo.js has no `tictactoe`"), "{said}");
        assert!(
            said.contains("did you mean `tictacToe` → `tictactoe`?"),
            "{said}"
        );
    }
}

#[test]
fn an_answer_near_the_time_limit_is_flagged_not_left_to_flip() {
    if !crate::have("python3", "near the time limit") {
        return;
    }
    // Case 2 takes 1.7 s of CPU time (its process's, from the start),
    // within a fifth of the 2 s limit and well short of it.
    let source = concat!(
        "import time\n",
        "def tictactoe(moves):\n",
        "    if len(moves) == 1:\n",
        "        while time.process_time() < 1.7:\n",
        "            pass\n",
        "    return 'Pending'\n",
    );
    let (dir, path) = cases("[[0,0],[1,1]]\n[[2,2]]\n");
    let file = dir.path().join("near.py");
    std::fs::write(&file, source).expect("write the solution");
    let file = file.to_string_lossy().into_owned();
    let (table, stderr, code) = grade(&[&path, &file, "--isolate"]);
    assert_eq!(code, 0, "{table}{stderr}");
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 2, "{table}");
    assert!(
        lines[0].starts_with(
            "near a time limit (within 20 % of it; on a busier machine, TLE): case 2 (the most: case 2, "
        ),
        "{table}"
    );
    assert_eq!(lines[1], "2 AC, 1 near the time limit");
    let (json, _, _) = grade(&[&path, &file, "--isolate", "--format", "json"]);
    let near: Vec<bool> = json
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("JSON"))
        .map(|v| v["near_limit"].as_bool().unwrap_or(false))
        .collect();
    assert_eq!(near, [false, true], "{json}");
}
