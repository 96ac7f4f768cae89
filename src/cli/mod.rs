//! The command line: the subcommands, and how their outcomes become exit
//! statuses and messages.

mod args;
mod cmd;

mod io;
mod outcome;
mod report;
mod system;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

#[cfg(unix)]
use cmd::arena;
use cmd::{check, completions, r#gen, harness, man, run, show, test, validate};
use cmd::{grade, hunt, interact, package};

/// Judges tic-tac-toe test cases exactly as three problem statements ask.
#[derive(Parser, Debug)]
#[command(name = "ttt-judge", version, about, long_about = None)]
#[command(after_help = HELP_FOOTER)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Run(run::Args),
    Test(test::Args),
    Check(check::Args),
    Validate(validate::Args),
    Gen(r#gen::Args),
    Show(show::Args),
    Grade(grade::Args),
    Hunt(hunt::Args),
    Harness(harness::Args),
    Package(package::Args),
    Interact(interact::Args),
    #[cfg(unix)]
    Arena(arena::Args),
    Completions(completions::Args),
    Man(man::Args),
}

/// The top-level help's examples and exit codes.
const HELP_FOOTER: &str = "\
Examples:
  ttt-judge run fixtures/seeds/*[0-9].json
  ttt-judge run --explain cases.jsonl
  ttt-judge show cases.jsonl --case 2 --step all
  ttt-judge grade cases.jsonl solution.py
  ttt-judge <COMMAND> --help

Exit status:
  0  everything was judged, and every case was valid
  1  a verdict said no (a fixture failed, an answer differs, a case breaks a constraint,
     a solution was not accepted)
  2  something could not be done (bad usage, an unreadable file, a case that could not be judged)";

/// Runs the command line and maps its outcome to an exit status.
pub(crate) fn main() -> ExitCode {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = loop {
        let e = match Cli::try_parse_from(&args) {
            Ok(cli) => break cli,
            Err(e) => e,
        };
        // A testlib validator ignores a flag it does not know.
        if e.kind() == clap::error::ErrorKind::UnknownArgument
            && let Some(clap::error::ContextValue::String(unknown)) =
                e.get(clap::error::ContextKind::InvalidArg)
            && let Some(kept) = system::testlib::without_unknown_validator_flag(&args, unknown)
        {
            args = kept;
            continue;
        }
        // A command line a testlib program is refused with is testlib's
        // failure, exit 3, never its presentation error.
        let code = match (e.use_stderr(), system::testlib::called_as_testlib(&args)) {
            (false, _) => 0,
            (true, true) => 3,
            (true, false) => 2,
        };
        // Printing help or an error can only fail on a closed stream.
        let _ = e.print();
        return ExitCode::from(code);
    };
    let result = match cli.command {
        Command::Run(args) => run::execute(args),
        Command::Test(args) => test::execute(args),
        Command::Check(args) => check::execute(args),
        Command::Validate(args) => validate::execute(args),
        Command::Gen(args) => r#gen::execute(args),
        Command::Show(args) => show::execute(args),
        Command::Grade(args) => grade::execute(args),
        Command::Hunt(args) => hunt::execute(args),
        Command::Completions(args) => completions::execute(args, Cli::command()),
        Command::Man(args) => man::execute(args, Cli::command()),
        Command::Harness(args) => harness::execute(args),
        Command::Package(args) => package::execute(args),
        Command::Interact(args) => interact::execute(args),
        #[cfg(unix)]
        Command::Arena(args) => arena::execute(args),
    };
    match result {
        Ok(outcome) => outcome.into(),
        Err(e) if io::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ttt-judge: {e:#}");
            ExitCode::from(2)
        }
    }
}
