// Statement 002: runs out of memory the Java way (MLE).
class Solution {
    static String tictactoe(int[][] moves) {
        throw new OutOfMemoryError("Java heap space");
    }
}
