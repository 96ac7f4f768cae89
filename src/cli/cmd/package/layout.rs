//! What differs between the packages the command writes: the format
//! (where each part of the package lives) and the form submissions take.

/// A problem package format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Format {
    /// The legacy Kattis format, which problemtools' `verifyproblem`
    /// checks and DOMjudge imports.
    Legacy,
    /// The 2025-09 format, which BAPCtools and DOMjudge 9 read.
    V2025_09,
    /// The legacy format as DOMjudge imports it: no `input_validators/`
    /// (DOMjudge never runs them) and no `include/` (it does not read it,
    /// so submissions are whole programs).
    Domjudge,
}

impl Format {
    /// The name `--format` gives it, and its folder under `--format both`.
    pub(super) fn name(self) -> &'static str {
        match self {
            Format::Legacy => "legacy",
            Format::V2025_09 => "2025-09",
            Format::Domjudge => "domjudge",
        }
    }

    /// Whether its parts live where the legacy format puts them.
    pub(super) fn legacy_places(self) -> bool {
        matches!(self, Format::Legacy | Format::Domjudge)
    }
}

/// How a submission meets the cases.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Io {
    /// A submission is the statement's function or class; the package's
    /// `include/` holds the harness around it (Kattis, problemtools).
    Function,
    /// A submission is a whole program (the cases on stdin, one answer
    /// line each); each jury solution is joined to its harness, so the
    /// package runs where `include/` is not read (DOMjudge, BAPCtools).
    Program,
}

/// The verdict a jury submission must get, and its folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// `accepted/`.
    Accepted,
    /// `wrong_answer/`.
    WrongAnswer,
    /// `time_limit_exceeded/`.
    TimeLimitExceeded,
    /// `run_time_error/`.
    RunTimeError,
}

impl Verdict {
    /// The folder under `submissions/`.
    pub(super) fn folder(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong_answer",
            Verdict::TimeLimitExceeded => "time_limit_exceeded",
            Verdict::RunTimeError => "run_time_error",
        }
    }
}

/// One package to write.
pub(super) struct Layout {
    /// Its format.
    pub format: Format,
    /// Its statement.
    pub variant: ttt_judge::Variant,
    /// The form of its submissions.
    pub io: Io,
}

impl Layout {
    /// The statement's folder.
    pub(super) fn statement_folder(&self) -> &'static str {
        match self.format.legacy_places() {
            true => "problem_statement",
            false => "statement",
        }
    }
}

/// What `problem.yaml` says of the problem's origin.
pub(super) struct About {
    /// `license`.
    pub license: String,
    /// `rights_owner`, which a problem in the public domain has not.
    pub rights_owner: Option<String>,
    /// `source`.
    pub source: String,
}
