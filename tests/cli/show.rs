//! `ttt-judge show`: exact renders, checked as files under
//! `tests/renders/`, and the options' errors with their exit codes.

use std::fs;

use crate::{outcome, ttt_judge};

const CASES: &str = "tests/renders/cases.jsonl";

/// Runs `ttt-judge show ARGS` on a terminal `columns` wide (as `COLUMNS`
/// says), without `NO_COLOR`; returns stdout, stderr and the exit code.
fn show(args: &[&str], columns: &str, stdin: &str) -> (String, String, i32) {
    outcome(
        ttt_judge()
            .arg("show")
            .args(args)
            .env("COLUMNS", columns)
            .env_remove("NO_COLOR")
            .write_stdin(stdin),
    )
}

fn assert_render(args: &[&str], columns: &str, file: &str) {
    let expected =
        fs::read_to_string(format!("tests/renders/{file}")).expect("a checked-in render");
    let (stdout, stderr, code) = show(args, columns, "");
    assert_eq!((stderr.as_str(), code), ("", 0), "show {args:?}");
    assert_eq!(
        stdout, expected,
        "show {args:?} against tests/renders/{file}"
    );
}

#[test]
fn text_renders_match_the_checked_in_files() {
    let renders: [(&[&str], &str, &str); 9] = [
        (&[CASES], "80", "multi-win.txt"),
        (
            &[CASES, "--case", "2", "--step", "all"],
            "80",
            "multi-rejected-all-steps.txt",
        ),
        (&[CASES, "--case", "3"], "80", "fullline-anti-diagonal.txt"),
        (&[CASES, "--case", "4"], "80", "multi-long-run.txt"),
        (&[CASES, "--case", "5"], "80", "classic-draw.txt"),
        (&[CASES, "--case", "6"], "80", "multi-200-cropped.txt"),
        (&[CASES, "--case", "7"], "60", "multi-huge-cropped.txt"),
        (
            &[CASES, "--case", "8", "--step", "2"],
            "80",
            "fullline-occupied.txt",
        ),
        (&[CASES, "--case", "9"], "80", "multi-k4.txt"),
    ];
    for (args, columns, file) in renders {
        assert_render(args, columns, file);
    }
}

#[test]
fn svg_renders_match_the_checked_in_files_whatever_the_terminal() {
    for (case, file) in [
        ("10", "multi-escaped.svg"),
        ("3", "fullline-anti-diagonal.svg"),
        ("6", "multi-200-cropped.svg"),
    ] {
        for columns in ["80", "20"] {
            assert_render(&[CASES, "--case", case, "--format", "svg"], columns, file);
        }
    }
    let svg = fs::read_to_string("tests/renders/multi-escaped.svg").expect("a render");
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" "#));
    assert!(svg.contains(">&lt;</text>") && svg.contains(">&amp;</text>"));
    assert!(svg.ends_with("</svg>\n"));
}

#[test]
fn the_step_is_counted_in_calls_from_the_empty_board() {
    let (stdout, _, code) = show(&["--step", "0"], "80", "[[1,1]]");
    assert_eq!(code, 0);
    assert!(stdout.starts_with("classic 3×3, a whole line wins, step 0 of 1\n"));
    assert!(stdout.contains("last: none yet (the board before the first call)\n"));
    assert!(stdout.ends_with("status: in progress, A (X) to play\n"));
    let (stdout, _, _) = show(&["-", "--step", "1"], "80", "[[1,1]]");
    assert!(stdout.contains("\n1  . [X] .\n"), "{stdout}");
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let (plain, _, _) = show(&[CASES], "80", "");
    assert!(!plain.contains('\u{1b}'), "not a terminal: no colour");
    let (coloured, _, _) = show(&[CASES, "--color", "always"], "80", "");
    assert!(
        coloured.contains("\u{1b}[1m\u{1b}[32m[X]\u{1b}[0m"),
        "{coloured}"
    );
    let out = ttt_judge()
        .args(["show", CASES, "--color", "never"])
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), plain);
    let (svg, _, _) = show(&[CASES, "--color", "always", "--format", "svg"], "80", "");
    assert!(!svg.contains('\u{1b}'), "SVG is never coloured");
}

#[test]
fn bad_options_and_inputs_exit_2_with_a_message() {
    let cases: [(&[&str], &str, &str); 8] = [
        (
            &[CASES, "--case", "999"],
            "",
            "ttt-judge: there is no case 999: the input has 10 cases\n",
        ),
        (
            &[CASES, "--step", "1000000000"],
            "",
            "ttt-judge: case 1 has 5 steps; --step must be 0 to 5, or all\n",
        ),
        (&["--step", "99999999999999999999999"], "[]", ""),
        (&["--case", "0"], "[]", ""),
        (
            &[CASES, "--format", "svg", "--step", "all"],
            "",
            "ttt-judge: --step all draws many boards, which one SVG document cannot hold; pick one --step\n",
        ),
        (&[], "", "ttt-judge: no case to show: the input is empty\n"),
        (
            &[],
            "{\"n\": 3, \"moves\": [[0,0]], \"k\": 3}",
            "ttt-judge: case 1 (<stdin>:1:1): \"moves\" is not a field of a multi case (a multi case has n, playerMarks, players, rows, cols and k)\n",
        ),
        (&["tests/renders/no-such-file.jsonl"], "", ""),
    ];
    for (args, stdin, message) in cases {
        let (stdout, stderr, code) = show(args, "80", stdin);
        assert_eq!(code, 2, "show {args:?}: {stderr}");
        assert_eq!(stdout, "", "show {args:?}");
        if !message.is_empty() {
            assert_eq!(stderr, message, "show {args:?}");
        } else {
            assert!(!stderr.is_empty(), "show {args:?}");
        }
    }
}

#[test]
fn help_shows_an_example_and_the_exit_codes() {
    let out = ttt_judge().args(["show", "--help"]).output().expect("runs");
    let help = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(help.contains("ttt-judge show game.json --step all"));
    assert!(help.contains("Exit status:\n  0  the board was drawn\n"));
}
