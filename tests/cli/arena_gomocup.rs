//! `ttt-judge arena` with Gomocup (Piskvork) brains: a brain in the style
//! of Gomocup's Python template (tests/bots/gomocup_brain.py) against a
//! built-in bot and against itself, its record re-judged, and the brain
//! misbehaving: garbage, MESSAGE lines forever, an occupied cell, a
//! refused RESTART; and the tables a brain cannot sit at.

use serde_json::{Value, json};

use super::arena::arena;
use super::{have, ttt_judge};

/// The test brain as a bot spec, misbehaving as `mode` says ("" for not).
fn brain(mode: &str) -> String {
    format!("gomocup:python3 tests/bots/gomocup_brain.py {mode}")
        .trim_end()
        .to_owned()
}

/// The forfeits of every game, in order.
fn forfeits(games: &[Value]) -> Vec<Value> {
    games.iter().map(|g| g["forfeits"].clone()).collect()
}

/// `ttt-judge run` on the record at `path`: a result a line.
fn rejudged(path: &str) -> Vec<Value> {
    let out = ttt_judge().args(["run", path]).output().expect("run runs");
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a result line"))
        .collect()
}

#[test]
fn a_brain_plays_greedy_and_itself_on_gomocup_boards_and_the_record_rejudges() {
    if !have("python3", "a_brain_plays_greedy_and_itself") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    for (bots, games) in [
        ([brain(""), "builtin:greedy".to_owned()], 4),
        ([brain(""), brain("")], 4),
    ] {
        let record = dir.path().join("games.jsonl");
        let record = record.to_str().expect("a UTF-8 path");
        let args = [&bots[0], &bots[1], "--games", "2", "--record", record];
        let (played, standings) = arena(&args);
        assert_eq!(played.len(), games);
        assert_eq!(forfeits(&played), vec![json!([]); games]);
        for game in &played {
            // Gomocup's board and rule: 15×15, five in a row.
            assert_eq!(
                (&game["case"]["n"], &game["case"]["k"]),
                (&json!(15), &json!(5))
            );
            assert_eq!(game["case"]["playerMarks"], json!(["X", "O"]));
            let status = game["status"].as_str().expect("a status");
            assert!(["WIN:X", "WIN:O", "TIE"].contains(&status), "{status}");
        }
        let total: u64 = standings
            .as_array()
            .expect("a list")
            .iter()
            .map(|s| s["games"].as_u64().expect("a count"))
            .sum();
        assert_eq!(total, 2 * games as u64);
        let results: Vec<Value> = played.iter().map(|g| g["result"].clone()).collect();
        assert_eq!(rejudged(record), results);
    }
}

#[test]
fn a_brain_against_itself_plays_the_same_game_each_time() {
    if !have(
        "python3",
        "a_brain_against_itself_plays_the_same_game_each_time",
    ) {
        return;
    }
    let (played, _) = arena(&[&brain(""), &brain(""), "--games", "2"]);
    let first = &played[0]["case"];
    assert!(played.iter().all(|g| &g["case"] == first));
    assert_eq!(
        played[0]["seats"],
        json!([format!("{}#1", brain("")), format!("{}#2", brain(""))])
    );
    assert_eq!(
        played
            .iter()
            .map(|g| g["status"].clone())
            .collect::<Vec<_>>(),
        vec![json!("WIN:X"); 4]
    );
}

#[test]
fn explicit_n_and_k_are_kept_and_five_or_more_wins() {
    if !have("python3", "explicit_n_and_k_are_kept_and_five_or_more_wins") {
        return;
    }
    let (played, _) = arena(&[
        &brain(""),
        "builtin:greedy",
        "--n",
        "9",
        "--k",
        "5",
        "--games",
        "1",
    ]);
    assert_eq!(played.len(), 2);
    assert!(played.iter().all(|g| g["case"]["n"] == 9));
    // Freestyle: a run of six (X fills row 0's columns 0-2 and 4-5, then 3)
    // wins, as Gomocup's rule 0 says, on statement 000's engine.
    let out = ttt_judge()
        .arg("run")
        .write_stdin(
            r#"{"n":15,"k":5,"playerMarks":["X","O"],"players":["X","O","X","O","X","O","X","O","X","O","X"],"rows":[0,1,0,1,0,1,0,1,0,2,0],"cols":[0,0,1,1,2,2,4,4,5,5,3]}"#,
        )
        .output()
        .expect("run runs");
    let result: Value = serde_json::from_slice(&out.stdout).expect("a result");
    assert_eq!(result[9], json!(["IN_PROGRESS", "IN_PROGRESS"]));
    assert_eq!(result[10], json!(["WIN:X", "WIN:X"]));
}

#[test]
fn a_brain_that_answers_garbage_forfeits_for_garbage() {
    if !have(
        "python3",
        "a_brain_that_answers_garbage_forfeits_for_garbage",
    ) {
        return;
    }
    let bot = brain("garbage");
    let (played, standings) = arena(&[&bot, "builtin:greedy", "--games", "1"]);
    let forfeit = |seat| json!([{"seat": seat, "bot": bot, "reason": "garbage", "detail": "\"I would rather not\""}]);
    let mut seats: Vec<Value> = forfeits(&played);
    seats.sort_by_key(|f| f[0]["seat"].as_u64());
    assert_eq!(seats, vec![forfeit(0), forfeit(1)]);
    let standing = standings
        .as_array()
        .expect("a list")
        .iter()
        .find(|s| s["bot"] == bot)
        .expect("its standing");
    assert_eq!(standing["forfeits"], json!({"garbage": 2}));
}

#[test]
fn a_brain_writing_message_lines_forever_times_out() {
    if !have("python3", "a_brain_writing_message_lines_forever_times_out") {
        return;
    }
    // As fast as it can, it runs out of CPU time (or, on a machine too
    // loaded to give it 0.2 s of CPU in 1.6 s, meets the backstop); a line
    // every 50 ms, it meets the wall-clock backstop (3 × 0.2 s + 1 s): no
    // line it writes starts the move's clocks again. The CPU time is said
    // to the millisecond: just past 0.2 s may read 0.200.
    for (mode, cpu_or_wall) in [("spam", true), ("spam-slow", false)] {
        let bot = brain(mode);
        let (played, _) = arena(&[&bot, "builtin:greedy", "--games", "1", "--move-time", "0.2"]);
        assert_eq!(played.len(), 2);
        for game in &played {
            let forfeit = &game["forfeits"][0];
            assert_eq!(
                (&forfeit["bot"], &forfeit["reason"]),
                (&json!(bot), &json!("timeout"))
            );
            let seen = forfeit["detail"].as_str().expect("a detail");
            let wall = "no answer before the wall-clock backstop";
            let cpu = seen
                .strip_suffix(" s of CPU time")
                .and_then(|s| s.parse::<f64>().ok());
            match cpu_or_wall {
                true => assert!(seen == wall || cpu.is_some_and(|s| s >= 0.2), "{seen}"),
                false => assert_eq!(seen, wall),
            }
            assert_eq!(game["forfeits"].as_array().map(Vec::len), Some(1));
        }
    }
}

#[test]
fn a_rejected_move_gets_the_board_again_and_the_brain_retries() {
    if !have("python3", "a_rejected_move_gets_the_board_again") {
        return;
    }
    // The brain names its opponent's last stone once; the BOARD sent back
    // must match its own view (its stones 1, the other's 2) in either seat,
    // or it answers BOARD-MISMATCH, garbage.
    let bot = brain("occupied");
    let (played, _) = arena(&[&bot, "builtin:greedy", "--games", "1"]);
    assert_eq!(forfeits(&played), vec![json!([]); 2]);
    for game in &played {
        let seat = game["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .position(|s| *s == json!(bot))
            .expect("the brain's seat");
        let mark = ["X", "O"][seat];
        let case = &game["case"];
        let calls: Vec<(Value, Value, Value)> = (0..case["rows"].as_array().expect("rows").len())
            .map(|i| {
                (
                    case["players"][i].clone(),
                    case["rows"][i].clone(),
                    case["cols"][i].clone(),
                )
            })
            .collect();
        let rejected: Vec<usize> = game["result"]
            .as_array()
            .expect("a result")
            .iter()
            .enumerate()
            .filter(|(_, r)| r[0] == "INVALID")
            .map(|(i, _)| i)
            .collect();
        assert_eq!(rejected.len(), 1, "{game}");
        let at = rejected[0];
        // The rejected call is the brain's, on the cell just played.
        assert_eq!(calls[at].0, json!(mark));
        assert_eq!(
            (&calls[at].1, &calls[at].2),
            (&calls[at - 1].1, &calls[at - 1].2)
        );
        // The brain's retry follows it, accepted.
        assert_eq!(calls[at + 1].0, json!(mark));
        assert_eq!(game["result"][at + 1][0], "IN_PROGRESS");
        assert_ne!(game["status"], "IN_PROGRESS");
    }
}

#[test]
fn a_brain_that_refuses_restart_is_started_again() {
    if !have("python3", "a_brain_that_refuses_restart_is_started_again") {
        return;
    }
    let (played, _) = arena(&[&brain("refuse-restart"), "builtin:greedy", "--games", "3"]);
    assert_eq!(played.len(), 6);
    assert_eq!(forfeits(&played), vec![json!([]); 6]);
    assert!(played.iter().all(|g| g["status"] != "IN_PROGRESS"));
}

#[test]
fn a_brain_at_a_table_it_cannot_play_is_refused_with_status_2() {
    let bot = brain("");
    let refused = |extra: &[&str]| {
        let out = ttt_judge()
            .args(["arena", &bot, "builtin:greedy", "builtin:random"])
            .args(extra)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(out.stdout, b"");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let named = format!("ttt-judge: bot {bot:?} is a Gomocup brain");
    assert_eq!(
        refused(&["--seats", "3"]),
        format!("{named}, which plays two seats, not 3: give --seats 2\n")
    );
    assert_eq!(
        refused(&["--marks", "XOA"]),
        format!("{named}, which plays two seats, not 3: give --seats 2\n")
    );
    assert_eq!(
        refused(&["--n", "21"]),
        format!("{named}: --n 21: expected 5 to 20\n")
    );
    assert_eq!(
        refused(&["--k", "4"]),
        format!("{named}, which plays five in a row: --k 4: expected 5\n")
    );
    // --protocol gomocup makes every command bot a brain.
    let out = ttt_judge()
        .args([
            "arena",
            "--protocol",
            "gomocup",
            "python3 tests/bots/gomocup_brain.py",
        ])
        .args(["builtin:greedy", "builtin:random", "--seats", "3"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "ttt-judge: bot \"python3 tests/bots/gomocup_brain.py\" is a Gomocup brain, which plays two seats, not 3: give --seats 2\n"
    );
}

#[test]
fn with_three_bots_a_brain_plays_every_pair() {
    if !have("python3", "with_three_bots_a_brain_plays_every_pair") {
        return;
    }
    // Seats default to two: three bots make 3 pairs, each in 2 rotations.
    let (played, _) = arena(&[
        &brain(""),
        "builtin:greedy",
        "builtin:random",
        "--games",
        "1",
    ]);
    assert_eq!(played.len(), 6);
    assert!(
        played
            .iter()
            .all(|g| g["seats"].as_array().map(Vec::len) == Some(2))
    );
    assert_eq!(forfeits(&played), vec![json!([]); 6]);
}

#[test]
fn the_documented_gomocup_exchange_is_what_the_referee_says() {
    if !have(
        "python3",
        "the_documented_gomocup_exchange_is_what_the_referee_says",
    ) {
        return;
    }
    // The scripted brain answers MISMATCH (garbage) at the first line the
    // referee sends that docs/ARENA.md's exchange does not show.
    let scripted = "gomocup:python3 tests/bots/gomocup_exchange.py docs/ARENA.md";
    let (played, _) = arena(&[
        scripted,
        scripted,
        "--games",
        "1",
        "--move-time",
        "0.5",
        "--bank",
        "2",
    ]);
    assert_eq!(forfeits(&played), vec![json!([]); 2]);
    for game in &played {
        assert_eq!(game["status"], "WIN:X");
        assert_eq!(
            game["case"]["cols"],
            json!([7, 0, 0, 8, 1, 9, 2, 10, 3, 11])
        );
        assert_eq!(game["case"]["rows"], json!([7, 0, 0, 7, 0, 7, 0, 7, 0, 7]));
        assert_eq!(game["result"][2], json!(["INVALID", "IN_PROGRESS"]));
    }
}

#[test]
fn the_help_lists_gomocup_brains() {
    let out = ttt_judge()
        .args(["arena", "--help"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8_lossy(&out.stdout);
    for line in [
        "      --protocol <PROTOCOL>",
        "          - gomocup: Gomocup's (Piskvork's) protocol for two-player brains",
        "  gomocup:CMD      a Gomocup (Piskvork) brain: START, BEGIN, TURN x,y, BOARD, END;",
        "                   or Gomocup's with --protocol gomocup;",
        "  json:CMD         a command speaking JSON lines, whatever --protocol says",
    ] {
        assert!(help.lines().any(|l| l == line), "{line:?} in:\n{help}");
    }
}

#[test]
fn a_brains_about_name_is_in_the_reports() {
    if !have("python3", "a_brains_about_name_is_in_the_reports") {
        return;
    }
    let bot = brain("");
    let (played, standings) = arena(&[&bot, "builtin:greedy", "--games", "1"]);
    let mut abouts: Vec<Value> = played.iter().map(|g| g["about"].clone()).collect();
    abouts.sort_by_key(|a| a[0].is_null());
    assert_eq!(
        abouts,
        vec![
            json!(["testbrain 1.0", null]),
            json!([null, "testbrain 1.0"])
        ]
    );
    let about = |name: &str| {
        standings
            .as_array()
            .expect("a list")
            .iter()
            .find(|s| s["bot"] == name)
            .expect("a standing")
            .get("about")
            .cloned()
    };
    assert_eq!(about(&bot), Some(json!("testbrain 1.0")));
    assert_eq!(about("builtin:greedy"), None);
    let out = ttt_judge()
        .args(["arena", &bot, "builtin:greedy", "--games", "1"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let table = String::from_utf8_lossy(&out.stdout);
    let rows: Vec<&str> = table.lines().map(|l| l.get(4..).unwrap_or("")).collect();
    assert!(
        rows[1].starts_with(&format!("{bot} (testbrain 1.0)  ")),
        "{table}"
    );
    assert!(rows[2].starts_with("builtin:greedy  "), "{table}");
}
