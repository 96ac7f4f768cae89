//! One case's verdict as a report receives it, with what its command has to
//! say about it, and the words every format shares for it.

use ttt_grading::trial::Graded;
use ttt_judge::verdict::{Difference, cut};
use ttt_judge::{Case, Verdict};

/// One case's verdict, for every format.
pub(crate) struct Entry<'a> {
    /// The case's number in its input; `None` for an answer with no case.
    pub case: Option<usize>,
    /// What it is called in a report: `case 2 (cases.jsonl:2)` (check),
    /// `case 1 (line 1)` (test), `case 3` (grade).
    pub name: &'a str,
    /// What was found, in its command's terms.
    pub detail: Detail<'a>,
}

/// What was found about a case.
pub(crate) enum Detail<'a> {
    /// `check`: an answer line graded, from the file of answers called
    /// `answers`, for `case` when it could be read.
    Answer {
        /// The answers' name in messages.
        answers: &'a str,
        /// The case, to name an entry's call or move.
        case: Option<&'a Case>,
        /// What the answer earned.
        answer: &'a Answer<'a>,
    },
    /// `test`: a fixture's case, passed (`AC`), or failed (`WA`) with
    /// what is wrong and the heading of its block.
    Fixture {
        /// `AC` or `WA`.
        verdict: Verdict,
        /// The block's heading: `f.jsonl case 2 (line 2)`.
        heading: &'a str,
        /// What is wrong, when it failed.
        unmet: Option<&'a Unmet<'a>>,
    },
    /// `grade`: a case the judge cannot judge, which no solution is given:
    /// why.
    Unjudged {
        /// The judge's message, with the case's place.
        message: &'a str,
        /// The file it came from, when there is more than one.
        file: Option<&'a str>,
    },
    /// `grade`: a solution's run on a case, and what the report shows of
    /// the case.
    Run {
        /// The case graded.
        graded: &'a Graded,
        /// The case, for a page that replays it; `None` when no format asks.
        case: Option<&'a Case>,
        /// A wrong answer's case, cut to one line.
        shown: Option<&'a str>,
        /// The command that draws the case, when it can be drawn.
        draw: Option<&'a str>,
        /// The file the case came from, when there is more than one
        /// (a folder of tests, several inputs).
        file: Option<&'a str>,
    },
}

impl Entry<'_> {
    /// The case's verdict; `None` when it could not be judged.
    pub(crate) fn verdict(&self) -> Option<Verdict> {
        match &self.detail {
            Detail::Answer { answer, .. } => answer.verdict(),
            Detail::Fixture { verdict, .. } => Some(*verdict),
            Detail::Run { graded, .. } => Some(graded.verdict),
            Detail::Unjudged { .. } => None,
        }
    }
}

/// What `check` found about one answer line: its verdict and the details.
pub(crate) enum Answer<'a> {
    /// The answer is the judge's.
    Accepted,
    /// The answer differs from the judge's (`WA`, or `PE` for a wrong
    /// shape): its line, the verdict and the difference.
    Wrong(usize, Verdict, Difference<'a>),
    /// The answer line is not JSON (`PE`): its number, and why.
    NotJson(usize, String),
    /// The answers ended, after this many lines, before this case (`PE`).
    Missing(usize),
    /// An answer line after the last case (`WA`).
    Extra(usize),
    /// The case could not be judged: the message.
    Unjudged(String),
}

impl Answer<'_> {
    /// The verdict; `None` when the case could not be judged.
    pub(crate) fn verdict(&self) -> Option<Verdict> {
        match self {
            Answer::Accepted => Some(Verdict::Accepted),
            Answer::Wrong(_, verdict, _) => Some(*verdict),
            Answer::NotJson(..) | Answer::Missing(_) => Some(Verdict::Presentation),
            Answer::Extra(_) => Some(Verdict::WrongAnswer),
            Answer::Unjudged(_) => None,
        }
    }

    /// What is wrong with it, in one line: `wrong answer (answers:2)`,
    /// `answers:4 is not JSON: …`, `no answer (…)`.
    pub(crate) fn summary(&self, answers: &str) -> String {
        match self {
            Answer::Accepted => "accepted".to_string(),
            Answer::Unjudged(message) => message.clone(),
            Answer::Wrong(line, ..) => format!("wrong answer ({answers}:{line})"),
            Answer::NotJson(line, why) => format!("{answers}:{line} is not JSON: {}", cut(why)),
            Answer::Missing(0) => format!("no answer ({answers} is empty)"),
            Answer::Missing(lines) => format!("no answer ({answers} ends at line {lines})"),
            Answer::Extra(_) => "an answer with no case (more answers than cases)".to_string(),
        }
    }

    /// The lines of its block in a report, under `name` (the case's place,
    /// or the extra answer's); none for an accepted answer or an unjudged
    /// case.
    pub(crate) fn block(&self, name: &str, case: Option<&Case>, answers: &str) -> Vec<String> {
        if matches!(self, Answer::Accepted | Answer::Unjudged(_)) {
            return Vec::new();
        }
        let mut lines = vec![format!("{name}: {}", self.summary(answers))];
        if let Answer::Wrong(_, _, difference) = self {
            let details = difference.lines(case);
            lines.extend(details.into_iter().map(|detail| format!("  {detail}")));
        }
        lines
    }
}

/// What `test` found wrong with a fixture: a case's result against its
/// expected output, or the expected output as a whole.
pub(crate) enum Unmet<'a> {
    /// The case has no expected output: how to make one.
    NoExpected(&'a str),
    /// The case's result differs from its expected output, first here.
    Differs {
        /// The first difference.
        difference: Difference<'a>,
        /// The case, to name the entry's call or move.
        case: Option<&'a Case>,
    },
    /// The expected output (named) has this many values more than the
    /// fixture has cases.
    ExtraExpected {
        /// The expected output's name.
        expected: &'a str,
        /// The values too many.
        extra: usize,
        /// The cases.
        cases: usize,
    },
}

impl Unmet<'_> {
    /// What is wrong, in lines, as every format says it.
    pub(super) fn lines(&self) -> Vec<String> {
        match self {
            Unmet::NoExpected(hint) => vec![hint.to_string()],
            Unmet::Differs { difference, case } => difference.lines(*case),
            Unmet::ExtraExpected {
                expected,
                extra,
                cases,
            } => vec![format!(
                "{expected} has {extra} more values than the {cases} cases"
            )],
        }
    }
}

/// A failing fixture case's block, uncoloured: `FAIL <heading>`, then its
/// lines indented.
pub(super) fn fixture_block(heading: &str, lines: &[String]) -> Vec<String> {
    let mut block = vec![format!("FAIL {heading}")];
    block.extend(lines.iter().map(|line| format!("  {line}")));
    block
}
