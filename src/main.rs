//! The `ttt-judge` command: parse the arguments, run the command, and turn
//! its outcome into an exit status.

#![forbid(unsafe_code)]

mod cases;
mod cli;
mod input;
mod pipeline;
mod prefetch;
mod progress;

fn main() -> std::process::ExitCode {
    cli::main()
}
