//! `validate --canonical`: the one layout of a package's test files. A
//! case is JSON and reads the same whatever its spacing, but a judge
//! system's test data is checked byte for byte (problemtools adds spaces
//! and newlines to each file and expects the input validator to refuse
//! it), so a test file holds each case on a line of its own, in the named
//! form, compact, as `ttt-judge package` writes it.

use std::fmt;
use std::io::{self, Read};
use std::sync::Arc;

use anyhow::Result;
use ttt_judge::case::{read_cases, write_case};
use ttt_judge::input::Framer;
use ttt_judge::{Case, Variant};

use super::Validation;
use crate::cli::io::Source;

/// Validates the cases of each source, read whole, and then its layout
/// (only where every case could be read: a case that cannot be read is
/// said already).
pub(super) fn each_source(
    sources: Vec<Source>,
    forced: Option<Variant>,
    tally: &mut Validation,
) -> Result<()> {
    let mut number = 0;
    for source in sources {
        let name: Arc<str> = source.name().into();
        let text = match read(&source) {
            Ok(text) => text,
            Err(e) => {
                tally.unreadable(&format!("{name}: {e}"))?;
                continue;
            }
        };
        let (mut cases, mut whole) = (Vec::new(), true);
        let mut framer = Framer::new(&text[..]);
        while let Some(record) = framer.next_record()? {
            for (place, case) in read_cases(&record, &name, number + 1, forced) {
                number = place.number;
                match tally.case(&place, case)? {
                    Some(case) => cases.push(case),
                    None => whole = false,
                }
            }
        }
        if let Some(stray) = stray(&text, &cases).filter(|_| whole) {
            tally.stray(&name, &stray)?;
        }
    }
    Ok(())
}

/// The whole text of `source`.
fn read(source: &Source) -> io::Result<Vec<u8>> {
    match source {
        Source::Stdin => {
            let mut text = Vec::new();
            io::stdin().lock().read_to_end(&mut text)?;
            Ok(text)
        }
        Source::File(path) => std::fs::read(path),
        Source::Inline(path) => std::fs::read(path).map(crate::cli::io::inline::as_cases),
    }
}

/// Where an input leaves the layout, and what it holds there.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Stray {
    /// The line, from 1.
    line: usize,
    /// The column, in bytes, from 1.
    column: usize,
    /// What the layout has there (`None`: the end of the input).
    expected: Option<u8>,
    /// What the input has there.
    found: Option<u8>,
}

impl fmt::Display for Stray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |byte: Option<u8>| match byte {
            Some(b'\n') => "a newline".to_string(),
            Some(b' ') => "a space".to_string(),
            Some(byte) => format!("`{}`", (byte as char).escape_default()),
            None => "the end of the input".to_string(),
        };
        write!(
            f,
            "line {}, column {}: expected {}, found {} (a test file holds each case \
             on a line of its own, in the named form, compact, as `ttt-judge package` \
             writes it)",
            self.line,
            self.column,
            shown(self.expected),
            shown(self.found)
        )
    }
}

/// Where `text`, whose cases read as `cases`, first leaves the layout;
/// `None` when it is exactly the cases' lines.
pub(super) fn stray(text: &[u8], cases: &[Case]) -> Option<Stray> {
    let mut written = Vec::with_capacity(text.len());
    for case in cases {
        write_case(case, &mut written);
        written.push(b'\n');
    }
    let at = text
        .iter()
        .zip(&written)
        .position(|(a, b)| a != b)
        .unwrap_or(text.len().min(written.len()));
    if at == text.len() && at == written.len() {
        return None;
    }
    let before = &text[..at];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    Some(Stray {
        line: before.iter().filter(|&&b| b == b'\n').count() + 1,
        column: at - line_start + 1,
        expected: written.get(at).copied(),
        found: text.get(at).copied(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttt_judge::{Variant, parse_case};

    fn classic(text: &str) -> Case {
        parse_case(text.as_bytes(), Some(Variant::Classic)).expect("a case")
    }

    #[test]
    fn the_package_s_layout_is_the_only_one() {
        let case = classic("{\"moves\":[[0,0],[1,1]]}");
        let line = "{\"moves\":[[0,0],[1,1]]}\n";
        assert_eq!(stray(line.as_bytes(), std::slice::from_ref(&case)), None);
        let two = format!("{line}{line}");
        assert_eq!(stray(two.as_bytes(), &[case.clone(), case.clone()]), None);
        let said = |text: &str| {
            stray(text.as_bytes(), std::slice::from_ref(&case)).map(|s| {
                s.to_string()
                    .split(" (")
                    .next()
                    .unwrap_or_default()
                    .to_string()
            })
        };
        assert_eq!(
            said("{\"moves\": [[0,0],[1,1]]}\n").as_deref(),
            Some("line 1, column 10: expected `[`, found a space")
        );
        assert_eq!(
            said("{\"moves\":[[0,0],[1,1]]} \n").as_deref(),
            Some("line 1, column 24: expected a newline, found a space")
        );
        assert_eq!(
            said("{\"moves\":[[0,0],[1,1]]}\n\n").as_deref(),
            Some("line 2, column 1: expected the end of the input, found a newline")
        );
        assert_eq!(
            said("{\"moves\":[[0,0],[1,1]]}").as_deref(),
            Some("line 1, column 24: expected a newline, found the end of the input")
        );
        assert_eq!(
            said("[[0,0],[1,1]]\n").as_deref(),
            Some("line 1, column 1: expected `{`, found `[`")
        );
        assert_eq!(
            said("{\"moves\":[[0,0],[1,1]]}\r\n").as_deref(),
            Some("line 1, column 24: expected a newline, found `\\r`")
        );
    }
}
