//! What makes several cases' failures one: the same verdict and the same
//! cause, once the parts that differ from case to case are left out. A
//! report gives each cause once in full and refers to it from the other
//! cases that share it.
//!
//! A compile error is one cause for every case (the whole message is the
//! same); a crash is its exit status or signal and the telling line of its
//! stderr (a Python `ImportError` is one cause, whatever line of the
//! traceback it came from); a limit is the limit, whatever the times. A
//! wrong answer is folded by its kind: the same expected and found, each as
//! its kind (`WIN` for `"WIN:X"`), at the same kind of call or move
//! (`Pending expected, Draw found`), wherever its case has it; an answer
//! too long for its case, or output after the last answer, is its case's
//! own.

use ttt_grading::trial::{Cause, Ending, Graded};
use ttt_judge::Verdict;

/// A failure's fold: what folds cases together, and a one-line text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fold {
    /// What two cases of one cause share.
    key: (Verdict, Cause),
    /// The cause in one line: `exit status 1: ImportError: No module named
    /// 'numpy'`.
    pub(super) short: String,
}

impl Fold {
    /// The fold of case `graded`; `None` for an accepted case and for a
    /// wrong answer, each of which is its own.
    pub(super) fn of(graded: &Graded) -> Option<Fold> {
        let verdict = graded.verdict;
        let cause = graded.cause.as_ref()?;
        let own = match verdict {
            Verdict::Accepted => return None,
            Verdict::WrongAnswer => true,
            Verdict::Presentation
            | Verdict::TimeLimit
            | Verdict::MemoryLimit
            | Verdict::OutputLimit
            | Verdict::RuntimeError
            | Verdict::CompileError => false,
        };
        let (key, short) = match cause {
            // A wrong entry is folded by its kind: the same expected and
            // found at the same kind of call, wherever the case has it.
            Cause::Differs {
                kind: Some(kind), ..
            } => {
                let key = Cause::Differs {
                    entry: None,
                    kind: Some(kind.clone()),
                    sentence: String::new(),
                };
                (key, kind.to_string())
            }
            // Any other wrong answer (one too long, output after the last)
            // is its case's own.
            _ if own => return None,
            Cause::Compile(output) => (cause.clone(), compiler_line(output)),
            Cause::AsItLoads(ending) => (Cause::AsItLoads(shared(ending)), crash_line(cause)),
            Cause::Ended(ending) => (Cause::Ended(shared(ending)), crash_line(cause)),
            Cause::AfterAnswer(ending) => (Cause::AfterAnswer(shared(ending)), crash_line(cause)),
            Cause::Differs { .. } | Cause::Long { .. } | Cause::ExtraOutput { .. } => {
                (cause.clone(), cause.headline())
            }
        };
        Some(Fold {
            key: (verdict, key),
            short,
        })
    }

    /// True when `self` and `other` are one cause.
    pub(super) fn same(&self, other: &Fold) -> bool {
        self.key == other.key
    }
}

/// What of a run's end cases of one cause share: the limit without the
/// times used, and the telling line of the stderr for the rest.
fn shared(ending: &Ending) -> Ending {
    let how = ending.how.unmeasured();
    let stderr = match how.is_limit() {
        true => String::new(),
        false => telling_line(&ending.stderr).unwrap_or_default().to_string(),
    };
    Ending {
        how,
        stderr,
        ..ending.clone()
    }
}

/// A compiler's message in one line: its first line that says `error`, or
/// else its first line.
fn compiler_line(message: &str) -> String {
    let lines = || message.lines().map(str::trim).filter(|l| !l.is_empty());
    lines()
        .find(|l| l.contains("error"))
        .or_else(|| lines().next())
        .unwrap_or_default()
        .to_string()
}

/// A run's end in one line: what happened, and the telling line of its
/// stderr after it when a limit did not stop it.
fn crash_line(cause: &Cause) -> String {
    let headline = cause.headline();
    let told = cause
        .ending()
        .filter(|ending| !ending.how.is_limit())
        .and_then(|ending| telling_line(&ending.stderr));
    match told {
        Some(line) => format!("{headline}: {line}"),
        None => headline,
    }
}

/// The line of a stderr that says what went wrong: the last that names an
/// error or an exception and is not a stack frame (Node.js ends with its
/// version, Java with `... 5 more`), or else the last that is not empty.
fn telling_line(stderr: &str) -> Option<&str> {
    let lines = || stderr.lines().map(str::trim).filter(|l| !l.is_empty());
    let frame = |l: &str| l.starts_with("at ") || l.starts_with("File \"");
    lines()
        .rfind(|l| !frame(l) && (l.contains("Error") || l.contains("Exception")))
        .or_else(|| lines().next_back())
}

/// The causes a report has given in full, each with the case it was
/// given for, so that later cases of one cause refer to it.
#[derive(Default)]
pub(super) struct Said(Vec<(Fold, usize)>);

impl Said {
    /// The case `cause` was given in full for, if it was; otherwise it is
    /// noted as given for `case`, and `None`.
    pub(super) fn before(&mut self, cause: &Fold, case: usize) -> Option<usize> {
        match self.0.iter().find(|(c, _)| c.same(cause)) {
            Some((_, first)) => Some(*first),
            None => {
                self.0.push((cause.clone(), case));
                None
            }
        }
    }
}

/// Case numbers as ranges, at most `most` of them: `1–3, 5, 7–9`, or
/// `1–3, 5, … (40 in all)` when there are more.
pub(super) fn ranges(cases: &[usize], most: usize) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < cases.len() {
        let mut j = i;
        while j + 1 < cases.len() && cases[j + 1] == cases[j] + 1 {
            j += 1;
        }
        parts.push(match j == i {
            true => cases[i].to_string(),
            false => format!("{}–{}", cases[i], cases[j]),
        });
        i = j + 1;
    }
    match parts.len() > most {
        true => format!("{}, … ({} in all)", parts[..most].join(", "), cases.len()),
        false => parts.join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use ttt_grading::trial::How;
    use ttt_judge::verdict::Kind;

    /// Case 1's record: `verdict` for `cause`.
    fn graded(verdict: Verdict, cause: Option<Cause>) -> Graded {
        Graded::new(1, (verdict, cause), Duration::ZERO, 0)
    }

    /// A run that ended as `how`, its stderr ending with `stderr`.
    fn ended(how: How, stderr: &str) -> Cause {
        Cause::Ended(Ending {
            how,
            stderr: stderr.to_string(),
            processes_refused: None,
            disk_full_mb: None,
        })
    }

    /// The fold of a run-time error that ended as `how`.
    fn crash(how: How, stderr: &str) -> Fold {
        Fold::of(&graded(Verdict::RuntimeError, Some(ended(how, stderr)))).expect("a fold")
    }

    #[test]
    fn a_crash_is_its_exit_and_the_last_line_of_its_stderr() {
        let one = "Traceback (most recent call last):\n  File \"h.py\", line 3\nImportError: no tictactoe\n";
        let cause = crash(How::Exit(1), one);
        assert_eq!(cause.short, "exit status 1: ImportError: no tictactoe");
        let same = crash(How::Exit(1), &one.replace("line 3", "line 9"));
        assert!(cause.same(&same));
        assert!(!cause.same(&crash(How::Exit(2), one)));
    }

    #[test]
    fn a_crash_is_told_by_its_error_line_not_a_banner_or_a_frame() {
        let node = "  ^\n\nError: Cannot find module 'x'\n    at Module._load (node:internal)\n  code: 'MODULE_NOT_FOUND'\n}\n\nNode.js v20.20.2\n";
        let cause = crash(How::Exit(1), node);
        assert_eq!(cause.short, "exit status 1: Error: Cannot find module 'x'");
        let java = "Caused by: java.lang.IllegalStateException: no\n\tat Solution.<clinit>(Solution.java:3)\n\t... 5 more\n";
        let cause = crash(How::Exit(1), java);
        assert_eq!(
            cause.short,
            "exit status 1: Caused by: java.lang.IllegalStateException: no"
        );
        let cpp = "terminate called after throwing an instance of 'std::runtime_error'\n  what():  boom\n";
        let cause = crash(How::Signal(6), cpp);
        assert_eq!(cause.short, "killed by signal 6 (SIGABRT): what():  boom");
    }

    #[test]
    fn a_time_limit_is_one_cause_whatever_the_times() {
        let at = |used: f64| {
            let how = How::WallTime {
                limit: Duration::from_secs(6),
                used: Duration::from_secs_f64(used),
            };
            Fold::of(&graded(Verdict::TimeLimit, Some(ended(how, "")))).expect("a fold")
        };
        assert!(at(1.52).same(&at(0.03)));
        assert_eq!(
            at(1.52).short,
            "no answer within 6 s of wall-clock time (1.52 s of CPU time used)"
        );
    }

    #[test]
    fn a_compile_error_is_one_cause_and_an_answer_too_long_its_own() {
        let message =
            "In file included from harness.cpp:28:\nsolution.cpp:5:69: error: could not convert\n";
        let compile = Cause::Compile(message.to_string());
        let cause = Fold::of(&graded(Verdict::CompileError, Some(compile))).expect("a fold");
        assert_eq!(cause.short, "solution.cpp:5:69: error: could not convert");
        let long = Cause::Long {
            bytes: 1 << 30,
            start: "AAAA".to_string(),
        };
        assert_eq!(Fold::of(&graded(Verdict::WrongAnswer, Some(long))), None);
        assert_eq!(Fold::of(&graded(Verdict::Accepted, None)), None);
    }

    #[test]
    fn wrong_answers_of_one_kind_fold_wherever_their_entry_is() {
        let wrong = |entry: usize, expected: &str| {
            let kind = Kind {
                at: Some("a call that wins".to_string()),
                expected: expected.to_string(),
                found: "[IN_PROGRESS, IN_PROGRESS]".to_string(),
            };
            let cause = Cause::Differs {
                entry: Some(entry),
                kind: Some(kind),
                sentence: format!("call {}: …", entry + 1),
            };
            Fold::of(&graded(Verdict::WrongAnswer, Some(cause))).expect("a fold")
        };
        assert!(wrong(4, "[WIN, WIN]").same(&wrong(8, "[WIN, WIN]")));
        assert!(!wrong(4, "[WIN, WIN]").same(&wrong(4, "[TIE, TIE]")));
        assert_eq!(
            wrong(4, "[WIN, WIN]").short,
            "at a call that wins: expected [WIN, WIN], found [IN_PROGRESS, IN_PROGRESS]"
        );
    }

    #[test]
    fn case_numbers_are_written_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8, 9], 3), "1–3, 5, 7–9");
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8, 9], 2), "1–3, 5, … (7 in all)");
        assert_eq!(ranges(&[4], 1), "4");
    }
}
