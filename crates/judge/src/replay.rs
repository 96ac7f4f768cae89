//! Replaying a case step by step: the engine is fed the case's calls (or
//! moves) one at a time, and between steps the game can be looked at. This
//! is what `ttt-judge show` draws, and what another program uses to step
//! through a game without the command line.
//!
//! Unlike [`judge`](crate::judge()), a replay does not stop at a move that a
//! `fullline` or `classic` statement rules out: that step is reported as
//! rejected, with the reason, and changes nothing, so a broken case can
//! still be looked at.

use crate::case::{Case, Move};
use crate::engine::{Coord, Game, Mark, Rejection, Status};
use crate::judgement::rules;

/// What one step of a replay did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The step's index among the case's calls (or moves), from 0.
    pub index: usize,
    /// The mark the call played: the case's for `multi`, the player due
    /// (or, for a `fullline` case that names them, the player named) for the
    /// two-player variants (`b'1'` or `b'2'`).
    pub mark: Mark,
    /// The row asked for.
    pub row: Coord,
    /// The column asked for.
    pub col: Coord,
    /// The new status, or why the call was rejected.
    pub result: Result<Status, Rejection>,
}

/// A case being replayed: an iterator of [`Played`] steps, with the game
/// as it stands after the last one at [`Replay::game`].
#[derive(Clone, Debug)]
pub struct Replay<'a> {
    case: &'a Case,
    game: Game,
    next: usize,
}

impl<'a> Replay<'a> {
    /// The replay of `case`, before its first step.
    pub fn new(case: &'a Case) -> Replay<'a> {
        let game = Game::with_capacity(rules(case), steps(case));
        Replay {
            case,
            game,
            next: 0,
        }
    }

    /// The game after the steps taken so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many steps the whole case has.
    pub fn total(&self) -> usize {
        steps(self.case)
    }

    /// How many steps have been taken.
    pub fn taken(&self) -> usize {
        self.next
    }

    /// Takes steps until `step` have been taken (or the case ends); the
    /// last step taken on the way, if any.
    pub fn advance_to(&mut self, step: usize) -> Option<Played> {
        let mut last = None;
        while self.taken() < step {
            match self.next() {
                Some(played) => last = Some(played),
                None => break,
            }
        }
        last
    }
}

impl Iterator for Replay<'_> {
    type Item = Played;

    fn next(&mut self) -> Option<Played> {
        let index = self.next;
        let played = match self.case {
            Case::Multi(c) => {
                let call = c.calls.get(index)?;
                let result = self.game.play(call.player, call.row, call.col);
                (call.player, call.row, call.col, result)
            }
            Case::FullLine(c) => {
                let mv = c.moves.get(index)?;
                let player = c.players.as_ref().map(|p| usize::from(p[index] - 1));
                self.place(&mv, player)
            }
            Case::Classic(c) => self.place(&c.moves.get(index)?, None),
        };
        self.next += 1;
        let (mark, row, col, result) = played;
        Some(Played {
            index,
            mark,
            row,
            col,
            result,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.total() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Replay<'_> {}

impl Replay<'_> {
    /// Places a move as `player` when the case names the mover, else as
    /// the player whose turn it is.
    fn place(
        &mut self,
        mv: &Move,
        player: Option<usize>,
    ) -> (Mark, Coord, Coord, Result<Status, Rejection>) {
        let mover = player.unwrap_or(self.game.turn());
        let mark = self.game.rules().marks[mover];
        let result = match player {
            Some(player) => self.game.place_as(player, mv.row, mv.col),
            None => self.game.place(mv.row, mv.col),
        };
        (mark, mv.row, mv.col, result)
    }
}

/// How many calls or moves `case` has.
fn steps(case: &Case) -> usize {
    match case {
        Case::Multi(c) => c.calls.len(),
        Case::FullLine(c) => c.moves.len(),
        Case::Classic(c) => c.moves.len(),
    }
}
