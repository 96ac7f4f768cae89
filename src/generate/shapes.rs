//! The shaped modes: `tie` (a full board, no win), `edge-wins` (a win along
//! an edge or a corner's diagonal, completed at each position of the run)
//! and `late-win` (the win lands on the last empty cell).

use super::colour::Colouring;
use super::play::{Builder, pick_n, pick_players, skeleton};
use super::{Mode, Params, Rng};
use crate::case::{Case, Variant};
use crate::engine::{Cell, Status};

/// How many times a randomised construction is tried before giving up.
const ATTEMPTS: usize = 200;

/// How many local searches are tried before giving up.
const SEARCHES: usize = 20;

/// The largest fullline board that can be filled within 100 000 moves.
const FULL_BOARD_N: u64 = 316;

/// Refuses shaped-mode parameters that cannot give a valid case.
pub(super) fn check(params: &Params) -> Result<(), String> {
    let v = params.variant;
    match (params.mode, v, params.n) {
        (Mode::Tie, Variant::FullLine, Some(n)) if !(3..=FULL_BOARD_N).contains(&n) => Err(format!(
            "--mode tie needs 3 <= n <= {FULL_BOARD_N} for fullline (below 3 the first player always wins; above, the board holds more than 100000 moves)"
        )),
        (Mode::LateWin, Variant::FullLine, Some(n)) if n == 2 || n > FULL_BOARD_N => Err(format!(
            "--mode late-win needs n = 1 or 3 <= n <= {FULL_BOARD_N} for fullline (on 2×2 the third move always wins; above {FULL_BOARD_N} the board holds more than 100000 moves)"
        )),
        (Mode::LateWin, Variant::Multi, _) if params.players == Some(2) => Err(
            "--mode late-win for multi needs --players 3 or more (no construction for two players yet)".to_string(),
        ),
        (Mode::EdgeWins | Mode::LateWin, Variant::Multi, Some(n)) => {
            let k = params.players.unwrap_or(2) as u64;
            let last = (n * n - 1) % k;
            let needed = if params.mode == Mode::EdgeWins { 2 * k + 1 } else { 2 * k + last + 1 };
            match n * n >= needed {
                true => Ok(()),
                false => Err(format!(
                    "--mode {} with --n {n} leaves too few moves for {k} players to make a run of three",
                    params.mode
                )),
            }
        }
        _ => Ok(()),
    }
}

/// `tie`: a full board where nobody has three (or a whole line).
pub(super) fn tie(params: &Params, rng: &mut Rng) -> Result<Case, String> {
    let n = pick_n(params, rng, 3, 10);
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng),
        _ => 2,
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
    Err(format!("found no tie for n = {n} with {players} players"))
}

/// A tie from a two-colouring with no three equal in a line: cells coloured
/// by ((c + 2r + s) mod 4) / 2, under a random symmetry of the board. Each
/// colour is shared among half of the players, so no player has three.
fn by_colouring(skeleton: &Case, n: u64, players: usize, rng: &mut Rng) -> Option<Builder> {
    let own = split_two_colouring(n, players, rng)?;
    play_owned(skeleton, own, false, rng)
}

/// Each player's cells under the two-colouring, for an even number of
/// players.
fn split_two_colouring(n: u64, players: usize, rng: &mut Rng) -> Option<Vec<Vec<Cell>>> {
    let mut classes = two_colouring(n, rng);
    let cells = (n * n) as usize;
    let (q, rem) = (cells / players, cells % players);
    let count = |p: usize| q + usize::from(p < rem);
    let mut big: Vec<usize> = (0..rem).collect();
    let mut small: Vec<usize> = (rem..players).collect();
    rng.shuffle(&mut big);
    rng.shuffle(&mut small);
    let a_big = rem.div_ceil(2);
    let a_small = (players / 2).checked_sub(a_big)?;
    let group_a: Vec<usize> = big[..a_big]
        .iter()
        .chain(&small[..a_small])
        .copied()
        .collect();
    let mut own: Vec<Vec<Cell>> = vec![Vec::new(); players];
    for p in 0..players {
        let class = &mut classes[usize::from(!group_a.contains(&p))];
        let take = class.len().checked_sub(count(p))?;
        own[p] = class.split_off(take);
    }
    Some(own)
}

/// The owners of [`by_colouring`]'s cells, row by row.
fn two_colouring_owners(n: u64, players: usize, rng: &mut Rng) -> Option<Vec<usize>> {
    let own = split_two_colouring(n, players, rng)?;
    let mut owner = vec![0; (n * n) as usize];
    for (p, cells) in own.iter().enumerate() {
        for c in cells {
            owner[(c.row * n + c.col) as usize] = p;
        }
    }
    Some(owner)
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

/// The two colour classes of the pattern, the larger first, in random order.
fn two_colouring(n: u64, rng: &mut Rng) -> [Vec<Cell>; 2] {
    let (s, transpose, mirror) = (rng.below(4), rng.chance(50), rng.chance(50));
    let mut classes = [Vec::new(), Vec::new()];
    for row in 0..n {
        for col in 0..n {
            let (r, c) = if transpose { (col, row) } else { (row, col) };
            let c = if mirror { n - 1 - c } else { c };
            classes[((c + 2 * r + s) % 4 / 2) as usize].push(Cell { row, col });
        }
    }
    if classes[0].len() < classes[1].len() {
        classes.swap(0, 1);
    }
    rng.shuffle(&mut classes[0]);
    rng.shuffle(&mut classes[1]);
    classes
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

/// The cells of a run of `len` along an edge or a corner's diagonal, for
/// the `anchor`-th of the eight placements.
fn run_cells(anchor: u64, n: u64, len: u64) -> Vec<Cell> {
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
fn run_shapes(variant: Variant, n: u64) -> Vec<(u64, u64)> {
    match variant {
        Variant::Multi => [(3, 0), (3, 1), (3, 2), (4, 1), (4, 2), (5, 2)]
            .into_iter()
            .filter(|&(len, _)| len <= n)
            .collect(),
        _ => (0..n).map(|j| (n, j)).collect(),
    }
}

/// `edge-wins`: case `index` takes the next (placement, run, position) in
/// turn, so a run of `8 × shapes` cases covers them all.
pub(super) fn edge_win(params: &Params, index: u64, rng: &mut Rng) -> Result<Case, String> {
    let n = pick_n(
        params,
        rng,
        if params.variant == Variant::Multi {
            5
        } else {
            1
        },
        8,
    );
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng).min(((n * n - 1) / 3).max(2) as usize),
        _ => 2,
    };
    // The first player's last move of the run is move players × (length - 1).
    let room = |&(len, _): &(u64, u64)| players as u64 * (len - 1) < n * n;
    let shapes: Vec<(u64, u64)> = run_shapes(params.variant, n)
        .into_iter()
        .filter(room)
        .collect();
    if shapes.is_empty() {
        return Err(format!(
            "no room for an edge win for n = {n} with {players} players"
        ));
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
    Err(format!(
        "found no edge win for n = {n} with {players} players"
    ))
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

/// `late-win`: the player of the last move holds a run but for one cell,
/// every other cell fills without a win, and the last move takes that cell.
pub(super) fn late_win(params: &Params, rng: &mut Rng) -> Result<Case, String> {
    let n = pick_n(params, rng, 3, 8);
    let players = match params.variant {
        Variant::Multi => pick_players(params, rng).clamp(3, (((n * n - 1) / 3) as usize).max(3)),
        _ => 2,
    };
    let skeleton = skeleton(params.variant, n, players, rng);
    let cells = n * n;
    let winner = ((cells - 1) % players as u64) as usize;
    let shapes = run_shapes(params.variant, n);
    for _ in 0..SEARCHES {
        let (len, at) = shapes[rng.index(shapes.len())];
        let run = run_cells(rng.below(8), n, len);
        let at = at as usize;
        let built = match params.variant {
            Variant::Multi => by_search(&skeleton, n, players, Some((&run, at, winner)), rng),
            _ => fill_then_win(&skeleton, &run, at, winner, cells, rng),
        };
        if let Some(game) = built.filter(|g| matches!(g.game.status(), Status::Won(_))) {
            return Ok(game.finish(skeleton));
        }
    }
    Err(format!(
        "found no late win for n = {n} with {players} players"
    ))
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
