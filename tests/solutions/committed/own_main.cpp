#include <iostream>
using namespace std;

/*
 */

class Solution {
public:
    string tictactoe(vector<vector<int>>& moves) {
        int g[3][3] = {};
        for (size_t i = 0; i < moves.size(); i++) g[moves[i][0]][moves[i][1]] = i % 2 ? 2 : 1;
        for (int p = 1; p <= 2; p++) {
            for (int i = 0; i < 3; i++) {
                if (g[i][0] == p && g[i][1] == p && g[i][2] == p) return p == 1 ? "A" : "B";
                if (g[0][i] == p && g[1][i] == p && g[2][i] == p) return p == 1 ? "A" : "B";
            }
            if (g[0][0] == p && g[1][1] == p && g[2][2] == p) return p == 1 ? "A" : "B";
            if (g[0][2] == p && g[1][1] == p && g[2][0] == p) return p == 1 ? "A" : "B";
        }
        return moves.size() == 9 ? "Draw" : "Pending";
    }
};

int main() {
    Solution s;
    vector<vector<int>> m = {{0, 0}, {2, 0}, {1, 1}, {2, 1}, {2, 2}};
    cout << s.tictactoe(m) << endl;
}
