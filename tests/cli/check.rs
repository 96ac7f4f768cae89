//! `ttt-judge check`.

use std::fs;

use tempfile::TempDir;

use crate::ttt_judge;

/// A classic, a fullline and a multi case.
const CASES: &str = concat!(
    "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n",
    "[3, [[0,0],[1,1],[0,1],[2,2],[0,2]]]\n",
    "[3, [\"X\",\"O\"], [\"X\",\"O\"], [1,1], [1,0]]\n",
);

/// The judge's answers to [`CASES`].
const RIGHT: &str = concat!(
    "\"A\"\n",
    "[0, 0, 0, 0, 1]\n",
    "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]\n",
);

/// A scratch folder with `cases.jsonl` and `answers.txt`.
fn folder(cases: &str, answers: &str) -> TempDir {
    let dir = tempfile::tempdir().expect("a scratch folder");
    fs::write(dir.path().join("cases.jsonl"), cases).expect("a scratch file");
    fs::write(dir.path().join("answers.txt"), answers).expect("a scratch file");
    dir
}

fn check(dir: &TempDir) -> assert_cmd::Command {
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .args(["check", "cases.jsonl", "answers.txt"]);
    cmd
}

#[test]
fn right_answers_are_accepted() {
    let dir = folder(CASES, RIGHT);
    check(&dir)
        .assert()
        .code(0)
        .stdout("3 accepted, 0 wrong\n")
        .stderr("");
}

#[test]
fn answers_can_come_from_stdin() {
    let dir = folder(CASES, "");
    ttt_judge()
        .current_dir(dir.path())
        .args(["check", "cases.jsonl", "-"])
        .write_stdin(RIGHT)
        .assert()
        .code(0)
        .stdout("3 accepted, 0 wrong\n");
}

#[test]
fn a_wrong_entry_is_reported_with_its_move() {
    let dir = folder(CASES, &RIGHT.replace("[0, 0, 0, 0, 1]", "[0, 0, 0, 1, 0]"));
    check(&dir).assert().code(1).stderr("").stdout(concat!(
        "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
        "  move 4: player 2 plays (2,2)\n",
        "  expected: 0\n",
        "     found: 1\n",
        "  differing entries: 2 of 5\n",
        "2 accepted, 1 wrong\n",
    ));
}

#[test]
fn a_number_is_not_a_string() {
    let dir = folder(CASES, &RIGHT.replace("1]\n", "\"1\"]\n"));
    check(&dir).assert().code(1).stdout(concat!(
        "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
        "  move 5: player 1 plays (0,2)\n",
        "  expected: 1 (a number)\n",
        "     found: \"1\" (a string)\n",
        "  differing entries: 1 of 5\n",
        "2 accepted, 1 wrong\n",
    ));
}

#[test]
fn a_string_is_not_a_pair() {
    let answers = RIGHT.replace("[\"IN_PROGRESS\",\"IN_PROGRESS\"]]", "\"IN_PROGRESS\"]");
    let dir = folder(CASES, &format!("[\"A\"]\n{}", &answers[4..]));
    check(&dir).assert().code(1).stdout(concat!(
        "case 1 (cases.jsonl:1): wrong answer (answers.txt:1)\n",
        "  expected: \"A\" (a string)\n",
        "     found: [\"A\"] (a list of 1)\n",
        "case 3 (cases.jsonl:3): wrong answer (answers.txt:3)\n",
        "  call 2: \"O\" plays (1,0)\n",
        "  expected: [\"IN_PROGRESS\",\"IN_PROGRESS\"] (a pair)\n",
        "     found: \"IN_PROGRESS\" (a string)\n",
        "  differing entries: 1 of 2\n",
        "1 accepted, 2 wrong\n",
    ));
}

#[test]
fn a_line_that_is_not_json_is_named_by_its_number() {
    let dir = folder(CASES, &RIGHT.replace("[0, 0, 0, 0, 1]", "[0, 0,"));
    check(&dir).assert().code(1).stdout(concat!(
        "case 2 (cases.jsonl:2): answers.txt:2 is not JSON: EOF while parsing a value (column 6)\n",
        "2 accepted, 1 wrong\n",
    ));
}

#[test]
fn fewer_answers_than_cases() {
    let dir = folder(CASES, "\"A\"\n");
    check(&dir).assert().code(1).stdout(concat!(
        "case 2 (cases.jsonl:2): no answer (answers.txt ends at line 1)\n",
        "case 3 (cases.jsonl:3): no answer (answers.txt ends at line 1)\n",
        "1 accepted, 2 wrong\n",
    ));
}

#[test]
fn more_answers_than_cases() {
    let dir = folder(CASES, &format!("{RIGHT}\"B\"\n\n\n"));
    check(&dir).assert().code(1).stdout(concat!(
        "answers.txt:4: an answer with no case (more answers than cases)\n",
        "3 accepted, 1 wrong\n",
    ));
}

#[test]
fn json_prints_one_verdict_per_case_and_the_summary_on_stderr() {
    let dir = folder(CASES, "\"B\"\n{\n[0,0]\n\"extra\"\n");
    check(&dir).arg("--json").assert().code(1).stderr("0 accepted, 4 wrong\n").stdout(concat!(
        "{\"case\":1,\"differing\":1,\"entry\":null,\"expected\":\"A\",\"found\":\"B\",\"line\":1,\"verdict\":\"WA\"}\n",
        "{\"case\":2,\"error\":\"not JSON: EOF while parsing an object (column 1)\",\"line\":2,\"verdict\":\"PE\"}\n",
        "{\"case\":3,\"differing\":2,\"entry\":0,\"expected\":[\"IN_PROGRESS\",\"IN_PROGRESS\"],\"found\":0,\"line\":3,\"verdict\":\"PE\"}\n",
        "{\"case\":null,\"error\":\"an answer with no case\",\"line\":4,\"verdict\":\"WA\"}\n",
    ));
}

#[test]
fn a_case_that_cannot_be_judged_exits_2() {
    let dir = folder("[[0,0],[0,0]]\n\"A\"\n", "\"A\"\n\"A\"\n");
    check(&dir).assert().code(2).stdout("0 accepted, 0 wrong\n").stderr(concat!(
        "ttt-judge: case 1 (cases.jsonl:1): moves[1] = [0,0] uses a cell already taken by moves[0] (its answer is not graded)\n",
        "ttt-judge: case 2 (cases.jsonl:2:1): a case is a JSON object or array, found \"A\" (its answer is not graded)\n",
    ));
}

#[test]
fn unreadable_inputs_exit_2() {
    let dir = folder(CASES, RIGHT);
    ttt_judge()
        .current_dir(dir.path())
        .args(["check", "cases.jsonl", "nowhere.txt"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("ttt-judge: nowhere.txt: No such file or directory (os error 2)\n");
    ttt_judge()
        .args(["check", "-", "-"])
        .assert()
        .code(2)
        .stderr("ttt-judge: CASES and ANSWERS cannot both be stdin (`-`)\n");
}

/// A fullline case of two moves, and its result.
const TWO_MOVES: &str = "[2, [[0,0],[1,1]]]\n";

#[test]
fn numbers_are_compared_as_written() {
    let dir = folder(
        CASES,
        concat!(
            "\"A\"\n",
            "[0,0,0,0,0.99999999999999999999]\n",
            "18446744073709551617\n",
        ),
    );
    check(&dir).assert().code(1).stderr("").stdout(concat!(
        "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
        "  move 5: player 1 plays (0,2)\n",
        "  expected: 1 (an integer)\n",
        "     found: 0.99999999999999999999 (a non-integer number)\n",
        "  differing entries: 1 of 5\n",
        "case 3 (cases.jsonl:3): wrong answer (answers.txt:3)\n",
        "  expected: [[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]] (a list of 2)\n",
        "     found: 18446744073709551617 (a number)\n",
        "1 accepted, 2 wrong\n",
    ));
}

#[test]
fn minus_zero_is_the_integer_zero_and_one_point_zero_is_not_one() {
    let dir = folder(
        CASES,
        &RIGHT.replace("[0, 0, 0, 0, 1]", "[-0, 0, 0, 0, 1.0]"),
    );
    check(&dir).assert().code(1).stdout(concat!(
        "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
        "  move 5: player 1 plays (0,2)\n",
        "  expected: 1 (an integer)\n",
        "     found: 1.0 (a non-integer number)\n",
        "  differing entries: 1 of 5\n",
        "2 accepted, 1 wrong\n",
    ));
    let dir = folder(CASES, &RIGHT.replace("[0, 0, 0, 0, 1]", "[-0, 0, 0, 0, 1]"));
    check(&dir).assert().code(0).stdout("3 accepted, 0 wrong\n");
}

#[test]
fn huge_and_deep_answers_are_wrong_answers() {
    let huge = format!("1{}", "0".repeat(1_000_000));
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let dir = folder(
        CASES,
        &format!(
            "{huge}\n{deep}\n[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]\n"
        ),
    );
    check(&dir).assert().code(1).stderr("").stdout(format!(
        concat!(
            "case 1 (cases.jsonl:1): wrong answer (answers.txt:1)\n",
            "  expected: \"A\" (a string)\n",
            "     found: 1{}… (a number)\n",
            "case 2 (cases.jsonl:2): wrong answer (answers.txt:2)\n",
            "  move 1: player 1 plays (0,0)\n",
            "  expected: 0 (a number)\n",
            "     found: {}… (a list of 1)\n",
            "  differing entries: 5 of 5 (expected 5 entries, found 1)\n",
            "1 accepted, 2 wrong\n",
        ),
        "0".repeat(99),
        "[".repeat(100),
    ));
}

#[test]
fn a_byte_order_mark_may_begin_the_answers() {
    let dir = folder(CASES, &format!("\u{feff}{RIGHT}"));
    check(&dir).assert().code(0).stdout("3 accepted, 0 wrong\n");
}

#[test]
fn a_list_of_two_is_not_a_pair_unless_it_is_a_calls_result() {
    let dir = folder(TWO_MOVES, "\"A\"\n");
    check(&dir).assert().code(1).stdout(concat!(
        "case 1 (cases.jsonl:1): wrong answer (answers.txt:1)\n",
        "  expected: [0,0] (a list of 2)\n",
        "     found: \"A\" (a string)\n",
        "0 accepted, 1 wrong\n",
    ));
}

#[test]
fn json_verdicts_keep_numbers_as_written() {
    let dir = folder(TWO_MOVES, "[ -0 , 1.0 ]\n[0,0]\n");
    check(&dir).arg("--json").assert().code(1).stderr("0 accepted, 2 wrong\n").stdout(concat!(
        "{\"case\":1,\"differing\":1,\"entry\":1,\"expected\":0,\"found\":1.0,\"line\":1,\"verdict\":\"PE\"}\n",
        "{\"case\":null,\"error\":\"an answer with no case\",\"line\":2,\"verdict\":\"WA\"}\n",
    ));
}

/// A fullline case that names its players (`"players"`) names the mover
/// of a differing move from them, not from the turn order.
#[test]
fn a_wrong_answer_names_the_player_the_case_names() {
    let dir = folder(
        "{\"n\":3,\"moves\":[[0,0],[0,1],[0,2]],\"players\":[2,2,2]}\n",
        "[0,0,1]\n",
    );
    check(&dir).assert().code(1).stderr("").stdout(concat!(
        "case 1 (cases.jsonl:1): wrong answer (answers.txt:1)\n",
        "  move 3: player 2 plays (0,2)\n",
        "  expected: 2\n",
        "     found: 1\n",
        "  differing entries: 1 of 3\n",
        "0 accepted, 1 wrong\n",
    ));
}
