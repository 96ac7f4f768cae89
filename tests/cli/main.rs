//! The integration tests: the `ttt-judge` binary run as a user runs it, one
//! module per subcommand.

mod arena;
mod arena_gomocup;
mod arena_html;
mod bounds;
mod browser;
mod check;
mod differential;
mod docs;
mod explain;
mod framing;
mod fuzz_regressions;
mod r#gen;
mod grade;
mod grade_basic;
mod grade_batch;
mod grade_box;
mod grade_cache;
mod grade_cases;
mod grade_committed;
mod grade_files;
mod grade_hostile;
mod grade_html;
mod grade_inputs;
mod grade_pypy;
mod grade_raised;
mod grade_reports;
mod harness;
mod harness_grade;
mod hints;
mod hunt;
mod hunt_shrink;
mod junit;
mod junk;
mod library;
mod oj;
mod package;
mod package_bt;
mod package_dmoj;
mod package_formats;
mod package_interactive;
mod package_selftest;
mod players;
mod properties;
mod protocols;
mod readme;
mod run;
mod run_scale;
mod show;
mod show_html;
mod stopping;
mod test_cmd;
mod test_cmd_files;
mod validate;

use assert_cmd::Command;

/// The binary under test, run from the repository's root.
pub fn ttt_judge() -> Command {
    let mut cmd = Command::cargo_bin("ttt-judge").expect("the binary is built for the tests");
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TTT_JUDGE_CACHE", COMPILED);
    cmd
}

/// Where the tests keep compiled solutions, so that each C++ or Java file
/// is compiled once for every test that grades it, in the build's own
/// folder rather than the user's cache.
pub const COMPILED: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/compiled-solutions");

/// Says that a test skipped and why: straight to stderr, past the test
/// harness's capture of `eprintln!`, so that a skip is seen in every run.
pub fn skip(why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "skipped: {why}");
}

/// True when `tool` runs here; otherwise says that `test` is skipped.
pub fn have(tool: &str, test: &str) -> bool {
    let found = std::process::Command::new(tool)
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok();
    if !found {
        skip(&format!("{test}: {tool} was not found"));
    }
    found
}

/// `stdout` without its last line, which must say the sandbox level the
/// machine gave (`sandbox: strict` or `sandbox: basic`).
pub fn without_level(stdout: &str) -> &str {
    ["strict", "basic"]
        .iter()
        .find_map(|level| stdout.strip_suffix(&format!("sandbox: {level}\n")))
        .unwrap_or_else(|| panic!("no sandbox level at the end of {stdout:?}"))
}

/// Runs `cmd` to the end; its stdout, stderr (both UTF-8) and exit code.
pub fn outcome(cmd: &mut Command) -> (String, String, i32) {
    let out = cmd.output().expect("the binary runs");
    (
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
        out.status.code().expect("an exit code"),
    )
}

/// The lines a child writes to `stdout`, as they come.
pub fn lines_of(stdout: std::process::ChildStdout) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (lines_tx, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            if lines_tx.send(line.expect("UTF-8 output")).is_err() {
                return;
            }
        }
    });
    lines
}

/// Writes the problem package `dir` for `variant` with `args` added; it
/// says nothing on stderr (the sandbox's notes aside), and on stdout what
/// the tests reach.
pub fn package(dir: &std::path::Path, variant: &str, args: &[&str]) {
    package_saying(dir, variant, args, "");
}

/// What `package` says on stderr when it writes a 2025-09 package with
/// function-style jury submissions.
pub const NO_INCLUDE_IN_BT: &str = "ttt-judge: package: BAPCtools does not copy include/, so \
                                    function-style submissions fail under `bt run`; --io program \
                                    makes them whole programs\n";

/// `stderr` without the notes of what the machine's sandbox cannot hold
/// (no bubblewrap, or root at the basic level), which depend on the machine.
pub fn without_sandbox_notes(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|line| {
            !line.starts_with("ttt-judge: note: the solution runs with network access")
                && !line.starts_with("ttt-judge: note: the solution's processes are not limited")
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Like [`package`], where the command says `stderr` (the sandbox's notes
/// aside).
pub fn package_saying(dir: &std::path::Path, variant: &str, args: &[&str], stderr: &str) {
    let mut cmd = ttt_judge();
    cmd.arg("package")
        .arg(dir)
        .args(["--variant", variant])
        .args(args);
    let (stdout, said, code) = outcome(&mut cmd);
    assert_eq!(
        (without_sandbox_notes(&said).as_str(), code),
        (stderr, 0),
        "{stdout}"
    );
    assert!(
        stdout.contains("the tests reach (validate --summary):\n"),
        "{stdout}"
    );
}

/// The names of the entries of the folder `dir`, sorted.
pub fn file_names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// Every file under `dir`, by its `/`-separated path inside it, sorted.
pub fn files_under(dir: &std::path::Path) -> Vec<String> {
    fn walk(root: &std::path::Path, dir: &std::path::Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let relative = path.strip_prefix(root).expect("inside the root");
                out.push(relative.to_string_lossy().into_owned());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}
