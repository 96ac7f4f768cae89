//! The engine's rules, edge by edge.

use super::*;

fn game(size: u64, marks: &[u8]) -> Game {
    game_k(size, 3, marks)
}

fn game_k(size: u64, win_length: u64, marks: &[u8]) -> Game {
    Game::new(Rules {
        size,
        win_length,
        marks: marks.to_vec(),
    })
}

fn cell(row: u64, col: u64) -> Cell {
    Cell { row, col }
}

/// Everything observable about a game, to show a call changed nothing.
#[derive(Debug, PartialEq)]
struct Snapshot {
    status: Status,
    turn: usize,
    history: Vec<Placement>,
    last: Option<Placement>,
    run: Option<Run>,
    cells: Vec<Option<usize>>,
}

fn snapshot(g: &Game) -> Snapshot {
    let n = g.rules().size.min(8);
    Snapshot {
        status: g.status(),
        turn: g.turn(),
        history: g.history().to_vec(),
        last: g.last_move(),
        run: g.winning_run(),
        cells: (0..n)
            .flat_map(|r| (0..n).map(move |c| cell(r, c)))
            .map(|c| g.player_at(c))
            .collect(),
    }
}

#[test]
fn three_in_a_row_wins() {
    let mut g = game(3, b"XO");
    for (mark, row, col) in [(b'X', 0, 0), (b'O', 1, 0), (b'X', 0, 1), (b'O', 1, 1)] {
        assert_eq!(g.play(mark, row, col), Ok(Status::InProgress));
    }
    assert_eq!(g.play(b'X', 0, 2), Ok(Status::Won(0)));
    assert_eq!(
        g.winning_run(),
        Some(Run {
            start: cell(0, 0),
            direction: Direction::Horizontal,
            length: 3
        })
    );
}

/// Every run of three on a 5×5 board, in every direction, from every start
/// (so every edge and corner), completed at each of its three positions.
#[test]
fn every_run_of_three_wins_whichever_cell_completes_it() {
    let n = 5i64;
    for direction in Direction::ALL {
        let (dr, dc) = direction.step();
        for r in 0..n {
            for c in 0..n {
                let cells: Vec<(i64, i64)> = (0..3).map(|i| (r + dr * i, c + dc * i)).collect();
                if cells
                    .iter()
                    .any(|&(r, c)| !(0..n).contains(&r) || !(0..n).contains(&c))
                {
                    continue;
                }
                for last in 0..3 {
                    let mut g = game(n as u64, b"X");
                    let mut order: Vec<_> = (0..3).filter(|&i| i != last).collect();
                    order.push(last);
                    for &i in &order[..2] {
                        assert_eq!(g.place(cells[i].0, cells[i].1), Ok(Status::InProgress));
                    }
                    let (lr, lc) = cells[last];
                    assert_eq!(
                        g.place(lr, lc),
                        Ok(Status::Won(0)),
                        "{direction:?} from ({r},{c})"
                    );
                    let run = g.winning_run().expect("a won game has a run");
                    let got: Vec<Cell> = run.cells().collect();
                    let want: Vec<Cell> = cells
                        .iter()
                        .map(|&(r, c)| cell(r as u64, c as u64))
                        .collect();
                    assert_eq!(got, want);
                }
            }
        }
    }
}

#[test]
fn a_run_longer_than_three_wins_and_is_reported_whole() {
    let mut g = game(6, b"X");
    for col in [0, 1, 3, 4] {
        assert_eq!(g.place(2, col), Ok(Status::InProgress));
    }
    assert_eq!(g.place(2, 2), Ok(Status::Won(0)));
    let run = g.winning_run().expect("won");
    assert_eq!((run.start, run.length), (cell(2, 0), 5));
}

#[test]
fn a_gap_is_not_a_win() {
    let mut g = game(5, b"X");
    for (r, c) in [(0, 0), (0, 1), (0, 3), (1, 1), (3, 3), (2, 0), (4, 0)] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
}

#[test]
fn a_mark_completing_two_lines_reports_the_horizontal_one() {
    let mut g = game(5, b"X");
    for (r, c) in [(2, 0), (2, 1), (0, 2), (1, 2)] {
        g.place(r, c).expect("empty cells");
    }
    assert_eq!(g.place(2, 2), Ok(Status::Won(0)));
    let run = g.winning_run().expect("won");
    assert_eq!(run.direction, Direction::Horizontal);
}

#[test]
fn other_marks_break_a_run() {
    let mut g = game(5, b"XO");
    for (r, c) in [(0, 0), (1, 1), (0, 1), (4, 4), (1, 0), (0, 2)] {
        g.place(r, c).expect("empty cells");
    }
    // X holds (0,0), (0,1), (1,0); O holds (1,1), (4,4), (0,2).
    assert_eq!(g.place(3, 3), Ok(Status::InProgress));
    assert_eq!(g.status(), Status::InProgress);
}

#[test]
fn a_win_on_the_last_empty_cell_is_a_win_not_a_tie() {
    // X: (0,0) (1,1) (1,2) (2,1); O: (0,1) (0,2) (1,0) (2,0); X fills (2,2).
    let mut g = game(3, b"XO");
    for (r, c) in [
        (0, 0),
        (0, 1),
        (1, 1),
        (0, 2),
        (1, 2),
        (1, 0),
        (2, 1),
        (2, 0),
    ] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(g.place(2, 2), Ok(Status::Won(0)));
}

#[test]
fn one_empty_cell_left_stays_in_progress() {
    let mut g = game(3, b"XO");
    for (r, c) in [
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 1),
        (1, 0),
        (1, 2),
        (2, 1),
        (2, 0),
    ] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(g.status(), Status::InProgress);
}

#[test]
fn terminal_states_are_sticky() {
    let mut won = game(3, b"XO");
    for (r, c) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
        won.place(r, c).expect("empty cells");
    }
    let before = snapshot(&won);
    assert_eq!(won.play(b'O', 2, 2), Err(Rejection::GameOver));
    assert_eq!(won.play(b'X', 2, 2), Err(Rejection::GameOver));
    assert_eq!(won.place(-1, 0), Err(Rejection::GameOver));
    assert_eq!(snapshot(&won), before);

    let mut tied = game(1, b"XO");
    assert_eq!(tied.place(0, 0), Ok(Status::Tie));
    assert_eq!(tied.play(b'O', 0, 0), Err(Rejection::GameOver));
    assert_eq!(tied.status(), Status::Tie);
}

#[test]
fn every_rejection_changes_nothing_and_keeps_the_turn() {
    let mut g = game(4, b"XOZ");
    g.play(b'X', 1, 1).expect("empty cell");
    let before = snapshot(&g);
    let extremes = [
        -1,
        4,
        1_000_000_000,
        -1_000_000_000,
        i32::MAX as i64,
        i32::MIN as i64,
        i64::MAX,
        i64::MIN,
    ];
    for bad in extremes {
        assert_eq!(
            g.play(b'O', bad, 0),
            Err(Rejection::OutOfBounds),
            "row {bad}"
        );
        assert_eq!(
            g.play(b'O', 0, bad),
            Err(Rejection::OutOfBounds),
            "col {bad}"
        );
    }
    assert_eq!(g.play(b'X', 0, 0), Err(Rejection::WrongTurn));
    assert_eq!(g.play(b'Z', 0, 0), Err(Rejection::WrongTurn));
    assert_eq!(
        g.play(b'Q', 0, 0),
        Err(Rejection::WrongTurn),
        "a mark no player has"
    );
    assert_eq!(g.play(b'O', 1, 1), Err(Rejection::Occupied));
    assert_eq!(snapshot(&g), before);
    assert_eq!(g.turn(), 1);
    assert_eq!(g.play(b'O', 0, 0), Ok(Status::InProgress));
}

#[test]
fn checks_run_in_the_statements_order() {
    let mut g = game(3, b"XO");
    g.play(b'X', 0, 0).expect("empty cell");
    // Wrong player and out of bounds and occupied at once: wrong turn first.
    assert_eq!(g.play(b'X', 0, 0), Err(Rejection::WrongTurn));
    assert_eq!(g.play(b'X', 9, 9), Err(Rejection::WrongTurn));
    // Right player, out of bounds: bounds before occupancy.
    assert_eq!(g.play(b'O', -1, 0), Err(Rejection::OutOfBounds));
}

#[test]
fn full_lines_only_win_when_k_is_n() {
    // n = 4, k = 4: three of the main diagonal is not a win.
    let mut g = game_k(4, 4, b"12");
    for (r, c) in [(0, 0), (0, 3), (1, 1), (1, 3), (2, 2), (2, 3), (3, 0)] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(g.place(3, 3), Ok(Status::Won(1)));
    assert_eq!(
        g.winning_run().map(|r| r.direction),
        Some(Direction::Vertical)
    );
}

#[test]
fn the_centre_lies_on_both_diagonals_of_an_odd_board() {
    let mut g = game_k(3, 3, b"1");
    for (r, c) in [(0, 2), (2, 0)] {
        g.place(r, c).expect("empty cells");
    }
    assert_eq!(g.place(1, 1), Ok(Status::Won(0)));
    assert_eq!(
        g.winning_run().map(|r| r.direction),
        Some(Direction::AntiDiagonal)
    );
    let mut g = game_k(3, 3, b"1");
    for (r, c) in [(0, 0), (2, 2)] {
        g.place(r, c).expect("empty cells");
    }
    assert_eq!(g.place(1, 1), Ok(Status::Won(0)));
    assert_eq!(
        g.winning_run().map(|r| r.direction),
        Some(Direction::Diagonal)
    );
}

#[test]
fn the_diagonals_of_an_even_board_share_no_cell() {
    let mut g = game_k(4, 4, b"1");
    for (r, c) in [(0, 0), (1, 1), (2, 2), (0, 3), (1, 2), (2, 1)] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(g.place(3, 0), Ok(Status::Won(0)));
    assert_eq!(
        g.winning_run().map(|r| r.direction),
        Some(Direction::AntiDiagonal)
    );
}

#[test]
fn a_one_cell_board_is_won_by_the_first_move_when_k_is_n() {
    let mut g = game_k(1, 1, b"12");
    assert_eq!(g.place(0, 0), Ok(Status::Won(0)));
}

#[test]
fn win_lengths_other_than_three() {
    let mut g = game_k(5, 4, b"X");
    for col in 0..3 {
        assert_eq!(g.place(0, col), Ok(Status::InProgress));
    }
    assert_eq!(g.place(0, 3), Ok(Status::Won(0)));
    let mut never = game_k(2, 3, b"XO");
    for (r, c) in [(0, 0), (0, 1), (1, 0)] {
        assert_eq!(never.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(never.place(1, 1), Ok(Status::Tie));
}

#[test]
fn a_huge_board_costs_only_its_moves() {
    let n = 1_000_000_000;
    let mut g = game(n, b"XO");
    let last = n as i64 - 1;
    for (r, c) in [(last, last), (0, 0), (last - 1, last - 1), (0, 1)] {
        assert_eq!(g.place(r, c), Ok(Status::InProgress));
    }
    assert_eq!(g.place(last - 2, last - 2), Ok(Status::Won(0)));
    let mut full = game_k(n, n, b"12");
    assert_eq!(full.place(5, 5), Ok(Status::InProgress));
    assert_eq!(full.place(last, 0), Ok(Status::InProgress));
}

#[test]
fn undo_restores_the_state_before_the_last_move() {
    let mut g = game(3, b"XO");
    let empty = snapshot(&g);
    let mut states = vec![];
    for (r, c) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        states.push(snapshot(&g));
        g.place(r, c).expect("empty cells");
    }
    states.push(snapshot(&g));
    assert_eq!(g.place(0, 2), Ok(Status::Won(0)));
    assert_eq!(g.undo().map(|p| p.cell), Some(cell(0, 2)));
    while let Some(state) = states.pop() {
        assert_eq!(snapshot(&g), state);
        g.undo();
    }
    assert_eq!(snapshot(&g), empty);
    assert_eq!(g.undo(), None);
}

#[test]
fn a_game_without_history_plays_alike_and_remembers_only_the_last_move() {
    let rules = |size, win_length| Rules {
        size,
        win_length,
        marks: b"XOZ".to_vec(),
    };
    // k < n and k = n, a win, a rejected call and a full board.
    let tie: &[(i64, i64)] = &[
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 2),
        (1, 0),
        (1, 1),
        (2, 0),
        (2, 2),
        (2, 1),
    ];
    type Moves<'a> = &'a [(i64, i64)];
    let games: [(u64, u64, Moves); 4] = [
        (3, 3, tie),
        (
            4,
            3,
            &[
                (0, 0),
                (1, 0),
                (2, 0),
                (0, 1),
                (0, 1),
                (1, 1),
                (3, 3),
                (0, 2),
            ],
        ),
        (2, 2, &[(0, 0), (0, 1), (1, 1), (1, 0), (5, 5)]),
        (1, 1, &[(0, 0), (0, 0)]),
    ];
    for (size, k, moves) in games {
        let mut kept = Game::with_capacity(rules(size, k), moves.len());
        let mut forgotten = Game::without_history(rules(size, k), moves.len());
        for &(r, c) in moves {
            assert_eq!(forgotten.place(r, c), kept.place(r, c), "({r}, {c})");
            assert_eq!(forgotten.last_move(), kept.history().last().copied());
            assert_eq!(forgotten.status(), kept.status());
            assert_eq!(forgotten.winning_run(), kept.winning_run());
        }
        assert!(forgotten.status().is_over());
        assert!(forgotten.history().is_empty());
        assert_eq!(forgotten.undo(), None);
        assert!(!kept.history().is_empty());
    }
}

/// Random calls near the corner of a board of `size`: marks from `marks`
/// and a few of `b"?"`, coordinates mostly on the board and some off it.
fn random_calls(seed: u64, size: u64, marks: &[u8], count: usize) -> Vec<(u8, i64, i64)> {
    let mut state = seed;
    let mut next = move |bound: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % bound
    };
    let span = size.min(6) + 1;
    (0..count)
        .map(|_| {
            let mark = match next(10) {
                0 => b'?',
                _ => marks[next(marks.len() as u64) as usize],
            };
            let coord = |v: u64| if v == span - 1 { -1 } else { v as i64 };
            (mark, coord(next(span)), coord(next(span)))
        })
        .collect()
}

#[test]
fn playing_a_list_at_once_plays_each_call_alike_on_every_kind_of_storage() {
    // Ringed board and walks; packed board and counted lines; a sparse
    // board with walks; a sparse board with counted lines.
    let rule_sets = [(5, 3), (4, 4), (1 << 40, 3), (1 << 40, 1 << 40)];
    for (size, win_length) in rule_sets {
        for seed in 0..40 {
            let rules = Rules {
                size,
                win_length,
                marks: b"XO#".to_vec(),
            };
            let calls = random_calls(seed, size, &rules.marks, 60);
            let (mut one, mut all) = (Game::new(rules.clone()), Game::new(rules.clone()));
            let expected: Vec<_> = calls
                .iter()
                .map(|&(mark, row, col)| (one.play(mark, row, col), one.status()))
                .collect();
            let mut got = vec![];
            all.play_all(calls.iter().copied(), |result, after| {
                got.push((result, after))
            });
            assert_eq!(got, expected, "{size} {win_length} seed {seed}");
            assert_eq!(all.winning_run(), one.winning_run());
            assert_eq!(all.last_move(), one.last_move());

            let moves: Vec<_> = calls.iter().map(|&(_, row, col)| (row, col)).collect();
            let (mut one, mut all) = (Game::new(rules.clone()), Game::new(rules));
            let first_rejected = moves
                .iter()
                .enumerate()
                .find_map(|(i, &(row, col))| one.place(row, col).err().map(|why| (i, why)));
            assert_eq!(all.place_all(moves.iter().copied()).err(), first_rejected);
            assert_eq!(
                snapshot(&all),
                snapshot(&one),
                "{size} {win_length} seed {seed}"
            );
        }
    }
}
