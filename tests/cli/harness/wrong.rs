//! Wrong solutions: what a harness and the toolchain step make of them,
//! for the grader to turn into CE, RE, PE and WA.

use std::io::Read;
use std::path::Path;
use std::process::Stdio;
use ttt_judge::Variant;

use super::cases::cases;
use super::solution::{self, Lang, PrepareError};
use super::{Ready, prepare_or_skip, run_prepared, scratch, solution_file};

/// The compiler's message when `source` does not compile; `None` when the
/// language's toolchain is missing.
fn compile_error(source: &Path, lang: Lang, variant: Variant) -> Option<String> {
    let work = tempfile::tempdir().expect("a work directory");
    match solution::prepare(
        source,
        lang,
        variant,
        work.path(),
        &super::toolchain(&ttt_sandbox::Sandbox::new(false)),
    ) {
        Err(PrepareError::Compile(message)) => Some(message),
        Err(PrepareError::Toolchain(why)) => {
            crate::skip(&format!("{lang} {variant}: {why}"));
            None
        }
        Err(e) => panic!("{}: {e}", source.display()),
        Ok(prepared) => panic!("{} compiled into {prepared:?}", source.display()),
    }
}

/// The output of a prepared solution on one case.
fn run_one(ready: &Ready, case: &str) -> std::process::Output {
    run_prepared(&ready.prepared, &format!("{case}\n"))
}

#[test]
fn cpp_that_does_not_compile_is_a_compile_error_with_gxx_message() {
    let file = solution_file("does_not_compile.cpp");
    if let Some(message) = compile_error(&file, Lang::Cpp, Variant::Classic) {
        // The message names the file as it was given, not its copy.
        assert!(
            message.contains(&format!("{}:5:", file.display())),
            "{message}"
        );
        assert!(!message.contains("harness.cpp"), "{message}");
        assert!(message.contains("error: could not convert"), "{message}");
        let shown = PrepareError::Compile(message).to_string();
        assert!(
            shown.starts_with("the solution does not compile:\n"),
            "{shown}"
        );
    }
}

#[test]
fn java_that_does_not_compile_is_a_compile_error_with_javac_message() {
    let file = solution_file("DoesNotCompile.java");
    if let Some(message) = compile_error(&file, Lang::Java, Variant::Classic) {
        assert!(
            message.contains(&format!("{}:4: error: incompatible types", file.display())),
            "{message}"
        );
    }
}

#[test]
fn python_and_js_syntax_errors_are_compile_errors() {
    let (_dir, file) = scratch("bad.py", "def tictactoe(moves:\n    return 'A'\n");
    if let Some(message) = compile_error(&file, Lang::Python, Variant::Classic) {
        assert!(
            message.contains(&format!("{}\", line 1", file.display())),
            "{message}"
        );
        assert!(message.contains("SyntaxError"), "{message}");
    }
    let (_dir, file) = scratch("bad.js", "function tictactoe(moves) {\n  return 1 +;\n}\n");
    if let Some(message) = compile_error(&file, Lang::Js, Variant::Classic) {
        assert!(
            message.starts_with(&format!("{}:2", file.display())),
            "{message}"
        );
        assert!(
            message.contains("SyntaxError: Unexpected token ';'"),
            "{message}"
        );
    }
}

#[test]
fn an_exit_status_and_an_exception_end_the_harness() {
    let classic = r#"{"moves":[[0,0]]}"#;
    let Some(ready) = prepare_or_skip(&solution_file("exits.py"), Lang::Python, Variant::Classic)
    else {
        return;
    };
    let output = run_one(&ready, classic);
    assert_eq!(output.status.code(), Some(3));
    assert!(output.stdout.is_empty());
    let (_dir, file) = scratch(
        "raises.py",
        "def tictactoe(moves):\n    raise ValueError('no')\n",
    );
    let ready = prepare_or_skip(&file, Lang::Python, Variant::Classic).expect("python3 ran");
    let output = run_one(&ready, classic);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("ValueError: no"), "{stderr}");
}

#[test]
fn exceptions_end_every_harness_with_a_failure_status() {
    let classic = r#"{"moves":[[0,0]]}"#;
    let throwing = [
        (
            Lang::Js,
            "t.js",
            "function tictactoe(moves) { throw new RangeError('no'); }\n",
            "RangeError: no",
        ),
        (
            Lang::Java,
            "T.java",
            "class Solution {\n    static String tictactoe(int[][] moves) {\n        throw new IllegalStateException(\"no\");\n    }\n}\n",
            "java.lang.IllegalStateException: no",
        ),
        (
            Lang::Cpp,
            "t.cpp",
            "#include <stdexcept>\n#include <string>\n#include <vector>\nstd::string tictactoe(std::vector<std::vector<int>>) { throw std::runtime_error(\"no\"); }\n",
            "what():  no",
        ),
    ];
    for (lang, name, source, message) in throwing {
        let (_dir, file) = scratch(name, source);
        let Some(ready) = prepare_or_skip(&file, lang, Variant::Classic) else {
            continue;
        };
        let output = run_one(&ready, classic);
        assert!(!output.status.success(), "{lang}");
        assert!(output.stdout.is_empty(), "{lang}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{lang}: {stderr}");
    }
}

#[test]
fn a_flood_is_written_as_fast_as_it_is_read() {
    let file = solution_file("floods.js");
    let Some(ready) = prepare_or_skip(&file, Lang::Js, Variant::Classic) else {
        return;
    };
    let mut child = std::process::Command::new(&ready.prepared.program)
        .args(&ready.prepared.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the prepared command starts");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    std::io::Write::write_all(&mut stdin, b"{\"moves\":[]}\n").expect("the case is sent");
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut flood = vec![0; 16 << 20];
    stdout.read_exact(&mut flood).expect("16 MiB arrive");
    assert!(flood.iter().all(|&b| b == b'x'));
    child.kill().expect("the flood is stopped");
    child.wait().expect("the flood ends");
}

#[cfg(unix)]
#[test]
fn a_null_dereference_ends_the_harness_by_signal() {
    use std::os::unix::process::ExitStatusExt;
    let file = solution_file("segfault.cpp");
    for (variant, case) in [
        (Variant::Classic, r#"{"moves":[[0,0]]}"#),
        (
            Variant::Multi,
            r#"{"n":3,"playerMarks":["X","O"],"players":[],"rows":[],"cols":[]}"#,
        ),
    ] {
        let Some(ready) = prepare_or_skip(&file, Lang::Cpp, variant) else {
            return;
        };
        assert_eq!(run_one(&ready, case).status.signal(), Some(11), "{variant}");
    }
}

#[test]
fn printed_junk_goes_to_stderr_and_leaves_the_answer_alone() {
    let file = solution_file("prints_junk.py");
    let Some(ready) = prepare_or_skip(&file, Lang::Python, Variant::Classic) else {
        return;
    };
    let output = run_one(&ready, r#"{"moves":[[0,0]]}"#);
    assert_eq!(String::from_utf8_lossy(&output.stdout), "\"A\"\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "--- case 1 ---\nthe winner is A\n"
    );
}

#[test]
fn odd_python_return_values_are_written_as_json() {
    let source = "def winner_after_each_move(n, moves):\n    return tuple(0 for _ in moves)\n";
    let (_dir, file) = scratch("tuple.py", source);
    let Some(ready) = prepare_or_skip(&file, Lang::Python, Variant::FullLine) else {
        return;
    };
    let output = run_one(&ready, r#"{"n":3,"moves":[[0,0],[1,1]]}"#);
    assert_eq!(String::from_utf8_lossy(&output.stdout), "[0,0]\n");
    let source = "class TicTacToe:\n    def __init__(self, n, marks): pass\n    \
                  def play(self, p, r, c): return ('WIN', p)\n    \
                  def get_status(self): return {'state': 'TIE', 'winner': 'X'}\n";
    let (_dir, file) = scratch("odd.py", source);
    let ready = prepare_or_skip(&file, Lang::Python, Variant::Multi).expect("python3 ran");
    let case = r#"{"n":3,"playerMarks":["X","O"],"players":["X"],"rows":[0],"cols":[0]}"#;
    let output = run_one(&ready, case);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        stdout,
        "[[[\"WIN\",\"X\"],{\"state\":\"TIE\",\"winner\":\"X\"}]]\n"
    );
}

#[test]
fn wrong_multi_rules_give_answers_unlike_the_judge() {
    let (input, expected) = cases(Variant::Multi);
    for file in ["multi_ignores_turn.py", "multi_two_in_a_row.py"] {
        let Some(ready) = prepare_or_skip(&solution_file(file), Lang::Python, Variant::Multi)
        else {
            return;
        };
        let output = run_prepared(&ready.prepared, input);
        assert!(output.status.success(), "{file}");
        let stdout = String::from_utf8(output.stdout).expect("UTF-8 answers");
        assert_eq!(stdout.lines().count(), expected.lines().count(), "{file}");
        assert_ne!(stdout, *expected, "{file}");
    }
}

/// A JavaScript solution that prints eight kilobytes on every case, and
/// exits with status 3 when its process ever held more than 480 MB: more
/// than V8's heap of 192 MB and the rest of the process can come to, and
/// far less than the 800 MB it prints.
const PRINTS_A_LOT: &str = "const line = 'x'.repeat(8192);
process.on('exit', () => {
  const mb = process.resourceUsage().maxRSS >> 10;
  if (mb > 480) {
    require('fs').writeSync(2, `the output piled up: ${mb} MB\\n`);
    process.exitCode = 3;
  }
});
function tictactoe(moves) {
  console.log(line);
  return 'Pending';
}
";

#[test]
fn what_a_js_solution_prints_waits_for_a_slow_reader_instead_of_piling_up() {
    let (dir, source) = scratch("solution.js", PRINTS_A_LOT);
    let Some(ready) = prepare_or_skip(&source, Lang::Js, Variant::Classic) else {
        return;
    };
    // The cases come from a file, which Node reads as fast as it can: a
    // harness that does not wait for stderr's reader keeps what the pipe
    // cannot take yet in memory.
    let (cases, answers) = (dir.path().join("cases.jsonl"), dir.path().join("answers"));
    std::fs::write(&cases, "{\"moves\":[]}\n".repeat(100_000)).expect("the cases");
    let mut child = std::process::Command::new(&ready.prepared.program)
        .args(&ready.prepared.args)
        .stdin(std::fs::File::open(&cases).expect("the cases"))
        .stdout(std::fs::File::create(&answers).expect("the answers"))
        .stderr(Stdio::piped())
        .spawn()
        .expect("the harness starts");
    // 100 000 cases print 800 MB on stderr, which is read here only after
    // 3 s.
    let mut stderr = child.stderr.take().expect("stderr is piped");
    std::thread::sleep(std::time::Duration::from_secs(3));
    let (mut chunk, mut tail) = (vec![0; 64 << 10], Vec::new());
    loop {
        match stderr.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => tail = chunk[..n].to_vec(),
        }
    }
    let status = child.wait().expect("the harness ends");
    let tail = String::from_utf8_lossy(&tail);
    assert!(status.success(), "{status}: {tail}");
    let answered = std::fs::read_to_string(&answers).expect("the answers");
    assert_eq!(answered.lines().count(), 100_000, "{tail}");
}
