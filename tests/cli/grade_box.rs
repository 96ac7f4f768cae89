//! `ttt-judge grade` against hostile solutions, one for each promise of the
//! box: each must end within its limits, leave no process and no temporary
//! folder behind, and get the verdict its behaviour deserves. The solutions
//! are shell scripts around the judge itself (`ttt-judge run` answers every
//! case right), which the box sees as copies. Tests that need the strict
//! box say so on stderr and are skipped where the machine has none.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{outcome, ttt_judge};

/// Three classic cases: A wins, B wins, a draw.
const CASES: &str = "{\"moves\":[[0,0],[1,1],[0,1],[2,2],[0,2]]}\n\
    {\"moves\":[[1,1],[0,0],[2,2],[0,1],[1,0],[0,2]]}\n\
    {\"moves\":[[0,0],[1,1],[2,2],[0,1],[2,1],[2,0],[0,2],[1,2],[1,0]]}\n";

/// A scratch folder with the cases, the script `solution.sh`, and an empty
/// `tmp` folder that `grade` is given as its `TMPDIR`.
pub(crate) struct Scene {
    dir: tempfile::TempDir,
}

impl Scene {
    pub(crate) fn new(script: &str) -> Scene {
        let dir = tempfile::tempdir().expect("a scratch folder");
        std::fs::write(dir.path().join("cases.jsonl"), CASES).expect("the cases");
        std::fs::write(dir.path().join("solution.sh"), script).expect("the script");
        std::fs::create_dir(dir.path().join("tmp")).expect("a TMPDIR");
        Scene { dir }
    }

    pub(crate) fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// `grade cases.jsonl ARGS -- sh solution.sh JUDGE`.
    fn command(&self, args: &[&str]) -> assert_cmd::Command {
        let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
        let mut cmd = ttt_judge();
        cmd.env("TMPDIR", self.path("tmp"))
            .arg("grade")
            .arg(self.path("cases.jsonl"))
            .args(args)
            .arg("--")
            .arg("sh")
            .arg(self.path("solution.sh"))
            .arg(judge);
        cmd
    }

    /// Grades, checks that it ended in `patience` and left no temporary
    /// folder; its stdout, stderr and exit code.
    pub(crate) fn grade(&self, args: &[&str], patience: Duration) -> (String, String, i32) {
        let began = Instant::now();
        let out = outcome(self.command(args).timeout(patience * 2));
        assert!(
            began.elapsed() < patience,
            "took {:?}: {out:?}",
            began.elapsed()
        );
        self.assert_clean();
        out
    }

    /// Nothing is left in the `TMPDIR` grade was given.
    pub(crate) fn assert_clean(&self) {
        let left: Vec<_> = std::fs::read_dir(self.path("tmp"))
            .expect("the TMPDIR")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(left.is_empty(), "left behind: {left:?}");
    }
}

/// Whether the strict box can be had here; if not, says the test is skipped.
pub(crate) fn strict(test: &str) -> bool {
    let scene = Scene::new("\"$1\" run\n");
    let (_, stderr, code) = outcome(&mut scene.command(&["--sandbox", "strict"]));
    if code == 2 && stderr.contains("--sandbox strict") {
        crate::skip(&format!("{test}: {}", stderr.trim()));
        return false;
    }
    true
}

/// Whether any process has `marker` in its command line.
pub(crate) fn running(marker: &str) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
        !zombie && String::from_utf8_lossy(&cmdline).contains(marker)
    })
}

/// The verdict codes of a JSON report, in case order.
pub(crate) fn verdicts(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            value["verdict"].as_str().expect("a verdict").to_owned()
        })
        .collect()
}

pub(crate) const MINUTE: Duration = Duration::from_secs(60);

/// Whether `tool` is on `PATH`; if not, says that the test is skipped.
fn have(tool: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path).any(|dir| dir.join(tool).is_file());
    if !found {
        crate::skip(&format!("{tool} is not installed"));
    }
    found
}

#[test]
fn output_every_second_after_the_answers_ends_within_the_wall_limit() {
    if !strict("the endless printer") {
        return;
    }
    let scene = Scene::new("\"$1\" run\nwhile :; do echo debug; sleep 1; done\n");
    for mode in ["--jobs=1", "--isolate"] {
        let args = ["--format", "json", "--time-limit", "0.5", mode];
        let (stdout, stderr, code) = scene.grade(&args, MINUTE);
        assert_eq!(code, 1, "{stderr}");
        assert_eq!(verdicts(&stdout), ["TLE", "TLE", "TLE"], "{stdout}");
    }
}

#[test]
fn what_a_program_does_after_its_last_answer_counts() {
    if !strict("after the last answer") {
        return;
    }
    for (tail, verdict, said) in [
        (
            "kill -SEGV $$",
            "RE",
            "after its answer: killed by signal 11",
        ),
        ("exit 3", "RE", "after its answer: exit status 3"),
        ("echo extra", "WA", "extra output after case"),
    ] {
        let scene = Scene::new(&format!("\"$1\" run\n{tail}\n"));
        for mode in ["--jobs=1", "--isolate"] {
            let (stdout, stderr, code) = scene.grade(&["--format", "json", mode], MINUTE);
            assert_eq!(code, 1, "{tail}: {stderr}");
            assert_eq!(verdicts(&stdout), [verdict; 3], "{tail} {mode}: {stdout}");
            assert!(stdout.contains(said), "{tail}: {stdout}");
        }
    }
}

#[test]
fn a_setsid_child_holding_stdout_neither_stalls_nor_survives() {
    if !strict("the setsid child") {
        return;
    }
    let scene = Scene::new("setsid sleep 1006.5 &\n\"$1\" run\n");
    let (stdout, stderr, code) = scene.grade(&["--isolate"], Duration::from_secs(20));
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(!running("1006.5"), "the setsid child outlived its box");
}

#[test]
fn a_fork_bomb_is_a_verdict_not_a_crash() {
    if !strict("the fork bomb") {
        return;
    }
    let scene = Scene::new("b() { b | b & }; b\nsleep 1007.5\n");
    let args = [
        "--format",
        "json",
        "--time-limit",
        "1",
        "--process-limit",
        "32",
    ];
    let (stdout, stderr, code) = scene.grade(&args, MINUTE);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(verdicts(&stdout).len(), 3, "{stdout}");
    assert!(
        stdout.contains("the process limit (32) was reached"),
        "{stdout}"
    );
    assert!(!running("1007.5"));
}

#[test]
fn every_run_that_ran_has_its_memory() {
    if !strict("memory of fast runs") {
        return;
    }
    let scene = Scene::new("exec \"$1\" run\n");
    let (stdout, _, code) = scene.grade(&["--format", "json", "--isolate"], MINUTE);
    assert_eq!(code, 0);
    for line in stdout.lines() {
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
        assert!(value["memory_kb"].as_u64() > Some(0), "{line}");
        assert_eq!(value["sandbox"], "strict");
    }
}

#[test]
fn a_solution_cannot_rewrite_itself_between_runs() {
    if !strict("the self-rewriting solution") {
        return;
    }
    let scene = Scene::new("echo 'echo \\\"Draw\\\"' > \"$0\" 2>/dev/null\n\"$1\" run\n");
    let (stdout, stderr, code) = scene.grade(&["--isolate"], MINUTE);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let original = std::fs::read_to_string(scene.path("solution.sh")).expect("the script");
    assert!(
        original.contains("run"),
        "the original was changed: {original}"
    );
}

#[test]
fn the_judge_and_the_reports_are_out_of_the_box_s_sight_and_reach() {
    if !strict("the judge out of sight") {
        return;
    }
    let scene = Scene::new("");
    let junit = scene.path("report.xml");
    // The paths come with a ':' so that they are not copied into the box.
    let script = format!(
        "test -e '{judge}' && exit 7\ntest -e '{cases}' && exit 8\n\
         (sleep 1; echo forged > '{junit}') &\n\"$1\" run\n",
        judge = assert_cmd::cargo::cargo_bin("ttt-judge").display(),
        cases = scene.path("cases.jsonl").display(),
        junit = junit.display(),
    );
    std::fs::write(scene.path("solution.sh"), script).expect("the script");
    let junit_arg = junit.to_string_lossy().into_owned();
    let (stdout, stderr, code) = scene.grade(&["--junit", &junit_arg], MINUTE);
    assert_eq!(code, 0, "{stdout}{stderr}");
    std::thread::sleep(Duration::from_millis(1500));
    let xml = std::fs::read_to_string(&junit).expect("the JUnit report");
    assert!(
        !xml.contains("forged") && xml.contains("failures=\"0\""),
        "{xml}"
    );
    assert!(xml.contains("name=\"sandbox\" value=\"strict\""), "{xml}");
}

#[test]
fn control_characters_from_a_solution_are_escaped_in_every_report() {
    let scene =
        Scene::new("printf '\\033[2J\\033[H     1  AC\\n'; echo 'oops \\033[31m' >&2; exit 1\n");
    for format in ["table", "json"] {
        let (stdout, _, code) = scene.grade(&["--format", format], MINUTE);
        assert_eq!(code, 1);
        assert!(!stdout.contains('\u{1b}'), "{stdout:?}");
        assert!(stdout.contains("\\x1b[2J"), "{stdout}");
    }
}

#[test]
fn sigterm_and_sigint_stop_grading_cleanly_with_the_partial_report() {
    let scene = Scene::new("while :; do :; done\n");
    for (signal, code) in [("TERM", 143), ("INT", 130), ("HUP", 129)] {
        let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
        let child = Command::new(judge)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("TMPDIR", scene.path("tmp"))
            .arg("grade")
            .arg(scene.path("cases.jsonl"))
            .args(["--time-limit", "100", "--isolate", "--", "sh"])
            .arg(scene.path("solution.sh"))
            .arg("marker-1008")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("grade starts");
        let began = Instant::now();
        while !running("marker-1008") && began.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(300));
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(killed.success());
        let out = child.wait_with_output().expect("grade ends");
        assert_eq!(out.status.code(), Some(code), "SIG{signal}");
        assert!(String::from_utf8_lossy(&out.stdout).contains("sandbox: "));
        assert!(!running("marker-1008"), "a box outlived SIG{signal}");
        scene.assert_clean();
    }
}

#[test]
fn a_cases_file_that_changes_while_it_is_graded_is_an_error() {
    let scene = Scene::new("");
    let cases = scene.path("cases.jsonl");
    let script = format!("echo >> '{}' 2>/dev/null\n\"$1\" run\n", cases.display());
    std::fs::write(scene.path("solution.sh"), script).expect("the script");
    let (_, stderr, code) = scene.grade(&["--sandbox", "basic"], MINUTE);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("the cases file changed while it was read"),
        "{stderr}"
    );
}

#[test]
fn a_newline_flood_does_not_flood_the_judge() {
    if !Path::new("/usr/bin/time").is_file() {
        crate::skip("the newline flood: /usr/bin/time is not installed");
        return;
    }
    let scene = Scene::new("\"$1\" run\nhead -c 60000000 /dev/zero | tr '\\0' '\\n'\n");
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let out = Command::new("/usr/bin/time")
        .args(["-f", "peak %M KB"])
        .arg(judge.as_os_str())
        .env("TMPDIR", scene.path("tmp"))
        .arg("grade")
        .arg(scene.path("cases.jsonl"))
        .args(["--jobs", "2", "--", "sh"])
        .arg(scene.path("solution.sh"))
        .arg(&judge)
        .output()
        .expect("grade runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("extra output after case"), "{stdout}");
    let peak: u64 = stderr
        .lines()
        .find_map(|l| l.strip_prefix("peak ")?.strip_suffix(" KB")?.parse().ok())
        .expect("time's figure");
    assert!(peak < 200 << 10, "the judge peaked at {peak} KB");
    scene.assert_clean();
}

#[test]
fn including_dev_zero_is_a_compile_error_in_bounded_memory() {
    if !strict("the /dev/zero include") || !have("g++") {
        return;
    }
    let scene = Scene::new("");
    let source = scene.path("zero.cpp");
    std::fs::write(
        &source,
        "#include \"/dev/zero\"\nstd::string tictactoe(std::vector<std::vector<int>> m) { return \"A\"; }\n",
    )
    .expect("the source");
    let mut cmd = ttt_judge();
    cmd.env("TMPDIR", scene.path("tmp"))
        .arg("grade")
        .arg(scene.path("cases.jsonl"))
        .arg(&source)
        .timeout(Duration::from_secs(120));
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stdout.contains("CE") && stdout.contains("g++ used more than 1024 MB of memory"),
        "{stdout}"
    );
    scene.assert_clean();
}

#[test]
fn a_folder_a_command_names_is_seen_in_the_strict_box_read_only() {
    if !strict("a folder named by the command") {
        return;
    }
    // `python3 DIR` runs DIR/__main__.py, which also tries to write beside
    // itself.
    let scene = Scene::new("");
    let program = scene.path("program");
    std::fs::create_dir(&program).expect("the program's folder");
    let main = "import sys\n\
        try:\n    open(__file__ + '.new', 'w')\n    sys.exit(3)\n\
        except OSError:\n    pass\n\
        for line in sys.stdin:\n    print('\"A\"' if line.count('[') == 6 else '\"B\"' if line.count('[') == 7 else '\"Draw\"', flush=True)\n";
    std::fs::write(program.join("__main__.py"), main).expect("the program");
    let (stdout, stderr, code) = outcome(
        ttt_judge()
            .env("TMPDIR", scene.path("tmp"))
            .arg("grade")
            .arg(scene.path("cases.jsonl"))
            .args(["--sandbox", "strict", "--", "python3"])
            .arg(&program),
    );
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("3 AC"), "{stdout}");
    scene.assert_clean();
}
