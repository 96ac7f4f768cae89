//! `ttt-judge man`: the manual page, in roff, generated from the same
//! definitions as `--help`.

use std::io::{self, Write};

use anyhow::Result;

use crate::cli::io::warn;
use crate::cli::outcome::Outcome;

/// Print the manual page (roff) of ttt-judge or of one of its commands.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge man | man -l -\n",
    "  ttt-judge man show > ttt-judge-show.1\n\n",
    "Exit status:\n",
    "  0  the page was printed\n",
    "  2  bad usage, or no such command",
))]
pub struct Args {
    /// A command whose page to print instead of the main page.
    #[arg(value_name = "COMMAND")]
    command: Option<String>,
}

/// Prints the manual page of `root`, the whole command line, or of one of
/// its commands.
pub fn execute(args: Args, root: clap::Command) -> Result<Outcome> {
    let page = match &args.command {
        None => root,
        Some(name) => match root.find_subcommand(name) {
            Some(sub) => sub
                .clone()
                .display_name(format!("ttt-judge-{name}"))
                .bin_name(format!("ttt-judge {name}"))
                .version(env!("CARGO_PKG_VERSION"))
                .disable_version_flag(true),
            None => {
                let names: Vec<&str> = root.get_subcommands().map(|c| c.get_name()).collect();
                warn(&format!(
                    "there is no command \"{name}\" (the commands are {})",
                    names.join(", ")
                ));
                return Ok(Outcome::Trouble);
            }
        },
    };
    let mut out = io::stdout().lock();
    clap_mangen::Man::new(page).render(&mut out)?;
    out.flush()?;
    Ok(Outcome::Success)
}
