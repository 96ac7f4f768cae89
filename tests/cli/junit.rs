//! `--junit FILE` on `test` and `check`: the XML is read back and its
//! suites, testcases, failures and counts compared.

use std::fs;
use std::path::Path;

use crate::test_cmd::{folder, test_in};
use crate::ttt_judge;

/// One testcase as read back: its suite, its name, and its failure's or
/// error's or skip's element name, message and text.
#[derive(Debug, PartialEq)]
struct Case {
    suite: String,
    name: String,
    outcome: Option<(String, String, String)>,
}

/// The report's counts (`tests`, `failures`, `errors`, `skipped` of the
/// root) and its testcases, in order.
fn read_junit(path: &Path) -> ([usize; 4], Vec<Case>) {
    let text = fs::read_to_string(path).expect("the JUnit file was written");
    let doc = roxmltree::Document::parse(&text).expect("the JUnit file is XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    let count = |name| {
        root.attribute(name)
            .and_then(|n| n.parse().ok())
            .expect("a count")
    };
    let counts = [
        count("tests"),
        count("failures"),
        count("errors"),
        count("skipped"),
    ];
    let mut cases = Vec::new();
    for suite in root.children().filter(|n| n.has_tag_name("testsuite")) {
        for case in suite.children().filter(|n| n.has_tag_name("testcase")) {
            let outcome = case.children().find(|n| n.is_element()).map(|n| {
                let message = n.attribute("message").unwrap_or_default().to_string();
                let text = n.text().unwrap_or_default().to_string();
                (n.tag_name().name().to_string(), message, text)
            });
            cases.push(Case {
                suite: suite.attribute("name").expect("a suite name").to_string(),
                name: case.attribute("name").expect("a case name").to_string(),
                outcome,
            });
        }
    }
    (counts, cases)
}

fn case(suite: &str, name: &str, outcome: Option<(&str, &str, &str)>) -> Case {
    Case {
        suite: suite.to_string(),
        name: name.to_string(),
        outcome: outcome.map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())),
    }
}

#[test]
fn check_writes_one_testcase_per_case_with_the_report_as_failure_text() {
    let dir = folder(&[
        (
            "cases.jsonl",
            "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n[3, [[0,0],[1,1],[0,1],[2,2],[0,2]]]\n[[0,0],[0,0]]\n",
        ),
        ("answers.txt", "\"A\"\n[0,0,0,1,0]\n\"A\"\n{\n"),
    ]);
    ttt_judge()
        .current_dir(dir.path())
        .args(["check", "--junit", "out.xml", "cases.jsonl", "answers.txt"])
        .assert()
        .code(2);
    let (counts, cases) = read_junit(&dir.path().join("out.xml"));
    assert_eq!(counts, [4, 2, 1, 0]);
    let wrong = concat!(
        "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
        "  move 4: player 2 plays (2,2)\n",
        "  expected: 0\n",
        "     found: 1\n",
        "  differing entries: 2 of 5",
    );
    let unjudged = "case 3 (cases.jsonl:3): moves[1] = [0,0] uses a cell already taken by moves[0]";
    let extra = "an answer with no case (more answers than cases)";
    assert_eq!(
        cases,
        [
            case("cases.jsonl", "case 1 (cases.jsonl:1)", None),
            case(
                "cases.jsonl",
                "case 2 (cases.jsonl:2)",
                Some(("failure", "wrong answer (answers.txt:2)", wrong)),
            ),
            case(
                "cases.jsonl",
                "case 3 (cases.jsonl:3)",
                Some(("error", unjudged, ""))
            ),
            case(
                "cases.jsonl",
                "answers.txt:4",
                Some(("failure", extra, &format!("answers.txt:4: {extra}"))),
            ),
        ]
    );
}

#[test]
fn test_writes_a_suite_per_fixture_and_a_testcase_per_case() {
    let dir = folder(&[
        ("f/a.json", "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n[[1,1]]\n"),
        ("f/a.expected.json", "\"A\"\n\"B\"\n"),
        (
            "f/i.jsonl",
            "{\"input\": [[0,0]], \"expected\": \"Pending\"}\n",
        ),
        ("f/notes.json", "{\"source\": \"x\"}\n"),
    ]);
    test_in(&dir)
        .args(["--junit", "t.xml", "f"])
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL f/a.json case 2 (line 2)\n",
            "  expected: \"B\"\n",
            "     found: \"Pending\"\n",
            "skip f/notes.json: not a fixture (its one value is not a case, and there is no f/notes.expected.json)\n",
            "2 passed, 1 failed\n",
        ));
    let (counts, cases) = read_junit(&dir.path().join("t.xml"));
    assert_eq!(counts, [4, 1, 0, 1]);
    let fail = "FAIL f/a.json case 2 (line 2)\n  expected: \"B\"\n     found: \"Pending\"";
    let skip = "not a fixture (its one value is not a case, and there is no f/notes.expected.json)";
    assert_eq!(
        cases,
        [
            case("f/a.json", "case 1 (line 1)", None),
            case(
                "f/a.json",
                "case 2 (line 2)",
                Some(("failure", "expected: \"B\"; found: \"Pending\"", fail)),
            ),
            case("f/i.jsonl", "case 1 (line 1)", None),
            case("f/notes.json", "not a fixture", Some(("skipped", skip, ""))),
        ]
    );
}

#[test]
fn an_unwritable_junit_file_exits_2() {
    let dir = folder(&[
        ("a.json", "[[1,1]]\n"),
        ("a.expected.json", "\"Pending\"\n"),
    ]);
    test_in(&dir)
        .args(["--junit", "no/such/dir/t.xml", "a.json"])
        .assert()
        .code(2)
        .stdout("1 passed, 0 failed\n")
        .stderr("ttt-judge: no/such/dir/t.xml: cannot write JUnit XML: No such file or directory (os error 2)\n");
}
