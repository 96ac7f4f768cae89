//! `ttt-judge gen`, and its output read back by `validate` and `run`.

use crate::ttt_judge;

const MODES: [&str; 4] = ["random", "tie", "edge-wins", "late-win"];

fn generate(args: &[&str]) -> Vec<u8> {
    let out = ttt_judge()
        .arg("gen")
        .args(args)
        .output()
        .expect("gen runs");
    assert!(
        out.status.success(),
        "gen {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn every_variant_and_mode_round_trips_through_validate() {
    for variant in ["multi", "fullline", "classic"] {
        for mode in MODES {
            for seed in ["0", "1", "99", "18446744073709551615"] {
                let args = [
                    "--variant",
                    variant,
                    "--mode",
                    mode,
                    "--seed",
                    seed,
                    "--count",
                    "40",
                ];
                let cases = generate(&args);
                assert_eq!(cases, generate(&args), "same seed, same bytes");
                let lines: Vec<&[u8]> = cases
                    .split(|&b| b == b'\n')
                    .filter(|l| !l.is_empty())
                    .collect();
                assert_eq!(lines.len(), 40);
                if mode != "edge-wins" || variant != "classic" {
                    let distinct: std::collections::HashSet<_> = lines.iter().collect();
                    assert!(distinct.len() > 30, "{variant} {mode}: cases differ");
                }
                ttt_judge()
                    .arg("validate")
                    .write_stdin(cases.clone())
                    .assert()
                    .code(0)
                    .stdout("");
                ttt_judge().arg("run").write_stdin(cases).assert().code(0);
            }
        }
    }
}

#[test]
fn max_mode_hits_every_limit() {
    for (variant, limit) in [
        ("multi", "M: 40000 to 40000"),
        ("fullline", "n: 1000 to 1000"),
        ("classic", "moves: 9 to 9"),
    ] {
        let cases = generate(&[
            "--variant",
            variant,
            "--mode",
            "max",
            "--count",
            "1",
            "--seed",
            "5",
        ]);
        let out = ttt_judge()
            .args(["validate", "--summary"])
            .write_stdin(cases)
            .output()
            .expect("runs");
        assert!(out.status.success());
        assert!(
            String::from_utf8_lossy(&out.stdout).contains(limit),
            "{variant}"
        );
    }
}

#[test]
fn min_mode_gives_the_smallest_cases() {
    for (variant, cases) in [
        (
            "multi",
            "{\"n\":3,\"playerMarks\":[\"1\",\"&\"],\"players\":[],\"rows\":[],\"cols\":[]}\n",
        ),
        ("fullline", "{\"n\":1,\"moves\":[[0,0]]}\n"),
        ("classic", "{\"moves\":[[1,0]]}\n"),
    ] {
        let printed = generate(&["--variant", variant, "--mode", "min", "--count", "1"]);
        assert_eq!(String::from_utf8_lossy(&printed), cases, "{variant}");
        ttt_judge()
            .arg("validate")
            .write_stdin(printed)
            .assert()
            .code(0)
            .stdout("");
    }
    ttt_judge()
        .args(["gen", "--variant", "fullline", "--mode", "min", "--n", "3"])
        .assert()
        .code(2)
        .stderr("ttt-judge: --mode min sets n and the players to their limits; drop --n and --players\n");
}

#[test]
fn different_seeds_give_different_cases() {
    assert_ne!(
        generate(&["--variant", "multi", "--seed", "1"]),
        generate(&["--variant", "multi", "--seed", "2"])
    );
}

#[test]
fn options_that_make_no_sense_are_refused() {
    let refusals = [
        (
            &["--variant", "classic", "--n", "4"][..],
            "ttt-judge: --n is for multi and fullline; classic is always 3×3\n",
        ),
        (
            &["--variant", "fullline", "--players", "3"],
            "ttt-judge: --players is for multi; fullline always has 2 players\n",
        ),
        (
            &["--variant", "multi", "--mode", "max", "--n", "5"],
            "ttt-judge: --mode max sets n and the players to their limits; drop --n and --players\n",
        ),
        (
            &["--variant", "multi", "--n", "201"],
            "ttt-judge: --n 201 is outside [3, 200] for multi\n",
        ),
        (
            &["--variant", "fullline", "--mode", "tie", "--n", "2"],
            "ttt-judge: --mode tie needs 3 <= n <= 316 for fullline (below 3 the first player always wins; above, the board holds more than 100000 moves)\n",
        ),
        (
            &["--variant", "classic", "--mode", "tie", "--moves", "9"],
            "ttt-judge: --moves is for --mode random; in tie mode the mode decides the number of moves\n",
        ),
    ];
    for (args, message) in refusals {
        ttt_judge()
            .arg("gen")
            .args(args)
            .assert()
            .code(2)
            .stdout("")
            .stderr(message);
    }
}

#[test]
fn i32_extremes_are_outside_the_statement_on_purpose() {
    let cases = generate(&[
        "--variant",
        "multi",
        "--i32-extremes",
        "--count",
        "60",
        "--seed",
        "3",
    ]);
    let text = String::from_utf8_lossy(&cases);
    assert!(text.contains("2147483647") || text.contains("-2147483648"));
    ttt_judge()
        .arg("run")
        .write_stdin(cases.clone())
        .assert()
        .code(0);
    ttt_judge()
        .arg("validate")
        .write_stdin(cases)
        .assert()
        .code(1);
}

#[test]
fn two_players_win_late_on_the_last_cell() {
    let args = [
        "--variant",
        "multi",
        "--mode",
        "late-win",
        "--players",
        "2",
        "--n",
        "3",
        "--count",
        "1",
        "--seed",
        "1",
    ];
    let case = generate(&args);
    assert_eq!(
        String::from_utf8_lossy(&case),
        "{\"n\":3,\"playerMarks\":[\"/\",\"+\"],\"players\":[\"/\",\"+\",\"/\",\"+\",\"/\",\"+\",\"/\",\"+\",\"/\"],\"rows\":[1,1,2,2,0,2,1,0,0],\"cols\":[2,0,0,1,0,2,1,1,2]}\n"
    );
    let quiet = "[\"IN_PROGRESS\",\"IN_PROGRESS\"],".repeat(8);
    ttt_judge()
        .arg("run")
        .write_stdin(case.clone())
        .assert()
        .code(0)
        .stdout(format!("[{quiet}[\"WIN:/\",\"WIN:/\"]]\n"));
    ttt_judge()
        .arg("validate")
        .write_stdin(case)
        .assert()
        .code(0)
        .stdout("");
    for n in ["4", "7", "10"] {
        let mut args = args;
        args[7] = n;
        args[9] = "5";
        let cases = generate(&args);
        ttt_judge()
            .arg("validate")
            .write_stdin(cases)
            .assert()
            .code(0)
            .stdout("");
    }
}

/// `gen --mode invalid` with its stderr.
fn invalid_inputs(variant: &str) -> (Vec<String>, Vec<String>) {
    let (stdout, stderr, code) =
        crate::outcome(ttt_judge().args(["gen", "--variant", variant, "--mode", "invalid"]));
    assert_eq!(code, 0, "{stderr}");
    let lines = |text: &str| text.lines().map(str::to_string).collect::<Vec<_>>();
    (lines(&stdout), lines(&stderr))
}

#[test]
fn invalid_mode_breaks_each_constraint_of_classic_once_a_side() {
    let (inputs, notes) = invalid_inputs("classic");
    assert_eq!(
        inputs,
        [
            r#"{"moves":[]}"#,
            r#"{"moves":[[3,0]]}"#,
            r#"{"moves":[[0,-1]]}"#,
            r#"{"moves":[[1,1],[1,1]]}"#,
            r#"{"moves":[[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]}"#,
        ]
    );
    assert_eq!(
        notes,
        [
            "ttt-judge: input 1 breaks moves-count: 1 <= len(moves) <= 9",
            "ttt-judge: input 2 breaks on-board: 0 <= row, col <= 2",
            "ttt-judge: input 3 breaks on-board: 0 <= row, col <= 2",
            "ttt-judge: input 4 breaks cell-once: no two moves use the same cell",
            "ttt-judge: input 5 breaks after-win: no move follows a winning move",
        ]
    );
}

/// Each input `--mode invalid` makes is rejected by the input validator
/// for the constraint gen names, and that one alone: every problem
/// `validate --protocol kattis` and `--protocol testlib` report ends with
/// `(constraint NAME)`, NAME the one gen gave.
#[test]
fn invalid_inputs_are_rejected_by_the_validators_for_their_own_reason() {
    let expected = [
        (
            "multi",
            14,
            [
                "n-range",
                "win-length",
                "marks-count",
                "marks-printable",
                "marks-distinct",
                "calls-count",
                "calls-lengths",
                "player-mark",
                "coordinate-range",
            ]
            .as_slice(),
        ),
        (
            "fullline",
            9,
            &[
                "n-range",
                "players-alternate",
                "moves-count",
                "on-board",
                "cell-once",
                "after-win",
            ],
        ),
        (
            "classic",
            5,
            &["moves-count", "on-board", "cell-once", "after-win"],
        ),
    ];
    for (variant, count, constraints) in expected {
        let (inputs, notes) = invalid_inputs(variant);
        assert_eq!(inputs.len(), count, "{variant}");
        let named: Vec<&str> = notes
            .iter()
            .map(|note| {
                note.split(" breaks ")
                    .nth(1)
                    .and_then(|rest| rest.split(':').next())
                    .expect("a note")
            })
            .collect();
        let mut distinct = named.clone();
        distinct.dedup();
        assert_eq!(
            distinct, constraints,
            "{variant}: every constraint, in order"
        );
        for (input, name) in inputs.iter().zip(&named) {
            for (protocol, status) in [("kattis", 43), ("testlib", 3)] {
                let (stdout, stderr, code) = crate::outcome(
                    ttt_judge()
                        .args(["validate", "--protocol", protocol, "--variant", variant])
                        .write_stdin(format!("{input}\n")),
                );
                assert_eq!(
                    (code, stdout.as_str()),
                    (status, ""),
                    "{variant} {protocol} {input:.80}: {stderr}"
                );
                let problems: Vec<&str> = stderr
                    .lines()
                    .filter(|l| l.starts_with("case 1") || l.starts_with("ttt-judge: case 1"))
                    .collect();
                assert!(!problems.is_empty(), "{stderr}");
                for problem in problems {
                    assert!(
                        problem.ends_with(&format!("(constraint {name})")),
                        "{variant} {input:.80}: {problem}"
                    );
                }
            }
        }
    }
}

#[test]
fn invalid_mode_takes_no_other_option() {
    let (stdout, stderr, code) = crate::outcome(ttt_judge().args([
        "gen",
        "--variant",
        "multi",
        "--mode",
        "invalid",
        "--n",
        "5",
    ]));
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert_eq!(
        stderr,
        "ttt-judge: --mode invalid takes no --n: it prints one input for each way to break the statement\n"
    );
}
