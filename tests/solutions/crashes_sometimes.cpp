// Statement 002: right on a game of at most three moves, and throws on a
// longer one (std::invalid_argument, or an int on a full board), which
// alone ends in terminate and SIGABRT, after printing (a line of it left
// unflushed, which abort drops).
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

std::string tictactoe(std::vector<std::vector<int>> moves) {
    std::cerr << "moves: " << moves.size() << std::endl;
    std::printf("unflushed\n");
    if (moves.size() == 9) throw 9;
    if (moves.size() > 3) throw std::invalid_argument("too many moves: " + std::to_string(moves.size()));
    return "Pending";
}
