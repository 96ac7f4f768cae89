
const winnerAfterEachMove = entry(
  ['winnerAfterEachMove', 'winner_after_each_move'],
  'no `winnerAfterEachMove` (or `winner_after_each_move`) function and no ' +
    '`class Solution` with such a method',
  `    function winnerAfterEachMove(n, moves) { ... }   // or export function
    class Solution { winnerAfterEachMove(n, moves) { ... } }
`);

serve((c) => winnerAfterEachMove(c.n, c.moves));
