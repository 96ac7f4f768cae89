// ttt-judge harness, Java 17, multi (statement 000).
//
// Compiled with the solution's file, which declares the statement's class:
//
//     class TicTacToe {
//         TicTacToe(int n, char[] playerMarks) { ... }
//         String play(char player, long row, long col) { ... }
//         String getStatus() { ... }
//     }
//
// Each line of stdin is one case, {"n": 3, "playerMarks": ["X", "O"],
// "players": [...], "rows": [...], "cols": [...]}, played on a fresh game;
// each case's answer is one line of stdout, [[playResult, statusAfter], ...],
// flushed at once. An exception in the solution ends the process with its
// stack trace on stderr.
//
// By hand, beside the solution's file: javac -d . harness.java TicTacToe.java
// && java -cp . TttJudgeMain < cases.jsonl

