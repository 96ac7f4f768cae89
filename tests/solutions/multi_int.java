// Statement 000, correct: int coordinates, public as on LeetCode.
import java.util.HashMap;
import java.util.Map;

public class TicTacToe {
    private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

    private final int n;
    private final char[] marks;
    private final Map<Long, Character> board = new HashMap<>();
    private String status = "IN_PROGRESS";

    public TicTacToe(int n, char[] playerMarks) {
        this.n = n;
        this.marks = playerMarks;
    }

    public String play(char player, int row, int col) {
        if (!status.equals("IN_PROGRESS")
                || player != marks[board.size() % marks.length]
                || row < 0 || row >= n || col < 0 || col >= n
                || board.containsKey((long) row * n + col)) {
            return "INVALID";
        }
        board.put((long) row * n + col, player);
        for (int[] d : DIRECTIONS) {
            if (run((int) row, (int) col, d[0], d[1]) >= 3) {
                status = "WIN:" + player;
                return status;
            }
        }
        if (board.size() == n * n) {
            status = "TIE";
        }
        return status;
    }

    private int run(int row, int col, int dr, int dc) {
        int length = 1;
        for (int sign = -1; sign <= 1; sign += 2) {
            int r = row + sign * dr;
            int c = col + sign * dc;
            while (r >= 0 && r < n && c >= 0 && c < n
                    && Character.valueOf(board.get(row * (long) n + col)).equals(board.get(r * (long) n + c))) {
                length++;
                r += sign * dr;
                c += sign * dc;
            }
        }
        return length;
    }

    public String getStatus() {
        return status;
    }
}
