//! Paired fixtures: a case file beside its expected output, judged and
//! compared case by case, and blessed by writing the expected file whole.

use std::path::Path;

use anyhow::Result;

use ttt_judge::json_text::Text;

use super::blessed::case_list;
use super::{Judged, Tester, fixture, judge_case};
use crate::cli::io::{Cases, Source};
use crate::cli::report::Unmet;

impl Tester {
    /// Judges and compares a paired fixture; `named` when it was named on
    /// the command line.
    pub(super) fn paired(&mut self, path: &Path, named: bool) -> Result<()> {
        let expected_path = fixture::expected_path(path);
        let expected = match fixture::read_expected(&expected_path) {
            Ok(expected) => expected,
            Err(e) => return self.trouble(&e.to_string()),
        };
        let Some(judged) = self.judge_file(path)? else {
            return Ok(());
        };
        if expected.is_none() && !named && self.not_a_fixture(path, &expected_path, &judged)? {
            return Ok(());
        }
        let (file, shown_expected) = (path.display().to_string(), expected_path.display());
        let missing = match &expected {
            None => format!(
                "no expected output: {shown_expected} does not exist; run `ttt-judge test --bless` to write it"
            ),
            Some(values) => format!(
                "no expected output: {shown_expected} has only {} values; run `ttt-judge test --bless` to add it",
                values.len()
            ),
        };
        let mut changed = Vec::new();
        for j in &judged {
            let want = expected
                .as_ref()
                .and_then(|values| values.get(j.number - 1))
                .map(|value| Text::new(value.raw.get()));
            if !self.verdict(&file, j, want, &missing)? {
                changed.push(j.number);
            }
            if self.stopped() {
                return Ok(());
            }
        }
        let extra = expected
            .as_ref()
            .map_or(0, |v| v.len().saturating_sub(judged.len()));
        if extra > 0 && !self.bless {
            let unmet = Unmet::ExtraExpected {
                expected: &shown_expected.to_string(),
                extra,
                cases: judged.len(),
            };
            self.entry(None, "expected output", &file, Some(&unmet))?;
        }
        if self.bless && (!changed.is_empty() || extra > 0 || expected.is_none()) {
            let lines: Vec<Vec<u8>> = judged.into_iter().map(|j| j.text).collect();
            fixture::write_lines(&expected_path, &lines)?;
            let what = match expected {
                None if lines.len() == 1 => "created (1 case)".to_string(),
                None => format!("created ({} cases)", lines.len()),
                Some(_) if extra > 0 => format!(
                    "rewrote ({} changed, {extra} extra values dropped)",
                    case_list(&changed)
                ),
                Some(_) => format!("rewrote ({} changed)", case_list(&changed)),
            };
            self.blessed(&shown_expected.to_string(), &what)?;
        }
        Ok(())
    }

    /// Judges every case of a case file, through the same stream `run` reads.
    fn judge_file(&mut self, path: &Path) -> Result<Option<Vec<Judged>>> {
        let mut judged = Vec::new();
        for item in Cases::new(vec![Source::File(path.to_path_buf())], None) {
            match item {
                Err(message) => {
                    self.trouble(&message.to_string())?;
                    return Ok(None);
                }
                Ok((place, case)) => judged.push(judge_case(&place, case)),
            }
        }
        Ok(Some(judged))
    }

    /// A file found in a folder, with no expected output and not one case
    /// that can be read, is some other JSON (a list of sources, a data file)
    /// rather than a fixture: a plain run skips it with a note, `--bless`
    /// refuses to write its expected output. True when it was set aside.
    fn not_a_fixture(&mut self, path: &Path, expected: &Path, judged: &[Judged]) -> Result<bool> {
        if judged.is_empty() || judged.iter().any(|j| j.case.is_some()) {
            return Ok(false);
        }
        let what = format!(
            "not a fixture ({}, and there is no {})",
            not_cases(judged.len()),
            expected.display()
        );
        match self.bless {
            true => self.trouble(&format!(
                "{}: {what}; name the file itself to bless it anyway",
                path.display()
            ))?,
            false => self.skipped(&path.display().to_string(), &what)?,
        }
        Ok(true)
    }
}

/// That none of a file's `count` values is a case.
fn not_cases(count: usize) -> String {
    match count {
        1 => "its one value is not a case".to_string(),
        n => format!("none of its {n} values is a case"),
    }
}
