
class TttJudgeMain extends TttJudgeHarness {
    static final String WHAT = "no `class Solution` with a `tictactoe(int[][] moves)` method";
    static final String FORMS = "    class Solution {\n"
            + "        public String tictactoe(int[][] moves) { ... }   // or static\n"
            + "    }\n"
            + "    (or the method in the file's public class, or in its one class that has it)\n";

    /** The solution's tictactoe, static or an instance method, in Solution or the class that has it. */
    static final Method TICTACTOE = entryMethod("a `tictactoe(int[][] moves)` method", FORMS,
            new String[] {"tictactoe"}, new Class<?>[] {int[][].class});

    public static void main(String[] args) throws IOException {
        if (TICTACTOE == null) {
            noEntry(WHAT, FORMS + foundClasses());
        }
        serve(TttJudgeMain::answer, args);
    }

    /** Runs one case and writes its result to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        Json.string((String) callFresh(TICTACTOE, (Object) moves(c.get("moves"))), out);
    }
}
