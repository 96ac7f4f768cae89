//! `ttt-judge harness --join`: every language's correct solution to every
//! variant, joined to its harness into one file, then compiled and run by
//! hand as a judge system runs a single file (python3, node, javac and
//! java, g++), answers byte for byte what `ttt-judge run` prints.

use std::path::Path;
use std::process::Command;

use ttt_judge::Variant;

use super::cases::cases;
use super::{Lang, solution_file};
use crate::{outcome, skip, ttt_judge};

/// Joins `<variant>.<ext>` into `dir` with `harness --join -o`, and
/// gives the file written.
fn joined(lang: Lang, variant: Variant, dir: &Path) -> std::path::PathBuf {
    let source = solution_file(&format!("{}.{}", variant.name(), lang.extension()));
    let name = ttt_grading::solution::joined_file_name(lang, variant.name());
    let out = dir.join(name);
    let (stdout, stderr, code) = outcome(ttt_judge().args([
        "harness".as_ref(),
        lang.name().as_ref(),
        variant.name().as_ref(),
        "--join".as_ref(),
        source.as_os_str(),
        "-o".as_ref(),
        out.as_os_str(),
    ]));
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", "", 0));
    out
}

/// True when `program` runs here (`--version`); else says so and skips.
fn have(program: &str) -> bool {
    let found = Command::new(program).arg("--version").output().is_ok();
    if !found {
        skip(&format!("{program} is not installed"));
    }
    found
}

/// Runs `command` on the variant's cases in one process and checks its
/// answers.
fn answers_like_the_judge(mut command: Command, what: &str, variant: Variant) {
    let (input, expected) = cases(variant);
    let path = tempfile::NamedTempFile::new().expect("a file of cases");
    std::fs::write(path.path(), input).expect("the cases are written");
    let file = std::fs::File::open(path.path()).expect("the cases");
    let output = command
        .stdin(file)
        .output()
        .expect("the joined program starts");
    assert!(
        output.status.success(),
        "{what}: {}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).expect("UTF-8 answers");
    assert!(stdout == *expected, "{what}: its answers differ from run's");
}

#[test]
fn joined_python_answers_like_the_judge() {
    if !have("python3") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    for variant in Variant::ALL {
        let file = joined(Lang::Python, variant, dir.path());
        let mut command = Command::new("python3");
        command.arg(&file).current_dir(dir.path());
        answers_like_the_judge(command, &format!("python {variant}"), variant);
    }
}

#[test]
fn joined_js_answers_like_the_judge() {
    if !have("node") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    for variant in Variant::ALL {
        let file = joined(Lang::Js, variant, dir.path());
        let mut command = Command::new("node");
        command.arg(&file);
        answers_like_the_judge(command, &format!("js {variant}"), variant);
    }
}

#[test]
fn joined_java_is_main_java_and_answers_like_the_judge() {
    if !have("javac") || !have("java") {
        return;
    }
    for variant in Variant::ALL {
        let dir = tempfile::tempdir().expect("a folder");
        let file = joined(Lang::Java, variant, dir.path());
        assert!(file.ends_with("Main.java"));
        let compiled = Command::new("javac")
            .args(["-nowarn", "-d", "."])
            .arg(&file)
            .current_dir(dir.path())
            .output()
            .expect("javac runs");
        assert!(
            compiled.status.success(),
            "{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let mut command = Command::new("java");
        command
            .args(["-Xss64m", "-cp", ".", "Main"])
            .current_dir(dir.path());
        answers_like_the_judge(command, &format!("java {variant}"), variant);
    }
}

#[test]
fn joined_cpp_is_one_translation_unit_and_answers_like_the_judge() {
    if !have("g++") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    for variant in Variant::ALL {
        let file = joined(Lang::Cpp, variant, dir.path());
        let binary = dir.path().join(variant.name());
        let compiled = Command::new("g++")
            .args(["-std=c++17", "-O2", "-o"])
            .arg(&binary)
            .arg(&file)
            .output()
            .expect("g++ runs");
        assert!(
            compiled.status.success(),
            "{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        answers_like_the_judge(Command::new(&binary), &format!("cpp {variant}"), variant);
    }
}

#[test]
fn a_joined_file_goes_to_stdout_without_o() {
    let source = solution_file("classic.py");
    let (stdout, stderr, code) = outcome(
        ttt_judge()
            .args(["harness", "python", "classic", "--join"])
            .arg(&source),
    );
    assert_eq!((stderr.as_str(), code), ("", 0));
    assert!(
        stdout.starts_with(
            "# A whole program written by `ttt-judge harness --join`: classic.py, a\n"
        )
    );
    assert!(stdout.contains("JOINED = (\n    'classic.py',\n    # classic.py, as submitted:\n"));
}

#[test]
fn a_solution_that_cannot_be_joined_is_an_error_naming_it() {
    let (dir, path) = super::scratch("A.java", "class Main {}\n");
    let (stdout, stderr, code) = outcome(
        ttt_judge()
            .args(["harness", "java", "classic", "--join"])
            .arg(&path),
    );
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(
        stderr.contains("A.java: declares or imports a type `Main`"),
        "{stderr}"
    );
    let missing = dir.path().join("missing.py");
    let (_, stderr, code) = outcome(
        ttt_judge()
            .args(["harness", "python", "classic", "--join"])
            .arg(&missing),
    );
    assert_eq!(code, 2);
    assert!(
        stderr.contains(&format!("cannot read {}", missing.display())),
        "{stderr}"
    );
}

/// Limits for a check of a file's form.
fn limits() -> ttt_sandbox::Limits {
    ttt_sandbox::Limits {
        time: std::time::Duration::from_secs(5),
        wall: std::time::Duration::from_secs(20),
        memory_bytes: 512 << 20,
        output_bytes: 1 << 20,
        processes: 64,
        disk_bytes: 64 << 20,
        line_bytes: 1 << 16,
        lines: 1,
    }
}

/// Checks a scratch file's form for `variant`.
fn form(
    name: &str,
    text: &str,
    lang: Lang,
    variant: Variant,
) -> Result<(), ttt_grading::form::FormError> {
    let (_dir, path) = super::scratch(name, text);
    let sandbox = ttt_sandbox::Sandbox::new(false);
    ttt_grading::form::check(&path, lang, None, variant, limits(), sandbox)
        .expect("the check runs")
        .map_err(|mut e| {
            e.file = name.into();
            e
        })
}

#[test]
fn a_whole_program_is_refused_as_a_function_style_submission() {
    if !have("python3") {
        return;
    }
    let whole = "import sys, json\nfor line in sys.stdin:\n    print(json.dumps('A'))\n";
    let error = form("whole.py", whole, Lang::Python, Variant::Classic).expect_err("refused");
    assert_eq!(error.whole_program, Some("sys.stdin"));
    let said = error.to_string();
    assert!(
        said.starts_with("whole.py: not a function-style python solution to classic (it reads stdin itself, with `sys.stdin`"),
        "{said}"
    );
    assert!(said.contains("has no `tictactoe` function"), "{said}");
    assert!(
        said.contains("the forms accepted:\n    def tictactoe(moves): ..."),
        "{said}"
    );
    let function = "def tictactoe(moves):\n    return 'A'\n";
    assert_eq!(
        form("f.py", function, Lang::Python, Variant::Classic),
        Ok(())
    );
}

#[test]
fn a_cpp_class_for_a_function_s_statement_is_refused_with_the_form_expected() {
    if !have("g++") {
        return;
    }
    let class = "class TicTacToe {\npublic:\n    TicTacToe(int n, vector<char> marks) {}\n    string play(char p, long long r, long long c) { return \"PENDING\"; }\n    string getStatus() { return \"PENDING\"; }\n};\n";
    let error = form("multi.cpp", class, Lang::Cpp, Variant::Classic).expect_err("refused");
    let said = error.to_string();
    assert!(
        said.starts_with("multi.cpp: not a function-style cpp solution to classic:\n"),
        "{said}"
    );
    assert!(said.contains("no `tictactoe` function and no `class Solution` with a `tictactoe` method; the forms accepted: `string tictactoe(vector<vector<int>>& moves)`"), "{said}");
    assert_eq!(form("multi.cpp", class, Lang::Cpp, Variant::Multi), Ok(()));
}

#[test]
fn a_joined_file_is_graded_as_a_command() {
    if !have("python3") {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let file = joined(Lang::Python, Variant::Classic, dir.path());
    let path = dir.path().join("cases.jsonl");
    let (input, _) = cases(Variant::Classic);
    let count = input.lines().filter(|l| !l.trim().is_empty()).count();
    std::fs::write(&path, input).expect("the cases");
    let (stdout, stderr, code) = outcome(
        ttt_judge()
            .arg("grade")
            .arg(&path)
            .args(["--", "python3"])
            .arg(&file),
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains(&format!("\n{count} AC\n")), "{stdout}");
}
