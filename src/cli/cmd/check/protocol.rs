//! `check --protocol`: `check` called by a judge system, with the system's
//! files in its order. The expected answer is graded against the judge
//! first (a judge error when it differs: the test data is wrong), then the
//! contestant's, both through the one comparison `check` uses.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use anyhow::Result;
use ttt_judge::{Variant, Verdict};

use super::answers::AnswerFile;
use super::grade_all;
use crate::cli::io::color::Color;
use crate::cli::outcome::Outcome;
use crate::cli::report::{Channels, Heard, Listener, Protocol, Report, Told, Voice};

/// The files a system passes, by role.
struct Roles {
    /// The case or cases.
    input: PathBuf,
    /// The judge's answer from the test data.
    expected: PathBuf,
    /// The contestant's answer; `-` is stdin.
    output: PathBuf,
    /// Where the protocol writes besides stderr.
    channels: Channels,
}

impl Roles {
    /// The roles of `files` under `system`, or what is missing.
    fn of(system: Protocol, files: &[PathBuf]) -> Result<Roles, MissingFiles> {
        let needed = match system {
            Protocol::Kattis => "INPUT ANSWER FEEDBACK_DIR < OUTPUT",
            Protocol::Testlib => "INPUT OUTPUT ANSWER [RESULT]",
            Protocol::Cms => "INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT",
        };
        let [first, second, third, ..] = files else {
            return Err(MissingFiles(needed));
        };
        let (input, roles) = (first.clone(), (second.clone(), third.clone()));
        Ok(match system {
            Protocol::Kattis => Roles {
                input,
                expected: roles.0,
                output: PathBuf::from("-"),
                channels: Channels {
                    feedback: Some(roles.1),
                    ..Channels::default()
                },
            },
            Protocol::Testlib => Roles {
                input,
                expected: roles.1,
                output: roles.0,
                channels: Channels {
                    feedback: None,
                    result: files.get(3).filter(|f| !is_flag(f)).cloned(),
                    appes: files.get(4).is_some_and(|f| is_appes(f)),
                },
            },
            Protocol::Cms => Roles {
                input,
                expected: roles.0,
                output: roles.1,
                channels: Channels::default(),
            },
        })
    }
}

/// A testlib option such as `-appes`, which is not a file.
fn is_flag(path: &Path) -> bool {
    path.to_string_lossy().starts_with('-') && path.as_os_str() != "-"
}

/// testlib's `-appes` (or `-APPES`) after RESULT: the result file in
/// the XML form that PCMS2 and ejudge read.
fn is_appes(word: &Path) -> bool {
    word.as_os_str() == "-appes" || word.as_os_str() == "-APPES"
}

/// Fewer files than a protocol gives its checker: the files it needs.
#[derive(Debug)]
struct MissingFiles(&'static str);

impl std::fmt::Display for MissingFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "expected the files {}", self.0)
    }
}

/// Runs `check` as `system`'s checker on `files`.
pub(super) fn execute(
    system: Protocol,
    files: &[PathBuf],
    variant: Option<Variant>,
) -> Result<Outcome> {
    let (told, channels) = match Roles::of(system, files) {
        Ok(roles) => (judge(system, &roles, variant)?, roles.channels),
        Err(usage) => (Told::Failed(usage.to_string()), Channels::default()),
    };
    Ok(Outcome::Exit(system.tell(&told, &channels)?))
}

/// What `system` is told about the files of `roles`.
fn judge(system: Protocol, roles: &Roles, variant: Option<Variant>) -> Result<Told> {
    if roles.input.as_os_str() == "-" {
        return Ok(Told::Failed("INPUT cannot be stdin".into()));
    }
    let expected = match AnswerFile::open(&roles.expected) {
        Ok(file) => listen(&roles.input, file, variant)?,
        Err(e) => return Ok(Told::Failed(format!("{}: {e}", roles.expected.display()))),
    };
    if let Some(trouble) = expected.trouble {
        return Ok(Told::Failed(trouble));
    }
    if expected.cases == 0 {
        let input = roles.input.display();
        return Ok(Told::Failed(format!("{input} holds no case")));
    }
    if let Some((_, wrong)) = expected.first {
        let answer = roles.expected.display();
        let message = format!("the expected answer {answer} is not the judge's: {wrong}");
        return Ok(Told::Failed(message));
    }
    let found = match AnswerFile::open(&roles.output) {
        Ok(file) => listen(&roles.input, file, variant)?,
        // No output file is the contestant's doing, not the judge's: testlib
        // says "Output file not found", a presentation error.
        Err(e) => {
            let said = format!("{}: {e}", roles.output.display());
            return Ok(Told::Rejected(Verdict::Presentation, said));
        }
    };
    Ok(match (found.trouble, found.first) {
        (Some(trouble), _) => Told::Failed(trouble),
        // testlib checks for output left over only once every answer is
        // right, and calls it a presentation error.
        (None, Some((_, wrong))) if found.extra && system == Protocol::Testlib => {
            Told::Rejected(Verdict::Presentation, wrong)
        }
        (None, Some((verdict, wrong))) => Told::Rejected(verdict, wrong),
        (None, None) => Told::Accepted(found.cases),
    })
}

/// Grades the answers in `file` to the cases in `input`.
fn listen(input: &Path, mut file: AnswerFile, variant: Option<Variant>) -> Result<Heard> {
    let heard = Rc::new(RefCell::new(Heard::default()));
    let mut report =
        Report::new([], Voice::Check, Color::Never).with(Box::new(Listener(Rc::clone(&heard))));
    grade_all(input, variant, &mut file, &mut report)?;
    report.finish()?;
    Ok(heard.take())
}
