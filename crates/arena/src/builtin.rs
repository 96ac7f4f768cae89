//! The built-in bots, played in the referee's process with no box:
//! `builtin:random`, `builtin:greedy` (wins when it can, blocks when it
//! must) and `builtin:perfect` (a full search; for two seats on 3×3 and
//! 4×4 boards with k = 3 or 4: it never loses a game that can be held,
//! and 4×4 with k = 3 is a first player's win).

mod board;
mod perfect;

use std::time::Duration;

use ttt_judge::generate::Rng;

use crate::config::{ConfigError, GameSpec};
use crate::player::{Answer, Deadline, Fault, Player};
use crate::protocol::Message;
use board::Board;

/// Which built-in bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A uniformly random empty cell.
    Random,
    /// A winning cell, else a cell another seat would win on, else random.
    Greedy,
    /// The best move by a full search.
    Perfect,
}

impl Kind {
    /// Every kind, as `builtin:NAME` names them.
    pub const ALL: [Kind; 3] = [Kind::Random, Kind::Greedy, Kind::Perfect];

    /// Its name after `builtin:`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Greedy => "greedy",
            Kind::Perfect => "perfect",
        }
    }

    /// The kind `name` names.
    pub fn named(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Whether this bot can play `game`: the perfect one only where its
    /// search is cheap.
    pub fn check(self, game: &GameSpec) -> Result<(), ConfigError> {
        let cheap = matches!(game.n, 3 | 4) && matches!(game.k, 3 | 4) && game.marks.len() == 2;
        match self {
            Kind::Perfect if !cheap => Err(ConfigError(format!(
                "builtin:perfect plays two seats on 3×3 or 4×4 with k = 3 or 4, not {} seats \
                 on {}×{} with k = {}",
                game.marks.len(),
                game.n,
                game.n,
                game.k
            ))),
            _ => Ok(()),
        }
    }
}

/// A built-in bot playing a match.
#[derive(Debug)]
pub struct Builtin {
    kind: Kind,
    board: Board,
    seat: usize,
    rng: Rng,
    memo: perfect::Memo,
}

impl Builtin {
    /// A bot of `kind`, told its game by the start message.
    pub fn new(kind: Kind) -> Builtin {
        Builtin {
            kind,
            board: Board::new(3, 3, 2),
            seat: 0,
            rng: Rng::new(0),
            memo: perfect::Memo::default(),
        }
    }

    /// Its move on the board as it stands.
    fn choose(&mut self) -> usize {
        let empty = self.board.empty();
        match self.kind {
            Kind::Random => empty[self.rng.index(empty.len())],
            Kind::Greedy => self.greedy(&empty),
            Kind::Perfect => perfect::best(&mut self.board, self.seat, &mut self.memo)
                .unwrap_or_else(|| empty[self.rng.index(empty.len())]),
        }
    }

    fn greedy(&mut self, empty: &[usize]) -> usize {
        let seats = self.board.seats;
        let others = (1..seats).map(|d| (self.seat + d) % seats);
        for seat in std::iter::once(self.seat).chain(others) {
            if let Some(&cell) = empty.iter().find(|&&cell| self.board.completes(cell, seat)) {
                return cell;
            }
        }
        empty[self.rng.index(empty.len())]
    }
}

impl Player for Builtin {
    fn tell(&mut self, message: &Message<'_>) {
        match *message {
            Message::Start {
                n,
                k,
                marks,
                seat,
                seed,
                ..
            } => {
                self.board = Board::new(n, k, marks.len());
                self.seat = seat;
                self.rng = Rng::new(seed);
            }
            Message::NewGame { .. } => self.board.clear(),
            Message::Turn { board, .. } => self.board.set(board),
            Message::Invalid { .. } | Message::End { .. } => {}
        }
    }

    fn ask(&mut self, message: &Message<'_>, _: Deadline) -> Result<Answer, Fault> {
        self.tell(message);
        let cell = self.choose();
        let n = self.board.n as usize;
        Ok(Answer {
            at: ((cell / n) as i64, (cell % n) as i64),
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
