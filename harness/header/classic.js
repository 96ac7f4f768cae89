// ttt-judge harness, JavaScript (Node), classic (statement 002).
//
// Wraps solution.js, which declares the statement's function (module.exports
// is optional):
//
//     function tictactoe(moves) { ... }   // "A", "B", "Draw" or "Pending"
//
// Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
// answer is one line of stdout, "A", written before the next case is read.
// An exception in the solution ends the process with its stack on stderr.
//
// By hand, beside solution.js: node harness.js < cases.jsonl
