//! What the referee says to a bot and what a bot answers, and the
//! [`Protocol`] that turns them into bytes: [`JsonLines`], version
//! [`VERSION`], one JSON object a line (docs/ARENA.md shows an exchange).

use std::time::Duration;

use serde_json::{Value, json};
use ttt_judge::Rejection;
use ttt_judge::variant::multi;

/// The version of the JSON-lines protocol, in every start message.
pub const VERSION: u32 = 1;

/// One message from the referee to a bot.
#[derive(Clone, Copy, Debug)]
pub enum Message<'a> {
    /// The match begins, and its first game: the game's rules, the bot's
    /// seat and mark, its clocks and its seed.
    Start {
        /// Board side.
        n: u64,
        /// Winning length.
        k: u64,
        /// Marks in turn order.
        marks: &'a [u8],
        /// The bot's seat (an index into `marks`).
        seat: usize,
        /// The CPU time a move may take, and the game's bank beyond it.
        move_time: Duration,
        /// The game's bank.
        bank: Duration,
        /// The bot's seed for this match.
        seed: u64,
        /// Games in the match.
        games: u32,
    },
    /// The next game of the match begins, on an empty board.
    NewGame {
        /// Its number in the match, from 0.
        game: u32,
    },
    /// The bot is due: the board (a seat a cell, row by row), the moves
    /// since its last turn (seat, row, column), and its clocks.
    Turn {
        /// Board side.
        n: u64,
        /// Marks in turn order.
        marks: &'a [u8],
        /// The cells, row by row: the seat holding each, if any.
        board: &'a [Option<usize>],
        /// The moves since the bot's last turn.
        moves: &'a [(usize, u64, u64)],
        /// The CPU time this move may take without the bank.
        time_left: Duration,
        /// What is left of the bank.
        bank_left: Duration,
    },
    /// The last answer was rejected, and why; the bot is still due.
    Invalid {
        /// The seat due (the one whose move was rejected).
        seat: usize,
        /// Why.
        reason: Rejection,
        /// Rejections it may still make before it forfeits.
        tries_left: u32,
        /// Board side.
        n: u64,
        /// The cells, row by row, unchanged by the rejected move.
        board: &'a [Option<usize>],
    },
    /// The game is over: statement 000's status after it, and what it was
    /// for this bot.
    End {
        /// `WIN:X`, `TIE`, or `IN_PROGRESS` for a game stopped by a forfeit.
        status: &'a str,
        /// `win`, `draw` or `loss`.
        outcome: &'a str,
    },
}

/// How messages are written to a bot and its answers read.
pub trait Protocol: Send + Sync {
    /// The line (without `\n`) a message is sent as, or `None` when this
    /// protocol says nothing for it.
    fn encode(&self, message: &Message<'_>) -> Option<Vec<u8>>;
    /// The move an answer line names, or `None` for garbage.
    fn decode(&self, line: &[u8]) -> Option<(i64, i64)>;
    /// Whether an answer line is no answer but a remark to pass over
    /// (an acknowledgement or a message for the log).
    fn skip(&self, _line: &[u8]) -> bool {
        false
    }
    /// Whether the bot answers `message` with an acknowledgement that is
    /// read before it is told anything more (Gomocup's `OK` to `START`
    /// and `RESTART`).
    fn acknowledged(&self, _message: &Message<'_>) -> bool {
        false
    }
    /// What an acknowledgement line says, or `None` when it is none.
    fn ack(&self, _line: &[u8]) -> Option<Ack> {
        None
    }
    /// The line that asks a bot its name, sent once after its start
    /// message; its answer is read as an acknowledgement is.
    fn about(&self) -> Option<&'static [u8]> {
        None
    }
    /// The bot's name as its answer to [`Protocol::about`] gives it.
    fn name(&self, answer: &[u8]) -> String {
        String::from_utf8_lossy(answer).trim().to_owned()
    }
    /// The line said to a bot before its stdin closes at the end of its
    /// match (or before it is killed), if any.
    fn farewell(&self) -> Option<&'static [u8]> {
        None
    }
}

/// What a bot said to a message it acknowledges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ack {
    /// It took it.
    Ok,
    /// It refused it (`ERROR`, `UNKNOWN`).
    Refused,
}

/// Statement 000's words for a rejection, as `INVALID` is explained.
pub fn reason(rejection: Rejection) -> &'static str {
    match rejection {
        Rejection::GameOver => "game over",
        Rejection::WrongTurn => "not your turn",
        Rejection::OutOfBounds => "off the board",
        Rejection::Occupied => "occupied",
    }
}

/// The JSON-lines protocol.
#[derive(Clone, Copy, Debug, Default)]
pub struct JsonLines;

fn seconds(d: Duration) -> f64 {
    d.as_secs_f64()
}

fn mark(marks: &[u8], seat: usize) -> String {
    char::from(marks[seat]).to_string()
}

/// The board's rows as strings, `.` for an empty cell.
pub fn board_rows(n: u64, marks: &[u8], board: &[Option<usize>]) -> Vec<String> {
    board
        .chunks(n as usize)
        .map(|row| {
            row.iter()
                .map(|cell| cell.map_or('.', |seat| char::from(marks[seat])))
                .collect()
        })
        .collect()
}

impl JsonLines {
    /// The message as a JSON value.
    pub fn value(&self, message: &Message<'_>) -> Value {
        match *message {
            Message::Start {
                n,
                k,
                marks,
                seat,
                move_time,
                bank,
                seed,
                games,
            } => json!({
                "type": "start", "version": VERSION, "n": n, "k": k,
                "marks": marks.iter().map(|&m| char::from(m).to_string()).collect::<Vec<_>>(),
                "mark": mark(marks, seat), "seat": seat, "moveTime": seconds(move_time),
                "bank": seconds(bank), "seed": seed, "games": games,
            }),
            Message::NewGame { game } => json!({"type": "game", "game": game}),
            Message::Turn {
                n,
                marks,
                board,
                moves,
                time_left,
                bank_left,
            } => json!({
                "type": "turn", "board": board_rows(n, marks, board),
                "moves": moves.iter().map(|&(s, r, c)| json!([mark(marks, s), r, c])).collect::<Vec<_>>(),
                "timeLeft": seconds(time_left), "bankLeft": seconds(bank_left),
            }),
            Message::Invalid {
                reason: why,
                tries_left,
                ..
            } => json!({
                "type": "invalid", "reason": reason(why), "triesLeft": tries_left,
            }),
            Message::End { status, outcome } => json!({
                "type": "end", "status": status, "outcome": outcome,
            }),
        }
    }
}

impl Protocol for JsonLines {
    fn encode(&self, message: &Message<'_>) -> Option<Vec<u8>> {
        Some(self.value(message).to_string().into_bytes())
    }

    fn decode(&self, line: &[u8]) -> Option<(i64, i64)> {
        let [row, col]: [i64; 2] = serde_json::from_slice(line).ok()?;
        let (lo, hi) = multi::COORD;
        let fits = |v: i64| (lo..=hi).contains(&v);
        (fits(row) && fits(col)).then_some((row, col))
    }
}
