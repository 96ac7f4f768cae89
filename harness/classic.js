
const { tictactoe } = load(['tictactoe']);

serve((c) => tictactoe(c.moves));
