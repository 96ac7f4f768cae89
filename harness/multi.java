
class TttJudgeMain extends TttJudgeHarness {
    public static void main(String[] args) throws IOException {
        serve(TttJudgeMain::answer);
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
        TicTacToe game = new TicTacToe(((Long) c.get("n")).intValue(), playerMarks);
        out.append('[');
        for (int i = 0; i < players.size(); i++) {
            String played = game.play(Json.mark(players.get(i)), (Long) rows.get(i), (Long) cols.get(i));
            String after = game.getStatus();
            out.append(i == 0 ? "[" : ",[");
            Json.string(played, out);
            out.append(',');
            Json.string(after, out);
            out.append(']');
        }
        out.append(']');
    }
}
