//! `package --interactive`: an interactive problem in the legacy Kattis
//! format, in which a submission is a bot for statement 000's game and the
//! output validator is the interactor, `ttt-judge interact`, playing the
//! built-in bots against it over the arena's JSON-lines protocol. Its test
//! files are duels (`ttt_arena::duel`), chosen so that a bot that plays the
//! first empty cell loses on them.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use anyhow::{Context, Result, bail};
use ttt_arena::builtin::{Builtin, Kind};
use ttt_arena::duel::Duel;
use ttt_arena::player::{Answer, Deadline, Fault, Player};
use ttt_arena::protocol::{JsonLines, Message, Protocol};
use ttt_judge::Variant;

use super::data::GenSpec;
use super::programs::{File, around_binary};
use super::statement::origin;
use super::{Config, own_binary, write};
use crate::cli::outcome::Outcome;

/// The problem's name.
const NAME: &str = "Tic-Tac-Toe Bot";

/// Refuses what an interactive package cannot be: another statement,
/// another format, cases of a statement.
pub(super) fn refuse(
    variant: Variant,
    other_format: bool,
    cases: &[PathBuf],
    gens: &[GenSpec],
) -> Result<()> {
    if variant != Variant::Multi {
        bail!(
            "--interactive writes a problem of statement 000's game (--variant multi), \
             not of --variant {}",
            variant.name()
        );
    }
    if other_format {
        bail!("--interactive writes the legacy format only (--format legacy)");
    }
    if !cases.is_empty() || !gens.is_empty() {
        bail!("--interactive writes its own test files (duels); --cases and --gen are not taken");
    }
    Ok(())
}

/// A test file: its stem and its duel.
struct Test {
    stem: &'static str,
    duel: Duel,
}

/// The duels: the sample, then the secret ones. Each seed is one on which
/// the wrong-answer bots are caught (a first-empty-cell bot loses on each
/// 3×3 one), and the accepted bot draws or wins.
fn tests() -> (Test, Vec<Test>) {
    let duel = |n, k, opponent, games, seed| Duel {
        n,
        k,
        opponent,
        games,
        seed,
    };
    let sample = Test {
        stem: "example-1",
        duel: duel(3, 3, Kind::Random, 1, 1),
    };
    let secret = vec![
        Test {
            stem: "01-random-3x3",
            duel: duel(3, 3, Kind::Random, 20, 1),
        },
        Test {
            stem: "02-greedy-3x3",
            duel: duel(3, 3, Kind::Greedy, 20, 2),
        },
        Test {
            stem: "03-perfect-3x3",
            duel: duel(3, 3, Kind::Perfect, 5, 3),
        },
        Test {
            stem: "04-random-4x4-k4",
            duel: duel(4, 4, Kind::Random, 5, 4),
        },
        Test {
            stem: "05-greedy-4x4-k4",
            duel: duel(4, 4, Kind::Greedy, 5, 5),
        },
        Test {
            stem: "06-random-5x5-k4",
            duel: duel(5, 4, Kind::Random, 5, 6),
        },
    ];
    (sample, secret)
}

/// The jury's bots, each a whole program.
const ACCEPTED: [(&str, &str); 2] = [
    ("perfect.py", include_str!("bots/perfect.py")),
    ("perfect.cpp", include_str!("bots/perfect.cpp")),
];
const WRONG: [(&str, &str); 2] = [
    ("first_empty.py", include_str!("bots/first_empty.py")),
    ("occupied.py", include_str!("bots/occupied.py")),
];

/// Writes the package.
pub(super) fn execute(config: &Config) -> Result<Outcome> {
    let files = files(config, &own_binary()?)?;
    write(&config.dir, &files, config.zip)?;
    Ok(Outcome::Success)
}

/// Every file of the package.
fn files(config: &Config, binary: &[u8]) -> Result<Vec<File>> {
    let yaml = format!(
        "name: {NAME}\n{}validation: custom interactive\nlimits:\n  memory: 1024\n  output: 64\n",
        origin(&config.about)
    );
    let (sample, secret) = tests();
    let interaction = interaction(&sample.duel)?;
    let mut files = vec![
        File::text("problem.yaml", yaml),
        File::text(
            ".timelimit",
            format!(
                "{}\n",
                config
                    .time_limit
                    .unwrap_or(super::selfcheck::DEFAULT_TIME_LIMIT)
                    .as_secs_f64()
            ),
        ),
        File::text("problem_statement/problem.en.tex", statement(&interaction)),
        File::text(
            format!("data/sample/{}.interaction", sample.stem),
            interaction,
        ),
    ];
    for (folder, test) in
        std::iter::once(("sample", &sample)).chain(secret.iter().map(|t| ("secret", t)))
    {
        let stem = format!("data/{folder}/{}", test.stem);
        files.push(File::text(
            format!("{stem}.in"),
            format!("{}\n", test.duel.canonical()),
        ));
        files.push(File::text(format!("{stem}.ans"), ""));
    }
    let input = "#!/bin/sh\n# Kattis input validator: the duel on stdin, exit 42 when it is one as the\n\
         # package writes it, 43 with the reason on stderr.\n\
         exec \"$(dirname \"$0\")/ttt-judge\" interact --protocol kattis --validate \"$@\"\n";
    let output = "#!/bin/sh\n# Kattis interactor: run as `run INPUT ANSWER FEEDBACK_DIR`, the bot on the other\n\
         # ends of stdin and stdout; exit 42 accepted, 43 wrong with the game, the move\n\
         # and why in judgemessage.txt.\n\
         exec \"$(dirname \"$0\")/ttt-judge\" interact --protocol kattis \"$@\"\n";
    files.extend(around_binary("input_validators/ttt", input, binary));
    files.extend(around_binary("output_validators/ttt", output, binary));
    for (folder, bots) in [("accepted", &ACCEPTED[..]), ("wrong_answer", &WRONG[..])] {
        for (name, text) in bots {
            files.push(File::text(format!("submissions/{folder}/{name}"), *text));
        }
    }
    {
        for super::selfcheck::Jury { source, verdict } in &config.jury {
            let folder = verdict.folder();
            let name = source
                .file_name()
                .with_context(|| format!("{}: not a file", source.display()))?
                .to_string_lossy()
                .into_owned();
            let path = format!("submissions/{folder}/{name}");
            if files.iter().any(|f| f.path == path) {
                bail!(
                    "{}: two {folder} submissions would be {path}",
                    source.display()
                );
            }
            let bytes = std::fs::read(source)
                .with_context(|| format!("cannot read {}", source.display()))?;
            files.push(File::binary(path, bytes));
        }
    }
    Ok(files)
}

/// The lines of a sample interaction.
type Lines = Arc<Mutex<Vec<String>>>;

/// A player that writes down what it is told and what it answers, in a
/// sample interaction's form: `<` a line the bot reads, `>` one it writes.
struct Recorder {
    bot: Builtin,
    lines: Lines,
}

impl Recorder {
    fn note(&self, line: String) {
        self.lines
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(line);
    }

    fn hear(&self, message: &Message<'_>) {
        if let Some(line) = JsonLines.encode(message) {
            self.note(format!("<{}", String::from_utf8_lossy(&line)));
        }
    }
}

impl Player for Recorder {
    fn tell(&mut self, message: &Message<'_>) {
        self.hear(message);
        self.bot.tell(message);
    }

    fn ask(&mut self, message: &Message<'_>, deadline: Deadline) -> Result<Answer, Fault> {
        self.hear(message);
        let answer = self.bot.ask(message, deadline)?;
        let (row, col) = answer.at;
        self.note(format!(">[{row}, {col}]"));
        Ok(answer)
    }

    fn broken(&self) -> bool {
        false
    }

    fn finish(&mut self) -> String {
        String::new()
    }
}

/// The sample's interaction: `duel` played by the perfect bot, as the
/// contestant sees it.
fn interaction(duel: &Duel) -> Result<String> {
    let lines = Lines::default();
    let player = Recorder {
        bot: Builtin::new(Kind::Perfect),
        lines: Arc::clone(&lines),
    };
    if let Err(failure) = duel.play(Box::new(player)) {
        bail!("the sample's perfect bot fails: {failure}");
    }
    let lines = lines.lock().unwrap_or_else(|e| e.into_inner());
    Ok(lines.iter().map(|line| format!("{line}\n")).collect())
}

/// `problem_statement/problem.en.tex`, with the sample's interaction.
fn statement(interaction: &str) -> String {
    let mut exchange = String::new();
    for line in interaction.lines().take(12) {
        exchange.push_str(line);
        exchange.push('\n');
    }
    format!(
        "\\problemname{{{NAME}}}\n\n{STATEMENT}\n\\begin{{verbatim}}\n{exchange}\\end{{verbatim}}\n\n{AFTER}"
    )
}

const STATEMENT: &str = r#"Write a bot that plays tic-tac-toe on an $n \times n$ board against the
judge's bot: two players, X moving first and O second, alternate placing
their mark on an empty cell; the first to have $k$ of its marks in a row, a
column or a diagonal wins, and a full board with no such line is a tie.

Each test is a duel: your bot plays a number of games moving first (as X),
then the same number moving second (as O), against one of the judge's bots:
one that plays a random empty cell, one that wins when it can and blocks
when it must, or one that plays perfectly. $3 \le k \le n \le 15$.

Your submission is \textbf{accepted on a test when it loses none of its
games} (a win or a tie is fine) and every move it makes is on an empty cell
of the board. A move on a taken cell or off the board, an answer that is no
move, and a lost game are each a wrong answer at once.

\section*{Interaction}
The judge writes one JSON object per line to your standard input, and your
bot answers on its standard output when it is due, with one line
\texttt{[row, col]} (rows and columns from 0, the top left cell
\texttt{[0, 0]}). Flush the output after each answer, and write nothing
else to it. Ignore keys you do not know; keys come in any order.

\begin{itemize}
\item \texttt{start}: a new series of games begins, and its first game:
  \texttt{n}, \texttt{k}, \texttt{marks} (\texttt{["X","O"]}),
  \texttt{mark} and \texttt{seat} (yours, and your place in the turn
  order), \texttt{games} (in this series), \texttt{seed},
  \texttt{moveTime}, \texttt{bank} and \texttt{version} (which you may
  ignore). There are two series a test: you as X, then you as O.
\item \texttt{turn}: you are due. \texttt{board} is the rows as strings,
  \texttt{.} for an empty cell; \texttt{moves} the moves since your last
  turn (your own first), as \texttt{[mark, row, col]}. Answer with your
  move.
\item \texttt{end}: the game is over: \texttt{status} (\texttt{WIN:X},
  \texttt{WIN:O} or \texttt{TIE}) and \texttt{outcome} for you
  (\texttt{win}, \texttt{draw} or \texttt{loss}).
\item \texttt{game}: the next game of the series begins, on an empty board.
\end{itemize}

When the test is over your standard input is closed: exit then.
An answer line holds at most 4096 bytes.

Below, the start of the first sample: lines starting with \texttt{<} are
what your bot reads, lines starting with \texttt{>} what it writes.
"#;

const AFTER: &str = "The sample below is the whole of one such test, played by one bot; \
yours may move otherwise, and the judge's bot then answers otherwise.\n";
