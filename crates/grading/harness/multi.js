
const WORDS = ['INVALID', 'IN_PROGRESS', 'TIE'];

/** The string form of a status; anything else is left as it is. */
function statusText(status) {
  if (status !== null && typeof status === 'object' && !Array.isArray(status)) {
    const { state, winner } = status;
    if (WORDS.includes(state) && winner == null) return state;
    if (state === 'WIN' && typeof winner === 'string') return `WIN:${winner}`;
  }
  return status;
}

const { TicTacToe } = load(['TicTacToe']);
if (typeof TicTacToe !== 'function' || typeof TicTacToe.prototype?.play !== 'function' ||
    typeof TicTacToe.prototype.getStatus !== 'function') {
  noEntry('no `class TicTacToe` with `play` and `getStatus` methods',
    `    class TicTacToe {   // or export default class, module.exports = class
      constructor(n, playerMarks) { ... }
      play(player, row, col) { ... }   // returns a status
      getStatus() { ... }
    }
`);
}

/** The [playResult, statusAfter] pairs of one case, on a fresh game. */
function answer(c) {
  const game = new TicTacToe(c.n, c.playerMarks);
  return c.players.map((player, i) => {
    const played = statusText(game.play(player, c.rows[i], c.cols[i]));
    return [played, statusText(game.getStatus())];
  });
}

serve(answer);
