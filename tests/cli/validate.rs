//! `ttt-judge validate`.

use predicates::prelude::*;

use crate::ttt_judge;

#[test]
fn valid_cases_exit_0_quietly() {
    ttt_judge()
        .args([
            "validate",
            "fixtures/seeds/classic-example-1.json",
            "fixtures/seeds/multi-example-2.json",
        ])
        .assert()
        .code(0)
        .stdout("")
        .stderr("");
}

#[test]
fn each_broken_constraint_is_named_with_its_place() {
    let cases = [
        (
            r#"{"n":2,"playerMarks":["X","O"],"players":[],"rows":[],"cols":[]}"#,
            "n = 2 is outside [3, 200]",
        ),
        (
            r#"{"n":3,"playerMarks":["X"],"players":[],"rows":[],"cols":[]}"#,
            "playerMarks has K = 1 marks, outside [2, 16]",
        ),
        (
            r#"{"n":3,"playerMarks":["X","O"],"players":["Y"],"rows":[0],"cols":[0]}"#,
            r#"players[0] = "Y" is not one of playerMarks ["X","O"]"#,
        ),
        (
            r#"{"n":3,"playerMarks":["X","O"],"players":["X"],"rows":[1000000001],"cols":[0]}"#,
            "rows[0] = 1000000001 is outside [-10^9, 10^9]",
        ),
        (
            r#"{"n":1001,"moves":[[0,0]]}"#,
            "n = 1001 is outside [1, 1000]",
        ),
        (
            r#"{"n":2,"moves":[]}"#,
            "moves has 0 moves, outside [1, min(n², 100000)] = [1, 4]",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[3,0]]}"#,
            "moves[1] = [3,0] is off the 3×3 board (row and col must be in [0, 2])",
        ),
        (
            r#"{"moves":[[0,0],[1,1],[2,1],[0,2],[2,1]]}"#,
            "moves[4] = [2,1] uses a cell already taken by moves[2]",
        ),
        (
            r#"{"moves":[[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]}"#,
            "moves[5] = [2,2] comes after the game was won by moves[4] (no move may follow a winning move)",
        ),
        (r#"{"moves":[]}"#, "moves has 0 moves, outside [1, 9]"),
    ];
    for (case, message) in cases {
        let input = format!("[[0,0]]\n{case}\n");
        ttt_judge()
            .args(["validate", "-"])
            .write_stdin(input)
            .assert()
            .code(1)
            .stdout(format!("case 2 (<stdin>:2): {message}\n"))
            .stderr("ttt-judge: 1 case breaks a constraint\n");
    }
}

#[test]
fn an_unreadable_case_exits_2() {
    ttt_judge()
        .arg("validate")
        .write_stdin("{\"n\":3,\"playerMarks\":[\"X\",\"X\"],\"players\":[],\"rows\":[],\"cols\":[]}\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr("ttt-judge: case 1 (<stdin>:1:27): playerMarks[1] = \"X\" repeats playerMarks[0] (marks must be distinct)\n");
    ttt_judge()
        .args(["validate", "no/such/file"])
        .assert()
        .code(2);
}

#[test]
fn summary_reports_coverage() {
    let input = "\
[3,[\"X\",\"O\"],[\"X\",\"O\",\"X\",\"O\",\"X\"],[0,1,0,1,0],[0,0,1,1,2]]
{\"moves\":[[0,0],[1,1],[0,2],[0,1],[2,1],[1,2],[1,0],[2,0],[2,2]]}
[[0,0],[1,1],[0,2],[0,1],[2,1],[1,2],[1,0],[2,0],[2,2]]
";
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin(input)
        .assert()
        .code(0)
        .stdout(
            "\
3 cases: 3 valid, 0 invalid, 0 could not be read
multi: 1 case, 0 invalid
  n: 3 to 3 (lower limit 3: hit; upper limit 200: not reached)
  K: 2 to 2 (lower limit 2: hit; upper limit 16: not reached)
  M: 5 to 5 (lower limit 0: not reached; upper limit 40000: not reached)
  rows: 0 to 1 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  cols: 0 to 2 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  \"k\" (extension; the statement fixes 3): unused
  results: WIN:X 1, TIE 0, IN_PROGRESS 0
  won on: a row 1, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  INVALID calls: 0 (GAME_OVER 0, WRONG_TURN 0, OUT_OF_BOUNDS 0, OCCUPIED 0)
  endings not reached: TIE, IN_PROGRESS, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell, GAME_OVER, WRONG_TURN, OUT_OF_BOUNDS, OCCUPIED
  duplicates: none
classic: 2 cases, 0 invalid
  moves: 9 to 9 (lower limit 1: not reached; upper limit 9: hit)
  rows: 0 to 2 (lower limit 0: hit; upper limit 2: hit)
  cols: 0 to 2 (lower limit 0: hit; upper limit 2: hit)
  results: A 0, B 0, Draw 2, Pending 0
  won on: a row 0, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  endings not reached: A, B, Pending, won on a row, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell
  duplicates: case 3 = case 2
",
        );
}

#[test]
fn summary_reports_fullline_coverage() {
    // Case 1 completes the top row for player 1; case 2 is the statement's
    // column win for player 2; case 3 is n = 1, where one move is both
    // limits of the move count; case 4 fills the board (9 = n² moves); case
    // 5 is unfinished; case 6 is case 1 in the positional form; case 7 uses
    // a cell twice, so it is invalid and cannot be judged.
    let input = "\
{\"n\":3,\"moves\":[[0,0],[1,1],[0,1],[2,2],[0,2]]}
[4,[[0,0],[0,3],[1,1],[1,3],[2,2],[2,3],[3,0],[3,3]]]
{\"n\":1,\"moves\":[[0,0]]}
[3,[[0,0],[1,1],[0,2],[0,1],[2,1],[1,2],[1,0],[2,0],[2,2]]]
{\"n\":2,\"moves\":[[0,0]]}
[3,[[0,0],[1,1],[0,1],[2,2],[0,2]]]
{\"n\":3,\"moves\":[[0,0],[0,0]]}
";
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(
            "\
case 7 (<stdin>:7): moves[1] = [0,0] uses a cell already taken by moves[0]
7 cases: 6 valid, 1 invalid, 0 could not be read
fullline: 7 cases, 1 invalid
  n: 1 to 4 (lower limit 1: hit; upper limit 1000: not reached)
  moves: 1 to 9 (lower limit 1: hit; upper limit min(n², 100000): hit)
  rows: 0 to 3 (lower limit 0: hit; upper limit n-1: hit)
  cols: 0 to 3 (lower limit 0: hit; upper limit n-1: hit)
  \"players\" (extension; the statement alternates them): unused
  results: player 1 wins 3, player 2 wins 1, draw (full board) 1, no winner yet 1, not judged (a move breaks a rule) 1
  won on: a row 3, a column 1, a diagonal 0, an anti-diagonal 0, the last cell 1
  endings not reached: won on a diagonal, won on an anti-diagonal
  duplicates: case 6 = case 1
",
        )
        .stderr("ttt-judge: 1 case breaks a constraint\n");
}

#[test]
fn summary_says_how_each_limit_is_met_hit_or_broken() {
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin("[]\n[[0,0],[0,1],[0,2],[1,0],[1,1],[1,2],[2,0],[2,1],[2,2],[0,0]]\n")
        .assert()
        .code(1)
        .stdout(
            "\
case 1 (<stdin>:1): moves has 0 moves, outside [1, 9]
case 2 (<stdin>:2): moves has 10 moves, outside [1, 9]
case 2 (<stdin>:2): moves[7] = [2,1] comes after the game was won by moves[6] (no move may follow a winning move)
2 cases: 0 valid, 2 invalid, 0 could not be read
classic: 2 cases, 2 invalid
  moves: 0 to 10 (lower limit 1: broken by 0; upper limit 9: broken by 10)
  rows: 0 to 2 (lower limit 0: hit; upper limit 2: hit)
  cols: 0 to 2 (lower limit 0: hit; upper limit 2: hit)
  results: A 0, B 0, Draw 0, Pending 1, not judged (a move breaks a rule) 1
  won on: a row 0, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  endings not reached: A, B, Draw, won on a row, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell
  duplicates: none
",
        )
        .stderr("ttt-judge: 2 cases break a constraint\n");
    let input = "\
[3,[\"X\",\"O\"],[\"X\",\"O\",\"X\"],[-2000000000,-1000000000,5000000000],[0,1000000000,-1000000001]]
[3,[\"X\",\"O\"],[\"X\"],[1000000001],[1000000001]]
";
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "
2 cases: 0 valid, 2 invalid, 0 could not be read
multi: 2 cases, 2 invalid
  n: 3 to 3 (lower limit 3: hit; upper limit 200: not reached)
  K: 2 to 2 (lower limit 2: hit; upper limit 16: not reached)
  M: 1 to 3 (lower limit 0: not reached; upper limit 40000: not reached)
  rows: -2000000000 to 5000000000 (lower limit -10^9: hit, and broken by -2000000000; upper limit 10^9: broken by 2 values from 1000000001 to 5000000000)
  cols: -1000000001 to 1000000001 (lower limit -10^9: broken by -1000000001; upper limit 10^9: hit, and broken by 1000000001)
",
        ));
}

#[test]
fn summary_agrees_in_number() {
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin("{\"n\":3,\"k\":3,\"playerMarks\":[\"X\",\"O\"],\"players\":[\"X\"],\"rows\":[0],\"cols\":[0]}\n")
        .assert()
        .code(0)
        .stdout(
            "\
1 case: 1 valid, 0 invalid, 0 could not be read
multi: 1 case, 0 invalid
  n: 3 to 3 (lower limit 3: hit; upper limit 200: not reached)
  K: 2 to 2 (lower limit 2: hit; upper limit 16: not reached)
  M: 1 to 1 (lower limit 0: not reached; upper limit 40000: not reached)
  rows: 0 to 0 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  cols: 0 to 0 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  \"k\" (extension; the statement fixes 3): k = 3 in 1 case
  results: TIE 0, IN_PROGRESS 1
  won on: a row 0, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  INVALID calls: 0 (GAME_OVER 0, WRONG_TURN 0, OUT_OF_BOUNDS 0, OCCUPIED 0)
  endings not reached: TIE, a win, won on a row, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell, GAME_OVER, WRONG_TURN, OUT_OF_BOUNDS, OCCUPIED
  duplicates: none
",
        )
        .stderr("");
}

#[test]
fn a_win_length_other_than_three_breaks_statement_000() {
    let input = "\
{\"n\":5,\"k\":5,\"playerMarks\":[\"X\",\"O\"],\"players\":[],\"rows\":[],\"cols\":[]}
{\"n\":5,\"k\":3,\"playerMarks\":[\"X\",\"O\"],\"players\":[],\"rows\":[],\"cols\":[]}
{\"n\":5,\"k\":1,\"playerMarks\":[\"X\",\"O\"],\"players\":[],\"rows\":[],\"cols\":[]}
";
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "\
case 1 (<stdin>:1): k = 5 is not 3: statement 000 fixes the win length at three (\"k\" is an extension the judge supports)
case 3 (<stdin>:3): k = 1 is not 3: statement 000 fixes the win length at three (\"k\" is an extension the judge supports)
3 cases: 1 valid, 2 invalid, 0 could not be read
",
        ).and(predicate::str::contains(
            "  \"k\" (extension; the statement fixes 3): k = 1 in 1 case, k = 3 in 1 case, k = 5 in 1 case\n",
        )))
        .stderr("ttt-judge: 2 cases break a constraint\n");
}

#[test]
fn a_folder_of_tests_and_fixtures_is_validated_as_grade_reads_it() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folders");
        std::fs::write(path, text).expect("a test");
    };
    write("data/sample/1.in", "{\"moves\":[[1,1]]}\n");
    write("data/sample/1.ans", "\"Pending\"\n");
    write("data/secret/group/2.in", "{\"moves\":[[5,5]]}\n");
    write("data/secret/group/3.in", "[[0,0],\n");
    write("data/secret/notes.txt", "not a test\n");
    write(
        "data/secret/inline.jsonl",
        "{\"input\": {\"n\": 1, \"moves\": [[0,0]]}, \"expected\": [1]}\n{\"input\": [], \"expected\": \"Pending\"}\n",
    );
    write("data/secret/paired.json", "[[2,2]]\n");
    write("data/secret/paired.expected.json", "\"Pending\"\n");
    ttt_judge()
        .current_dir(dir.path())
        .args(["validate", "data"])
        .assert()
        .code(2)
        .stdout(concat!(
            "case 2 (data/secret/group/2.in:1): moves[0] = [5,5] is off the 3×3 board (row and col must be in [0, 2])\n",
            "case 5 (data/secret/inline.jsonl:2): moves has 0 moves, outside [1, 9]\n",
        ))
        .stderr(concat!(
            "ttt-judge: case 3 (data/secret/group/3.in:1:8): invalid JSON: the case stops here unfinished, at the end of the input\n",
            "ttt-judge: 2 cases break a constraint\n",
        ));
    std::fs::remove_file(dir.path().join("data/secret/group/3.in")).expect("removed");
    ttt_judge()
        .current_dir(dir.path())
        .args(["validate", "data/sample", "data/secret/paired.json"])
        .assert()
        .code(0)
        .stdout("")
        .stderr("");
    std::fs::create_dir(dir.path().join("none")).expect("a folder");
    ttt_judge()
        .current_dir(dir.path())
        .args(["validate", "none"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("ttt-judge: none: no tests (a folder of tests holds one case in each NAME.in, its answer in NAME.ans, or fixtures: NAME.json or NAME.jsonl files; its subfolders are read too)\n");
}
