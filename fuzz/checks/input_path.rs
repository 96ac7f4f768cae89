//! The whole input path, as `run` takes it: any bytes are framed into
//! records, and each record becomes its output lines through
//! [`Answers::answer`], the path every command uses. Nothing may panic,
//! every error must point inside the input, and the output must be one
//! line of valid JSON per case.
//!
//! The first byte picks the variant forced on the case (none, or one of the
//! three), as `--variant` would.
//!
//! Shared by the fuzz target and by `cargo test`, which replays the inputs
//! kept in `fuzz/regressions/`.

use std::sync::Arc;

use ttt_judge::Variant;
use ttt_judge::stream::{Answers, Framer, LineFormat};

/// Runs the checks on one input; panics on a broken invariant.
pub fn check(data: &[u8]) {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let forced = match pick % 4 {
        0 => None,
        i => Some(Variant::ALL[usize::from(i - 1)]),
    };
    let lines = input.iter().filter(|&&b| b == b'\n').count() + 1;
    let source: Arc<str> = "fuzz".into();
    let mut framer = Framer::new(input);
    let mut answers = Answers::default();
    while let Ok(Some(record)) = framer.next_record() {
        assert!(
            record.text.len() <= input.len(),
            "a record is part of the input"
        );
        assert!(
            record.start.line <= lines,
            "a record starts inside the input"
        );
        answers.answer(&record, &source, forced, LineFormat::default());
    }
    for unjudged in &answers.errors {
        let place = &unjudged.error.place;
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
    }
    let mut out = Vec::new();
    let cases = answers
        .write_to(1, &mut out, |_| {})
        .expect("writing to memory cannot fail");
    let text = String::from_utf8(out).expect("the output is UTF-8");
    assert_eq!(text.lines().count(), cases, "one line per case");
    for line in text.lines() {
        let parsed = serde_json::from_str::<serde_json::Value>(line);
        assert!(parsed.is_ok(), "each line is valid JSON: {line}");
    }
}
