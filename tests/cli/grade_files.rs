//! `ttt-judge grade`'s reports written to files: `--json FILE`, the lines
//! `--format json` prints, written whole.

use crate::{outcome, ttt_judge};

/// Two classic cases in a scratch folder: the folder and the file's path.
fn cases() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("cases.jsonl");
    std::fs::write(&path, "[[1,1]]\n[[0,0],[1,1]]\n").expect("write the cases");
    (dir, path.to_string_lossy().into_owned())
}

#[test]
fn json_to_a_file_is_what_format_json_prints() {
    let (dir, path) = cases();
    let file = dir.path().join("grade.jsonl");
    let file_arg = file.to_string_lossy();
    // Answers "A" to both cases: both wrong.
    let script = "import sys\nfor line in sys.stdin:\n    print('\"A\"', flush=True)\n";
    let solution = ["--", "python3", "-c", script];
    let (table, _, code) = outcome(
        ttt_judge()
            .args(["grade", &path, "--json", &file_arg])
            .args(solution),
    );
    assert_eq!(code, 1, "{table}");
    assert_eq!(table.lines().last(), Some("2 WA"), "{table}");
    let (json, _, _) = outcome(
        ttt_judge()
            .args(["grade", &path, "--format", "json"])
            .args(solution),
    );
    let written = std::fs::read_to_string(&file).expect("the file is written");
    let without_times = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .map(|l| {
                let mut v: serde_json::Value = serde_json::from_str(l).expect("JSON");
                v["time_ms"] = 0.into();
                v["memory_kb"] = 0.into();
                v
            })
            .collect()
    };
    assert_eq!(without_times(&written), without_times(&json));
    assert_eq!(without_times(&written).len(), 2);
    // A file that cannot be written is said, and grading's exit is 2.
    let (_, stderr, code) = outcome(
        ttt_judge()
            .args(["grade", &path, "--json", "no/such/dir/g.jsonl"])
            .args(solution),
    );
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no/such/dir/g.jsonl: cannot write JSON Lines"),
        "{stderr}"
    );
}
