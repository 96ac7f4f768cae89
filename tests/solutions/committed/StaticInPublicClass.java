import java.util.Arrays;

public class TicTacToeGame {
    public static String tictactoe(int[][] moves) {
        int[] count = new int[8];
        for (int i = moves.length - 1; i >= 0; i -= 2) {
            int r = moves[i][0], c = moves[i][1];
            count[r]++;
            count[3 + c]++;
            if (r == c) count[6]++;
            if (r + c == 2) count[7]++;
        }
        if (Arrays.stream(count).anyMatch(v -> v == 3)) return moves.length % 2 == 1 ? "A" : "B";
        return moves.length == 9 ? "Draw" : "Pending";
    }

    public static void main(String[] args) {
        System.out.println(tictactoe(new int[][] {{0, 0}, {2, 0}, {1, 1}, {2, 1}, {2, 2}}));
    }
}
