//! The built-in bots' view of the board: a seat a cell, and whether a
//! mark on a cell would complete a line of k.

/// A board as a bot sees it.
#[derive(Clone, Debug)]
pub(super) struct Board {
    pub(super) n: u64,
    pub(super) k: u64,
    pub(super) seats: usize,
    pub(super) cells: Vec<Option<usize>>,
}

impl Board {
    pub(super) fn new(n: u64, k: u64, seats: usize) -> Board {
        Board {
            n,
            k,
            seats,
            cells: vec![None; (n * n) as usize],
        }
    }

    pub(super) fn clear(&mut self) {
        self.cells.fill(None);
    }

    pub(super) fn set(&mut self, cells: &[Option<usize>]) {
        self.cells.clear();
        self.cells.extend_from_slice(cells);
    }

    /// The empty cells, in order.
    pub(super) fn empty(&self) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i].is_none())
            .collect()
    }

    /// Whether `seat` putting a mark on `cell` makes k in a row.
    pub(super) fn completes(&self, cell: usize, seat: usize) -> bool {
        let n = self.n as i64;
        let (row, col) = (cell as i64 / n, cell as i64 % n);
        [(0, 1), (1, 0), (1, 1), (1, -1)]
            .into_iter()
            .any(|(dr, dc)| {
                let run = |sign: i64| {
                    (1..)
                        .map(|step| (row + sign * dr * step, col + sign * dc * step))
                        .take_while(|&(r, c)| {
                            (0..n).contains(&r)
                                && (0..n).contains(&c)
                                && self.cells[(r * n + c) as usize] == Some(seat)
                        })
                        .count() as u64
                };
                1 + run(1) + run(-1) >= self.k
            })
    }
}
