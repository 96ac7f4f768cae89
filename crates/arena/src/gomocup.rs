//! The Gomocup (Piskvork) protocol for two-player brains: plain text
//! commands a line, a move answered `x,y` where `x` is the column and `y`
//! the row, both from 0 (docs/ARENA.md shows an exchange).
//!
//! A rejected move is answered by resending the position (`BOARD` …
//! `DONE`), as Piskvork has no `INVALID`; `OK` after `START` and the
//! brain's `MESSAGE …` and `DEBUG …` lines are passed over; `UNKNOWN`,
//! `ERROR` or anything else where a move is due is garbage.

use std::time::Duration;

use crate::protocol::{Message, Protocol};

/// The Gomocup protocol.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gomocup;

fn millis(d: Duration) -> u128 {
    d.as_millis()
}

/// `BOARD`, a line `x,y,who` a stone (1 the brain's own, 2 its
/// opponent's), `DONE`; the brain is the seat due, as two seats alternate.
fn board_lines(n: u64, board: &[Option<usize>]) -> String {
    let stones = board.iter().flatten().count();
    let own = stones % 2;
    let mut text = String::from("BOARD");
    for (i, cell) in board.iter().enumerate() {
        if let Some(seat) = cell {
            let (row, col) = (i as u64 / n, i as u64 % n);
            let who = if *seat == own { 1 } else { 2 };
            text.push_str(&format!("\n{col},{row},{who}"));
        }
    }
    text.push_str("\nDONE");
    text
}

impl Protocol for Gomocup {
    fn encode(&self, message: &Message<'_>) -> Option<Vec<u8>> {
        let text = match *message {
            Message::Start {
                n, move_time, bank, ..
            } => format!(
                "START {n}\nINFO timeout_turn {}\nINFO timeout_match {}\nINFO time_left {}\nINFO max_memory 0\nINFO rule 0",
                millis(move_time),
                millis(bank),
                millis(bank),
            ),
            Message::NewGame { .. } => "RESTART".into(),
            Message::Turn { moves, .. } => match moves.last() {
                Some(&(_, row, col)) => format!("TURN {col},{row}"),
                None => "BEGIN".into(),
            },
            Message::Invalid { n, board, .. } => board_lines(n, board),
            Message::End { .. } => "END".into(),
        };
        Some(text.into_bytes())
    }

    fn decode(&self, line: &[u8]) -> Option<(i64, i64)> {
        let text = std::str::from_utf8(line).ok()?.trim();
        let (x, y) = text.split_once(',')?;
        let col: i64 = x.trim().parse().ok()?;
        let row: i64 = y.trim().parse().ok()?;
        let (lo, hi) = ttt_judge::variant::multi::COORD;
        let fits = |v: i64| (lo..=hi).contains(&v);
        (fits(row) && fits(col)).then_some((row, col))
    }

    fn skip(&self, line: &[u8]) -> bool {
        let text = String::from_utf8_lossy(line);
        let text = text.trim();
        text == "OK" || text.starts_with("MESSAGE") || text.starts_with("DEBUG")
    }
}
