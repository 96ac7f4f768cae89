// Statement 002 under a name the statement does not give.
class Solution {
    public String ticTacToe(int[][] moves) {
        return "Pending";
    }
}
