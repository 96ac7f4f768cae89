// Statement 002: right on a game of at most three moves, and throws an
// IllegalStateException on a longer one, after printing.
class Solution {
    public String tictactoe(int[][] moves) {
        System.out.println("moves: " + moves.length);
        System.out.print("no newline ");
        if (moves.length > 3) {
            throw new IllegalStateException("too many moves: " + moves.length);
        }
        return "Pending";
    }
}
