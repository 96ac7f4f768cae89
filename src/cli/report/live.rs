//! The live line on a terminal while `grade` runs: cases done and the
//! verdicts so far.

use std::io::{self, Write};

use ttt_judge::Verdict;

use super::Tally;

/// The live line, shown or not.
pub(crate) struct Live {
    shown: bool,
    done: Tally,
}

impl Live {
    /// A live line, shown when `shown`.
    pub(crate) fn new(shown: bool) -> Live {
        Live {
            shown,
            done: Tally::default(),
        }
    }

    /// Notes verdicts given.
    pub(crate) fn add(&mut self, verdicts: impl IntoIterator<Item = Verdict>) {
        if !self.shown {
            return;
        }
        verdicts.into_iter().for_each(|v| self.done.add(v));
        let mut err = io::stderr().lock();
        let done = self.done.cases();
        let _ = write!(err, "\r\x1b[2Kgrading: {done} cases: {}", self.done);
        let _ = err.flush();
    }

    /// Clears the line.
    pub(crate) fn finish(&mut self) {
        if self.shown && self.done.cases() > 0 {
            let _ = write!(io::stderr().lock(), "\r\x1b[2K");
        }
    }
}
