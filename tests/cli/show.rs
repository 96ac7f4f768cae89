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
    let cases: [(&[&str], &str, &str); 9] = [
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
        (
            &["--case", "0"],
            "[]",
            "error: invalid value '0' for '--case <N>': cases are counted from 1\n\nFor more information, try '--help'.\n",
        ),
        (
            &[CASES, "--svg"],
            "",
            "ttt-judge: there is no --svg option: draw SVG with --format svg\n",
        ),
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

/// The value of the attribute `name` in the tag `tag`.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    tag[start..].split('"').next()
}

/// Asserts that every text of `svg` lies whole inside its width and
/// height, taking a monospace character as 0.6 em wide and 1 em high.
fn assert_texts_fit(svg: &str, what: &str) {
    let root = svg.lines().next().expect("a root element");
    let number = |tag: &str, name: &str| -> f64 {
        attribute(tag, name)
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{what}: no {name} in {tag}"))
    };
    let (width, height, size) = (
        number(root, "width"),
        number(root, "height"),
        number(root, "font-size"),
    );
    for element in svg.split("<text").skip(1) {
        let (tag, rest) = element.split_once('>').expect("a closed start tag");
        let content = rest.split("</text>").next().expect("a text element");
        let chars = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
            .iter()
            .fold(content.to_string(), |text, entity| {
                text.replace(entity, "e")
            })
            .chars()
            .count() as f64;
        let size = attribute(tag, "font-size").map_or(size, |s| s.parse().expect("a size"));
        let (x, y) = (number(tag, "x"), number(tag, "y"));
        let extent = chars * 0.6 * size;
        let (left, right) = match attribute(tag, "text-anchor") {
            Some("middle") => (x - extent / 2.0, x + extent / 2.0),
            Some("end") => (x - extent, x),
            _ => (x, x + extent),
        };
        assert!(
            left >= 0.0 && right <= width && y - size >= 0.0 && y <= height,
            "{what}: {content:?} spans x {left} to {right} and y {} to {y}, outside {width}×{height}",
            y - size
        );
    }
}

#[test]
fn an_svg_holds_its_whole_text_for_every_variant_and_board_size() {
    let (svg, _, code) = show(
        &["fixtures/seeds/multi-example-1.json", "--format", "svg"],
        "80",
        "",
    );
    assert_eq!(code, 0);
    assert!(
        svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="394" height="244" "#)
    );
    assert!(svg.contains(
        r#"<text x="8" y="234">status: &apos;X&apos; won: 3 in row 0, (0, 0) to (0, 2)</text>"#
    ));
    assert_texts_fit(&svg, "multi example 1");
    for case in 1..=10 {
        let (svg, _, code) = show(
            &[CASES, "--case", &case.to_string(), "--format", "svg"],
            "80",
            "",
        );
        assert_eq!(code, 0);
        assert_texts_fit(&svg, &format!("{CASES} case {case}"));
    }
    let far = i64::MAX - 1;
    let cases = [
        r#"{"n": 1, "moves": [[0,0]]}"#.to_string(),
        r#"[[0,0],[1,1],[0,0]]"#.to_string(),
        format!(r#"{{"n": {}, "moves": [[{far},{far}],[0,0],[{far},0]]}}"#, i64::MAX),
        format!(
            r##"{{"n": {}, "playerMarks": [".","_","-","~","#"], "players": [".","_"], "rows": [{far},-{far}], "cols": [{far},5]}}"##,
            i64::MAX
        ),
        r#"{"n": 12, "k": 12, "playerMarks": ["<","&"], "players": ["<","&","&"], "rows": [11,0,-1000000000], "cols": [11,0,-1000000000]}"#.to_string(),
    ];
    for case in cases {
        for step in ["0", "1", "2", "3"] {
            let (svg, stderr, code) = show(&["--format", "svg", "--step", step], "80", &case);
            if code == 0 {
                assert_texts_fit(&svg, &format!("{case} at step {step}"));
            } else {
                assert!(stderr.contains("--step must be"), "{stderr}");
            }
        }
    }
}

#[test]
fn a_legend_names_the_empty_cell_whenever_it_is_not_a_dot() {
    let (stdout, _, code) = show(
        &[],
        "80",
        r#"{"n": 3, "playerMarks": [".","O"], "players": [".","O"], "rows": [0,1], "cols": [0,1]}"#,
    );
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        concat!(
            "multi 3×3, 3 in a row wins, step 2 of 2\n",
            "   0  1  2\n",
            "0  .  _  _\n",
            "1  _ [O] _\n",
            "2  _  _  _\n",
            "legend: an empty cell is '_', as '.' is a mark\n",
            "last: 'O' at (1, 1): accepted\n",
            "status: in progress, '.' to play\n",
        )
    );
    let (stdout, _, _) = show(
        &[],
        "80",
        r#"{"n": 3, "playerMarks": ["_","."], "players": [], "rows": [], "cols": []}"#,
    );
    assert!(stdout.contains("\n0  -  -  -\n"), "{stdout}");
    assert!(stdout.contains("\nlegend: an empty cell is '-', as '.' and '_' are marks\n"));
    let (stdout, _, _) = show(
        &[],
        "80",
        r##"{"n": 3, "playerMarks": ["#","~","-","_","."], "players": [], "rows": [], "cols": []}"##,
    );
    assert!(stdout.contains("\n0  ·  ·  ·\n"), "{stdout}");
    assert!(
        stdout
            .contains("\nlegend: an empty cell is '·', as '.', '_', '-', '~' and '#' are marks\n")
    );
    let (stdout, _, _) = show(&["fixtures/seeds/multi-example-1.json"], "80", "");
    assert!(!stdout.contains("legend"), "an empty cell is '.': {stdout}");
    let (svg, _, _) = show(
        &["--format", "svg"],
        "80",
        r#"{"n": 3, "playerMarks": [".","O"], "players": ["."], "rows": [0], "cols": [0]}"#,
    );
    assert!(!svg.contains("legend"), "an SVG draws an empty cell blank");
}

#[test]
fn a_rejected_call_names_every_check_it_fails_first_one_first() {
    let (stdout, stderr, code) = show(&["fixtures/seeds/multi-example-2.json"], "80", "");
    assert_eq!((stderr.as_str(), code), ("", 0));
    assert_eq!(
        stdout,
        "\
multi 3×3, 3 in a row wins, step 3 of 3
   0  1  2
0 [A] .  .
1  .  .  .
2  .  .  .
last: 'A' at (-1, 0): INVALID, WRONG_TURN ('B' is due); also OUT_OF_BOUNDS (off the 3×3 board)
last accepted: 'A' at (0, 0), drawn [A]
status: in progress, 'B' to play
"
    );
    let (stdout, _, code) = show(
        &[],
        "80",
        r#"{"n":3,"moves":[[0,0],[1,0],[0,1],[1,1],[0,2],[0,0]]}"#,
    );
    assert_eq!(code, 0);
    assert!(stdout.ends_with(
        "last: player 2 at (0, 0): rejected, GAME_OVER (the game is already over); also OCCUPIED (the cell holds player 1)\nlast accepted: player 1 at (0, 2), drawn [1]\nstatus: player 1 won: 3 in row 0, (0, 0) to (0, 2)\n"
    ), "{stdout}");
}

#[test]
fn a_cropped_view_names_and_highlights_the_move_it_is_centred_on() {
    let cases = ttt_judge()
        .args(["gen", "--variant", "multi", "--mode", "max", "--count", "1"])
        .output()
        .expect("gen runs");
    let cases = String::from_utf8(cases.stdout).expect("UTF-8");
    let (stdout, stderr, code) = show(&[], "80", &cases);
    assert_eq!((stderr.as_str(), code), ("", 0));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[0],
        "multi 200×200, 3 in a row wins, step 40000 of 40000"
    );
    assert_eq!(
        lines[11],
        "18  -  9  -  1  .  .  -  F  F [8] 8  F  -  8  9  W  .  N  ."
    );
    assert_eq!(
        lines[21..],
        [
            "legend: an empty cell is '-', as '.' and '_' are marks",
            "cropped: rows 9 to 27 and columns 5 to 23 of 0 to 199, around the last accepted move, '8' at (18, 14) (the last call was rejected)",
            "last: ':' at (122, 184): INVALID, WRONG_TURN ('.' is due); also OCCUPIED (the cell holds '.')",
            "status: in progress, '.' to play",
        ]
    );
    assert_eq!(
        stdout.matches('[').count(),
        1,
        "one cell is drawn as the last move"
    );
    let (stdout, _, _) = show(&["--step", "39998"], "80", &cases);
    assert!(
        stdout
            .contains(", around the last move, '8' at (18, 14)\nlast: '8' at (18, 14): accepted\n"),
        "{stdout}"
    );
}
