//! What makes several cases' failures one: the same verdict, and the same
//! message once the parts that differ from case to case are left out. A
//! report gives each cause once in full and refers to it from the other
//! cases that share it.
//!
//! A compile error is one cause for every case (the whole message is the
//! same); a crash is its exit status or signal and the last line of its
//! stderr (a Python `ImportError` is one cause, whatever line of the
//! traceback it came from); a limit is the limit, whatever the times. A
//! wrong answer is its case's own: the first difference names the case's
//! call or move, so no two are folded.

use ttt_judge::Verdict;

/// A failure's cause: what folds cases together, and a one-line text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cause {
    /// What two cases of one cause share.
    key: (Verdict, String),
    /// The cause in one line: `exit status 1: ImportError: No module named
    /// 'numpy'`.
    pub short: String,
}

impl Cause {
    /// The cause of a failure with `verdict` and `message`; `None` for an
    /// accepted case and for a wrong answer, each of which is its own.
    pub fn of(verdict: Verdict, message: Option<&str>) -> Option<Cause> {
        let message = message.unwrap_or_default();
        let short = match verdict {
            Verdict::Accepted | Verdict::WrongAnswer => return None,
            Verdict::CompileError => {
                let key = (verdict, message.to_string());
                return Some(Cause {
                    key,
                    short: compiler_line(message),
                });
            }
            Verdict::TimeLimit
            | Verdict::MemoryLimit
            | Verdict::OutputLimit
            | Verdict::RuntimeError
            | Verdict::Presentation => crash_line(message),
        };
        let key = match verdict {
            // The times in a TLE's message are the case's own.
            Verdict::TimeLimit => (verdict, without_numbers(&short)),
            _ => (verdict, short.clone()),
        };
        Some(Cause { key, short })
    }

    /// True when `self` and `other` are one cause.
    pub fn same(&self, other: &Cause) -> bool {
        self.key == other.key
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

/// A run's message in one line: what happened (the first line, up to
/// `; stderr ends:`), and the last line of the stderr quoted after it.
fn crash_line(message: &str) -> String {
    let (what, stderr) = match message.split_once("; stderr ends:") {
        Some((what, stderr)) => (what, Some(stderr)),
        None => (message.lines().next().unwrap_or_default(), None),
    };
    let last = stderr.and_then(telling_line);
    match last {
        Some(last) => format!("{what}: {last}"),
        None => what.to_string(),
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

/// `text` with every run of digits (and the points between them) as `N`.
fn without_numbers(text: &str) -> String {
    let mut out = String::new();
    let mut in_number = false;
    for c in text.chars() {
        let digit = c.is_ascii_digit() || (in_number && c == '.');
        if digit && !in_number {
            out.push('N');
        }
        if !digit {
            out.push(c);
        }
        in_number = digit;
    }
    out
}

/// The causes a report has given in full, each with the case it was
/// given for, so that later cases of one cause refer to it.
#[derive(Default)]
pub struct Said(Vec<(Cause, usize)>);

impl Said {
    /// The case `cause` was given in full for, if it was; otherwise it is
    /// noted as given for `case`, and `None`.
    pub fn before(&mut self, cause: &Cause, case: usize) -> Option<usize> {
        match self.0.iter().find(|(c, _)| c.same(cause)) {
            Some((_, first)) => Some(*first),
            None => {
                self.0.push((cause.clone(), case));
                None
            }
        }
    }
}

/// Case numbers as ranges: `1–3, 5, 7–9`.
pub fn ranges(cases: &[usize]) -> String {
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
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crash_is_its_exit_and_the_last_line_of_its_stderr() {
        let one = "exit status 1; stderr ends:\nTraceback (most recent call last):\n  File \"h.py\", line 3\nImportError: no tictactoe\n";
        let cause = Cause::of(Verdict::RuntimeError, Some(one)).expect("a cause");
        assert_eq!(cause.short, "exit status 1: ImportError: no tictactoe");
        let other = one.replace("line 3", "line 9");
        let same = Cause::of(Verdict::RuntimeError, Some(&other)).expect("a cause");
        assert!(cause.same(&same));
        let exit2 = one.replace("status 1", "status 2");
        let not = Cause::of(Verdict::RuntimeError, Some(&exit2)).expect("a cause");
        assert!(!cause.same(&not));
    }

    #[test]
    fn a_crash_is_told_by_its_error_line_not_a_banner_or_a_frame() {
        let node = "exit status 1; stderr ends:\n  ^\n\nError: Cannot find module 'x'\n    at Module._load (node:internal)\n  code: 'MODULE_NOT_FOUND'\n}\n\nNode.js v20.20.2\n";
        let cause = Cause::of(Verdict::RuntimeError, Some(node)).expect("a cause");
        assert_eq!(cause.short, "exit status 1: Error: Cannot find module 'x'");
        let java = "exit status 1; stderr ends:\nCaused by: java.lang.IllegalStateException: no\n\tat Solution.<clinit>(Solution.java:3)\n\t... 5 more\n";
        let cause = Cause::of(Verdict::RuntimeError, Some(java)).expect("a cause");
        assert_eq!(
            cause.short,
            "exit status 1: Caused by: java.lang.IllegalStateException: no"
        );
        let cpp = "killed by signal 6 (SIGABRT); stderr ends:\nterminate called after throwing an instance of 'std::runtime_error'\n  what():  boom\n";
        let cause = Cause::of(Verdict::RuntimeError, Some(cpp)).expect("a cause");
        assert_eq!(cause.short, "killed by signal 6 (SIGABRT): what():  boom");
    }

    #[test]
    fn a_time_limit_is_one_cause_whatever_the_times() {
        let at = |s: &str| {
            Cause::of(
                Verdict::TimeLimit,
                Some(&format!("no answer within 2 s ({s} s of CPU time used)")),
            )
            .expect("a cause")
        };
        assert!(at("1.52").same(&at("0.03")));
        assert_eq!(
            at("1.52").short,
            "no answer within 2 s (1.52 s of CPU time used)"
        );
    }

    #[test]
    fn a_compile_error_is_one_cause_and_wrong_answers_are_their_own() {
        let message =
            "In file included from harness.cpp:28:\nsolution.cpp:5:69: error: could not convert\n";
        let cause = Cause::of(Verdict::CompileError, Some(message)).expect("a cause");
        assert_eq!(cause.short, "solution.cpp:5:69: error: could not convert");
        assert_eq!(Cause::of(Verdict::WrongAnswer, Some("move 2: …")), None);
        assert_eq!(Cause::of(Verdict::Accepted, None), None);
    }

    #[test]
    fn case_numbers_are_written_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8, 9]), "1–3, 5, 7–9");
        assert_eq!(ranges(&[4]), "4");
    }
}
