//! The three kinds of board must agree on every cell and every walk.

use super::*;

fn cell(row: u64, col: u64) -> Cell {
    Cell { row, col }
}

fn kind(board: &Board) -> &'static str {
    match board {
        Board::Ringed { .. } => "ringed",
        Board::Packed(_) => "packed",
        Board::Sparse(_) => "sparse",
    }
}

#[test]
fn the_kind_follows_the_rule_and_the_budget() {
    assert_eq!(kind(&Board::new(200, 16, 40_000, true)), "ringed");
    assert_eq!(kind(&Board::new(1000, 2, 100_000, false)), "packed");
    assert_eq!(
        kind(&Board::new(1_000_000_000, 2, 100_000, false)),
        "sparse"
    );
    assert_eq!(kind(&Board::new(1_000_000_000, 2, 100_000, true)), "sparse");
}

#[test]
fn a_packed_cell_holds_every_player_without_touching_its_neighbours() {
    // 1, 2, 4 and 8 bits a cell.
    for players in [1, 2, 3, 4, 15, 16, 254] {
        let size = 9;
        let mut board = Board::new(size, players, 0, false);
        assert_eq!(kind(&board), "packed");
        let all = || (0..size).flat_map(|r| (0..size).map(move |c| cell(r, c)));
        for (i, c) in all().enumerate() {
            assert!(board.insert(c, i % players), "{players} players, {c:?}");
        }
        for (i, c) in all().enumerate() {
            assert_eq!(board.get(c), Some(i % players), "{players} players, {c:?}");
            assert!(!board.insert(c, (i + 1) % players));
            assert_eq!(board.get(c), Some(i % players));
        }
        board.remove(cell(4, 4));
        assert_eq!(board.get(cell(4, 4)), None);
        assert_eq!(board.get(cell(4, 3)), Some((4 * 9 + 3) % players));
        assert_eq!(board.get(cell(4, 5)), Some((4 * 9 + 5) % players));
        assert!(board.insert(cell(4, 4), players - 1));
        assert_eq!(board.get(cell(4, 4)), Some(players - 1));
    }
}

#[test]
fn every_kind_of_board_sees_the_same_runs() {
    let size = 7;
    let mut boards = [
        Board::new(size, 3, 0, true),
        Board::new(size, 3, 0, false),
        Board::Sparse(Sparse::default()),
    ];
    // A fixed scatter of three players' marks, two thirds of the cells.
    let mut state = 7u64;
    for r in 0..size {
        for c in 0..size {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            let value = (state >> 33) % 3;
            if value < 2 {
                let player = ((state >> 40) % 3) as usize;
                for board in &mut boards {
                    assert!(board.insert(cell(r, c), player));
                }
            }
        }
    }
    for r in 0..size {
        for c in 0..size {
            for player in 0..3 {
                let [ringed, packed, sparse] = boards
                    .each_ref()
                    .map(|b| b.runs_through(size, cell(r, c), player));
                assert_eq!(ringed, packed, "({r}, {c}) player {player}");
                assert_eq!(ringed, sparse, "({r}, {c}) player {player}");
            }
        }
    }
}
