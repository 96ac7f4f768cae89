//! Writing a judgement in its seed's shape: `multi`'s status pairs (as
//! strings or as the seed's status objects), `fullline`'s numbers and
//! `classic`'s word.

use super::{CallOutcome, Judgement};
use crate::case::json::write_string;
use crate::engine::{Mark, Status};
use crate::variant::Variant;

impl Judgement {
    /// The variant judged.
    pub fn variant(&self) -> Variant {
        match self {
            Judgement::Multi { .. } => Variant::Multi,
            Judgement::FullLine { .. } => Variant::FullLine,
            Judgement::Classic { .. } => Variant::Classic,
        }
    }

    /// Appends the result in the seed's shape, as compact JSON, without a
    /// newline.
    pub fn write_json(&self, out: &mut Vec<u8>) {
        self.write_result(out, StatusFormat::String);
    }

    /// Like [`Judgement::write_json`], with `multi` statuses written as
    /// `format` says.
    pub fn write_result(&self, out: &mut Vec<u8>, format: StatusFormat) {
        match self {
            Judgement::Multi { marks, steps, .. } => {
                write_multi(out, marks, steps.iter().copied(), format);
            }
            Judgement::FullLine { moves, status, .. } => write_full_line(out, *moves, *status),
            Judgement::Classic { status, .. } => {
                let word = match status {
                    Status::Won(0) => "A",
                    Status::Won(_) => "B",
                    Status::Tie => "Draw",
                    Status::InProgress => "Pending",
                };
                write_string(out, word);
            }
        }
    }
}

/// How a `multi` status is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatusFormat {
    /// The seed's strings: `"WIN:X"`, `"INVALID"`.
    #[default]
    String,
    /// The seed's first form: `{"state":"WIN","winner":"X"}`,
    /// `{"state":"INVALID","winner":null}`.
    Object,
}

/// Writes `multi`'s list of `[result, after]` entries, one per step.
pub(super) fn write_multi(
    out: &mut Vec<u8>,
    marks: &[Mark],
    steps: impl ExactSizeIterator<Item = CallOutcome>,
    format: StatusFormat,
) {
    let mut writer = MultiWriter::new(out, marks, format, steps.len());
    for step in steps {
        writer.step(step);
    }
    writer.finish();
}

/// Writes `multi`'s list of entries a step at a time, as the calls are
/// played.
pub(super) struct MultiWriter<'a> {
    out: &'a mut Vec<u8>,
    marks: &'a [Mark],
    format: StatusFormat,
    /// Where the list starts in `out`, until part of it was handed on.
    start: Option<usize>,
    texts: StepTexts,
}

impl<'a> MultiWriter<'a> {
    /// Starts a list of about `calls` entries.
    pub(super) fn new(
        out: &'a mut Vec<u8>,
        marks: &'a [Mark],
        format: StatusFormat,
        calls: usize,
    ) -> MultiWriter<'a> {
        out.reserve(calls * 32 + 2);
        MultiWriter {
            start: Some(out.len()),
            out,
            marks,
            format,
            texts: StepTexts::default(),
        }
    }

    /// Writes the entry of one call, after a comma: each entry is [result,
    /// after], and an accepted call returns the new status, so while the
    /// status stays the same every entry is one of two texts, written once
    /// and copied.
    #[inline(always)]
    pub(super) fn step(&mut self, step: CallOutcome) {
        if self.texts.after != Some(step.after) {
            self.texts = StepTexts::new(self.marks, step.after, self.format);
        }
        match step.result {
            Ok(status) if status == step.after => self.out.extend_from_slice(&self.texts.accepted),
            Err(_) => self.out.extend_from_slice(&self.texts.rejected),
            Ok(status) => {
                self.out.push(b',');
                write_pair(self.out, self.marks, Some(status), step.after, self.format);
            }
        }
    }

    /// How many bytes of the list are in the buffer.
    #[inline(always)]
    pub(super) fn buffered(&self) -> usize {
        self.out.len()
    }

    /// Hands what the buffer holds of the list to `spill`, and empties it.
    pub(super) fn spill(&mut self, spill: &mut impl FnMut(&[u8])) {
        self.open();
        spill(self.out);
        self.out.clear();
    }

    /// Ends the list.
    pub(super) fn finish(mut self) {
        self.open();
        self.out.push(b']');
    }

    /// Opens the list, once: its first comma becomes the opening bracket.
    fn open(&mut self) {
        if let Some(start) = self.start.take() {
            match self.out.get_mut(start) {
                Some(comma) => *comma = b'[',
                None => self.out.push(b'['),
            }
        }
    }
}

/// The two texts of an entry while the status is `after`, each after a
/// comma.
#[derive(Default)]
struct StepTexts {
    after: Option<Status>,
    accepted: Vec<u8>,
    rejected: Vec<u8>,
}

impl StepTexts {
    fn new(marks: &[Mark], after: Status, format: StatusFormat) -> StepTexts {
        let text = |result| {
            let mut text = vec![b','];
            write_pair(&mut text, marks, result, after, format);
            text
        };
        StepTexts {
            after: Some(after),
            accepted: text(Some(after)),
            rejected: text(None),
        }
    }
}

/// `[result, after]`; a `result` of `None` is a rejected call's `INVALID`.
fn write_pair(
    out: &mut Vec<u8>,
    marks: &[Mark],
    result: Option<Status>,
    after: Status,
    format: StatusFormat,
) {
    out.push(b'[');
    write_call_result(out, marks, result, format);
    out.push(b',');
    write_call_result(out, marks, Some(after), format);
    out.push(b']');
}

/// A call's result or a status (`None` is a rejected call's `INVALID`), in
/// `format`.
fn write_call_result(
    out: &mut Vec<u8>,
    marks: &[Mark],
    status: Option<Status>,
    format: StatusFormat,
) {
    let (state, winner) = match status {
        None => ("INVALID", None),
        Some(Status::InProgress) => ("IN_PROGRESS", None),
        Some(Status::Tie) => ("TIE", None),
        Some(Status::Won(player)) => ("WIN", Some(marks[player])),
    };
    match format {
        StatusFormat::String => {
            out.push(b'"');
            out.extend_from_slice(state.as_bytes());
            if let Some(mark) = winner {
                out.push(b':');
                write_mark_escaped(out, mark);
            }
            out.push(b'"');
        }
        StatusFormat::Object => {
            out.extend_from_slice(b"{\"state\":\"");
            out.extend_from_slice(state.as_bytes());
            out.extend_from_slice(b"\",\"winner\":");
            write_mark(out, winner);
            out.push(b'}');
        }
    }
}

/// A mark as a JSON string, or `null`.
pub(crate) fn write_mark(out: &mut Vec<u8>, mark: Option<Mark>) {
    match mark {
        Some(mark) => {
            out.push(b'"');
            write_mark_escaped(out, mark);
            out.push(b'"');
        }
        None => out.extend_from_slice(b"null"),
    }
}

/// A mark inside a JSON string: it is printable ASCII, so only `"` and `\`
/// need a backslash.
fn write_mark_escaped(out: &mut Vec<u8>, mark: Mark) {
    if matches!(mark, b'"' | b'\\') {
        out.push(b'\\');
    }
    out.push(mark);
}

/// `fullline`'s list: a 0 for every move but the last, which is the
/// winner's number or 0.
fn write_full_line(out: &mut Vec<u8>, moves: usize, status: Status) {
    let Some(before_last) = moves.checked_sub(1) else {
        out.extend_from_slice(b"[]");
        return;
    };
    // "0," for every move before the last, copied a block at a time.
    const ZEROS: [u8; 512] = {
        let mut zeros = [b','; 512];
        let mut i = 0;
        while i < zeros.len() {
            zeros[i] = b'0';
            i += 2;
        }
        zeros
    };
    out.reserve(2 * moves + 1);
    out.push(b'[');
    let mut left = 2 * before_last;
    while left > 0 {
        let block = left.min(ZEROS.len());
        out.extend_from_slice(&ZEROS[..block]);
        left -= block;
    }
    out.push(match status {
        Status::Won(player) => b'1' + player as u8,
        _ => b'0',
    });
    out.push(b']');
}
