//! Files, streams and the terminal: where cases come from ([`Source`]),
//! reading them ahead and cutting them into records ([`Stream`]), judging
//! them on threads in order ([`pipeline`]), and what goes to stderr.

pub mod color;
pub mod pipeline;
mod pool;
mod prefetch;
pub mod progress;
mod source;
mod stream;
pub mod sys;

pub use color::Color;
pub use source::Source;
pub use stream::{Cases, Stream, Unreadable};

/// Prints a message on stderr, prefixed with the program's name; a closed
/// stderr is not worth failing for.
pub fn warn(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "ttt-judge: {message}");
}
