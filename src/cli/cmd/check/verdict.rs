//! The grade of one answer, and how it is written: a block in the report,
//! or one JSON line with `--json`.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::value::RawValue;
use ttt_judge::Case;

use crate::cli::compare::{Difference, cut};

/// The grade of one answer.
pub enum Verdict<'a> {
    /// The answer is the judge's.
    Accepted,
    /// The answer differs from the judge's: its line, and the difference.
    Wrong(usize, Difference<'a>),
    /// The answer line is not JSON: its number, and the parse error.
    NotJson(usize, String),
    /// The answers ended, after this many lines, before this case.
    Missing(usize),
    /// An answer line after the last case.
    Extra(usize),
    /// The case could not be judged: the message.
    Unjudged(String),
}

/// One verdict as a `--json` line. Keys are written in this order, which is
/// alphabetical; a key that does not apply to the verdict is left out.
#[derive(Serialize)]
pub struct VerdictLine<'a> {
    /// The case's number; `null` for an answer with no case.
    case: Option<usize>,
    /// How many entries differ.
    #[serde(skip_serializing_if = "Option::is_none")]
    differing: Option<usize>,
    /// The first differing entry (`null` when the whole values differ).
    #[serde(skip_serializing_if = "Option::is_none")]
    entry: Option<Option<usize>>,
    /// What is wrong, when there is no entry to compare.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<Cow<'a, str>>,
    /// The judge's value where they differ (`null` past its end).
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<Option<&'a RawValue>>,
    /// The answer's value there, as written (`null` past its end).
    #[serde(skip_serializing_if = "Option::is_none")]
    found: Option<Option<&'a RawValue>>,
    /// The answer's line number.
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    /// `accepted`, `wrong` or `unjudged`.
    verdict: &'static str,
}

impl<'a> VerdictLine<'a> {
    /// The line for `verdict`, given to case number `case`.
    pub fn new(case: Option<usize>, verdict: &'a Verdict<'_>) -> VerdictLine<'a> {
        let mut out = VerdictLine {
            case,
            differing: None,
            entry: None,
            error: None,
            expected: None,
            found: None,
            line: None,
            verdict: "wrong",
        };
        match verdict {
            Verdict::Accepted => out.verdict = "accepted",
            Verdict::Wrong(line, d) => {
                out.line = Some(*line);
                out.entry = Some(d.entry);
                out.differing = Some(d.differing);
                out.expected = Some(d.expected.as_deref().map(raw));
                out.found = Some(d.found.as_deref().map(raw));
            }
            Verdict::NotJson(line, why) => {
                out.line = Some(*line);
                out.error = Some(format!("not JSON: {why}").into());
            }
            Verdict::Missing(_) => out.error = Some("no answer".into()),
            Verdict::Extra(line) => {
                out.line = Some(*line);
                out.error = Some("an answer with no case".into());
            }
            Verdict::Unjudged(message) => {
                out.verdict = "unjudged";
                out.error = Some(message.as_str().into());
            }
        }
        out
    }
}

/// Compact JSON text, known to be valid, as a value to write as it is.
fn raw(text: &str) -> &RawValue {
    serde_json::from_str(text).expect("a compared value's text is one JSON value")
}

/// What is wrong with an answer, in one line: `wrong answer (answers:2)`,
/// `answers:4 is not JSON: …`, `no answer (…)`.
pub fn summary(answers: &str, verdict: &Verdict<'_>) -> String {
    match verdict {
        Verdict::Accepted => "accepted".to_string(),
        Verdict::Unjudged(message) => message.clone(),
        Verdict::Wrong(line, _) => format!("wrong answer ({answers}:{line})"),
        Verdict::NotJson(line, why) => format!("{answers}:{line} is not JSON: {}", cut(why)),
        Verdict::Missing(0) => format!("no answer ({answers} is empty)"),
        Verdict::Missing(lines) => format!("no answer ({answers} ends at line {lines})"),
        Verdict::Extra(_) => "an answer with no case (more answers than cases)".to_string(),
    }
}

/// The lines of a verdict's block in the report, as printed under `name`
/// (the case's place, or the extra answer's); none for an accepted answer
/// or an unjudged case.
pub fn block(name: &str, case: Option<&Case>, answers: &str, verdict: &Verdict<'_>) -> Vec<String> {
    if matches!(verdict, Verdict::Accepted | Verdict::Unjudged(_)) {
        return Vec::new();
    }
    let mut lines = vec![format!("{name}: {}", summary(answers, verdict))];
    if let Verdict::Wrong(_, difference) = verdict {
        let details = difference.describe(case);
        lines.extend(details.into_iter().map(|detail| format!("  {detail}")));
    }
    lines
}
