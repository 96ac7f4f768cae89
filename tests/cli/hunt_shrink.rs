//! `ttt-judge hunt` shrinking planted bugs in real solutions: a classic
//! win on the anti-diagonal to the five moves it takes, a crash on every
//! board larger than 1×1 to the 2×2 board, and a time limit on long games
//! within `--time`, with its long lines cut.

use std::time::{Duration, Instant};

use crate::{have, outcome, ttt_judge};

fn hunt(args: &[&str]) -> (String, String, i32) {
    outcome(ttt_judge().arg("hunt").args(args))
}

#[test]
fn a_classic_solution_blind_to_the_anti_diagonal_shrinks_to_five_moves() {
    if !have("python3", "shrinking a classic failure") {
        return;
    }
    let solution = "tests/solutions/classic_no_anti_diagonal.py";
    let (stdout, stderr, code) = hunt(&[solution, "--variant", "classic"]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    // A's three moves on the anti-diagonal and B's two, nearest the corner.
    assert_eq!(lines[0], r#"{"moves":[[0,2],[0,0],[1,1],[0,1],[2,0]]}"#);
    assert!(
        lines[1].starts_with("verdict: WA on case 7 of seed 0, shrunk in ")
            && lines[1].ends_with(" runs from 7 moves to 5 moves"),
        "{stdout}"
    );
    assert_eq!(
        lines[2],
        "  expected \"A\" (A holds the anti-diagonal: (0,2) (1,1) (2,0), complete at move 5), found \"Pending\""
    );
    assert!(
        lines[5].contains(r#""line":{"kind":"anti_diagonal"}"#),
        "{stdout}"
    );
}

#[test]
fn a_crash_on_every_larger_board_shrinks_to_the_smallest_board_that_crashes() {
    if !have("python3", "shrinking a crash") {
        return;
    }
    let solution = "tests/solutions/fullline_crashes_from_n2.py";
    let (stdout, stderr, code) = hunt(&[solution, "--variant", "fullline"]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], r#"{"n":2,"moves":[[0,0]]}"#, "{stdout}");
    assert!(lines[1].starts_with("verdict: RE on case "), "{stdout}");
    assert!(
        stdout.contains("IndexError: a board larger than 1x1"),
        "{stdout}"
    );
}

#[test]
fn time_bounds_the_shrinking_too_and_long_lines_are_cut() {
    if !have("python3", "shrinking a time limit") {
        return;
    }
    // A game of 100 000 moves, too slow: every run on it takes the time
    // limit, and shrinking it all the way would take many.
    let began = Instant::now();
    let (stdout, stderr, code) = hunt(&[
        "tests/solutions/fullline_slow_on_long_games.py",
        "--variant",
        "fullline",
        "--mode",
        "max",
        "--count",
        "1",
        "--time",
        "5",
        "--time-limit",
        "0.5",
    ]);
    let took = began.elapsed();
    assert_eq!(code, 1, "{stderr}");
    assert!(took < Duration::from_secs(60), "{took:?}");
    let lines: Vec<&str> = stdout.lines().collect();
    let case: serde_json::Value = serde_json::from_str(lines[0]).expect("the case, whole");
    let moves = case["moves"].as_array().expect("moves").len();
    assert!(moves >= 100, "{moves}");
    assert!(lines[1].starts_with("verdict: TLE on case 1 of seed 0, shrunk in "));
    assert!(
        lines.contains(&"(shrinking ran out of time: a smaller case may fail too)"),
        "{}",
        &stdout[stdout.find('\n').unwrap_or(0)..]
    );
    // Every line but the case is short, however long the game.
    for line in &lines[1..] {
        assert!(line.chars().count() <= 420, "{line}");
    }
    let expected = lines.iter().find(|l| l.starts_with("expected: "));
    assert!(expected.is_some_and(|l| l.ends_with('…')), "{stdout}");
}
