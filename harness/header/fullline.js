// ttt-judge harness, JavaScript (Node), fullline (statement 001).
//
// Wraps solution.js, which declares the statement's function (module.exports
// is optional):
//
//     function winnerAfterEachMove(n, moves) { ... }   // one 0, 1 or 2 per move
//
// Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]}; each
// case's answer is one line of stdout, [0,0,1], written before the next
// case is read. An exception in the solution ends the process with its
// stack on stderr.
//
// By hand, beside solution.js: node harness.js < cases.jsonl
