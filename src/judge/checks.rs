//! Every check of statement 000's `play` that a call fails, not only the
//! first: the engine stops at the first, which is the reason a rejected
//! call is given, and the others are worth telling too (a call by the wrong
//! player off the board is `WRONG_TURN`, and also `OUT_OF_BOUNDS`). Nothing
//! here changes the engine's rules; it only looks at a game.

use crate::engine::{Cell, Coord, Game, Mark, Rejection};

/// The checks of `play(mark, row, col)` on `game` that fail, in the
/// statement's order: the game is over, it is not `mark`'s turn, the cell
/// is off the board, the cell is taken. `mark` is `None` for a move that
/// is not checked against the turn (the two-player variants, where the
/// mover is the player due or the one the case names).
pub fn failed_checks(game: &Game, mark: Option<Mark>, row: Coord, col: Coord) -> Vec<Rejection> {
    let rules = game.rules();
    let n = rules.size;
    let on_board = |x: Coord| u64::try_from(x).is_ok_and(|x| x < n);
    let cell = (on_board(row) && on_board(col)).then_some(Cell {
        row: row as u64,
        col: col as u64,
    });
    let checks = [
        (Rejection::GameOver, game.status().is_over()),
        (
            Rejection::WrongTurn,
            mark.is_some_and(|m| rules.marks.get(game.turn()) != Some(&m)),
        ),
        (Rejection::OutOfBounds, cell.is_none()),
        (
            Rejection::Occupied,
            cell.is_some_and(|c| game.player_at(c).is_some()),
        ),
    ];
    checks
        .into_iter()
        .filter_map(|(why, fails)| fails.then_some(why))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    #[test]
    fn every_failing_check_is_listed_in_the_statements_order() {
        let rules = Rules {
            size: 3,
            win_length: 3,
            marks: vec![b'A', b'B'],
        };
        let mut game = Game::new(rules);
        assert_eq!(game.play(b'A', 0, 0), Ok(crate::Status::InProgress));
        let failed = |game: &Game, mark, row, col| failed_checks(game, mark, row, col);
        assert_eq!(
            failed(&game, Some(b'A'), -1, 0),
            [Rejection::WrongTurn, Rejection::OutOfBounds]
        );
        assert_eq!(
            failed(&game, Some(b'A'), 0, 0),
            [Rejection::WrongTurn, Rejection::Occupied]
        );
        assert_eq!(failed(&game, Some(b'B'), 0, 0), [Rejection::Occupied]);
        assert_eq!(failed(&game, None, 0, 0), [Rejection::Occupied]);
        assert_eq!(
            failed(&game, Some(b'?'), i64::MIN, 3),
            [Rejection::WrongTurn, Rejection::OutOfBounds]
        );
        assert!(failed(&game, Some(b'B'), 2, 2).is_empty());
        for (mark, row, col) in [(b'B', 1, 0), (b'A', 0, 1), (b'B', 1, 1), (b'A', 0, 2)] {
            assert!(game.play(mark, row, col).is_ok());
        }
        assert_eq!(
            failed(&game, Some(b'A'), 1, 1),
            [
                Rejection::GameOver,
                Rejection::WrongTurn,
                Rejection::Occupied
            ]
        );
    }
}
