//! A solution's answer beside the judge's, for a grading report: the
//! answer's entry for each step, and the first step where it differs, as
//! the caller's comparison of the two found it (this module only shows it).

use std::collections::HashMap;

use serde::Serialize;
use serde_json::Value;

use super::CaseReplay;

/// At most this many characters of an answer shown whole.
const SHOWN: usize = 2000;

/// What a solution answered for a case, as a page embeds it.
#[derive(Serialize, Debug)]
pub(super) struct SolutionSide {
    /// The answer line, cut, when it has no entry per step (a `classic`
    /// answer, or one that is not a list).
    whole: Option<String>,
    /// The answer's entries, each distinct one once.
    values: Vec<Value>,
    /// For each step, its entry's index in `values`; -1 when the answer
    /// has none for it.
    steps: Vec<i64>,
    /// The first step (from 0) where the answer differs from the judge's.
    differs: Option<usize>,
    /// What the verdict says about the answer.
    note: Option<String>,
}

impl CaseReplay {
    /// The replay with `line`, a solution's answer (`None` when it gave
    /// none), beside the judge's results, opening at the board after step
    /// `differs`, the first one where the answer differs from the judge's;
    /// `note` is what the verdict says.
    pub fn with_answer(
        mut self,
        line: Option<&str>,
        differs: Option<usize>,
        note: Option<&str>,
    ) -> CaseReplay {
        let listed = match line.map(serde_json::from_str::<Value>) {
            Some(Ok(Value::Array(entries))) if !self.results.is_empty() => Some(entries),
            _ => None,
        };
        let mut solution = SolutionSide {
            whole: None,
            values: Vec::new(),
            steps: Vec::new(),
            differs,
            note: note.map(cut),
        };
        match listed {
            Some(entries) => solution.list(entries, self.steps.len()),
            None => solution.whole = line.map(cut),
        }
        if let Some(step) = differs {
            self.start = (step + 1).min(self.steps.len());
        }
        self.solution = Some(solution);
        self
    }
}

impl SolutionSide {
    /// Keeps `entries`, one per step of `steps`.
    fn list(&mut self, entries: Vec<Value>, steps: usize) {
        let mut seen: HashMap<String, usize> = HashMap::new();
        let mut entries = entries.into_iter();
        for _ in 0..steps {
            let Some(entry) = entries.next() else {
                self.steps.push(-1);
                continue;
            };
            let values = &mut self.values;
            let i = *seen.entry(entry.to_string()).or_insert_with(|| {
                values.push(entry);
                values.len() - 1
            });
            self.steps.push(i as i64);
        }
    }
}

/// `text`, cut to [`SHOWN`] characters with `…` when longer.
fn cut(text: &str) -> String {
    match text.char_indices().nth(SHOWN) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}
