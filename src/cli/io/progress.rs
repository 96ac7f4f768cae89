//! The one progress line on stderr, for every command that runs long:
//! `run`'s bar (cases and MB per second, with an estimate when the input's
//! size is known), and the line of words `grade` and `hunt` keep up to
//! date (`grading: 120 cases: 118 AC, 2 WA`). It appears only when stderr
//! is a terminal, only once a run has lasted a moment, and never with
//! `--quiet`; messages printed meanwhile are written around it, not
//! through it, and it is gone at the end.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before it gets a bar.
const DELAY: Duration = Duration::from_millis(500);

/// Progress of a run, shown or not.
pub(crate) struct Progress {
    enabled: bool,
    started: Instant,
    /// What is shown: a bar over bytes read, or a line of words.
    shape: Shows,
    bar: Option<ProgressBar>,
}

/// What a progress line shows.
#[derive(Clone, Copy)]
enum Shows {
    /// Bytes read, of a total when it is known.
    Bytes(Option<u64>),
    /// The command's own words.
    Words,
}

impl Progress {
    /// Progress for a run over `total_bytes` of input (when known); shown
    /// only if `wanted` and stderr is a terminal.
    pub(crate) fn new(wanted: bool, total_bytes: Option<u64>) -> Progress {
        Progress {
            enabled: wanted && std::io::stderr().is_terminal(),
            started: Instant::now(),
            shape: Shows::Bytes(total_bytes),
            bar: None,
        }
    }

    /// A line of words (see [`Progress::say`]), shown only on a terminal.
    pub(crate) fn words() -> Progress {
        Progress {
            shape: Shows::Words,
            ..Progress::new(true, None)
        }
    }

    /// Shows `words` on the line: made only when it is shown.
    pub(crate) fn say(&mut self, words: impl FnOnce() -> String) {
        if let Some(bar) = self.bar() {
            bar.set_message(words());
        }
    }

    /// The bar, made once the run has lasted a moment; `None` while it is
    /// not shown.
    fn bar(&mut self) -> Option<&ProgressBar> {
        if !self.enabled {
            return None;
        }
        if self.bar.is_none() && self.started.elapsed() >= DELAY {
            self.bar = Some(self.make_bar());
        }
        self.bar.as_ref()
    }

    /// Records that `cases` cases and `bytes` bytes have been read in all.
    pub(crate) fn update(&mut self, cases: usize, bytes: u64) {
        let per_second = cases as f64 / self.started.elapsed().as_secs_f64();
        if let Some(bar) = self.bar() {
            bar.set_position(bytes);
            bar.set_message(format!("{cases} cases ({per_second:.0} cases/s)"));
        }
    }

    /// Runs `print` with the bar out of the way.
    pub(crate) fn suspend<T>(&self, print: impl FnOnce() -> T) -> T {
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }

    /// Removes the bar at the end of the run.
    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }

    fn make_bar(&self) -> ProgressBar {
        let (bar, template) = match self.shape {
            Shows::Words => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                "{msg}",
            ),
            Shows::Bytes(Some(total)) => (
                ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
                "{msg} {bytes}/{total_bytes} ({bytes_per_sec}, {eta} left) [{wide_bar}]",
            ),
            Shows::Bytes(None) => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                "{spinner} {msg} {bytes} ({bytes_per_sec}) [{elapsed}]",
            ),
        };
        let style = ProgressStyle::with_template(template)
            .expect("the template is valid")
            .progress_chars("=> ");
        bar.set_style(style);
        bar
    }
}
