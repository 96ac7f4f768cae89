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
        Board::Sparse(Sparse::new(size, 3)),
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
                    .map(|b| b.runs_through(size, cell(r, c), player, u64::MAX));
                assert_eq!(ringed, packed, "({r}, {c}) player {player}");
                assert_eq!(ringed, sparse, "({r}, {c}) player {player}");
            }
        }
    }
}

#[test]
fn a_mark_is_alone_until_a_neighbour_of_its_own_is_placed() {
    let size = 4;
    for centre in [cell(0, 0), cell(0, 3), cell(3, 0), cell(3, 3), cell(1, 2)] {
        let around: Vec<Cell> = (-1..=1)
            .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
            .filter(|&d| d != (0, 0))
            .map(|(dr, dc)| (centre.row as i64 + dr, centre.col as i64 + dc))
            .filter(|&(r, c)| (0..size as i64).contains(&r) && (0..size as i64).contains(&c))
            .map(|(r, c)| cell(r as u64, c as u64))
            .collect();
        for &neighbour in &around {
            let Board::Ringed(mut board) = Board::new(size, 2, 0, true) else {
                panic!("a small board with walks is ringed");
            };
            assert!(board.insert(centre, 0));
            assert!(board.alone(centre, 0), "{centre:?} on an empty board");
            // Another player's mark and marks two cells away do not count.
            assert!(board.insert(neighbour, 1));
            for far in [(0, 2), (2, 0), (2, 2)] {
                let (r, c) = (centre.row + far.0, centre.col + far.1);
                if r < size && c < size {
                    board.insert(cell(r, c), 0);
                }
            }
            assert!(
                board.alone(centre, 0),
                "{centre:?} with {neighbour:?} taken by 1"
            );
            board.remove(neighbour);
            assert!(board.insert(neighbour, 0));
            assert!(!board.alone(centre, 0), "{centre:?} with {neighbour:?}");
        }
    }
}
