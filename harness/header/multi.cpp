// ttt-judge harness, C++17, multi (statement 000).
//
// Includes the solution's file, solution.cpp, which defines the statement's
// class (the common standard headers and `using namespace std;` come first):
//
//     class TicTacToe {
//     public:
//         TicTacToe(int n, std::vector<char> playerMarks);
//         std::string play(char player, long long row, long long col);
//         std::string getStatus();
//     };
//
// Each line of stdin is one case, {"n": 3, "playerMarks": ["X", "O"],
// "players": [...], "rows": [...], "cols": [...]}, played on a fresh game;
// each case's answer is one line of stdout, [[playResult, statusAfter], ...],
// flushed at once. An exception in the solution ends the process.
//
// By hand, beside solution.cpp: g++ -std=c++17 -O2 -o solution harness.cpp
// && ./solution < cases.jsonl

