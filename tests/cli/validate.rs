//! `ttt-judge validate`.

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
multi: 1 cases, 0 invalid
  n: 3 to 3 (limits 3 and 200: lower hit)
  K: 2 to 2 (limits 2 and 16: lower hit)
  M: 5 to 5 (limits 0 and 40000: neither hit)
  rows and cols: 0 to 2 (limits -10^9 and 10^9: neither hit)
  \"k\" (extension, not in the statement): unused
  results: WIN:X 1, TIE 0, IN_PROGRESS 0
  INVALID calls: 0 (GAME_OVER 0, WRONG_TURN 0, OUT_OF_BOUNDS 0, OCCUPIED 0)
  duplicates: none
classic: 2 cases, 0 invalid
  moves: 9 to 9 (limits 1 and 9: upper hit)
  rows and cols: 0 to 2 (limits 0 and 2: both hit)
  results: A 0, B 0, Draw 2, Pending 0
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
  n: 1 to 4 (limits 1 and 1000: lower hit)
  moves: 1 to 9 (limits 1 and min(n², 100000): both hit)
  rows and cols: 0 to 3 (limits 0 and n-1: both hit)
  results: player 1 wins 3, player 2 wins 1, draw (full board) 1, no winner yet 1, not judged (a move breaks a rule) 1
  duplicates: case 6 = case 1
",
        )
        .stderr("ttt-judge: 1 case breaks a constraint\n");
}
