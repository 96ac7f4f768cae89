// Statement 002, correct: an ES module with a named export.
export function tictactoe(moves) {
  const board = new Map();
  moves.forEach(([row, col], i) => board.set(`${row},${col}`, i % 2 ? 'B' : 'A'));
  const lines = [];
  for (let i = 0; i < 3; i++) {
    lines.push([[i, 0], [i, 1], [i, 2]], [[0, i], [1, i], [2, i]]);
  }
  lines.push([[0, 0], [1, 1], [2, 2]], [[0, 2], [1, 1], [2, 0]]);
  for (const line of lines) {
    const marks = line.map(([r, c]) => board.get(`${r},${c}`));
    if (marks[0] && marks.every((m) => m === marks[0])) return marks[0];
  }
  return moves.length === 9 ? 'Draw' : 'Pending';
}
