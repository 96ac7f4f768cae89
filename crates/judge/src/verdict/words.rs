//! A result's entry in the game's words: the call or move it answers, with
//! its mover, and the judge's reason for the expected entry.

use crate::case::Case;
use crate::engine::Status;
use crate::judgement::{Judgement, judge};

/// The call or move a result's entry answers, with who makes it:
/// `call 4: "X" plays (0,2)`, `move 2: player 2 plays (0,2)`. A fullline
/// move's player is the one the case names (its `"players"`), or the one
/// whose turn it is when the players alternate. `None` for a classic case,
/// whose result has no entries, and past the last call or move.
pub fn move_at(case: &Case, index: usize) -> Option<String> {
    match case {
        Case::Multi(c) => c.calls.get(index).map(|call| {
            let mark = serde_json::Value::String((call.player as char).to_string());
            format!("call {index}: {mark} plays ({},{})", call.row, call.col)
        }),
        Case::FullLine(c) => c.moves.get(index).map(|mv| {
            let named = c.players.as_ref().and_then(|p| p.get(index).copied());
            let player = named.map_or(1 + index % 2, usize::from);
            format!(
                "move {index}: player {player} plays ({},{})",
                mv.row, mv.col
            )
        }),
        Case::Classic(_) => None,
    }
}

/// The judge's reason for the expected entry `entry`: why a call was
/// rejected, or that a call or move ends the game.
pub fn reason(case: &Case, entry: usize) -> Option<String> {
    match judge(case).ok()? {
        Judgement::Multi { steps, .. } => match steps.get(entry)?.result {
            Err(rejection) => Some(rejection.name().to_string()),
            Ok(Status::Won(_)) => Some("the call wins".to_string()),
            Ok(Status::Tie) => Some("the call fills the board".to_string()),
            Ok(Status::InProgress) => None,
        },
        Judgement::FullLine { moves, status, .. } => (entry + 1 == moves
            && matches!(status, Status::Won(_)))
        .then(|| "the move fills a line".to_string()),
        Judgement::Classic { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_case;

    fn case(text: &str) -> Case {
        parse_case(text.as_bytes(), None).expect("a valid case")
    }

    #[test]
    fn a_fullline_move_names_its_player() {
        let alternate = case(r#"{"n":3,"moves":[[0,0],[1,1],[0,2]]}"#);
        let named = case(r#"{"n":3,"moves":[[0,0],[0,1],[0,2]],"players":[2,2,2]}"#);
        assert_eq!(
            move_at(&alternate, 2).as_deref(),
            Some("move 2: player 1 plays (0,2)")
        );
        assert_eq!(
            move_at(&named, 2).as_deref(),
            Some("move 2: player 2 plays (0,2)")
        );
        assert_eq!(move_at(&named, 3), None);
        assert_eq!(reason(&named, 2).as_deref(), Some("the move fills a line"));
    }

    #[test]
    fn a_multi_call_names_its_mark_and_the_judge_s_reason() {
        let multi = case(r#"[3, ["X","O"], ["X","X"], [0,0], [0,1]]"#);
        assert_eq!(
            move_at(&multi, 1).as_deref(),
            Some(r#"call 1: "X" plays (0,1)"#)
        );
        assert_eq!(reason(&multi, 1).as_deref(), Some("WRONG_TURN"));
        assert_eq!(reason(&multi, 0), None);
        assert_eq!(move_at(&case("[[0,0]]"), 0), None);
    }
}
