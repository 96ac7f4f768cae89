//! The referee with built-in bots and a few program bots.

use std::time::Duration;

use crate::builtin::Kind;
use crate::config::{Clock, Config, GameSpec};
use crate::record::Outcome;
use crate::standings::standings;
use crate::tournament::{Bot, Host, play, seatings};

fn config(games: u32, seed: u64) -> Config {
    Config {
        game: GameSpec {
            n: 3,
            k: 3,
            marks: b"XO".to_vec(),
            retries: 2,
        },
        clock: Clock {
            move_time: Duration::from_millis(500),
            bank: Duration::ZERO,
        },
        games,
        jobs: 2,
        seed,
    }
}

fn host() -> Host {
    #[cfg(unix)]
    return ttt_sandbox::Sandbox::new(true);
}

#[test]
fn every_subset_sits_in_every_rotation() {
    let mut all = seatings(3, 2, 7);
    all.sort();
    assert_eq!(all, [[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1]]);
}

#[test]
fn perfect_never_loses_to_random_or_greedy() {
    let bots = [
        Bot::Builtin(Kind::Perfect),
        Bot::Builtin(Kind::Random),
        Bot::Builtin(Kind::Greedy),
    ];
    let records = play(&config(30, 1), &bots, &host()).expect("built-ins play");
    assert_eq!(records.len(), 6 * 30);
    for record in &records {
        for (seat, outcome) in record.outcomes().into_iter().enumerate() {
            assert!(
                !(record.seats[seat] == 0 && outcome == Outcome::Loss),
                "{record:?}"
            );
        }
        assert_eq!(record.forfeit, None);
    }
    let table = standings(3, &records);
    assert_eq!(table[0].bot, 0);
    assert_eq!(table[0].losses, 0);
    assert!(table[0].rating > table[2].rating);
}

#[test]
fn greedy_takes_a_win_and_blocks_one() {
    let bots = [Bot::Builtin(Kind::Greedy), Bot::Builtin(Kind::Random)];
    let records = play(&config(50, 3), &bots, &host()).expect("built-ins play");
    let table = standings(2, &records);
    assert_eq!(table[0].bot, 0, "{table:?}");
}

#[test]
fn the_same_seed_gives_the_same_games() {
    let bots = [Bot::Builtin(Kind::Random), Bot::Builtin(Kind::Greedy)];
    let one = play(&config(20, 9), &bots, &host()).expect("built-ins play");
    let two = play(&config(20, 9), &bots, &host()).expect("built-ins play");
    assert_eq!(one, two);
    let other = play(&config(20, 10), &bots, &host()).expect("built-ins play");
    assert_ne!(one, other);
}

#[test]
fn a_case_rejudged_gives_the_referees_status() {
    let bots = [Bot::Builtin(Kind::Random), Bot::Builtin(Kind::Random)];
    for record in play(&config(10, 4), &bots, &host()).expect("built-ins play") {
        let result = record.result();
        let last = format!("\"{}\"]]", record.status_text());
        assert!(
            result.ends_with(&last),
            "{result} for {}",
            record.status_text()
        );
    }
}
