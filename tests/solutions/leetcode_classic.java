class Solution {
    public String tictactoe(int[][] moves) {
        int[] rows = new int[3], cols = new int[3];
        int diagonal = 0, anti = 0, player = 1;
        for (int[] move : moves) {
            int row = move[0], col = move[1];
            rows[row] += player;
            cols[col] += player;
            if (row == col) diagonal += player;
            if (row + col == 2) anti += player;
            if (Math.abs(rows[row]) == 3 || Math.abs(cols[col]) == 3
                    || Math.abs(diagonal) == 3 || Math.abs(anti) == 3) {
                return player == 1 ? "A" : "B";
            }
            player = -player;
        }
        return moves.length == 9 ? "Draw" : "Pending";
    }
}
