//! The `"players"` extension of `fullline` (LeetCode 348's
//! `move(row, col, player)`): `run`, `--explain`, `validate` and `show` on
//! cases that name each move's player, and the errors of a wrong list.

use predicates::prelude::*;

use crate::{outcome, ttt_judge};

/// Player 1 moves three times in a row and fills the top row.
const RUN_OF_ONE: &str = r#"{"n": 3, "moves": [[0,0],[0,1],[0,2]], "players": [1,1,1]}"#;
/// Player 2 moves first and twice in a row; nobody wins.
const TWO_FIRST: &str = r#"{"n": 3, "players": [2,2,1,2], "moves": [[0,0],[1,1],[2,2],[2,0]]}"#;

#[test]
fn run_plays_each_move_as_the_named_player() {
    let input = format!(
        "{RUN_OF_ONE}\n{TWO_FIRST}\n{}\n{}\n",
        r#"{"n": 2, "moves": [[0,0],[1,1],[0,1]], "players": [2,1,2]}"#,
        r#"{"n": 3, "moves": [], "players": []}"#,
    );
    ttt_judge()
        .arg("run")
        .write_stdin(input)
        .assert()
        .code(0)
        .stdout("[0,0,1]\n[0,0,0,0]\n[0,0,2]\n[]\n")
        .stderr("");
}

#[test]
fn explain_and_show_use_the_named_players() {
    ttt_judge()
        .args(["run", "--explain"])
        .write_stdin(RUN_OF_ONE)
        .assert()
        .code(0)
        .stdout(concat!(
            r#"{"variant":"fullline","result":[0,0,1],"end":{"move":2,"outcome":"WIN","winner":1,"#,
            r#""line":{"kind":"row","index":0},"cells":[[0,0],[0,1],[0,2]]}}"#,
            "\n"
        ));
    let (stdout, stderr, code) = outcome(ttt_judge().arg("show").write_stdin(TWO_FIRST));
    assert_eq!((stderr.as_str(), code), ("", 0));
    assert_eq!(
        stdout,
        "\
fullline 3×3, a whole line wins, step 4 of 4
   0  1  2
0  2  .  .
1  .  2  .
2 [2] .  1
last: player 2 at (2, 0): accepted
status: in progress
"
    );
}

#[test]
fn validate_reports_the_extension_as_breaking_statement_001() {
    ttt_judge()
        .args(["validate", "--summary"])
        .write_stdin(format!("{RUN_OF_ONE}\n[3, [[0,0],[1,1],[0,1],[2,2],[0,2]]]\n"))
        .assert()
        .code(1)
        .stdout(
            "\
case 1 (<stdin>:1): players names the player of each move (LeetCode 348's move(row, col, player)), an extension the judge supports: statement 001 has the players alternate
2 cases: 1 valid, 1 invalid, 0 could not be read
fullline: 2 cases, 1 invalid
  n: 3 to 3 (lower limit 1: not reached; upper limit 1000: not reached)
  moves: 3 to 5 (lower limit 1: not reached; upper limit min(n², 100000): not reached)
  rows: 0 to 2 (lower limit 0: hit; upper limit n-1: hit)
  cols: 0 to 2 (lower limit 0: hit; upper limit n-1: hit)
  \"players\" (extension; the statement alternates them): used in 1 case
  results: player 1 wins 2, player 2 wins 0, draw (full board) 0, no winner yet 0
  won on: a row 2, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  endings not reached: player 2 wins, draw (full board), no winner yet, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell
  duplicates: none
",
        )
        .stderr("ttt-judge: 1 case breaks a constraint\n");
}

#[test]
fn a_wrong_list_of_players_is_an_error_that_names_its_place() {
    let cases = [
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":[1,3]}"#,
            "1:43): players[1] = 3 is not a player (1 or 2)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":[1,"X"]}"#,
            "1:43): players[1] = \\\"X\\\" is not a player (1 or 2)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":["X","O"]}"#,
            "1:41): players[0] = \\\"X\\\" is not a player (1 or 2)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":[1,2.5]}"#,
            "1:43): players[1] = 2.5 is not a player (1 or 2)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":[1]}"#,
            "1:40): players = [1] has 1 entry but moves has 2 (one player, 1 or 2, per move)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[1,1]],"players":[1,2,2]}"#,
            "1:40): players = [1,2,2] has 3 entries but moves has 2 (one player, 1 or 2, per move)",
        ),
        (
            r#"{"n":3,"moves":[[0,0]],"players":5}"#,
            "1:34): players = 5 is not a list",
        ),
        (
            r#"{"n":3,"playerMarks":["X","O"],"players":[1,2],"rows":[0,0],"cols":[1,1]}"#,
            "1:43): players[0] = 1 is not a mark (a one-character string)",
        ),
        (
            r#"{"n":3,"players":[1,2]}"#,
            "1:1): missing field \\\"moves\\\" (a fullline case has the fields n, moves and players)",
        ),
        (
            r#"{"n":3,"players":["X"]}"#,
            "1:1): missing field \\\"playerMarks\\\" (a multi case has the fields n, playerMarks, players, rows, cols and k)",
        ),
        (
            r#"{"moves":[[0,0]],"players":[1]}"#,
            "1:1): \\\"players\\\" is not a field of a classic case (a classic case has moves)",
        ),
        (
            r#"{"n":3,"moves":[[0,0],[0,1],[0,2],[1,1]],"players":[2,2,2,1]}"#,
            "1): moves[3] = [1,1] comes after the game was won by moves[2] (no move may follow a winning move)",
        ),
    ];
    for (case, message) in cases {
        ttt_judge()
            .arg("run")
            .write_stdin(case)
            .assert()
            .code(2)
            .stdout(format!("{{\"error\":\"case 1 (<stdin>:{message}\"}}\n"))
            .stderr(predicate::str::starts_with("ttt-judge: case 1 (<stdin>:"));
    }
}
