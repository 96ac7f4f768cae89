//! `check --protocol`: `check` called by a judge system, with the system's
//! files in its order. The expected answer is graded against the judge
//! first (a judge error when it differs: the test data is wrong), then the
//! contestant's, both through the one comparison `check` uses.

use std::path::{Path, PathBuf};

use anyhow::Result;
use ttt_judge::{Variant, Verdict, render};

use super::answers::AnswerFile;
use super::{Checked, grade_all};
use crate::cli::outcome::Outcome;
use crate::cli::report::Answer;
use crate::cli::system::{Channels, JudgeSystem, Roles, Told, Usage};

/// What a pass over the answers found: how many cases, the first answer
/// that was not accepted, and the first thing that could not be done.
#[derive(Debug, Default)]
struct Heard {
    /// Cases graded.
    cases: usize,
    /// The first answer not accepted: its verdict, what is wrong, and the
    /// board where it first differs.
    first: Option<First>,
    /// The first case that could not be judged, or input that could not
    /// be read.
    trouble: Option<String>,
    /// Whether the first answer not accepted is one after the last case
    /// (testlib calls output left over a presentation error).
    extra: bool,
}

/// The first answer not accepted.
#[derive(Debug)]
struct First {
    /// `WA` or `PE`.
    verdict: Verdict,
    /// What is wrong, with the case's place.
    message: String,
    /// The case's board after the first call or move whose answer differs
    /// (after its last when the answer has no entry per step, or none that
    /// can be read), as an SVG document.
    picture: Option<String>,
}

impl Heard {
    /// Keeps what of `checked` a judge system is told.
    fn hear(&mut self, checked: Checked<'_>) {
        let (name, answers, case, answer) = match checked {
            Checked::Trouble(message) => {
                self.trouble.get_or_insert_with(|| message.to_string());
                return;
            }
            Checked::Cases(_) | Checked::Unjudged(_) => return,
            Checked::Answer {
                name,
                answers,
                case,
                answer,
                ..
            } => (name, answers, case, answer),
        };
        self.cases += 1;
        let (verdict, said, step) = match answer {
            Answer::Accepted => return,
            Answer::Unjudged(message) => {
                self.trouble.get_or_insert_with(|| message.clone());
                return;
            }
            _ if self.first.is_some() => return,
            Answer::Wrong(_, verdict, difference) => match case {
                Some(case) => (
                    *verdict,
                    difference.sentence(case),
                    difference.entry.map_or(usize::MAX, |entry| entry + 1),
                ),
                None => (*verdict, answer.summary(answers), usize::MAX),
            },
            Answer::NotJson(..) | Answer::Missing(_) | Answer::Extra(_) => {
                let verdict = answer.verdict().expect("a graded answer has a verdict");
                (verdict, answer.summary(answers), usize::MAX)
            }
        };
        self.extra = matches!(answer, Answer::Extra(_));
        self.first = Some(First {
            verdict,
            message: format!("{name}: {said}"),
            picture: case.map(|case| render::svg_at(case, step)),
        });
    }
}

/// Runs `check` as `system`'s checker on `words`, the files it was
/// given (and testlib's flags, `flagged` when clap took some before the
/// files). Whatever goes wrong is told as the system's judge error, once.
pub(super) fn execute(
    system: JudgeSystem,
    words: &[PathBuf],
    flagged: bool,
    variant: Option<Variant>,
) -> Result<Outcome> {
    let roles = match flagged && system != JudgeSystem::Testlib {
        true => Err(Usage("--testset and --group are testlib's flags".into())),
        false => Roles::of(system, words),
    };
    let (told, channels) = match roles {
        Ok(roles) => {
            let told =
                judge(system, &roles, variant).unwrap_or_else(|e| Told::Failed(format!("{e:#}")));
            (told, roles.channels)
        }
        Err(usage) => (Told::Failed(usage.to_string()), Channels::default()),
    };
    Ok(Outcome::Exit(system.tell(&told, &channels)?))
}

/// What `system` is told about the files of `roles`.
fn judge(system: JudgeSystem, roles: &Roles, variant: Option<Variant>) -> Result<Told> {
    if roles.input.as_os_str() == "-" {
        return Ok(Told::Failed("INPUT cannot be stdin".into()));
    }
    let checked = match &roles.expected {
        Some(expected) => check_expected(&roles.input, expected, variant)?,
        None => None,
    };
    if let Some(failed) = checked {
        return Ok(failed);
    }
    let found = match AnswerFile::open(&roles.output) {
        Ok(file) => listen(&roles.input, file, variant)?,
        // No output file is the contestant's doing, not the judge's: testlib
        // says "Output file not found", a presentation error.
        Err(e) => {
            let said = format!("{}: {e}", roles.output.display());
            return Ok(Told::Rejected {
                verdict: Verdict::Presentation,
                message: said,
                picture: None,
            });
        }
    };
    Ok(match (found.trouble, found.first) {
        (Some(trouble), _) => Told::Failed(trouble),
        (None, _) if found.cases == 0 => {
            Told::Failed(format!("{} holds no case", roles.input.display()))
        }
        (None, Some(first)) => Told::Rejected {
            // testlib checks for output left over only once every answer
            // is right, and calls it a presentation error.
            verdict: match found.extra && system == JudgeSystem::Testlib {
                true => Verdict::Presentation,
                false => first.verdict,
            },
            message: first.message,
            picture: first.picture,
        },
        (None, None) => Told::Accepted(found.cases),
    })
}

/// The judge's failure when the test data's answer `expected` is not the
/// judge's result for `input` (or `input` holds no case); `None` when it is.
fn check_expected(input: &Path, expected: &Path, variant: Option<Variant>) -> Result<Option<Told>> {
    let heard = match AnswerFile::open(expected) {
        Ok(file) => listen(input, file, variant)?,
        Err(e) => return Ok(Some(Told::Failed(format!("{}: {e}", expected.display())))),
    };
    if let Some(trouble) = heard.trouble {
        return Ok(Some(Told::Failed(trouble)));
    }
    if heard.cases == 0 {
        return Ok(Some(Told::Failed(format!(
            "{} holds no case",
            input.display()
        ))));
    }
    Ok(heard.first.map(|first| {
        let answer = expected.display();
        Told::Failed(format!(
            "the expected answer {answer} is not the judge's: {}",
            first.message
        ))
    }))
}

/// Grades the answers in `file` to the cases in `input`.
fn listen(input: &Path, mut file: AnswerFile, variant: Option<Variant>) -> Result<Heard> {
    let mut heard = Heard::default();
    grade_all(input, variant, &mut file, &mut |checked| {
        heard.hear(checked);
        Ok(())
    })?;
    Ok(heard)
}
