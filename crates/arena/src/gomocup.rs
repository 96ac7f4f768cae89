//! The Gomocup (Piskvork) protocol for two-player brains: plain text
//! commands a line, a move answered `x,y` where `x` is the column and `y`
//! the row, both from 0 (docs/ARENA.md shows an exchange).
//!
//! `START` and `RESTART` are acknowledged `OK` before the brain is told
//! more; a brain that refuses `RESTART` (`ERROR`, `UNKNOWN`) is sent
//! `START` again, as Piskvork does. `ABOUT` is asked once after `START`,
//! and its answer kept as the brain's name. A rejected move is answered
//! by resending the position (`BOARD` … `DONE`), as Piskvork has no
//! `INVALID`; the brain's `MESSAGE …` and `DEBUG …` lines (and a stray
//! `OK`) are passed over; `UNKNOWN`, `ERROR` or anything else where a
//! move is due is garbage. `END` is said once, when the brain's match is
//! over (Piskvork's `END` asks the brain to exit), not after each game.

use std::time::Duration;

use crate::protocol::{Ack, Message, Protocol};

/// The Gomocup protocol.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gomocup;

fn millis(d: Duration) -> u128 {
    d.as_millis()
}

/// `BOARD`, a line `x,y,who` a stone (1 the brain's own, the stones of
/// seat `own`, the seat due; 2 its opponent's), `DONE`.
fn board_lines(n: u64, own: usize, board: &[Option<usize>]) -> String {
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
            Message::Invalid { seat, n, board, .. } => board_lines(n, seat, board),
            Message::End { .. } => return None,
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

    fn acknowledged(&self, message: &Message<'_>) -> bool {
        matches!(message, Message::Start { .. } | Message::NewGame { .. })
    }

    fn ack(&self, line: &[u8]) -> Option<Ack> {
        let text = String::from_utf8_lossy(line);
        let text = text.trim();
        if text == "OK" {
            Some(Ack::Ok)
        } else if text.starts_with("ERROR") || text.starts_with("UNKNOWN") {
            Some(Ack::Refused)
        } else {
            None
        }
    }

    fn about(&self) -> Option<&'static [u8]> {
        Some(b"ABOUT")
    }

    fn name(&self, answer: &[u8]) -> String {
        about_name(&String::from_utf8_lossy(answer))
    }

    fn farewell(&self) -> Option<&'static [u8]> {
        Some(b"END")
    }
}

/// The brain's name from its `ABOUT` answer (`name="pbrain",
/// version="1.0", ...`): its name and version, or the line as it is.
pub fn about_name(line: &str) -> String {
    let field = |key: &str| {
        let at = line.find(&format!("{key}=\""))? + key.len() + 2;
        let end = line[at..].find('"')?;
        Some(&line[at..at + end])
    };
    match (field("name"), field("version")) {
        (Some(name), Some(version)) => format!("{name} {version}"),
        (Some(name), None) => name.to_owned(),
        _ => line.trim().to_owned(),
    }
}
