//! Whether a file given as a function-style submission is one: it is
//! prepared with its harness and run on no cases, as `grade` does, and a
//! file the harness cannot call (a whole program that reads stdin itself
//! and defines no entry point, a C++ `class TicTacToe` for a statement
//! whose harness calls a function) is a [`FormError`] naming the file and
//! the forms expected, said before any case is run.

use std::ffi::OsString;
use std::fmt;
use std::path::{Path, PathBuf};

use anyhow::Result;
use ttt_judge::Variant;
use ttt_sandbox::{Limits, Sandbox};

use crate::Solution;
use crate::runner::{CompileError, Runner, Sandboxed};
use crate::solution::Lang;

/// A file that is not a function-style solution to the statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormError {
    /// The file, as given.
    pub file: PathBuf,
    /// Its language.
    pub lang: Lang,
    /// The statement it was given for.
    pub variant: Variant,
    /// What the harness or the compiler said: the form missing and the
    /// forms accepted, or the compiler's message.
    pub said: String,
    /// The sign that the file is a whole program (what in it reads stdin),
    /// when it has one.
    pub whole_program: Option<&'static str>,
}

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: not a function-style {} solution to {}",
            self.file.display(),
            self.lang,
            self.variant
        )?;
        if let Some(sign) = self.whole_program {
            write!(
                f,
                " (it reads stdin itself, with `{sign}`: a whole program, where the harness \
                 reads the cases and calls the statement's API)"
            )?;
        }
        write!(f, ":\n{}", self.said.trim_end())
    }
}

impl std::error::Error for FormError {}

/// Checks that the `lang` file at `path` is a function-style solution to
/// `variant`: prepared in `sandbox` under `limits` (Python by `python`,
/// when not `python3`) and run on no cases; an error when the toolchain is
/// missing or the work cannot be done.
pub fn check(
    path: &Path,
    lang: Lang,
    python: Option<OsString>,
    variant: Variant,
    limits: Limits,
    sandbox: Sandbox,
) -> Result<Result<(), FormError>> {
    let solution = Solution::Source {
        path: path.to_path_buf(),
        lang,
        python,
        cache: crate::solution::default_cache_dir(),
    };
    let runner = Sandboxed::new(solution, limits, sandbox)?;
    match runner.prepare(variant)? {
        Ok(_) => Ok(Ok(())),
        Err(CompileError(said)) => {
            let source = std::fs::read(path).unwrap_or_default();
            Ok(Err(FormError {
                file: path.to_path_buf(),
                lang,
                variant,
                said,
                whole_program: reads_stdin(lang, &String::from_utf8_lossy(&source)),
            }))
        }
    }
}

/// What in `source` reads stdin, as a whole program does; `None` when
/// nothing does.
pub fn reads_stdin(lang: Lang, source: &str) -> Option<&'static str> {
    let signs: &[&'static str] = match lang {
        Lang::Python => &["sys.stdin", "input("],
        Lang::Js => &["process.stdin", "readFileSync(0", "/dev/stdin"],
        Lang::Java => &["System.in"],
        Lang::Cpp => &["cin", "scanf(", "getline(", "getchar("],
    };
    signs.iter().copied().find(|sign| source.contains(sign))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_program_is_known_by_what_reads_stdin() {
        let whole = "import sys\nfor line in sys.stdin:\n    print(line)\n";
        assert_eq!(reads_stdin(Lang::Python, whole), Some("sys.stdin"));
        assert_eq!(
            reads_stdin(Lang::Cpp, "int main() { std::cin >> n; }"),
            Some("cin")
        );
        assert_eq!(
            reads_stdin(Lang::Python, "def tictactoe(moves):\n    return 'A'\n"),
            None
        );
    }

    #[test]
    fn the_error_names_the_file_and_the_forms_expected() {
        let error = FormError {
            file: "whole.py".into(),
            lang: Lang::Python,
            variant: Variant::Classic,
            said: "whole.py has no `tictactoe` function; the forms accepted:\n    def tictactoe(moves): ...\n".into(),
            whole_program: Some("sys.stdin"),
        };
        assert_eq!(
            error.to_string(),
            "whole.py: not a function-style python solution to classic (it reads stdin itself, \
             with `sys.stdin`: a whole program, where the harness reads the cases and calls the \
             statement's API):\nwhole.py has no `tictactoe` function; the forms accepted:\n    \
             def tictactoe(moves): ..."
        );
    }
}
