// ttt-judge harness, Java 17, fullline (statement 001).
//
// Compiled with the solution's file, which declares the statement's class:
//
//     class Solution {
//         static int[] winnerAfterEachMove(int n, int[][] moves) { ... }
//     }
//
// Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]}; each
// case's answer is one line of stdout, [0,0,1], flushed at once. An
// exception in the solution ends the process with its stack trace on stderr.
//
// By hand, beside the solution's file: javac -d . harness.java Solution.java
// && java -cp . TttJudgeMain < cases.jsonl

