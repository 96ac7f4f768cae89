//! The answers the inputs give beside their cases: a test's `NAME.ans`, a
//! paired fixture's `NAME.expected.json` or `NAME.expected.jsonl` (one
//! value a case, in order), an inline fixture's `"expected"`s. A solution
//! is graded against the judge's own answers, never these; each one there
//! is checked against the judge's, and one that disagrees is said, since
//! tests that lie make their grading worth little.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use ttt_judge::{Case, Verdict};

use crate::cli::io::Source;
use crate::cli::io::fixture::{ExpectedValue, expected_path, is_test_input, read_expected};
use crate::cli::io::inline;
use ttt_grading::trial::verdict::answer_verdict;

/// The answers one source gives beside its cases.
enum Expected {
    /// None.
    None,
    /// A test's `.ans`: the answer to its one case, whole.
    Ans(PathBuf, Vec<u8>),
    /// A paired fixture's expected output: a value a case, in order.
    Paired(PathBuf, Vec<ExpectedValue>),
    /// An inline fixture's `"expected"`s, by line.
    Inline(PathBuf, HashMap<usize, Vec<u8>>),
}

impl Expected {
    /// What `source` gives beside its cases, or why its expected output
    /// cannot be read.
    fn of(source: &Source) -> Result<Expected, String> {
        Ok(match source {
            Source::Stdin => Expected::None,
            Source::File(path) if is_test_input(path) => {
                let ans = path.with_extension("ans");
                match std::fs::read(&ans) {
                    Ok(text) => Expected::Ans(ans, text),
                    Err(_) => Expected::None,
                }
            }
            Source::File(path) => {
                let paired = expected_path(path);
                match read_expected(&paired).map_err(|e| e.to_string())? {
                    Some(values) => Expected::Paired(paired, values),
                    None => Expected::None,
                }
            }
            Source::Inline(path) => {
                let text = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
                let by_line = inline::lines(&text)
                    .filter_map(|(number, line, parts)| {
                        let span = parts?.expected?;
                        Some((number, line[span].to_vec()))
                    })
                    .collect();
                Expected::Inline(path.clone(), by_line)
            }
        })
    }

    /// The answer given for the `index`th case of the source (from 1),
    /// which starts on `line`, and the place that gives it.
    fn answer(&self, index: usize, line: usize) -> Option<(String, &[u8])> {
        match self {
            Expected::None => None,
            Expected::Ans(path, text) => Some((path.display().to_string(), text.trim_ascii())),
            Expected::Paired(path, values) => values.get(index - 1).map(|value| {
                let place = format!("{}:{}", path.display(), value.line);
                (place, value.raw.get().as_bytes())
            }),
            Expected::Inline(path, by_line) => by_line.get(&line).map(|text| {
                let place = format!("{}:{line}: \"expected\"", path.display());
                (place, text.as_slice())
            }),
        }
    }
}

/// The answers of the source being read, checked case by case.
#[derive(Default)]
pub(super) struct Answers {
    /// The source, the number of its first case, and what it gives.
    current: Option<(Arc<Source>, usize, Expected)>,
}

impl Answers {
    /// Notes that case `number` comes from `source`; why the source's
    /// expected output cannot be read, at its first case.
    pub(super) fn note(&mut self, number: usize, source: &Arc<Source>) -> Option<String> {
        if let Some((current, ..)) = &self.current
            && Arc::ptr_eq(current, source)
        {
            return None;
        }
        let (expected, why) = match Expected::of(source) {
            Ok(expected) => (expected, None),
            Err(why) => (Expected::None, Some(why)),
        };
        self.current = Some((Arc::clone(source), number, expected));
        why
    }

    /// Why the answer the source gives to case `number`, which starts on
    /// `line`, disagrees with the judge's result `judged` for `case`, if
    /// it gives one and they disagree.
    pub(super) fn check(
        &self,
        number: usize,
        line: usize,
        case: &Case,
        judged: &[u8],
    ) -> Option<String> {
        let (_, first, expected) = self.current.as_ref()?;
        let (place, given) = expected.answer(number - first + 1, line)?;
        match answer_verdict(case, judged, given) {
            (Verdict::Accepted, _) => None,
            (verdict, message) => Some(format!(
                "{place} disagrees with the judge ({verdict}): {}",
                message.map(|m| m.to_string()).unwrap_or_default()
            )),
        }
    }
}
