//! The shapes people get wrong, each named with its place and what to
//! write instead.

use crate::junk::run_bytes;

/// The one error message `run` gives for `input`, from stderr.
fn message_for(input: &str) -> String {
    let ran = run_bytes(&["run"], input.as_bytes());
    assert_eq!(ran.code, 2, "{input}");
    ran.stderr
        .strip_prefix("ttt-judge: ")
        .and_then(|m| m.strip_suffix('\n'))
        .expect("one message")
        .to_string()
}

/// A JSON array of case objects is one case, and its message shows the fix.
#[test]
fn an_array_of_cases() {
    assert_eq!(
        message_for("[{\"moves\": [[0,0]]}, {\"moves\": [[1,1]]}]\n"),
        "case 1 (<stdin>:1:1): this case is an array of 2 elements starting with an object, \
         which looks like an array of cases; give one case per line instead, as \
         `jq -c '.[]' FILE | ttt-judge run` does"
    );
}

/// The statements' `Input: (...)` tuples are not JSON.
#[test]
fn the_statements_tuple_syntax() {
    assert_eq!(
        message_for("(3, ['X','O'], ['X'], [1], [1])\n"),
        "case 1 (<stdin>:1:1): invalid JSON: a parenthesis; this looks like the statements' \
         tuple syntax (3, ['X','O'], ...): write a case as a JSON array, [3, [\"X\",\"O\"], ...]"
    );
}

/// Python's quotes, in a line taken whole and inside a pretty case.
#[test]
fn single_quotes() {
    let message = "invalid JSON: single quotes (JSON strings are written in double quotes: \
                   \"X\", not 'X')";
    assert_eq!(
        message_for("[3, ['X','O'], ['X'], [1], [1]]\n"),
        format!("case 1 (<stdin>:1:6): {message}")
    );
    assert_eq!(
        message_for("{\n  'n': 3\n}\n"),
        format!("case 1 (<stdin>:2:3): {message} (the case starts at line 1)")
    );
}

/// A comma before a closing bracket is called a trailing comma.
#[test]
fn a_trailing_comma() {
    assert_eq!(
        message_for("[[0,0],[1,1],]\n"),
        "case 1 (<stdin>:1:14): invalid JSON: trailing comma before ']' (JSON allows no \
         comma after the last item)"
    );
    assert_eq!(
        message_for("{\"n\": 3, \"moves\": [],}"),
        "case 1 (<stdin>:1:22): invalid JSON: trailing comma before '}' (JSON allows no \
         comma after the last item)"
    );
}

/// Comments, after a case or inside one.
#[test]
fn a_comment() {
    let message = "invalid JSON: a comment (JSON has no comments)";
    assert_eq!(
        message_for("[[0,0]] // the first move\n"),
        format!("case 1 (<stdin>:1:9): {message}")
    );
    assert_eq!(
        message_for("{\n  \"moves\": [ # none yet\n  ]\n}\n"),
        format!("case 1 (<stdin>:2:14): {message} (the case starts at line 1)")
    );
}

/// Python's words for JSON's literals.
#[test]
fn python_words() {
    assert_eq!(
        message_for("{\"n\": 3, \"moves\": None}\n"),
        "case 1 (<stdin>:1:19): invalid JSON: expected a value, found 'N' (JSON has no NaN \
         or Infinity, and writes true, false and null, not True, False and None)"
    );
}
