class Solution {
public:
    string tictactoe(vector<vector<int>>& moves) {
        vector<int> rows(3), cols(3);
        int diagonal = 0, anti = 0, player = 1;
        for (auto& move : moves) {
            int row = move[0], col = move[1];
            rows[row] += player;
            cols[col] += player;
            if (row == col) diagonal += player;
            if (row + col == 2) anti += player;
            if (abs(rows[row]) == 3 || abs(cols[col]) == 3 || abs(diagonal) == 3 || abs(anti) == 3) {
                return player == 1 ? "A" : "B";
            }
            player = -player;
        }
        return moves.size() == 9 ? "Draw" : "Pending";
    }
};
