//! Every `$` example in the README and in `docs/`, run as written: the
//! lines after a `$ command` line, up to the next one or the end of its
//! block, are what the command prints (stdout, then stderr as it comes, as
//! a terminal shows them), but for times and memory, which change from run
//! to run. The examples of one document run in order in one fresh folder
//! that holds the repository's `fixtures` and `docs`, with the binary under
//! test first on `PATH`, as a reader goes through it.

use std::path::Path;
use std::process::Command;

/// One example: the command, and what it prints.
struct Example {
    line: usize,
    command: String,
    expected: String,
}

/// The examples of the README, grouped by fenced block.
fn blocks(readme: &str) -> Vec<Vec<Example>> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<Example>> = None;
    for (i, line) in readme.lines().enumerate() {
        if line.starts_with("```") {
            match current.take() {
                Some(block) => blocks.push(block),
                None => current = Some(Vec::new()),
            }
            continue;
        }
        let Some(block) = current.as_mut() else {
            continue;
        };
        match line.strip_prefix("$ ") {
            Some(command) => block.push(Example {
                line: i + 1,
                command: command.to_string(),
                expected: String::new(),
            }),
            None => {
                if let Some(example) = block.last_mut() {
                    example.expected.push_str(line);
                    example.expected.push('\n');
                }
            }
        }
    }
    blocks.retain(|block| !block.is_empty());
    blocks
}

/// The text with what changes from run to run made the same: a number of
/// milliseconds or kilobytes (`54 ms`, `13332 KB`, `"time_ms":54`) is `N`,
/// the sandbox level after `sandbox:` (which the machine decides) is
/// `LEVEL`, and runs of spaces (which such numbers pad) are one space.
fn normal(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
        let mut shown = Vec::new();
        for (i, word) in words.iter().enumerate() {
            let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
            let unit = matches!(words.get(i + 1), Some(&"ms") | Some(&"KB"));
            let level = i > 0 && words[i - 1] == "sandbox:";
            shown.push(if digits && unit {
                "N".to_string()
            } else if level {
                "LEVEL".to_string()
            } else {
                measured(word)
            });
        }
        out.push_str(&shown.join(" "));
        out.push('\n');
    }
    out
}

/// `word` with the numbers of `"time_ms":…` and `"memory_kb":…` as `N`.
fn measured(word: &str) -> String {
    let mut out = word.to_string();
    for key in ["\"time_ms\":", "\"memory_kb\":"] {
        let mut from = 0;
        while let Some(at) = out[from..].find(key) {
            let start = from + at + key.len();
            let end = out[start..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(out.len(), |e| start + e);
            out.replace_range(start..end, "N");
            from = start + 1;
        }
    }
    out
}

/// The documents whose examples are run, from the repository's root.
const DOCUMENTS: [&str; 9] = [
    "README.md",
    "docs/GUIDE.md",
    "docs/GRADING.md",
    "docs/HOSTING.md",
    "docs/SPEED.md",
    "docs/SANDBOX.md",
    "docs/LIBRARY.md",
    "docs/ARCHITECTURE.md",
    "docs/ARENA.md",
];

#[test]
fn every_example_in_the_readme_and_docs_prints_what_they_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let binary = assert_cmd::cargo::cargo_bin("ttt-judge");
    let bin_dir = binary.parent().expect("the binary's folder");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("a PATH");
    let mut failures = Vec::new();
    let mut examples = 0;
    for document in DOCUMENTS {
        let text = std::fs::read_to_string(root.join(document)).expect("the document");
        let blocks = blocks(&text);
        examples += blocks.iter().map(Vec::len).sum::<usize>();
        // One folder for each document, as a reader goes through it.
        let dir = tempfile::tempdir().expect("a scratch folder");
        for shared in ["fixtures", "docs"] {
            std::os::unix::fs::symlink(root.join(shared), dir.path().join(shared))
                .expect("link the repository's files");
        }
        for example in blocks.into_iter().flatten() {
            let out = Command::new("sh")
                .arg("-c")
                .arg(format!("{{ {}\n}} 2>&1", example.command))
                .current_dir(dir.path())
                .env("PATH", &path)
                .env_remove("NO_COLOR")
                .output()
                .expect("sh runs");
            let printed = String::from_utf8_lossy(&out.stdout);
            if normal(&printed) != normal(&example.expected) {
                failures.push(format!(
                    "{document}:{}: $ {}\n--- it says:\n{}--- it prints:\n{}",
                    example.line, example.command, example.expected, printed
                ));
            }
        }
    }
    assert!(examples >= 30, "the examples were found ({examples})");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
