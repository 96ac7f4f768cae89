//! The perfect bot's search: negamax over every position of a two-seat
//! game, each position's value remembered for the whole match.

use std::collections::HashMap;

use super::board::Board;

/// Values of positions (for the seat to move: 1 a win, 0 a draw, -1 a
/// loss), by a key of the board.
pub(super) type Memo = HashMap<u64, i8>;

/// The board's key: base 3 over the cells.
fn key(board: &Board) -> u64 {
    board.cells.iter().fold(0, |key, cell| {
        key * 3 + cell.map_or(0, |seat| seat as u64 + 1)
    })
}

/// The value of the position for `seat`, to move.
fn value(board: &mut Board, seat: usize, memo: &mut Memo) -> i8 {
    let position = key(board);
    if let Some(&known) = memo.get(&position) {
        return known;
    }
    let empty = board.empty();
    let mut best = if empty.is_empty() { 0 } else { -1 };
    for cell in empty {
        let here = value_of(board, cell, seat, memo);
        best = best.max(here);
        if best == 1 {
            break;
        }
    }
    memo.insert(position, best);
    best
}

/// What playing `cell` is worth to `seat`: 1 when it completes a line,
/// else the negation of the position's value to the other seat.
fn value_of(board: &mut Board, cell: usize, seat: usize, memo: &mut Memo) -> i8 {
    if board.completes(cell, seat) {
        return 1;
    }
    board.cells[cell] = Some(seat);
    let theirs = -value(board, 1 - seat, memo);
    board.cells[cell] = None;
    theirs
}

/// The best cell for `seat`, the first of the best in cell order; `None`
/// on a full board. In a lost position (a first seat that can force a win
/// is playing), the first cell after which the other seat cannot win at
/// once, so that it must find the win.
pub(super) fn best(board: &mut Board, seat: usize, memo: &mut Memo) -> Option<usize> {
    let mut found: Option<(i8, usize)> = None;
    for cell in board.empty() {
        let here = value_of(board, cell, seat, memo);
        if found.is_none_or(|(best, _)| here > best) {
            found = Some((here, cell));
        }
        if here == 1 {
            break;
        }
    }
    match found {
        Some((-1, first)) => Some(holding(board, seat).unwrap_or(first)),
        found => found.map(|(_, cell)| cell),
    }
}

/// The first cell for `seat` after which the other seat has no cell that
/// completes a line.
fn holding(board: &mut Board, seat: usize) -> Option<usize> {
    board.empty().into_iter().find(|&cell| {
        board.cells[cell] = Some(seat);
        let safe = !board
            .empty()
            .into_iter()
            .any(|c| board.completes(c, 1 - seat));
        board.cells[cell] = None;
        safe
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of the empty board to the first seat.
    fn opening(n: u64, k: u64) -> i8 {
        value(&mut Board::new(n, k, 2), 0, &mut Memo::new())
    }

    #[test]
    fn three_by_three_is_a_draw_and_four_by_four_with_three_a_first_seat_win() {
        assert_eq!(opening(3, 3), 0);
        assert_eq!(opening(4, 3), 1);
    }
}
