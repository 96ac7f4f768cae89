//! The judge systems ttt-judge is called by, in one place: how each
//! passes its files to a checker (their roles), what its checker's and
//! input validator's exit statuses mean, and the files it reads beside
//! them. `check --protocol`, `validate --protocol` and `package` ask here.
//!
//! Kattis and DOMjudge (and BAPCtools) read exit 42 or 43 and
//! `judgemessage.txt`; testlib reads exit 0 to 3 and a message on stderr
//! (and in its result file); CMS reads a score on stdout.

mod tell;

use std::path::{Path, PathBuf};

pub(crate) use tell::{Channels, Told};

/// A judge system, by the protocol its checker and validator speak.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum JudgeSystem {
    /// Kattis and DOMjudge: `INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42
    /// accepted, 43 wrong.
    Kattis,
    /// testlib (Codeforces, Polygon): `INPUT OUTPUT ANSWER [RESULT]`, exit
    /// 0 OK, 1 WA, 2 PE, 3 FAIL.
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
            JudgeSystem::Testlib => "INPUT OUTPUT ANSWER [RESULT]",
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
    /// The judge's answer from the test data.
    pub(crate) expected: PathBuf,
    /// The contestant's answer; `-` is stdin.
    pub(crate) output: PathBuf,
    /// Where the protocol writes besides stderr.
    pub(crate) channels: Channels,
}

impl Roles {
    /// The roles of `files` under `system`, or what is missing.
    pub(crate) fn of(system: JudgeSystem, files: &[PathBuf]) -> Result<Roles, MissingFiles> {
        let needed = system.checker_usage();
        let [first, second, third, ..] = files else {
            return Err(MissingFiles(needed));
        };
        let (input, roles) = (first.clone(), (second.clone(), third.clone()));
        Ok(match system {
            JudgeSystem::Kattis => Roles {
                input,
                expected: roles.0,
                output: PathBuf::from("-"),
                channels: Channels {
                    feedback: Some(roles.1),
                    ..Channels::default()
                },
            },
            JudgeSystem::Testlib => Roles {
                input,
                expected: roles.1,
                output: roles.0,
                channels: Channels {
                    feedback: None,
                    result: files.get(3).filter(|f| !is_flag(f)).cloned(),
                    appes: files.get(4).is_some_and(|f| is_appes(f)),
                },
            },
            JudgeSystem::Cms => Roles {
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
pub(crate) struct MissingFiles(&'static str);

impl std::fmt::Display for MissingFiles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "expected the files {}", self.0)
    }
}
