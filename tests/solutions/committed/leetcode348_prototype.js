/**
 * @param {number} n
 */
var TicTacToe = function(n) {
  this.n = n;
  this.rows = [new Array(n).fill(0), new Array(n).fill(0), new Array(n).fill(0)];
  this.cols = [new Array(n).fill(0), new Array(n).fill(0), new Array(n).fill(0)];
  this.d = [0, 0, 0];
  this.a = [0, 0, 0];
};

/**
 * @param {number} row
 * @param {number} col
 * @param {number} player
 * @return {number}
 */
TicTacToe.prototype.move = function(row, col, player) {
  const n = this.n;
  this.rows[player][row]++;
  this.cols[player][col]++;
  if (row === col) this.d[player]++;
  if (row + col === n - 1) this.a[player]++;
  return [this.rows[player][row], this.cols[player][col], this.d[player], this.a[player]].includes(n) ? player : 0;
};
