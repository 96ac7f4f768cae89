//! The `ttt-judge` command: parse the arguments, run the command, and turn
//! its outcome into an exit status.

#![forbid(unsafe_code)]

mod cli;

/// Judging allocates a few large buffers per case; mimalloc keeps them for
/// reuse instead of returning them to the system and faulting them in again.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    cli::main()
}
