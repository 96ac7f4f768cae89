//! The replay page in a real browser: `tests/browser/replay.test.js` opens
//! `show --format html` pages in headless Chromium, steps through every
//! game with the keyboard and checks them against `run --explain` and
//! `show`; `tests/browser/arena.test.js` opens the page `arena --html`
//! writes and checks its tables and every game's replay against the
//! tournament's JSON lines and the judge. They run where Chromium, Node
//! and the scripts' `node_modules` are (`.ci/run` installs them);
//! elsewhere each test says it was skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The browser the script drives: `CHROMIUM`, else Debian's.
fn chromium() -> PathBuf {
    std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from)
}

/// Why the browser test cannot run here, if it cannot.
fn missing(folder: &Path) -> Option<String> {
    if !chromium().exists() {
        return Some(format!(
            "{} is not installed (apt-get install chromium)",
            chromium().display()
        ));
    }
    if !folder.join("node_modules/puppeteer-core").exists() {
        return Some(format!(
            "{}/node_modules is missing (npm ci in that folder)",
            folder.display()
        ));
    }
    let node = Command::new("node").arg("--version").output();
    match node {
        Ok(out) if out.status.success() => None,
        _ => Some("node is not installed".to_string()),
    }
}

/// Runs `script` in `tests/browser` with the binary and the browser, at
/// the lowest priority (the browser must not take the CPU from the
/// grading tests that run beside it and measure time limits); its stdout,
/// or `None` when it cannot run here (said as a skip).
fn node(script: &str, what: &str) -> Option<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
    if let Some(reason) = missing(&folder) {
        crate::skip(&format!("{what}'s browser test: {reason}"));
        return None;
    }
    let out = Command::new("nice")
        .args(["-n", "19", "node", script])
        .current_dir(&folder)
        .env("TTT_JUDGE", assert_cmd::cargo::cargo_bin("ttt-judge"))
        .env("CHROMIUM", chromium())
        .output()
        .expect("node runs");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{stdout}{stderr}");
    Some(stdout.into_owned())
}

#[test]
fn replay_pages_step_through_every_game_in_headless_chromium() {
    let Some(stdout) = node("replay.test.js", "the replay page") else {
        return;
    };
    assert!(
        stdout.contains("ok: tests/renders/cases.jsonl: 10 cases"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok: docs/examples/replay.jsonl: 1 cases"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok: a grading report: 4 failing cases at their first difference"),
        "{stdout}"
    );
    assert!(stdout.contains("screenshot: "), "{stdout}");
}

#[test]
fn the_arena_page_shows_the_standings_and_replays_every_game_in_headless_chromium() {
    let Some(stdout) = node("arena.test.js", "the arena page") else {
        return;
    };
    let ok: Vec<&str> = stdout.lines().filter(|l| l.starts_with("ok: ")).collect();
    assert_eq!(
        ok,
        [
            "ok: builtins: 3 bots, 12 games, 85 calls replayed",
            "ok: hostile: 4 bots, 24 games, 85 calls replayed",
        ],
        "{stdout}"
    );
}
