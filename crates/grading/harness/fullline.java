
class TttJudgeMain extends TttJudgeHarness {
    /** The solution's method in either spelling, static or an instance method of Solution. */
    static final Method WINNERS = method(
            solutionClass("Solution"),
            new String[] {"winnerAfterEachMove", "winner_after_each_move"},
            new Class<?>[] {int.class, int[][].class});

    public static void main(String[] args) throws IOException {
        if (WINNERS == null) {
            noEntry("no `class Solution` with a `winnerAfterEachMove(int n, int[][] moves)` "
                    + "(or `winner_after_each_move`) method",
                    "    class Solution {\n"
                    + "        public int[] winnerAfterEachMove(int n, int[][] moves) { ... }   // or static\n"
                    + "    }\n");
        }
        serve(TttJudgeMain::answer);
    }

    /** Runs one case and writes its results to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        int n = ((Long) c.get("n")).intValue();
        Object results = callFresh(WINNERS, n, moves(c.get("moves")));
        if (results == null) {
            out.append("null");
            return;
        }
        out.append('[');
        if (results instanceof int[] ints) {
            for (int i = 0; i < ints.length; i++) {
                out.append(i == 0 ? "" : ",").append(ints[i]);
            }
        } else {
            List<?> list = (List<?>) results;
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",").append(list.get(i));
            }
        }
        out.append(']');
    }
}
