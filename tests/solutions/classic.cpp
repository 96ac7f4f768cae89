// Statement 002, correct.
#include <string>
#include <vector>

std::string tictactoe(std::vector<std::vector<int>> moves) {
    char board[3][3] = {};
    for (size_t i = 0; i < moves.size(); i++) board[moves[i][0]][moves[i][1]] = i % 2 == 0 ? 'A' : 'B';
    const int lines[8][3][2] = {
        {{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}, {{2, 0}, {2, 1}, {2, 2}},
        {{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}, {2, 1}}, {{0, 2}, {1, 2}, {2, 2}},
        {{0, 0}, {1, 1}, {2, 2}}, {{0, 2}, {1, 1}, {2, 0}},
    };
    for (const auto& line : lines) {
        char a = board[line[0][0]][line[0][1]];
        if (a != 0 && a == board[line[1][0]][line[1][1]] && a == board[line[2][0]][line[2][1]]) {
            return std::string(1, a);
        }
    }
    return moves.size() == 9 ? "Draw" : "Pending";
}
