
class TttJudgeMain extends TttJudgeHarness {
    public static void main(String[] args) throws IOException {
        serve(TttJudgeMain::answer);
    }

    /** Runs one case and writes its results to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        int n = ((Long) c.get("n")).intValue();
        int[] results = Solution.winnerAfterEachMove(n, moves(c.get("moves")));
        if (results == null) {
            out.append("null");
            return;
        }
        out.append('[');
        for (int i = 0; i < results.length; i++) {
            out.append(i == 0 ? "" : ",").append(results[i]);
        }
        out.append(']');
    }
}
