
class TttJudgeMain extends TttJudgeHarness {
    public static void main(String[] args) throws IOException {
        serve(TttJudgeMain::answer);
    }

    /** Runs one case and writes its result to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        Json.string(Solution.tictactoe(moves(c.get("moves"))), out);
    }
}
