//! `show --format html`: every case of the input (or the one `--case`
//! names) replayed on one self-contained page. An input `show` cannot read
//! is the same error here, and no page is written.

use std::io::{self, Write};

use anyhow::Result;
use ttt_judge::Replay;
use ttt_judge::render::html::{self, CaseReplay};

use super::{Args, NotFound, StepChoice, case_number, cases, step_within};
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;

/// Writes the page, or says why not.
pub(super) fn execute(args: &Args) -> Result<Outcome> {
    if args.step == Some(StepChoice::All) {
        warn(
            "--step all: the page steps through every call itself; give one --step to open at, or none",
        );
        return Ok(Outcome::Trouble);
    }
    let replays = match replays(args) {
        Ok(replays) => replays,
        Err(e) => {
            warn(&e.to_string());
            return Ok(Outcome::Trouble);
        }
    };
    let title = match &args.file {
        Some(file) => format!("ttt-judge replay: {}", file.display()),
        None => "ttt-judge replay".to_string(),
    };
    let mut out = io::stdout().lock();
    out.write_all(html::page(&title, &replays).as_bytes())?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// The replays of the cases asked for.
fn replays(args: &Args) -> Result<Vec<CaseReplay>, NotFound> {
    let mut replays = Vec::new();
    let mut seen = 0;
    for item in cases(args) {
        let (place, case) = item.map_err(NotFound::BadInput)?;
        seen = place.number;
        if args.case.is_some_and(|wanted| wanted.get() != place.number) {
            continue;
        }
        let case = case.map_err(NotFound::Unjudged)?;
        let total = Replay::new(&case).total();
        let start = match args.step {
            Some(StepChoice::At(t)) => step_within(t, total).ok_or(NotFound::NoStep {
                number: place.number,
                total,
            })?,
            Some(StepChoice::All) | None => total,
        };
        replays.push(CaseReplay::new(
            place.number,
            place.to_string(),
            &case,
            start,
        ));
    }
    match replays.is_empty() {
        true => Err(NotFound::Beyond {
            asked: case_number(args),
            seen,
        }),
        false => Ok(replays),
    }
}
