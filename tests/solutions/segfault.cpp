// Any statement: writes through a null pointer on the first call (RE by signal).
#include <string>
#include <vector>

static int* volatile nowhere = nullptr;

std::string tictactoe(std::vector<std::vector<int>>) { return std::to_string(*nowhere = 1); }

std::vector<int> winner_after_each_move(int, std::vector<std::vector<int>>) { return {*nowhere = 1}; }

class TicTacToe {
public:
    TicTacToe(int, std::vector<char>) { *nowhere = 1; }
    std::string play(char, long long, long long) { return "INVALID"; }
    std::string getStatus() { return "IN_PROGRESS"; }
};
