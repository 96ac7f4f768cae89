//! `ttt-judge arena`: plays statement 000's game between bots (programs
//! in the sandbox, or built in) in a round-robin over seatings, and prints
//! the standings, or one JSON line a game.

mod bots;
mod page;
mod report;

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::cli::args::{CacheArg, JobsArg, SandboxArg, parse_seconds};
use crate::cli::io::signals::Signals;
use crate::cli::outcome::Outcome;
use ttt_arena::config::{Clock, Config, DEFAULT_MARKS, GameSpec};
use ttt_arena::tournament::{self, Bot};
use ttt_grading::solution::Toolchain;

/// Play bots against each other on statement 000's rules.
#[derive(clap::Args, Debug)]
#[command(mut_arg("jobs", |a| a.help(
    "Play this many matches at once (default: one per core); the output is the same, \
     in the same order, whatever the number"
)))]
#[command(after_help = concat!(
    "Bots:\n",
    "  builtin:random   a random empty cell\n",
    "  builtin:greedy   wins when it can, blocks when it must, else random\n",
    "  builtin:perfect  a full search (two seats, 3×3 or 4×4, k 3 or 4): never loses a\n",
    "                   game that can be held (4×4 with k 3 is the first seat's win)\n",
    "  \"CMD ARGS...\"    a program speaking the JSON-lines protocol (docs/ARENA.md),\n",
    "                   or Gomocup's with --protocol gomocup;\n",
    "                   split at spaces; arguments naming files are passed as full paths\n",
    "  FILE.py|.js|.java|.cpp  a bot written as a function or a class, the same in each\n",
    "                   language (wrapped by a bot harness, as grade wraps solutions):\n",
    "                     choose(board, me, marks, k) -> (row, col), or\n",
    "                     class Bot with move(board, me, marks, k) -> (row, col), one a match\n",
    "                   board: the rows as strings, '.' empty; me: the bot's mark;\n",
    "                   marks: the marks in turn order; k: the winning length.\n",
    "                   Java: class Bot with int[] move(String[] board, char me, String marks,\n",
    "                   int k) or static int[] choose(...); C++: std::pair<int, int>\n",
    "                   choose(const std::vector<std::string>&, char, const std::string&, int)\n",
    "                   or class Bot with move(...) of that signature\n",
    "  gomocup:CMD      a Gomocup (Piskvork) brain: START, BEGIN, TURN x,y, BOARD, END;\n",
    "                   it answers OK and x,y (column, row); two seats, n 5 to 20, k 5\n",
    "                   (five or more wins); with one in the tournament n and k default\n",
    "                   to 15 and 5, and seats to 2 (docs/ARENA.md has an exchange)\n",
    "  json:CMD         a command speaking JSON lines, whatever --protocol says\n\n",
    "Protocol (one JSON object a line; docs/ARENA.md has an exchange):\n",
    "  referee: {\"type\":\"start\",\"version\":1,\"n\",\"k\",\"marks\",\"mark\",\"seat\",\"moveTime\",\"bank\",\"seed\",\"games\"}\n",
    "           {\"type\":\"turn\",\"board\":[\"X..\",...],\"moves\":[[\"O\",1,1]],\"timeLeft\",\"bankLeft\"}\n",
    "           {\"type\":\"invalid\",\"reason\":\"occupied\"|\"off the board\",\"triesLeft\"}\n",
    "           {\"type\":\"end\",\"status\":\"WIN:X\",\"outcome\":\"win\"}  {\"type\":\"game\",\"game\":1}\n",
    "  bot:     [row, col] after each turn or invalid\n\n",
    "A forfeit (timeout, bank, crash, garbage, retries, memory, output) stops the\n",
    "game: the forfeiting seat loses, the others draw (one left wins).\n\n",
    "Examples:\n",
    "  ttt-judge arena builtin:perfect builtin:random --games 20\n",
    "  ttt-judge arena 'python3 mybot.py' builtin:greedy --format json\n",
    "  ttt-judge arena builtin:greedy builtin:random --record games.jsonl && ttt-judge run games.jsonl\n",
    "  ttt-judge arena builtin:perfect builtin:greedy --games 4 --html arena.html\n",
    "  ttt-judge arena 'gomocup:./pbrain-mine' builtin:greedy --games 2\n\n",
    "Exit status:\n",
    "  0  the tournament was played\n",
    "  2  it could not be (bad usage, a bot that cannot start)",
))]
pub(crate) struct Args {
    /// The bots: `builtin:NAME`, a protocol command (`gomocup:CMD`,
    /// `json:CMD`), or a source file (.py, .js, .java, .cpp) in one of the
    /// forms below; two or more.
    #[arg(value_name = "BOT", num_args = 1..)]
    bots: Vec<String>,
    /// More bots, as `--bot "python3 mybot.py"`.
    #[arg(long = "bot", value_name = "CMD")]
    more: Vec<String>,
    /// The protocol of the command bots with no `json:` or `gomocup:`
    /// before them.
    #[arg(long, value_enum, default_value = "json", value_name = "PROTOCOL")]
    protocol: bots::Speaks,
    /// The board's side [default: 3, or 15 with a Gomocup brain].
    #[arg(long)]
    n: Option<u64>,
    /// The winning length [default: 3, or 5 with a Gomocup brain].
    #[arg(long)]
    k: Option<u64>,
    /// The seats' marks in turn order, one character a seat (default: X, O,
    /// then A, B, ...).
    #[arg(long, value_name = "MARKS")]
    marks: Option<String>,
    /// Seats a game, when fewer than the bots (default: the marks given,
    /// or one a bot; 2 with a Gomocup brain).
    #[arg(long, value_name = "S")]
    seats: Option<usize>,
    /// Games a seating (each seating is a match; its bots start once).
    #[arg(long, default_value = "10", value_name = "N")]
    games: u32,
    #[command(flatten)]
    jobs: JobsArg,
    /// The seed of the schedule and of the bots' seeds.
    #[arg(long, default_value = "0")]
    seed: u64,
    /// Rejected moves a seat may make in a row before it forfeits.
    #[arg(long, default_value = "2", value_name = "N")]
    retries: u32,
    /// The CPU time of one move, in seconds.
    #[arg(long, default_value = "1", value_name = "SECONDS", value_parser = parse_seconds)]
    move_time: Duration,
    /// CPU time a bot may spend beyond its move times over a game, in
    /// seconds (0: none).
    #[arg(long, default_value = "0", value_name = "SECONDS")]
    bank: f64,
    /// The memory of one bot, in MB.
    #[arg(long, default_value = "256", value_name = "MB", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory_limit: u64,
    /// What to print: `table` (the standings) or `json` (a line a game,
    /// then a line of standings).
    #[arg(long, default_value = "table", value_parser = ["table", "json"])]
    format: String,
    /// Also write every game as a statement-000 case, one a line, for
    /// `ttt-judge run` to re-judge.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// Also write one self-contained HTML page: the standings, the games,
    /// each linked to its replay, and every game's replay.
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    #[command(flatten)]
    sandbox: SandboxArg,
    #[command(flatten)]
    cache: CacheArg,
}

/// The arena's configuration, made from its arguments.
struct ArenaConfig {
    config: Config,
    names: Vec<String>,
    bots: Vec<Bot>,
    json: bool,
    record: Option<PathBuf>,
    html: Option<PathBuf>,
    sandbox: ttt_sandbox::Sandbox,
    /// The folders of the bots written as source files, kept while they play.
    _prepared: Vec<tempfile::TempDir>,
}

impl ArenaConfig {
    fn new(args: Args, stop: &Signals) -> Result<ArenaConfig> {
        let specs: Vec<String> = args.bots.into_iter().chain(args.more).collect();
        anyhow::ensure!(
            specs.len() >= 2,
            "{} bot named: name two or more (BOT, or --bot CMD)",
            specs.len()
        );
        let limits = bots::limits(args.memory_limit);
        // Built-in bots alone run no program: no box is probed for them.
        let sandbox = match specs.iter().all(|s| s.starts_with("builtin:")) {
            true => ttt_sandbox::Sandbox::new(false),
            false => args.sandbox.sandbox()?,
        }
        .stopped_by(stop.flag());
        let cache = args.cache.dir();
        let toolchain = Toolchain {
            memory_mb: args.memory_limit,
            python: None,
            sandbox: &sandbox,
            cache: cache.as_deref(),
        };
        let mut kept = Vec::new();
        let (bots, brains): (Vec<_>, Vec<_>) = specs
            .iter()
            .map(|s| bots::parse(s, args.protocol, &limits, &toolchain, &mut kept))
            .collect::<Result<Vec<_>>>()?
            .into_iter()
            .unzip();
        let brain = brains.iter().position(|&b| b).map(|i| specs[i].as_str());
        let seats = args
            .seats
            .or(args.marks.as_ref().map(String::len))
            .unwrap_or(match brain {
                Some(_) => 2,
                None => bots.len(),
            });
        let (n, k) = match brain {
            Some(_) => (args.n.unwrap_or(15), args.k.unwrap_or(5)),
            None => (args.n.unwrap_or(3), args.k.unwrap_or(3)),
        };
        if let Some(brain) = brain {
            bots::gomocup_fits(brain, seats, n, k)?;
        }
        let marks = match args.marks {
            Some(marks) => marks.into_bytes(),
            None => DEFAULT_MARKS[..seats.min(DEFAULT_MARKS.len())].to_vec(),
        };
        anyhow::ensure!(
            marks.len() == seats,
            "--marks gives {} marks for {seats} seats",
            marks.len()
        );
        anyhow::ensure!(
            args.bank >= 0.0 && args.bank <= 86_400.0,
            "--bank {}: expected 0 to 86400 seconds",
            args.bank
        );
        let config = Config {
            game: GameSpec {
                n,
                k,
                marks,
                retries: args.retries,
            },
            clock: Clock {
                move_time: args.move_time,
                bank: Duration::from_secs_f64(args.bank),
            },
            games: args.games,
            jobs: args.jobs.threads(),
            seed: args.seed,
        };
        tournament::check(&config, &bots)?;
        Ok(ArenaConfig {
            config,
            names: bots::names(&specs),
            bots,
            json: args.format == "json",
            record: args.record,
            html: args.html,
            sandbox,
            _prepared: kept,
        })
    }
}

/// Plays the tournament and prints it.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let stop = Signals::on_signals()?;
    let config = ArenaConfig::new(args, &stop)?;
    let played = tournament::play(&config.config, &config.bots, &config.sandbox);
    if let Some(signal) = stop.signal() {
        return Ok(Outcome::Signalled(signal));
    }
    let records = played.context("the tournament could not be played")?;
    if let Some(path) = &config.record {
        report::record(path, &records)?;
    }
    let standings = ttt_arena::standings::standings(config.bots.len(), &records);
    if let Some(path) = &config.html {
        page::write(path, &config.names, &records, &standings)?;
    }
    match config.json {
        true => report::json(&config.names, &records, &standings)?,
        false => {
            // A brain's own name beside its spec: `gomocup:./pbrain (pbrain 1.0)`.
            let abouts = report::abouts(config.names.len(), &records);
            let shown: Vec<String> = config
                .names
                .iter()
                .zip(abouts)
                .map(|(name, about)| match about {
                    Some(about) => format!("{name} ({about})"),
                    None => name.clone(),
                })
                .collect();
            report::table(&shown, &standings)?
        }
    }
    Ok(Outcome::Success)
}
