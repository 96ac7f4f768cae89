//! `ttt-judge package --format 2025-09 --io program`, checked by
//! BAPCtools (`bt`, `pip install bapctools`; `.ci/run` installs it):
//! `bt validate` passes, and `bt run` gives every jury submission, in
//! Python, JavaScript, Java and C++, the verdict it must get.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::{outcome, skip, ttt_judge, without_sandbox_notes};

/// A solution of `tests/solutions/`, by its absolute path.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .display()
        .to_string()
}

/// Wrong solutions in the statements' function form: (variant, file, text).
const WRONG: [(&str, &str, &str); 4] = [
    (
        "classic",
        "always_draw.py",
        "def tictactoe(moves):\n    return \"Draw\"\n",
    ),
    (
        "classic",
        "always_pending.cpp",
        "#include <string>\n#include <vector>\n\
         std::string tictactoe(std::vector<std::vector<int>> moves) { return \"Pending\"; }\n",
    ),
    (
        "fullline",
        "never_wins.js",
        "function winnerAfterEachMove(n, moves) {\n  return moves.map(() => 0);\n}\n",
    ),
    (
        "fullline",
        "NeverWins.java",
        "class Solution {\n    static int[] winnerAfterEachMove(int n, int[][] moves) {\n        \
         return new int[moves.length];\n    }\n}\n",
    ),
];

/// BAPCtools' JavaScript runs SpiderMonkey (`js24`); the harness is
/// Node's, so the `javascript` language is told to run `node`.
const LANGUAGES: &str =
    "javascript:\n    compile: 'node --check {files}'\n    run: 'node \"{mainfile}\"'\n";

/// Runs `bt ARGS` in `dir`, with its home, config and temporary files in
/// `scratch`; its exit code and what it printed, without colours and with
/// each progress-bar redraw on a line of its own.
fn bt(dir: &Path, scratch: &Path, args: &[&str]) -> (i32, String) {
    let out = Command::new("bt")
        .args(args)
        .current_dir(dir)
        .env("HOME", scratch.join("home"))
        .env("XDG_CONFIG_HOME", scratch.join("config"))
        .env("XDG_CACHE_HOME", scratch.join("cache"))
        .env("TMPDIR", scratch.join("tmp"))
        .env("NO_COLOR", "1")
        .output()
        .expect("bt runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let mut plain = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            // An ANSI escape: up to its final letter.
            '\u{1b}' => {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            '\r' => plain.push('\n'),
            c => plain.push(c),
        }
    }
    (out.status.code().unwrap_or(-1), plain)
}

/// The verdict `bt run` printed for `submission` (`accepted/x.py`), from
/// its summary line `accepted/x.py:   AC 0.1s @ secret/random-001`.
fn verdict<'a>(text: &'a str, submission: &str) -> Option<&'a str> {
    text.lines().rev().find_map(|line| {
        let rest = line.strip_prefix(submission)?.strip_prefix(':')?;
        let word = rest.split_whitespace().next()?;
        ["AC", "WA", "TLE", "RTE"].contains(&word).then_some(word)
    })
}

/// The number of seconds on the line of `text` that starts with `label`
/// (`time limit:   1.0s >= ...`, `  time_limit: 1`).
fn seconds_after(text: &str, label: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(label))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|word| word.trim_end_matches('s').parse().ok())
        .unwrap_or_else(|| panic!("{label:?} with a number of seconds in\n{text}"))
}

#[test]
fn bapctools_validates_runs_and_times_a_program_package_of_each_variant_and_its_data_reaches_every_bound()
 {
    if Command::new("bt").arg("--version").output().is_err() {
        skip("bt is not installed (pip install bapctools)");
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let root = scratch.path();
    for folder in ["home", "cache", "tmp", "config/bapctools"] {
        fs::create_dir_all(root.join(folder)).expect("a folder");
    }
    fs::write(root.join("config/bapctools/languages.yaml"), LANGUAGES).expect("written");
    for variant in ["classic", "fullline", "multi"] {
        let dir = root.join(variant);
        let accepted: Vec<String> = ["py", "js", "java", "cpp"]
            .iter()
            .map(|ext| solution(&format!("{variant}.{ext}")))
            .collect();
        let mut wrong: Vec<String> = WRONG
            .iter()
            .filter(|(v, _, _)| *v == variant)
            .map(|(_, name, text)| {
                let path = root.join(name);
                fs::write(&path, text).expect("written");
                path.display().to_string()
            })
            .collect();
        if variant == "multi" {
            wrong.push(solution("multi_ignores_turn.py"));
        }
        let mut cmd = ttt_judge();
        cmd.arg("package")
            .arg(&dir)
            .args([
                "--variant",
                variant,
                "--format",
                "2025-09",
                "--io",
                "program",
            ])
            .arg("--accepted")
            .args(&accepted)
            .arg("--wrong-answer")
            .args(&wrong);
        let (stdout, stderr, code) = outcome(&mut cmd);
        assert_eq!(
            (without_sandbox_notes(&stderr).as_str(), code),
            ("", 0),
            "{stdout}"
        );

        let (code, text) = bt(&dir, root, &["validate"]);
        eprintln!("{text}");
        assert_eq!(code, 0, "{variant}: bt validate\n{text}");

        let (code, text) = bt(&dir, root, &["run"]);
        eprintln!("{text}");
        assert_eq!(code, 0, "{variant}: bt run\n{text}");
        let expected = accepted
            .iter()
            .map(|f| (f, "accepted", "AC"))
            .chain(wrong.iter().map(|f| (f, "wrong_answer", "WA")));
        for (file, folder, want) in expected {
            let name = Path::new(file)
                .file_name()
                .expect("a name")
                .to_string_lossy();
            // A Java program is its folder, named for the file.
            let name = name.strip_suffix(".java").unwrap_or(&name);
            let submission = format!("{folder}/{name}");
            assert_eq!(
                verdict(&text, &submission),
                Some(want),
                "{variant}: {submission}\n{text}"
            );
        }
        assert!(
            !text.contains("No language detected"),
            "{variant}: every submission has its language\n{text}"
        );

        // The default data reaches every bound the validator states.
        let (code, text) = bt(&dir, root, &["constraints"]);
        eprintln!("{text}");
        assert_eq!(code, 0, "{variant}: bt constraints\n{text}");
        assert!(!text.contains("BOUND NOT REACHED"), "{variant}\n{text}");

        // BAPCtools' own measure of the time limit agrees with the
        // package's, to a step of the resolution (1 s).
        let (code, text) = bt(&dir, root, &["time_limit"]);
        eprintln!("{text}");
        assert_eq!(code, 0, "{variant}: bt time_limit\n{text}");
        let measured = seconds_after(&text, "time limit:");
        let yaml = fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
        let written = seconds_after(&yaml, "  time_limit:");
        assert!(
            (measured - written).abs() <= 1.0,
            "{variant}: bt time_limit {measured} s, problem.yaml {written} s\n{text}"
        );
    }
}
