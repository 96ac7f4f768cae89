//! `ttt-judge gen`: print generated cases as JSON Lines, the same bytes for
//! the same arguments.

use std::io::{self, BufWriter, Write};

use anyhow::{Result, bail};
use ttt_judge::case::write_case;
use ttt_judge::generate::{Params, generate};

use crate::cli::args::{GenerateArg, VariantArg, refused};
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
    "max (every size at its limit), tie (a full board, no win), edge-wins (a\n",
    "win along an edge or a corner's diagonal, completed at each position of\n",
    "the run in turn), late-win (the win lands on the last empty cell).\n",
    "Every case passes `ttt-judge validate`, but for --i32-extremes: the\n",
    "statement bounds coordinates to [-10^9, 10^9], so calls at the i32\n",
    "extremes break it on purpose, to test how a judge rejects them.\n\n",
    "Exit status:\n",
    "  0  the cases were printed\n",
    "  2  bad usage (an option that makes no sense for the variant or mode)",
))]
pub(crate) struct Args {
    #[command(flatten)]
    variant: VariantArg,
    /// How many cases to print.
    #[arg(long, value_name = "C", default_value_t = 10)]
    count: u64,
    #[command(flatten)]
    generate: GenerateArg,
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

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let params = Params {
        variant: args.variant.variant.expect("clap requires --variant"),
        mode: args.generate.mode,
        seed: args.generate.seed.seed,
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
    for index in 0..args.count {
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
