//! Playing a game on the engine while it is generated, and the `random`
//! and `max` modes built on that.

use super::{Mode, Params, Rng};
use crate::case::{Call, Calls, Case, ClassicCase, FullLineCase, Move, Moves, MultiCase};
use crate::engine::{Cell, Game, Mark, Rejection, Status};
use crate::judgement::rules;
use crate::variant::Variant;
use crate::variant::{classic, fullline, multi};

/// The printable ASCII characters, the pool marks are drawn from.
const PRINTABLE: std::ops::RangeInclusive<u8> = b' '..=b'~';

/// A game being generated: the engine, and every call made so far.
pub(super) struct Builder {
    /// The game, as the calls so far leave it.
    pub game: Game,
    calls: Vec<Call>,
    size: u64,
}

impl Builder {
    /// A new game with the rules of `skeleton` (a case without moves).
    pub(super) fn new(skeleton: &Case, expected_moves: usize) -> Builder {
        let rules = rules(skeleton);
        let size = rules.size;
        Builder {
            game: Game::with_capacity(rules, expected_moves),
            calls: Vec::with_capacity(expected_moves),
            size,
        }
    }

    /// The board size.
    pub(super) fn size(&self) -> u64 {
        self.size
    }

    /// The mark whose turn it is.
    pub(super) fn due(&self) -> Mark {
        self.game.rules().marks[self.game.turn()]
    }

    /// Makes the call `play(mark, row, col)` and records it.
    pub(super) fn play(&mut self, mark: Mark, row: i64, col: i64) -> Result<Status, Rejection> {
        self.calls.push(Call {
            player: mark,
            row,
            col,
        });
        self.game.play(mark, row, col)
    }

    /// The player due plays `cell`; the call is recorded only if accepted.
    pub(super) fn place(&mut self, cell: Cell) -> Result<Status, Rejection> {
        let status = self.game.place(cell.row as i64, cell.col as i64)?;
        self.calls.push(Call {
            player: self.due_before(),
            row: cell.row as i64,
            col: cell.col as i64,
        });
        Ok(status)
    }

    fn due_before(&self) -> Mark {
        let marks = &self.game.rules().marks;
        let last = self.game.last_move().map_or(0, |p| p.player);
        marks[last]
    }

    /// Takes back the last accepted move, which was the last call.
    fn undo(&mut self) {
        self.game.undo();
        self.calls.pop();
    }

    /// A random empty cell not in `avoid`, if there is one.
    pub(super) fn random_empty(&self, rng: &mut Rng, avoid: &[Cell]) -> Option<Cell> {
        let free = |c: &Cell| self.game.player_at(*c).is_none() && !avoid.contains(c);
        for _ in 0..64 {
            let cell = Cell {
                row: rng.below(self.size),
                col: rng.below(self.size),
            };
            if free(&cell) {
                return Some(cell);
            }
        }
        let mut cells: Vec<Cell> = self.cells().filter(free).collect();
        rng.shuffle(&mut cells);
        cells.first().copied()
    }

    fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        let n = self.size;
        (0..n).flat_map(move |row| (0..n).map(move |col| Cell { row, col }))
    }

    /// The player due plays a random empty cell, not in `avoid`, where they
    /// do not win; false when there is none.
    pub(super) fn place_quietly(&mut self, rng: &mut Rng, avoid: &[Cell]) -> bool {
        for _ in 0..64 {
            match self.random_empty(rng, avoid) {
                Some(cell) if self.try_quiet(cell) => return true,
                Some(_) => {}
                None => return false,
            }
        }
        let mut cells: Vec<Cell> = self.cells().collect();
        rng.shuffle(&mut cells);
        cells.into_iter().any(|cell| {
            self.game.player_at(cell).is_none() && !avoid.contains(&cell) && self.try_quiet(cell)
        })
    }

    fn try_quiet(&mut self, cell: Cell) -> bool {
        match self.place(cell) {
            Ok(Status::Won(_)) => {
                self.undo();
                false
            }
            Ok(_) => true,
            Err(_) => false,
        }
    }

    /// The case: `skeleton` with the calls made.
    pub(super) fn finish(self, skeleton: Case) -> Case {
        let moves = || {
            self.calls
                .iter()
                .map(|c| Move {
                    row: c.row,
                    col: c.col,
                })
                .collect()
        };
        match skeleton {
            Case::Multi(c) => Case::Multi(MultiCase {
                calls: self.calls.into_iter().collect(),
                ..c
            }),
            Case::FullLine(c) => Case::FullLine(FullLineCase {
                moves: moves(),
                ..c
            }),
            Case::Classic(_) => Case::Classic(ClassicCase { moves: moves() }),
        }
    }
}

/// A case of `variant` with no moves yet, on an n×n board with `players`
/// random distinct printable marks (`multi`).
pub(super) fn skeleton(variant: Variant, n: u64, players: usize, rng: &mut Rng) -> Case {
    match variant {
        Variant::Multi => {
            let mut pool: Vec<Mark> = PRINTABLE.collect();
            rng.shuffle(&mut pool);
            pool.truncate(players);
            Case::Multi(MultiCase {
                size: n,
                marks: pool,
                win_length: 3,
                win_length_given: false,
                calls: Calls::default(),
            })
        }
        Variant::FullLine => Case::FullLine(FullLineCase {
            size: n,
            moves: Moves::default(),
            players: None,
        }),
        Variant::Classic => Case::Classic(ClassicCase {
            moves: Moves::default(),
        }),
    }
}

/// The board size: given, or drawn from `lo..=hi`; classic is 3.
pub(super) fn pick_n(params: &Params, rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    match params.variant {
        Variant::Classic => 3,
        Variant::Multi | Variant::FullLine => params.n.unwrap_or_else(|| rng.between(lo, hi)),
    }
}

/// The most moves (or calls) of a `random` game on a board larger than 8.
const RANDOM_MOVES: u64 = 2000;

/// `random`'s board size: given, or mostly small (up to 8), where games
/// end, and one case in four anywhere up to the statement's largest,
/// spread evenly over the sizes' orders of magnitude, so that a set of
/// cases reaches the sizes between the smallest and the largest.
fn random_n(params: &Params, rng: &mut Rng) -> u64 {
    let (lo, hi) = match params.variant {
        Variant::Multi => multi::N,
        Variant::FullLine => fullline::N,
        Variant::Classic => return 3,
    };
    if params.n.is_some() {
        return pick_n(params, rng, lo, 8);
    }
    if !rng.chance(25) {
        // A 1×1 board has one game: it is drawn only now and then, so that
        // a set of cases holds few copies of it.
        let n = rng.between(lo, 8);
        return match n == 1 && !rng.chance(25) {
            true => rng.between(2, 8),
            false => n,
        };
    }
    // Log-uniform over [9, hi]: as many boards of 9 to 99 as of 100 to 999.
    let (from, to) = ((9f64).ln(), (hi as f64).ln());
    let unit = rng.below(1 << 20) as f64 / f64::from(1u32 << 20);
    ((from + unit * (to - from)).exp().round() as u64).clamp(9, hi)
}

/// The number of players: given, or usually 2 to 4 and now and then up to 16.
pub(super) fn pick_players(params: &Params, rng: &mut Rng) -> usize {
    let most = if rng.chance(25) { multi::PLAYERS.1 } else { 4 };
    params
        .players
        .unwrap_or_else(|| rng.between(2, most as u64) as usize)
}

/// `random`, `max` and `min`: random play; in `max` every size at its
/// upper limit and no win, so the whole game must be judged; in `min`
/// every size at its lower limit.
pub(super) fn random(params: &Params, rng: &mut Rng) -> Case {
    let max = params.mode == Mode::Max;
    let (n, players, moves) = match (params.variant, params.mode) {
        (Variant::Multi, Mode::Max) => (multi::N.1, multi::PLAYERS.1, multi::CALLS.1),
        (Variant::FullLine, Mode::Max) => (fullline::N.1, 2, fullline::MOVES.1),
        (Variant::Classic, Mode::Max) => (3, 2, classic::MOVES.1),
        (Variant::Multi, Mode::Min) => (multi::N.0, multi::PLAYERS.0, multi::CALLS.0),
        (Variant::FullLine, Mode::Min) => (fullline::N.0, 2, fullline::MOVES.0),
        (Variant::Classic, Mode::Min) => (3, 2, classic::MOVES.0),
        (v, _) => {
            let n = random_n(params, rng);
            let players = if v == Variant::Multi {
                pick_players(params, rng)
            } else {
                2
            };
            let most = match v {
                Variant::Multi => (2 * n * n + 4).min(multi::CALLS.1 as u64),
                Variant::FullLine | Variant::Classic => fullline::max_moves(n) as u64,
            };
            // A large board's game stays a few thousand moves long: the
            // longest games are `max`'s.
            let most = if n > 8 { most.min(RANDOM_MOVES) } else { most };
            let fewest = if v == Variant::Multi { 0 } else { 1 };
            (
                n,
                players,
                params
                    .moves
                    .unwrap_or_else(|| rng.between(fewest, most) as usize),
            )
        }
    };
    let skeleton = skeleton(params.variant, n, players, rng);
    let mut game = Builder::new(&skeleton, moves);
    if params.variant == Variant::Multi {
        for _ in 0..moves {
            random_call(&mut game, rng, max, params.i32_extremes);
        }
    } else {
        for t in 0..moves {
            // In max mode only the last move may win (classic's ninth).
            let quiet = max && t + 1 < moves;
            let placed = match quiet {
                true => game.place_quietly(rng, &[]),
                false => game
                    .random_empty(rng, &[])
                    .is_some_and(|c| game.place(c).is_ok()),
            };
            if !placed || game.game.status().is_over() {
                break;
            }
        }
    }
    game.finish(skeleton)
}

/// One `multi` call: mostly a good move, otherwise a call rejected for a
/// chosen reason (after the end, every call is rejected).
fn random_call(game: &mut Builder, rng: &mut Rng, quiet: bool, extremes: bool) {
    let due = game.due();
    let n = game.size() as i64;
    let on_board = |rng: &mut Rng| rng.below(n as u64) as i64;
    let roll = rng.below(100);
    let history = game.game.history();
    let taken = (!history.is_empty()).then(|| history[rng.index(history.len())].cell);
    if roll < 8 {
        let marks = &game.game.rules().marks;
        let other = marks[(game.game.turn() + 1 + rng.index(marks.len() - 1)) % marks.len()];
        let (r, c) = (on_board(rng), on_board(rng));
        let _ = game.play(other, r, c);
    } else if roll < 20 {
        let (r, c) = off_board(rng, n, extremes);
        let _ = game.play(due, r, c);
    } else if let Some(taken) = taken.filter(|_| roll < 28) {
        let _ = game.play(due, taken.row as i64, taken.col as i64);
    } else if game.game.status().is_over() || !(quiet && game.place_quietly(rng, &[])) {
        match game.random_empty(rng, &[]) {
            Some(cell) => drop(game.play(due, cell.row as i64, cell.col as i64)),
            None => drop(game.play(due, on_board(rng), on_board(rng))),
        }
    }
}

/// A coordinate pair with at least one value outside `[0, n)`: just off an
/// edge, at ±10^9, anywhere between, or at the i32 extremes if asked.
fn off_board(rng: &mut Rng, n: i64, extremes: bool) -> (i64, i64) {
    let (lo, hi) = multi::COORD;
    let mut pool = vec![
        -1,
        n,
        lo,
        hi,
        -(rng.between(1, hi as u64) as i64),
        n + rng.below((hi - n) as u64 + 1) as i64,
    ];
    if extremes {
        pool.extend([i64::from(i32::MIN), i64::from(i32::MAX)]);
    }
    let off = pool[rng.index(pool.len())];
    let inside = rng.below(n as u64) as i64;
    match rng.below(3) {
        0 => (off, inside),
        1 => (inside, off),
        _ => (off, pool[rng.index(pool.len())]),
    }
}
