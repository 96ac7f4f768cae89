// The arena's Java bot harness: speaks the JSON-lines protocol on
// stdin/stdout and asks the bot's class Bot for each move, through
//   static int[] choose(String[] board, char me, String marks, int k)   or
//   int[] move(String[] board, char me, String marks, int k)   (one Bot a match).
// board holds the rows ('.' empty), me the bot's mark, marks the marks in
// turn order, k the winning length. System.out goes to stderr: stdout
// carries the answers alone.
import java.io.*;
import java.lang.reflect.*;
import java.util.*;

public class TttJudgeMain {
    /** The string at index i (an opening quote) of line, unescaped; end in at[0]. */
    static String string(String line, int i, int[] at) {
        StringBuilder out = new StringBuilder();
        for (i = i + 1; line.charAt(i) != '"'; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                c = line.charAt(++i);
                if (c == 'u') { c = (char) Integer.parseInt(line.substring(i + 1, i + 5), 16); i += 4; }
            }
            out.append(c);
        }
        at[0] = i + 1;
        return out.toString();
    }

    /** Where the value of "key" starts in line, or -1. */
    static int value(String line, String key) {
        int i = line.indexOf("\"" + key + "\":");
        return i < 0 ? -1 : i + key.length() + 3;
    }

    static String text(String line, String key) {
        return string(line, value(line, key), new int[1]);
    }

    static List<String> texts(String line, String key) {
        List<String> out = new ArrayList<>();
        int[] at = {value(line, key) + 1};
        while (line.charAt(at[0]) == '"') {
            out.add(string(line, at[0], at));
            if (line.charAt(at[0]) == ',') at[0]++;
        }
        return out;
    }

    public static void main(String[] args) throws Exception {
        PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
        System.setOut(System.err);
        Class<?> bot;
        try { bot = Class.forName("Bot"); } catch (ClassNotFoundException e) { bot = null; }
        Class<?>[] types = {String[].class, char.class, String.class, int.class};
        Method move = null; Object self = null;
        if (bot != null) {
            try { move = bot.getDeclaredMethod("move", types); } catch (NoSuchMethodException e) {
                try { move = bot.getDeclaredMethod("choose", types); } catch (NoSuchMethodException f) { move = null; }
            }
        }
        if (move == null) {
            System.err.println("the bot has no class Bot with int[] move(String[] board, char me, String marks, int k) or static int[] choose(...)");
            System.exit(86);
        }
        move.setAccessible(true);
        if (!Modifier.isStatic(move.getModifiers())) {
            Constructor<?> make = bot.getDeclaredConstructor();
            make.setAccessible(true);
            self = make.newInstance();
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        char me = 'X'; String marks = ""; int k = 3; String[] board = new String[0];
        for (String line; (line = in.readLine()) != null; ) {
            String type = text(line, "type");
            if (type.equals("start")) {
                me = text(line, "mark").charAt(0);
                marks = String.join("", texts(line, "marks"));
                int at = value(line, "k"), end = at;
                while (Character.isDigit(line.charAt(end))) end++;
                k = Integer.parseInt(line.substring(at, end));
            } else if (type.equals("turn")) {
                board = texts(line, "board").toArray(new String[0]);
            }
            if (type.equals("turn") || type.equals("invalid")) {
                int[] cell;
                try { cell = (int[]) move.invoke(self, board.clone(), me, marks, k); }
                catch (InvocationTargetException e) { throw (Exception) e.getCause(); }
                // Not a [row, col] pair: written as it is, the referee's garbage.
                answers.println(cell != null && cell.length == 2
                        ? "[" + cell[0] + "," + cell[1] + "]"
                        : java.util.Arrays.toString(cell));
                answers.flush();
            }
        }
    }
}
