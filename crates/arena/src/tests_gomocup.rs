//! The Gomocup protocol's lines, message by message and answer by answer.

use std::time::Duration;

use ttt_judge::Rejection;

use crate::gomocup::Gomocup;
use crate::protocol::{Message, Protocol};

fn line(message: Message<'_>) -> String {
    String::from_utf8(Gomocup.encode(&message).expect("a line")).expect("text")
}

#[test]
fn a_start_is_start_and_the_clocks_in_milliseconds() {
    let start = Message::Start {
        n: 15,
        k: 5,
        marks: b"XO",
        seat: 1,
        move_time: Duration::from_millis(500),
        bank: Duration::from_secs(2),
        seed: 7,
        games: 2,
    };
    assert_eq!(
        line(start),
        "START 15\nINFO timeout_turn 500\nINFO timeout_match 2000\nINFO time_left 2000\nINFO max_memory 0\nINFO rule 0"
    );
}

#[test]
fn the_first_mover_begins_and_the_other_hears_column_then_row() {
    let board = [None; 9];
    let turn = |moves| Message::Turn {
        n: 3,
        marks: b"XO",
        board: &board,
        moves,
        time_left: Duration::ZERO,
        bank_left: Duration::ZERO,
    };
    assert_eq!(line(turn(&[])), "BEGIN");
    assert_eq!(line(turn(&[(0, 2, 1)])), "TURN 1,2");
    assert_eq!(line(Message::NewGame { game: 1 }), "RESTART");
    assert_eq!(
        line(Message::End {
            status: "TIE",
            outcome: "draw"
        }),
        "END"
    );
}

#[test]
fn a_rejected_move_resends_the_board_the_brain_due_as_1() {
    // X (seat 0) at row 0 col 0, O (seat 1) at row 1 col 2: X is due.
    let mut board = [None; 9];
    board[0] = Some(0);
    board[5] = Some(1);
    let invalid = Message::Invalid {
        reason: Rejection::Occupied,
        tries_left: 1,
        n: 3,
        board: &board,
    };
    assert_eq!(line(invalid), "BOARD\n0,0,1\n2,1,2\nDONE");
}

#[test]
fn answers_are_column_then_row_and_remarks_are_passed_over() {
    assert_eq!(Gomocup.decode(b"3,7"), Some((7, 3)));
    assert_eq!(Gomocup.decode(b" 3, 7 \r"), Some((7, 3)));
    assert_eq!(Gomocup.decode(b"UNKNOWN"), None);
    assert_eq!(Gomocup.decode(b"ERROR no"), None);
    assert_eq!(Gomocup.decode(b"3 7"), None);
    assert!(Gomocup.skip(b"OK"));
    assert!(Gomocup.skip(b"MESSAGE thinking"));
    assert!(Gomocup.skip(b"DEBUG depth 3"));
    assert!(!Gomocup.skip(b"3,7"));
    assert!(!Gomocup.skip(b"UNKNOWN"));
}
