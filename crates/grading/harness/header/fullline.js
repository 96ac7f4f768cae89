// ttt-judge harness, JavaScript (Node), fullline (statement 001).
//
// Wraps solution.js, a CommonJS file or an ES module, which declares one of
// the statement's forms:
//
//     function winnerAfterEachMove(n, moves) { ... }   // one 0, 1 or 2 per move
//     // or winner_after_each_move, var ... = function, export function,
//     // or class Solution { winnerAfterEachMove(n, moves) { ... } }
//     // or LeetCode 348's class, a fresh one per case, each move by its
//     // player: class TicTacToe { constructor(n) { ... }
//     //   move(row, col, player) { ... } }, or var TicTacToe = function (n)
//     //   with TicTacToe.prototype.move
//
// Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]} (with
// "players": [1, 2, ...] when it names who makes each move); each
// case's answer is one line of stdout, [0,0,1], flushed at once. Stdout
// carries the answers alone: what the solution prints goes to stderr, after
// a `--- case N ---` line for each case. A file with none of these forms
// ends the harness with status 86 before it reads a case, saying which forms
// are accepted. An exception in the solution ends the process with its
// message on stderr.
//
// With --go-on (as ttt-judge grade runs a batch of cases), an exception
// on a case is printed as it would be were it to end the process, and the
// harness goes on with the next case, writing a line that starts with
// the byte 0x1e in place of its answer.
//
// By hand, beside solution.js: node harness.js < cases.jsonl; or name the
// solution: node harness.js mine.js < cases.jsonl
// Without solution.js, the one other .js file beside the harness is
// wrapped: a problem package's include/javascript/main.js is this file,
// and the judge system copies it beside the submitted file.
