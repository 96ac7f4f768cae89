//! `ttt-judge grade` on the inputs people have: the project's own
//! fixtures (paired and inline, a file or a folder of them), a package's
//! `data/` read recursively, several case files on the command line; and
//! the expected answers those inputs hold, checked against the judge's.

use std::path::Path;

use crate::{outcome, ttt_judge};

/// The judge itself, run as a command solution: `ttt-judge run`.
fn judge() -> String {
    assert_cmd::cargo::cargo_bin("ttt-judge")
        .to_string_lossy()
        .into_owned()
}

/// `grade` run with `args` from `dir`: its stdout without the line that
/// says the sandbox level (which the machine decides), its stderr and exit
/// code.
fn grade_in(dir: &Path, args: &[&str]) -> (String, String, i32) {
    let (stdout, stderr, code) = outcome(ttt_judge().current_dir(dir).arg("grade").args(args));
    let table: String = stdout
        .lines()
        .filter(|l| !l.starts_with("sandbox: ") && !l.starts_with("solution: "))
        .map(|l| format!("{l}\n"))
        .collect();
    (table, stderr, code)
}

/// `grade` run with `args` from the repository's root.
fn grade(args: &[&str]) -> (String, String, i32) {
    grade_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// Each verdict line's `case`, `verdict` and `file`, from `--format json`.
fn cases_and_files(lines: &str) -> Vec<(u64, String, String)> {
    lines
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
            let text = |key: &str| v[key].as_str().unwrap_or_default().to_string();
            (
                v["case"].as_u64().expect("a case"),
                text("verdict"),
                text("file"),
            )
        })
        .collect()
}

/// A multi solution, in the judge's format, that answers every call with
/// INVALID: wrong from the first call of every case.
const ALL_INVALID: &str = "import json, sys\nfor line in sys.stdin:\n    case = json.loads(line)\n    print(json.dumps([['INVALID', 'IN_PROGRESS']] * len(case['players'])), flush=True)\n";

#[test]
fn a_folder_of_paired_fixtures_is_graded_case_by_case_each_named_by_its_file() {
    let (stdout, stderr, code) = grade(&["fixtures/seeds", "--", &judge(), "run"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout, "10 AC\n");
    let (lines, _, _) = grade(&["fixtures/seeds", "--format", "json", "--", &judge(), "run"]);
    let seen = cases_and_files(&lines);
    let names: Vec<&str> = seen.iter().map(|(_, _, f)| f.as_str()).collect();
    assert_eq!(
        names,
        [
            "fixtures/seeds/classic-example-1.json",
            "fixtures/seeds/fullline-example-1.json",
            "fixtures/seeds/fullline-example-2.json",
            "fixtures/seeds/fullline-example-3.json",
            "fixtures/seeds/fullline-input-1.json",
            "fixtures/seeds/fullline-input-2.json",
            "fixtures/seeds/multi-example-1.json",
            "fixtures/seeds/multi-example-2.json",
            "fixtures/seeds/multi-input-1.json",
            "fixtures/seeds/multi-input-2.json",
        ]
    );
    assert!(
        seen.iter()
            .enumerate()
            .all(|(i, (case, verdict, _))| { *case == i as u64 + 1 && verdict == "AC" })
    );
}

#[test]
fn an_inline_fixture_is_graded_on_its_inputs_and_its_case_is_drawn_from_it() {
    let inline = "fixtures/edges/multi-marks.jsonl";
    let (stdout, stderr, code) = grade(&[inline, "--", &judge(), "run"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout, "3 AC\n");
    let (stdout, stderr, code) = grade(&[inline, "--", "python3", "-c", ALL_INVALID]);
    assert_eq!((code, stderr.as_str()), (1, ""), "{stdout}");
    // The three are one mistake, told with its first case.
    assert!(
        stdout.starts_with("WA: at a call the game goes on after: expected [IN_PROGRESS, IN_PROGRESS], found [INVALID, IN_PROGRESS] (all 3 cases)\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(concat!(
            "        call 1: \"\\\"\" plays (0,0): expected [\"IN_PROGRESS\",\"IN_PROGRESS\"] (the game goes on: no 3 in a row, 8 cells are empty), found [\"INVALID\",\"IN_PROGRESS\"]\n",
            "        case 1: {\"n\":3,\"playerMarks\":[\"\\\"\",\"\\\\\"],"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "        draw it: ttt-judge show fixtures/edges/multi-marks.jsonl --case 1 --step 1\n"
        ),
        "{stdout}"
    );
    assert!(stdout.ends_with("3 WA\n"), "{stdout}");
    // The command drawn is the case graded: the first line's input.
    let (board, stderr, code) =
        outcome(ttt_judge().args(["show", inline, "--case", "1", "--step", "1"]));
    assert_eq!((code, stderr.as_str()), (0, ""), "{board}");
    assert!(
        board.starts_with("multi 3×3, 3 in a row wins, step 1 of 5\n"),
        "{board}"
    );
}

#[test]
fn fixtures_whose_expected_answers_disagree_with_the_judge_are_said_and_exit_2() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let write = |name: &str, text: &str| {
        std::fs::write(dir.path().join(name), text).expect("a fixture");
    };
    // A paired .json whose one expected value lies, a paired .jsonl whose
    // second value lies, and an inline fixture whose third line lies; the
    // rest tell the truth.
    write("a.json", "[[0,0],[2,0],[0,1],[2,1],[0,2]]\n");
    write("a.expected.json", "\"B\"\n");
    write(
        "b.jsonl",
        "[[1,1]]\n[[0,0],[2,0],[0,1],[2,1],[0,2]]\n{\"n\": 1, \"moves\": [[0,0]]}\n",
    );
    write("b.expected.jsonl", "\"Pending\"\n\"Draw\"\n[1]\n");
    write(
        "c.jsonl",
        concat!(
            "{\"input\": [[1,1]], \"expected\": \"Pending\"}\n",
            "\n",
            "{\"input\": {\"n\": 2, \"moves\": [[0,0],[1,1]]}, \"expected\": [0,0]}\n",
            "{\"input\": {\"n\": 2, \"moves\": [[0,0],[1,0],[0,1]]}, \"expected\": [0,0,2]}\n",
            "{\"input\": [[2,2]]}\n",
        ),
    );
    let (stdout, stderr, code) = grade_in(dir.path(), &[".", "--", &judge(), "run"]);
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            concat!(
                "ttt-judge: ./a.expected.json:1 disagrees with the judge (WA): expected \"A\" (A holds row 0: (0,0) (0,1) (0,2), complete at move 5), found \"B\"\n",
                "ttt-judge: ./b.expected.jsonl:2 disagrees with the judge (WA): expected \"A\" (A holds row 0: (0,0) (0,1) (0,2), complete at move 5), found \"Draw\"\n",
                "ttt-judge: ./c.jsonl:4: \"expected\" disagrees with the judge (WA): move 3: player 1 plays (0,1): expected 1 (the move fills row 0: (0,0) (0,1)), found 2\n",
            )
        ),
        "{stdout}"
    );
    // The solution is graded against the judge, whatever the fixtures say.
    assert_eq!(stdout, "8 AC\n");
}

#[test]
fn a_package_s_data_is_read_recursively_in_name_order() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let pkg = dir.path().join("pkg");
    let (out, stderr, code) = outcome(ttt_judge().args(["package"]).arg(&pkg).args([
        "--variant",
        "classic",
        "--gen",
        "random:2",
    ]));
    assert_eq!((code, stderr.as_str()), (0, ""), "{out}");
    // A group of tests one folder further down, as BAPCtools keeps them.
    let group = pkg.join("data/secret/group1");
    std::fs::create_dir(&group).expect("a group");
    std::fs::write(group.join("01.in"), "{\"moves\":[[1,1]]}\n").expect("a test");
    std::fs::write(group.join("01.ans"), "\"Pending\"\n").expect("its answer");
    let (lines, stderr, code) = grade_in(
        dir.path(),
        &["pkg/data", "--format", "json", "--", &judge(), "run"],
    );
    assert_eq!((code, stderr.as_str()), (0, ""), "{lines}");
    let files: Vec<String> = cases_and_files(&lines)
        .into_iter()
        .map(|(case, verdict, file)| format!("{case} {verdict} {file}"))
        .collect();
    assert_eq!(
        files,
        [
            "1 AC pkg/data/sample/example-1.in",
            "2 AC pkg/data/secret/group1/01.in",
            "3 AC pkg/data/secret/random-001.in",
            "4 AC pkg/data/secret/random-002.in",
        ]
    );
}

#[test]
fn a_folder_without_tests_or_with_a_special_file_is_an_error_naming_it() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    std::fs::create_dir(dir.path().join("empty")).expect("a folder");
    std::fs::write(dir.path().join("empty/notes.txt"), "not a test\n").expect("a file");
    let (stdout, stderr, code) = grade_in(dir.path(), &["empty", "--", &judge(), "run"]);
    assert_eq!(
        (code, stdout.as_str(), stderr.as_str()),
        (
            2,
            "",
            "ttt-judge: empty: no tests (a folder of tests holds one case in each NAME.in, its answer in NAME.ans, or fixtures: NAME.json or NAME.jsonl files; its subfolders are read too)\n"
        )
    );
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join("empty/pipe.in"))
        .status();
    if made.is_ok_and(|s| s.success()) {
        let (_, stderr, code) = grade_in(dir.path(), &["empty", "--", &judge(), "run"]);
        assert_eq!(
            (code, stderr.as_str()),
            (
                2,
                "ttt-judge: empty/pipe.in: a FIFO, not a regular file (a folder of cases holds only files and folders)\n"
            )
        );
    }
}

/// A classic solution, in the judge's format, that answers "A" to every
/// case.
const ALWAYS_A: &str = "import sys\nfor line in sys.stdin:\n    print('\"A\"', flush=True)\n";

/// `text` with the time and memory of each row of the table (which change
/// from run to run) left out.
fn without_measures(text: &str) -> String {
    text.lines()
        .map(|line| match line.find(" ms ") {
            Some(_) => line[..12].trim_end().to_string() + "\n",
            None => format!("{line}\n"),
        })
        .collect()
}

#[test]
fn several_case_files_come_before_the_solution_and_each_case_is_named_by_its_file() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let write = |name: &str, text: &str| {
        std::fs::write(dir.path().join(name), text).expect("cases");
    };
    write("a.jsonl", "[[1,1]]\n");
    write("b.jsonl", "[[0,0],[2,0],[0,1],[2,1],[0,2]]\n[[2,2]]\n");
    write("c.jsonl", "[[0,0]]\n[[0,0],[0,0]]\n");
    let args = ["a.jsonl", "b.jsonl", "--cases", "c.jsonl", "--all"];
    let solution = ["--", "python3", "-c", ALWAYS_A];
    let (table, stderr, code) = grade_in(dir.path(), &[&args[..], &solution[..]].concat());
    assert_eq!(code, 2, "{table}{stderr}");
    assert_eq!(
        stderr,
        "ttt-judge: case 5 (c.jsonl:2): moves[1] = [0,0] uses a cell already taken by moves[0] (not graded)\n"
    );
    assert_eq!(
        without_measures(&table),
        concat!(
            "  case  verdict      time     memory\n",
            "     1  WA\n",
            "        expected \"Pending\" (no line is whole after 1 move, and 8 cells are empty), found \"A\"\n",
            "        case: {\"moves\":[[1,1]]}\n",
            "        draw it: ttt-judge show a.jsonl --case 1\n",
            "     3  WA\n",
            "        (as for case 1: expected Pending, found A)\n",
            "        case: {\"moves\":[[2,2]]}\n",
            "        draw it: ttt-judge show b.jsonl --case 2\n",
            "     4  WA\n",
            "        (as for case 1: expected Pending, found A)\n",
            "        case: {\"moves\":[[0,0]]}\n",
            "        draw it: ttt-judge show c.jsonl --case 1\n",
            "     2  AC\n",
            "        file: b.jsonl\n",
            "     5  -\n",
            "        not judged: case 5 (c.jsonl:2): moves[1] = [0,0] uses a cell already taken by moves[0]\n",
            "1 AC, 3 WA, 1 not judged\n",
        )
    );
    let json = [&args[..4], &["--format", "json"], &solution[..]].concat();
    let (lines, _, _) = grade_in(dir.path(), &json);
    let seen: Vec<String> = cases_and_files(&lines)
        .into_iter()
        .map(|(case, verdict, file)| format!("{case} {verdict} {file}"))
        .collect();
    assert_eq!(
        seen,
        [
            "1 WA a.jsonl",
            "2 AC b.jsonl",
            "3 WA b.jsonl",
            "4 WA c.jsonl",
            "5  c.jsonl"
        ]
    );
    let junit = [&args[..4], &["--junit", "grade.xml"], &solution[..]].concat();
    grade_in(dir.path(), &junit);
    let xml = std::fs::read_to_string(dir.path().join("grade.xml")).expect("the JUnit file");
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let names: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testcase"))
        .filter_map(|n| n.attribute("name"))
        .collect();
    assert_eq!(
        names,
        [
            "case 1 (a.jsonl)",
            "case 2 (b.jsonl)",
            "case 3 (b.jsonl)",
            "case 4 (c.jsonl)",
            "case 5 (c.jsonl)"
        ]
    );
}

#[test]
fn the_solution_is_the_last_source_file_and_only_one_may_be_given() {
    if !crate::have("python3", "grading a Python file after two case files") {
        return;
    }
    let seeds = |name: &str| format!("fixtures/seeds/{name}.json");
    let (a, b) = (seeds("classic-example-1"), seeds("fullline-example-1"));
    let (stdout, stderr, code) = grade(&[&a, &a, "tests/solutions/classic.py"]);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout, "2 AC\n");
    let (_, stderr, code) = grade(&[
        &a,
        "tests/solutions/classic.py",
        &b,
        "tests/solutions/fullline.py",
    ]);
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            "ttt-judge: tests/solutions/classic.py and tests/solutions/fullline.py: give one solution; the other arguments are cases\n"
        )
    );
    let (_, stderr, code) = grade(&[&a, "tests/solutions/classic.py", "--", &judge(), "run"]);
    assert_eq!(
        (code, stderr.as_str()),
        (
            2,
            "ttt-judge: give a SOLUTION file or a command after --, not both\n"
        )
    );
}
