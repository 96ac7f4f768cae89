//! The whole input path: any bytes are cut into records, each record is
//! parsed into a case, each case is judged, and each result is written.
//! Nothing may panic, every error must point inside its record, and every
//! result must be one line of valid JSON.
//!
//! The first byte picks the variant forced on the case (none, or one of the
//! three), as `--variant` would.
//!
//! Shared by the fuzz target and by `cargo test`, which replays the inputs
//! kept in `fuzz/regressions/`.

use ttt_judge::records::CaseReader;
use ttt_judge::{Variant, judge, parse_case};

/// Runs the checks on one input; panics on a broken invariant.
pub fn check(data: &[u8]) {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let forced = match pick % 4 {
        0 => None,
        i => Some(Variant::ALL[usize::from(i - 1)]),
    };
    let mut reader = CaseReader::new(input);
    let mut out = Vec::new();
    while let Ok(Some(record)) = reader.next_record() {
        assert!(
            record.text.len() <= input.len(),
            "a record is part of the input"
        );
        if record.broken.is_some() {
            continue;
        }
        match parse_case(&record.text, forced) {
            Ok(case) => match judge(&case) {
                Ok(judgement) => {
                    judgement.write_json(&mut out);
                    assert!(!out.contains(&b'\n'), "a result is one line");
                    let parsed = serde_json::from_slice::<serde_json::Value>(&out);
                    assert!(parsed.is_ok(), "a result is valid JSON");
                }
                Err(e) => assert!(!e.message.is_empty() && e.index < usize::MAX),
            },
            Err(e) => {
                assert!(
                    e.offset <= record.text.len(),
                    "an error points inside its case"
                );
                let (line, column) = record.position(e.offset);
                assert!(line >= record.line && column >= 1);
            }
        }
        out.clear();
    }
}
