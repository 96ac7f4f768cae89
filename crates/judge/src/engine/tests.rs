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
    run: Option<Streak>,
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
        Some(Streak {
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
    type MoveList<'a> = &'a [(i64, i64)];
    let games: [(u64, u64, MoveList); 4] = [
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

mod long_runs {
    //! The engine against a rescanning oracle on games built to make long
    //! runs, on every kind of board, for win lengths around and far past
    //! the length at which runs are kept, with moves taken back.

    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::*;

    /// How wide the band of cells each player plays in is.
    const WIDTH: u64 = 40;

    /// What the test does next: place the mover's mark at this position of
    /// its line (or at a stray cell), or take the last move back.
    #[derive(Clone, Copy, Debug)]
    enum Op {
        Along(u64),
        Stray(u64, u64),
        Undo,
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            12 => (0..WIDTH).prop_map(Op::Along),
            2 => (0..WIDTH + 2, 0..WIDTH + 2).prop_map(|(r, c)| Op::Stray(r, c)),
            1 => Just(Op::Undo),
        ]
    }

    /// The cell at `position` of player `line`'s line, in `direction`,
    /// from `base`.
    fn on_line(direction: Direction, base: u64, line: u64, position: u64) -> (i64, i64) {
        let (l, t) = (line as i64, position as i64);
        let (r, c) = match direction {
            Direction::Horizontal => (l, t),
            Direction::Vertical => (t, l),
            Direction::Diagonal => (t, t + l),
            Direction::AntiDiagonal => (t, WIDTH as i64 + 2 - t + l),
        };
        (base as i64 + r, base as i64 + c)
    }

    /// The run through `cell` that `player` holds on `marks`, per
    /// direction: its first cell and its length, by walking.
    fn naive_run(
        marks: &HashMap<(u64, u64), usize>,
        n: u64,
        cell: Cell,
        player: usize,
        direction: Direction,
    ) -> (Cell, u64) {
        let (dr, dc) = direction.step();
        let holds = |r: i64, c: i64| {
            (0..n as i64).contains(&r)
                && (0..n as i64).contains(&c)
                && marks.get(&(r as u64, c as u64)) == Some(&player)
        };
        let (r, c) = (cell.row as i64, cell.col as i64);
        let mut back = 0;
        while holds(r - dr * (back + 1), c - dc * (back + 1)) {
            back += 1;
        }
        let mut ahead = 0;
        while holds(r + dr * (ahead + 1), c + dc * (ahead + 1)) {
            ahead += 1;
        }
        let start = Cell {
            row: (r - dr * back) as u64,
            col: (c - dc * back) as u64,
        };
        (start, (back + 1 + ahead) as u64)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn wins_and_undo_agree_with_rescanning(
            class in 0..5usize,
            k_choice in 0..9usize,
            players in 1..=3usize,
            direction in prop::sample::select(Direction::ALL.to_vec()),
            far in any::<bool>(),
            ops in prop::collection::vec(op(), 1..300),
        ) {
            // Dense, sparse until it grows, sparse and never grown, sparse
            // with one word a cell at its largest, sparse with wide keys.
            let n: u64 = [WIDTH + 6, 300, 1 << 20, 1 << 30, 1 << 40][class];
            let k = [1, 3, 7, 8, 9, 17, 30, n, n + 1][k_choice];
            let base = if far { n.saturating_sub(WIDTH + 8) } else { 0 };
            let rules = Rules { size: n, win_length: k, marks: b"XO#"[..players].to_vec() };
            let mut game = Game::new(rules);
            let mut marks: HashMap<(u64, u64), usize> = HashMap::new();
            for op in ops {
                let before = game.status();
                match op {
                    Op::Undo => {
                        let undone = game.undo();
                        if let Some(p) = undone {
                            marks.remove(&(p.cell.row, p.cell.col));
                            prop_assert_eq!(game.player_at(p.cell), None);
                            prop_assert_eq!(game.status(), Status::InProgress);
                        }
                        continue;
                    }
                    Op::Along(t) => {
                        let (r, c) = on_line(direction, base, game.turn() as u64, t);
                        let player = game.turn();
                        let result = game.place(r, c);
                        let free = (0..n as i64).contains(&r) && (0..n as i64).contains(&c) && !marks.contains_key(&(r as u64, c as u64));
                        check(&mut marks, &game, n, k, before, player, (r, c), free, result)?;
                    }
                    Op::Stray(dr, dc) => {
                        let (r, c) = ((base + dr) as i64, (base + dc) as i64);
                        let player = game.turn();
                        let result = game.place(r, c);
                        let free = (0..n as i64).contains(&r) && (0..n as i64).contains(&c) && !marks.contains_key(&(r as u64, c as u64));
                        check(&mut marks, &game, n, k, before, player, (r, c), free, result)?;
                    }
                }
            }
        }
    }

    /// Checks what `game` did with `player`'s move to `(r, c)` against the
    /// oracle, and plays it on `marks`.
    #[allow(clippy::too_many_arguments)]
    fn check(
        marks: &mut HashMap<(u64, u64), usize>,
        game: &Game,
        n: u64,
        k: u64,
        before: Status,
        player: usize,
        (r, c): (i64, i64),
        free: bool,
        result: Result<Status, Rejection>,
    ) -> Result<(), TestCaseError> {
        if before.is_over() || !free {
            prop_assert!(result.is_err(), "({r}, {c}) after {before:?}: {result:?}");
            return Ok(());
        }
        let cell = Cell {
            row: r as u64,
            col: c as u64,
        };
        marks.insert((cell.row, cell.col), player);
        let won = Direction::ALL.into_iter().find_map(|direction| {
            let (start, length) = naive_run(marks, n, cell, player, direction);
            (length >= k).then_some(Streak {
                start,
                direction,
                length,
            })
        });
        let full = u128::from(n).pow(2) == marks.len() as u128;
        let expected = match won {
            Some(_) => Status::Won(player),
            None if full => Status::Tie,
            None => Status::InProgress,
        };
        prop_assert_eq!(result, Ok(expected), "({}, {}) by {}", r, c, player);
        prop_assert_eq!(game.winning_run(), won);
        prop_assert_eq!(game.player_at(cell), Some(player));
        Ok(())
    }
}

#[test]
fn a_sparse_board_grows_dense_once_the_moves_pay_for_it_and_plays_alike() {
    // A ringed board for walks (k < n) and a packed one for counts (k = n),
    // each too large to be made before a move is accepted.
    for (n, k, marks) in [(300u64, 299u64, &b"X"[..]), (600, 600, &b"XO"[..])] {
        let rules = Rules {
            size: n,
            win_length: k,
            marks: marks.to_vec(),
        };
        let mut grown = Game::new(rules.clone());
        let mut dense = Game::with_capacity(rules, 1 << 20);
        // Rows of n - 9 marks, past the point where the board grows, then
        // a whole row for the player due.
        let rows = 6000 / (n - 9) + 1;
        let mut moves: Vec<(i64, i64)> = (0..rows)
            .flat_map(|r| (0..n - 9).map(move |c| (r as i64, c as i64)))
            .collect();
        moves.sort_by_key(|&(r, c)| (c % 2, r, c));
        let winner = moves.len() % marks.len();
        moves.extend((0..n as i64).flat_map(|c| {
            let other = (rows as i64 + 1, c);
            [Some((rows as i64, c)), (marks.len() == 2).then_some(other)]
                .into_iter()
                .flatten()
        }));
        for &(r, c) in &moves {
            let (a, b) = (grown.place(r, c), dense.place(r, c));
            assert_eq!(a, b, "n = {n}: ({r}, {c})");
            if a != Ok(Status::InProgress) {
                break;
            }
        }
        assert_eq!(grown.status(), Status::Won(winner), "n = {n}");
        assert_eq!(grown.winning_run(), dense.winning_run());
        assert_eq!(
            grown.winning_run(),
            Some(Streak {
                start: cell(rows, 0),
                direction: Direction::Horizontal,
                length: n.min(k),
            })
        );
        for &(r, c) in moves.iter().step_by(97) {
            let at = cell(r as u64, c as u64);
            assert_eq!(grown.player_at(at), dense.player_at(at), "n = {n}: {at:?}");
        }
        let last = grown.undo().expect("the winning move");
        assert_eq!(dense.undo(), Some(last));
        assert_eq!(grown.status(), Status::InProgress);
        let again = grown.place(last.cell.row as i64, last.cell.col as i64);
        assert_eq!(again, Ok(Status::Won(winner)));
    }
}

#[test]
fn whole_lines_on_a_board_too_large_to_count_are_counted_once_a_player_could_fill_one() {
    let n = 8200u64;
    let mut g = game_k(n, n, b"12");
    let (last, size) = (n as i64 - 1, n as i64);
    // The first player's n-th mark leaves row 0 one short; the next fills it.
    let first: Vec<(i64, i64)> = std::iter::once((5, 0))
        .chain((1..size).map(|c| (0, c)))
        .chain(std::iter::once((0, 0)))
        .collect();
    let second: Vec<(i64, i64)> = (0..last).map(|c| (1, c)).chain([(7, 0), (8, 0)]).collect();
    let moves: Vec<(i64, i64)> = first
        .iter()
        .zip(&second)
        .flat_map(|(&a, &b)| [a, b])
        .collect();
    let (winning, before) = moves[..2 * n as usize + 1].split_last().expect("moves");
    for &(r, c) in before {
        assert_eq!(g.place(r, c), Ok(Status::InProgress), "({r}, {c})");
    }
    assert_eq!(g.place(winning.0, winning.1), Ok(Status::Won(0)));
    let row = Streak {
        start: cell(0, 0),
        direction: Direction::Horizontal,
        length: n,
    };
    assert_eq!(g.winning_run(), Some(row));
    g.undo();
    assert_eq!(g.status(), Status::InProgress);
    assert_eq!(g.place(winning.0, winning.1), Ok(Status::Won(0)));
}

#[test]
fn every_failing_check_is_listed_in_the_statements_order() {
    let rules = Rules {
        size: 3,
        win_length: 3,
        marks: vec![b'A', b'B'],
    };
    let mut game = Game::new(rules);
    assert_eq!(game.play(b'A', 0, 0), Ok(Status::InProgress));
    let failed = |game: &Game, mark, row, col| game.failed_checks(mark, row, col);
    assert_eq!(
        failed(&game, Some(b'A'), -1, 0),
        [Rejection::WrongTurn, Rejection::OutOfBounds]
    );
    assert_eq!(
        failed(&game, Some(b'A'), 0, 0),
        [Rejection::WrongTurn, Rejection::Occupied]
    );
    assert_eq!(failed(&game, Some(b'B'), 0, 0), [Rejection::Occupied]);
    assert_eq!(failed(&game, None, 0, 0), [Rejection::Occupied]);
    assert_eq!(
        failed(&game, Some(b'?'), i64::MIN, 3),
        [Rejection::WrongTurn, Rejection::OutOfBounds]
    );
    assert!(failed(&game, Some(b'B'), 2, 2).is_empty());
    for (mark, row, col) in [(b'B', 1, 0), (b'A', 0, 1), (b'B', 1, 1), (b'A', 0, 2)] {
        assert!(game.play(mark, row, col).is_ok());
    }
    assert_eq!(
        failed(&game, Some(b'A'), 1, 1),
        [
            Rejection::GameOver,
            Rejection::WrongTurn,
            Rejection::Occupied
        ]
    );
}

#[test]
fn a_call_is_rejected_for_the_first_failing_check_and_accepted_when_none_fails() {
    for (size, win_length) in [(5, 3), (4, 4), (1 << 40, 3)] {
        for seed in 0..40 {
            let rules = Rules {
                size,
                win_length,
                marks: b"XO#".to_vec(),
            };
            let mut game = Game::new(rules.clone());
            for (mark, row, col) in random_calls(seed, size, &rules.marks, 60) {
                let failed = game.failed_checks(Some(mark), row, col);
                let played = game.play(mark, row, col);
                assert_eq!(played.err(), failed.first().copied(), "{size} seed {seed}");
            }
        }
    }
}
