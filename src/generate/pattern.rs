//! The periodic two-colouring ((c + 2r + s) mod 4) / 2, under a random
//! symmetry of the board: no three cells in a row, column or diagonal share
//! a colour, so it is the skeleton of every tie with an even number of
//! players, and the starting point of the searches for the others.

use super::Rng;
use crate::engine::Cell;

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

/// The two colour classes of the pattern, the larger first, in random order.
pub(super) fn two_colouring(n: u64, rng: &mut Rng) -> [Vec<Cell>; 2] {
    let (s, transpose, mirror) = (rng.below(4), rng.chance(50), rng.chance(50));
    let mut classes = [Vec::new(), Vec::new()];
    for row in 0..n {
        for col in 0..n {
            let (r, c) = if transpose { (col, row) } else { (row, col) };
            let c = if mirror { n - 1 - c } else { c };
            classes[((c + 2 * r + s) % 4 / 2) as usize].push(Cell { row, col });
        }
    }
    if classes[0].len() < classes[1].len() {
        classes.swap(0, 1);
    }
    rng.shuffle(&mut classes[0]);
    rng.shuffle(&mut classes[1]);
    classes
}
