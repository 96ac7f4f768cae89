//! What differs between systems in reading files and streams, a file for
//! each: `unix.rs` asks the system, `other.rs` does without.

#[cfg(not(unix))]
mod other;
#[cfg(unix)]
mod unix;

#[cfg(not(unix))]
pub use other::{special_kind, stdin_is_open};
#[cfg(unix)]
pub use unix::{special_kind, stdin_is_open};
