//! The shaped modes: `tie` (a full board, no win), `edge-wins` (a win along
//! an edge or a corner's diagonal, completed at each position of the run)
//! and `late-win` (the win lands on the last empty cell).

mod edge;
mod late;

pub(super) use edge::edge_win;
pub(super) use late::late_win;

use super::colour::Colouring;
use super::pattern::{split_two_colouring, two_colouring_owners};
use super::play::{Builder, pick_n, pick_players, skeleton};
use super::{GenerateError, Mode, Params, ParamsError, Rng, Shape};
use crate::case::Case;
use crate::engine::{Cell, Status};
use crate::variant::Variant;

/// How many times a randomised construction is tried before giving up.
const ATTEMPTS: usize = 200;

/// How many local searches are tried before giving up.
const SEARCHES: usize = 20;

/// The largest fullline board that can be filled within 100 000 moves.
pub(super) const FULL_BOARD_N: u64 = 316;

/// Refuses shaped-mode parameters that cannot give a valid case.
pub(super) fn check(params: &Params) -> Result<(), ParamsError> {
    let v = params.variant;
    match (params.mode, v, params.n) {
        (Mode::Tie, Variant::FullLine, Some(n)) if !(3..=FULL_BOARD_N).contains(&n) => {
            Err(ParamsError::TieSize)
        }
        (Mode::LateWin, Variant::FullLine, Some(n)) if n == 2 || n > FULL_BOARD_N => {
            Err(ParamsError::LateWinSize)
        }
        (Mode::EdgeWins | Mode::LateWin, Variant::Multi, Some(n)) => {
            let k = params.players.unwrap_or(2) as u64;
            let last = (n * n - 1) % k;
            let needed = if params.mode == Mode::EdgeWins {
                2 * k + 1
            } else {
                2 * k + last + 1
            };
            match n * n >= needed {
                true => Ok(()),
                false => Err(ParamsError::TooFewMoves {
                    mode: params.mode,
                    n,
                    players: k,
                }),
            }
        }
        _ => Ok(()),
    }
}

/// `tie`: a full board where nobody has three (or a whole line).
pub(super) fn tie(params: &Params, rng: &mut Rng) -> Result<Case, GenerateError> {
    let n = pick_n(params, rng, 3, 10);
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng),
        Variant::FullLine | Variant::Classic => 2,
    };
    let skeleton = skeleton(params.variant, n, players, rng);
    for _ in 0..SEARCHES {
        let built = match players % 2 {
            0 => by_colouring(&skeleton, n, players, rng),
            _ => by_search(&skeleton, n, players, None, rng),
        };
        if let Some(game) = built.filter(|g| g.game.status() == Status::Tie) {
            return Ok(game.finish(skeleton));
        }
    }
    Err(GenerateError::NotFound {
        shape: Shape::Tie,
        n,
        players,
    })
}

/// A tie from a two-colouring with no three equal in a line: cells coloured
/// by ((c + 2r + s) mod 4) / 2, under a random symmetry of the board. Each
/// colour is shared among half of the players, so no player has three.
fn by_colouring(skeleton: &Case, n: u64, players: usize, rng: &mut Rng) -> Option<Builder> {
    let own = split_two_colouring(n, players, rng)?;
    play_owned(skeleton, own, false, rng)
}

/// A full board from a colouring found by local search; with `run`, the
/// winner's run is complete but for the cell played last.
fn by_search(
    skeleton: &Case,
    n: u64,
    players: usize,
    run: Option<(&[Cell], usize, usize)>,
    rng: &mut Rng,
) -> Option<Builder> {
    let start = match players % 2 {
        0 => two_colouring_owners(n, players, rng),
        _ => None,
    };
    let mut colouring = Colouring::deal(n, players, start, run, rng);
    if !colouring.solve(rng) {
        return None;
    }
    play_owned(
        skeleton,
        colouring.cells_by_player(players),
        run.is_some(),
        rng,
    )
}

/// Plays each player's own cells in turn order, each list in random order
/// (but for its first cell, played last, when `keep_first`).
fn play_owned(
    skeleton: &Case,
    mut own: Vec<Vec<Cell>>,
    keep_first: bool,
    rng: &mut Rng,
) -> Option<Builder> {
    let total: usize = own.iter().map(Vec::len).sum();
    let from = usize::from(keep_first);
    own.iter_mut()
        .for_each(|cells| rng.shuffle(cells.get_mut(from..).unwrap_or_default()));
    let mut game = Builder::new(skeleton, total);
    let players = own.len();
    for t in 0..total {
        let cell = own[t % players].pop()?;
        game.place(cell).ok()?;
    }
    Some(game)
}
