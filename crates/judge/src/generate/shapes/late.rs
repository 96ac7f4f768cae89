//! `late-win`: every cell but one fills without a win, and the last move
//! takes that cell and completes a run.

use super::edge::{run_cells, run_shapes};
use super::{SEARCHES, by_search, play_owned};
use crate::case::Case;
use crate::engine::{Cell, Status};
use crate::generate::pattern::late_win_two;
use crate::generate::play::{Builder, pick_n, pick_players, skeleton};
use crate::generate::{GenerateError, Params, Rng, Shape};
use crate::variant::Variant;

/// `late-win`: the player of the last move holds a run but for one cell,
/// every other cell fills without a win, and the last move takes that cell.
/// Two `multi` players take their cells from the pattern (see
/// [`late_win_two`]); more players, from a local search.
pub(in crate::generate) fn late_win(params: &Params, rng: &mut Rng) -> Result<Case, GenerateError> {
    let n = pick_n(params, rng, 3, 8);
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng).clamp(2, (((n * n - 1) / 3) as usize).max(3)),
        Variant::FullLine | Variant::Classic => 2,
    };
    let skeleton = skeleton(params.variant, n, players, rng);
    let cells = n * n;
    let winner = ((cells - 1) % players as u64) as usize;
    let shapes = run_shapes(params.variant, n);
    for _ in 0..SEARCHES {
        let built = match (params.variant, players) {
            (Variant::Multi, 2) => {
                late_win_two(n, rng).and_then(|own| play_owned(&skeleton, own.into(), true, rng))
            }
            (variant, _) => {
                let (len, at) = shapes[rng.index(shapes.len())];
                let run = run_cells(rng.below(8), n, len);
                let at = at as usize;
                match variant {
                    Variant::Multi => {
                        by_search(&skeleton, n, players, Some((&run, at, winner)), rng)
                    }
                    Variant::FullLine | Variant::Classic => {
                        fill_then_win(&skeleton, &run, at, winner, cells, rng)
                    }
                }
            }
        };
        if let Some(game) = built.filter(|g| matches!(g.game.status(), Status::Won(_))) {
            return Ok(game.finish(skeleton));
        }
    }
    Err(GenerateError::NotFound {
        shape: Shape::LateWin,
        n,
        players,
    })
}

fn fill_then_win(
    skeleton: &Case,
    run: &[Cell],
    at: usize,
    winner: usize,
    cells: u64,
    rng: &mut Rng,
) -> Option<Builder> {
    let last = run[at];
    let mut mine: Vec<Cell> = run.iter().copied().filter(|&c| c != last).collect();
    let mut game = Builder::new(skeleton, cells as usize);
    for _ in 0..cells - 1 {
        let placed = match (game.game.turn() == winner, mine.pop()) {
            (true, Some(cell)) => game.place(cell).ok() == Some(Status::InProgress),
            (true, None) => game.place_quietly(rng, &[last]),
            (false, _) => game.place_quietly(rng, run),
        };
        if !placed {
            return None;
        }
    }
    matches!(game.place(last), Ok(Status::Won(p)) if p == winner).then_some(game)
}
