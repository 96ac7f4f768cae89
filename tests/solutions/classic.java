// Statement 002, correct.
class Solution {
    static String tictactoe(int[][] moves) {
        char[][] board = new char[3][3];
        for (int i = 0; i < moves.length; i++) {
            board[moves[i][0]][moves[i][1]] = i % 2 == 0 ? 'A' : 'B';
        }
        int[][][] lines = {
            {{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}, {{2, 0}, {2, 1}, {2, 2}},
            {{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}, {2, 1}}, {{0, 2}, {1, 2}, {2, 2}},
            {{0, 0}, {1, 1}, {2, 2}}, {{0, 2}, {1, 1}, {2, 0}},
        };
        for (int[][] line : lines) {
            char a = board[line[0][0]][line[0][1]];
            if (a != 0 && a == board[line[1][0]][line[1][1]] && a == board[line[2][0]][line[2][1]]) {
                return String.valueOf(a);
            }
        }
        return moves.length == 9 ? "Draw" : "Pending";
    }
}
