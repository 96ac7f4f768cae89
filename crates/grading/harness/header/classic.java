// ttt-judge harness, Java 17, classic (statement 002).
//
// Compiled with the solution's file, which declares one of the statement's
// forms (found by reflection, so any of them compiles):
//
//     class Solution {
//         public String tictactoe(int[][] moves) { ... }   // or static
//     }
//
// Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
// answer is one line of stdout, "A", flushed at once. Stdout carries the
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
// By hand, beside the solution's file: javac -d . harness.java Solution.java
// && java -cp . TttJudgeMain < cases.jsonl

