// Statement 000, correct: an ES module whose default export is the class.
const DIRECTIONS = [[0, 1], [1, 0], [1, 1], [1, -1]];

export default class TicTacToe {
  constructor(n, playerMarks) {
    this.n = n;
    this.marks = playerMarks;
    this.board = new Map();
    this.status = 'IN_PROGRESS';
  }

  play(player, row, col) {
    const key = `${row},${col}`;
    if (this.status !== 'IN_PROGRESS'
      || player !== this.marks[this.board.size % this.marks.length]
      || !(row >= 0 && row < this.n && col >= 0 && col < this.n)
      || this.board.has(key)) {
      return 'INVALID';
    }
    this.board.set(key, player);
    if (DIRECTIONS.some(([dr, dc]) => this.run(row, col, dr, dc) >= 3)) {
      this.status = `WIN:${player}`;
    } else if (this.board.size === this.n * this.n) {
      this.status = 'TIE';
    }
    return this.status;
  }

  run(row, col, dr, dc) {
    const mark = this.board.get(`${row},${col}`);
    let length = 1;
    for (const sign of [1, -1]) {
      let [r, c] = [row + sign * dr, col + sign * dc];
      while (this.board.get(`${r},${c}`) === mark) {
        length += 1;
        [r, c] = [r + sign * dr, c + sign * dc];
      }
    }
    return length;
  }

  getStatus() {
    return this.status;
  }
}
