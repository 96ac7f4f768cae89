package leetcode.contest;

public class Q4_TicTacToe {
    public String tictactoe(int[][] moves) {
        Map<Integer, Integer> seen = new HashMap<>();
        int[][] g = new int[3][3];
        for (int i = 0; i < moves.length; i++) g[moves[i][0]][moves[i][1]] = i % 2 == 0 ? 1 : 2;
        for (int p = 1; p <= 2; p++) {
            for (int i = 0; i < 3; i++) {
                if (g[i][0] == p && g[i][1] == p && g[i][2] == p) return p == 1 ? "A" : "B";
                if (g[0][i] == p && g[1][i] == p && g[2][i] == p) return p == 1 ? "A" : "B";
            }
            if (g[0][0] == p && g[1][1] == p && g[2][2] == p) return p == 1 ? "A" : "B";
            if (g[0][2] == p && g[1][1] == p && g[2][0] == p) return p == 1 ? "A" : "B";
        }
        return moves.length == 9 ? "Draw" : "Pending";
    }

    public static void main(String[] args) {
        System.out.println(new Q4_TicTacToe().tictactoe(new int[][] {{0, 0}, {2, 0}, {1, 1}, {2, 1}, {2, 2}}));
    }
}
