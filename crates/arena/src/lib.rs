//! `ttt_arena`: a referee for statement 000's game (the `multi` variant of
//! `ttt_judge`): K seats on an n×n board, k in a row wins, a rejected move
//! answered `INVALID` with its reason and the board and turn unchanged.
//!
//! - [`protocol`]: what the referee and a bot say to each other, and the
//!   [`protocol::Protocol`] seam by which a bot's bytes are made and read
//!   (JSON lines, and [`gomocup`] for Gomocup's Piskvork brains).
//! - [`player`]: the [`player::Player`] seam the referee talks to, a bot in
//!   a sandbox session ([`process`]) or built in ([`builtin`]).
//! - [`referee`]: one game, a typed [`record::GameRecord`].
//! - [`record`]: a game as a statement-000 case and its judged result.
//! - [`tournament`]: the schedule of seatings, matches run at once.
//! - [`standings`]: wins, draws, losses, forfeits, points and ratings.
//! - [`stream`]: a bot over any pair of streams, as an interactor speaks
//!   to a judge system's contestant; [`duel`]: that bot against a built-in
//!   one in each seat, passed when it loses no game and breaks no rule.
//!
//! # Forfeits
//!
//! A bot that times out, crashes, answers garbage, exhausts its retries or
//! its bank forfeits the game: the game stops there and the forfeiting seat
//! is scored a loss, the other seats a draw among them (a win when one is
//! left). The seat is not skipped, because every game is also a case that
//! `ttt-judge run` re-judges, and statement 000's turn order cannot pass a
//! mark: a game that went on without the seat would be no case of it.

#![warn(missing_docs, unreachable_pub)]

pub mod builtin;
pub mod config;
pub mod duel;
pub mod gomocup;
#[cfg(unix)]
pub mod harness;
pub mod player;
#[cfg(unix)]
pub mod process;
pub mod protocol;
pub mod record;
pub mod referee;
pub mod standings;
pub mod stream;
pub mod tournament;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_duel;
#[cfg(test)]
mod tests_exchange;
#[cfg(test)]
mod tests_gomocup;
#[cfg(all(test, unix))]
mod tests_process;
