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
    const BIN: &str = "ttt-judge";
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, BIN, &mut script);
    if args.shell == Shell::Bash {
        script = bash_labels(&String::from_utf8_lossy(&script), BIN).into_bytes();
    }
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// The bash script with each subcommand's `case` label spelt as the
/// script spells the command it completes: clap_complete writes the
/// labels of a program whose name has a `-` otherwise (`ttt__subcmd__judge`
/// for `ttt__judge`), so that nothing after a subcommand completed.
fn bash_labels(script: &str, bin: &str) -> String {
    let wrong = format!("{}__subcmd__", bin.replace('-', "__subcmd__"));
    let right = format!("{}__subcmd__", bin.replace('-', "__"));
    script.replace(&wrong, &right)
}
