//! A result's entry in the game's words: the call or move it answers, with
//! its mover, counted from 1 as `show --step` counts steps (call 5 is the
//! fifth call, and `show --step 5` draws the board after it); the judge's
//! reason for the expected entry, or for a classic case's result (the rule
//! that rejects a call, the line that wins and its cells, why the game
//! goes on).

use serde_json::Value;

use crate::case::Case;
use crate::engine::{Direction, Rejection, Status, Streak};
use crate::replay::Replay;

/// The call or move a result's entry answers, with who makes it, counted
/// from 1: `call 5: "X" plays (0,2)`, `move 3: player 1 plays (0,2)`. A
/// fullline move's player is the one the case names (its `"players"`), or
/// the one whose turn it is when the players alternate. `None` for a
/// classic case, whose result has no entries, and past the last call or
/// move.
pub fn move_at(case: &Case, index: usize) -> Option<String> {
    let number = index + 1;
    match case {
        Case::Multi(c) => c.calls.get(index).map(|call| {
            let mark = serde_json::Value::String((call.player as char).to_string());
            format!("call {number}: {mark} plays ({},{})", call.row, call.col)
        }),
        Case::FullLine(c) => c.moves.get(index).map(|mv| {
            let named = c.players.as_ref().and_then(|p| p.get(index).copied());
            let player = named.map_or(1 + index % 2, usize::from);
            format!(
                "move {number}: player {player} plays ({},{})",
                mv.row, mv.col
            )
        }),
        Case::Classic(_) => None,
    }
}

/// Why the judge's entry `entry` is what it is (for a classic case, whose
/// result is one value, `entry` is `None` and the reason is the whole
/// game's), in the game's words: `WRONG_TURN: "O" is due`, `the call
/// wins: "X" has 3 in row 0: (0,0) (0,1) (0,2)`, `the game goes on: no 3
/// in a row, 4 cells empty`, `A holds the anti-diagonal: (0,2) (1,1)
/// (2,0), complete at move 5`. `None` past the last call or move.
pub fn reason(case: &Case, entry: Option<usize>) -> Option<String> {
    let mut replay = Replay::new(case);
    let steps = match (case, entry) {
        (Case::Classic(_), _) => replay.total(),
        (_, Some(entry)) => entry + 1,
        (_, None) => return None,
    };
    // The step that ended the game, and how it stood after it.
    let mut ended: Option<(usize, Status)> = None;
    let mut last = None;
    for _ in 0..steps {
        let played = replay.next()?;
        if let Ok(status) = played.result
            && status.is_over()
            && ended.is_none()
        {
            ended = Some((played.index, status));
        }
        last = Some(played);
    }
    let game = replay.game();
    let n = game.rules().size;
    let name = |player: usize| mover(case, player);
    let empty = n * n - game.history().len() as u64;
    let Some(last) = last else {
        // A classic game of no moves.
        return Some(format!("no move is made: {}", empty_cells(empty)));
    };
    let number = last.index + 1;
    let step = step_word(case);
    Some(match (case, last.result) {
        (_, Err(why)) => {
            let words = match why {
                Rejection::GameOver => match ended {
                    Some((at, Status::Won(p))) => format!("{} won at {step} {}", name(p), at + 1),
                    Some((at, _)) => format!("the board filled at {step} {}", at + 1),
                    None => "the game is over".to_string(),
                },
                Rejection::WrongTurn => format!("{} is due", name(game.turn())),
                Rejection::OutOfBounds => format!("off the {n}×{n} board"),
                Rejection::Occupied => {
                    let holder = game.history().iter().find(|p| {
                        i128::from(p.cell.row) == i128::from(last.row)
                            && i128::from(p.cell.col) == i128::from(last.col)
                    });
                    match holder {
                        Some(p) => format!("({},{}) holds {}", last.row, last.col, name(p.player)),
                        None => format!("({},{}) is taken", last.row, last.col),
                    }
                }
            };
            format!("{}: {words}", why.name())
        }
        (Case::Multi(_), Ok(Status::Won(p))) => {
            let run = game.winning_run()?;
            let on = match run.direction {
                Direction::Horizontal | Direction::Vertical => "in",
                Direction::Diagonal | Direction::AntiDiagonal => "on",
            };
            let (who, length) = (name(p), run.length);
            format!("the call wins: {who} has {length} {on} {}", placed(&run, n))
        }
        (Case::FullLine(_), Ok(Status::Won(_))) => {
            let run = game.winning_run()?;
            format!("the move fills {}", placed(&run, n))
        }
        (Case::Classic(_), Ok(Status::Won(p))) => {
            let run = game.winning_run()?;
            format!(
                "{} holds {}, complete at move {number}",
                name(p),
                placed(&run, n)
            )
        }
        (Case::Multi(_), Ok(Status::Tie)) => "the call fills the board, and no one has won".into(),
        (_, Ok(Status::Tie)) => format!("all {} cells are filled and no line is whole", n * n),
        (Case::Multi(_), Ok(Status::InProgress)) => format!(
            "the game goes on: no {} in a row, {}",
            game.rules().win_length,
            empty_cells(empty)
        ),
        (Case::FullLine(_), Ok(Status::InProgress)) => {
            format!("the move fills no line: {}", empty_cells(empty))
        }
        (Case::Classic(_), Ok(Status::InProgress)) => {
            let moves = counted(number, "move");
            format!("no line is whole after {moves}, and {}", empty_cells(empty))
        }
    })
}

/// `1 move`, `3 moves`.
fn counted(count: usize, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        _ => format!("{count} {noun}s"),
    }
}

/// `1 cell is empty`, `3 cells are empty`.
fn empty_cells(count: u64) -> String {
    match count {
        1 => "1 cell is empty".to_string(),
        _ => format!("{count} cells are empty"),
    }
}

/// `call` or `move`.
fn step_word(case: &Case) -> &'static str {
    match case {
        Case::Multi(_) => "call",
        Case::FullLine(_) | Case::Classic(_) => "move",
    }
}

/// A player as the case names them: `"X"`, `player 1`, `A`.
fn mover(case: &Case, player: usize) -> String {
    match case {
        Case::Multi(c) => {
            let mark = c.marks.get(player).map_or('?', |&m| char::from(m));
            Value::String(mark.to_string()).to_string()
        }
        Case::FullLine(_) => format!("player {}", player + 1),
        Case::Classic(_) => ["A", "B"][player.min(1)].to_string(),
    }
}

/// The most cells a run is named by, one by one.
const CELLS_NAMED: u64 = 10;

/// Where a run lies and its cells: `row 0: (0,0) (0,1) (0,2)`, or, for a
/// long run, its ends: `row 0: (0,0) to (0,11)`.
fn placed(run: &Streak, n: u64) -> String {
    let cell = |c: crate::engine::Cell| format!("({},{})", c.row, c.col);
    let cells = match run.length <= CELLS_NAMED {
        true => run.cells().map(cell).collect::<Vec<_>>().join(" "),
        false => {
            let end = run.cells().last().unwrap_or(run.start);
            format!("{} to {}", cell(run.start), cell(end))
        }
    };
    format!("{}: {cells}", run.line(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_case;

    fn case(text: &str) -> Case {
        parse_case(text.as_bytes(), None).expect("a valid case")
    }

    #[test]
    fn a_fullline_move_names_its_player_counted_from_1() {
        let alternate = case(r#"{"n":3,"moves":[[0,0],[1,1],[0,2]]}"#);
        let named = case(r#"{"n":3,"moves":[[0,0],[0,1],[0,2]],"players":[2,2,2]}"#);
        assert_eq!(
            move_at(&alternate, 2).as_deref(),
            Some("move 3: player 1 plays (0,2)")
        );
        assert_eq!(
            move_at(&named, 2).as_deref(),
            Some("move 3: player 2 plays (0,2)")
        );
        assert_eq!(move_at(&named, 3), None);
        assert_eq!(
            reason(&named, Some(2)).as_deref(),
            Some("the move fills row 0: (0,0) (0,1) (0,2)")
        );
        assert_eq!(
            reason(&named, Some(1)).as_deref(),
            Some("the move fills no line: 7 cells are empty")
        );
    }

    #[test]
    fn a_multi_call_names_its_mark_and_the_judge_s_reason() {
        let multi = case(r#"[3, ["X","O"], ["X","X"], [0,0], [0,1]]"#);
        assert_eq!(
            move_at(&multi, 1).as_deref(),
            Some(r#"call 2: "X" plays (0,1)"#)
        );
        assert_eq!(
            reason(&multi, Some(1)).as_deref(),
            Some(r#"WRONG_TURN: "O" is due"#)
        );
        assert_eq!(
            reason(&multi, Some(0)).as_deref(),
            Some("the game goes on: no 3 in a row, 8 cells are empty")
        );
        assert_eq!(reason(&multi, Some(2)), None);
        assert_eq!(move_at(&case("[[0,0]]"), 0), None);
    }

    #[test]
    fn a_win_names_its_line_and_cells_and_a_later_call_the_win() {
        let won = case(
            r#"{"n":3,"playerMarks":["X","O"],"players":["X","O","X","O","X","O","O"],"rows":[0,1,1,2,2,0,0],"cols":[2,0,1,1,0,1,2]}"#,
        );
        assert_eq!(
            reason(&won, Some(4)).as_deref(),
            Some(r#"the call wins: "X" has 3 on the anti-diagonal: (0,2) (1,1) (2,0)"#)
        );
        assert_eq!(
            reason(&won, Some(5)).as_deref(),
            Some(r#"GAME_OVER: "X" won at call 5"#)
        );
        assert_eq!(
            reason(&won, Some(6)).as_deref(),
            Some(r#"GAME_OVER: "X" won at call 5"#)
        );
        let taken = case(r#"[3, ["X","O"], ["X","O"], [0,0], [0,0]]"#);
        assert_eq!(
            reason(&taken, Some(1)).as_deref(),
            Some(r#"OCCUPIED: (0,0) holds "X""#)
        );
        let off = case(r#"[3, ["X","O"], ["X"], [3], [0]]"#);
        assert_eq!(
            reason(&off, Some(0)).as_deref(),
            Some("OUT_OF_BOUNDS: off the 3×3 board")
        );
    }

    #[test]
    fn a_classic_result_is_told_by_the_whole_game() {
        let won = case("[[0,2],[0,0],[1,1],[0,1],[2,0]]");
        assert_eq!(
            reason(&won, None).as_deref(),
            Some("A holds the anti-diagonal: (0,2) (1,1) (2,0), complete at move 5")
        );
        let pending = case("[[0,0],[1,1]]");
        assert_eq!(
            reason(&pending, None).as_deref(),
            Some("no line is whole after 2 moves, and 7 cells are empty")
        );
        let full = case("[[0,1],[0,2],[1,1],[2,1],[2,0],[2,2],[1,2],[1,0],[0,0]]");
        assert_eq!(
            reason(&full, None).as_deref(),
            Some("all 9 cells are filled and no line is whole")
        );
    }
}
