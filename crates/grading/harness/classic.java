
class TttJudgeMain extends TttJudgeHarness {
    /** The solution's tictactoe, static or an instance method of Solution. */
    static final Method TICTACTOE = method(
            solutionClass("Solution"), new String[] {"tictactoe"}, new Class<?>[] {int[][].class});

    public static void main(String[] args) throws IOException {
        if (TICTACTOE == null) {
            noEntry("no `class Solution` with a `tictactoe(int[][] moves)` method",
                    "    class Solution {\n"
                    + "        public String tictactoe(int[][] moves) { ... }   // or static\n"
                    + "    }\n");
        }
        serve(TttJudgeMain::answer);
    }

    /** Runs one case and writes its result to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        Json.string((String) callFresh(TICTACTOE, (Object) moves(c.get("moves"))), out);
    }
}
