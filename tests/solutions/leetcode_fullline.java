class Solution {
    public int[] winnerAfterEachMove(int n, int[][] moves) {
        int[][] rows = new int[n][2], cols = new int[n][2], diagonals = new int[2][2];
        int[] results = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            int row = moves[i][0], col = moves[i][1], p = i % 2;
            boolean won = ++rows[row][p] == n;
            won |= ++cols[col][p] == n;
            if (row == col) won |= ++diagonals[0][p] == n;
            if (row + col == n - 1) won |= ++diagonals[1][p] == n;
            results[i] = won ? p + 1 : 0;
        }
        return results;
    }
}
