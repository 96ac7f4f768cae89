// Statement 002: right on a game of at most three moves, and throws a
// RangeError on a longer one, after printing (and a line as it loads).
console.log('loading');

function tictactoe(moves) {
  console.log('moves:', moves.length);
  if (moves.length > 3) throw new RangeError(`too many moves: ${moves.length}`);
  return 'Pending';
}
