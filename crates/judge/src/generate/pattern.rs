//! The periodic two-colouring ((c + 2r + s) mod 4) / 2, under a random
//! symmetry of the board: no three cells in a row, column or diagonal share
//! a colour, so it is the skeleton of every tie with an even number of
//! players, and the starting point of the searches for the others.

use super::Rng;
use crate::engine::{Cell, Direction};

/// Each player's cells under the two-colouring, for an even number of
/// players.
pub(super) fn split_two_colouring(n: u64, players: usize, rng: &mut Rng) -> Option<Vec<Vec<Cell>>> {
    let mut classes = two_colouring(n, rng);
    let cells = (n * n) as usize;
    let (q, rem) = (cells / players, cells % players);
    let count = |p: usize| q + usize::from(p < rem);
    let mut big: Vec<usize> = (0..rem).collect();
    let mut small: Vec<usize> = (rem..players).collect();
    rng.shuffle(&mut big);
    rng.shuffle(&mut small);
    let a_big = rem.div_ceil(2);
    let a_small = (players / 2).checked_sub(a_big)?;
    let group_a: Vec<usize> = big[..a_big]
        .iter()
        .chain(&small[..a_small])
        .copied()
        .collect();
    let mut own: Vec<Vec<Cell>> = vec![Vec::new(); players];
    for p in 0..players {
        let class = &mut classes[usize::from(!group_a.contains(&p))];
        let take = class.len().checked_sub(count(p))?;
        own[p] = class.split_off(take);
    }
    Some(own)
}

/// The owners of [`split_two_colouring`]'s cells, row by row.
pub(super) fn two_colouring_owners(n: u64, players: usize, rng: &mut Rng) -> Option<Vec<usize>> {
    let own = split_two_colouring(n, players, rng)?;
    let mut owner = vec![0; (n * n) as usize];
    for (p, cells) in own.iter().enumerate() {
        for c in cells {
            owner[(c.row * n + c.col) as usize] = p;
        }
    }
    Some(owner)
}

/// One of the pattern's placements on the board: a shift and a symmetry.
#[derive(Clone, Copy, Debug)]
struct Spot {
    shift: u64,
    transpose: bool,
    mirror: bool,
}

impl Spot {
    fn random(rng: &mut Rng) -> Spot {
        let (shift, transpose, mirror) = (rng.below(4), rng.chance(50), rng.chance(50));
        Spot {
            shift,
            transpose,
            mirror,
        }
    }

    /// The colour, 0 or 1, of a cell of the n×n board.
    fn colour(self, n: u64, row: u64, col: u64) -> usize {
        let (r, c) = if self.transpose {
            (col, row)
        } else {
            (row, col)
        };
        let c = if self.mirror { n - 1 - c } else { c };
        ((c + 2 * r + self.shift) % 4 / 2) as usize
    }
}

/// The two colour classes of the pattern, the larger first, in random order.
pub(super) fn two_colouring(n: u64, rng: &mut Rng) -> [Vec<Cell>; 2] {
    let placement = Spot::random(rng);
    let mut classes = [Vec::new(), Vec::new()];
    for row in 0..n {
        for col in 0..n {
            classes[placement.colour(n, row, col)].push(Cell { row, col });
        }
    }
    if classes[0].len() < classes[1].len() {
        classes.swap(0, 1);
    }
    rng.shuffle(&mut classes[0]);
    rng.shuffle(&mut classes[1]);
    classes
}

/// The two players' cells for a late win, the last mover's list starting
/// with the cell played last (L): the pattern with L changed to the other
/// colour (odd n), or with L and a border cell M swapped (even n), so that
/// every line of three equal cells goes through L, and each player holds
/// as many cells as turn order gives them on a full board.
///
/// The pattern has no line of three, so after the change every such line
/// goes through a changed cell. For odd n the classes differ by one cell;
/// L is taken from the larger one, and changing it makes a line through it
/// (every cell lies inside an `AABB` or `ABAB` stretch of some line), so
/// the first player, who moves last, gets the smaller class and L. For
/// even n the classes are equal, so M, of L's new colour, takes L's old
/// one; it must make no line, which (once L has changed) happens only for
/// a few cells next to a corner, within two cells of L.
pub(super) fn late_win_two(n: u64, rng: &mut Rng) -> Option<[Vec<Cell>; 2]> {
    let placement = Spot::random(rng);
    let size = n as usize;
    let mut board: Vec<usize> = (0..n * n)
        .map(|i| placement.colour(n, i / n, i % n))
        .collect();
    let changes = match n % 2 {
        1 => odd_changes(&mut board, size),
        _ => even_changes(&mut board, size),
    };
    if changes.is_empty() {
        return None;
    }
    let (last, other) = changes[rng.index(changes.len())];
    for i in std::iter::once(last).chain(other) {
        board[i] ^= 1;
    }
    let winner = ((n * n - 1) % 2) as usize;
    let cell = |i: usize| Cell {
        row: (i / size) as u64,
        col: (i % size) as u64,
    };
    let mut own = [Vec::new(), Vec::new()];
    own[winner].push(cell(last));
    for i in (0..size * size).filter(|&i| i != last) {
        let player = if board[i] == board[last] {
            winner
        } else {
            1 - winner
        };
        own[player].push(cell(i));
    }
    (own[0].len() as u64 == (n * n).div_ceil(2)).then_some(own)
}

/// Odd n: each cell L of the larger class whose change makes a line.
fn odd_changes(board: &mut [usize], size: usize) -> Vec<(usize, Option<usize>)> {
    let ones = board.iter().filter(|&&c| c == 1).count();
    let larger = usize::from(2 * ones > board.len());
    (0..board.len())
        .filter(|&l| board[l] == larger && with_changed(board, &[l], |b| in_line(b, size, l)))
        .map(|l| (l, None))
        .collect()
}

/// Even n: each pair of a border cell M and a cell L of the other colour
/// within two cells of it, where after swapping their colours L is in a
/// line and M is not.
fn even_changes(board: &mut [usize], size: usize) -> Vec<(usize, Option<usize>)> {
    let on_border = |i: usize| {
        let (r, c) = (i / size, i % size);
        r == 0 || c == 0 || r == size - 1 || c == size - 1
    };
    let mut found = Vec::new();
    for m in (0..board.len()).filter(|&m| on_border(m)) {
        let (mr, mc) = (m / size, m % size);
        for lr in mr.saturating_sub(2)..(mr + 3).min(size) {
            for lc in mc.saturating_sub(2)..(mc + 3).min(size) {
                let l = lr * size + lc;
                let works = |b: &[usize]| in_line(b, size, l) && !in_line(b, size, m);
                if board[l] != board[m] && with_changed(board, &[l, m], works) {
                    found.push((l, Some(m)));
                }
            }
        }
    }
    found
}

/// `test` on the board with the colours of `cells` changed.
fn with_changed(board: &mut [usize], cells: &[usize], test: impl Fn(&[usize]) -> bool) -> bool {
    cells.iter().for_each(|&i| board[i] ^= 1);
    let result = test(board);
    cells.iter().for_each(|&i| board[i] ^= 1);
    result
}

/// Whether cell `i` lies in a line of three or more equal cells.
fn in_line(board: &[usize], size: usize, i: usize) -> bool {
    let (row, col) = ((i / size) as i64, (i % size) as i64);
    let same = |r: i64, c: i64| {
        let inside = (0..size as i64).contains(&r) && (0..size as i64).contains(&c);
        inside && board[r as usize * size + c as usize] == board[i]
    };
    Direction::ALL.into_iter().any(|d| {
        let (dr, dc) = d.step();
        let count = |sign: i64| {
            (1..3)
                .take_while(|&k| same(row + sign * k * dr, col + sign * k * dc))
                .count()
        };
        1 + count(1) + count(-1) >= 3
    })
}
