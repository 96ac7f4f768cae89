//! The complete exchange docs/ARENA.md shows, played again: a scripted
//! bot in seat X (one move rejected as occupied) against one in seat O,
//! everything the referee sent to X and all X answered, line for line.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::config::{Clock, GameSpec};
use crate::player::{Answer, Deadline, Fault, Player};
use crate::protocol::{JsonLines, Message, Protocol};
use crate::referee;

/// A bot that answers from a script and writes down the exchange.
struct Scripted {
    moves: Vec<(i64, i64)>,
    transcript: Arc<Mutex<Vec<String>>>,
}

impl Scripted {
    fn hear(&mut self, message: &Message<'_>) {
        let line = JsonLines.encode(message).expect("a line");
        self.write(format!("> {}", String::from_utf8_lossy(&line)));
    }

    fn write(&mut self, line: String) {
        self.transcript.lock().expect("one thread").push(line);
    }
}

impl Player for Scripted {
    fn tell(&mut self, message: &Message<'_>) {
        self.hear(message);
    }

    fn ask(&mut self, message: &Message<'_>, _: Deadline) -> Result<Answer, Fault> {
        self.hear(message);
        let at = self.moves.remove(0);
        self.write(format!("< [{}, {}]", at.0, at.1));
        Ok(Answer {
            at,
            spent: Duration::ZERO,
        })
    }

    fn broken(&self) -> bool {
        false
    }

    fn finish(&mut self) -> String {
        String::new()
    }
}

/// The transcript of seat X's side of the documented game.
fn exchange() -> String {
    let spec = GameSpec {
        n: 3,
        k: 3,
        marks: b"XO".to_vec(),
        retries: 2,
    };
    let clock = Clock {
        move_time: Duration::from_millis(500),
        bank: Duration::from_secs(2),
    };
    let transcript = Arc::new(Mutex::new(Vec::new()));
    let x = Scripted {
        moves: vec![(0, 0), (1, 1), (0, 1), (0, 2)],
        transcript: Arc::clone(&transcript),
    };
    let o = Scripted {
        moves: vec![(1, 1), (2, 2)],
        transcript: Arc::default(),
    };
    let mut players: Vec<Box<dyn Player>> = vec![Box::new(x), Box::new(o)];
    players[0].tell(&Message::Start {
        n: 3,
        k: 3,
        marks: b"XO",
        seat: 0,
        move_time: clock.move_time,
        bank: clock.bank,
        seed: 42,
        games: 1,
    });
    let played = referee::play(&spec, clock, &mut players);
    assert_eq!(played.status, ttt_judge::Status::Won(0));
    players[0].tell(&Message::End {
        status: "WIN:X",
        outcome: "win",
    });
    let lines = transcript.lock().expect("one thread").join("\n");
    lines + "\n"
}

/// The block of docs/ARENA.md after its line `<!-- exchange -->`.
fn documented() -> String {
    let doc = include_str!("../../../docs/ARENA.md");
    let after = doc
        .split("<!-- exchange -->")
        .nth(1)
        .expect("the doc marks its exchange");
    let block = after.split("```").nth(1).expect("a fenced block");
    block
        .trim_start_matches(|c| c != '\n')
        .trim_start_matches('\n')
        .to_owned()
}

#[test]
fn the_documented_exchange_is_what_the_referee_says() {
    let played = exchange();
    assert_eq!(
        documented(),
        played,
        "docs/ARENA.md's exchange; the referee's is:\n{played}"
    );
}
