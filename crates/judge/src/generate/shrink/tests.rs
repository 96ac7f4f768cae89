//! Shrinking's candidates: each is smaller, the steps that keep a game
//! valid are there (pairs of moves, a smaller board with the moves moved
//! onto it), and the smallest games come in order and are valid.

use super::{candidates, measure, small_games, smaller};
use crate::case::{Case, write_case_string};
use crate::parse_case;
use crate::validate::validate;

fn case(text: &str) -> Case {
    parse_case(text.as_bytes(), None).expect("a case")
}

/// The candidates of `text` that keep their statement's limits, as
/// written.
fn valid_candidates(text: &str) -> Vec<String> {
    let case = case(text);
    candidates(&case)
        .iter()
        .filter(|c| validate(c).is_empty())
        .map(|c| write_case_string(&c))
        .collect()
}

#[test]
fn every_candidate_is_smaller_than_its_case() {
    for text in [
        r#"{"moves":[[0,2],[1,2],[1,0],[0,1],[1,1],[0,0],[2,0]]}"#,
        r#"{"n":5,"moves":[[4,4],[0,0],[3,3],[1,0],[2,2]]}"#,
        r#"{"n":4,"playerMarks":["a","b","c"],"players":["a","c","b"],"rows":[3,-1,2],"cols":[0,7,2]}"#,
    ] {
        let case = case(text);
        let all: Vec<Case> = candidates(&case).iter().collect();
        assert!(!all.is_empty(), "{text}");
        for candidate in &all {
            assert!(smaller(candidate, &case), "{text}: {candidate:?}");
            assert!(!smaller(&case, candidate), "{text}: {candidate:?}");
        }
    }
}

#[test]
fn a_classic_game_loses_a_move_of_each_player_and_stays_valid() {
    // A wins on the anti-diagonal at the seventh move; dropping A's move
    // at (1,0) and any one of B's leaves a valid win in five.
    let seven = r#"{"moves":[[0,2],[1,2],[1,0],[0,1],[1,1],[0,0],[2,0]]}"#;
    let found = valid_candidates(seven);
    assert!(
        found.contains(&r#"{"moves":[[0,2],[0,1],[1,1],[0,0],[2,0]]}"#.to_string()),
        "{found:?}"
    );
}

#[test]
fn a_smaller_board_takes_the_moves_that_fit_it() {
    let far = r#"{"n":8,"moves":[[6,6],[7,7]]}"#;
    let found = valid_candidates(far);
    // Dropping a move comes first, then the smallest board, the moves
    // moved up and left onto it (those that do not fit it dropped).
    assert_eq!(found[0], r#"{"n":8,"moves":[[6,6]]}"#);
    let at = |text: &str| found.iter().position(|f| f == text);
    let one = at(r#"{"n":1,"moves":[[0,0]]}"#).expect("on 1×1");
    let two = at(r#"{"n":2,"moves":[[0,0],[1,1]]}"#).expect("on 2×2");
    assert!(one < two, "{found:?}");
}

#[test]
fn the_smallest_games_come_fewest_moves_first_and_are_valid() {
    let classic = case(r#"{"moves":[[0,2],[1,2],[1,0],[0,1],[1,1]]}"#);
    let games = small_games(&classic, 20_000);
    // 9 games of one move, 9·8 of two, 9·8·7 of three, 9·8·7·6 of four.
    assert_eq!(games.len(), 9 + 72 + 504 + 3024);
    assert!(games.iter().all(|g| validate(g).is_empty()));
    let moves: Vec<usize> = games.iter().map(|g| measure(g).moves).collect();
    assert!(moves.is_sorted(), "fewest moves first");
    assert_eq!(write_case_string(&games[0]), r#"{"moves":[[0,0]]}"#);

    let fullline = case(r#"{"n":3,"moves":[[0,0],[1,1],[2,2]]}"#);
    let games: Vec<String> = small_games(&fullline, 90)
        .iter()
        .map(write_case_string)
        .collect();
    // One move on 1×1, 2×2 and 3×3, then two moves on 2×2 (12 games);
    // the 72 of two moves on 3×3 would go past 90.
    assert_eq!(games.len(), 1 + 4 + 9 + 12, "{games:?}");
    assert_eq!(games[0], r#"{"n":1,"moves":[[0,0]]}"#);
    assert_eq!(games[1], r#"{"n":2,"moves":[[0,0]]}"#);

    let multi =
        case(r#"{"n":3,"playerMarks":["X","O"],"players":["X","O"],"rows":[0,0],"cols":[0,1]}"#);
    let games = small_games(&multi, 1000);
    // No call at all, then one call of either player on 5×5 places.
    assert_eq!(games.len(), 1 + 2 * 25);
    assert!(games.iter().all(|g| validate(g).is_empty()));
}
