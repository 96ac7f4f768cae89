//! `ttt-judge harness`, and the harnesses it prints: every language's
//! solutions in `tests/solutions/`, prepared as `grade` prepares them and
//! run directly (no sandbox), answer exactly what `ttt-judge run` prints.

mod cases;
mod correct;
mod forms;
mod join;
mod wrong;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::thread;

use tempfile::TempDir;
use ttt_judge::Variant;

use super::{outcome, ttt_judge};
use ttt_grading::solution::{self, Lang, PrepareError, Prepared};

/// The memory limit the prepared commands are sized for.
const MEMORY_MB: u64 = 256;

/// How the tests prepare a solution: for `MEMORY_MB`, with python3, in
/// `sandbox`.
fn toolchain(sandbox: &ttt_sandbox::Sandbox) -> solution::Toolchain<'_> {
    solution::Toolchain {
        memory_mb: MEMORY_MB,
        python: None,
        sandbox,
        cache: Some(Path::new(super::COMPILED)),
    }
}

/// A solution in `tests/solutions/`.
fn solution_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
}

/// A solution written into a scratch directory.
fn scratch(name: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a scratch directory");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("the solution is written");
    (dir, path)
}

/// A prepared solution and the work directory it lives in.
struct Ready {
    prepared: Prepared,
    _work: TempDir,
}

/// Prepares `source`, or says on stderr why the language's toolchain is
/// missing and gives `None`; any other failure fails the test.
fn prepare_or_skip(source: &Path, lang: Lang, variant: Variant) -> Option<Ready> {
    let work = tempfile::tempdir().expect("a work directory");
    match solution::prepare(
        source,
        lang,
        variant,
        work.path(),
        &toolchain(&ttt_sandbox::Sandbox::new(false)),
    ) {
        Ok(prepared) => Some(Ready {
            prepared,
            _work: work,
        }),
        Err(PrepareError::Toolchain(why)) => {
            crate::skip(&format!("{lang} {variant}: {why}"));
            None
        }
        Err(e) => panic!("{}: {e}", source.display()),
    }
}

/// Runs a prepared solution on `input`, feeding stdin from a thread so
/// that neither side can block the other.
fn run_prepared(prepared: &Prepared, input: &str) -> Output {
    let mut child = std::process::Command::new(&prepared.program)
        .args(&prepared.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the prepared command starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_owned();
    // The solution may stop reading early (it crashed); that is its verdict.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("the prepared command ends");
    feeder.join().expect("the feeder does not panic");
    output
}

/// The shipped harness for `variant` in `ext`, as `ttt-judge harness`
/// prints it: the variant's header, the language's shared part and the
/// variant's own part, joined.
fn shipped_harness(variant: &str, ext: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/grading/harness");
    [
        dir.join("header").join(format!("{variant}.{ext}")),
        dir.join(format!("common.{ext}")),
        dir.join(format!("{variant}.{ext}")),
    ]
    .iter()
    .map(|file| std::fs::read_to_string(file).expect("a harness file"))
    .collect()
}

#[test]
fn harness_prints_each_harness_as_shipped() {
    for (lang, ext) in [
        ("python", "py"),
        ("js", "js"),
        ("java", "java"),
        ("cpp", "cpp"),
    ] {
        for variant in ["multi", "fullline", "classic"] {
            let shipped = shipped_harness(variant, ext);
            let (stdout, stderr, code) = outcome(ttt_judge().args(["harness", lang, variant]));
            assert_eq!((stderr.as_str(), code), ("", 0), "{lang} {variant}");
            assert_eq!(stdout, shipped, "{lang} {variant}");
            let lang = Lang::from_name(lang).expect("a known language");
            let variant: Variant = variant.parse().expect("a known variant");
            assert_eq!(stdout, solution::harness_source(lang, variant));
        }
    }
}

#[test]
fn harness_python_multi_wraps_the_statements_class() {
    let (stdout, _, code) = outcome(ttt_judge().args(["harness", "python", "multi"]));
    assert_eq!(code, 0);
    assert!(stdout.starts_with("\"\"\"ttt-judge harness, Python 3, multi (statement 000)."));
    assert!(stdout.contains("from solution import TicTacToe"));
}

#[test]
fn harness_rejects_an_unknown_language_or_variant() {
    let (_, stderr, code) = outcome(ttt_judge().args(["harness", "rust", "multi"]));
    assert_eq!(code, 2);
    assert!(
        stderr.contains("invalid value 'rust' for '<LANG>'"),
        "{stderr}"
    );
    let (_, stderr, code) = outcome(ttt_judge().args(["harness", "py", "tictactoe"]));
    assert_eq!(code, 2);
    assert!(
        stderr.contains("invalid value 'tictactoe' for '<VARIANT>'"),
        "{stderr}"
    );
}
