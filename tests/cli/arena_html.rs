//! `ttt-judge arena --html FILE`: the page's standings are the table's,
//! its list of games links each game's replay, and each replay is the
//! game's case as `--format json` gives it, judged the same. Hostile
//! names stay text.

use serde_json::Value;

use super::{have, ttt_judge};

/// Runs the arena with `args`; its stdout.
fn arena(args: &[&str]) -> String {
    let out = ttt_judge()
        .arg("arena")
        .args(args)
        .output()
        .expect("the arena runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The text between `start` and the next `end` after it.
fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("{start} in the page"))
        + start.len();
    let len = text[from..].find(end).expect("its end");
    &text[from..from + len]
}

/// The standings table's rows as the page writes them, from the table
/// `arena` prints: `#, bot, games, wins, draws, losses, points, rating ±
/// uncertainty, forfeits`.
fn expected_rows(table: &str, escape: impl Fn(&str) -> String) -> String {
    let mut rows = String::new();
    for line in table.lines().skip(1) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let pm = words.iter().position(|&w| w == "±").expect("a rating");
        let (points, rating) = (pm - 2, format!("{} ± {}", words[pm - 1], words[pm + 1]));
        let bot = words[1..points - 4].join(" ");
        let counts = &words[points - 4..points];
        let forfeits = words[pm + 2..].join(" ");
        rows.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{rating}</td><td>{}</td></tr>\n",
            words[0],
            escape(&bot),
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            words[points],
            escape(&forfeits)
        ));
    }
    rows
}

fn plain(text: &str) -> String {
    text.to_owned()
}

/// Checks the page at `html` against the tournament's JSON lines `games`:
/// one linked row and one replay a game, the replay's calls and results
/// those of the game.
fn check_games(page: &str, games: &[Value], escape: impl Fn(&str) -> String) {
    let rows = between(page, "<table class=\"counts\" id=\"games\">", "</table>");
    let rows: Vec<&str> = between(rows, "<tbody>\n", "</tbody>").lines().collect();
    assert_eq!(rows.len(), games.len());
    let data: Value = serde_json::from_str(between(
        page,
        "<script type=\"application/json\" id=\"ttt-data\">",
        "</script>",
    ))
    .expect("the replay data is JSON");
    let replays = data.as_array().expect("a replay a game");
    assert_eq!(replays.len(), games.len());
    for (i, (game, replay)) in games.iter().zip(replays).enumerate() {
        let number = i + 1;
        let seats: Vec<String> = game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .zip(game["case"]["playerMarks"].as_array().expect("marks"))
            .map(|(bot, mark)| {
                format!(
                    "{} ({})",
                    bot.as_str().expect("a name"),
                    mark.as_str().expect("a mark")
                )
            })
            .collect();
        let seats = seats.join(" vs ");
        let forfeit = match game["forfeits"].as_array().expect("forfeits").first() {
            Some(f) => format!(
                "{}: {} ({})",
                f["bot"].as_str().expect("a bot"),
                f["reason"].as_str().expect("a reason"),
                f["detail"].as_str().expect("a detail")
            ),
            None => "-".into(),
        };
        let losers: Vec<String> = game["stderr"]
            .as_array()
            .expect("stderr")
            .iter()
            .enumerate()
            .filter_map(|(seat, text)| {
                Some(format!(
                    "{} ({}):\n{}",
                    game["seats"][seat].as_str().expect("a name"),
                    game["case"]["playerMarks"][seat].as_str().expect("a mark"),
                    text.as_str()?.trim_end()
                ))
            })
            .collect();
        let losers = match losers.is_empty() {
            true => "-".to_owned(),
            false => losers.join("\n"),
        };
        assert_eq!(
            rows[i],
            format!(
                "<tr><td><a href=\"#case-{number}\">game {number}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td><pre>{}</pre></td></tr>",
                game["seating"],
                game["game"],
                escape(&seats),
                game["status"].as_str().expect("a status"),
                escape(&forfeit),
                escape(&losers).replace('\n', "&#10;")
            )
        );
        let mut title = format!(
            "game {number}: {seats}, {}",
            game["status"].as_str().expect("a status")
        );
        if let Some(f) = game["forfeits"].as_array().expect("forfeits").first() {
            title.push_str(&format!(
                ", {} forfeited ({})",
                f["bot"].as_str().expect("a bot"),
                f["reason"].as_str().expect("a reason")
            ));
        }
        assert_eq!(replay["number"], number);
        assert_eq!(replay["title"], title.as_str());
        let steps = replay["steps"].as_array().expect("steps");
        let rows_of_case = game["case"]["rows"].as_array().expect("rows");
        let cols_of_case = game["case"]["cols"].as_array().expect("cols");
        let results = game["result"].as_array().expect("a result");
        assert_eq!(steps.len(), rows_of_case.len(), "{title}");
        assert_eq!(replay["start"], steps.len(), "opens at the end");
        for (j, step) in steps.iter().enumerate() {
            assert_eq!(step[0], rows_of_case[j], "{title} call {j}");
            assert_eq!(step[1], cols_of_case[j], "{title} call {j}");
            let result = step[3].as_u64().expect("a result index") as usize;
            assert_eq!(replay["results"][result], results[j], "{title} call {j}");
        }
    }
}

#[test]
fn the_page_holds_the_standings_the_games_and_their_replays() {
    let dir = tempfile::tempdir().expect("a folder");
    let html = dir.path().join("arena.html");
    let args = [
        "builtin:perfect",
        "builtin:greedy",
        "builtin:random",
        "--seats",
        "2",
        "--games",
        "2",
        "--seed",
        "5",
    ];
    let table = arena(&[&args[..], &["--html", html.to_str().expect("UTF-8")]].concat());
    let page = std::fs::read_to_string(&html).expect("the page is written");
    let games: Vec<Value> = arena(&[&args[..], &["--format", "json"]].concat())
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .filter(|v: &Value| v.get("standings").is_none())
        .collect();
    assert_eq!(games.len(), 12);
    assert!(page.starts_with("<!DOCTYPE html>\n"));
    assert!(page.contains("<title>ttt-judge arena</title>\n"));
    assert_eq!(
        between(
            page.as_str(),
            "<table class=\"counts\" id=\"standings\">\n",
            "</table>"
        ),
        format!(
            "<thead><tr><th>#</th><th>bot</th><th>games</th><th>wins</th><th>draws</th><th>losses</th><th>points</th><th>rating</th><th>forfeits</th></tr></thead>\n<tbody>\n{}</tbody>\n",
            expected_rows(&table, plain)
        )
    );
    check_games(&page, &games, plain);
}

#[test]
fn forfeits_and_hostile_names_stay_text_on_the_page() {
    if !have(
        "python3",
        "forfeits_and_hostile_names_stay_text_on_the_page",
    ) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    // A bot that answers off the board until it forfeits by its retries,
    // saying so in markup on stderr.
    let path = dir.path().join("<b>&spam.py");
    std::fs::write(
        &path,
        "import sys\nfor line in sys.stdin:\n    if '\"turn\"' in line or '\"invalid\"' in line:\n        sys.stderr.write('<i>off & on\\n'); sys.stderr.flush()\n        print('[-1, 7]', flush=True)\n",
    )
    .expect("the bot is written");
    let bot = format!("python3 {}", path.display());
    let html = dir.path().join("arena.html");
    let args = [bot.as_str(), "builtin:random", "--games", "2"];
    let table = arena(&[&args[..], &["--html", html.to_str().expect("UTF-8")]].concat());
    assert!(table.contains("retries 4"), "{table}");
    let page = std::fs::read_to_string(&html).expect("the page is written");
    assert!(!page.contains("<b>"), "a name is never markup");
    assert!(!page.contains("<i>"), "stderr is never markup");
    let escape = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    assert_eq!(
        between(page.as_str(), "<tbody>\n", "</tbody>"),
        expected_rows(&table, escape)
    );
    // What a bot wrote on stderr is read as it comes, so a page is checked
    // against the JSON lines of the same run.
    let html = dir.path().join("arena-json.html");
    let json = ["--format", "json", "--html", html.to_str().expect("UTF-8")];
    let games: Vec<Value> = arena(&[&args[..], &json].concat())
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .filter(|v: &Value| v.get("standings").is_none())
        .collect();
    let page = std::fs::read_to_string(&html).expect("the page is written");
    assert_eq!(games.len(), 4);
    for game in &games {
        let seat = game["forfeits"][0]["seat"].as_u64().expect("a forfeit") as usize;
        assert_eq!(
            game["stderr"][1 - seat],
            Value::Null,
            "the winner's is not kept"
        );
        let text = game["stderr"][seat].as_str().expect("the loser's stderr");
        assert!(text.starts_with("<i>off & on\n"), "{text:?}");
    }
    check_games(&page, &games, escape);
}

#[test]
fn an_unwritable_page_is_an_error_with_status_2() {
    let out = ttt_judge()
        .args([
            "arena",
            "builtin:random",
            "builtin:greedy",
            "--games",
            "1",
            "--html",
            "/nonexistent/folder/arena.html",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot write /nonexistent/folder/arena.html"),
        "{stderr}"
    );
}
