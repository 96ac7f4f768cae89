//! A progress bar on stderr for long runs: cases and MB per second, with an
//! estimate when the input's size is known. It appears only when stderr is a
//! terminal, only once a run has lasted a moment, and never with `--quiet`;
//! messages printed meanwhile are written around it, not through it.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before it gets a bar.
const DELAY: Duration = Duration::from_millis(500);

/// Progress of a run, shown or not.
pub(crate) struct Progress {
    enabled: bool,
    started: Instant,
    total_bytes: Option<u64>,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Progress for a run over `total_bytes` of input (when known); shown
    /// only if `wanted` and stderr is a terminal.
    pub(crate) fn new(wanted: bool, total_bytes: Option<u64>) -> Progress {
        Progress {
            enabled: wanted && std::io::stderr().is_terminal(),
            started: Instant::now(),
            total_bytes,
            bar: None,
        }
    }

    /// Records that `cases` cases and `bytes` bytes have been read in all.
    pub(crate) fn update(&mut self, cases: usize, bytes: u64) {
        if !self.enabled {
            return;
        }
        if self.bar.is_none() && self.started.elapsed() >= DELAY {
            self.bar = Some(self.make_bar());
        }
        if let Some(bar) = &self.bar {
            bar.set_position(bytes);
            bar.set_message(format!(
                "{cases} cases ({:.0} cases/s)",
                cases as f64 / self.started.elapsed().as_secs_f64()
            ));
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
        let (bar, template) = match self.total_bytes {
            Some(total) => (
                ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
                "{msg} {bytes}/{total_bytes} ({bytes_per_sec}, {eta} left) [{wide_bar}]",
            ),
            None => (
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
