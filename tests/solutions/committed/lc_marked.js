/*
 * @lc app=leetcode id=1275 lang=javascript
 */
const assert = require('./my-assert');

// @lc code=start
/**
 * @param {number[][]} moves
 * @return {string}
 */
var tictactoe = function(moves) {
  const rows = [0, 0, 0], cols = [0, 0, 0];
  let diag = 0, anti = 0;
  for (let i = 0; i < moves.length; i++) {
    const [r, c] = moves[i];
    const add = i % 2 === 0 ? 1 : -1;
    rows[r] += add;
    cols[c] += add;
    if (r === c) diag += add;
    if (r + c === 2) anti += add;
    if ([rows[r], cols[c], diag, anti].some((v) => Math.abs(v) === 3)) return add === 1 ? 'A' : 'B';
  }
  return moves.length === 9 ? 'Draw' : 'Pending';
};
// @lc code=end

assert.equal(tictactoe([[0, 0], [2, 0], [1, 1], [2, 1], [2, 2]]), 'A');
