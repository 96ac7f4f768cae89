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
/// on a full board.
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
    found.map(|(_, cell)| cell)
}
