//! The one comparison of an answer with the judge's result for a case: its
//! verdict, and what is wrong in one sentence.

use super::Verdict;
use super::difference::{Difference, compare, cut};
use super::read::{Unreadable, read_answer};
use crate::case::Case;
use crate::json_text::Text;
use crate::variant::ShapeError;

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
        shape: case.variant().check_answer_shape(answer).err(),
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
                    r#"call 2: "X" plays (0,1): expected ["INVALID","IN_PROGRESS"] (WRONG_TURN: "O" is due), "#,
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
                "move 3: player 2 plays (0,2): expected 2 (the move fills row 0: (0,0) (0,1) (0,2)), found nothing (expected 3 entries, found 2)".into()
            )
        );
        assert_eq!(judged(named, "[0,0,2]", "[0,-0,2]").0, Verdict::Accepted);
    }
}
