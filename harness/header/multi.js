// ttt-judge harness, JavaScript (Node), multi (statement 000).
//
// Wraps solution.js, which declares the statement's class (module.exports
// is optional):
//
//     class TicTacToe {
//       constructor(n, playerMarks) { ... }
//       play(player, row, col) { ... }   // returns a status
//       getStatus() { ... }
//     }
//
// A status is a string ("IN_PROGRESS", "WIN:X", "TIE", "INVALID") or an
// object {state, winner}. Each line of stdin is one case, {"n": 3,
// "playerMarks": ["X", "O"], "players": [...], "rows": [...], "cols": [...]},
// played on a fresh game; each case's answer is one line of stdout,
// [[playResult, statusAfter], ...], written before the next case is read.
// An exception in the solution ends the process with its stack on stderr.
//
// By hand, beside solution.js: node harness.js < cases.jsonl
