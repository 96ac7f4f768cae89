//! Verdicts: the one vocabulary for "does this answer match?" ([`Verdict`])
//! and the one comparison of an answer with the judge's result for a case
//! ([`compare_answer`]), which `check`, `test`, `grade` and `hunt` all use.
//!
//! Values are read as written ([`Text`]): an integer is an integer of any
//! size, `-0` is `0`, `1.0` and `1e0` are not integers. An answer that is
//! not one JSON value, or has the wrong shape for its variant, is `PE`; one
//! of the right shape with a different value is `WA`, with its first
//! difference told in the game's words (the call or move, and the judge's
//! reason).
//!
//! ```
//! use ttt_judge::verdict::{Text, compare_answer, judge_answer};
//! use ttt_judge::{Verdict, parse_case};
//!
//! let case = parse_case(br#"{"n": 2, "moves": [[0,0],[1,1]]}"#, None)?;
//! assert!(judge_answer(&case, "[0,0]", b"[ -0, 0 ]").is_none());
//! let wrong = judge_answer(&case, "[0,0]", b"[0,1]").expect("a wrong answer");
//! assert_eq!(wrong.verdict(), Verdict::WrongAnswer);
//! assert_eq!(
//!     wrong.sentence(&case, b"[0,1]"),
//!     "move 1: player 2 plays (1,1): expected 0, found 1"
//! );
//! let shape = compare_answer(&case, Text::new("[0,0]"), Text::new("[0,1.0]"));
//! assert_eq!(shape.expect("not an integer").verdict(), Verdict::Presentation);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod difference;
mod shape;
mod text;
mod words;

use std::fmt;

use serde::Serialize;
use serde::de::IgnoredAny;

use crate::case::Case;
pub use difference::{Difference, compare, cut};
pub use shape::{ShapeError, shape_error};
pub use text::{Entries, Items, Text};
pub use words::{move_at, reason};

/// What a case's answer earned, in the order a summary counts them.
/// Serialized as its code (`"AC"`, `"WA"`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Verdict {
    /// `AC`: accepted.
    #[serde(rename = "AC")]
    Accepted,
    /// `WA`: a wrong answer (or output after the last answer).
    #[serde(rename = "WA")]
    WrongAnswer,
    /// `TLE`: no answer within the time limit.
    #[serde(rename = "TLE")]
    TimeLimit,
    /// `MLE`: over the memory limit.
    #[serde(rename = "MLE")]
    MemoryLimit,
    /// `RE`: a runtime error, a non-zero exit status or a signal.
    #[serde(rename = "RE")]
    RuntimeError,
    /// `OLE`: over the output limit.
    #[serde(rename = "OLE")]
    OutputLimit,
    /// `PE`: an answer that is not JSON, has the wrong shape, or is missing.
    #[serde(rename = "PE")]
    Presentation,
    /// `CE`: the source file does not compile.
    #[serde(rename = "CE")]
    CompileError,
}

impl Verdict {
    /// The verdict's code: `AC`, `WA`, ….
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::OutputLimit => "OLE",
            Verdict::Presentation => "PE",
            Verdict::CompileError => "CE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why an answer line is not one JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It is not UTF-8: the 1-based column of the first byte that is not.
    NotUtf8 {
        /// Where the valid text ends, plus one.
        column: usize,
    },
    /// It is not one JSON value: the parser's words, and where.
    NotJson {
        /// What the parser says, without its place.
        error: String,
        /// The 1-based line in the answer.
        line: usize,
        /// The 1-based column in that line.
        column: usize,
    },
}

/// Reads an answer line (without its line end) as one JSON value, of any
/// depth and with numbers of any size, without building it.
pub fn read_answer(line: &[u8]) -> Result<Text<'_>, Unreadable> {
    let text = std::str::from_utf8(line).map_err(|e| Unreadable::NotUtf8 {
        column: e.valid_up_to() + 1,
    })?;
    serde_json::from_str::<IgnoredAny>(text).map_err(|e| Unreadable::NotJson {
        error: json_error(&e),
        line: e.line(),
        column: e.column(),
    })?;
    Ok(Text::new(text))
}

/// A JSON parse error's words without serde's own "at line L column C",
/// for callers that name the place themselves.
pub fn json_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&place).unwrap_or(&text).to_string()
}

/// Why an answer is not the judge's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch<'a> {
    /// It is not one JSON value (`PE`).
    Unreadable(Unreadable),
    /// It is JSON, and not the judge's result (`WA`, or `PE` for a wrong
    /// shape).
    Wrong(Wrong<'a>),
}

/// An answer that is JSON and not the judge's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Wrong<'a> {
    /// What is wrong with its shape for its variant, if anything: then it
    /// is `PE`, else `WA`.
    pub shape: Option<ShapeError>,
    /// How it differs from the judge's result.
    pub difference: Difference<'a>,
}

impl Wrong<'_> {
    /// `PE` for a wrong shape, `WA` for a wrong value.
    pub fn verdict(&self) -> Verdict {
        match self.shape {
            Some(_) => Verdict::Presentation,
            None => Verdict::WrongAnswer,
        }
    }

    /// What is wrong, in one sentence: `entry 2 of the answer is not an
    /// integer`, `move 3: player 2 plays (2,2): expected 0, found 1`.
    pub fn sentence(&self, case: &Case) -> String {
        match &self.shape {
            Some(problem) => problem.to_string(),
            None => self.difference.sentence(case),
        }
    }
}

impl Mismatch<'_> {
    /// `PE` or `WA`.
    pub fn verdict(&self) -> Verdict {
        match self {
            Mismatch::Unreadable(_) => Verdict::Presentation,
            Mismatch::Wrong(wrong) => wrong.verdict(),
        }
    }

    /// What is wrong, in one sentence, for an answer `line` to `case`:
    /// `the answer is not JSON (…): …`, or [`Wrong::sentence`].
    pub fn sentence(&self, case: &Case, line: &[u8]) -> String {
        match self {
            Mismatch::Unreadable(Unreadable::NotUtf8 { .. }) => "the answer is not UTF-8".into(),
            Mismatch::Unreadable(Unreadable::NotJson {
                error,
                line: at,
                column,
            }) => format!(
                "the answer is not JSON ({error} at line {at} column {column}): {}",
                cut(&String::from_utf8_lossy(line))
            ),
            Mismatch::Wrong(wrong) => wrong.sentence(case),
        }
    }
}

/// Compares an answer with the judge's result for `case`, both read as
/// written: how they differ, or `None` when they are the same value.
pub fn compare_answer<'a>(case: &Case, expected: Text<'a>, answer: Text<'a>) -> Option<Wrong<'a>> {
    let difference = compare(expected, answer)?;
    Some(Wrong {
        shape: shape_error(case.variant(), answer),
        difference,
    })
}

/// Judges an answer line (without its line end) to `case`, whose result
/// the judge wrote as `expected`: [`read_answer`], then [`compare_answer`];
/// `None` when the answer is accepted.
pub fn judge_answer<'a>(case: &Case, expected: &'a str, line: &'a [u8]) -> Option<Mismatch<'a>> {
    // Most answers are accepted, and most accepted answers are written as
    // the judge writes them.
    if line == expected.as_bytes() {
        return None;
    }
    match read_answer(line) {
        Ok(answer) => compare_answer(case, Text::new(expected), answer).map(Mismatch::Wrong),
        Err(why) => Some(Mismatch::Unreadable(why)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_case;

    fn judged(case: &str, expected: &str, line: &str) -> (Verdict, String) {
        let case = parse_case(case.as_bytes(), None).expect("a valid case");
        match judge_answer(&case, expected, line.as_bytes()) {
            None => (Verdict::Accepted, String::new()),
            Some(m) => (m.verdict(), m.sentence(&case, line.as_bytes())),
        }
    }

    #[test]
    fn verdicts_are_written_as_their_codes() {
        let all = [
            Verdict::Accepted,
            Verdict::WrongAnswer,
            Verdict::TimeLimit,
            Verdict::MemoryLimit,
            Verdict::RuntimeError,
            Verdict::OutputLimit,
            Verdict::Presentation,
            Verdict::CompileError,
        ];
        let codes: Vec<String> = all.iter().map(Verdict::to_string).collect();
        assert_eq!(codes, ["AC", "WA", "TLE", "MLE", "RE", "OLE", "PE", "CE"]);
        let json = serde_json::to_string(&all).expect("serializable");
        assert_eq!(json, r#"["AC","WA","TLE","MLE","RE","OLE","PE","CE"]"#);
    }

    #[test]
    fn an_answer_that_is_not_json_or_has_the_wrong_shape_is_pe() {
        let classic = "[[0,0],[2,0],[1,1],[2,1],[2,2]]";
        let (verdict, said) = judged(classic, "\"A\"", "[0,");
        assert_eq!(verdict, Verdict::Presentation);
        assert!(
            said.starts_with("the answer is not JSON (EOF while parsing"),
            "{said}"
        );
        assert_eq!(
            judged(classic, "\"A\"", "[\"A\"]"),
            (Verdict::Presentation, "the answer is not a string".into())
        );
        let bytes = parse_case(classic.as_bytes(), None).expect("valid");
        let not_utf8 = judge_answer(&bytes, "\"A\"", b"\"\xff\"").expect("not UTF-8");
        assert_eq!(
            not_utf8,
            Mismatch::Unreadable(Unreadable::NotUtf8 { column: 2 })
        );
    }

    #[test]
    fn a_differing_value_is_wa_in_the_game_s_words() {
        let multi = r#"[3, ["X","O"], ["X","X"], [0,0], [0,1]]"#;
        let expected = r#"[["IN_PROGRESS","IN_PROGRESS"],["INVALID","IN_PROGRESS"]]"#;
        let found = r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"]]"#;
        assert_eq!(
            judged(multi, expected, found),
            (
                Verdict::WrongAnswer,
                concat!(
                    r#"call 1: "X" plays (0,1): expected ["INVALID","IN_PROGRESS"] (WRONG_TURN), "#,
                    r#"found ["IN_PROGRESS","IN_PROGRESS"]"#
                )
                .into()
            )
        );
        let named = r#"{"n":3,"moves":[[0,0],[0,1],[0,2]],"players":[2,2,2]}"#;
        assert_eq!(
            judged(named, "[0,0,2]", "[0,0]"),
            (
                Verdict::WrongAnswer,
                "move 2: player 2 plays (0,2): expected 2 (the move fills a line), found nothing (expected 3 entries, found 2)".into()
            )
        );
        assert_eq!(judged(named, "[0,0,2]", "[0,-0,2]").0, Verdict::Accepted);
    }
}
