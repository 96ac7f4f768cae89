// Statement 002, wrong: returns the moves where a string is due (CE).
#include <string>
#include <vector>

std::string tictactoe(std::vector<std::vector<int>> moves) { return moves; }
