//! Every `$` example in the README, run as written: the lines after a
//! `$ command` line, up to the next one or the end of its block, are what
//! the command prints (stdout, then stderr as it comes, as a terminal shows
//! them). They run in order in one fresh folder that holds the
//! repository's `fixtures` and `docs`, with the binary under test first on
//! `PATH`.

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

#[test]
fn every_example_in_the_readme_prints_what_the_readme_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("the README");
    let binary = assert_cmd::cargo::cargo_bin("ttt-judge");
    let bin_dir = binary.parent().expect("the binary's folder");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("a PATH");
    let blocks = blocks(&readme);
    assert!(blocks.len() >= 10, "the README's examples were found");
    let mut failures = Vec::new();
    // One folder for the whole README, as a reader goes through it.
    let dir = tempfile::tempdir().expect("a scratch folder");
    for shared in ["fixtures", "docs"] {
        std::os::unix::fs::symlink(root.join(shared), dir.path().join(shared))
            .expect("link the repository's files");
    }
    for block in blocks {
        for example in block {
            let out = Command::new("sh")
                .arg("-c")
                .arg(format!("{{ {}\n}} 2>&1", example.command))
                .current_dir(dir.path())
                .env("PATH", &path)
                .env_remove("NO_COLOR")
                .output()
                .expect("sh runs");
            let printed = String::from_utf8_lossy(&out.stdout);
            if printed != example.expected {
                failures.push(format!(
                    "README.md:{}: $ {}\n--- the README says:\n{}--- it prints:\n{}",
                    example.line, example.command, example.expected, printed
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
