//! `edge-wins`: a win along an edge or a corner's diagonal, in both
//! directions, completed at each position of the run in turn.

use super::ATTEMPTS;
use crate::case::Case;
use crate::engine::{Cell, Status};
use crate::generate::play::{Builder, pick_n, pick_players, skeleton};
use crate::generate::{GenerateError, Params, Rng, Shape};
use crate::variant::Variant;

/// The cells of a run of `len` along an edge or a corner's diagonal, for
/// the `anchor`-th of the eight placements.
pub(super) fn run_cells(anchor: u64, n: u64, len: u64) -> Vec<Cell> {
    let far = n - len;
    (0..len)
        .map(|i| match anchor % 8 {
            0 => Cell { row: 0, col: i },
            1 => Cell {
                row: n - 1,
                col: far + i,
            },
            2 => Cell {
                row: far + i,
                col: 0,
            },
            3 => Cell { row: i, col: n - 1 },
            4 => Cell { row: i, col: i },
            5 => Cell {
                row: far + i,
                col: far + i,
            },
            6 => Cell {
                row: i,
                col: n - 1 - i,
            },
            _ => Cell {
                row: far + i,
                col: len - 1 - i,
            },
        })
        .collect()
}

/// The (run length, position of the winning cell) pairs: for `multi` runs
/// of three to five completed where the two sides hold at most two each;
/// for the whole-line variants every position of the line.
pub(super) fn run_shapes(variant: Variant, n: u64) -> Vec<(u64, u64)> {
    match variant {
        Variant::Multi => [(3, 0), (3, 1), (3, 2), (4, 1), (4, 2), (5, 2)]
            .into_iter()
            .filter(|&(len, _)| len <= n)
            .collect(),
        Variant::FullLine | Variant::Classic => (0..n).map(|j| (n, j)).collect(),
    }
}

/// `edge-wins`: case `index` takes the next (placement, run, position) in
/// turn, so a run of `8 × shapes` cases covers them all.
pub(in crate::generate) fn edge_win(
    params: &Params,
    index: u64,
    rng: &mut Rng,
) -> Result<Case, GenerateError> {
    // A drawn fullline board is at least 2×2: 1×1 has one game, `min`'s.
    let n = pick_n(
        params,
        rng,
        if params.variant == Variant::Multi {
            5
        } else {
            2
        },
        8,
    );
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng).min(((n * n - 1) / 3).max(2) as usize),
        Variant::FullLine | Variant::Classic => 2,
    };
    // The first player's last move of the run is move players × (length - 1).
    let room = |&(len, _): &(u64, u64)| players as u64 * (len - 1) < n * n;
    let shapes: Vec<(u64, u64)> = run_shapes(params.variant, n)
        .into_iter()
        .filter(room)
        .collect();
    if shapes.is_empty() {
        return Err(GenerateError::NoRoom {
            shape: Shape::EdgeWin,
            n,
            players,
        });
    }
    let (len, at) = shapes[(index / 8 % shapes.len() as u64) as usize];
    let run = run_cells(index % 8, n, len);
    let skeleton = skeleton(params.variant, n, players, rng);
    for attempt in 0..ATTEMPTS {
        let winner = (rng.index(players) + attempt) % players;
        if let Some(mut game) = win_on(&skeleton, &run, at as usize, winner, players, rng) {
            if params.variant == Variant::Multi {
                for _ in 0..rng.below(3) {
                    let cell = run[rng.index(run.len())];
                    let _ = game.play(game.due(), cell.row as i64, cell.col as i64);
                }
            }
            return Ok(game.finish(skeleton));
        }
    }
    Err(GenerateError::NotFound {
        shape: Shape::EdgeWin,
        n,
        players,
    })
}

/// A game where `winner` plays only the run's cells, the winning one
/// (`run[at]`) last, and the others play elsewhere without winning.
fn win_on(
    skeleton: &Case,
    run: &[Cell],
    at: usize,
    winner: usize,
    players: usize,
    rng: &mut Rng,
) -> Option<Builder> {
    let mut mine: Vec<Cell> = run
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != at)
        .map(|(_, c)| *c)
        .collect();
    rng.shuffle(&mut mine);
    mine.insert(0, run[at]);
    let mut game = Builder::new(skeleton, winner + players * run.len());
    loop {
        if game.game.turn() == winner {
            let cell = mine.pop()?;
            match game.place(cell).ok()? {
                Status::Won(p) if p == winner && mine.is_empty() => return Some(game),
                Status::InProgress if !mine.is_empty() => {}
                _ => return None,
            }
        } else if !game.place_quietly(rng, run) {
            return None;
        }
    }
}
