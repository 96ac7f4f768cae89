//! A duel: one bot (a judge system's contestant) against one built-in bot
//! for `games` games in each seat, the contestant first moving first, then
//! second; each seat's games are a match of the protocol (a `start`, then
//! a `game` before each further game, an `end` after each). The contestant
//! passes when it loses no game and makes no rejected move: the first game
//! it loses, the first move the judge rejects, and the first answer that
//! is no move each end the duel with a [`Failure`] that says where.

use std::fmt;
use std::time::Duration;

use serde_json::{Map, Value};
use ttt_judge::generate::Rng;
use ttt_judge::{Game, Rejection, Rules, Status};

use crate::builtin::{Builtin, Kind};
use crate::config::{Clock, ConfigError, GameSpec};
use crate::player::{Player, Reason};
use crate::protocol::{Message, board_rows};
use crate::record::GameRecord;
use crate::referee;

/// The marks of a duel's two seats.
pub const MARKS: &[u8] = b"XO";

/// The board sides a duel may have.
pub const N: (u64, u64) = (3, 15);

/// The games a seat a duel may have.
pub const GAMES: (u32, u32) = (1, 500);

/// The clock the `start` message tells the contestant. It is advice: the
/// judge system holds the contestant's time, for the whole test file.
pub const CLOCK: Clock = Clock {
    move_time: Duration::from_secs(1),
    bank: Duration::ZERO,
};

/// What a test file of a duel says: `{"n":3,"k":3,"opponent":"random",
/// "games":20,"seed":1}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    /// The board's side.
    pub n: u64,
    /// The winning length.
    pub k: u64,
    /// The built-in bot the contestant plays.
    pub opponent: Kind,
    /// The games in each seat.
    pub games: u32,
    /// The seed of both bots' seeds.
    pub seed: u64,
}

/// The keys of a duel, in the order its test file gives them.
const KEYS: [&str; 5] = ["n", "k", "opponent", "games", "seed"];

impl Duel {
    /// Reads a duel from its JSON object, checking its bounds.
    pub fn parse(text: &[u8]) -> Result<Duel, ConfigError> {
        let err = |text: String| ConfigError(text);
        let value: Value =
            serde_json::from_slice(text).map_err(|e| err(format!("not a JSON object: {e}")))?;
        let Value::Object(object) = value else {
            return Err(err("not a JSON object".into()));
        };
        if let Some(key) = object.keys().find(|key| !KEYS.contains(&key.as_str())) {
            return Err(err(format!(
                "unknown key {key:?} (a duel has n, k, opponent, games and seed)"
            )));
        }
        let whole = |key: &str| -> Result<u64, ConfigError> {
            need(&object, key)?
                .as_u64()
                .ok_or_else(|| err(format!("{key}: expected a whole number")))
        };
        let (n, k, seed) = (whole("n")?, whole("k")?, whole("seed")?);
        let games = whole("games")?;
        let opponent = need(&object, "opponent")?;
        let opponent = opponent.as_str().and_then(Kind::named).ok_or_else(|| {
            err(format!(
                "opponent {opponent}: expected random, greedy or perfect"
            ))
        })?;
        let duel = Duel {
            n,
            k,
            opponent,
            games: u32::try_from(games).unwrap_or(u32::MAX),
            seed,
        };
        duel.check()?;
        Ok(duel)
    }

    /// Checks the duel's bounds: n, k from 3 to n, the games, and an
    /// opponent that can play the board.
    pub fn check(&self) -> Result<(), ConfigError> {
        let (lo, hi) = N;
        if !(lo..=hi).contains(&self.n) {
            return Err(ConfigError(format!("n {}: expected {lo} to {hi}", self.n)));
        }
        if !(3..=self.n).contains(&self.k) {
            return Err(ConfigError(format!(
                "k {}: expected 3 to n ({})",
                self.k, self.n
            )));
        }
        let (fewest, most) = GAMES;
        if !(fewest..=most).contains(&self.games) {
            return Err(ConfigError(format!(
                "games {}: expected {fewest} to {most}",
                self.games
            )));
        }
        self.opponent.check(&self.spec())
    }

    /// The duel as its test file holds it: compact, its keys in order, no
    /// newline.
    pub fn canonical(&self) -> String {
        format!(
            "{{\"n\":{},\"k\":{},\"opponent\":\"{}\",\"games\":{},\"seed\":{}}}",
            self.n,
            self.k,
            self.opponent.name(),
            self.games,
            self.seed
        )
    }

    /// The game both seats play: a rejected move is never retried.
    pub fn spec(&self) -> GameSpec {
        GameSpec {
            n: self.n,
            k: self.k,
            marks: MARKS.to_vec(),
            retries: 0,
        }
    }

    /// Plays the duel: the contestant in seat 0 for `games` games, then in
    /// seat 1; the first failure ends it.
    pub fn play(&self, contestant: Box<dyn Player>) -> Result<Passed, Failure> {
        let spec = self.spec();
        let mut players: Vec<Box<dyn Player>> = vec![contestant];
        let mut passed = Passed {
            games: 0,
            won: 0,
            drawn: 0,
        };
        for seat in 0..MARKS.len() {
            let mut opponent: Box<dyn Player> = Box::new(Builtin::new(self.opponent));
            self.start(opponent.as_mut(), 1 - seat, seat);
            self.start(players[0].as_mut(), seat, seat);
            players.insert(1 - seat, opponent);
            for game in 0..self.games {
                if game > 0 {
                    for player in &mut players {
                        player.tell(&Message::NewGame { game });
                    }
                }
                let played = referee::play(&spec, CLOCK, &mut players);
                let record = GameRecord {
                    seating: seat,
                    game,
                    seats: vec![0, 1],
                    spec: spec.clone(),
                    calls: played.calls,
                    status: played.status,
                    forfeit: played.forfeit,
                    abouts: players.iter().map(|p| p.about()).collect(),
                    stderr: Vec::new(),
                };
                let status = record.status_text();
                for (at, outcome) in record.outcomes().into_iter().enumerate() {
                    players[at].tell(&Message::End {
                        status: &status,
                        outcome: outcome.name(),
                    });
                }
                passed.games += 1;
                let number = passed.games;
                let failure = |what: What| Failure {
                    game: number,
                    games: self.games * 2,
                    seat,
                    opponent: self.opponent,
                    what,
                };
                match (&record.forfeit, record.status) {
                    (Some(forfeit), _) => return Err(failure(forfeited(&record, forfeit))),
                    (None, Status::Won(winner)) if winner != seat => {
                        return Err(failure(lost(&record)));
                    }
                    (None, Status::Won(_)) => passed.won += 1,
                    (None, _) => passed.drawn += 1,
                }
            }
            players.remove(1 - seat);
        }
        Ok(passed)
    }

    /// Tells `player` the match of `seat`'s games as it sits in `at`.
    fn start(&self, player: &mut dyn Player, at: usize, seat: usize) {
        player.tell(&Message::Start {
            n: self.n,
            k: self.k,
            marks: MARKS,
            seat: at,
            move_time: CLOCK.move_time,
            bank: CLOCK.bank,
            seed: Rng::for_case(self.seed, (seat * 2 + at) as u64).next_u64(),
            games: self.games,
        });
    }
}

/// The key `key` of a duel's object.
fn need<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a Value, ConfigError> {
    object
        .get(key)
        .ok_or_else(|| ConfigError(format!("no key {key:?}")))
}

/// A duel passed: its games, and how many the contestant won and drew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passed {
    /// Games played.
    pub games: u32,
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
}

/// Where a duel was failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The game, counted from 1 over the whole duel.
    pub game: u32,
    /// The duel's games.
    pub games: u32,
    /// The contestant's seat in it.
    pub seat: usize,
    /// The bot it played.
    pub opponent: Kind,
    /// What happened.
    pub what: What,
}

/// What failed a duel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// The opponent won with its move `call` (counted from 1 in the game)
    /// at `at`; the board after it.
    Lost {
        /// The winning move's number.
        call: usize,
        /// Its row and column.
        at: (i64, i64),
        /// The board, row by row.
        board: Vec<String>,
    },
    /// The contestant's move `call` at `at` was rejected; the board it
    /// was played on.
    Rejected {
        /// The move's number.
        call: usize,
        /// Its row and column.
        at: (i64, i64),
        /// Why.
        reason: Rejection,
        /// The board, row by row.
        board: Vec<String>,
    },
    /// The contestant gave no move for its move `call`.
    NoMove {
        /// The move's number.
        call: usize,
        /// Why: garbage, a closed stream, too many lines.
        reason: Reason,
        /// What was seen.
        detail: String,
    },
}

/// The game of `record` replayed: the board after its accepted calls and
/// the rejection of its last call, if it was one.
fn replay(record: &GameRecord) -> (Vec<String>, Option<Rejection>) {
    let spec = &record.spec;
    let mut game = Game::new(Rules {
        size: spec.n,
        win_length: spec.k,
        marks: spec.marks.clone(),
    });
    let mut last = None;
    for &(seat, row, col) in &record.calls {
        last = game.play(spec.marks[seat], row, col).err();
    }
    let mut cells = vec![None; (spec.n * spec.n) as usize];
    for placement in game.history() {
        cells[(placement.cell.row * spec.n + placement.cell.col) as usize] = Some(placement.player);
    }
    (board_rows(spec.n, &spec.marks, &cells), last)
}

/// The failure of a game the contestant forfeited.
fn forfeited(record: &GameRecord, forfeit: &crate::record::Forfeit) -> What {
    let (board, rejection) = replay(record);
    match (forfeit.reason, rejection, record.calls.last()) {
        (Reason::Retries, Some(reason), Some(&(_, row, col))) => What::Rejected {
            call: record.calls.len(),
            at: (row, col),
            reason,
            board,
        },
        _ => What::NoMove {
            call: record.calls.len() + 1,
            reason: forfeit.reason,
            detail: forfeit.detail.clone(),
        },
    }
}

/// The failure of a game the opponent won.
fn lost(record: &GameRecord) -> What {
    let (board, _) = replay(record);
    let &(_, row, col) = record.calls.last().expect("a won game has a move");
    What::Lost {
        call: record.calls.len(),
        at: (row, col),
        board,
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = |seat: usize| char::from(MARKS[seat]);
        let other = mark(1 - self.seat);
        write!(
            f,
            "game {} of {} (you are {}, builtin:{} is {other}): ",
            self.game,
            self.games,
            mark(self.seat),
            self.opponent.name()
        )?;
        match &self.what {
            What::Lost {
                call,
                at: (row, col),
                board,
            } => write!(
                f,
                "you lost: {other}'s move {call} at ({row}, {col}) completes a line; the board: {}",
                board.join("/")
            ),
            What::Rejected {
                call,
                at: (row, col),
                reason,
                board,
            } => write!(
                f,
                "your move {call} at ({row}, {col}) is rejected: {}; the board: {}",
                crate::protocol::reason(*reason),
                board.join("/")
            ),
            What::NoMove {
                call,
                reason: Reason::Garbage,
                detail,
            } => write!(f, "move {call}: your answer is not [row, col]: {detail}"),
            What::NoMove { call, detail, .. } => {
                write!(f, "move {call}: no answer: your program {detail}")
            }
        }
    }
}
