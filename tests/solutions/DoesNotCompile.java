// Statement 002, wrong: returns the moves where a String is due (CE).
class Solution {
    static String tictactoe(int[][] moves) {
        return moves;
    }
}
