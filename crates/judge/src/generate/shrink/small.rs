//! The smallest games outright, for a search to end with when no single
//! step makes a case smaller: every game of one call or move, then of two,
//! and so on, on the smallest board first; and random games of as many
//! calls or moves as the case on each smaller board.

use super::measure::smaller;
use crate::case::{Call, Case, ClassicCase, FullLineCase, Move, MultiCase};
use crate::engine::{Coord, Game, Rules};
use crate::generate::{Mode, Params, generate};
use crate::variant::{Variant, classic, fullline, multi};

/// The seed of the random games: the same case gets the same games.
const SEED: u64 = 0x5eed;

/// The games with fewer calls or moves than `case`, within its
/// statement's limits, smallest first: by the number of calls or moves,
/// then by the board's size (from the smallest the statement allows up to
/// `case`'s), then call by call in the order of their cells, row by row.
/// At most `most` of them, and only whole groups, every game of one
/// number of moves on one board, so that a search through them that finds
/// none failing knows that no game of that group fails: a group that
/// does not fit in what is left ends the list.
///
/// A two-player game is a valid one: its moves on distinct cells of the
/// board, none after the game is over. A `multi` game has the case's
/// players and `k`, and its calls are any player's, on the board or one
/// row or column off it (which the statement allows, and answers
/// `INVALID`).
///
/// ```
/// use ttt_judge::generate::shrink::small_games;
/// use ttt_judge::parse_case;
///
/// let case = parse_case(br#"{"moves": [[0,0],[1,1],[0,1]]}"#, None).unwrap();
/// // 9 games of one move, then 9 × 8 of two.
/// assert_eq!(small_games(&case, 1000).len(), 81);
/// assert_eq!(small_games(&case, 80).len(), 9);
/// ```
pub fn small_games(case: &Case, most: usize) -> Vec<Case> {
    let mut games = Vec::new();
    for (moves, size) in groups(case) {
        let left = u128::try_from(most.saturating_sub(games.len())).unwrap_or(u128::MAX);
        if count(case, moves, size) > left {
            break;
        }
        match case {
            Case::Multi(c) => multi_games(c, moves, size, &mut games),
            Case::FullLine(_) | Case::Classic(_) => two_player_games(case, moves, size, &mut games),
        }
    }
    games
}

/// The groups, in order: each number of calls or moves below `case`'s,
/// on each board from the smallest allowed up to `case`'s.
fn groups(case: &Case) -> Vec<(usize, u64)> {
    let (fewest, len, sizes) = match case {
        Case::Multi(c) => (multi::CALLS.0, c.calls.len(), (multi::N.0, c.size)),
        Case::FullLine(c) => (fullline::MOVES.0, c.moves.len(), (fullline::N.0, c.size)),
        Case::Classic(c) => (
            classic::MOVES.0,
            c.moves.len(),
            (classic::SIZE, classic::SIZE),
        ),
    };
    let (smallest, largest) = (sizes.0, sizes.1.max(sizes.0));
    (fewest..len)
        .flat_map(|moves| (smallest..=largest).map(move |size| (moves, size)))
        .filter(|&(moves, size)| match case {
            Case::Multi(_) => true,
            _ => moves <= fullline::max_moves(size),
        })
        .collect()
}

/// How many games a group holds at most.
fn count(case: &Case, moves: usize, size: u64) -> u128 {
    let cells = u128::from(size).saturating_mul(u128::from(size));
    match case {
        Case::Multi(c) => {
            let calls = (cells + 4 * u128::from(size) + 4).saturating_mul(c.marks.len() as u128);
            (0..moves).fold(1u128, |n, _| n.saturating_mul(calls))
        }
        _ => (0..moves as u128).fold(1u128, |n, i| n.saturating_mul(cells.saturating_sub(i))),
    }
}

/// Every valid game of `moves` moves on a board of `size`, of `case`'s
/// variant, onto `games`.
fn two_player_games(case: &Case, moves: usize, size: u64, games: &mut Vec<Case>) {
    let rules = match case {
        Case::Classic(_) => classic::rules(),
        _ => fullline::rules(size),
    };
    let mut game = Game::with_capacity(rules.clone(), moves);
    let mut played = Vec::with_capacity(moves);
    let make = |played: &[Move]| match case {
        Case::Classic(_) => Case::Classic(ClassicCase {
            moves: played.to_vec().into(),
        }),
        _ => Case::FullLine(FullLineCase {
            size,
            moves: played.to_vec().into(),
            players: None,
        }),
    };
    extend(&mut game, &rules, &mut played, moves, &mut |played| {
        games.push(make(played))
    });
}

/// Every way to play `played` on to `moves` moves, each handed to `found`.
fn extend(
    game: &mut Game,
    rules: &Rules,
    played: &mut Vec<Move>,
    moves: usize,
    found: &mut dyn FnMut(&[Move]),
) {
    if played.len() == moves {
        return found(played);
    }
    let side = Coord::try_from(rules.size).expect("a small board");
    for (row, col) in (0..side).flat_map(|row| (0..side).map(move |col| (row, col))) {
        let Ok(status) = game.place(row, col) else {
            continue;
        };
        // A game over before its last move goes no further.
        if !status.is_over() || played.len() + 1 == moves {
            played.push(Move { row, col });
            extend(game, rules, played, moves, found);
            played.pop();
        }
        game.undo();
    }
}

/// Every `multi` game of `calls` calls on a board of `size`, with `c`'s
/// players, onto `games`.
fn multi_games(c: &MultiCase, calls: usize, size: u64, games: &mut Vec<Case>) {
    let side = Coord::try_from(size).expect("a small board");
    let values: Vec<Coord> = (0..side).chain([-1, side]).collect();
    let options: Vec<Call> = c
        .marks
        .iter()
        .flat_map(|&player| {
            let values = &values;
            values
                .iter()
                .flat_map(move |&row| values.iter().map(move |&col| Call { player, row, col }))
        })
        .collect();
    // An odometer over the options, the last call turning fastest.
    let mut at = vec![0usize; calls];
    loop {
        games.push(Case::Multi(MultiCase {
            size,
            calls: at.iter().map(|&i| options[i]).collect(),
            ..c.clone()
        }));
        let Some(turning) = at.iter().rposition(|&i| i + 1 < options.len()) else {
            return;
        };
        at[turning] += 1;
        at[turning + 1..].fill(0);
    }
}

/// Random games (as `ttt-judge gen` makes them) of as many calls or moves
/// as `case` (at most as many, for two players), on each board smaller
/// than `case`'s that the statement allows, the smallest first: at most
/// `most` in all, and at most a quarter of them on one board. A failure
/// that needs the calls of a case but not its board may be found on a
/// smaller board this way, when no step that moves one call gets there.
///
/// ```
/// use ttt_judge::generate::shrink::{random_games, smaller};
/// use ttt_judge::parse_case;
///
/// let case = parse_case(br#"{"n": 5, "moves": [[4,4],[0,0],[3,3]]}"#, None).unwrap();
/// let games = random_games(&case, 100);
/// assert_eq!(games.len(), 100);
/// assert!(games.iter().all(|game| smaller(game, &case)));
/// ```
pub fn random_games(case: &Case, most: usize) -> Vec<Case> {
    let (variant, moves, size, players) = match case {
        Case::Multi(c) => (Variant::Multi, c.calls.len(), c.size, Some(c.marks.len())),
        Case::FullLine(c) => (Variant::FullLine, c.moves.len(), c.size, None),
        Case::Classic(_) => return Vec::new(),
    };
    let smallest = match variant {
        Variant::Multi => multi::N.0,
        _ => fullline::N.0,
    };
    let each = most.div_ceil(4);
    let mut games = Vec::new();
    for n in smallest..size {
        let moves = match variant {
            Variant::Multi => moves,
            _ => moves.min(fullline::max_moves(n)),
        };
        let params = Params {
            seed: SEED,
            n: Some(n),
            players,
            moves: Some(moves),
            ..Params::new(variant, Mode::Random)
        };
        if params.check().is_err() {
            continue;
        }
        let made = (0..each as u64).filter_map(|index| generate(&params, index).ok());
        let left = most - games.len();
        games.extend(made.filter(|game| smaller(game, case)).take(left));
        if games.len() >= most {
            break;
        }
    }
    games
}
