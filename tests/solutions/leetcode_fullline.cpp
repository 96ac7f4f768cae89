class Solution {
public:
    vector<int> winnerAfterEachMove(int n, vector<vector<int>>& moves) {
        vector<array<int, 2>> rows(n), cols(n), diagonals(2);
        vector<int> results;
        for (size_t i = 0; i < moves.size(); i++) {
            int row = moves[i][0], col = moves[i][1], p = i % 2;
            bool won = ++rows[row][p] == n;
            won |= ++cols[col][p] == n;
            if (row == col) won |= ++diagonals[0][p] == n;
            if (row + col == n - 1) won |= ++diagonals[1][p] == n;
            results.push_back(won ? p + 1 : 0);
        }
        return results;
    }
};
