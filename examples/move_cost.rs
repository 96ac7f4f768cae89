//! What a move costs the engine, without reading or writing: plays the
//! first case `ttt-judge gen --mode max` makes for `fullline` (n = 1000,
//! 100 000 moves) and for `multi` (n = 200, 16 players, 40 000 calls) on
//! fresh games many times, and prints the time per move, one call at a time
//! (`Game::place`, `Game::play`) and as a whole list (`Game::place_all`,
//! `Game::play_all`, which the judge uses).
//!
//! ```sh
//! cargo run --release --example move_cost
//! ```

use std::hint::black_box;
use std::time::Instant;

use ttt_judge::generate::{Mode, Params, generate};
use ttt_judge::{Case, Game, Rules, Variant};

/// How many times each case is played.
const ROUNDS: usize = 50;

/// Prints the time per move of `play` on a case of `moves` moves.
fn report(what: &str, moves: usize, mut play: impl FnMut() -> usize) {
    let start = Instant::now();
    let mut accepted = 0;
    for _ in 0..ROUNDS {
        accepted += black_box(play());
    }
    let per_move = start.elapsed().as_secs_f64() * 1e9 / (ROUNDS * moves) as f64;
    let accepted = accepted / ROUNDS;
    println!("{what:<38} {per_move:5.2} ns a move ({accepted} of {moves} accepted)");
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let Case::FullLine(case) = generate(&Params::new(Variant::FullLine, Mode::Max), 0)? else {
        return Err("gen made a case of another variant".into());
    };
    let moves: Vec<(i64, i64)> = case.moves.iter().map(|m| (m.row, m.col)).collect();
    let rules = || Rules {
        size: case.size,
        win_length: case.size,
        marks: vec![b'1', b'2'],
    };
    report("fullline, Game::place one at a time", moves.len(), || {
        let mut game = Game::without_history(rules(), moves.len());
        moves
            .iter()
            .filter(|&&(r, c)| game.place(r, c).is_ok())
            .count()
    });
    report("fullline, Game::place_all", moves.len(), || {
        let mut game = Game::without_history(rules(), moves.len());
        match game.place_all(moves.iter().copied()) {
            Ok(()) => moves.len(),
            Err((index, _)) => index,
        }
    });

    let Case::Multi(case) = generate(&Params::new(Variant::Multi, Mode::Max), 0)? else {
        return Err("gen made a case of another variant".into());
    };
    let calls: Vec<(u8, i64, i64)> = case
        .calls
        .iter()
        .map(|c| (c.player, c.row, c.col))
        .collect();
    let rules = || Rules {
        size: case.size,
        win_length: case.win_length,
        marks: case.marks.clone(),
    };
    report("multi, Game::play one at a time", calls.len(), || {
        let mut game = Game::without_history(rules(), calls.len());
        let plays = calls.iter().map(|&(m, r, c)| game.play(m, r, c));
        plays.filter(Result::is_ok).count()
    });
    report("multi, Game::play_all", calls.len(), || {
        let mut game = Game::without_history(rules(), calls.len());
        let mut accepted = 0;
        game.play_all(calls.iter().copied(), |result, _| {
            accepted += usize::from(result.is_ok())
        });
        accepted
    });
    Ok(())
}
