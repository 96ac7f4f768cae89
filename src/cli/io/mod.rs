//! Files, streams and the terminal: where cases come from ([`Source`]),
//! reading them ahead and cutting them into records ([`Stream`]), judging
//! them on threads in order ([`pipeline`]), and what goes to stderr.

pub(super) mod color;
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
