//! The `ttt-judge` command: parse the arguments, run the command, and turn
//! its outcome into an exit status.
//!
//! The command runs solutions in a Unix sandbox, so it is built for Unix
//! only, here and nowhere else; the `ttt_judge` library builds anywhere.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

#[cfg(not(unix))]
compile_error!(
    "the ttt-judge command runs solutions in a Unix sandbox: build it on Linux or another Unix (the ttt_judge library builds anywhere)"
);

#[cfg(unix)]
mod cli;

/// Judging allocates a few large buffers per case; mimalloc keeps them for
/// reuse instead of returning them to the system and faulting them in again.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(unix)]
fn main() -> std::process::ExitCode {
    cli::main()
}
