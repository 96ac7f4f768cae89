
class TttJudgeMain extends TttJudgeHarness {
    static final Class<?> GAME = solutionClass("TicTacToe");
    /** TicTacToe(int n, char[] playerMarks). */
    static final Constructor<?> NEW = constructor(GAME, new Class<?>[] {int.class, char[].class});
    /** play(char player, long row, long col), or with int coordinates. */
    static final Method PLAY = method(GAME, new String[] {"play"},
            new Class<?>[] {char.class, long.class, long.class},
            new Class<?>[] {char.class, int.class, int.class});
    /** getStatus(), or get_status(). */
    static final Method STATUS = method(GAME, new String[] {"getStatus", "get_status"}, new Class<?>[0]);
    /** Whether play takes int coordinates, which the harness clamps to int's range. */
    static final boolean INT_COORDINATES = PLAY != null && PLAY.getParameterTypes()[1] == int.class;

    public static void main(String[] args) throws IOException {
        if (NEW == null || PLAY == null || STATUS == null) {
            noEntry("no `class TicTacToe` with a `TicTacToe(int n, char[] playerMarks)` constructor "
                    + "and `play` and `getStatus` methods",
                    "    class TicTacToe {\n"
                    + "        TicTacToe(int n, char[] playerMarks) { ... }\n"
                    + "        String play(char player, long row, long col) { ... }   // or int row, int col\n"
                    + "        String getStatus() { ... }\n"
                    + "    }\n");
        }
        serve(TttJudgeMain::answer, args);
    }

    /** A coordinate as play takes it: a long, or an int that stays off the board when it does not fit. */
    static Object coordinate(Object value) {
        long v = (Long) value;
        if (!INT_COORDINATES) {
            return v;
        }
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    /** Plays one case on a fresh game and writes its pairs to out. */
    static void answer(Map<?, ?> c, StringBuilder out) {
        List<?> marks = (List<?>) c.get("playerMarks");
        char[] playerMarks = new char[marks.size()];
        for (int i = 0; i < playerMarks.length; i++) {
            playerMarks[i] = Json.mark(marks.get(i));
        }
        List<?> players = (List<?>) c.get("players");
        List<?> rows = (List<?>) c.get("rows");
        List<?> cols = (List<?>) c.get("cols");
        Object game = make(NEW, ((Long) c.get("n")).intValue(), playerMarks);
        out.append('[');
        for (int i = 0; i < players.size(); i++) {
            Object played = call(PLAY, game, Json.mark(players.get(i)),
                    coordinate(rows.get(i)), coordinate(cols.get(i)));
            Object after = call(STATUS, game);
            out.append(i == 0 ? "[" : ",[");
            Json.string((String) played, out);
            out.append(',');
            Json.string((String) after, out);
            out.append(']');
        }
        out.append(']');
    }
}
