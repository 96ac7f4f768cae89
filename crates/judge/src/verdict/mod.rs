//! Verdicts: the one vocabulary for "does this answer match?" ([`Verdict`])
//! and the one comparison of an answer with the judge's result for a case
//! ([`compare_answer`]), which `check`, `test`, `grade` and `hunt` all use.
//!
//! Values are read as written ([`Text`]): an integer is an integer of any
//! size, `-0` is `0`, `1.0` and `1e0` are not integers. An answer that is
//! not one JSON value, or has the wrong shape for its variant (each variant
//! says what its answer looks like, in `variant/`), is `PE`; one
//! of the right shape with a different value is `WA`, with its first
//! difference told in the game's words (the call or move, and the judge's
//! reason).
//!
//! ```
//! use ttt_judge::json_text::Text;
//! use ttt_judge::verdict::{compare_answer, judge_answer};
//! use ttt_judge::{Verdict, parse_case};
//!
//! let case = parse_case(br#"{"n": 2, "moves": [[0,0],[1,1]]}"#, None)?;
//! assert!(judge_answer(&case, "[0,0]", b"[ -0, 0 ]").is_none());
//! let wrong = judge_answer(&case, "[0,0]", b"[0,1]").expect("a wrong answer");
//! assert_eq!(wrong.verdict(), Verdict::WrongAnswer);
//! assert_eq!(
//!     wrong.sentence(&case, b"[0,1]"),
//!     "move 2: player 2 plays (1,1): expected 0 (the move fills no line: 2 cells are empty), found 1"
//! );
//! let shape = compare_answer(&case, Text::new("[0,0]"), Text::new("[0,1.0]"));
//! assert_eq!(shape.expect("not an integer").verdict(), Verdict::Presentation);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod answer;
mod difference;
mod kind;
mod read;
mod words;

use std::fmt;

use serde::Serialize;

pub use answer::{Mismatch, Wrong, compare_answer, judge_answer};
pub use difference::{Difference, WHOLE_CHARS, bounded, bounded_line, compare, cut, cut_to, size};
pub use kind::{Kind, kind};
pub use read::{Unreadable, json_error, read_answer};
pub use words::{move_at, reason};

/// The fewest bytes of one answer line a judge reads before it calls the
/// line too long for any answer: `grade` and `check` raise it with the
/// size of the case they judge, never lower it.
pub const ANSWER_FLOOR_BYTES: u64 = 1 << 20;

/// What a case's answer earned, in the order a summary counts them.
/// Serialized as its code (`"AC"`, `"WA"`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Verdict {
    /// `AC`: accepted.
    #[serde(rename = "AC")]
    Accepted,
    /// `WA`: a wrong answer (or output after the last answer).
    #[serde(rename = "WA")]
    WrongAnswer,
    /// `TLE`: no answer within the time limit.
    #[serde(rename = "TLE")]
    TimeLimit,
    /// `MLE`: over the memory limit.
    #[serde(rename = "MLE")]
    MemoryLimit,
    /// `RE`: a runtime error, a non-zero exit status or a signal.
    #[serde(rename = "RE")]
    RuntimeError,
    /// `OLE`: over the output limit.
    #[serde(rename = "OLE")]
    OutputLimit,
    /// `PE`: an answer that is not JSON, has the wrong shape, or is missing.
    #[serde(rename = "PE")]
    Presentation,
    /// `CE`: the source file does not compile.
    #[serde(rename = "CE")]
    CompileError,
}

impl Verdict {
    /// The verdict's code: `AC`, `WA`, ….
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::OutputLimit => "OLE",
            Verdict::Presentation => "PE",
            Verdict::CompileError => "CE",
        }
    }
}

/// The code, padded as the format asks (`{:<7}` in a table's column).
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_are_written_as_their_codes() {
        let all = [
            Verdict::Accepted,
            Verdict::WrongAnswer,
            Verdict::TimeLimit,
            Verdict::MemoryLimit,
            Verdict::RuntimeError,
            Verdict::OutputLimit,
            Verdict::Presentation,
            Verdict::CompileError,
        ];
        let codes: Vec<String> = all.iter().map(Verdict::to_string).collect();
        assert_eq!(codes, ["AC", "WA", "TLE", "MLE", "RE", "OLE", "PE", "CE"]);
        let json = serde_json::to_string(&all).expect("serializable");
        assert_eq!(json, r#"["AC","WA","TLE","MLE","RE","OLE","PE","CE"]"#);
    }
}
