//! The engine's invariants under any sequence of calls: a rejected call
//! changes nothing, a finished game stays finished, an accepted call
//! reports the status the game then has, a win or a tie is exactly what a
//! naive rescan of the whole board finds, playing the calls as one list
//! gives what playing them one by one gave, and undoing every move gives
//! back an empty board.
//!
//! Shared by the fuzz target and by `cargo test`, which replays the inputs
//! kept in `fuzz/regressions/`.

use ttt_judge::{Cell, Game, Rejection, Rules, Status};

/// Coordinates far off any small board, and the edges of a huge one.
const FAR: [i64; 8] = [
    -1,
    i64::MIN,
    i64::MAX,
    i32::MIN as i64,
    i32::MAX as i64,
    1_000_000_000,
    -1_000_000_000,
    2_147_483_648,
];

/// Runs the checks on one input; panics on a broken invariant.
pub fn check(data: &[u8]) {
    let [a, b, c, calls @ ..] = data else {
        return;
    };
    let size = match a % 16 {
        0..=11 => u64::from(a % 12) + 1,
        12 => i64::MAX as u64,
        13 => 1_000_000_000,
        _ => u64::from(*a) * 7919,
    };
    let win_length = match b % 4 {
        0 => size,
        _ => u64::from(b % 8) + 1,
    };
    let players = usize::from(c % 6) + 1;
    let marks: Vec<u8> = (0..players).map(|i| b'A' + i as u8).collect();
    let mut game = Game::new(Rules {
        size,
        win_length,
        marks: marks.clone(),
    });
    let naive = size <= 12;
    let mut played = Vec::new();
    for call in calls.chunks_exact(3) {
        let mark = match usize::from(call[0]) % (players + 1) {
            i if i < players => marks[i],
            _ => b'Z',
        };
        let (row, col) = (coord(call[1], size), coord(call[2], size));
        let before = (
            game.status(),
            game.history().len(),
            game.turn(),
            game.winning_run(),
        );
        let cell = on_board(row, col, size);
        let held = cell.map(|cell| game.player_at(cell));
        let result = game.play(mark, row, col);
        played.push(((mark, row, col), result, game.status()));
        match result {
            Err(why) => {
                let after = (
                    game.status(),
                    game.history().len(),
                    game.turn(),
                    game.winning_run(),
                );
                assert_eq!(before, after, "a rejected call changes nothing");
                assert_eq!(held, cell.map(|cell| game.player_at(cell)));
                if before.0.is_over() {
                    assert_eq!(why, Rejection::GameOver);
                }
            }
            Ok(status) => {
                assert!(!before.0.is_over(), "a finished game accepts nothing");
                assert_eq!(status, game.status());
                let cell = cell.expect("an accepted call is on the board");
                assert_eq!(game.player_at(cell), Some(before.2));
                if naive {
                    check_against_rescan(&game, before.2);
                }
            }
        }
    }
    check_lists(&game, &played);
    while game.undo().is_some() {}
    assert_eq!(game.status(), Status::InProgress);
    assert_eq!(game.turn(), 0);
}

type Played = ((u8, i64, i64), Result<Status, Rejection>, Status);

/// `Game::play_all` on the calls `game` was played with gives each call's
/// result and status as `Game::play` did, and `Game::place_all` on their
/// cells stops where `Game::place` one by one first rejects one.
fn check_lists(game: &Game, played: &[Played]) {
    let rules = game.rules().clone();
    let mut listed = Game::without_history(rules.clone(), played.len());
    let mut steps = Vec::new();
    listed.play_all(played.iter().map(|p| p.0), |result, after| {
        steps.push((result, after))
    });
    let expected: Vec<_> = played
        .iter()
        .map(|&(_, result, after)| (result, after))
        .collect();
    assert_eq!(steps, expected, "play_all plays each call as play does");
    assert_eq!(listed.winning_run(), game.winning_run());
    assert_eq!(listed.last_move(), game.history().last().copied());

    let cells: Vec<(i64, i64)> = played.iter().map(|&((_, r, c), _, _)| (r, c)).collect();
    let mut one_by_one = Game::new(rules.clone());
    let first_rejected = cells
        .iter()
        .enumerate()
        .find_map(|(i, &(r, c))| one_by_one.place(r, c).err().map(|why| (i, why)));
    let mut listed = Game::without_history(rules, cells.len());
    assert_eq!(
        listed.place_all(cells.iter().copied()).err(),
        first_rejected
    );
    assert_eq!(listed.status(), one_by_one.status());
    assert_eq!(listed.winning_run(), one_by_one.winning_run());
    assert_eq!(listed.last_move(), one_by_one.history().last().copied());
}

/// A coordinate on or near a board of `size`, or far from it.
fn coord(byte: u8, size: u64) -> i64 {
    match byte {
        0..=239 => i64::from(byte % 16) - 2,
        248..=255 => size as i64 - 1 - i64::from(byte - 248),
        _ => FAR[usize::from(byte - 240)],
    }
}

fn on_board(row: i64, col: i64, size: u64) -> Option<Cell> {
    let on = |x: i64| u64::try_from(x).ok().filter(|&x| x < size);
    Some(Cell {
        row: on(row)?,
        col: on(col)?,
    })
}

/// After `mover`'s accepted move: the game is won by `mover` exactly when
/// a rescan finds k of their marks in a row, and tied exactly when the board
/// is full without a win.
fn check_against_rescan(game: &Game, mover: usize) {
    let rules = game.rules();
    let n = rules.size as i64;
    let k = rules.win_length as i64;
    let holds = |r: i64, c: i64| {
        (0..n).contains(&r)
            && (0..n).contains(&c)
            && game.player_at(Cell {
                row: r as u64,
                col: c as u64,
            }) == Some(mover)
    };
    let run = (0..n).any(|r| {
        (0..n).any(|c| {
            [(0, 1), (1, 0), (1, 1), (1, -1)]
                .iter()
                .any(|&(dr, dc)| (0..k).all(|i| holds(r + dr * i, c + dc * i)))
        })
    });
    let full = game.history().len() as i64 == n * n;
    let expected = match (run, full) {
        (true, _) => Status::Won(mover),
        (false, true) => Status::Tie,
        (false, false) => Status::InProgress,
    };
    assert_eq!(game.status(), expected);
    if let Some(win) = game.winning_run() {
        assert!(win.length >= rules.win_length);
        assert!(win.cells().all(|cell| game.player_at(cell) == Some(mover)));
    }
}
