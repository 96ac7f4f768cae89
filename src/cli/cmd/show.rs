//! `ttt-judge show`: draw one case's board after a step, as text or SVG,
//! or replay cases on an HTML page.

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::PathBuf;

use anyhow::Result;
use ttt_judge::case::CaseError;
use ttt_judge::render::{self, Picture};
use ttt_judge::{Case, Replay};

use crate::cli::args::{BadValue, ColorArg, VariantArg};
use crate::cli::io::{BadInput, Cases, Source, warn};
use crate::cli::outcome::Outcome;

mod page;

/// Draw a game's board after any step.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge show fixtures/seeds/multi-example-1.json\n",
    "  ttt-judge show cases.jsonl --case 3 --step 4\n",
    "  ttt-judge show game.json --step all        # replay every step\n",
    "  ttt-judge show game.json --format svg > board.svg\n",
    "  ttt-judge show cases.jsonl --format html > replay.html\n\n",
    "The last move is drawn [X], the other cells of the winning run (X), an\n",
    "empty cell '.' (or, when '.' is a mark, the character a legend line\n",
    "names). A board wider than the terminal (COLUMNS, else 80) is\n",
    "cropped to a window around the winning run or the last accepted move\n",
    "(drawn [X] even when a later call was rejected), and a line says so.\n",
    "Step 0 is the empty board; step T is the board after T calls.\n",
    "--format html writes one self-contained page that replays every case\n",
    "(or the --case asked for), opening at --step T (default: the end).\n\n",
    "Exit status:\n",
    "  0  the board was drawn\n",
    "  2  bad usage, an unreadable file, no such case or step, or a case that\n",
    "     cannot be read",
))]
pub(crate) struct Args {
    /// A file of cases; `-` or none reads stdin.
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,
    /// Which case to draw, counting from 1 (default: the first; for
    /// `html`, every case).
    #[arg(long, value_name = "N", value_parser = parse_case_number)]
    case: Option<NonZeroUsize>,
    /// Draw the board after this many calls (0 is the empty board), or
    /// `all` for every step in order; default: after the last call.
    #[arg(long, value_name = "T", value_parser = parse_step)]
    step: Option<StepChoice>,
    #[command(flatten)]
    variant: VariantArg,
    /// Draw as `text`, as a standalone `svg` document, or as an `html` page
    /// that replays the game.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Drawing::Text)]
    format: Drawing,
    #[command(flatten)]
    color: ColorArg,
    /// Not an option: `--format svg` draws SVG. Taken only to say so, as
    /// clap would otherwise suggest passing `--svg` as a file name.
    #[arg(long, hide = true)]
    svg: bool,
}

/// Which steps to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StepChoice {
    /// After this many calls.
    At(u64),
    /// Every step, from the empty board on.
    All,
}

/// A case's number, counted from 1.
fn parse_case_number(text: &str) -> Result<NonZeroUsize, BadValue> {
    match text.parse::<usize>() {
        Ok(0) => Err(BadValue("cases are counted from 1".into())),
        Ok(n) => Ok(NonZeroUsize::new(n).expect("0 was refused above")),
        Err(_) => Err(BadValue(
            "expected a case's number, counting from 1, such as 2".into(),
        )),
    }
}

fn parse_step(text: &str) -> Result<StepChoice, BadValue> {
    match text {
        "all" => Ok(StepChoice::All),
        _ => text.parse().map(StepChoice::At).map_err(|_| {
            BadValue(format!(
                "\"{text}\" is not a step (expected a number of calls, or all)"
            ))
        }),
    }
}

/// The drawing's format.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Drawing {
    /// Text for a terminal.
    Text,
    /// A standalone SVG document.
    Svg,
    /// A self-contained page that replays the games.
    Html,
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    if args.svg {
        warn("there is no --svg option: draw SVG with --format svg");
        return Ok(Outcome::Trouble);
    }
    if args.format == Drawing::Svg && args.step == Some(StepChoice::All) {
        warn("--step all draws many boards, which one SVG document cannot hold; pick one --step");
        return Ok(Outcome::Trouble);
    }
    if args.format == Drawing::Html {
        return page::execute(&args);
    }
    let case = match find_case(&args) {
        Ok(case) => case,
        Err(e) => {
            warn(&e.to_string());
            return Ok(Outcome::Trouble);
        }
    };
    let total = Replay::new(&case).total();
    let steps = match args.step {
        None => vec![total],
        Some(StepChoice::All) => (0..=total).collect(),
        Some(StepChoice::At(t)) => match step_within(t, total) {
            Some(t) => vec![t],
            None => {
                let number = case_number(&args).get();
                warn(&NotFound::NoStep { number, total }.to_string());
                return Ok(Outcome::Trouble);
            }
        },
    };
    let mut out = BufWriter::new(io::stdout().lock());
    draw(&mut out, &args, &case, &steps)?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// Why the case asked for cannot be drawn.
#[derive(Debug)]
enum NotFound {
    /// The input could not be read.
    BadInput(BadInput),
    /// The case could not be read.
    Unjudged(CaseError),
    /// The input has fewer cases than the number asked for.
    Beyond { asked: NonZeroUsize, seen: usize },
    /// `--step` is beyond the `total` steps of case `number`.
    NoStep { number: usize, total: usize },
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotFound::BadInput(e) => e.fmt(f),
            NotFound::Unjudged(e) => e.fmt(f),
            NotFound::Beyond { seen: 0, .. } => f.write_str("no case to show: the input is empty"),
            NotFound::Beyond { asked, seen: 1 } => {
                write!(f, "there is no case {asked}: the input has 1 case")
            }
            NotFound::Beyond { asked, seen } => {
                write!(f, "there is no case {asked}: the input has {seen} cases")
            }
            NotFound::NoStep { number, total } => write!(
                f,
                "case {number} has {total} steps; --step must be 0 to {total}, or all"
            ),
        }
    }
}

/// The case numbered `--case`, parsed, or why not.
fn find_case(args: &Args) -> Result<Case, NotFound> {
    let asked = case_number(args);
    let mut seen = 0;
    for item in cases(args) {
        let (place, case) = item.map_err(NotFound::BadInput)?;
        seen = place.number;
        if place.number == asked.get() {
            return case.map_err(NotFound::Unjudged);
        }
    }
    Err(NotFound::Beyond { asked, seen })
}

/// The cases of the input, in order (an inline fixture's, its lines'
/// inputs, so that the case `grade` names is the one drawn).
fn cases(args: &Args) -> Cases {
    let source = match &args.file {
        Some(file) => Source::file(file),
        None => Source::Stdin,
    };
    Cases::new(vec![source], args.variant.variant)
}

/// The case `--case` asks for; the first by default.
fn case_number(args: &Args) -> NonZeroUsize {
    args.case.unwrap_or(NonZeroUsize::MIN)
}

/// `--step t` as a step of a case that has `total` steps, if it is one.
fn step_within(t: u64, total: usize) -> Option<usize> {
    usize::try_from(t).ok().filter(|&t| t <= total)
}

/// Draws the boards after each of `steps` (in increasing order), replaying
/// the case once.
fn draw(out: &mut impl Write, args: &Args, case: &Case, steps: &[usize]) -> io::Result<()> {
    let width = terminal_width();
    let colour = args.format == Drawing::Text && args.color.color.enabled();
    let mut replay = Replay::new(case);
    let total = replay.total();
    let mut last = None;
    for (i, &step) in steps.iter().enumerate() {
        if let Some(played) = replay.advance_to(step) {
            last = Some(played);
        }
        let picture = Picture::new(case, replay.game(), last, step, total);
        // A page never gets here: show::page writes it.
        let drawing = match args.format == Drawing::Svg {
            true => render::svg(&picture),
            false => render::text(&picture, width, colour),
        };
        if i > 0 {
            out.write_all(b"\n")?;
        }
        out.write_all(drawing.as_bytes())?;
    }
    Ok(())
}

/// The terminal's width from `COLUMNS`, else 80.
fn terminal_width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse().ok())
        .filter(|&c: &usize| c > 0)
        .unwrap_or(80)
}
