//! Source-file solutions: the harnesses that wrap a file written against a
//! statement's own API, and the toolchain step that turns the file into a
//! command speaking the judge's format (`grade`, `hunt`).
//!
//! A harness reads the cases on stdin as JSON Lines in the named form,
//! calls the solution once per case (a fresh object for `multi`), and
//! writes each answer as one flushed line in the judge's output format on
//! the original stdout, which it keeps for the answers alone: the
//! solution's own stdout goes to stderr, after a `--- case N ---` line that
//! marks each case. An exception in the solution ends the process with a
//! non-zero status and its message on stderr; given [`GO_ON`], as a batch
//! is, the harness prints instead what the exception would have printed
//! as it ended the process, asks for a snapshot of its stderr, and goes on
//! with the next case, writing a line in place of the answer (both lines
//! start with [`TO_JUDGE`]; `trial::raised` reads them).
//!
//! A harness accepts each natural form of the statement's API in its
//! language (the statement's function or class, LeetCode's `class
//! Solution`, ...). When the solution has none, the C++ harness does not
//! compile, and the others end with [`NO_ENTRY_STATUS`] before reading a
//! case, saying which forms they accept: [`missing_entry`] reads that from
//! a run on no cases, so that grading gives one verdict instead of a
//! failure per case.

mod by_hand;
mod cache;
mod committed;
mod join;
mod lang;
mod names;
mod prepare;
mod toolchain;

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs;
use std::io;
use std::path::Path;

use ttt_judge::Variant;
use ttt_sandbox::Sandbox;

pub use by_hand::{harness_lang, wrapped};
pub use cache::{CACHE_ENV, default_dir as default_cache_dir};
pub use join::{JAVA_MAIN_CLASS, JoinError, join, joined_file_name};
pub use lang::Lang;
pub use names::OwnNames;

/// Builds [`HARNESSES`]: one row per stem, one entry per extension.
macro_rules! harnesses {
    ([$($stem:literal),*] $exts:tt) => {
        [$(harnesses!(@stem $stem $exts)),*]
    };
    (@stem $stem:literal [$($ext:literal),*]) => {
        [$((
            $stem,
            $ext,
            concat!(
                include_str!(concat!("../../harness/header/", $stem, ".", $ext)),
                include_str!(concat!("../../harness/common.", $ext)),
                include_str!(concat!("../../harness/", $stem, ".", $ext)),
            ),
            include_str!(concat!("../../harness/header/", $stem, ".", $ext)).len(),
        )),*]
    };
}

/// Every harness, joined from its variant's header comment (how to run it
/// by hand), its language's shared part (`harness/common.*`) and its
/// variant's own part: (variant's harness stem, extension, text, length of
/// the header comment at its start), for the
/// stems the variants name ([`Variant::harness_stem`]).
/// Its size makes a new variant or language without a harness a compile
/// error.
static HARNESSES: [[(&str, &str, &str, usize); Lang::ALL.len()]; Variant::COUNT] = harnesses!(
    ["multi", "fullline", "classic"]
    ["py", "js", "java", "cpp"]
);

/// The harness that wraps a `lang` solution to a `variant` statement: one
/// self-contained file.
pub fn harness_source(lang: Lang, variant: Variant) -> &'static str {
    harness_row(lang, variant).2
}

/// The harness split in two: its header comment (how to run it by hand)
/// and its code.
pub(crate) fn harness_parts(lang: Lang, variant: Variant) -> (&'static str, &'static str) {
    let (_, _, text, header) = harness_row(lang, variant);
    text.split_at(*header)
}

/// The table's row for a harness.
fn harness_row(
    lang: Lang,
    variant: Variant,
) -> &'static (&'static str, &'static str, &'static str, usize) {
    let (stem, ext) = (variant.harness_stem(), lang.extension());
    HARNESSES
        .iter()
        .flatten()
        .find(|(s, e, _, _)| *s == stem && *e == ext)
        .expect("every variant has a harness in every language (a test checks it)")
}

/// The exit status of a harness that finds none of the forms it accepts
/// in the solution, before it reads a case.
pub const NO_ENTRY_STATUS: i32 = 86;

/// The argument that tells a harness to go on after an exception the
/// solution throws on a case.
pub const GO_ON: &str = "--go-on";

/// The start of the lines with which a harness told [`GO_ON`] speaks to
/// the judge: on stderr, `loaded` once the solution is loaded and `raised
/// K` after what an exception on its K-th case printed, each asking for a
/// snapshot of stderr; on stdout, in place of that case's answer, `raised
/// exit N` or `raised signal N` (how the exception would have ended the
/// process) or `raised` (the harness cannot say: the case runs alone).
/// An answer is JSON, which never starts with a control character.
pub const TO_JUDGE: &[u8] = b"\x1ettt-judge ";

/// Whether a `lang` harness finds the solution's entry point only when it
/// runs (Python, JavaScript, and Java, which finds it by reflection); the
/// C++ harness does not compile without one.
pub fn finds_entry_when_run(lang: Lang) -> bool {
    match lang {
        Lang::Python | Lang::Js | Lang::Java => true,
        Lang::Cpp => false,
    }
}

/// What a harness run on no cases says when the solution has none of the
/// accepted forms: its message (the forms accepted), from its exit status
/// and the end of its stderr; `None` when it found one.
pub fn missing_entry(exit_status: Option<i32>, stderr: &str) -> Option<String> {
    if exit_status != Some(NO_ENTRY_STATUS) {
        return None;
    }
    let start = stderr.rfind("the solution has ").or_else(|| {
        ["solution.py has ", "solution.js has "]
            .iter()
            .filter_map(|marker| stderr.rfind(marker))
            .max()
    })?;
    Some(stderr[start..].trim_end().to_string())
}

/// A prepared solution: the command that answers every case of a batch,
/// reading them on stdin. Its paths are absolute, so it runs from any
/// working directory, as long as the work directory lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prepared {
    /// The program to start, as a full path.
    pub program: OsString,
    /// Its arguments; full paths into the work directory.
    pub args: Vec<OsString>,
    /// How its messages are put in the names the solution's author knows.
    pub names: OwnNames,
}

/// Why a solution could not be prepared.
#[derive(Debug)]
pub enum PrepareError {
    /// The solution does not compile (or, in Python and JavaScript, does
    /// not parse): the compiler's message. Verdict `CE`.
    Compile(String),
    /// A program the language needs is missing or does not run, so
    /// grading cannot be done.
    Toolchain(String),
    /// The source could not be read or the work directory written.
    Io(io::Error),
}

impl fmt::Display for PrepareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrepareError::Compile(message) => {
                write!(f, "the solution does not compile:\n{}", message.trim_end())
            }
            PrepareError::Toolchain(message) => f.write_str(message),
            PrepareError::Io(e) => write!(f, "cannot prepare the solution: {e}"),
        }
    }
}

impl std::error::Error for PrepareError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PrepareError::Io(e) => Some(e),
            _ => None,
        }
    }
}

impl From<io::Error> for PrepareError {
    fn from(e: io::Error) -> PrepareError {
        PrepareError::Io(e)
    }
}

/// How a solution is made ready to run, and run.
#[derive(Clone, Copy, Debug)]
pub struct Toolchain<'a> {
    /// The memory limit the solution will run under, in MB (0: none); the
    /// JVM's heap and V8's old space are sized to fit inside it.
    pub memory_mb: u64,
    /// The interpreter of a Python solution, when not `python3`: a name
    /// found on `PATH` (`pypy3`) or a path.
    pub python: Option<&'a OsStr>,
    /// Where the toolchain runs, under limits of its own.
    pub sandbox: &'a Sandbox,
    /// The folder compiled solutions are kept in between runs (C++ and
    /// Java), or `None` to compile every time.
    pub cache: Option<&'a Path>,
}

/// What wraps a source file into a program: the harness's text, the
/// class a Java source without a public class is taken to declare, and
/// the names of the statement's API (for a C++ source that has none).
#[derive(Clone, Copy, Debug)]
pub struct Wrapper<'a> {
    /// The harness: one self-contained file in the source's language, which
    /// loads `solution.*` beside it (`#include "solution.cpp"` in C++, the
    /// class `TttJudgeMain` in Java, and `--check` in JavaScript).
    pub harness: &'a str,
    /// The Java class name used when the source declares no public class.
    pub java_class: &'a str,
    /// The API's names, by which a C++ source missing its entry point is
    /// told the one it meant.
    pub api_names: &'a [&'a str],
}

/// Makes the `lang` solution in `source`, written against the `variant`
/// statement's API, ready to run: copies it and its harness into `work`
/// (a directory the caller made and deletes), compiles them where the
/// language needs it, once, with `toolchain`, and returns the command
/// that runs them.
pub fn prepare(
    source: &Path,
    lang: Lang,
    variant: Variant,
    work: &Path,
    toolchain: &Toolchain<'_>,
) -> Result<Prepared, PrepareError> {
    let wrapper = Wrapper {
        harness: harness_source(lang, variant),
        java_class: match variant {
            Variant::Multi => "TicTacToe",
            Variant::FullLine | Variant::Classic => "Solution",
        },
        api_names: variant.api_names(),
    };
    prepare_wrapped(source, lang, &wrapper, work, toolchain)
}

/// [`prepare`] with a harness of the caller's (a bot's, for the arena).
pub fn prepare_wrapped(
    source: &Path,
    lang: Lang,
    wrapper: &Wrapper<'_>,
    work: &Path,
    toolchain: &Toolchain<'_>,
) -> Result<Prepared, PrepareError> {
    let (memory_mb, sandbox) = (toolchain.memory_mb, toolchain.sandbox);
    let text = fs::read(source).map_err(|e| context(e, "cannot read", source))?;
    let work = work
        .canonicalize()
        .map_err(|e| context(e, "cannot use the work directory", work))?;
    let files = prepare::Files::of(lang, wrapper.java_class, &text);
    let (text, marked) = committed::submitted(lang, &text);
    write(&work.join(&files.solution), &text)?;
    write(&work.join(&files.harness), wrapper.harness.as_bytes())?;
    let names = OwnNames::new(&work, &files.solution, &files.harness, source);
    let prepared = match lang {
        Lang::Python => prepare::python(sandbox, &work, toolchain.python),
        Lang::Js => prepare::js(sandbox, &work, memory_mb),
        Lang::Java => prepare::java(sandbox, &work, &files, memory_mb, toolchain.cache),
        Lang::Cpp => prepare::cpp(sandbox, &work, toolchain.cache),
    };
    match prepared {
        Ok((program, args)) => Ok(Prepared {
            program,
            args,
            names,
        }),
        Err(PrepareError::Compile(message)) => {
            let mut message = names.apply(&message);
            // The C++ harness's check that the solution has an entry point
            // fails as it compiles.
            if lang == Lang::Cpp && message.contains(": error: no `") {
                message = nearest_of(message, &text, wrapper.api_names);
            }
            if marked {
                message = format!(
                    "(the part between `@lc code=start` and `@lc code=end` was compiled, as the editor submits it)\n{message}"
                );
            }
            Err(PrepareError::Compile(message))
        }
        Err(e) => Err(e),
    }
}

/// A message that the solution has no entry point of the `variant`
/// statement's API, with the names its `source` defines that are nearest
/// to the API's (`did you mean `ticTacToe` → `tictactoe`?`), if any.
pub fn with_nearest(message: String, source: &[u8], variant: Variant) -> String {
    nearest_of(message, source, variant.api_names())
}

/// [`with_nearest`] for the API names `api`.
fn nearest_of(message: String, source: &[u8], api: &[&str]) -> String {
    let source = String::from_utf8_lossy(source);
    match names::did_you_mean(&names::nearest(&source, api)) {
        Some(line) => format!("{}\n{line}", message.trim_end()),
        None => message,
    }
}

/// Writes a file into the work directory.
fn write(path: &Path, contents: &[u8]) -> Result<(), PrepareError> {
    fs::write(path, contents).map_err(|e| context(e, "cannot write", path).into())
}

/// An I/O error that says what was being done, and to which path.
fn context(e: io::Error, doing: &str, path: &Path) -> io::Error {
    io::Error::new(e.kind(), format!("{doing} {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_entry_is_read_from_the_status_and_the_message() {
        let said = "noise\nsolution.py has no `tictactoe` function; the forms accepted:\n    def tictactoe(moves)\n";
        assert_eq!(
            missing_entry(Some(NO_ENTRY_STATUS), said).as_deref(),
            Some(
                "solution.py has no `tictactoe` function; the forms accepted:\n    def tictactoe(moves)"
            )
        );
        assert_eq!(missing_entry(Some(1), said), None);
        assert_eq!(
            missing_entry(Some(NO_ENTRY_STATUS), "exit(86) by hand"),
            None
        );
        assert_eq!(missing_entry(None, said), None);
    }

    /// The table holds a harness for each variant in each language, and
    /// for no stem a variant does not name.
    #[test]
    fn every_variant_has_a_harness_in_every_language() {
        for variant in Variant::ALL {
            for lang in Lang::ALL {
                assert!(!harness_source(lang, variant).is_empty());
            }
        }
        let stems = Variant::ALL.map(Variant::harness_stem);
        assert!(
            HARNESSES
                .iter()
                .flatten()
                .all(|(s, _, _, _)| stems.contains(s))
        );
    }
}
