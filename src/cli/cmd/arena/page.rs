//! `arena --html FILE`: one self-contained page with the standings (as
//! the table shows them), a list of the games, each linked to its replay,
//! and every game's replay, drawn by the replay page `show --format html`
//! writes, from the typed records.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};
use ttt_arena::record::GameRecord;
use ttt_arena::standings::Standing;
use ttt_judge::render::html::{self, CaseReplay, escape};

use super::report;

/// Writes the page of `records` and `standings` to `path`.
pub(super) fn write(
    path: &Path,
    names: &[String],
    records: &[GameRecord],
    standings: &[Standing],
) -> Result<()> {
    std::fs::write(path, page(names, records, standings))
        .with_context(|| format!("cannot write {}", path.display()))
}

/// The page: the standings, the games, their replays.
pub(super) fn page(names: &[String], records: &[GameRecord], standings: &[Standing]) -> String {
    let replays: Vec<CaseReplay> = records
        .iter()
        .enumerate()
        .map(|(i, record)| {
            let case = record.case();
            let steps = record.calls.len();
            CaseReplay::new(i + 1, game_title(i + 1, names, record), &case, steps)
        })
        .collect();
    let mut body = String::new();
    standings_table(&mut body, names, standings);
    games_table(&mut body, names, records);
    body.push_str(html::KEY);
    html::document("ttt-judge arena", &body, &replays)
}

/// `game 3: A (X) vs B (O), WIN:X`, and the forfeit when there was one.
fn game_title(number: usize, names: &[String], record: &GameRecord) -> String {
    let mut title = format!(
        "game {number}: {}, {}",
        seats(names, record),
        record.status_text()
    );
    if let Some(f) = &record.forfeit {
        let _ = write!(
            title,
            ", {} forfeited ({})",
            names[record.seats[f.seat]],
            f.reason.name()
        );
    }
    title
}

/// What each seat that lost wrote on stderr during the game, each after
/// its bot's name (`A (X):\n...`), or `-`.
pub(super) fn losers_stderr(names: &[String], record: &GameRecord) -> String {
    let parts: Vec<String> = record
        .stderr
        .iter()
        .enumerate()
        .filter_map(|(seat, text)| {
            let text = text.as_deref()?;
            let mark = char::from(record.spec.marks[seat]);
            Some(format!(
                "{} ({mark}):\n{}",
                names[record.seats[seat]],
                text.trim_end()
            ))
        })
        .collect();
    match parts.is_empty() {
        true => "-".to_owned(),
        false => parts.join("\n"),
    }
}

/// `A (X) vs B (O)`.
fn seats(names: &[String], record: &GameRecord) -> String {
    record
        .seats
        .iter()
        .enumerate()
        .map(|(seat, &bot)| format!("{} ({})", names[bot], char::from(record.spec.marks[seat])))
        .collect::<Vec<_>>()
        .join(" vs ")
}

fn standings_table(out: &mut String, names: &[String], standings: &[Standing]) {
    out.push_str(concat!(
        "<h2>Standings</h2>\n<table class=\"counts\" id=\"standings\">\n",
        "<thead><tr><th>#</th><th>bot</th><th>games</th><th>wins</th><th>draws</th>",
        "<th>losses</th><th>points</th><th>rating</th><th>forfeits</th></tr></thead>\n<tbody>\n",
    ));
    for (rank, line) in standings.iter().enumerate() {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            rank + 1,
            escape(&names[line.bot]),
            line.games,
            line.wins,
            line.draws,
            line.losses,
            line.points,
            report::rating(line),
            escape(&report::forfeits(line)),
        );
    }
    out.push_str("</tbody>\n</table>\n");
}

fn games_table(out: &mut String, names: &[String], records: &[GameRecord]) {
    out.push_str(concat!(
        "<h2>Games</h2>\n<table class=\"counts\" id=\"games\">\n",
        "<thead><tr><th>case</th><th>seating</th><th>game</th><th>seats</th><th>status</th>",
        "<th>forfeit</th><th>stderr of the seats that lost</th></tr></thead>\n<tbody>\n",
    ));
    for (i, record) in records.iter().enumerate() {
        let forfeit = match &record.forfeit {
            Some(f) => format!(
                "{}: {} ({})",
                names[record.seats[f.seat]],
                f.reason.name(),
                f.detail
            ),
            None => "-".to_owned(),
        };
        let _ = writeln!(
            out,
            "<tr><td><a href=\"#case-{n}\">game {n}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td><pre>{}</pre></td></tr>",
            record.seating,
            record.game,
            escape(&seats(names, record)),
            escape(&record.status_text()),
            escape(&forfeit),
            // One line of HTML a row: the newlines as references.
            escape(&losers_stderr(names, record)).replace('\n', "&#10;"),
            n = i + 1,
        );
    }
    out.push_str("</tbody>\n</table>\n");
}
