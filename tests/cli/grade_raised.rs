//! `grade` on solutions that throw on some cases, in every language: in a
//! batch the harness goes on after the exception, and each case gets the
//! verdict, the exit status and the stderr its own process gives it, so
//! that the report is `--isolate`'s, whatever `--jobs` is; and a solution
//! that crashes on most cases is graded about as fast as one that does not.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::{have, outcome, ttt_judge};

/// A solution in `tests/solutions/`.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// Classic games of 1, 4, 2, 4, 3, 5, 5 and 9 moves: the
/// `crashes_sometimes` solutions answer those of at most three moves
/// ("Pending") and throw on the others.
const GAMES: &str = "\
{\"moves\":[[0,0]]}
{\"moves\":[[0,0],[1,1],[0,1],[2,2]]}
{\"moves\":[[1,1],[0,0]]}
{\"moves\":[[2,2],[1,1],[0,1],[0,0]]}
{\"moves\":[[2,2],[0,0],[1,1]]}
{\"moves\":[[0,0],[1,1],[0,1],[2,2],[2,1]]}
{\"moves\":[[0,2],[1,1],[2,0],[2,2],[0,0]]}
{\"moves\":[[0,0],[1,1],[2,2],[0,1],[2,1],[2,0],[0,2],[1,2],[1,0]]}
";

/// Writes `text` to a scratch file; the folder and the file's path.
fn cases(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, text).expect("write the cases");
    (dir, path.to_string_lossy().into_owned())
}

/// `grade ARGS`: its stdout with what changes from run to run made the
/// same (times, memory, the folder the solution ran in), and its exit code.
fn grade(args: &[&str]) -> (String, i32) {
    let (stdout, _, code) = outcome(ttt_judge().arg("grade").args(args));
    (steady(&stdout), code)
}

/// `text` with what changes from run to run made the same: a table row's
/// time and memory (`   54 ms    13332 KB`, padded to their width) as `0
/// ms 0 KB`, the numbers of `"time_ms":54` and `"memory_kb":…` as 0, and
/// each temporary folder of a run as `TMP`.
fn steady(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let row = line.ends_with(" KB") && line.contains(" ms ");
        let words: Vec<&str> = line.split(' ').filter(|w| !row || !w.is_empty()).collect();
        let mut shown = Vec::new();
        for (i, word) in words.iter().enumerate() {
            let number = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
            let unit = matches!(words.get(i + 1), Some(&"ms") | Some(&"KB"));
            shown.push(if row && number && unit {
                "0".to_string()
            } else {
                measures(word)
            });
        }
        out.push_str(&shown.join(" "));
        out.push('\n');
    }
    out
}

/// `word` with the numbers of `"time_ms":…` and `"memory_kb":…` as 0 and
/// each `/tmp/ttt-judge-XXXXXX` (or the like, under `TMPDIR`) as `TMP`.
fn measures(word: &str) -> String {
    let mut out = word.to_string();
    for key in ["\"time_ms\":", "\"memory_kb\":"] {
        let mut from = 0;
        while let Some(at) = out[from..].find(key) {
            let start = from + at + key.len();
            let end = out[start..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(out.len(), |e| start + e);
            out.replace_range(start..end, "0");
            from = start + 1;
        }
    }
    while let Some(at) = out.find("ttt-judge-") {
        let start = out[..at].rfind(['"', ' ', '(']).map_or(0, |s| s + 1);
        let end = out[at..].find('/').map_or(out.len(), |e| at + e);
        out.replace_range(start..end, "TMP");
    }
    out
}

#[test]
fn a_case_that_throws_in_a_batch_gets_the_verdict_and_stderr_of_its_own_process() {
    let solutions = [
        (
            "python3",
            "crashes_sometimes.py",
            "exit status 1: ValueError:",
        ),
        ("node", "crashes_sometimes.js", "exit status 1: RangeError:"),
        (
            "javac",
            "crashes_sometimes.java",
            "exit status 1: no newline Exception in thread \"main\" java.lang.IllegalStateException:",
        ),
        (
            "g++",
            "crashes_sometimes.cpp",
            "killed by signal 6 (SIGABRT): what(): ",
        ),
    ];
    let (_dir, path) = cases(GAMES);
    for (tool, file, said) in solutions {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let file = solution(file);
        let mut reports = Vec::new();
        for format in ["table", "json"] {
            let (batch, code) = grade(&[&path, &file, "--format", format]);
            assert_eq!(code, 1, "{file}: {batch}");
            let (isolated, _) = grade(&[&path, &file, "--format", format, "--isolate"]);
            assert_eq!(batch, isolated, "{file} {format}");
            reports.push(batch);
        }
        let verdicts: Vec<String> = reports[1]
            .lines()
            .map(|line| {
                let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
                value["verdict"].as_str().expect("a verdict").to_string()
            })
            .collect();
        assert_eq!(
            verdicts,
            ["AC", "RE", "AC", "RE", "AC", "RE", "RE", "RE"],
            "{file}"
        );
        // One cause a count of moves (C++ throws an int on the full board).
        let table = &reports[0];
        let folded: Vec<&str> = table.lines().filter(|l| l.starts_with("RE: ")).collect();
        assert_eq!(
            folded,
            [
                format!("RE: {said} too many moves: 4 (cases 2, 4)"),
                format!("RE: {said} too many moves: 5 (cases 6–7)"),
            ],
            "{file}: {table}"
        );
        assert_eq!(table.lines().last(), Some("3 AC, 5 RE"), "{file}");
    }
}

#[test]
fn what_a_case_that_throws_leaves_on_stderr_is_whole_in_its_verdict() {
    if !have("python3", "the Python traceback") {
        return;
    }
    let (_dir, path) = cases(GAMES);
    let (json, _) = grade(&[&path, &solution("crashes_sometimes.py"), "--format", "json"]);
    let second: serde_json::Value =
        serde_json::from_str(json.lines().nth(1).expect("two lines")).expect("JSON");
    // What the solution printed as it loaded, its case's line, what it
    // printed on the case, and the traceback: the solution's own frames,
    // in its file's name, the harness's left out.
    let message = second["message"].as_str().expect("a message");
    let lines: Vec<&str> = message.lines().collect();
    assert_eq!(
        lines[..6],
        [
            "exit status 1; stderr ends:",
            "loading",
            "--- case 2 ---",
            "moves: 4",
            "[debug]",
            "Traceback (most recent call last):",
        ],
        "{message}"
    );
    let own = format!("  File \"{}\", line ", solution("crashes_sometimes.py"));
    assert!(lines[6].starts_with(&own), "{message}");
    assert!(!message.contains("harness.py"), "{message}");
    assert_eq!(lines.last(), Some(&"ValueError: too many moves: 4"));
    for (tool, file, last) in [
        ("node", "crashes_sometimes.js", "Node.js "),
        (
            "g++",
            "crashes_sometimes.cpp",
            "  what():  too many moves: 4",
        ),
    ] {
        if !have(tool, &format!("the stderr of {file}")) {
            continue;
        }
        let (json, _) = grade(&[&path, &solution(file), "--format", "json"]);
        let second: serde_json::Value =
            serde_json::from_str(json.lines().nth(1).expect("two lines")).expect("JSON");
        let message = second["message"].as_str().expect("a message");
        assert!(
            message.lines().last().is_some_and(|l| l.starts_with(last)),
            "{file}: {message}"
        );
        // C++'s line printed on stdout and never flushed is gone, as abort
        // leaves it.
        assert!(!message.contains("unflushed"), "{file}: {message}");
    }
}

#[test]
fn a_solution_that_throws_on_most_cases_is_graded_in_about_a_process() {
    if !have("python3", "the solution that throws on most cases") {
        return;
    }
    // 60 games, most of more than three moves; the solution sleeps 0.2 s
    // as it loads, so two processes a crash would take over 20 s.
    let (stdout, stderr, code) = outcome(ttt_judge().args([
        "gen",
        "--variant",
        "classic",
        "--count",
        "60",
        "--seed",
        "3",
    ]));
    assert_eq!((code, stderr.as_str()), (0, ""));
    let (_dir, path) = cases(&stdout);
    let start = Instant::now();
    let (table, code) = grade(&[&path, &solution("crashes_sometimes.py"), "--jobs", "1"]);
    let took = start.elapsed();
    assert_eq!(code, 1, "{table}");
    let total = table.lines().last().unwrap_or_default();
    assert!(total.ends_with(" RE") && total.contains(" AC, "), "{table}");
    assert!(took < Duration::from_secs(10), "{took:?}");
}

#[test]
fn a_solution_that_fails_as_it_loads_is_one_report_whatever_the_jobs() {
    if !have("python3", "the solution that fails as it loads") {
        return;
    }
    let three: String = GAMES.lines().take(3).map(|l| format!("{l}\n")).collect();
    let (_dir, path) = cases(&three);
    let file = solution("fails_on_load.py");
    let mut reports = Vec::new();
    for jobs in ["1", "2", "4"] {
        let (table, _) = grade(&[&path, &file, "--jobs", jobs]);
        let (json, _) = grade(&[&path, &file, "--jobs", jobs, "--format", "json"]);
        reports.push((jobs, table, json));
    }
    let (_, table, json) = &reports[0];
    assert!(
        table.starts_with("solution: ")
            && table.contains("RE: as it loads, before reading a case: exit status 1: ModuleNotFoundError: No module named 'a_module_that_is_not_there' (all 3 cases)\n"),
        "{table}"
    );
    assert_eq!(json.lines().count(), 3);
    for (jobs, other_table, other_json) in &reports[1..] {
        assert_eq!(other_table, table, "--jobs {jobs}");
        assert_eq!(other_json, json, "--jobs {jobs}");
    }
}
