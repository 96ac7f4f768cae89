//! What `hunt` prints of the failure it found: the smallest case whole,
//! its verdict and how it was shrunk, the expected and found answers and
//! the judge's explanation, each cut to a line's worth; and the fixture
//! `--save` writes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ttt_grading::hunt::{CutShort, Shrunk};
use ttt_grading::trial::Graded;
use ttt_judge::case::write_case_string;
use ttt_judge::generate::shrink::measure;
use ttt_judge::verdict::{cut, cut_to};
use ttt_judge::{Case, StatusFormat, Variant, judge};

/// How much of the judge's explanation a report gives: a small case's
/// whole, a long one's start. The answers are cut shorter, as `grade`'s
/// table cuts them: the line above them says where they differ.
const WHY_CHARS: usize = 400;

/// Prints the smallest case, its verdict, the expected and found answers
/// and the judge's explanation; saves it as a fixture when asked.
pub(super) fn report(failure: &Shrunk, seed: u64, save_to: Option<&Path>) -> Result<()> {
    let (case, graded) = (&failure.smallest.case, &failure.graded);
    let expected = String::from_utf8_lossy(&failure.smallest.expected).into_owned();
    let judged = judge(case).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut explained = Vec::new();
    judged.write_explained(&mut explained, StatusFormat::String);
    let mut out = io::stdout().lock();
    writeln!(out, "{}", write_case_string(case))?;
    let what = match &failure.reference {
        Some(_) => "the solution and the reference differ".to_string(),
        None => format!("verdict: {}", graded.verdict),
    };
    writeln!(
        out,
        "{what} on case {} of seed {}, shrunk in {} runs from {} to {}",
        failure.number,
        seed,
        failure.runs,
        size(&failure.original),
        size(case)
    )?;
    if let Some(reference) = &failure.reference {
        writeln!(out, "   solution: {}", said(graded))?;
        writeln!(out, "  reference: {}", said(reference))?;
    } else if failure.first_verdict != graded.verdict {
        writeln!(out, "(first seen as {})", failure.first_verdict)?;
    }
    if let Some(why) = failure.cut_short {
        let why = match why {
            CutShort::Signal => "was stopped by a signal",
            CutShort::Time => "ran out of time",
            CutShort::Runs => "ran out of runs",
        };
        writeln!(out, "(shrinking {why}: a smaller case may fail too)")?;
    }
    if let Some(message) = graded.message() {
        for line in message.lines() {
            writeln!(out, "  {line}")?;
        }
    }
    writeln!(out, "expected: {}", cut(&expected))?;
    match &graded.answer {
        Some(answer) => writeln!(out, "   found: {}", cut(answer))?,
        None => writeln!(out, "   found: no answer")?,
    }
    let why = String::from_utf8_lossy(&explained);
    writeln!(out, "     why: {}", cut_to(&why, WHY_CHARS))?;
    out.flush()?;
    if let Some(dir) = save_to {
        let name = save(dir, case, &expected, seed)?;
        writeln!(
            out,
            "saved {} (ttt-judge test {} runs it)",
            name.display(),
            dir.display()
        )?;
    }
    Ok(())
}

/// A solution's answer and the judge's verdict on it, in one line:
/// `["X","O"] (WA)`, `no answer (RE)`.
fn said(graded: &Graded) -> String {
    let answer = graded.answer.as_deref().unwrap_or("no answer");
    format!("{} ({})", cut(answer.trim_end()), graded.verdict)
}

/// `5 calls`, `1 move`.
fn size(case: &Case) -> String {
    Noun::of(case.variant()).count(measure(case).moves)
}

/// What a variant's case is made of: calls or moves.
#[derive(Clone, Copy)]
pub(super) struct Noun(&'static str);

impl Noun {
    pub(super) fn of(variant: Variant) -> Noun {
        match variant {
            Variant::Multi => Noun("call"),
            Variant::FullLine | Variant::Classic => Noun("move"),
        }
    }

    /// `5 calls`, `1 move`.
    pub(super) fn count(self, n: usize) -> String {
        match n {
            1 => format!("1 {}", self.0),
            n => format!("{n} {}s", self.0),
        }
    }
}

/// Writes the case and its expected result to `dir` as a fixture pair;
/// the case's path.
fn save(dir: &Path, case: &Case, expected: &str, seed: u64) -> Result<PathBuf> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let stem = format!("hunt-{}-seed-{}", case.variant(), seed);
    let path = dir.join(format!("{stem}.json"));
    let expected_path = dir.join(format!("{stem}.expected.json"));
    std::fs::write(&path, format!("{}\n", write_case_string(case)))
        .with_context(|| format!("cannot write {}", path.display()))?;
    std::fs::write(&expected_path, format!("{expected}\n"))
        .with_context(|| format!("cannot write {}", expected_path.display()))?;
    Ok(path)
}
