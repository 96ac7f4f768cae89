//! The library without the command line: undo and replay.

use proptest::prelude::*;
use ttt_judge::engine::Placement;
use ttt_judge::{Cell, Game, Rejection, Replay, Rules, Status, Streak, parse_case};

/// One call: a player (by index, maybe not the one due) and a cell, maybe
/// off the board.
type Call = (usize, i64, i64);

/// Everything about a game that can be seen from outside.
#[derive(Debug, PartialEq, Eq)]
struct Seen {
    status: Status,
    turn: usize,
    history: Vec<Placement>,
    win: Option<Streak>,
    cells: Vec<Option<usize>>,
}

fn seen(game: &Game) -> Seen {
    let n = game.rules().size;
    Seen {
        status: game.status(),
        turn: game.turn(),
        history: game.history().to_vec(),
        win: game.winning_run(),
        cells: (0..n * n)
            .map(|i| {
                game.player_at(Cell {
                    row: i / n,
                    col: i % n,
                })
            })
            .collect(),
    }
}

fn play(game: &mut Game, (who, row, col): Call) -> Result<Status, Rejection> {
    let marks = &game.rules().marks;
    let mark = marks[who % marks.len()];
    game.play(mark, row, col)
}

/// Small games, k up to beyond n (k = n is the whole-line rule), with
/// calls that are mostly in turn and on the board.
fn game_and_calls() -> impl Strategy<Value = (Rules, Vec<Call>)> {
    (1u64..=5, 1u64..=6, 2usize..=3).prop_flat_map(|(n, k, players)| {
        let rules = Rules {
            size: n,
            win_length: k,
            marks: b"XOZ"[..players].to_vec(),
        };
        let coord = prop_oneof![9 => 0..n as i64, 1 => Just(-1i64), 1 => Just(n as i64)];
        let call = (0..players + 1, coord.clone(), coord);
        (Just(rules), prop::collection::vec(call, 0..40))
    })
}

proptest! {
    #[test]
    fn undoing_every_accepted_move_gives_back_an_empty_game((rules, calls) in game_and_calls()) {
        let mut game = Game::new(rules.clone());
        let first: Vec<_> = calls.iter().map(|&c| play(&mut game, c)).collect();
        let accepted = first.iter().filter(|r| r.is_ok()).count();
        let mut undone = 0;
        while game.undo().is_some() {
            undone += 1;
        }
        prop_assert_eq!(undone, accepted, "rejected calls are not on the undo stack");
        prop_assert_eq!(seen(&game), seen(&Game::new(rules)));
        // The line counters are back to zero too: the same calls give the
        // same results again.
        let again: Vec<_> = calls.iter().map(|&c| play(&mut game, c)).collect();
        prop_assert_eq!(again, first);
    }

    #[test]
    fn play_undo_play_is_play((rules, calls) in game_and_calls()) {
        let mut plain = Game::new(rules.clone());
        let mut undoing = Game::new(rules);
        for &call in &calls {
            let before = seen(&undoing);
            let result = play(&mut plain, call);
            if play(&mut undoing, call).is_ok() {
                prop_assert!(undoing.undo().is_some());
                prop_assert_eq!(seen(&undoing), before);
                prop_assert_eq!(play(&mut undoing, call), result);
            } else {
                prop_assert_eq!(seen(&undoing), before, "a rejected call changes nothing");
            }
            prop_assert_eq!(seen(&undoing), seen(&plain));
        }
    }
}

#[test]
fn undo_after_a_rejected_call_takes_back_the_last_accepted_move() {
    let mut game = Game::new(Rules {
        size: 3,
        win_length: 3,
        marks: vec![b'X', b'O'],
    });
    assert_eq!(game.play(b'X', 1, 1), Ok(Status::InProgress));
    assert_eq!(game.play(b'O', 1, 1), Err(Rejection::Occupied));
    let undone = game.undo().expect("X's move");
    assert_eq!(undone.cell, Cell { row: 1, col: 1 });
    assert_eq!(game.undo(), None);
}

#[test]
fn a_replay_steps_through_every_call_and_move() {
    let case = parse_case(br#"{"moves": [[0,0],[0,0],[1,1]]}"#, None).expect("a classic case");
    let mut replay = Replay::new(&case);
    assert_eq!(replay.len(), 3);
    let steps: Vec<_> = replay
        .by_ref()
        .map(|s| (s.index, s.mark, s.result))
        .collect();
    assert_eq!(
        steps,
        [
            (0, b'1', Ok(Status::InProgress)),
            (1, b'2', Err(Rejection::Occupied)),
            (2, b'2', Ok(Status::InProgress)),
        ]
    );
    assert_eq!(replay.game().history().len(), 2);
    assert_eq!(replay.next(), None);
}
