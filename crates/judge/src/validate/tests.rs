//! Each constraint broken alone, and the summary of a small set.

use super::*;
use crate::parse_case;
use crate::variant::Variant;

fn problems(json: &str) -> Vec<String> {
    let case = parse_case(json.as_bytes(), None).expect("the test case parses");
    validate(&case)
        .shown
        .into_iter()
        .map(|p| p.message)
        .collect()
}

fn multi(n: u64, marks: &str, calls: &[(char, i64, i64)]) -> String {
    let marks: Vec<String> = marks
        .chars()
        .map(|m| format!("{:?}", m.to_string()))
        .collect();
    let players: Vec<String> = calls
        .iter()
        .map(|c| format!("{:?}", c.0.to_string()))
        .collect();
    let rows: Vec<String> = calls.iter().map(|c| c.1.to_string()).collect();
    let cols: Vec<String> = calls.iter().map(|c| c.2.to_string()).collect();
    format!(
        r#"{{"n":{n},"playerMarks":[{}],"players":[{}],"rows":[{}],"cols":[{}]}}"#,
        marks.join(","),
        players.join(","),
        rows.join(","),
        cols.join(",")
    )
}

#[test]
fn the_seed_examples_are_valid() {
    assert!(problems(&multi(3, "XO", &[('X', 0, 0), ('O', 1, 0)])).is_empty());
    assert!(problems(&multi(3, "AB", &[('B', 0, 0), ('A', 0, 0), ('A', -1, 0)])).is_empty());
    assert!(problems(r#"{"n":3,"moves":[[0,0],[1,1],[0,1],[2,2],[0,2]]}"#).is_empty());
    assert!(problems(r#"[[0,0],[2,0],[1,1],[2,1],[2,2]]"#).is_empty());
}

#[test]
fn multi_limits_each_alone() {
    assert_eq!(
        problems(&multi(2, "XO", &[])),
        ["n = 2 is outside [3, 200]"]
    );
    assert_eq!(
        problems(&multi(201, "XO", &[])),
        ["n = 201 is outside [3, 200]"]
    );
    assert_eq!(
        problems(&multi(3, "X", &[])),
        ["playerMarks has K = 1 marks, outside [2, 16]"]
    );
    assert_eq!(
        problems(&multi(3, "ABCDEFGHIJKLMNOPQ", &[])),
        ["playerMarks has K = 17 marks, outside [2, 16]"]
    );
    assert_eq!(
        problems(&multi(3, "XO", &[('X', 0, 0), ('Z', 1, 1)])),
        [r#"players[1] = "Z" is not one of playerMarks ["X","O"]"#]
    );
    assert_eq!(
        problems(&multi(3, "XO", &[('X', 1_000_000_001, 0)])),
        ["rows[0] = 1000000001 is outside [-10^9, 10^9]"]
    );
    assert_eq!(
        problems(&multi(3, "XO", &[('X', 0, -1_000_000_001)])),
        ["cols[0] = -1000000001 is outside [-10^9, 10^9]"]
    );
    assert!(problems(&multi(3, "XO", &[('X', 1_000_000_000, -1_000_000_000)])).is_empty());
}

#[test]
fn too_many_calls() {
    let calls = vec![('X', 0, 0); 40_001];
    assert_eq!(
        problems(&multi(3, "XO", &calls)),
        ["players, rows and cols have 40001 entries (M = 40001 is more than 40000)"]
    );
    assert!(problems(&multi(3, "XO", &calls[1..])).is_empty());
}

#[test]
fn fullline_limits_and_rules_each_alone() {
    assert_eq!(
        problems(r#"{"n":1001,"moves":[[0,0]]}"#),
        ["n = 1001 is outside [1, 1000]"]
    );
    assert_eq!(
        problems(r#"{"n":3,"moves":[]}"#),
        ["moves has 0 moves, outside [1, min(n², 100000)] = [1, 9]"]
    );
    assert_eq!(
        problems(r#"{"n":3,"moves":[[0,0],[3,1]]}"#),
        ["moves[1] = [3,1] is off the 3×3 board (row and col must be in [0, 2])"]
    );
    assert_eq!(
        problems(r#"{"n":3,"moves":[[0,0],[1,1],[2,1],[0,2],[2,1]]}"#),
        ["moves[4] = [2,1] uses a cell already taken by moves[2]"]
    );
    assert_eq!(
        problems(r#"{"n":3,"moves":[[0,0],[1,1],[0,1],[2,2],[0,2],[2,0]]}"#),
        [
            "moves[5] = [2,0] comes after the game was won by moves[4] (no move may follow a winning move)"
        ]
    );
}

#[test]
fn a_case_lists_all_its_problems() {
    assert_eq!(
        problems(r#"{"n":3,"moves":[[0,0],[0,0],[5,5],[0,0]]}"#),
        [
            "moves[1] = [0,0] uses a cell already taken by moves[0]",
            "moves[2] = [5,5] is off the 3×3 board (row and col must be in [0, 2])",
            "moves[3] = [0,0] uses a cell already taken by moves[0]",
        ]
    );
    let calls = vec![('Q', 0, 0); 30];
    let case = parse_case(multi(3, "XO", &calls).as_bytes(), None).expect("parses");
    let found = validate(&case);
    assert_eq!((found.shown.len(), found.total), (MAX_SHOWN, 30));
}

#[test]
fn the_winning_move_is_named_after_a_skipped_move() {
    // moves[1] is rejected and skipped, so A's top row lands on moves[5].
    assert_eq!(
        problems(r#"[[0,0],[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]"#),
        [
            "moves[1] = [0,0] uses a cell already taken by moves[0]",
            "moves[6] = [2,2] comes after the game was won by moves[5] (no move may follow a winning move)",
        ]
    );
}

#[test]
fn classic_limits() {
    assert_eq!(
        problems(r#"{"moves":[]}"#),
        ["moves has 0 moves, outside [1, 9]"]
    );
    assert_eq!(
        problems(r#"[[0,0],[0,3]]"#),
        ["moves[1] = [0,3] is off the 3×3 board (row and col must be in [0, 2])"]
    );
}

#[test]
fn summary_of_a_small_set() {
    let mut summary = Summary::new();
    let cases = [
        multi(
            3,
            "XO",
            &[
                ('X', 0, 0),
                ('O', 1, 0),
                ('X', 0, 1),
                ('O', 1, 1),
                ('X', 0, 2),
            ],
        ),
        multi(
            3,
            "AB",
            &[('B', 0, 0), ('A', 0, 0), ('B', -1, 0), ('B', 0, 0)],
        ),
        r#"{"n":3,"moves":[[0,0],[1,1],[0,1],[2,2],[0,2]]}"#.to_string(),
        r#"[3,[[0,0],[1,1],[0,1],[2,2],[0,2]]]"#.to_string(),
        r#"[[0,0],[0,0]]"#.to_string(),
    ];
    for (i, json) in cases.iter().enumerate() {
        let case = parse_case(json.as_bytes(), None).expect("parses");
        summary.add(i + 1, &case, validate(&case).is_empty());
    }
    summary.add_unreadable();
    assert_eq!(
        summary.to_string(),
        "\
6 cases: 4 valid, 1 invalid, 1 could not be read
multi: 2 cases, 0 invalid
  n: 3 to 3 (lower limit 3: hit; upper limit 200: not reached)
  K: 2 to 2 (lower limit 2: hit; upper limit 16: not reached)
  M: 4 to 5 (lower limit 0: not reached; upper limit 40000: not reached)
  rows: -1 to 1 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  cols: 0 to 2 (lower limit -10^9: not reached; upper limit 10^9: not reached)
  \"k\" (extension; the statement fixes 3): unused
  results: WIN:X 1, TIE 0, IN_PROGRESS 1
  won on: a row 1, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  INVALID calls: 3 (GAME_OVER 0, WRONG_TURN 1, OUT_OF_BOUNDS 1, OCCUPIED 1)
  endings not reached: TIE, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell, GAME_OVER
  duplicates: none
fullline: 2 cases, 0 invalid
  n: 3 to 3 (lower limit 1: not reached; upper limit 1000: not reached)
  moves: 5 to 5 (lower limit 1: not reached; upper limit min(n², 100000): not reached)
  rows: 0 to 2 (lower limit 0: hit; upper limit n-1: hit)
  cols: 0 to 2 (lower limit 0: hit; upper limit n-1: hit)
  \"players\" (extension; the statement alternates them): unused
  results: player 1 wins 2, player 2 wins 0, draw (full board) 0, no winner yet 0
  won on: a row 2, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  endings not reached: player 2 wins, draw (full board), no winner yet, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell
  duplicates: case 4 = case 3
classic: 1 case, 1 invalid
  moves: 2 to 2 (lower limit 1: not reached; upper limit 9: not reached)
  rows: 0 to 0 (lower limit 0: hit; upper limit 2: not reached)
  cols: 0 to 0 (lower limit 0: hit; upper limit 2: not reached)
  results: A 0, B 0, Draw 0, Pending 0, not judged (a move breaks a rule) 1
  won on: a row 0, a column 0, a diagonal 0, an anti-diagonal 0, the last cell 0
  endings not reached: A, B, Draw, Pending, won on a row, won on a column, won on a diagonal, won on an anti-diagonal, won on the last cell
  duplicates: none
"
    );
}

/// Every input `generate::invalid` makes breaks its constraint and no
/// other: validation names that one alone, or reading it fails for it.
#[test]
fn each_invalid_input_breaks_its_constraint_alone() {
    use crate::generate::invalid;
    for variant in Variant::ALL {
        let made = invalid(variant);
        for &constraint in Constraint::of(variant) {
            assert!(
                made.iter().any(|b| b.constraint == constraint),
                "{variant:?}: nothing breaks {constraint}"
            );
        }
        for broken in made {
            let what = format!(
                "{variant:?} {}: {}",
                broken.constraint,
                &broken.text[..broken.text.len().min(80)]
            );
            match parse_case(broken.text.as_bytes(), Some(variant)) {
                Ok(case) => {
                    assert_eq!(validate(&case).broken, [broken.constraint], "{what}");
                    let mut written = Vec::new();
                    crate::case::write_case(&case, &mut written);
                    assert_eq!(
                        String::from_utf8_lossy(&written),
                        broken.text,
                        "{what}: as written"
                    );
                }
                Err(error) => {
                    assert_eq!(
                        Constraint::of_error(&error.kind),
                        Some(broken.constraint),
                        "{what}: {error}"
                    )
                }
            }
        }
    }
}
