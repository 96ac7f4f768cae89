// ttt-judge package: the glue between harness.cpp (grade's harness, which
// includes this file where grade puts the solution) and a submitted file.
//
// A judge system compiles every .cpp file of a submission on its own and
// links them together, so the harness cannot see the submitted file: it
// calls the tictactoe below, and this one calls the submitted file's
// tictactoe, in whichever signature that file defines it. The signatures
// are declared weak: those the file does not define are null.
//
// The submitted file must compile on its own, with its own #includes, and
// define a free function; a `class Solution` cannot be reached from another
// file (its methods, defined in the class, are compiled only where used).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace ttt_package {
struct Glue {};
}  // namespace ttt_package

inline std::string tictactoe(std::vector<std::vector<int>>& moves, ttt_package::Glue = {}) {
    using Moves = std::vector<std::vector<int>>;
    std::string tictactoe(Moves&) __attribute__((weak));
    std::string tictactoe(const Moves&) __attribute__((weak));
    std::string tictactoe(Moves) __attribute__((weak));
    if (auto f = static_cast<std::string (*)(Moves&)>(&tictactoe)) return f(moves);
    if (auto f = static_cast<std::string (*)(const Moves&)>(&tictactoe)) return f(moves);
    if (auto f = static_cast<std::string (*)(Moves)>(&tictactoe)) return f(moves);
    std::fputs(
        "the submitted file has no `tictactoe` function; the form accepted on a judge system:\n"
        "    std::string tictactoe(std::vector<std::vector<int>>& moves)  // or const&, or by value\n"
        "in a file that compiles on its own (with its own #includes); a class Solution\n"
        "cannot be reached from the harness, which is compiled apart\n",
        stderr);
    std::_Exit(86);
}
