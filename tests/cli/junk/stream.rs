//! A long JSON Lines stream with a few lines broken in each way: exactly
//! those lines get an error line, every other line its correct result.

use super::{JUDGED, JUNK, error_line, message, run_bytes};

/// Good cases and their results, used in turn.
const GOOD: [(&str, &str); 3] = [
    ("[[0,0],[2,0],[1,1],[2,1],[2,2]]", "\"A\""),
    (
        "{\"n\": 3, \"moves\": [[0,0],[1,1],[0,1],[2,2],[0,2]]}",
        "[0,0,0,0,1]",
    ),
    (
        "[3, [\"X\",\"O\"], [\"O\",\"X\"], [1,1], [1,1]]",
        "[[\"INVALID\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]",
    ),
];

const LINES: usize = 100_000;

#[test]
fn a_hundred_thousand_lines_with_junk_in_each_way() {
    let mut input = Vec::new();
    let (mut expected, mut messages) = (String::new(), String::new());
    // Every kind of junk three times, spread over the stream.
    let kinds = JUNK.len() + JUDGED.len();
    let every = LINES / (3 * kinds);
    for number in 1..=LINES {
        let slot = (number % every == 0).then(|| (number / every) % kinds);
        match slot {
            Some(kind) if kind < JUNK.len() && number / every <= 3 * kinds => {
                let (junk, tail) = JUNK[kind];
                input.extend_from_slice(junk);
                let message = message(number, tail);
                expected += &error_line(&message);
                messages += &format!("ttt-judge: {message}\n");
            }
            Some(kind) if number / every <= 3 * kinds => {
                let (line, result) = JUDGED[kind - JUNK.len()];
                input.extend_from_slice(line);
                expected += result;
            }
            _ => {
                let (case, result) = GOOD[number % GOOD.len()];
                input.extend_from_slice(case.as_bytes());
                expected += result;
            }
        }
        input.push(b'\n');
        expected.push('\n');
    }
    for jobs in ["1", "2"] {
        let ran = run_bytes(&["run", "--jobs", jobs], &input);
        assert_eq!(ran.code, 2);
        assert!(
            ran.stdout == expected,
            "the output differs from the expected one"
        );
        assert!(
            ran.stderr == messages,
            "the messages differ:\n{}",
            ran.stderr
        );
    }
}
