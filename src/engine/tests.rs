//! The engine's rules, edge by edge.

use super::*;

fn game(size: u64, marks: &[u8]) -> Game {
    Game::new(Rules {
        size,
        win_length: 3,
        marks: marks.to_vec(),
    })
}

#[test]
fn three_in_a_row_wins() {
    let mut g = game(3, b"XO");
    for (mark, row, col) in [(b'X', 0, 0), (b'O', 1, 0), (b'X', 0, 1), (b'O', 1, 1)] {
        assert_eq!(g.play(mark, row, col), Ok(Status::InProgress));
    }
    assert_eq!(g.play(b'X', 0, 2), Ok(Status::Won(0)));
    assert_eq!(g.play(b'O', 2, 2), Err(Rejection::GameOver));
}
