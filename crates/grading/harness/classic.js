
const tictactoe = entry(
  ['tictactoe'],
  'no `tictactoe` function and no `class Solution` with a `tictactoe` method',
  `    function tictactoe(moves) { ... }   // or export function, var tictactoe = function
    class Solution { tictactoe(moves) { ... } }
`);

serve((c) => tictactoe(c.moves));
