class TicTacToe {
  constructor(n) { this.n = n; this.g = Array.from({ length: n }, () => new Array(n).fill(0)); }
  move(row, col, player) {
    const g = this.g, n = this.n;
    g[row][col] = player;
    const line = (f) => Array.from({ length: n }, (_, i) => f(i)).every((v) => v === player);
    if (line((i) => g[row][i]) || line((i) => g[i][col]) || line((i) => g[i][i]) || line((i) => g[i][n - 1 - i])) return player;
    return 0;
  }
}
