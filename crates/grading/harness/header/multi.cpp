// ttt-judge harness, C++17, multi (statement 000).
//
// Includes the solution's file, solution.cpp, which defines one of the
// statement's forms (the usual standard headers and `using namespace std;`
// come first, as on LeetCode):
//
//     class TicTacToe {
//     public:
//         TicTacToe(int n, vector<char> playerMarks);
//         string play(char player, long long row, long long col);   // or int
//         string getStatus();
//     };
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
// By hand, beside solution.cpp: g++ -std=c++17 -O2 -o solution harness.cpp
// && ./solution < cases.jsonl

