// ttt-judge harness, Java 17, multi (statement 000).
//
// Compiled with the solution's file, which declares one of the statement's
// forms (found by reflection, so any of them compiles):
//
//     class TicTacToe {
//         TicTacToe(int n, char[] playerMarks) { ... }
//         String play(char player, long row, long col) { ... }   // or int row, int col
//         String getStatus() { ... }
//     }
//
// A status is a string ("IN_PROGRESS", "WIN:X", "TIE", "INVALID"). Each line
// of stdin is one case, {"n": 3, "playerMarks": ["X", "O"], "players":
// [...], "rows": [...], "cols": [...]}, played on a fresh game; each case's
// answer is one line of stdout, [[playResult, statusAfter], ...], flushed at
// once. Stdout carries the answers alone: what the solution prints goes to
// stderr, after a `--- case N ---` line for each case. A file with none of
// these forms ends the harness with status 86 before it reads a case, saying
// which forms are accepted. An exception in the solution ends the process
// with its message on stderr.
//
// With --go-on (as ttt-judge grade runs a batch of cases), an exception
// on a case is printed as it would be were it to end the process, and the
// harness goes on with the next case, writing a line that starts with
// the byte 0x1e in place of its answer.
//
// By hand, beside the solution's file: javac -d . harness.java TicTacToe.java
// && java -cp . TttJudgeMain < cases.jsonl

