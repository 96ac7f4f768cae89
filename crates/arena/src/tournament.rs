//! The schedule and its matches: every choice of seats from the bots,
//! each in every rotation of its seats (so each bot moves first as often
//! as the others), `games` games a seating, the seatings in an order the
//! seed fixes; a match (one seating's games) keeps its bots' processes
//! from its first game to its last, and `jobs` matches run at once.

use std::io;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use ttt_judge::generate::Rng;

use crate::builtin::{Builtin, Kind};
use crate::config::{Config, ConfigError};
use crate::player::{Player, Reason};
use crate::protocol::Message;
use crate::record::{Forfeit, GameRecord, Outcome};
use crate::referee;

/// A bot in the tournament.
#[derive(Clone, Debug)]
pub enum Bot {
    /// A built-in one.
    Builtin(Kind),
    /// A program, in the sandbox.
    #[cfg(unix)]
    Program(crate::process::ProgramBot),
}

/// Where program bots run.
#[cfg(unix)]
pub type Host = ttt_sandbox::Sandbox;
/// Where program bots run (none but Unix runs them).
#[cfg(not(unix))]
pub type Host = ();

/// The seatings: every `seats`-subset of `bots` bots, in every rotation,
/// shuffled by `seed`.
pub fn seatings(bots: usize, seats: usize, seed: u64) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut chosen = Vec::with_capacity(seats);
    subsets(bots, seats, 0, &mut chosen, &mut all);
    let mut rotated: Vec<Vec<usize>> = all
        .into_iter()
        .flat_map(|subset| {
            (0..seats).map(move |r| {
                let mut seating = subset.clone();
                seating.rotate_left(r);
                seating
            })
        })
        .collect();
    Rng::new(seed).shuffle(&mut rotated);
    rotated
}

fn subsets(
    bots: usize,
    seats: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    all: &mut Vec<Vec<usize>>,
) {
    if chosen.len() == seats {
        all.push(chosen.clone());
        return;
    }
    for bot in from..bots {
        chosen.push(bot);
        subsets(bots, seats, bot + 1, chosen, all);
        chosen.pop();
    }
}

/// Checks that `bots` can play the configuration.
pub fn check(config: &Config, bots: &[Bot]) -> Result<(), ConfigError> {
    config.game.check()?;
    if bots.len() < config.game.marks.len() {
        return Err(ConfigError(format!(
            "{} bots for {} seats: name at least as many bots as seats",
            bots.len(),
            config.game.marks.len()
        )));
    }
    for bot in bots {
        if let Bot::Builtin(kind) = bot {
            kind.check(&config.game)?;
        }
    }
    Ok(())
}

/// Plays the tournament: every game's record, in schedule order. An error
/// is a bot that could not be started at all, or the caller's stop.
pub fn play(config: &Config, bots: &[Bot], host: &Host) -> io::Result<Vec<GameRecord>> {
    let schedule = seatings(bots.len(), config.game.marks.len(), config.seed);
    let next = AtomicUsize::new(0);
    let done = Mutex::new(Vec::new());
    let failed = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.clamp(1, schedule.len().max(1)) {
            scope.spawn(|| {
                loop {
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    let Some(seats) = schedule.get(at) else { break };
                    match Match::new(config, bots, host, at, seats).and_then(Match::play) {
                        Ok(records) => done
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .extend(records),
                        Err(e) => {
                            *failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                            next.store(schedule.len(), Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut records = done.into_inner().unwrap_or_else(|e| e.into_inner());
    records.sort_by_key(|r| (r.seating, r.game));
    Ok(records)
}

/// One seating's games, its players kept between them.
struct Match<'a> {
    config: &'a Config,
    bots: &'a [Bot],
    host: &'a Host,
    seating: usize,
    seats: &'a [usize],
    players: Vec<Box<dyn Player>>,
}

impl<'a> Match<'a> {
    fn new(
        config: &'a Config,
        bots: &'a [Bot],
        host: &'a Host,
        seating: usize,
        seats: &'a [usize],
    ) -> io::Result<Match<'a>> {
        let mut this = Match {
            config,
            bots,
            host,
            seating,
            seats,
            players: Vec::new(),
        };
        for seat in 0..seats.len() {
            let player = this.start(seat)?;
            this.players.push(player);
        }
        Ok(this)
    }

    /// The seed of the bot in `seat` for this match.
    fn seed(&self, seat: usize) -> u64 {
        let stream = (self.seating * 64 + seat) as u64;
        Rng::for_case(self.config.seed, stream).next_u64()
    }

    /// Starts the bot of `seat` and tells it the match.
    fn start(&self, seat: usize) -> io::Result<Box<dyn Player>> {
        let mut player: Box<dyn Player> = match &self.bots[self.seats[seat]] {
            Bot::Builtin(kind) => Box::new(Builtin::new(*kind)),
            #[cfg(unix)]
            Bot::Program(bot) => Box::new(crate::process::ProcessPlayer::start(self.host, bot)?),
        };
        let game = &self.config.game;
        player.tell(&Message::Start {
            n: game.n,
            k: game.k,
            marks: &game.marks,
            seat,
            move_time: self.config.clock.move_time,
            bank: self.config.clock.bank,
            seed: self.seed(seat),
            games: self.config.games,
        });
        Ok(player)
    }

    fn play(mut self) -> io::Result<Vec<GameRecord>> {
        let mut records = Vec::new();
        for game in 0..self.config.games {
            if game > 0 {
                self.next_game(game)?;
            }
            let played = referee::play(&self.config.game, self.config.clock, &mut self.players);
            let mut record = GameRecord {
                seating: self.seating,
                game,
                seats: self.seats.to_vec(),
                spec: self.config.game.clone(),
                calls: played.calls,
                status: played.status,
                forfeit: played.forfeit,
                abouts: self.players.iter().map(|p| p.about()).collect(),
                stderr: Vec::new(),
            };
            self.end_game(&mut record);
            records.push(record);
        }
        for player in &mut self.players {
            player.finish();
        }
        Ok(records)
    }

    /// Starts the next game: a broken player is started again (its
    /// process killed), the others told of the new game.
    fn next_game(&mut self, game: u32) -> io::Result<()> {
        for seat in 0..self.players.len() {
            if self.players[seat].broken() {
                self.players[seat].finish();
                self.players[seat] = self.start(seat)?;
            }
            self.players[seat].tell(&Message::NewGame { game });
        }
        Ok(())
    }

    /// Tells every seat how the game ended; a forfeit keeps the tail of
    /// its bot's stderr, and each seat that lost what its bot wrote on
    /// stderr during the game.
    fn end_game(&mut self, record: &mut GameRecord) {
        let status = record.status_text();
        let outcomes = record.outcomes();
        for (seat, outcome) in outcomes.iter().enumerate() {
            self.players[seat].tell(&Message::End {
                status: &status,
                outcome: outcome.name(),
            });
        }
        if let Some(Forfeit {
            seat,
            reason,
            detail,
        }) = &mut record.forfeit
            && *reason != Reason::Retries
        {
            let tail = self.players[*seat].finish();
            if !tail.is_empty() {
                detail.push_str("; stderr: ");
                detail.push_str(tail.trim_end());
            }
        }
        record.stderr = outcomes
            .iter()
            .zip(&mut self.players)
            .map(|(outcome, player)| {
                let recent = player.recent_stderr();
                (*outcome == Outcome::Loss && !recent.is_empty()).then_some(recent)
            })
            .collect();
    }
}
