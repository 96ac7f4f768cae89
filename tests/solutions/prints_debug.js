// Statement 001, correct, printing debug lines on every call through
// console.log, console.error and process.stdout.write.
console.log('loading the solution');

function winnerAfterEachMove(n, moves) {
  console.log('n =', n, 'moves =', JSON.stringify(moves));
  process.stdout.write('"not an answer"\n');
  console.error('[debug]');
  const rows = Array.from({ length: n }, () => [0, 0]);
  const cols = Array.from({ length: n }, () => [0, 0]);
  const diagonals = [[0, 0], [0, 0]];
  return moves.map(([row, col], i) => {
    const p = i % 2;
    const lines = [rows[row], cols[col]];
    if (row === col) lines.push(diagonals[0]);
    if (row + col === n - 1) lines.push(diagonals[1]);
    let won = false;
    for (const line of lines) {
      line[p] += 1;
      won = won || line[p] === n;
    }
    return won ? p + 1 : 0;
  });
}

module.exports = { winnerAfterEachMove };
