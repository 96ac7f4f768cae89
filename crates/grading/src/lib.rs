//! Grading a solution: making it runnable (`solution`), running it behind
//! a [`runner::Runner`] (the sandbox, or a fake in tests), running it on
//! cases under limits with a verdict for each (`trial`), and searching
//! for a small case it fails (`hunt`).
//!
//! The `ttt-judge` binary's `grade` and `hunt` commands are this crate
//! behind a command line: it knows nothing of arguments, terminals or
//! report formats. What it gives back is typed data: each case graded is
//! a [`trial::Graded`] record with its [`trial::Cause`], which every
//! report format reads. Unix only, as the sandbox is.

#![cfg(unix)]
#![warn(missing_docs, unreachable_pub)]

pub mod form;
pub mod hunt;
pub mod runner;
pub mod solution;
pub mod trial;

use std::ffi::OsString;
use std::path::PathBuf;

use solution::Lang;

/// What is graded.
#[derive(Clone, Debug)]
pub enum Solution {
    /// A command and its arguments, speaking the judge's format.
    Command(Vec<OsString>),
    /// A source file in a language the harnesses know.
    Source {
        /// The file.
        path: PathBuf,
        /// Its language.
        lang: Lang,
        /// The interpreter that runs a Python file (`pypy3`, a path, a name
        /// found on `PATH`), when not `python3`.
        python: Option<OsString>,
        /// The folder its compiled program is kept in between runs (C++
        /// and Java), or `None` to compile it every time.
        cache: Option<PathBuf>,
    },
}

impl Solution {
    /// The solution as its reports name it: the file as it was given, or
    /// the command's words.
    pub fn name(&self) -> String {
        match self {
            Solution::Source {
                path, python: None, ..
            } => path.display().to_string(),
            Solution::Source {
                path,
                python: Some(python),
                ..
            } => format!("{} (under {})", path.display(), python.to_string_lossy()),
            Solution::Command(words) => {
                const MOST: usize = 80;
                let words: Vec<String> = words
                    .iter()
                    .map(|w| shown_word(&w.to_string_lossy()))
                    .collect();
                let line = words.join(" ");
                match line.char_indices().nth(MOST) {
                    Some((at, _)) => format!("{}…", &line[..at]),
                    None => line,
                }
            }
        }
    }
}

/// A command's word in one line: quoted when it holds a space, a quote or
/// a control character, which is written as its escape (`\n`).
fn shown_word(word: &str) -> String {
    let plain = |c: char| !c.is_whitespace() && !c.is_control() && !"'\"\\".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_string();
    }
    let mut escaped = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            '\n' => escaped.push_str("\\n"),
            '\t' => escaped.push_str("\\t"),
            '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            c if c.is_control() => escaped.extend(c.escape_default()),
            c => escaped.push(c),
        }
    }
    format!("\"{escaped}\"")
}
