//! Colourings of the board with no three equal marks in a line, found by
//! local search (min-conflicts): start from cells dealt to the players in
//! the counts turn order gives them, then swap the owners of two cells while
//! that removes lines of three. For `late-win` the cells of one run are
//! fixed to the winner, and only lines through the last cell may be full.

use super::Rng;
use crate::engine::{Cell, Direction};

/// How many sweeps over the conflicting cells before giving up.
const ROUNDS: usize = 60;

/// The owner of every cell of an n×n board, row by row.
pub(super) struct Colouring {
    n: usize,
    owner: Vec<usize>,
    fixed: Vec<bool>,
    last: Option<usize>,
}

impl Colouring {
    /// Cells dealt at random: player p gets as many as turn order gives p
    /// on a full board. `run` (with `run[at]` played last) goes to `winner`.
    /// `start`, if given, is a colouring to begin from instead.
    pub(super) fn deal(
        n: u64,
        players: usize,
        start: Option<Vec<usize>>,
        run: Option<(&[Cell], usize, usize)>,
        rng: &mut Rng,
    ) -> Colouring {
        let n = n as usize;
        let owner = start.unwrap_or_else(|| {
            let mut owner: Vec<usize> = (0..n * n).map(|t| t % players).collect();
            rng.shuffle(&mut owner);
            owner
        });
        let mut c = Colouring {
            n,
            owner,
            fixed: vec![false; n * n],
            last: None,
        };
        if let Some((cells, at, winner)) = run {
            for cell in cells {
                let i = c.index(*cell);
                if c.owner[i] != winner {
                    let j = (0..n * n).find(|&j| {
                        !c.fixed[j]
                            && c.owner[j] == winner
                            && !cells.iter().any(|x| c.index(*x) == j)
                    });
                    if let Some(j) = j {
                        c.owner.swap(i, j);
                    }
                }
                c.fixed[i] = true;
            }
            c.last = Some(c.index(cells[at]));
        }
        c
    }

    fn index(&self, cell: Cell) -> usize {
        cell.row as usize * self.n + cell.col as usize
    }

    /// How many lines of three through cell `i` hold one owner (not
    /// counting those through the last cell).
    fn conflicts(&self, i: usize) -> usize {
        let n = self.n as i64;
        let (r, c) = ((i / self.n) as i64, (i % self.n) as i64);
        let mut count = 0;
        for d in Direction::ALL {
            let (dr, dc) = d.step();
            for shift in -2..=0 {
                let cells: Option<Vec<usize>> = (shift..shift + 3)
                    .map(|s| {
                        let (rr, cc) = (r + dr * s, c + dc * s);
                        ((0..n).contains(&rr) && (0..n).contains(&cc))
                            .then(|| (rr * n + cc) as usize)
                    })
                    .collect();
                let Some(cells) = cells else { continue };
                let same = cells.iter().all(|&j| self.owner[j] == self.owner[i]);
                if same && !cells.iter().any(|&j| Some(j) == self.last) {
                    count += 1;
                }
            }
        }
        count
    }

    /// Searches until no line of three is left; false if it gives up.
    pub(super) fn solve(&mut self, rng: &mut Rng) -> bool {
        let cells = self.owner.len();
        for _ in 0..ROUNDS {
            let mut bad: Vec<usize> = (0..cells)
                .filter(|&i| !self.fixed[i] && self.conflicts(i) > 0)
                .collect();
            if bad.is_empty() {
                return (0..cells).all(|i| self.conflicts(i) == 0);
            }
            rng.shuffle(&mut bad);
            for i in bad {
                self.improve(i, rng);
            }
        }
        false
    }

    fn improve(&mut self, i: usize, rng: &mut Rng) {
        let before_i = self.conflicts(i);
        if before_i == 0 {
            return;
        }
        for _ in 0..32 {
            let j = rng.index(self.owner.len());
            if self.fixed[j] || self.owner[j] == self.owner[i] {
                continue;
            }
            let before = before_i + self.conflicts(j);
            self.owner.swap(i, j);
            let after = self.conflicts(i) + self.conflicts(j);
            if after < before || (after == before && rng.chance(10)) {
                return;
            }
            self.owner.swap(i, j);
        }
    }

    /// Each player's cells; the last cell, if any, first in its owner's list.
    pub(super) fn cells_by_player(&self, players: usize) -> Vec<Vec<Cell>> {
        let mut own = vec![Vec::new(); players];
        for (i, &p) in self.owner.iter().enumerate() {
            let cell = Cell {
                row: (i / self.n) as u64,
                col: (i % self.n) as u64,
            };
            own[p].push(cell);
        }
        if let Some(last) = self.last {
            let p = self.owner[last];
            let pos = own[p]
                .iter()
                .position(|c| self.index(*c) == last)
                .expect("the last cell is its owner's");
            own[p].swap(0, pos);
        }
        own
    }
}
