use super::*;
use crate::engine::Rules;

fn run(row: u64, col: u64, direction: Direction, length: u64) -> Streak {
    Streak {
        start: Cell { row, col },
        direction,
        length,
    }
}

#[test]
fn a_cell_is_on_a_run_only_between_its_ends() {
    let cell = |row, col| Cell { row, col };
    let anti = run(0, 4, Direction::AntiDiagonal, 3);
    assert!(on_run(&anti, cell(0, 4)) && on_run(&anti, cell(2, 2)));
    assert!(!on_run(&anti, cell(3, 1)) && !on_run(&anti, cell(1, 4)));
    let row = run(2, 1, Direction::Horizontal, 4);
    assert!(on_run(&row, cell(2, 4)) && !on_run(&row, cell(2, 0)) && !on_run(&row, cell(3, 2)));
    let column = run(1, 1, Direction::Vertical, 2);
    assert!(on_run(&column, cell(2, 1)) && !on_run(&column, cell(0, 1)));
    let diagonal = run(1, 1, Direction::Diagonal, 3);
    assert!(on_run(&diagonal, cell(3, 3)) && !on_run(&diagonal, cell(3, 2)));
}

#[test]
fn the_window_stays_on_the_board_around_the_last_move() {
    let case = crate::parse_case(br#"{"n": 1000000000, "moves": [[999999999, 3]]}"#, None)
        .expect("a fullline case");
    let mut game = Game::new(Rules {
        size: 1_000_000_000,
        win_length: 1_000_000_000,
        marks: vec![b'1', b'2'],
    });
    assert!(game.place(999_999_999, 3).is_ok());
    let picture = Picture::new(&case, &game, None, 1, 1);
    let window = Window::new(&picture, 10);
    assert_eq!(window.rows, 999_999_990..1_000_000_000);
    assert_eq!(window.cols, 0..10);
    assert_eq!(
        window.crop_line(1_000_000_000).as_deref(),
        Some(
            "cropped: rows 999999990 to 999999999 and columns 0 to 9 of 0 to 999999999, around the last move, player 1 at (999999999, 3)"
        )
    );
    assert_eq!(
        Window::new(&picture, 0).cols.end - Window::new(&picture, 0).cols.start,
        1
    );
}
