//! Standings: each bot's wins, draws, losses, forfeits by reason and
//! points (a win 1, a draw ½), and a Weng-Lin rating with its uncertainty
//! (`skillratings`, for any number of seats a game), the games taken
//! round by round in schedule order, so that the same records give the
//! same ratings.

use std::collections::BTreeMap;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::player::Reason;
use crate::record::{GameRecord, Outcome};

/// One bot's line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The bot's index among the tournament's.
    pub bot: usize,
    /// Games played.
    pub games: u32,
    /// Wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses (forfeits included).
    pub losses: u32,
    /// Forfeits, by reason.
    pub forfeits: BTreeMap<Reason, u32>,
    /// Points: 1 a win, ½ a draw.
    pub points: f64,
    /// The Weng-Lin rating (mu).
    pub rating: f64,
    /// Its uncertainty (sigma).
    pub uncertainty: f64,
}

/// The standings of `bots` bots after `records`, best first (by points,
/// then by rating, then by the bot's order).
pub fn standings(bots: usize, records: &[GameRecord]) -> Vec<Standing> {
    let mut table: Vec<Standing> = (0..bots)
        .map(|bot| Standing {
            bot,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            forfeits: BTreeMap::new(),
            points: 0.0,
            rating: 0.0,
            uncertainty: 0.0,
        })
        .collect();
    let mut ratings = vec![WengLinRating::new(); bots];
    let config = WengLinConfig::new();
    for record in records {
        tally(&mut table, record);
    }
    // Rated round by round (every seating's first game, then every
    // seating's second...), so that no seating's games all come last.
    let mut rounds: Vec<&GameRecord> = records.iter().collect();
    rounds.sort_by_key(|r| (r.game, r.seating));
    for record in rounds {
        rate(&mut ratings, record, &config);
    }
    for (line, rating) in table.iter_mut().zip(&ratings) {
        line.rating = rating.rating;
        line.uncertainty = rating.uncertainty;
    }
    table.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.bot.cmp(&b.bot))
    });
    table
}

fn tally(table: &mut [Standing], record: &GameRecord) {
    for (seat, outcome) in record.outcomes().into_iter().enumerate() {
        let line = &mut table[record.seats[seat]];
        line.games += 1;
        match outcome {
            Outcome::Win => (line.wins, line.points) = (line.wins + 1, line.points + 1.0),
            Outcome::Draw => (line.draws, line.points) = (line.draws + 1, line.points + 0.5),
            Outcome::Loss => line.losses += 1,
        }
    }
    if let Some(forfeit) = &record.forfeit {
        let line = &mut table[record.seats[forfeit.seat]];
        *line.forfeits.entry(forfeit.reason).or_default() += 1;
    }
}

/// Updates the ratings of the game's bots: each seat a team of one, ranked
/// 1 for a win, 2 for a draw, 3 for a loss (equal ranks tie).
fn rate(ratings: &mut [WengLinRating], record: &GameRecord, config: &WengLinConfig) {
    let teams: Vec<[WengLinRating; 1]> = record.seats.iter().map(|&bot| [ratings[bot]]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(record.outcomes())
        .map(|(team, outcome)| {
            let rank = match outcome {
                Outcome::Win => 1,
                Outcome::Draw => 2,
                Outcome::Loss => 3,
            };
            (&team[..], MultiTeamOutcome::new(rank))
        })
        .collect();
    let updated = weng_lin_multi_team(&ranked, config);
    for (&bot, team) in record.seats.iter().zip(updated) {
        if let Some(&rating) = team.first() {
            ratings[bot] = rating;
        }
    }
}
