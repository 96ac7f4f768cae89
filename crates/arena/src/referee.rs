//! One game: the referee asks the seat due for a move, plays it on the
//! judge's engine, answers a rejected one `INVALID` with its reason (the
//! board and the turn unchanged) until the seat's retries are spent, and
//! stops the game at a forfeit.

use std::time::Duration;

use ttt_judge::{Game, Rules, Status};

use crate::config::{Clock, GameSpec};
use crate::player::{Deadline, Fault, Player, Reason};
use crate::protocol::Message;
use crate::record::Forfeit;

/// A game's end: every call, the status, the forfeit if one stopped it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Every call: seat, row, column.
    pub calls: Vec<(usize, i64, i64)>,
    /// The status at the end.
    pub status: Status,
    /// The forfeit, if any.
    pub forfeit: Option<Forfeit>,
}

/// The board as the bots see it: a seat a cell, row by row.
fn cells(game: &Game, n: u64) -> Vec<Option<usize>> {
    let mut cells = vec![None; (n * n) as usize];
    for placement in game.history() {
        cells[(placement.cell.row * n + placement.cell.col) as usize] = Some(placement.player);
    }
    cells
}

/// Plays one game between `players` (one a seat, in turn order).
pub fn play(spec: &GameSpec, clock: Clock, players: &mut [Box<dyn Player>]) -> Played {
    let rules = Rules {
        size: spec.n,
        win_length: spec.k,
        marks: spec.marks.clone(),
    };
    let mut game = Game::new(rules);
    let mut calls = Vec::new();
    let mut seen = vec![0; players.len()];
    let mut banks = vec![clock.bank; players.len()];
    let mut forfeit = None;
    while forfeit.is_none() && game.status() == Status::InProgress {
        let seat = game.turn();
        let mut due = Due {
            seat,
            retries: spec.retries,
            move_time: clock.move_time,
            bank: &mut banks[seat],
            player: players[seat].as_mut(),
        };
        let since = std::mem::replace(&mut seen[seat], game.history().len());
        forfeit = due
            .play(since, &mut game, &mut calls)
            .err()
            .map(|fault| Forfeit {
                seat,
                reason: fault.reason,
                detail: fault.detail,
            });
    }
    Played {
        calls,
        status: game.status(),
        forfeit,
    }
}

/// The seat due, with its clock.
struct Due<'a> {
    seat: usize,
    retries: u32,
    move_time: Duration,
    bank: &'a mut Duration,
    player: &'a mut dyn Player,
}

impl Due<'_> {
    /// Tells the seat the board and the moves since `since` (where its
    /// last turn was in the game's history), and plays its turn.
    fn play(
        &mut self,
        since: usize,
        game: &mut Game,
        calls: &mut Vec<(usize, i64, i64)>,
    ) -> Result<(), Fault> {
        let moves: Vec<_> = game.history()[since..]
            .iter()
            .map(|p| (p.player, p.cell.row, p.cell.col))
            .collect();
        let rules = game.rules().clone();
        let board = cells(game, rules.size);
        let turn = Message::Turn {
            n: rules.size,
            marks: &rules.marks,
            board: &board,
            moves: &moves,
            time_left: self.move_time,
            bank_left: *self.bank,
        };
        self.turn(&turn, game, calls)
    }

    /// Asks until a move is accepted; a fault, or a rejection past the
    /// retries, is the seat's forfeit.
    fn turn(
        &mut self,
        turn: &Message<'_>,
        game: &mut Game,
        calls: &mut Vec<(usize, i64, i64)>,
    ) -> Result<(), Fault> {
        let mut message = *turn;
        let mut rejected = 0;
        loop {
            let deadline = Deadline {
                move_time: self.move_time,
                bank_left: *self.bank,
            };
            let answer = self.player.ask(&message, deadline)?;
            *self.bank = self
                .bank
                .saturating_sub(answer.spent.saturating_sub(self.move_time));
            let (row, col) = answer.at;
            calls.push((self.seat, row, col));
            let mark = game.rules().marks[self.seat];
            match game.play(mark, row, col) {
                Ok(_) => return Ok(()),
                Err(reason) if rejected < self.retries => {
                    rejected += 1;
                    let (n, board) = match *turn {
                        Message::Turn { n, board, .. } => (n, board),
                        _ => (0, &[][..]),
                    };
                    message = Message::Invalid {
                        seat: self.seat,
                        reason,
                        tries_left: self.retries - rejected,
                        n,
                        board,
                    };
                }
                Err(reason) => {
                    return Err(Fault {
                        reason: Reason::Retries,
                        detail: format!(
                            "{} rejected moves in a row, the last {}",
                            rejected + 1,
                            crate::protocol::reason(reason)
                        ),
                    });
                }
            }
        }
    }
}
