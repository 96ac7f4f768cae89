//! `ttt-judge interact --protocol kattis INPUT ANSWER FEEDBACK_DIR`: be
//! a judge system's interactor for statement 000's game. INPUT is a duel
//! (`{"n":3,"k":3,"opponent":"random","games":20,"seed":1}`); the
//! contestant's program, on the other ends of stdin and stdout, plays the
//! built-in opponent in the arena's JSON-lines protocol, in each seat, and
//! is accepted when it loses no game and makes no rejected move.
//! `--validate` is the duel files' input validator.

use std::io::{self, BufReader, Read};
use std::path::PathBuf;

use anyhow::Result;
use ttt_arena::duel::Duel;
use ttt_arena::protocol::JsonLines;
use ttt_arena::stream::{StreamLimits, StreamPlayer};
use ttt_judge::Verdict;

use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use crate::cli::system::{Channels, JudgeSystem, Told};

/// Be an interactive problem's interactor: the contestant's bot against a
/// built-in one.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge interact --protocol kattis duel.in duel.ans feedback/   # stdin and stdout are the bot's\n",
    "  ttt-judge interact --protocol kattis --validate < duel.in\n\n",
    "INPUT is one JSON object on a line: {\"n\":3,\"k\":3,\"opponent\":\"random\",\"games\":20,\"seed\":1}\n",
    "(n from 3 to 15, k from 3 to n, opponent random, greedy or perfect, games\n",
    "1 to 500 in each seat). The bot reads the arena's JSON-lines protocol on\n",
    "stdin and answers [row, col] on stdout: `games` games moving first, then\n",
    "`games` moving second, each seat's games a match opened by a start\n",
    "message. It is accepted when it loses no game and every move it makes is\n",
    "accepted; the first game it loses, the first rejected move and the first\n",
    "answer that is no move are a wrong answer, told in judgemessage.txt with\n",
    "the game, the move and why. ANSWER is not read. An answer line holds at\n",
    "most 4096 bytes.\n\n",
    "Exit status (the Kattis protocol's):\n",
    "  42  accepted (the games won and drawn in judgemessage.txt)\n",
    "  43  wrong answer; with --validate, INPUT is not a duel's test file\n",
    "  2   a judge error: INPUT is not a duel, FEEDBACK_DIR is no folder",
))]
pub(crate) struct Args {
    /// The judge system whose interactor to be; kattis (Kattis,
    /// problemtools, DOMjudge) is the one there is.
    #[arg(long, value_enum, value_name = "SYSTEM", required = true)]
    protocol: Option<JudgeSystem>,
    /// Be the input validator instead: the test file on stdin, exit 42
    /// when it is a duel written as `package` writes one, 43 otherwise.
    #[arg(long)]
    validate: bool,
    /// INPUT ANSWER FEEDBACK_DIR, as the judge system passes them; what it
    /// passes after them is ignored.
    #[arg(
        value_name = "FILES",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    files: Vec<PathBuf>,
}

/// The Kattis input validator's statuses.
const VALID: u8 = 42;
const INVALID: u8 = 43;

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let system = args.protocol.expect("clap requires --protocol");
    if system != JudgeSystem::Kattis {
        warn(&format!(
            "--protocol {}: an interactor speaks kattis only (its interactive problems \
             are the ones there is a convention for)",
            system.name()
        ));
        return Ok(Outcome::Trouble);
    }
    if args.validate {
        return validate();
    }
    let [input, _answer, feedback, ..] = args.files.as_slice() else {
        warn("expected the files INPUT ANSWER FEEDBACK_DIR");
        return Ok(Outcome::Trouble);
    };
    let channels = Channels {
        feedback: Some(feedback.clone()),
        ..Channels::default()
    };
    let told = match read_duel(input) {
        Ok(duel) => play(&duel),
        Err(why) => Told::Failed(why),
    };
    Ok(Outcome::Exit(system.tell(&told, &channels)?))
}

/// The duel of the file `input`, or why there is none.
fn read_duel(input: &PathBuf) -> Result<Duel, String> {
    let text = std::fs::read(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    Duel::parse(&text).map_err(|e| format!("{}: {e}", input.display()))
}

/// Plays `duel` with the contestant on stdin and stdout.
fn play(duel: &Duel) -> Told {
    let contestant = StreamPlayer::new(
        BufReader::new(io::stdin()),
        io::stdout(),
        Box::new(JsonLines),
        StreamLimits::default(),
    );
    match duel.play(Box::new(contestant)) {
        Ok(passed) => Told::Passed(format!(
            "accepted: {} games against builtin:{} on {n}×{n} with k = {}: {} won, {} drawn",
            passed.games,
            duel.opponent.name(),
            duel.k,
            passed.won,
            passed.drawn,
            n = duel.n,
        )),
        Err(failure) => Told::Rejected {
            verdict: Verdict::WrongAnswer,
            message: failure.to_string(),
            picture: None,
        },
    }
}

/// The most bytes of a test file read.
const MOST: u64 = 4096;

/// `--validate`: the test file on stdin must be one duel, as `package`
/// writes it: compact, its keys in order, one line.
fn validate() -> Result<Outcome> {
    let mut text = Vec::new();
    io::stdin().take(MOST + 1).read_to_end(&mut text)?;
    let why = match Duel::parse(&text) {
        _ if text.len() as u64 > MOST => format!("more than {MOST} bytes"),
        Ok(duel) if text == format!("{}\n", duel.canonical()).into_bytes() => {
            return Ok(Outcome::Exit(VALID));
        }
        Ok(duel) => format!(
            "not laid out as a test file: expected {} and a newline",
            duel.canonical()
        ),
        Err(e) => e.to_string(),
    };
    warn(&format!("<stdin>: {why}"));
    Ok(Outcome::Exit(INVALID))
}
