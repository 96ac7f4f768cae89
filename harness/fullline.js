
const { winnerAfterEachMove } = load(['winnerAfterEachMove']);

serve((c) => winnerAfterEachMove(c.n, c.moves));
