//! What `ttt-judge test` prints: one short block per failing case, a line
//! per file `--bless` changed, and the summary, coloured only when asked or
//! when stdout is a terminal and `NO_COLOR` is not set.

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};

pub use crate::cli::io::color::Color;

/// Writes the report, in colour or not.
pub struct Report<W> {
    out: W,
    colour: bool,
}

const RED: Style = AnsiColor::Red.on_default().bold();
const GREEN: Style = AnsiColor::Green.on_default();

impl<W: Write> Report<W> {
    /// A report on `out`, coloured as `when` and the environment say.
    pub fn new(out: W, when: Color) -> Report<W> {
        Report {
            out,
            colour: when.enabled(),
        }
    }

    fn paint(&self, style: Style, text: &str) -> String {
        match self.colour {
            true => format!("{style}{text}{style:#}"),
            false => text.to_string(),
        }
    }

    /// `FAIL <heading>` (the file and case), then the details, indented.
    pub fn failure(&mut self, heading: &str, details: &[String]) -> io::Result<()> {
        let fail = self.paint(RED, "FAIL");
        writeln!(self.out, "{fail} {heading}")?;
        for detail in details {
            let detail = match detail.strip_prefix("expected: ") {
                Some(rest) => format!("{}{rest}", self.paint(GREEN, "expected: ")),
                None => match detail.strip_prefix("   found: ") {
                    Some(rest) => format!("{}{rest}", self.paint(RED, "   found: ")),
                    None => detail.clone(),
                },
            };
            writeln!(self.out, "  {detail}")?;
        }
        Ok(())
    }

    /// A file `--bless` wrote, and what changed in it.
    pub fn blessed(&mut self, file: &str, what: &str) -> io::Result<()> {
        let label = self.paint(GREEN, "blessed");
        writeln!(self.out, "{label} {file}: {what}")
    }

    /// A file set aside, and why: `skip <file>: <why>`.
    pub fn skipped(&mut self, file: &str, why: &str) -> io::Result<()> {
        writeln!(self.out, "skip {file}: {why}")
    }

    /// The last line: exactly `N passed, N failed` (coloured on a terminal).
    pub fn summary(&mut self, passed: usize, failed: usize) -> io::Result<()> {
        let passed = format!("{passed} passed");
        let failed_text = format!("{failed} failed");
        let failed_text = match failed {
            0 => failed_text,
            _ => self.paint(RED, &failed_text),
        };
        writeln!(self.out, "{}, {failed_text}", self.paint(GREEN, &passed))?;
        self.out.flush()
    }

    /// Flushes the report, so that messages on stderr come after it.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// `cases 2, 5 and 9`, listing at most ten numbers.
pub fn case_list(numbers: &[usize]) -> String {
    let shown: Vec<String> = numbers.iter().take(10).map(usize::to_string).collect();
    let word = if numbers.len() == 1 { "case" } else { "cases" };
    match numbers.len() {
        0 => "no case".to_string(),
        n if n > 10 => format!("{word} {} and {} more", shown.join(", "), n - 10),
        _ => format!("{word} {}", and_list(&shown)),
    }
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
