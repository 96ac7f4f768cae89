//! `ttt-judge man`: the manual page, in roff, generated from the same
//! definitions as `--help`: clap_mangen draws the name, description and
//! options; the synopsis (with each option's value), the commands (each
//! with the `ttt-judge man` line that prints its page), the examples and
//! the exit status are written here from the same definitions.

use std::io::{self, Write};

use anyhow::Result;
use clap_mangen::Man;

use crate::cli::io::warn;
use crate::cli::outcome::Outcome;

/// Print the manual page (roff) of ttt-judge or of one of its commands.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge man | man -l -\n",
    "  ttt-judge man show > ttt-judge-show.1\n",
    "  ttt-judge man --dir ~/.local/share/man/man1\n\n",
    "Exit status:\n",
    "  0  the page was printed (or every page written)\n",
    "  2  bad usage, no such command, or a folder that cannot be written",
))]
pub(crate) struct Args {
    /// A command whose page to print instead of the main page.
    #[arg(value_name = "COMMAND")]
    command: Option<String>,
    /// Write every page into DIR instead, made if need be: ttt-judge.1 and
    /// ttt-judge-COMMAND.1 for each command.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    dir: Option<std::path::PathBuf>,
}

/// Prints the manual page of `root`, the whole command line, or of one of
/// its commands.
pub(crate) fn execute(args: Args, root: clap::Command) -> Result<Outcome> {
    if let Some(dir) = &args.dir {
        return write_all(&root, dir);
    }
    let page = match &args.command {
        None => root.bin_name("ttt-judge"),
        Some(name) => match root.find_subcommand(name) {
            Some(sub) => command_page(sub, name),
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
    render(&page, &mut out)?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// The page of the command `sub`, called `name`.
fn command_page(sub: &clap::Command, name: &str) -> clap::Command {
    sub.clone()
        .display_name(format!("ttt-judge-{name}"))
        .bin_name(format!("ttt-judge {name}"))
        .version(env!("CARGO_PKG_VERSION"))
        .disable_version_flag(true)
}

/// Writes the main page and each command's into `dir`.
fn write_all(root: &clap::Command, dir: &std::path::Path) -> Result<Outcome> {
    use anyhow::Context;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let mut pages = vec![(
        "ttt-judge.1".to_string(),
        root.clone().bin_name("ttt-judge"),
    )];
    for sub in root.get_subcommands().filter(|c| c.get_name() != "help") {
        let name = sub.get_name();
        pages.push((format!("ttt-judge-{name}.1"), command_page(sub, name)));
    }
    for (file, page) in pages {
        let path = dir.join(file);
        let mut text = Vec::new();
        render(&page, &mut text)?;
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(Outcome::Success)
}

/// Writes the page of `command`.
fn render(command: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let man = Man::new(command.clone());
    man.render_title(out)?;
    man.render_name_section(out)?;
    write_synopsis(command, out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    write_commands(command, out)?;
    let footer = command.get_after_help().map(|text| text.to_string());
    let (examples, exit) = split_footer(footer.as_deref().unwrap_or(""));
    write_section(out, "EXAMPLES", examples)?;
    write_section(out, "EXIT STATUS", exit)?;
    man.render_version_section(out)
}

/// The synopsis: the command, each option with its value, the operands.
fn write_synopsis(command: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let name = command.get_bin_name().unwrap_or(command.get_name());
    let mut line = format!("\\fB{}\\fR", escape(name));
    for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
        let value = arg
            .get_value_names()
            .filter(|_| arg.get_action().takes_values())
            .map(|names| format!(" \\fI{}\\fR", escape(&names.join(" "))));
        let shown = match (arg.get_long(), arg.get_short()) {
            (Some(long), _) => format!("\\fB\\-\\-{}\\fR", escape(long)),
            (None, Some(short)) => format!("\\fB\\-{}\\fR", escape(&short.to_string())),
            (None, None) => {
                let names = arg.get_value_names().map(|n| n.join(" "));
                let operand = names.unwrap_or_else(|| arg.get_id().to_string());
                let dots = if arg.get_num_args().is_some_and(|n| n.max_values() > 1) {
                    "..."
                } else {
                    ""
                };
                line.push_str(&bracket(
                    arg.is_required_set(),
                    &format!("\\fI{}\\fR{dots}", escape(&operand)),
                ));
                continue;
            }
        };
        line.push_str(&bracket(
            arg.is_required_set(),
            &format!("{shown}{}", value.unwrap_or_default()),
        ));
    }
    if command.has_subcommands() {
        line.push_str(" \\fICOMMAND\\fR");
    }
    writeln!(out, ".SH SYNOPSIS\n{line}")
}

/// ` [text]`, or ` text` when it is required.
fn bracket(required: bool, text: &str) -> String {
    match required {
        true => format!(" {text}"),
        false => format!(" [{text}]"),
    }
}

/// The commands, each with the line that prints its own page.
fn write_commands(command: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let name = command.get_bin_name().unwrap_or(command.get_name());
    let subs: Vec<_> = command
        .get_subcommands()
        .filter(|c| c.get_name() != "help")
        .collect();
    if subs.is_empty() {
        return Ok(());
    }
    writeln!(out, ".SH COMMANDS")?;
    for sub in subs {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        writeln!(
            out,
            ".TP\n\\fB{} {}\\fR\n{}; its page: \\fB{} man {}\\fR",
            escape(name),
            escape(sub.get_name()),
            escape(&about),
            escape(name),
            escape(sub.get_name()),
        )?;
    }
    Ok(())
}

/// The help footer's examples and its exit statuses, each without its
/// heading.
fn split_footer(footer: &str) -> (&str, &str) {
    let (examples, exit) = footer.split_once("Exit status:").unwrap_or((footer, ""));
    (
        examples.trim_start_matches("Examples:").trim_matches('\n'),
        exit.trim_matches('\n'),
    )
}

/// A section of preformatted lines, left out when there are none.
fn write_section(out: &mut dyn Write, title: &str, text: &str) -> io::Result<()> {
    if text.trim().is_empty() {
        return Ok(());
    }
    writeln!(out, ".SH \"{title}\"\n.nf")?;
    for line in text.lines() {
        writeln!(out, "{}", escape(line))?;
    }
    writeln!(out, ".fi")
}

/// Text as roff shows it: backslashes and dashes escaped, and a line that
/// would start with a control character made plain.
fn escape(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    match escaped.starts_with(['.', '\'']) {
        true => format!("\\&{escaped}"),
        false => escaped,
    }
}
