//! The Gomocup protocol's lines, message by message and answer by answer.

use std::time::Duration;

use ttt_judge::Rejection;

use crate::gomocup::Gomocup;
use crate::protocol::{Ack, Message, Protocol};

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
    // END asks a brain to exit: it is said once, as the match ends.
    let end = Message::End {
        status: "TIE",
        outcome: "draw",
    };
    assert_eq!(Gomocup.encode(&end), None);
    assert_eq!(Gomocup.farewell(), Some(&b"END"[..]));
    assert_eq!(Gomocup.about(), Some(&b"ABOUT"[..]));
}

#[test]
fn start_and_restart_are_acknowledged_and_refusals_told_apart() {
    let start = Message::Start {
        n: 15,
        k: 5,
        marks: b"XO",
        seat: 0,
        move_time: Duration::from_secs(1),
        bank: Duration::ZERO,
        seed: 0,
        games: 1,
    };
    assert!(Gomocup.acknowledged(&start));
    assert!(Gomocup.acknowledged(&Message::NewGame { game: 1 }));
    let end = Message::End {
        status: "TIE",
        outcome: "draw",
    };
    assert!(!Gomocup.acknowledged(&end));
    assert_eq!(Gomocup.ack(b"OK\r"), Some(Ack::Ok));
    assert_eq!(Gomocup.ack(b"UNKNOWN RESTART"), Some(Ack::Refused));
    assert_eq!(Gomocup.ack(b"ERROR no restart"), Some(Ack::Refused));
    assert_eq!(Gomocup.ack(b"7,7"), None);
}

#[test]
fn the_about_answer_gives_name_and_version() {
    let answer = br#"name="pbrain-x", version="1.2", author="A", country="CZ""#;
    assert_eq!(Gomocup.name(answer), "pbrain-x 1.2");
    assert_eq!(Gomocup.name(br#"name="solo""#), "solo");
    assert_eq!(Gomocup.name(b"just words "), "just words");
}

#[test]
fn a_rejected_move_resends_the_board_the_seat_due_as_1() {
    // X (seat 0) at row 0 col 0, O (seat 1) at row 1 col 2.
    let mut board = [None; 9];
    board[0] = Some(0);
    board[5] = Some(1);
    let invalid = |seat, board: &[Option<usize>]| {
        line(Message::Invalid {
            seat,
            reason: Rejection::Occupied,
            tries_left: 1,
            n: 3,
            board,
        })
    };
    assert_eq!(invalid(0, &board), "BOARD\n0,0,1\n2,1,2\nDONE");
    // The seat due is told, not guessed from the stones' count: O's
    // stones are its own whichever seat moved first.
    assert_eq!(invalid(1, &board), "BOARD\n0,0,2\n2,1,1\nDONE");
    board[1] = Some(1);
    assert_eq!(invalid(1, &board), "BOARD\n0,0,2\n1,0,1\n2,1,1\nDONE");
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
