// ttt-judge harness, Java 17, fullline (statement 001).
//
// Compiled with the solution's file, which declares one of the statement's
// forms (found by reflection, so any of them compiles):
//
//     class Solution {
//         public int[] winnerAfterEachMove(int n, int[][] moves) { ... }   // or static
//     }
//     // or LeetCode 348's class, a fresh one per case, each move by its player:
//     class TicTacToe {
//         public TicTacToe(int n) { ... }
//         public int move(int row, int col, int player) { ... }
//     }
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
// By hand, beside the solution's file: javac -d . harness.java Solution.java
// && java -cp . TttJudgeMain < cases.jsonl

