//! `ttt-judge arena`: built-in bots, protocol bots in Python, hostile bots
//! that crash, hang, answer garbage, spam invalid moves or flood, and the
//! record re-judged by `ttt-judge run`.

use serde_json::Value;

use super::{have, ttt_judge};

/// A protocol bot in Python that plays the first empty cell; `on_turn` is
/// Python run at each turn before it answers (it may exit, sleep, print).
fn python_bot(dir: &tempfile::TempDir, name: &str, on_turn: &str) -> String {
    let path = dir.path().join(name);
    let script = format!(
        "import json, sys, time\n\
         for line in sys.stdin:\n\
         \x20   m = json.loads(line)\n\
         \x20   if m['type'] in ('turn', 'invalid'):\n\
         \x20       if m['type'] == 'turn':\n\
         \x20           board = m['board']\n\
         \x20       {on_turn}\n\
         \x20       cell = next((r, c) for r, row in enumerate(board) for c, x in enumerate(row) if x == '.')\n\
         \x20       print(json.dumps(list(cell)), flush=True)\n"
    );
    std::fs::write(&path, script).expect("the bot is written");
    format!("python3 {}", path.display())
}

/// Runs the arena with `args` and JSON output; its game lines and its
/// standings line.
pub(crate) fn arena(args: &[&str]) -> (Vec<Value>, Value) {
    let out = ttt_judge()
        .arg("arena")
        .args(args)
        .args(["--format", "json"])
        .output()
        .expect("the arena runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let mut lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let standings = lines.pop().expect("a standings line");
    (lines, standings["standings"].clone())
}

/// The standing of `bot`.
fn standing<'a>(standings: &'a Value, bot: &str) -> &'a Value {
    let all = standings.as_array().expect("a list");
    all.iter()
        .find(|s| s["bot"] == bot)
        .expect("the bot's standing")
}

#[test]
fn perfect_never_loses_on_three_by_three() {
    let (games, standings) = arena(&[
        "builtin:perfect",
        "builtin:random",
        "--seats",
        "2",
        "--games",
        "25",
    ]);
    assert_eq!(games.len(), 50);
    let perfect = standing(&standings, "builtin:perfect");
    assert_eq!(perfect["losses"], 0);
    let (_, standings) = arena(&["builtin:perfect", "builtin:greedy", "--games", "25"]);
    assert_eq!(standing(&standings, "builtin:perfect")["losses"], 0);
    assert_eq!(standings[0]["bot"], "builtin:perfect");
}

#[test]
fn the_same_seed_gives_the_same_standings() {
    let args = [
        "builtin:random",
        "builtin:greedy",
        "--games",
        "30",
        "--seed",
        "5",
    ];
    let (one, first) = arena(&args);
    let (two, second) = arena(&[&args[..], &["--jobs", "1"]].concat());
    assert_eq!((one, first), (two, second));
}

#[test]
fn the_record_is_re_judged_with_the_same_results() {
    let dir = tempfile::tempdir().expect("a folder");
    let record = dir.path().join("games.jsonl");
    let record = record.to_str().expect("a UTF-8 path");
    let bots = [
        "builtin:greedy",
        "builtin:random",
        "builtin:random",
        "--seats",
        "3",
        "--n",
        "5",
        "--k",
        "4",
    ];
    let (games, _) = arena(&[&bots[..], &["--games", "4", "--record", record]].concat());
    let out = ttt_judge()
        .args(["run", record])
        .output()
        .expect("run runs");
    assert_eq!(out.status.code(), Some(0));
    let rejudged: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a result line"))
        .collect();
    let results: Vec<Value> = games.iter().map(|g| g["result"].clone()).collect();
    assert_eq!(results.len(), 3 * 4);
    assert_eq!(games[0]["case"]["k"], 4);
    assert_eq!(rejudged, results);
    // The record is the cases of the JSON lines, as the judge writes a
    // case: the statement's keys in its order, `k` after the marks.
    let written = std::fs::read_to_string(record).expect("the record");
    let cases: Vec<Value> = written
        .lines()
        .map(|l| serde_json::from_str(l).expect("a case line"))
        .collect();
    assert_eq!(
        cases,
        games.iter().map(|g| g["case"].clone()).collect::<Vec<_>>()
    );
    for line in written.lines() {
        assert!(line.starts_with("{\"n\":5,\"playerMarks\":[\""), "{line}");
        assert!(line.contains("],\"k\":4,\"players\":["), "{line}");
        assert!(line.contains("],\"rows\":["), "{line}");
        assert!(line.contains("],\"cols\":["), "{line}");
    }
}

#[test]
fn a_game_line_holds_its_case_in_the_statements_order() {
    let out = ttt_judge()
        .args([
            "arena",
            "builtin:perfect",
            "builtin:perfect",
            "--games",
            "1",
        ])
        .args(["--format", "json"])
        .output()
        .expect("the arena runs");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    for line in &lines[..2] {
        assert!(
            line.starts_with("{\"case\":{\"n\":3,\"playerMarks\":[\"X\",\"O\"],\"players\":["),
            "{line}"
        );
        assert!(
            line.contains(
                "]},\"forfeits\":[],\"game\":0,\"outcomes\":[\"draw\",\"draw\"],\"result\":[["
            ),
            "{line}"
        );
        assert!(line.ends_with("\"status\":\"TIE\"}"), "{line}");
    }
}

/// Plays `bot` against `builtin:random` and checks that it forfeited
/// every game for `reason`, the other seat winning each.
fn forfeits_for(bot: &str, reason: &str, extra: &[&str]) -> Vec<Value> {
    let (games, standings) = arena(&[&[bot, "builtin:random", "--games", "2"][..], extra].concat());
    assert_eq!(games.len(), 4);
    for game in &games {
        let forfeit = &game["forfeits"][0];
        assert_eq!(forfeit["bot"], bot, "{game}");
        assert_eq!(forfeit["reason"], reason, "{game}");
        let seat = forfeit["seat"].as_u64().expect("a seat") as usize;
        assert_eq!(game["outcomes"][seat], "loss");
        assert_eq!(game["outcomes"][1 - seat], "win");
    }
    assert_eq!(standing(&standings, bot)["forfeits"][reason], 4);
    games
}

#[test]
fn hostile_bots_forfeit_for_what_they_did() {
    if !have("python3", "hostile_bots_forfeit_for_what_they_did") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let crash = python_bot(
        &dir,
        "crash.py",
        "sys.stderr.write('dying\\n'); sys.exit(3)",
    );
    let games = forfeits_for(&crash, "crash", &[]);
    let detail = games[0]["forfeits"][0]["detail"]
        .as_str()
        .expect("a detail");
    assert_eq!(detail, "exited with status 3; stderr: dying");
    let garbage = python_bot(&dir, "garbage.py", "print('hello', flush=True)");
    let games = forfeits_for(&garbage, "garbage", &[]);
    assert_eq!(games[0]["forfeits"][0]["detail"], "\"hello\"");
    let spam = python_bot(&dir, "spam.py", "print('[-1, 7]', flush=True); continue");
    let games = forfeits_for(&spam, "retries", &["--retries", "3"]);
    let case = &games[0]["case"];
    let seat = games[0]["forfeits"][0]["seat"].as_u64().expect("a seat") as usize;
    let calls = case["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .filter(|&r| r == -1)
        .count();
    assert_eq!(calls, 4, "every rejected call is in the case: {case}");
    assert_eq!(
        games[0]["result"].as_array().expect("a result").len(),
        4 + seat
    );
}

#[test]
fn a_hung_bot_forfeits_by_timeout_and_the_arena_finishes() {
    if !have(
        "python3",
        "a_hung_bot_forfeits_by_timeout_and_the_arena_finishes",
    ) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let hang = python_bot(&dir, "hang.py", "time.sleep(100000)");
    forfeits_for(&hang, "timeout", &["--move-time", "0.2"]);
    forfeits_for(
        &hang,
        "timeout",
        &["--move-time", "0.2", "--sandbox", "basic"],
    );
    // 0.15 s of CPU time comes well before the wall-clock backstop (three
    // times it, and 1 s), even on a loaded machine.
    let spin = python_bot(&dir, "spin.py", "while True: pass");
    forfeits_for(&spin, "bank", &["--move-time", "0.05", "--bank", "0.1"]);
}

#[test]
fn a_flood_on_stdout_and_stderr_is_bounded() {
    if !have("python3", "a_flood_on_stdout_and_stderr_is_bounded") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let flood = python_bot(
        &dir,
        "flood.py",
        "sys.stderr.write('e' * 10**7 + '\\n'); sys.stdout.write('x' * 10**8); sys.stdout.flush()",
    );
    let games = forfeits_for(&flood, "output", &["--move-time", "5"]);
    let detail = games[0]["forfeits"][0]["detail"]
        .as_str()
        .expect("a detail");
    assert!(detail.len() < 10_000, "{} bytes of detail", detail.len());
}

#[test]
fn a_protocol_bot_plays_whole_matches() {
    if !have("python3", "a_protocol_bot_plays_whole_matches") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let first = python_bot(&dir, "first.py", "pass");
    let (games, standings) = arena(&[&first, "builtin:perfect", "--games", "3"]);
    assert_eq!(games.len(), 6);
    assert!(games.iter().all(|g| g["forfeits"] == Value::Array(vec![])));
    assert_eq!(standing(&standings, "builtin:perfect")["losses"], 0);
    assert_eq!(standing(&standings, &first)["wins"], 0);
}

#[test]
fn bad_bots_and_games_are_refused_with_status_2() {
    let out = ttt_judge()
        .args(["arena", "builtin:nope", "builtin:random"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such built-in bot"));
    let out = ttt_judge()
        .args(["arena", "builtin:perfect", "builtin:random", "--n", "5"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("builtin:perfect plays two seats"));
}

/// The same first-empty-cell bot in each language and form: a function
/// or a class `Bot`, printing on stdout (which goes to stderr).
const SOURCE_BOTS: [(&str, &str, &str); 4] = [
    (
        "first.py",
        "python3",
        "def choose(board, me, marks, k):\n    print('thinking')\n    return next((r, c) for r, row in enumerate(board) for c, x in enumerate(row) if x == '.')\n",
    ),
    (
        "first.js",
        "node",
        "class Bot {\n  move(board, me, marks, k) {\n    console.log('hi');\n    for (let r = 0; r < board.length; r++)\n      for (let c = 0; c < board[r].length; c++)\n        if (board[r][c] === '.') return [r, c];\n  }\n}\n",
    ),
    (
        "Bot.java",
        "javac",
        "class Bot {\n    int[] move(String[] board, char me, String marks, int k) {\n        System.out.println(\"hi\");\n        for (int r = 0; r < board.length; r++)\n            for (int c = 0; c < board[r].length(); c++)\n                if (board[r].charAt(c) == '.') return new int[] {r, c};\n        return new int[] {0, 0};\n    }\n}\n",
    ),
    (
        "first.cpp",
        "g++",
        "std::pair<int, int> choose(const std::vector<std::string>& board, char me, const std::string& marks, int k) {\n    std::cout << \"hi\" << std::endl;\n    for (int r = 0; r < (int)board.size(); r++)\n        for (int c = 0; c < (int)board[r].size(); c++)\n            if (board[r][c] == '.') return {r, c};\n    return {0, 0};\n}\n",
    ),
];

#[test]
fn bots_written_as_a_function_or_a_class_play_in_every_language() {
    let dir = tempfile::tempdir().expect("a folder");
    for (file, tool, source) in SOURCE_BOTS {
        if !have(
            tool,
            "bots_written_as_a_function_or_a_class_play_in_every_language",
        ) {
            continue;
        }
        let path = dir.path().join(file);
        std::fs::write(&path, source).expect("the bot is written");
        let path = path.to_str().expect("a UTF-8 path");
        let (games, standings) = arena(&[path, "builtin:perfect", "--games", "2"]);
        assert!(
            games.iter().all(|g| g["forfeits"] == Value::Array(vec![])),
            "{file}"
        );
        // The first empty cell, as X: X takes the top row before O's block
        // only when O does not block; perfect always does and wins.
        assert_eq!(standing(&standings, path)["losses"], 4, "{file}");
        let first = &games
            .iter()
            .find(|g| g["seats"][0] == path)
            .expect("a game as X")["case"];
        assert_eq!(
            (&first["rows"][0], &first["cols"][0]),
            (&Value::from(0), &Value::from(0))
        );
    }
}

#[test]
fn a_source_bot_that_does_not_start_is_refused_before_any_game() {
    if !have(
        "python3",
        "a_source_bot_that_does_not_start_is_refused_before_any_game",
    ) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    for (name, text, said) in [
        (
            "nothing.py",
            "def chose(board, me, marks, k):\n    return 0, 0\n",
            "loaded with no input, it exited with status 86:\nthe bot has neither choose(board, me, marks, k) nor class Bot with move(board, me, marks, k)\n",
        ),
        (
            "broken.py",
            "import sys\nsys.stderr.write('no config here\\n')\nsys.exit(4)\n",
            "loaded with no input, it exited with status 4:\nno config here\n",
        ),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("written");
        let path = path.to_str().expect("UTF-8");
        let out = ttt_judge()
            .args(["arena", path, "builtin:random", "--games", "1"])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert_eq!(out.stdout, b"", "{name}: no game was played");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("ttt-judge: bot {path}: {said}")
        );
    }
}

#[test]
fn a_source_bot_returning_no_pair_forfeits_as_garbage() {
    let dir = tempfile::tempdir().expect("a folder");
    for (name, tool, text, detail) in [
        (
            "word.py",
            "python3",
            "def choose(board, me, marks, k):\n    return 'abc'\n",
            "\"'abc'\"",
        ),
        (
            "word.js",
            "node",
            "module.exports = { choose: () => ({ row: 1 }) };\n",
            "\"{\\\"row\\\":1}\"",
        ),
    ] {
        if !have(tool, "a_source_bot_returning_no_pair_forfeits_as_garbage") {
            continue;
        }
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("written");
        let games = forfeits_for(path.to_str().expect("UTF-8"), "garbage", &[]);
        assert_eq!(games[0]["forfeits"][0]["detail"], detail, "{name}");
    }
}
