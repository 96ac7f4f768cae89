//! The whole input path, as `run` takes it: any bytes are framed into
//! records, and each record becomes its output lines through
//! [`Answers::answer`], the path every command uses. Nothing may panic,
//! every error must point inside the input, the output must be one line of
//! valid JSON per case, and it must not depend on how the input arrives:
//! the same bytes given a few at a time, with the reader saying now and
//! then that nothing more is ready, give the same output.
//!
//! The first byte picks the variant forced on the case (none, or one of the
//! three), as `--variant` would, and the sizes of the pieces.
//!
//! Shared by the fuzz target and by `cargo test`, which replays the inputs
//! kept in `fuzz/regressions/`.

use std::io::{self, BufRead, Read};
use std::sync::Arc;

use ttt_judge::Variant;
use ttt_judge::answer::{Answers, LineFormat};
use ttt_judge::input::{Framer, Input};

/// Runs the checks on one input; panics on a broken invariant.
pub fn check(data: &[u8]) {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let forced = match pick % 4 {
        0 => None,
        i => Some(Variant::ALL[usize::from(i - 1)]),
    };
    // Line ends as the framer counts them: LF, CRLF, or a bare CR.
    let lines = input
        .iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'\n' || (b == b'\r' && input.get(i + 1) != Some(&b'\n')))
        .count()
        + 1;
    let whole = output(Framer::new(input), forced, lines);
    let pieces = Pieces {
        data: input,
        size: 1 + usize::from(pick / 4) % 13,
        asked: 0,
    };
    let piecewise = output(Framer::new(pieces), forced, lines);
    assert!(
        whole == piecewise,
        "the output depends on how the input arrives"
    );
    let text = String::from_utf8(whole).expect("the output is UTF-8");
    for line in text.lines() {
        let parsed = serde_json::from_str::<serde_json::Value>(line);
        assert!(parsed.is_ok(), "each line is valid JSON: {line}");
    }
}

/// What `run` writes for the input `framer` reads, checking each record
/// and error against the input's `lines`.
fn output(mut framer: Framer<impl Input>, forced: Option<Variant>, lines: usize) -> Vec<u8> {
    let source: Arc<str> = "fuzz".into();
    let mut answers = Answers::default();
    while let Ok(Some(record)) = framer.next_record() {
        assert!(
            record.start.line <= lines,
            "a record starts inside the input"
        );
        answers.answer(&record, &source, forced, LineFormat::default());
    }
    let mut out = Vec::new();
    let mut noted = |error: &ttt_judge::case::CaseError| {
        let place = &error.place;
        assert!(
            place.line >= 1 && place.line <= lines,
            "an error names a line of the input"
        );
        if let Some(at) = place.at {
            assert!(
                at.line <= lines && at.column >= 1,
                "an error points inside the input"
            );
        }
    };
    let cases = answers
        .write_to(1, &mut out, &mut noted)
        .expect("writing to memory cannot fail");
    assert_eq!(
        out.iter().filter(|&&b| b == b'\n').count(),
        cases,
        "one line per case"
    );
    out
}

/// The input a few bytes at a time, not ready every third time it is
/// asked, as a slow producer's pipe would be.
struct Pieces<'a> {
    data: &'a [u8],
    size: usize,
    asked: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.len().min(buf.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Pieces<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        Ok(&self.data[..self.data.len().min(self.size)])
    }

    fn consume(&mut self, amount: usize) {
        self.data = &self.data[amount..];
    }
}

impl Input for Pieces<'_> {
    fn has_pending(&mut self) -> bool {
        self.asked += 1;
        !self.asked.is_multiple_of(3)
    }
}
