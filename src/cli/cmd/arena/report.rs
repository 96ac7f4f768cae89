//! The arena's output, made once from the records: the standings table,
//! a JSON line a game and one of standings, and the record of cases.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::{Context, Result};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::{Value, json};
use ttt_arena::record::GameRecord;
use ttt_arena::standings::Standing;

/// Writes every game's case, one a line, to `path`.
pub(super) fn record(path: &Path, records: &[GameRecord]) -> Result<()> {
    let mut text = String::new();
    for record in records {
        text.push_str(&record.case_json());
        text.push('\n');
    }
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// A game's JSON line, its keys in this order. The case and the result
/// are the judge's own lines, kept as they are written: the case's keys
/// in the statement's order.
#[derive(Serialize)]
struct GameLine<'a> {
    /// The names the bots gave of themselves (Gomocup's `ABOUT`), seat by
    /// seat, where one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    about: Option<Vec<Option<String>>>,
    case: Box<RawValue>,
    forfeits: Vec<Value>,
    game: u32,
    outcomes: Vec<&'static str>,
    result: Box<RawValue>,
    seating: usize,
    seats: Vec<&'a str>,
    /// What the bot of each seat that lost wrote on stderr during the game.
    stderr: &'a [Option<String>],
    status: String,
}

/// A game as its JSON line.
fn game_line(names: &[String], record: &GameRecord) -> Result<String> {
    let forfeits: Vec<Value> = record
        .forfeit
        .iter()
        .map(|f| {
            json!({"seat": f.seat, "bot": names[record.seats[f.seat]], "reason": f.reason.name(), "detail": f.detail})
        })
        .collect();
    let line = GameLine {
        about: record
            .abouts
            .iter()
            .any(Option::is_some)
            .then(|| record.abouts.clone()),
        case: RawValue::from_string(record.case_json())?,
        forfeits,
        game: record.game,
        outcomes: record.outcomes().iter().map(|o| o.name()).collect(),
        result: RawValue::from_string(record.result())?,
        seating: record.seating,
        seats: record.seats.iter().map(|&b| names[b].as_str()).collect(),
        stderr: &record.stderr,
        status: record.status_text(),
    };
    Ok(serde_json::to_string(&line)?)
}

/// The name each bot gave of itself, from the first game it gave it in.
pub(super) fn abouts(bots: usize, records: &[GameRecord]) -> Vec<Option<String>> {
    let mut abouts = vec![None; bots];
    for record in records {
        for (seat, about) in record.abouts.iter().enumerate() {
            let bot = record.seats[seat];
            if abouts[bot].is_none() {
                abouts[bot].clone_from(about);
            }
        }
    }
    abouts
}

fn standing_value(names: &[String], abouts: &[Option<String>], line: &Standing) -> Value {
    let forfeits: serde_json::Map<String, Value> = line
        .forfeits
        .iter()
        .map(|(r, n)| (r.name().to_owned(), json!(n)))
        .collect();
    let mut value = json!({
        "bot": names[line.bot], "games": line.games, "wins": line.wins, "draws": line.draws,
        "losses": line.losses, "forfeits": forfeits, "points": line.points,
        "rating": line.rating, "uncertainty": line.uncertainty,
    });
    if let Some(about) = &abouts[line.bot] {
        value["about"] = json!(about);
    }
    value
}

/// A JSON line a game, then `{"standings": [...]}`.
pub(super) fn json(names: &[String], records: &[GameRecord], standings: &[Standing]) -> Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for record in records {
        writeln!(out, "{}", game_line(names, record)?)?;
    }
    let abouts = abouts(names.len(), records);
    let table: Vec<Value> = standings
        .iter()
        .map(|s| standing_value(names, &abouts, s))
        .collect();
    writeln!(out, "{}", json!({ "standings": table }))?;
    Ok(out.flush()?)
}

/// The standings as a table.
pub(super) fn table(names: &[String], standings: &[Standing]) -> Result<()> {
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    let mut out = BufWriter::new(io::stdout().lock());
    writeln!(
        out,
        "{:>2}  {:width$}  {:>5} {:>5} {:>5} {:>6} {:>7}  {:>12}  forfeits",
        "#", "bot", "games", "wins", "draws", "losses", "points", "rating"
    )?;
    for (rank, line) in standings.iter().enumerate() {
        let (forfeits, rating) = (forfeits(line), rating(line));
        writeln!(
            out,
            "{:>2}  {:width$}  {:>5} {:>5} {:>5} {:>6} {:>7}  {:>12}  {forfeits}",
            rank + 1,
            names[line.bot],
            line.games,
            line.wins,
            line.draws,
            line.losses,
            line.points,
            rating
        )?;
    }
    Ok(out.flush()?)
}

/// A bot's forfeits by reason, `timeout 2, crash 1`, or `-`: as the table
/// and the page show them.
pub(super) fn forfeits(line: &Standing) -> String {
    let listed: Vec<String> = line
        .forfeits
        .iter()
        .map(|(r, n)| format!("{r} {n}"))
        .collect();
    match listed.is_empty() {
        true => "-".to_owned(),
        false => listed.join(", "),
    }
}

/// A bot's rating and its uncertainty, `25.3 ± 4.1`.
pub(super) fn rating(line: &Standing) -> String {
    format!("{:.1} ± {:.1}", line.rating, line.uncertainty)
}
