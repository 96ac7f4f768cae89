//! `ttt-judge grade` and `ttt-judge hunt` on real solutions in every
//! language (`tests/solutions/`): the verdict each earns, with the text of
//! its first difference, the reports, shards, and the search for a failing
//! case. A test whose toolchain is missing says so and is skipped.

use std::path::Path;

use crate::{have, outcome, ttt_judge};

fn solution(name: &str) -> String {
    format!("tests/solutions/{name}")
}

/// Cases of every variant: the seeds' examples.
const SEEDS: &str = "fixtures/seeds";

/// Writes `text` to a scratch file; the folder and the file's path.
fn cases(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, text).expect("write the cases");
    (dir, path.to_string_lossy().into_owned())
}

/// The seeds' cases of one variant, one a line.
fn seed_cases(variant: &str) -> (tempfile::TempDir, String) {
    let mut text = String::new();
    let mut names: Vec<_> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(SEEDS))
        .expect("the seeds")
        .map(|e| e.expect("an entry").path())
        .filter(|p| {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            name.starts_with(variant) && !name.contains(".expected")
        })
        .collect();
    names.sort();
    for name in names {
        let case = std::fs::read_to_string(name).expect("a seed case");
        let value: serde_json::Value = serde_json::from_str(&case).expect("JSON");
        text.push_str(&value.to_string());
        text.push('\n');
    }
    cases(&text)
}

fn grade(args: &[&str]) -> (String, String, i32) {
    outcome(ttt_judge().arg("grade").args(args))
}

#[test]
fn correct_solutions_in_every_language_are_accepted_on_every_case() {
    for (tool, file, variant) in [
        ("python3", "multi.py", "multi"),
        ("node", "fullline.js", "fullline"),
        ("javac", "classic.java", "classic"),
        ("g++", "multi.cpp", "multi"),
        ("python3", "fullline.py", "fullline"),
        ("g++", "classic.cpp", "classic"),
    ] {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        let (_dir, path) = seed_cases(variant);
        let count = std::fs::read_to_string(&path)
            .expect("cases")
            .lines()
            .count();
        let (stdout, stderr, code) = grade(&[&path, &solution(file)]);
        assert_eq!((code, stderr.as_str()), (0, ""), "{file}: {stdout}");
        assert_eq!(
            stdout.lines().last(),
            Some(format!("{count} AC").as_str()),
            "{file}"
        );
    }
}

#[test]
fn a_wrong_answer_names_the_first_differing_call_and_the_judge_s_reason() {
    if !have("python3", "the wrong-answer verdicts") {
        return;
    }
    let (_dir, path) = cases(
        "{\"n\":3,\"playerMarks\":[\"X\",\"O\"],\"players\":[\"X\",\"X\",\"O\"],\"rows\":[0,0,1],\"cols\":[0,1,1]}\n{\"n\":3,\"playerMarks\":[\"X\"],\"players\":[\"X\",\"X\",\"X\"],\"rows\":[0,0,2],\"cols\":[0,1,2]}\n",
    );
    let (stdout, _, code) = grade(&[
        &path,
        &solution("multi_ignores_turn.py"),
        "--format",
        "json",
    ]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["case"], 1);
    assert_eq!(lines[0]["verdict"], "WA");
    assert_eq!(
        lines[0]["message"],
        "call 2: \"X\" plays (0,1): expected [\"INVALID\",\"IN_PROGRESS\"] (WRONG_TURN: \"O\" is due), found [\"IN_PROGRESS\",\"IN_PROGRESS\"]"
    );
    assert_eq!(lines[1]["verdict"], "AC");
    assert!(lines[1].get("message").is_none());
    let (stdout, _, code) = grade(&[&path, &solution("multi_two_in_a_row.py")]);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("call 2: \"X\" plays (0,1): expected [\"IN_PROGRESS\",\"IN_PROGRESS\"] (the game goes on: no 3 in a row, 7 cells are empty), found [\"WIN:X\",\"WIN:X\"]"),
        "{stdout}"
    );
    // The board to look at is the one after the call that was answered
    // wrong, as `show` counts its steps.
    assert!(
        stdout.contains(&format!(
            "draw it: ttt-judge show {path} --case 2 --step 2\n"
        )),
        "{stdout}"
    );
    assert_eq!(stdout.lines().last(), Some("1 AC, 1 WA"));
}

/// The one verdict line of a case graded as a table.
fn verdict_of(stdout: &str, case: usize) -> String {
    stdout
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{case} ")))
        .map(|l| l.split_whitespace().nth(1).unwrap_or_default().to_string())
        .unwrap_or_default()
}

#[test]
fn each_failure_earns_its_verdict() {
    let (_dir, path) = cases("[[0,0],[2,0],[1,1],[2,1],[2,2]]\n");
    let cases = [
        (
            "python3",
            "sleeps.py",
            "TLE",
            "no answer within 3 s of wall-clock time",
        ),
        (
            "python3",
            "allocates.py",
            "MLE",
            "resident memory went over 256 MB",
        ),
        (
            "g++",
            "bad_alloc.cpp",
            "MLE",
            "the program ran out of memory",
        ),
        (
            "javac",
            "OutOfMemory.java",
            "MLE",
            "java.lang.OutOfMemoryError",
        ),
        ("python3", "exits.py", "RE", "exit status 3"),
        ("g++", "segfault.cpp", "RE", "killed by signal 11 (SIGSEGV)"),
        ("python3", "returns_nan.py", "PE", "the answer is not JSON"),
        ("g++", "does_not_compile.cpp", "CE", "could not convert"),
        (
            "javac",
            "DoesNotCompile.java",
            "CE",
            "error: incompatible types",
        ),
        ("node", "floods.js", "OLE", "output went over 1 MB"),
    ];
    for (tool, file, verdict, says) in cases {
        if !have(tool, &format!("grading {file}")) {
            continue;
        }
        // Only the sleeper needs a short limit; the others get one that a
        // loaded machine still meets before their memory or output runs out.
        let time_limit = if file == "sleeps.py" { "1" } else { "20" };
        let (stdout, _, code) = grade(&[
            &path,
            &solution(file),
            "--time-limit",
            time_limit,
            "--output-limit",
            "1",
        ]);
        assert_eq!(code, 1, "{file}: {stdout}");
        assert_eq!(verdict_of(&stdout, 1), verdict, "{file}: {stdout}");
        assert!(stdout.contains(says), "{file}: {stdout}");
        assert_eq!(
            stdout.lines().last(),
            Some(format!("1 {verdict}").as_str()),
            "{file}"
        );
    }
}

#[test]
fn a_command_that_speaks_the_judge_s_format_is_graded_and_may_be_the_judge_itself() {
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let (_dir, path) = cases(
        "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n{\"n\":3,\"moves\":[[0,0]]}\n[3,[\"X\",\"O\"],[\"X\"],[1],[1]]\n",
    );
    let (stdout, stderr, code) = grade(&[&path, "--", &judge.to_string_lossy(), "run"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("3 AC"));
    let (_, stderr, code) = grade(&[&path, "--", "/no/such/solution"]);
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("ttt-judge: cannot run /no/such/solution"),
        "{stderr}"
    );
}

#[test]
fn cases_a_batch_left_unanswered_are_graded_one_process_each() {
    if !have("python3", "the batch that dies part-way") {
        return;
    }
    // Answers "A" to its first two lines, then dies: in a batch of four the
    // last two are run again alone, where each is a first line.
    let script = "import sys\nfor i, line in enumerate(sys.stdin):\n    if i == 2:\n        sys.exit(5)\n    print('\"A\"', flush=True)\n";
    let a = "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n";
    let (_dir, path) = cases(&a.repeat(4));
    let (stdout, _, code) = grade(&[
        &path, "--jobs", "1", "--format", "json", "--", "python3", "-c", script,
    ]);
    assert_eq!(code, 0, "{stdout}");
    assert_eq!(stdout.lines().count(), 4);
    assert!(
        stdout.lines().all(|l| l.contains("\"verdict\":\"AC\"")),
        "{stdout}"
    );
}

#[test]
fn shards_cover_every_case_once_and_concatenate_into_the_whole_report() {
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let judge = judge.to_string_lossy();
    let text: String = (0..10)
        .map(|i| format!("[[{},{}]]\n", i % 3, i / 3 % 3))
        .collect();
    let (_dir, path) = cases(&text);
    let strip = |out: &str| -> Vec<(u64, String)> {
        out.lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
                (
                    v["case"].as_u64().expect("a case number"),
                    v["verdict"].to_string(),
                )
            })
            .collect()
    };
    let (whole, _, code) = grade(&[&path, "--format", "json", "--", &judge, "run"]);
    assert_eq!(code, 0);
    let mut joined = Vec::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let (out, _, code) = grade(&[
            &path, "--format", "json", "--shard", &shard, "--", &judge, "run",
        ]);
        assert_eq!(code, 0);
        let part = strip(&out);
        assert!(
            part.iter().all(|(case, _)| (case - 1) % 3 == k - 1),
            "{shard}: {out}"
        );
        joined.extend(part);
    }
    joined.sort();
    assert_eq!(joined, strip(&whole));
    assert_eq!(joined.len(), 10);
    let (_, stderr, code) = grade(&[&path, "--shard", "4/3", "--", &judge, "run"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("expected K/N with 1 ≤ K ≤ N"), "{stderr}");
}

#[test]
fn junit_xml_has_a_test_case_per_case_and_the_failures_text() {
    if !have("python3", "the JUnit report") {
        return;
    }
    let dir = tempfile::tempdir().expect("a scratch folder");
    let xml = dir.path().join("grade.xml");
    let (_cases_dir, path) = cases(
        "{\"n\":3,\"playerMarks\":[\"X\",\"O\"],\"players\":[\"X\",\"X\"],\"rows\":[0,0],\"cols\":[0,1]}\n{\"n\":3,\"playerMarks\":[\"X\"],\"players\":[\"X\"],\"rows\":[0],\"cols\":[0]}\n",
    );
    let (_, _, code) = grade(&[
        &path,
        &solution("multi_ignores_turn.py"),
        "--junit",
        &xml.to_string_lossy(),
    ]);
    assert_eq!(code, 1);
    let text = std::fs::read_to_string(&xml).expect("the XML is written");
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let cases: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testcase"))
        .collect();
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0].attribute("name"), Some("case 1"));
    // Each case carries the time its answer took, as CI pages show it.
    let time: f64 = cases[0]
        .attribute("time")
        .expect("a time")
        .parse()
        .expect("seconds");
    assert!((0.0..=60.0).contains(&time), "{time}");
    let failure = cases[0]
        .children()
        .find(|n| n.has_tag_name("failure"))
        .expect("case 1 failed");
    assert_eq!(
        failure.attribute("message"),
        Some(
            "WA: at a WRONG_TURN call: expected [INVALID, IN_PROGRESS], found [IN_PROGRESS, IN_PROGRESS]"
        )
    );
    assert!(cases[1].children().all(|n| !n.has_tag_name("failure")));
}

#[test]
fn the_solution_has_no_network_where_a_namespace_can_be_made() {
    if !have("python3", "the network test") {
        return;
    }
    let script = "import socket\ntry:\n    socket.create_connection(('1.1.1.1', 53), timeout=5)\n    print('\"connected\"')\nexcept OSError as e:\n    print('\"' + type(e).__name__ + '\"')\n";
    let (_dir, path) = cases("[[0,0]]\n");
    let (stdout, stderr, _) = grade(&[&path, "--format", "json", "--", "python3", "-c", script]);
    if stderr.contains("runs with network access") {
        crate::skip("the network test: no user namespace can be made here");
        return;
    }
    let line: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one verdict");
    let message = line["message"].as_str().unwrap_or_default();
    // In the strict box an internet socket cannot even be made
    // (PermissionError); at the basic level there is no network to reach
    // (OSError).
    let expected = match line["sandbox"].as_str() {
        Some("strict") => "found \"PermissionError\"",
        _ => "found \"OSError\"",
    };
    assert!(message.contains(expected), "{stdout}");
}

#[test]
fn usage_errors_say_what_is_missing() {
    let no_solution = |last: &str| {
        format!(
            "ttt-judge: no solution: {last}, the last argument, is not a source file (known: \
             .py (python), .js (js), .java (java), .cpp (cpp)); give the solution's file last \
             (with --lang when its extension does not say), or a command after --\n"
        )
    };
    let (_, stderr, code) = grade(&["fixtures/seeds/classic-example-1.json"]);
    assert_eq!(
        (code, stderr),
        (2, no_solution("fixtures/seeds/classic-example-1.json"))
    );
    let (_, stderr, code) = grade(&["fixtures/seeds/classic-example-1.json", "nope.py"]);
    assert_eq!(
        (code, stderr.as_str()),
        (2, "ttt-judge: nope.py: no such solution file\n")
    );
    let (_, stderr, code) = grade(&["fixtures/seeds/classic-example-1.json", "README.md"]);
    assert_eq!((code, stderr), (2, no_solution("README.md")));
    let (_, stderr, code) = grade(&["tests/solutions/classic.py"]);
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            "ttt-judge: no cases: give the cases before the solution (a file, a folder, or - for stdin)\n"
        )
    );
}

#[test]
fn hunt_finds_each_seeded_bug_and_shrinks_it() {
    if !have("python3", "hunting") {
        return;
    }
    for (file, smallest, says) in [
        (
            "multi_ignores_turn.py",
            r#"{"n":3,"playerMarks":["X","O"],"players":["O"],"rows":[0],"cols":[0]}"#,
            "call 1: \"O\" plays (0,0): expected [\"INVALID\",\"IN_PROGRESS\"] (WRONG_TURN: \"X\" is due), found [\"IN_PROGRESS\",\"IN_PROGRESS\"]",
        ),
        (
            "multi_two_in_a_row.py",
            r#"{"n":3,"playerMarks":["X","O"],"players":["X","O","X"],"rows":[0,0,1],"cols":[0,1,0]}"#,
            "call 3: \"X\" plays (1,0): expected [\"IN_PROGRESS\",\"IN_PROGRESS\"] (the game goes on: no 3 in a row, 6 cells are empty), found [\"WIN:X\",\"WIN:X\"]",
        ),
    ] {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let save = dir.path().to_string_lossy().into_owned();
        let (stdout, stderr, code) = outcome(ttt_judge().args([
            "hunt",
            &solution(file),
            "--variant",
            "multi",
            "--save",
            &save,
        ]));
        assert_eq!(code, 1, "{file}: {stdout}{stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines[0], smallest, "{file}");
        let case: serde_json::Value = serde_json::from_str(lines[0]).expect("one JSON line");
        assert!(case["players"].as_array().expect("calls").len() <= 6);
        assert!(lines[1].starts_with("verdict: WA on case "), "{stdout}");
        assert_eq!(lines[2], format!("  {says}"));
        assert!(lines[3].starts_with("expected: "));
        assert!(lines[4].starts_with("   found: "));
        assert!(lines[5].starts_with("     why: {\"variant\":\"multi\""));
        // The case reported keeps the statement's limits.
        let (_, _, code) = outcome(ttt_judge().args(["validate", "-"]).write_stdin(lines[0]));
        assert_eq!(code, 0, "{file}: {}", lines[0]);
        let (test_out, _, code) = outcome(ttt_judge().args(["test", &save]));
        assert_eq!((code, test_out.as_str()), (0, "1 passed, 0 failed\n"));
    }
    let (stdout, _, code) = outcome(ttt_judge().args([
        "hunt",
        &solution("multi.py"),
        "--variant",
        "multi",
        "--count",
        "100",
    ]));
    assert_eq!(
        (code, crate::without_level(&stdout)),
        (0, "no failing case in 100 multi cases (seed 0)\n")
    );
}

/// A wrong shape is `PE` and says so in plain words; a wrong value names
/// the mover the case names; numbers are read as written, as `check` and
/// `test` read them (`-0` is the integer 0).
#[test]
fn shapes_movers_and_numbers_are_judged_as_check_judges_them() {
    if !have("python3", "the shape and number verdicts") {
        return;
    }
    let script = concat!(
        "import sys, json\n",
        "for line in sys.stdin:\n",
        "    case = json.loads(line)\n",
        "    if 'playerMarks' in case: print('\"IN_PROGRESS\"')\n",
        "    elif 'players' in case: print('[0,0,1]')\n",
        "    else: print('[-0, 0]')\n",
        "    sys.stdout.flush()\n",
    );
    let (_dir, path) = cases(concat!(
        "[3, [\"X\",\"O\"], [\"X\"], [1], [1]]\n",
        "{\"n\":3,\"moves\":[[0,0],[0,1],[0,2]],\"players\":[2,2,2]}\n",
        "{\"n\":2,\"moves\":[[0,0],[1,1]]}\n",
    ));
    let (stdout, stderr, code) = grade(&[&path, "--format", "json", "--", "python3", "-c", script]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert_eq!(lines[0]["verdict"], "PE");
    assert_eq!(
        lines[0]["message"],
        "the answer is not a list of pairs of status strings"
    );
    assert_eq!(lines[1]["verdict"], "WA");
    assert_eq!(
        lines[1]["message"],
        "move 3: player 2 plays (0,2): expected 2 (the move fills row 0: (0,0) (0,1) (0,2)), found 1"
    );
    assert_eq!(lines[2]["verdict"], "AC", "{stdout}");
}

#[test]
fn a_solution_that_prints_on_every_move_is_graded_to_the_end_in_batch_and_alone() {
    if !have("node", "the chatty solution") {
        return;
    }
    // 30 000 games in a batch, every move printed: the harness waits for
    // the judge to read what the solution prints, so its memory stays
    // small however long the batch.
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let generated = std::process::Command::new(&judge)
        .args([
            "gen",
            "--variant",
            "classic",
            "--count",
            "30000",
            "--seed",
            "5",
        ])
        .output()
        .expect("gen runs");
    let text = String::from_utf8(generated.stdout).expect("gen writes UTF-8");
    let (_dir, path) = cases(&text);
    let chatty = solution("chatty_classic.js");
    let (stdout, stderr, code) = grade(&[&path, &chatty, "--memory-limit", "128"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("30000 AC"), "{stdout}");
    let few: String = text.lines().take(40).map(|l| format!("{l}\n")).collect();
    let (_dir, path) = cases(&few);
    let (stdout, stderr, code) = grade(&[&path, &chatty, "--isolate"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("40 AC"), "{stdout}");
}

#[test]
fn the_wall_clock_backstop_is_a_flag_and_its_verdict_says_so() {
    if !have("python3", "the sleeping solution") {
        return;
    }
    let dir = tempfile::tempdir().expect("a scratch folder");
    let source = dir.path().join("sleeps.py");
    std::fs::write(
        &source,
        "import time\ndef tictactoe(moves):\n    time.sleep(30)\n    return 'A'\n",
    )
    .expect("the solution");
    let (_cases, path) = cases("[[0,0]]\n");
    let (stdout, _, code) = grade(&[
        &path,
        &source.to_string_lossy(),
        "--wall-limit",
        "1",
        "--format",
        "json",
    ]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("\"verdict\":\"TLE\""), "{stdout}");
    assert!(
        stdout.contains("no answer within 1 s of wall-clock time"),
        "{stdout}"
    );
}
