// Statement 001, correct: an ES module exporting LeetCode's class Solution.
import assert from 'assert';

export class Solution {
  winnerAfterEachMove(n, moves) {
    assert(Array.isArray(moves));
    const rows = new Map(), results = [];
    moves.forEach(([row, col], i) => {
      const p = i % 2;
      const lines = [`r${row}`, `c${col}`];
      if (row === col) lines.push('d');
      if (row + col === n - 1) lines.push('a');
      let won = false;
      for (const line of lines) {
        const key = `${line}/${p}`;
        rows.set(key, (rows.get(key) ?? 0) + 1);
        won ||= rows.get(key) === n;
      }
      results.push(won ? p + 1 : 0);
    });
    return results;
  }
}
