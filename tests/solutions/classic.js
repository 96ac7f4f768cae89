// Statement 002, correct.
function tictactoe(moves) {
  const board = [[null, null, null], [null, null, null], [null, null, null]];
  moves.forEach(([row, col], i) => { board[row][col] = i % 2 === 0 ? 'A' : 'B'; });
  const lines = [];
  for (let i = 0; i < 3; i += 1) {
    lines.push([[i, 0], [i, 1], [i, 2]], [[0, i], [1, i], [2, i]]);
  }
  lines.push([[0, 0], [1, 1], [2, 2]], [[0, 2], [1, 1], [2, 0]]);
  for (const line of lines) {
    const [a, b, c] = line.map(([r, col]) => board[r][col]);
    if (a !== null && a === b && b === c) return a;
  }
  return moves.length === 9 ? 'Draw' : 'Pending';
}
