
/** LeetCode 348's `TicTacToe`, when the solution declares or exports it
 * with a `move` method (a class, or a function with `prototype.move`). */
function leetcode348(api) {
  const Game = api.TicTacToe;
  return typeof Game === 'function' && typeof Game.prototype?.move === 'function' ? Game : null;
}

const NAMES = ['winnerAfterEachMove', 'winner_after_each_move'];
const API = load([...NAMES, 'Solution', 'TicTacToe']);
const GAME = leetcode348(API);
const winnerAfterEachMove = GAME ? null : entryIn(
  API,
  NAMES,
  'no `winnerAfterEachMove` (or `winner_after_each_move`) function, no ' +
    '`class Solution` with such a method and no `TicTacToe` with a `move` method',
  `    function winnerAfterEachMove(n, moves) { ... }   // or export function
    class Solution { winnerAfterEachMove(n, moves) { ... } }
    class TicTacToe { constructor(n) { ... } move(row, col, player) { ... } }   // LeetCode 348
`);

/** The results of one case: from a fresh game of LeetCode 348's class,
 * each move made by the case's player for it (alternating from player 1
 * when the case names none), or from the statement's function. */
function results(c) {
  if (!GAME) return winnerAfterEachMove(c.n, c.moves);
  const game = new GAME(c.n);
  return c.moves.map(([row, col], i) => game.move(row, col, c.players ? c.players[i] : 1 + (i % 2)));
}

serve(results);
