import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * What every variant's harness shares: the answers' channel, finding the
 * solution's class and methods by reflection (so that each of the forms
 * accepted compiles), the loop over stdin, the moves of a case and just
 * enough JSON. The variant's TttJudgeMain, below, extends it, so that
 * these are in scope there.
 */
abstract class TttJudgeHarness {
    /**
     * The solution's public class, when `ttt-judge harness --join` has put
     * the solution in this file (where only Main is public); null otherwise.
     */
    static final String JOINED_PUBLIC = null;

    /** The exit status of a harness that finds none of the accepted forms. */
    static final int NO_ENTRY = 86;

    /**
     * The original stdout, kept for the answers alone; System.out, which the
     * solution prints to, goes to stderr, so that nothing it prints can
     * shift or spoil an answer.
     */
    static final PrintStream ANSWERS = channels();

    private static PrintStream channels() {
        PrintStream answers = new PrintStream(
                new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        return answers;
    }

    /**
     * The start of the lines with which the harness speaks to the judge
     * under --go-on: on stderr, asking for what was written since its last
     * such line; on the answers' channel, in place of an answer. No answer
     * starts so.
     */
    static final String TO_JUDGE = "\u001ettt-judge ";

    /** Stderr itself, for the lines to the judge, whatever the solution makes of System.err. */
    static final PrintStream JUDGE = new PrintStream(new FileOutputStream(FileDescriptor.err), true,
            StandardCharsets.UTF_8);

    /**
     * Answers each line of stdin with one flushed line on the answers'
     * channel, through answer, after a line on stderr that marks where the
     * case's own output begins. What the solution throws on a case ends the
     * program, or, with --go-on (as ttt-judge runs a batch of cases), takes
     * the place of its answer (see raised), but for an error of the virtual
     * machine itself, such as running out of memory, which may be the
     * batch's doing.
     */
    static void serve(BiConsumer<Map<?, ?>, StringBuilder> answer, String[] args) throws IOException {
        boolean goOn = args.length > 0 && args[0].equals("--go-on");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (goOn) {
            tellJudge("loaded");
        }
        int number = 0;
        for (String line; (line = in.readLine()) != null; ) {
            if (line.isBlank()) {
                continue;
            }
            number++;
            System.err.print("--- case " + number + " ---\n");
            System.err.flush();
            StringBuilder out = new StringBuilder();
            try {
                answer.accept(Json.object(line), out);
            } catch (Throwable thrown) {
                boolean machine = thrown instanceof VirtualMachineError && !(thrown instanceof StackOverflowError);
                if (!goOn || machine) {
                    throw thrown;
                }
                out.setLength(0);
                out.append(raised(thrown, number));
            }
            System.err.flush();
            ANSWERS.print(out.append('\n'));
            ANSWERS.flush();
        }
    }

    /** Writes a line to the judge on stderr, after what came before it. */
    static void tellJudge(String words) {
        System.err.flush();
        JUDGE.print(TO_JUDGE + words + "\n");
        JUDGE.flush();
    }

    /**
     * The line that takes the place of case number's answer, on which the
     * solution threw thrown: the harness has the thread's handler of uncaught
     * exceptions print it, as the virtual machine does when main throws, and
     * says the process would have ended with status 1; or, when the process
     * would not have ended so (other threads of the solution's) or the class
     * that threw may have failed to load on an earlier case, only that the
     * case raised, and the judge runs it alone.
     */
    static String raised(Throwable thrown, int number) {
        if (Thread.activeCount() > 1 || thrown instanceof LinkageError) {
            return TO_JUDGE + "raised";
        }
        Thread thread = Thread.currentThread();
        try {
            thread.getUncaughtExceptionHandler().uncaughtException(thread, thrown);
        } catch (Throwable ignored) {
            // the virtual machine ignores what the handler throws
        }
        tellJudge("raised " + number);
        return TO_JUDGE + "raised exit 1";
    }

    /** Says which form is missing and which are accepted, and ends the harness. */
    static void noEntry(String what, String forms) {
        System.err.print("the solution has " + what + "; the forms accepted:\n" + forms);
        System.err.flush();
        System.exit(NO_ENTRY);
    }

    /** The class named name in the solution, not yet initialized; null if none. */
    static Class<?> solutionClass(String name) {
        try {
            return Class.forName(name, false, TttJudgeHarness.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** The method of c under one of names whose parameters are one of shapes; null if none. */
    static Method method(Class<?> c, String[] names, Class<?>[]... shapes) {
        if (c == null) {
            return null;
        }
        for (String name : names) {
            for (Class<?>[] shape : shapes) {
                try {
                    Method m = c.getDeclaredMethod(name, shape);
                    m.setAccessible(true);
                    return m;
                } catch (NoSuchMethodException e) {
                    // the next name or shape
                }
            }
        }
        return null;
    }

    /**
     * The classes compiled from the solution's file, found beside the
     * harness: top-level ones and those nested in them that can be made
     * without an outer object (static, or an enum or record), by name.
     */
    static List<Class<?>> solutionClasses() {
        List<Class<?>> found = new ArrayList<>();
        try {
            java.net.URL where = TttJudgeHarness.class.getProtectionDomain().getCodeSource().getLocation();
            String[] files = new java.io.File(where.toURI()).list();
            if (files == null) {
                return found;
            }
            Arrays.sort(files);
            for (String file : files) {
                if (!file.endsWith(".class") || file.startsWith("TttJudge")) {
                    continue;
                }
                Class<?> c = solutionClass(file.substring(0, file.length() - ".class".length()));
                boolean inner = c != null && c.isMemberClass() && !Modifier.isStatic(c.getModifiers());
                // The harness's own classes, whatever their names (the one
                // program `ttt-judge harness --join` writes calls its Main).
                boolean own = c != null && TttJudgeHarness.class.isAssignableFrom(c);
                if (c != null && !inner && !own && !c.isAnonymousClass() && !c.isLocalClass()) {
                    found.add(c);
                }
            }
        } catch (java.net.URISyntaxException | SecurityException | IllegalArgumentException e) {
            // no folder to look in: only Solution is found
        }
        return found;
    }

    /**
     * The solution's method under one of names whose parameters are one of
     * shapes, as people write it: in class Solution, else in the file's
     * public class, else in the one class that has it (a `main` beside it
     * is never called); null if none. Two classes that both have it are a
     * file the harness cannot choose in, said as a missing entry is, the
     * entry described as `method`.
     */
    static Method entryMethod(String method, String forms, String[] names, Class<?>[]... shapes) {
        Method inSolution = method(solutionClass("Solution"), names, shapes);
        if (inSolution != null) {
            return inSolution;
        }
        List<Method> found = new ArrayList<>();
        for (Class<?> c : solutionClasses()) {
            Method m = method(c, names, shapes);
            if (m == null) {
                continue;
            }
            boolean wasPublic = c.getName().equals(JOINED_PUBLIC);
            if ((Modifier.isPublic(c.getModifiers()) || wasPublic) && !c.isMemberClass()) {
                return m;
            }
            found.add(m);
        }
        if (found.size() > 1) {
            StringBuilder classes = new StringBuilder();
            for (Method m : found) {
                classes.append(classes.length() == 0 ? "" : ", ").append(m.getDeclaringClass().getName());
            }
            noEntry(method + " in more than one class (" + classes + ") and no `class Solution`", forms);
        }
        return found.isEmpty() ? null : found.get(0);
    }

    /**
     * What the file has, for a message that says no form was found:
     * `the file has: class A with tictactoe(int[]), class B`, a line, or
     * nothing.
     */
    static String foundClasses() {
        StringBuilder out = new StringBuilder();
        for (Class<?> c : solutionClasses()) {
            out.append(out.length() == 0 ? "the file has: " : ", ").append("class ").append(c.getName());
            List<String> methods = new ArrayList<>();
            for (Method m : c.getDeclaredMethods()) {
                if (m.isSynthetic() || m.getName().equals("main")) {
                    continue;
                }
                StringBuilder shape = new StringBuilder(m.getName()).append('(');
                Class<?>[] types = m.getParameterTypes();
                for (int i = 0; i < types.length; i++) {
                    shape.append(i == 0 ? "" : ", ").append(types[i].getSimpleName());
                }
                methods.add(shape.append(')').toString());
            }
            java.util.Collections.sort(methods);
            if (!methods.isEmpty()) {
                out.append(" with ").append(String.join(", ", methods));
            }
        }
        return out.length() == 0 ? "" : out.append('\n').toString();
    }

    /** The constructor of c with one of shapes as parameters; null if none. */
    static Constructor<?> constructor(Class<?> c, Class<?>[]... shapes) {
        if (c == null) {
            return null;
        }
        for (Class<?>[] shape : shapes) {
            try {
                Constructor<?> k = c.getDeclaredConstructor(shape);
                k.setAccessible(true);
                return k;
            } catch (NoSuchMethodException e) {
                // the next shape
            }
        }
        return null;
    }

    /**
     * Calls m with args: on null for a static method, else on a fresh
     * instance of its class, as LeetCode does for each test. What the
     * solution throws is thrown as it is.
     */
    static Object callFresh(Method m, Object... args) {
        try {
            Object on = null;
            if (!Modifier.isStatic(m.getModifiers())) {
                Constructor<?> k = m.getDeclaringClass().getDeclaredConstructor();
                k.setAccessible(true);
                on = k.newInstance();
            }
            return m.invoke(on, args);
        } catch (InvocationTargetException e) {
            throw TttJudgeHarness.<RuntimeException>rethrow(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("harness: cannot call " + m, e);
        }
    }

    /** Calls m on target with args, throwing what the solution throws as it is. */
    static Object call(Method m, Object target, Object... args) {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw TttJudgeHarness.<RuntimeException>rethrow(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("harness: cannot call " + m, e);
        }
    }

    /** Makes a new object with k, throwing what the solution throws as it is. */
    static Object make(Constructor<?> k, Object... args) {
        try {
            return k.newInstance(args);
        } catch (InvocationTargetException e) {
            throw TttJudgeHarness.<RuntimeException>rethrow(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("harness: cannot call " + k, e);
        }
    }

    /** Throws t unwrapped, checked or not, as the solution threw it. */
    @SuppressWarnings("unchecked")
    static <T extends Throwable> T rethrow(Throwable t) throws T {
        throw (T) t;
    }

    /** The moves of a case, as the statement's int[][] (fullline, classic). */
    static int[][] moves(Object value) {
        List<?> list = (List<?>) value;
        int[][] moves = new int[list.size()][];
        for (int i = 0; i < moves.length; i++) {
            List<?> move = (List<?>) list.get(i);
            moves[i] = new int[move.size()];
            for (int j = 0; j < moves[i].length; j++) {
                moves[i][j] = ((Long) move.get(j)).intValue();
            }
        }
        return moves;
    }

    /** Just enough JSON for the cases: objects, arrays, strings, integers. */
    static final class Json {
        private final String text;
        private int at;

        private Json(String text) {
            this.text = text;
        }

        /** The object that is the whole of text. */
        static Map<?, ?> object(String text) {
            Json json = new Json(text);
            Object value = json.value();
            json.space();
            if (json.at != text.length() || !(value instanceof Map)) {
                throw json.error("a case must be one JSON object");
            }
            return (Map<?, ?>) value;
        }

        /** A mark: the one character of a string. */
        static char mark(Object value) {
            String s = (String) value;
            return s.isEmpty() ? '\0' : s.charAt(0);
        }

        /** Writes s as a JSON string, or null. */
        static void string(String s, StringBuilder out) {
            if (s == null) {
                out.append("null");
                return;
            }
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    case '\t' -> out.append("\\t");
                    case '\b' -> out.append("\\b");
                    case '\f' -> out.append("\\f");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("harness: " + what + " at column " + (at + 1));
        }

        private char peek() {
            return at < text.length() ? text.charAt(at) : '\0';
        }

        private void space() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }

        private void expect(char c) {
            space();
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            at++;
        }

        private Object value() {
            space();
            char c = peek();
            if (c == '{') {
                return members();
            } else if (c == '[') {
                return elements();
            } else if (c == '"') {
                return text();
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                return number();
            }
            for (String word : new String[] {"null", "true", "false"}) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            throw error("unexpected character");
        }

        private Map<String, Object> members() {
            Map<String, Object> map = new HashMap<>();
            expect('{');
            space();
            if (peek() == '}') {
                at++;
                return map;
            }
            do {
                space();
                String key = text();
                expect(':');
                map.put(key, value());
                space();
            } while (peek() == ',' && at++ >= 0);
            expect('}');
            return map;
        }

        private List<Object> elements() {
            List<Object> list = new ArrayList<>();
            expect('[');
            space();
            if (peek() == ']') {
                at++;
                return list;
            }
            do {
                list.add(value());
                space();
            } while (peek() == ',' && at++ >= 0);
            expect(']');
            return list;
        }

        private String text() {
            expect('"');
            StringBuilder s = new StringBuilder();
            while (peek() != '"') {
                char c = text.charAt(at++);
                if (c != '\\') {
                    s.append(c);
                    continue;
                }
                char e = peek();
                at++;
                switch (e) {
                    case 'b' -> s.append('\b');
                    case 'f' -> s.append('\f');
                    case 'n' -> s.append('\n');
                    case 'r' -> s.append('\r');
                    case 't' -> s.append('\t');
                    case 'u' -> {
                        s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> s.append(e);
                }
            }
            at++;
            return s.toString();
        }

        private Long number() {
            int start = at;
            if (peek() == '-') {
                at++;
            }
            while (peek() >= '0' && peek() <= '9') {
                at++;
            }
            return Long.valueOf(text.substring(start, at));
        }
    }
}
