//! Hostile input: every kind of junk a case stream can hold, each checked
//! for its exit status, for the absence of a panic, for a message that names
//! the case and the place, and for the good cases around it still being
//! judged and written.

mod commands;
mod files;
mod lines;
mod size;
mod stream;

use crate::ttt_judge;

/// What one run of the binary left behind.
pub struct Ran {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Runs `ttt-judge ARGS` with `input` on stdin; the run must end with an
/// exit status (not a signal) and without a panic.
pub fn run_bytes(args: &[&str], input: &[u8]) -> Ran {
    let out = ttt_judge()
        .args(args)
        .write_stdin(input.to_vec())
        .output()
        .expect("the binary runs");
    let ran = Ran {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().expect("an exit status, not a signal"),
    };
    assert!(!ran.stderr.contains("panicked"), "{}", ran.stderr);
    ran
}

/// A line that cannot be judged, and its message after `case N (<stdin>:N`
/// (the line number is filled in where the line is used).
pub type Junk = (&'static [u8], &'static str);

/// Every kind of broken case line, with the exact place and message.
pub const JUNK: &[Junk] = &[
    (
        b"[\0]",
        ":2): invalid JSON: expected a value, found byte 0x00",
    ),
    (
        b"\x80",
        ":1): invalid JSON: expected a value, found byte 0x80",
    ),
    (b"[\"\x80\"]", ":3): a string is not valid UTF-8"),
    (
        b"[3, [\"X\",\"\x80\"], [], [], []]",
        ":11): a string is not valid UTF-8",
    ),
    (
        b"{\"n\":NaN,\"moves\":[]}",
        ":6): invalid JSON: expected a value, found 'N' (JSON has no NaN or Infinity, and writes true, false and null, not True, False and None)",
    ),
    (
        b"{\"n\":Infinity,\"moves\":[]}",
        ":6): invalid JSON: expected a value, found 'I' (JSON has no NaN or Infinity, and writes true, false and null, not True, False and None)",
    ),
    (
        b"{\"n\":3,\"moves\":[[0,-Infinity]]}",
        ":21): invalid JSON: expected a digit, found 'I'",
    ),
    (
        b"{\"n\":1e400,\"moves\":[]}",
        ":6): n = 1e400 is not an integer",
    ),
    (b"[[0,1e400]]", ":5): moves[0][1] = 1e400 is not an integer"),
    (
        b"{\"n\":9223372036854775808,\"moves\":[]}",
        ":6): n = 9223372036854775808 does not fit in a 64-bit signed integer",
    ),
    (
        b"[[0,-9223372036854775809]]",
        ":5): moves[0][1] = -9223372036854775809 does not fit in a 64-bit signed integer",
    ),
    (
        b"{\"n\":1.0,\"moves\":[]}",
        ":6): n = 1.0 is not an integer",
    ),
    (b"[[1.0,0]]", ":3): moves[0][0] = 1.0 is not an integer"),
    (
        b"{\"n\":01,\"moves\":[]}",
        ":6): invalid JSON: a number must not have a leading zero",
    ),
    (
        b"[[0,01]]",
        ":5): invalid JSON: a number must not have a leading zero",
    ),
    (
        b"{\"n\":\"3\",\"moves\":[]}",
        ":6): n = \"3\" is not an integer",
    ),
    (
        b"[3,[\"X\",\"O\"],[\"X\"],[\"0\"],[0]]",
        ":21): rows[0] = \"0\" is not an integer",
    ),
    (
        b"[[0,0],[\"1\",1]]",
        ":9): moves[1][0] = \"1\" is not an integer",
    ),
    (
        b"[3, [\"X\",\"O\"], [1], [0], [0]]",
        ":17): players[0] = 1 is not a mark (a one-character string)",
    ),
    (
        b"{\"n\":3,\"moves\":[[0,0]]} x",
        ":25): invalid JSON: expected the end of the case, found 'x'",
    ),
    (
        b"[[0,0]]]",
        ":8): invalid JSON: expected the end of the case, found ']'",
    ),
    (
        b"{\"n\":3,\"moves\":[],\"n\":3}",
        ":19): duplicate key \"n\"",
    ),
    (
        b"[3, [\"X\",\"\"], [], [], []]",
        ":10): playerMarks[1] = \"\" is empty (a mark is one character)",
    ),
    (
        b"[3, [\"X\",\"OO\"], [], [], []]",
        ":10): playerMarks[1] = \"OO\" is more than one character (a mark is one character)",
    ),
    (
        b"[3, [\"X\",\"\xc3\xa9\"], [], [], []]",
        ":10): playerMarks[1] = \"\u{e9}\" is not printable ASCII (a mark is one character with code 32..126)",
    ),
    (
        b"[3, [\"X\",\"\\u0007\"], [], [], []]",
        ":10): playerMarks[1] = \"\\u0007\" is not printable ASCII (a mark is one character with code 32..126)",
    ),
    (
        b"[3, [\"X\",\"\x01\"], [], [], []]",
        ":11): invalid JSON: a control character inside a string must be escaped",
    ),
    (
        b"[3, [\"X\",\"X\"], [], [], []]",
        ":10): playerMarks[1] = \"X\" repeats playerMarks[0] (marks must be distinct)",
    ),
    (
        b"[3, [\"X\",\"O\"], [\"X\",\"O\"], [0], [0,1]]",
        ":1): players, rows and cols must have one entry per call, but they have 2, 1 and 2 entries",
    ),
    (
        b"[3, [\"X\",\"O\"], [\"X\"], [0,1], [0]]",
        ":1): players, rows and cols must have one entry per call, but they have 1, 2 and 1 entries",
    ),
    (
        b"{\"n\":0,\"moves\":[]}",
        ":6): n = 0 is not a board size (n must be at least 1)",
    ),
    (
        b"[-3, [[0,0]]]",
        ":2): n = -3 is not a board size (n must be at least 1)",
    ),
    (
        b"[-0, [[0,0]]]",
        ":2): n = -0 is not a board size (n must be at least 1)",
    ),
    (
        b"{\"n\":1000000000000000000000,\"moves\":[]}",
        ":6): n = 1000000000000000000000 does not fit in a 64-bit signed integer",
    ),
    (
        b"{\"n\":3,\"moves\":[[3,0]]}",
        "): moves[0] = [3,0] is off the 3\u{d7}3 board (row and col must be in [0, 2])",
    ),
    (
        b"[[0,0],[-1,1]]",
        "): moves[1] = [-1,1] is off the 3\u{d7}3 board (row and col must be in [0, 2])",
    ),
    (
        b"[[0,0],[0,0]]",
        "): moves[1] = [0,0] uses a cell already taken by moves[0]",
    ),
    (
        b"[4, [[0,0],[1,1],[0,0]]]",
        "): moves[2] = [0,0] uses a cell already taken by moves[0]",
    ),
    (
        b"[[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]",
        "): moves[5] = [2,2] comes after the game was won by moves[4] (no move may follow a winning move)",
    ),
    (
        b"{\"n\":2,\"moves\":[[0,0],[1,0],[0,1],[1,1]]}",
        "): moves[3] = [1,1] comes after the game was won by moves[2] (no move may follow a winning move)",
    ),
    (b"[\"X\"]", ":2): moves[0] = \"X\" is not a [row, col] pair"),
    (
        b"\"text\"",
        ":1): a case is a JSON object or array, found \"text\"",
    ),
];

/// Lines that look hostile but mean a game, with their results: `-0` is
/// the integer 0, far coordinates are rejected calls, and boards, player
/// counts and win lengths beyond the seeds' limits are judged.
pub const JUDGED: &[(&[u8], &str)] = &[
    (b"[[0,-0]]", "\"Pending\""),
    (b"{\"n\":2147483648,\"moves\":[[0,0]]}", "[0]"),
    (
        b"[3, [\"X\",\"O\"], [\"X\",\"O\"], [2147483648,-2147483649], [0,0]]",
        "[[\"INVALID\",\"IN_PROGRESS\"],[\"INVALID\",\"IN_PROGRESS\"]]",
    ),
    (
        b"[3, [\"X\"], [\"X\",\"X\",\"X\"], [0,0,0], [0,1,2]]",
        "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"WIN:X\",\"WIN:X\"]]",
    ),
    (
        b"[3, [\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"h\",\"i\",\"j\",\"k\",\"l\",\"m\",\"n\",\"o\",\"p\",\"q\"], [\"a\",\"q\"], [0,1], [0,1]]",
        "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"INVALID\",\"IN_PROGRESS\"]]",
    ),
    (
        b"{\"n\":3,\"k\":1,\"playerMarks\":[\"X\",\"O\"],\"players\":[\"X\",\"O\"],\"rows\":[1,0],\"cols\":[1,0]}",
        "[[\"WIN:X\",\"WIN:X\"],[\"INVALID\",\"WIN:X\"]]",
    ),
    (
        b"[2147483647, [\"X\",\"O\"], [\"X\",\"O\",\"X\"], [2147483646,0,2147483646], [2147483646,0,2147483645]]",
        "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]",
    ),
    (b"[1000000000000000000, [[0,0],[999999999999999999,0]]]", "[0,0]"),
];

/// The message for junk `tail` as case `number` on line `number` of stdin.
pub fn message(number: usize, tail: &str) -> String {
    format!("case {number} (<stdin>:{number}{tail}")
}

/// The output line for a case that cannot be judged.
pub fn error_line(message: &str) -> String {
    let quoted = serde_json::to_string(message).expect("a string serialises");
    format!("{{\"error\":{quoted}}}")
}
