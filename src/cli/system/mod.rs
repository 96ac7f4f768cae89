//! The judge systems ttt-judge is called by, in one place: how each
//! passes its files to a checker (their roles), what its checker's and
//! input validator's exit statuses mean, and the files it reads beside
//! them. `check --protocol`, `validate --protocol` and `package` ask here.
//!
//! Kattis and DOMjudge (and BAPCtools) read exit 42 or 43 and
//! `judgemessage.txt`; testlib reads exit 0 to 3 and a message on stderr
//! (and in its result file); CMS reads a score on stdout.

mod tell;
pub(crate) mod testlib;

use std::path::PathBuf;

pub(crate) use tell::{Channels, Told};
pub(crate) use testlib::Usage;

/// A judge system, by the protocol its checker and validator speak.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum JudgeSystem {
    /// Kattis and DOMjudge: `INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42
    /// accepted, 43 wrong.
    Kattis,
    /// testlib (Codeforces, Polygon): `INPUT OUTPUT ANSWER [RESULT
    /// [-appes]]`, with `--testset` and `--group` anywhere, exit 0 OK, 1
    /// WA, 2 PE, 3 FAIL.
    Testlib,
    /// CMS: `INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT`, the score on stdout.
    Cms,
}

impl JudgeSystem {
    /// The name `--protocol` takes.
    pub(crate) fn name(self) -> &'static str {
        match self {
            JudgeSystem::Kattis => "kattis",
            JudgeSystem::Testlib => "testlib",
            JudgeSystem::Cms => "cms",
        }
    }

    /// What the system is called in prose.
    pub(crate) fn title(self) -> &'static str {
        match self {
            JudgeSystem::Kattis => "Kattis and DOMjudge",
            JudgeSystem::Testlib => "testlib",
            JudgeSystem::Cms => "CMS",
        }
    }

    /// The files the system passes its checker, in its order.
    pub(crate) fn checker_usage(self) -> &'static str {
        match self {
            JudgeSystem::Kattis => "INPUT ANSWER FEEDBACK_DIR < OUTPUT",
            JudgeSystem::Testlib => "INPUT OUTPUT ANSWER [RESULT [-appes]]",
            JudgeSystem::Cms => "INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT",
        }
    }

    /// The exit statuses of its input validator for a valid input and for
    /// one that is not; `None` where the system has no such convention
    /// (CMS checks its inputs otherwise).
    pub(crate) fn validator_statuses(self) -> Option<(u8, u8)> {
        match self {
            JudgeSystem::Kattis => Some((42, 43)),
            JudgeSystem::Testlib => Some((0, 3)),
            JudgeSystem::Cms => None,
        }
    }
}

/// The files a system passes, by role.
pub(crate) struct Roles {
    /// The case or cases.
    pub(crate) input: PathBuf,
    /// The judge's answer from the test data; `None` where the caller has
    /// none (online-judge-tools' two-file call): the contestant's output
    /// is then judged against the judge's own result alone.
    pub(crate) expected: Option<PathBuf>,
    /// The contestant's answer; `-` is stdin.
    pub(crate) output: PathBuf,
    /// Where the protocol writes besides stderr.
    pub(crate) channels: Channels,
}

impl Roles {
    /// The roles of `words` (the command line's files, and under testlib
    /// its flags wherever they are) under `system`, or what is wrong.
    pub(crate) fn of(system: JudgeSystem, words: &[PathBuf]) -> Result<Roles, Usage> {
        match system {
            JudgeSystem::Testlib => Ok(Roles::of_testlib(testlib::checker_call(words)?)),
            JudgeSystem::Kattis => {
                let [input, answer, feedback] = first_three(system, words)?;
                Ok(Roles {
                    input,
                    expected: Some(answer),
                    output: PathBuf::from("-"),
                    channels: Channels {
                        feedback: Some(feedback),
                        ..Channels::default()
                    },
                })
            }
            JudgeSystem::Cms => {
                let [input, answer, output] = first_three(system, words)?;
                Ok(Roles {
                    input,
                    expected: Some(answer),
                    output,
                    channels: Channels::default(),
                })
            }
        }
    }

    /// The roles of a testlib checker's files.
    fn of_testlib(call: testlib::CheckerCall) -> Roles {
        Roles {
            input: call.input,
            expected: call.answer,
            output: call.output,
            channels: Channels {
                result: call.result,
                appes: call.appes,
                ..Channels::default()
            },
        }
    }
}

/// The first three of `words`; what a system passes after them is its
/// own (Kattis's validator flags) and is not read.
fn first_three(system: JudgeSystem, words: &[PathBuf]) -> Result<[PathBuf; 3], Usage> {
    match words {
        [a, b, c, ..] => Ok([a.clone(), b.clone(), c.clone()]),
        _ => Err(Usage(format!(
            "expected the files {}",
            system.checker_usage()
        ))),
    }
}
