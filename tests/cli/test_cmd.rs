//! `ttt-judge test`.

use std::fs;
use std::path::Path;

use tempfile::TempDir;

use crate::ttt_judge;

const CLASSIC_A: &str = "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n";
const MULTI: &str = r#"{"n": 3, "playerMarks": ["X","O"], "players": ["X","O","X","O","X"], "rows": [0,1,0,1,0], "cols": [0,0,1,1,2]}"#;

/// A scratch folder holding `files` (name, content).
pub fn folder(files: &[(&str, &str)]) -> TempDir {
    let dir = tempfile::tempdir().expect("a scratch folder");
    for (name, content) in files {
        let path = dir.path().join(name);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("a sub-folder");
        }
        fs::write(path, content).expect("a scratch file");
    }
    dir
}

pub fn read(path: &Path) -> String {
    fs::read_to_string(path).expect("the file exists")
}

pub fn test_in(dir: &TempDir) -> assert_cmd::Command {
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .env_remove("CI")
        .env_remove("NO_COLOR")
        .arg("test");
    cmd
}

#[test]
fn the_repository_fixtures_pass() {
    let out = ttt_judge()
        .args(["test", "fixtures"])
        .assert()
        .success()
        .stderr("");
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(stdout.ends_with(" passed, 0 failed\n"), "{stdout}");
}

#[test]
fn passing_fixtures_print_only_the_summary() {
    let dir = folder(&[("f/a.json", CLASSIC_A), ("f/a.expected.json", "  \"A\"\n")]);
    test_in(&dir)
        .arg("f")
        .assert()
        .code(0)
        .stdout("1 passed, 0 failed\n")
        .stderr("");
}

#[test]
fn no_path_means_the_fixtures_folder() {
    let dir = folder(&[
        ("fixtures/a.json", CLASSIC_A),
        ("fixtures/a.expected.json", "\"A\""),
    ]);
    test_in(&dir)
        .assert()
        .code(0)
        .stdout("1 passed, 0 failed\n");
}

#[test]
fn a_failure_names_the_entry_its_call_and_the_count() {
    let expected = r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["WIN:O","WIN:O"],["IN_PROGRESS","IN_PROGRESS"]]"#;
    let dir = folder(&[("m.json", MULTI), ("m.expected.json", expected)]);
    test_in(&dir)
        .arg("m.json")
        .assert()
        .code(1)
        .stderr("")
        .stdout(concat!(
            "FAIL m.json case 1 (line 1)\n",
            "  call 4: \"O\" plays (1,1)\n",
            "  expected: [\"WIN:O\",\"WIN:O\"]\n",
            "     found: [\"IN_PROGRESS\",\"IN_PROGRESS\"]\n",
            "  differing entries: 2 of 5\n",
            "0 passed, 1 failed\n",
        ));
}

#[test]
fn a_fullline_failure_names_the_move_and_the_lengths() {
    let dir = folder(&[
        ("f.jsonl", "[3, [[0,0],[1,1],[0,1],[2,2],[0,2]]]\n"),
        ("f.expected.jsonl", "[0,0,0,0]\n"),
    ]);
    test_in(&dir)
        .arg("f.jsonl")
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL f.jsonl case 1 (line 1)\n",
            "  move 5: player 1 plays (0,2)\n",
            "  expected: nothing (no entry here)\n",
            "     found: 1\n",
            "  differing entries: 1 of 5 (expected 4 entries, found 5)\n",
            "0 passed, 1 failed\n",
        ));
}

#[test]
fn types_matter_and_layout_does_not() {
    let dir = folder(&[
        ("f.jsonl", "[1, [[0,0]]]\n[1, [[0,0]]]\n"),
        ("f.expected.jsonl", "[ 1 ]\n[\"1\"]\n"),
    ]);
    test_in(&dir).arg(".").assert().code(1).stdout(concat!(
        "FAIL ./f.jsonl case 2 (line 2)\n",
        "  move 1: player 1 plays (0,0)\n",
        "  expected: \"1\" (a string)\n",
        "     found: 1 (a number)\n",
        "  differing entries: 1 of 1\n",
        "1 passed, 1 failed\n",
    ));
}

#[test]
fn a_missing_expected_output_fails_with_a_hint_to_bless() {
    let dir = folder(&[("a.json", CLASSIC_A)]);
    test_in(&dir).arg("a.json").assert().code(1).stdout(concat!(
        "FAIL a.json case 1 (line 1)\n",
        "  no expected output: a.expected.json does not exist; run `ttt-judge test --bless` to write it\n",
        "0 passed, 1 failed\n",
    ));
}

#[test]
fn leftover_expected_values_fail() {
    let dir = folder(&[("a.json", CLASSIC_A), ("a.expected.json", "\"A\"\n\"B\"\n")]);
    test_in(&dir).arg("a.json").assert().code(1).stdout(concat!(
        "FAIL a.json\n",
        "  a.expected.json has 1 more values than the 1 cases\n",
        "1 passed, 1 failed\n",
    ));
}

#[test]
fn an_expected_error_matches_with_or_without_its_place() {
    let dir = folder(&[
        ("e.jsonl", "[[0,0],[0,0]]\n[[1,1],[1,1]]\n[[2,2],[2,2]]\n"),
        (
            "e.expected.jsonl",
            concat!(
                "{\"error\": \"moves[1] = [0,0] uses a cell already taken by moves[0]\"}\n",
                "{\"error\": \"case 7 (old/e.jsonl:7): moves[1] = [1,1] uses a cell already taken by moves[0]\"}\n",
                "{\"error\": \"moves[1] = [0,0] uses a cell already taken by moves[0]\"}\n",
            ),
        ),
    ]);
    test_in(&dir)
        .arg("e.jsonl")
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL e.jsonl case 3 (line 3)\n",
            "  expected: {\"error\":\"moves[1] = [0,0] uses a cell already taken by moves[0]\"}\n",
            "     found: {\"error\":\"moves[1] = [2,2] uses a cell already taken by moves[0]\"}\n",
            "2 passed, 1 failed\n",
        ));
}

#[test]
fn bless_creates_rewrites_and_leaves_identical_files_untouched() {
    let dir = folder(&[
        ("new.json", CLASSIC_A),
        ("changed.jsonl", "[[0,0]]\n[[0,0],[1,1]]\n"),
        ("changed.expected.jsonl", "\"Pending\"\n\"A\"\n"),
        ("same.json", CLASSIC_A),
        ("same.expected.json", "\n  \"A\"  \n"),
    ]);
    test_in(&dir)
        .args(["--bless", "."])
        .assert()
        .code(0)
        .stderr("")
        .stdout(concat!(
            "blessed ./changed.expected.jsonl: rewrote (case 2 changed)\n",
            "blessed ./new.expected.json: created (1 case)\n",
            "4 passed, 0 failed\n",
        ));
    assert_eq!(read(&dir.path().join("new.expected.json")), "\"A\"\n");
    assert_eq!(
        read(&dir.path().join("changed.expected.jsonl")),
        "\"Pending\"\n\"Pending\"\n"
    );
    assert_eq!(
        read(&dir.path().join("same.expected.json")),
        "\n  \"A\"  \n"
    );
    test_in(&dir)
        .arg(".")
        .assert()
        .code(0)
        .stdout("4 passed, 0 failed\n");
}

#[test]
fn bless_is_refused_under_ci_unless_forced() {
    let dir = folder(&[("a.json", CLASSIC_A)]);
    test_in(&dir).env("CI", "true").args(["--bless", "a.json"]).assert().code(2).stdout("").stderr(
        "ttt-judge: refusing to --bless because the environment variable CI is set (CI must not rewrite its own expectations); add --force to bless anyway\n",
    );
    assert!(!dir.path().join("a.expected.json").exists());
    test_in(&dir)
        .env("CI", "true")
        .args(["--bless", "--force", "a.json"])
        .assert()
        .code(0)
        .stdout("blessed a.expected.json: created (1 case)\n1 passed, 0 failed\n");
    assert_eq!(read(&dir.path().join("a.expected.json")), "\"A\"\n");
}

#[test]
fn fail_fast_stops_at_the_first_failure() {
    let dir = folder(&[
        ("a.json", CLASSIC_A),
        ("a.expected.json", "\"B\""),
        ("b.json", CLASSIC_A),
        ("b.expected.json", "\"Draw\""),
    ]);
    test_in(&dir)
        .args(["--fail-fast", "a.json", "b.json"])
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL a.json case 1 (line 1)\n",
            "  expected: \"B\"\n",
            "     found: \"A\"\n",
            "0 passed, 1 failed\n",
        ));
}

#[test]
fn filter_runs_only_matching_paths() {
    let dir = folder(&[
        ("t/multi/a.json", CLASSIC_A),
        ("t/multi/a.expected.json", "\"A\""),
        ("t/classic/b.json", CLASSIC_A),
        ("t/classic/b.expected.json", "\"B\""),
    ]);
    test_in(&dir)
        .args(["t", "--filter", "multi"])
        .assert()
        .code(0)
        .stdout("1 passed, 0 failed\n");
}

#[test]
fn inline_fixtures_are_judged_and_blessed_in_place() {
    let dir = folder(&[(
        "i.jsonl",
        "{\"input\": [[0,0]], \"expected\": \"Pending\"}\n\n{\"input\": {\"n\": 1, \"moves\": [[0,0]]}}\n",
    )]);
    test_in(&dir)
        .arg("i.jsonl")
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL i.jsonl case 2 (line 3)\n",
            "  no \"expected\" on this line; run `ttt-judge test --bless` to add it\n",
            "1 passed, 1 failed\n",
        ));
    test_in(&dir)
        .args(["--bless", "i.jsonl"])
        .assert()
        .code(0)
        .stdout("blessed i.jsonl: rewrote (case 2 changed)\n2 passed, 0 failed\n");
    assert_eq!(
        read(&dir.path().join("i.jsonl")),
        "{\"input\": [[0,0]], \"expected\": \"Pending\"}\n\n{\"input\": {\"n\": 1, \"moves\": [[0,0]]}, \"expected\": [1]}\n"
    );
}

#[test]
fn unreadable_paths_and_broken_expected_outputs_exit_2() {
    let dir = folder(&[("a.json", CLASSIC_A), ("a.expected.json", "\"A\" oops")]);
    test_in(&dir)
        .args(["a.json", "missing"])
        .assert()
        .code(2)
        .stdout("0 passed, 0 failed\n")
        .stderr(concat!(
            "ttt-judge: missing: No such file or directory (os error 2)\n",
            "ttt-judge: a.expected.json:1:5: not JSON: expected value\n",
        ));
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let dir = folder(&[("a.json", CLASSIC_A), ("a.expected.json", "\"B\"")]);
    let out = test_in(&dir)
        .args(["--color", "always", "a.json"])
        .assert()
        .code(1);
    assert!(String::from_utf8_lossy(&out.get_output().stdout).contains("\u{1b}["));
    let out = test_in(&dir).args(["a.json"]).assert().code(1);
    assert!(!String::from_utf8_lossy(&out.get_output().stdout).contains('\u{1b}'));
}

/// An expected error is the message alone, whatever the fixture's path
/// holds; one written with its place, as `run` prints it, also passes.
#[test]
fn expected_errors_do_not_depend_on_the_path() {
    let off_board = "moves[0] = [5,5] is off the 3\u{d7}3 board (row and col must be in [0, 2])";
    let dir = folder(&[
        ("a): b/e.jsonl", "[[5,5]]\n[[5,5]]\n"),
        (
            "a): b/e.expected.jsonl",
            &format!(
                "{{\"error\": \"{off_board}\"}}\n{{\"error\": \"case 2 (a): b/e.jsonl:2): {off_board}\"}}\n"
            ),
        ),
    ]);
    test_in(&dir)
        .arg("a): b")
        .assert()
        .code(0)
        .stdout("2 passed, 0 failed\n")
        .stderr("");
    let blessed = folder(&[("a): b/e.jsonl", "[[5,5]]\n")]);
    test_in(&blessed)
        .args(["--bless", "a): b"])
        .assert()
        .code(0);
    assert_eq!(
        read(&blessed.path().join("a): b/e.expected.jsonl")),
        format!("{{\"error\":\"{off_board}\"}}\n")
    );
}

/// Expected outputs are read as written, as `check` reads answers: `-0` is
/// the integer 0, and `1e0` is no integer and is shown as it is written.
#[test]
fn expected_numbers_are_read_as_written() {
    let dir = folder(&[
        ("z.jsonl", "[2, [[0,0],[1,1]]]\n[1, [[0,0]]]\n"),
        ("z.expected.jsonl", "[-0, 0]\n[1e0]\n"),
    ]);
    test_in(&dir)
        .arg("z.jsonl")
        .assert()
        .code(1)
        .stderr("")
        .stdout(concat!(
            "FAIL z.jsonl case 2 (line 2)\n",
            "  move 1: player 1 plays (0,0)\n",
            "  expected: 1e0 (a non-integer number)\n",
            "     found: 1 (an integer)\n",
            "  differing entries: 1 of 1\n",
            "1 passed, 1 failed\n",
        ));
}

#[test]
fn an_inline_line_with_a_duplicate_key_is_an_error_at_its_place() {
    let dir = folder(&[(
        "d.jsonl",
        concat!(
            "{\"input\": [[0,0]], \"expected\": \"Pending\", \"expected\": \"A\"}\n",
            "{\"input\": [[0,0]], \"input\": [[1,1]], \"expected\": \"Pending\"}\n",
            "{\"input\": [[0,0]], \"expected\": \"Pending\"}\n",
        ),
    )]);
    test_in(&dir)
        .arg("d.jsonl")
        .assert()
        .code(2)
        .stdout("1 passed, 0 failed\n")
        .stderr(concat!(
            "ttt-judge: case 1 (d.jsonl:1): duplicate key \"expected\"\n",
            "ttt-judge: case 2 (d.jsonl:2): duplicate key \"input\"\n",
        ));
}

/// A fullline case that names its players (`"players"`) names the mover
/// of a differing move from them.
#[test]
fn a_failure_names_the_player_the_case_names() {
    let dir = folder(&[
        (
            "p.jsonl",
            "{\"n\":3,\"moves\":[[0,0],[0,1],[0,2]],\"players\":[2,2,2]}\n",
        ),
        ("p.expected.jsonl", "[0,0,1]\n"),
    ]);
    test_in(&dir)
        .arg("p.jsonl")
        .assert()
        .code(1)
        .stdout(concat!(
            "FAIL p.jsonl case 1 (line 1)\n",
            "  move 3: player 2 plays (0,2)\n",
            "  expected: 1\n",
            "     found: 2\n",
            "  differing entries: 1 of 3\n",
            "0 passed, 1 failed\n",
        ));
}
