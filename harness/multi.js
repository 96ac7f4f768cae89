
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

/** The [playResult, statusAfter] pairs of one case, on a fresh game. */
function answer(c) {
  const game = new TicTacToe(c.n, c.playerMarks);
  return c.players.map((player, i) => {
    const played = statusText(game.play(player, c.rows[i], c.cols[i]));
    return [played, statusText(game.getStatus())];
  });
}

serve(answer);
