
class TttJudgeMain extends TttJudgeHarness {
    static final String WHAT = "no `class Solution` with a `winnerAfterEachMove(int n, int[][] moves)` "
            + "(or `winner_after_each_move`) method, and no `class TicTacToe` with "
            + "`TicTacToe(int n)` and `int move(int row, int col, int player)`";
    static final String FORMS = "    class Solution {\n"
            + "        public int[] winnerAfterEachMove(int n, int[][] moves) { ... }   // or static\n"
            + "    }\n"
            + "    (or the method in the file's public class, or in its one class that has it)\n"
            + "    class TicTacToe {                      // LeetCode 348\n"
            + "        public TicTacToe(int n) { ... }\n"
            + "        public int move(int row, int col, int player) { ... }\n"
            + "    }\n";

    /** The solution's method in either spelling, static or an instance method, in Solution or the class that has it. */
    static final Method WINNERS = entryMethod("a `winnerAfterEachMove(int n, int[][] moves)` method", FORMS,
            new String[] {"winnerAfterEachMove", "winner_after_each_move"},
            new Class<?>[] {int.class, int[][].class});

    /** LeetCode 348's class, when the solution has it: `TicTacToe(int n)` and `int move(int, int, int)`. */
    static final Class<?> GAME = solutionClass("TicTacToe");
    static final Constructor<?> NEW_GAME = constructor(GAME, new Class<?>[] {int.class});
    static final Method MOVE = method(GAME, new String[] {"move"},
            new Class<?>[] {int.class, int.class, int.class});

    public static void main(String[] args) throws IOException {
        if (WINNERS == null && (NEW_GAME == null || MOVE == null)) {
            noEntry(WHAT, FORMS + foundClasses());
        }
        serve(TttJudgeMain::answer, args);
    }

    /** Runs one case and writes its results to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        int n = ((Long) c.get("n")).intValue();
        int[][] moves = moves(c.get("moves"));
        if (NEW_GAME != null && MOVE != null) {
            game(n, moves, c.get("players"), out);
            return;
        }
        Object results = callFresh(WINNERS, n, moves);
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

    /**
     * Plays the case on a fresh LeetCode 348 game, each move by the case's
     * player for it (alternating from player 1 when the case names none).
     */
    static void game(int n, int[][] moves, Object players, StringBuilder out) {
        Object game = make(NEW_GAME, n);
        List<?> named = players instanceof List<?> list ? list : null;
        out.append('[');
        for (int i = 0; i < moves.length; i++) {
            int player = named == null ? 1 + i % 2 : ((Long) named.get(i)).intValue();
            Object won = call(MOVE, game, moves[i][0], moves[i][1], player);
            out.append(i == 0 ? "" : ",").append(won);
        }
        out.append(']');
    }
}
