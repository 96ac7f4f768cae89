// ttt-judge harness, JavaScript (Node), multi (statement 000).
//
// Wraps solution.js, a CommonJS file or an ES module, which declares one of
// the statement's forms:
//
//     class TicTacToe {   // or export default class, module.exports = ...
//       constructor(n, playerMarks) { ... }
//       play(player, row, col) { ... }   // returns a status
//       getStatus() { ... }
//     }
//
// A status is a string ("IN_PROGRESS", "WIN:X", "TIE", "INVALID") or an
// object {state, winner}. Each line of stdin is one case, {"n": 3,
// "playerMarks": ["X", "O"], "players": [...], "rows": [...], "cols":
// [...]}, played on a fresh game; each case's answer is one line of stdout,
// [[playResult, statusAfter], ...], flushed at once. Stdout carries the
// answers alone: what the solution prints goes to stderr, after a `--- case
// N ---` line for each case. A file with none of these forms ends the
// harness with status 86 before it reads a case, saying which forms are
// accepted. An exception in the solution ends the process with its message
// on stderr.
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
