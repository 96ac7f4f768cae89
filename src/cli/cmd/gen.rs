//! `ttt-judge gen`: print generated cases as JSON Lines, the same bytes for
//! the same arguments.

use std::io::{self, BufWriter, Write};

use anyhow::{Result, bail};
use ttt_judge::Variant;
use ttt_judge::case::write_case;
use ttt_judge::generate::{Mode, Params, generate, invalid};

use crate::cli::args::{SeedArg, VariantArg, named, refused};
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;

/// Generate valid cases, reproducible from a seed.
#[derive(clap::Args, Debug)]
#[command(mut_arg("variant", |a| a.required(true).help("The variant of the cases")))]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge gen --variant multi --count 100 --seed 7 | ttt-judge validate\n",
    "  ttt-judge gen --variant fullline --mode tie --n 5 | ttt-judge run\n",
    "  ttt-judge gen --variant classic --mode edge-wins --count 24\n\n",
    "Modes: random (random play; for multi also rejected calls of every kind),\n",
    "max (every size at its upper limit, no win before the last move), min\n",
    "(every size at its lower limit: no call for multi, one move for fullline\n",
    "and classic), tie (a full board, no win), edge-wins (a win along an edge\n",
    "or a corner's diagonal, completed at each position of the run in turn),\n",
    "late-win (the win lands on the last empty cell).\n",
    "Every case passes `ttt-judge validate`, but for --i32-extremes: the\n",
    "statement bounds coordinates to [-10^9, 10^9], so calls at the i32\n",
    "extremes break it on purpose, to test how a judge rejects them.\n\n",
    "--mode invalid prints, for each constraint of the statement in turn, the\n",
    "inputs that break it and no other (each side of a range), an input\n",
    "validator's self-test; stderr says which constraint each line breaks, by\n",
    "the name `validate --protocol` gives it: `(constraint NAME)`. It takes no\n",
    "other option.\n\n",
    "Exit status:\n",
    "  0  the cases were printed\n",
    "  2  bad usage (an option that makes no sense for the variant or mode)",
))]
pub(crate) struct Args {
    #[command(flatten)]
    variant: VariantArg,
    /// How many cases to print [default: 10].
    #[arg(long, value_name = "C")]
    count: Option<u64>,
    /// What kind of cases to make.
    #[arg(long, value_name = "MODE", default_value = "random", value_parser = mode_parser())]
    mode: GenMode,
    #[command(flatten)]
    seed: SeedArg,
    /// The board size (multi and fullline); drawn per case if not given.
    #[arg(long, value_name = "N")]
    n: Option<u64>,
    /// The number of players (multi); drawn per case if not given.
    #[arg(long, value_name = "K")]
    players: Option<usize>,
    /// The number of calls (multi) or, at most, moves (random mode only).
    #[arg(long, value_name = "M")]
    moves: Option<usize>,
    /// multi, random mode: also play coordinates at the i32 extremes; such
    /// cases break the statement's [-10^9, 10^9] on purpose.
    #[arg(long)]
    i32_extremes: bool,
}

/// What `--mode` asks for: valid cases of a mode, or inputs that break
/// the statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GenMode {
    /// Valid cases of this mode.
    Valid(Mode),
    /// One input for each constraint broken, on purpose.
    Invalid,
}

impl std::str::FromStr for GenMode {
    type Err = ttt_judge::generate::UnknownMode;

    fn from_str(name: &str) -> Result<GenMode, Self::Err> {
        match name {
            "invalid" => Ok(GenMode::Invalid),
            name => name.parse().map(GenMode::Valid),
        }
    }
}

/// The modes' names, listed in `--help`.
fn mode_parser() -> impl clap::builder::TypedValueParser<Value = GenMode> {
    named(
        Mode::ALL
            .map(|(_, name)| name)
            .into_iter()
            .chain(["invalid"]),
    )
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let variant = args.variant.variant.expect("clap requires --variant");
    let mode = match args.mode {
        GenMode::Valid(mode) => mode,
        GenMode::Invalid => return broken(&args, variant),
    };
    let params = Params {
        variant,
        mode,
        seed: args.seed.seed,
        n: args.n,
        players: args.players,
        moves: args.moves,
        i32_extremes: args.i32_extremes,
    };
    if let Err(why) = params.check() {
        bail!("{}", refused(&why));
    }
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut line = Vec::new();
    for index in 0..args.count.unwrap_or(10) {
        let case = match generate(&params, index) {
            Ok(case) => case,
            Err(why) => {
                out.flush()?;
                bail!("case {}: {why}", index + 1);
            }
        };
        line.clear();
        write_case(&case, &mut line);
        line.push(b'\n');
        out.write_all(&line)?;
    }
    out.flush()?;
    Ok(Outcome::Success)
}

/// `--mode invalid`: each input that breaks `variant`'s statement, with
/// the constraint it breaks on stderr.
fn broken(args: &Args, variant: Variant) -> Result<Outcome> {
    let others = [
        (args.count.is_some(), "--count"),
        (args.n.is_some(), "--n"),
        (args.players.is_some(), "--players"),
        (args.moves.is_some(), "--moves"),
        (args.i32_extremes, "--i32-extremes"),
    ];
    if let Some((_, flag)) = others.iter().find(|(given, _)| *given) {
        bail!(
            "--mode invalid takes no {flag}: it prints one input for each way to break the statement"
        );
    }
    let mut out = BufWriter::new(io::stdout().lock());
    for (i, input) in invalid(variant).iter().enumerate() {
        out.flush()?;
        let constraint = input.constraint;
        warn(&format!(
            "input {} breaks {constraint}: {}",
            i + 1,
            constraint.rule(variant)
        ));
        out.write_all(input.text.as_bytes())?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Outcome::Success)
}
