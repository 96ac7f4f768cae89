//! Files, streams and the terminal: where cases come from ([`Source`]),
//! reading them ahead and cutting them into records ([`Stream`]), judging
//! them on threads in order ([`pipeline`]), and what goes to stderr.

pub(super) mod color;
pub(super) mod fixture;
pub(super) mod inline;
pub(super) mod pipeline;
mod pool;
mod prefetch;
pub(super) mod progress;
pub(super) mod signals;
mod source;
mod stream;
pub(super) mod sys;

pub(super) use color::Color;
pub(super) use source::Source;
pub(super) use stream::{BadInput, Cases, Stream};

/// Prints a message on stderr, prefixed with the program's name; a closed
/// stderr is not worth failing for.
pub(super) fn warn(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "ttt-judge: {message}");
}

/// True when the error comes from writing to a closed pipe, which ends the
/// program quietly (`ttt-judge run big.jsonl | head`). A JSON line written
/// with serde_json carries the pipe's error inside its own, which does not
/// give it as its source.
pub(super) fn is_broken_pipe(e: &anyhow::Error) -> bool {
    let broken = Some(std::io::ErrorKind::BrokenPipe);
    e.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().map(|e| e.kind());
        let json = cause
            .downcast_ref::<serde_json::Error>()
            .and_then(serde_json::Error::io_error_kind);
        io == broken || json == broken
    })
}
