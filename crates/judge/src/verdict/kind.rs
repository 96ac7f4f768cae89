//! What kind of difference a wrong entry is, so that a report can fold
//! the cases that are wrong alike: the judge's entry and the answer's,
//! each as its kind, at what kind of call or move.

use std::fmt;

use serde_json::Value;

use super::difference::{Difference, cut};
use crate::case::Case;
use crate::engine::Status;
use crate::judgement::{Judgement, judge};

/// What kind of wrong entry a difference is: what the judge expected and
/// what was found, each as its kind (`WIN` for `"WIN:X"`, the state of a
/// status object, a classic result as it is), at what kind of call or
/// move. Two wrong answers of one kind are one mistake, whatever their
/// cases: a report folds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The kind of call or move the entry answers (`a call that wins`,
    /// `a WRONG_TURN call`, `the move that fills a line`); `None` for a
    /// classic case, whose result is one value.
    pub at: Option<String>,
    /// The judge's entry, as its kind.
    pub expected: String,
    /// The answer's entry, as its kind; `nothing` past the answer's end.
    pub found: String,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = &self.at {
            write!(f, "at {at}: ")?;
        }
        write!(f, "expected {}, found {}", self.expected, self.found)
    }
}

/// The kind of `difference`, a wrong answer to `case`.
pub fn kind(case: &Case, difference: &Difference<'_>) -> Kind {
    Kind {
        at: difference.entry.map(|entry| entry_kind(case, entry)),
        expected: kind_of(difference.expected.as_deref()),
        found: kind_of(difference.found.as_deref()),
    }
}

/// The kind of call or move entry `entry` answers, by the judge.
fn entry_kind(case: &Case, entry: usize) -> String {
    let judged = judge(case).ok();
    match judged {
        Some(Judgement::Multi { steps, .. }) => match steps.get(entry).map(|s| s.result) {
            Some(Err(rejection)) => format!("a {} call", rejection.name()),
            Some(Ok(Status::Won(_))) => "a call that wins".to_string(),
            Some(Ok(Status::Tie)) => "a call that fills the board".to_string(),
            Some(Ok(Status::InProgress)) => "a call the game goes on after".to_string(),
            None => "a call past the last".to_string(),
        },
        Some(Judgement::FullLine { moves, status, .. }) => match entry {
            e if e + 1 == moves && matches!(status, Status::Won(_)) => {
                "the move that fills a line".to_string()
            }
            e if e < moves => "a move that fills no line".to_string(),
            _ => "a move past the last".to_string(),
        },
        Some(Judgement::Classic { .. }) | None => "an entry".to_string(),
    }
}

/// A value's kind: a status's state (`WIN` for `"WIN:X"` and for
/// `{"state":"WIN","winner":"X"}`), a list of kinds, another value as it
/// is, cut; `nothing` for no value.
fn kind_of(text: Option<&str>) -> String {
    /// The kind of one value.
    fn of(value: &Value) -> String {
        match value {
            Value::String(s) => s.split(':').next().unwrap_or_default().to_string(),
            Value::Array(items) => {
                let kinds: Vec<String> = items.iter().map(of).collect();
                format!("[{}]", kinds.join(", "))
            }
            Value::Object(fields) => match fields.get("state") {
                Some(Value::String(state)) => state.clone(),
                _ => cut(&value.to_string()),
            },
            other => cut(&other.to_string()),
        }
    }
    match text.map(serde_json::from_str::<Value>) {
        None => "nothing".to_string(),
        Some(Ok(value)) => cut(&of(&value)),
        Some(Err(_)) => cut(text.unwrap_or_default()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json_text::Text;
    use crate::parse_case;
    use crate::verdict::compare;

    fn case(text: &str) -> Case {
        parse_case(text.as_bytes(), None).expect("a valid case")
    }

    #[test]
    fn wrong_entries_of_one_kind_are_one_kind_whatever_the_mark() {
        let x = case(r#"[3, ["X","O"], ["X","O","X","O","X"], [0,1,0,1,0], [0,0,1,1,2]]"#);
        let o = case(r#"[3, ["O","X"], ["O","X","O","X","O"], [2,1,2,1,2], [0,0,1,1,2]]"#);
        let going = r#"["IN_PROGRESS","IN_PROGRESS"],"#.repeat(4);
        let of = |c: &Case, expected: &str, found: &str| {
            kind(
                c,
                &compare(Text::new(expected), Text::new(found)).expect("they differ"),
            )
        };
        let a = of(
            &x,
            &format!(r#"[{going}["WIN:X","WIN:X"]]"#),
            &format!(r#"[{going}["IN_PROGRESS","IN_PROGRESS"]]"#),
        );
        let b = of(
            &o,
            &format!(r#"[{going}["WIN:O","WIN:O"]]"#),
            &format!(r#"[{going}["IN_PROGRESS","IN_PROGRESS"]]"#),
        );
        assert_eq!(a, b);
        assert_eq!(
            a.to_string(),
            "at a call that wins: expected [WIN, WIN], found [IN_PROGRESS, IN_PROGRESS]"
        );
        let classic = case("[[0,0],[1,1]]");
        let c = of(&classic, r#""Pending""#, r#""Draw""#);
        assert_eq!(c.to_string(), "expected Pending, found Draw");
        assert_ne!(c, of(&classic, r#""Pending""#, r#""A""#));
    }
}
