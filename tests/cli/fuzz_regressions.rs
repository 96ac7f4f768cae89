//! The inputs kept in `fuzz/regressions/`, replayed through the fuzz
//! targets' own checks and, for the input path, through `ttt-judge run`.

use std::fs;
use std::path::Path;

use crate::junk::run_bytes;

#[path = "../../fuzz/checks/engine.rs"]
mod engine;
#[path = "../../fuzz/checks/input_path.rs"]
mod input_path;

/// The kept inputs of one target, with their file names.
fn kept(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let entries = fs::read_dir(&dir).expect("the regressions folder exists");
    let mut kept: Vec<(String, Vec<u8>)> = entries
        .map(|entry| {
            let path = entry.expect("a folder entry").path();
            let name = path.display().to_string();
            (name, fs::read(&path).expect("a kept input is readable"))
        })
        .filter(|(name, _)| !name.ends_with(".md"))
        .collect();
    kept.sort();
    kept
}

#[test]
fn kept_inputs_pass_the_input_path_checks_and_run() {
    let variants = ["", "multi", "fullline", "classic"];
    for (name, data) in kept("input_path") {
        input_path::check(&data);
        let Some((&pick, input)) = data.split_first() else {
            continue;
        };
        let variant = variants[usize::from(pick % 4)];
        let args: &[&str] = match variant {
            "" => &["run"],
            v => &["run", "--variant", v],
        };
        let ran = run_bytes(args, input);
        assert!(ran.code == 0 || ran.code == 2, "{name}: {}", ran.stderr);
    }
}

#[test]
fn kept_inputs_pass_the_engine_checks() {
    for (_, data) in kept("engine") {
        engine::check(&data);
    }
}
