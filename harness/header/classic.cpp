// ttt-judge harness, C++17, classic (statement 002).
//
// Includes the solution's file, solution.cpp, which defines the statement's
// function (the common standard headers and `using namespace std;` come
// first):
//
//     std::string tictactoe(std::vector<std::vector<int>> moves);
//
// Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
// answer is one line of stdout, "A", flushed at once. An exception in the
// solution ends the process.
//
// By hand, beside solution.cpp: g++ -std=c++17 -O2 -o solution harness.cpp
// && ./solution < cases.jsonl

