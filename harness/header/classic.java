// ttt-judge harness, Java 17, classic (statement 002).
//
// Compiled with the solution's file, which declares the statement's class:
//
//     class Solution {
//         static String tictactoe(int[][] moves) { ... }
//     }
//
// Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
// answer is one line of stdout, "A", flushed at once. An exception in the
// solution ends the process with its stack trace on stderr.
//
// By hand, beside the solution's file: javac -d . harness.java Solution.java
// && java -cp . TttJudgeMain < cases.jsonl

