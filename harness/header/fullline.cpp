// ttt-judge harness, C++17, fullline (statement 001).
//
// Includes the solution's file, solution.cpp, which defines the statement's
// function (the common standard headers and `using namespace std;` come
// first):
//
//     std::vector<int> winner_after_each_move(int n, std::vector<std::vector<int>> moves);
//
// Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]}; each
// case's answer is one line of stdout, [0,0,1], flushed at once. An
// exception in the solution ends the process.
//
// By hand, beside solution.cpp: g++ -std=c++17 -O2 -o solution harness.cpp
// && ./solution < cases.jsonl

