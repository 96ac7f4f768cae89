//! testlib's command lines, read as testlib.h reads them.
//!
//! A checker (`registerTestlibCmd`) takes `--testset NAME` and `--group
//! NAME` anywhere, each with the word after it, and then exactly `INPUT
//! OUTPUT ANSWER [RESULT [-appes]]`: fewer than three files, more than
//! five, or a fifth that is not `-appes` (or `-APPES`) is a failure, exit
//! 3. online-judge-tools calls a checker with two files, `INPUT OUTPUT`,
//! when it has no expected output: that call is judged against the
//! judge's own result.
//!
//! A validator (`registerValidation`) takes `--testset`, `--group`,
//! `--testOverviewLogFileName`, `--testMarkupFileName`, `--testCase` and
//! `--testCaseFileName`, each with a value, anywhere; it reads its input
//! on stdin, and ignores every other word, an unknown flag too, as
//! testlib does.

use std::ffi::OsStr;
use std::fmt;
use std::path::{Path, PathBuf};

/// A checker's files, as testlib reads them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CheckerCall {
    /// The case or cases.
    pub(crate) input: PathBuf,
    /// The contestant's output.
    pub(crate) output: PathBuf,
    /// The test data's answer; `None` in online-judge-tools' two-file call.
    pub(crate) answer: Option<PathBuf>,
    /// Where the result is written.
    pub(crate) result: Option<PathBuf>,
    /// Whether `-appes` asks for the result in testlib's XML.
    pub(crate) appes: bool,
}

/// A command line testlib refuses: what is wrong, said once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Usage(pub(crate) String);

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The usage testlib's checker states.
pub(crate) const CHECKER_USAGE: &str = "[--testset testset] [--group group] <input-file> \
     <output-file> <answer-file> [<report-file> [<-appes>]]";

/// The flags a testlib checker takes, each with the word after it.
pub(crate) const CHECKER_FLAGS: &[&str] = &["--testset", "--group"];

/// The checker's files among `words` (the command line after
/// ttt-judge's own flags), with `--testset` and `--group` and their
/// values taken out wherever they are.
pub(crate) fn checker_call(words: &[PathBuf]) -> Result<CheckerCall, Usage> {
    let mut files = Vec::with_capacity(words.len());
    let mut rest = words.iter();
    while let Some(word) = rest.next() {
        match CHECKER_FLAGS.iter().find(|flag| word.as_os_str() == **flag) {
            Some(flag) => flag_value(flag, rest.next().map(|v| v.as_os_str()))?,
            None => files.push(word.clone()),
        }
    }
    match files.as_slice() {
        [input, output] => Ok(call(input, output, None, None, false)),
        [input, output, answer] => Ok(call(input, output, Some(answer), None, false)),
        [input, output, answer, result] => {
            Ok(call(input, output, Some(answer), Some(result), false))
        }
        [input, output, answer, result, appes] if is_appes(appes.as_os_str()) => {
            Ok(call(input, output, Some(answer), Some(result), true))
        }
        [_, _, _, _, sixth] => Err(Usage(format!(
            "the argument after <report-file> is {}, not -appes: expected {CHECKER_USAGE}",
            sixth.display()
        ))),
        _ => Err(Usage(format!(
            "expected {CHECKER_USAGE} (or online-judge-tools' <input-file> <output-file>), \
             found {}",
            match files.len() {
                1 => "1 file".to_string(),
                n => format!("{n} files"),
            }
        ))),
    }
}

/// The checker's files, by role.
fn call(
    input: &Path,
    output: &Path,
    answer: Option<&PathBuf>,
    result: Option<&PathBuf>,
    appes: bool,
) -> CheckerCall {
    CheckerCall {
        input: input.to_path_buf(),
        output: output.to_path_buf(),
        answer: answer.cloned(),
        result: result.cloned(),
        appes,
    }
}

/// Checks the value testlib takes after `flag`: there must be one, and
/// `--testset`'s may not be empty.
pub(crate) fn flag_value(flag: &str, value: Option<&OsStr>) -> Result<(), Usage> {
    match value {
        None => Err(Usage(format!("expected a value after {flag}"))),
        Some(value) if value.is_empty() && flag == "--testset" => Err(Usage(
            "expected a non-empty testset after --testset".to_string(),
        )),
        Some(_) => Ok(()),
    }
}

/// testlib's `-appes` (or `-APPES`) after RESULT: the result file in
/// the XML form that PCMS2 and ejudge read.
fn is_appes(word: &OsStr) -> bool {
    word == "-appes" || word == "-APPES"
}

/// The least and the most `--testCase` testlib takes.
pub(crate) const TEST_CASES: (u32, u32) = (1, 1_073_741_822);

/// The command, `check` or `validate`, that `args` (a whole command
/// line) calls as a testlib program (`--protocol testlib` or
/// `--protocol=testlib` before any `--`), if it does: a command line clap
/// refuses is then testlib's failure, exit 3.
pub(crate) fn testlib_command(args: &[std::ffi::OsString]) -> Option<&'static str> {
    let at = args.iter().position(|w| w == "check" || w == "validate")?;
    let words = &args[at + 1..];
    let end = words.iter().position(|w| w == "--").unwrap_or(words.len());
    let words = &words[..end];
    let testlib = words.iter().enumerate().any(|(i, word)| {
        word == "--protocol=testlib"
            || (word == "--protocol" && words.get(i + 1).is_some_and(|w| w == "testlib"))
    });
    let command = if args[at] == "check" {
        "check"
    } else {
        "validate"
    };
    testlib.then_some(command)
}

/// Whether `args` calls `check` or `validate` as a testlib program.
pub(crate) fn called_as_testlib(args: &[std::ffi::OsString]) -> bool {
    testlib_command(args).is_some()
}

/// `args` without the flag `unknown` (alone, or as `FLAG=VALUE`), which
/// a testlib validator ignores as `registerValidation` ignores every
/// word it does not know; `None` when `args` is not such a call or does
/// not hold the flag.
pub(crate) fn without_unknown_validator_flag(
    args: &[std::ffi::OsString],
    unknown: &str,
) -> Option<Vec<std::ffi::OsString>> {
    if testlib_command(args) != Some("validate") || !unknown.starts_with('-') {
        return None;
    }
    let with_value = format!("{unknown}=");
    let kept: Vec<std::ffi::OsString> = args
        .iter()
        .filter(|word| *word != unknown && !word.to_string_lossy().starts_with(with_value.as_str()))
        .cloned()
        .collect();
    (kept.len() < args.len()).then_some(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<PathBuf> {
        line.split(' ').map(PathBuf::from).collect()
    }

    type Shown = (String, String, Option<String>, Option<String>, bool);

    fn files(line: &str) -> Result<Shown, Usage> {
        let shown = |p: &PathBuf| p.display().to_string();
        checker_call(&words(line)).map(|c| {
            let answer = c.answer.as_ref().map(shown);
            let result = c.result.as_ref().map(shown);
            (shown(&c.input), shown(&c.output), answer, result, c.appes)
        })
    }

    #[test]
    fn testset_and_group_are_taken_out_anywhere() {
        let plain = files("in out ans res -appes");
        for line in [
            "--testset t --group g in out ans res -appes",
            "in --testset t out --group g ans res -appes",
            "in out ans --group g res -appes --testset t",
            "in out ans res -appes --group --testset",
        ] {
            assert_eq!(files(line), plain, "{line}");
        }
        let three = files("in out ans --group g");
        assert_eq!(
            three,
            Ok(("in".into(), "out".into(), Some("ans".into()), None, false))
        );
    }

    #[test]
    fn the_sixth_argument_must_be_appes_and_no_more_are_taken() {
        assert!(files("in out ans res -APPES").is_ok_and(|c| c.4));
        let said = files("in out ans res -x").expect_err("refused");
        assert!(
            said.0
                .starts_with("the argument after <report-file> is -x, not -appes")
        );
        assert!(files("in out ans res -appes more").is_err());
        assert!(files("in").is_err());
        assert_eq!(
            files("in out"),
            Ok(("in".into(), "out".into(), None, None, false))
        );
    }

    #[test]
    fn a_flag_needs_its_value() {
        assert_eq!(
            files("in out ans --testset"),
            Err(Usage("expected a value after --testset".into()))
        );
        let empty = vec![
            PathBuf::from("--testset"),
            PathBuf::new(),
            PathBuf::from("in"),
        ];
        assert!(checker_call(&empty).is_err_and(|u| u.0.contains("non-empty")));
    }

    #[test]
    fn a_validator_s_unknown_flag_is_taken_out_alone_or_with_its_value() {
        let args =
            |line: &str| -> Vec<std::ffi::OsString> { line.split(' ').map(Into::into).collect() };
        assert_eq!(
            without_unknown_validator_flag(
                &args("ttt-judge validate --protocol testlib --x=1 --x y"),
                "--x"
            ),
            Some(args("ttt-judge validate --protocol testlib y"))
        );
        for line in [
            "ttt-judge validate --x",
            "ttt-judge check --protocol testlib --x a b c",
        ] {
            assert_eq!(
                without_unknown_validator_flag(&args(line), "--x"),
                None,
                "{line}"
            );
        }
        assert_eq!(
            without_unknown_validator_flag(&args("ttt-judge validate --protocol testlib"), "--x"),
            None,
            "nothing to take out"
        );
    }

    #[test]
    fn a_testlib_call_is_told_by_its_protocol() {
        let line = |s: &str| s.split(' ').map(Into::into).collect::<Vec<_>>();
        assert!(called_as_testlib(&line(
            "ttt-judge check --protocol testlib a"
        )));
        assert!(called_as_testlib(&line(
            "ttt-judge validate --protocol=testlib"
        )));
        assert!(!called_as_testlib(&line(
            "ttt-judge check --protocol kattis"
        )));
        assert!(!called_as_testlib(&line(
            "ttt-judge run --protocol testlib"
        )));
        assert!(!called_as_testlib(&line(
            "ttt-judge check -- --protocol testlib"
        )));
    }
}
