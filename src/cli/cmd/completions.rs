//! `ttt-judge completions`: shell completions, generated from the same
//! definitions as `--help`.

use std::io::{self, Write};

use anyhow::Result;
use clap_complete::Shell;

use crate::cli::outcome::Outcome;

/// Print shell completions for ttt-judge.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge completions bash > ~/.local/share/bash-completion/completions/ttt-judge\n",
    "  ttt-judge completions zsh > ~/.zfunc/_ttt-judge\n",
    "  ttt-judge completions fish > ~/.config/fish/completions/ttt-judge.fish\n\n",
    "Exit status:\n",
    "  0  the completions were printed\n",
    "  2  bad usage (an unknown shell)",
))]
pub(crate) struct Args {
    /// The shell: bash, elvish, fish, powershell or zsh.
    #[arg(value_name = "SHELL")]
    shell: Shell,
}

/// Prints the completions of `command`, the whole command line.
pub(crate) fn execute(args: Args, mut command: clap::Command) -> Result<Outcome> {
    let mut out = io::stdout().lock();
    clap_complete::generate(args.shell, &mut command, "ttt-judge", &mut out);
    out.flush()?;
    Ok(Outcome::Success)
}
