//! `ttt-judge package`: the files of a Kattis problem package, and the
//! package checked by Kattis problemtools' own `verifyproblem` where it is
//! installed (`pip install problemtools`; `.ci/run` installs it).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{outcome, package, ttt_judge};

/// A solution of `tests/solutions/`, by its absolute path.
fn solution(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
}

#[test]
fn a_package_holds_the_kattis_layout() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("classic");
    let accepted = solution("classic.py");
    package(
        &dir,
        "classic",
        &[
            "--gen",
            "random:3",
            "--accepted",
            accepted.to_str().expect("a UTF-8 path"),
            "--zip",
        ],
    );
    let yaml = fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
    assert!(
        yaml.starts_with("name: Find the Winner of Tic-Tac-Toe\nuuid: "),
        "{yaml}"
    );
    assert!(yaml.contains("\nvalidation: custom\n"), "{yaml}");
    let sample = fs::read_to_string(dir.join("data/sample/example-1.in")).expect("a sample");
    assert_eq!(sample, "{\"moves\":[[0,0],[2,0],[1,1],[2,1],[2,2]]}\n");
    let answer = fs::read_to_string(dir.join("data/sample/example-1.ans")).expect("its answer");
    assert_eq!(answer, "\"A\"\n");
    for name in ["random-001", "random-002", "random-003"] {
        let input = dir.join(format!("data/secret/{name}.in"));
        let expected = dir.join(format!("data/secret/{name}.ans"));
        let mut cmd = ttt_judge();
        cmd.args(["check", "--protocol", "testlib"])
            .args([&input, &expected, &expected]);
        assert_eq!(outcome(&mut cmd).2, 0, "{name}: its answer is the judge's");
    }
    for program in ["input_validators/ttt", "output_validators/ttt"] {
        for file in ["build", "run", "ttt-judge"] {
            let path = dir.join(program).join(file);
            let mode = fs::metadata(&path)
                .expect("a validator's file")
                .permissions();
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(mode.mode() & 0o111, 0o111, "{} runs", path.display());
        }
    }
    // The package's harnesses are grade's, byte for byte.
    for (lang, file) in [
        ("python", "include/python3/main.py"),
        ("js", "include/javascript/main.js"),
        ("java", "include/java/TttJudgeMain.java"),
        ("cpp", "include/cpp/harness.cpp"),
    ] {
        let harness = fs::read_to_string(dir.join(file)).expect("a harness");
        let mut cmd = ttt_judge();
        cmd.args(["harness", lang, "classic"]);
        assert_eq!(outcome(&mut cmd).0, harness, "{file}");
    }
    assert!(dir.join("submissions/accepted/classic.py").is_file());
    // DOMjudge shows a statement only from a PDF, HTML or text file.
    let pdf = fs::read(dir.join("problem_statement/problem.pdf"));
    let page = dir.join("problem_statement/problem.html");
    match crate::have("pdflatex", "the statement's PDF") {
        true => {
            assert!(pdf.expect("problem.pdf").starts_with(b"%PDF-"));
            assert!(!page.exists(), "one statement for DOMjudge");
        }
        false => {
            assert!(pdf.is_err(), "no PDF without pdflatex");
            assert!(page.is_file(), "an HTML page instead");
        }
    }
    let zip = fs::File::open(scratch.path().join("classic.zip")).expect("classic.zip");
    let zip = zip::ZipArchive::new(zip).expect("a zip file");
    let names: Vec<String> = zip
        .file_names()
        .map(|name| name.expect("a name").into_owned())
        .collect();
    for name in ["problem.yaml", ".timelimit", "output_validators/ttt/run"] {
        assert!(names.iter().any(|n| n == name), "{name}: {names:?}");
    }
    let limit = fs::read_to_string(dir.join(".timelimit")).expect(".timelimit");
    assert_eq!(
        limit, "1\n",
        "twice the accepted submission's slowest run, rounded up to a second, for DOMjudge"
    );
}

/// Where `pdflatex` is not installed, DOMjudge's statement is an HTML
/// page made from the same LaTeX.
#[test]
fn without_pdflatex_the_statement_is_an_html_page() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("multi");
    let empty = scratch.path().join("bin");
    fs::create_dir(&empty).expect("a folder");
    let mut cmd = ttt_judge();
    cmd.env("PATH", &empty).arg("package").arg(&dir).args([
        "--variant",
        "multi",
        "--gen",
        "random:1",
        "--format",
        "domjudge",
    ]);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!((stderr.as_str(), code), ("", 0), "{stdout}");
    assert!(
        stdout.ends_with(
            "statement: pdflatex is not installed, so the statement DOMjudge shows is \
             problem_statement/problem.html, made from the same LaTeX\n"
        ),
        "{stdout}"
    );
    assert_eq!(
        crate::file_names(&dir.join("problem_statement")),
        ["problem.en.tex", "problem.html"]
    );
    let page = fs::read_to_string(dir.join("problem_statement/problem.html")).expect("the page");
    assert!(page.starts_with("<!DOCTYPE html>\n"), "{page}");
    assert!(
        page.contains(
            "<h1>Tic-Tac-Toe for K Players</h1>\n<p>Implement <code>class TicTacToe</code>"
        ),
        "{page}"
    );
    assert!(
        page.contains("<span class=\"math\">3 ≤ n ≤ 200</span>"),
        "{page}"
    );
    let zip = fs::File::open(scratch.path().join("multi.zip")).expect("multi.zip");
    let zip = zip::ZipArchive::new(zip).expect("a zip file");
    assert!(
        zip.file_names()
            .any(|n| n.expect("a name") == "problem_statement/problem.html"),
        "in the zip DOMjudge imports"
    );
}

/// DOMjudge reads the time limit from `.timelimit` at the package's root
/// (the legacy problem.yaml has no key for it: problemtools refuses
/// `limits: time_limit` there).
#[test]
fn a_package_gives_domjudge_its_time_limit() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("fullline");
    package(
        &dir,
        "fullline",
        &["--gen", "random:1", "--time-limit", "1.5"],
    );
    let limit = fs::read_to_string(dir.join(".timelimit")).expect(".timelimit");
    assert_eq!(limit, "1.5\n");
    let yaml = fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
    assert!(!yaml.contains("time_limit"), "{yaml}");
}

#[test]
fn a_package_refuses_a_folder_that_is_not_empty_and_cases_beyond_the_limits() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    fs::write(scratch.path().join("x"), "").expect("a file");
    let mut cmd = ttt_judge();
    cmd.arg("package")
        .arg(scratch.path())
        .args(["--variant", "classic"]);
    let (_, stderr, code) = outcome(&mut cmd);
    assert_eq!(code, 2);
    assert!(stderr.ends_with(": the folder is not empty\n"), "{stderr}");
    let cases = scratch.path().join("cases.jsonl");
    fs::write(&cases, "{\"n\":1001,\"moves\":[[0,0]]}\n").expect("a file");
    let mut cmd = ttt_judge();
    cmd.arg("package")
        .arg(scratch.path().join("pkg"))
        .args(["--variant", "fullline", "--cases"])
        .arg(&cases);
    let (_, stderr, code) = outcome(&mut cmd);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("(a test must keep its statement's limits)"),
        "{stderr}"
    );
}

/// Wrong solutions, one a variant, that must get `WA`.
const WRONG: [(&str, &str, &str); 3] = [
    (
        "classic",
        "always_draw.py",
        "def tictactoe(moves):\n    return \"Draw\"\n",
    ),
    (
        "fullline",
        "never_wins.js",
        "function winnerAfterEachMove(n, moves) {\n  return moves.map(() => 0);\n}\n",
    ),
    ("multi", "", ""),
];

/// The major version of `javac`, if there is one.
fn javac_major() -> Option<u32> {
    let out = Command::new("javac").arg("-version").output().ok()?;
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    text.split_whitespace()
        .nth(1)?
        .split('.')
        .next()?
        .parse()
        .ok()
}

/// A Python solution in LeetCode's form, with `typing`'s names and no
/// import, as `grade` takes it (the package's harness is grade's).
fn typed_python(variant: &str, scratch: &Path) -> Option<String> {
    if variant != "multi" {
        return Some(
            solution(&format!("leetcode_{variant}.py"))
                .display()
                .to_string(),
        );
    }
    let text = fs::read_to_string(solution("multi.py")).expect("multi.py");
    let typed = text.replace(
        "def __init__(self, n, player_marks):",
        "def __init__(self, n: int, player_marks: List[str]) -> None:",
    );
    assert_ne!(
        typed, text,
        "multi.py's constructor is where the test expects it"
    );
    let path = scratch.join("multi_typed.py");
    fs::write(&path, typed).expect("written");
    Some(path.display().to_string())
}

/// C++ free functions as a judge system compiles them, a file at a time:
/// the statement's by-value signature and LeetCode's by-reference one taken
/// out of its `class Solution`, each file with its own headers. (A `multi`
/// class, a `class Solution` and a file without `#include`s cannot work
/// there; the README says why.)
fn cpp_free_functions(variant: &str, scratch: &Path) -> Vec<String> {
    if variant == "multi" {
        return Vec::new();
    }
    let own = fs::read_to_string(solution(&format!("{variant}.cpp"))).expect("a C++ solution");
    let leetcode =
        fs::read_to_string(solution(&format!("leetcode_{variant}.cpp"))).expect("a C++ solution");
    let free = leetcode
        .replacen("class Solution {\npublic:\n", "", 1)
        .trim_end()
        .strip_suffix("};")
        .expect("the class ends the file")
        .to_string();
    let files = [
        (
            format!("{variant}_own_headers.cpp"),
            format!("#include <cstddef>\nusing std::size_t;\n{own}"),
        ),
        (
            format!("{variant}_by_reference.cpp"),
            format!("#include <bits/stdc++.h>\nusing namespace std;\n{free}"),
        ),
    ];
    files
        .into_iter()
        .map(|(name, text)| {
            let path = scratch.join(name);
            fs::write(&path, text).expect("written");
            path.display().to_string()
        })
        .collect()
}

#[test]
fn verifyproblem_accepts_a_package_of_each_variant() {
    if !crate::have(
        "verifyproblem",
        "the package under verifyproblem (pip install problemtools)",
    ) {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    // problemtools compiles Java with `-source 21`; an older javac is told
    // to compile without it.
    let config = scratch.path().join("config");
    fs::create_dir_all(config.join("problemtools")).expect("a config folder");
    if javac_major().is_some_and(|major| major < 21) {
        let java =
            "java:\n  compile: 'javac -encoding UTF-8 -sourcepath {path} -d {path} {files}'\n";
        fs::write(config.join("problemtools/languages.yaml"), java).expect("written");
    }
    let statement = ["lualatex", "dvisvgm"].iter().all(|tool| {
        Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    // The three packages are checked at once: verifyproblem spends much of
    // its time in one process at a time (LaTeX, a compiler).
    let mut running = Vec::new();
    // Each variant's package, and a whole-program one (`--io program`, as
    // DOMjudge and DMOJ run it), which Kattis runs too.
    let packages = WRONG
        .iter()
        .map(|wrong| (*wrong, "function"))
        .chain([(WRONG[1], "program")]);
    for ((variant, wrong_name, wrong_text), io) in packages {
        let dir = scratch.path().join(format!("{variant}{io}"));
        let languages: &[&str] = match io {
            "program" => &["py", "js", "java", "cpp"],
            _ => &["py", "js", "java"],
        };
        let mut accepted: Vec<String> = languages
            .iter()
            .map(|ext| solution(&format!("{variant}.{ext}")).display().to_string())
            .collect();
        if io == "function" {
            accepted.extend(typed_python(variant, scratch.path()));
            accepted.extend(cpp_free_functions(variant, scratch.path()));
        }
        let wrong = match wrong_name.is_empty() {
            true => solution("multi_ignores_turn.py"),
            false => {
                let path = scratch.path().join(wrong_name);
                fs::write(&path, wrong_text).expect("a wrong solution");
                path
            }
        };
        let mut args = vec![
            "--io",
            io,
            "--gen",
            "random:4",
            "--gen",
            "edge-wins:2",
            "--accepted",
        ];
        args.extend(accepted.iter().map(String::as_str));
        args.push("--wrong-answer");
        args.push(wrong.to_str().expect("a UTF-8 path"));
        package(&dir, variant, &args);
        let mut verify = Command::new("verifyproblem");
        verify.arg(&dir).env("XDG_CONFIG_HOME", &config);
        if !statement {
            eprintln!("note: no lualatex or dvisvgm: verifyproblem checks all but the statement");
            verify.args([
                "-p",
                "config",
                "data",
                "validators",
                "submissions",
                "graders",
            ]);
        }
        let child = verify
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("verifyproblem runs");
        running.push((format!("{variant} --io {io}"), io, accepted, child));
    }
    for (variant, io, accepted, child) in running {
        let out = child.wait_with_output().expect("verifyproblem ends");
        let text = String::from_utf8_lossy(&out.stdout).to_string()
            + &String::from_utf8_lossy(&out.stderr);
        eprintln!("{text}");
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.ends_with(" tested: 0 errors, 0 warnings"),
            "{variant}: {text}"
        );
        for submission in accepted
            .iter()
            .map(|path| Path::new(path).file_name().expect("a file name"))
        {
            let name = submission.to_string_lossy();
            // A whole Java program is its folder, named for the file.
            let name = match io {
                "program" => name.strip_suffix(".java").unwrap_or(&name),
                _ => &name,
            };
            let line = format!("accepted/{name} (");
            assert!(
                text.lines()
                    .any(|l| l.contains(&line) && l.contains("OK: AC")),
                "{variant}: {line} AC\n{text}"
            );
        }
        assert!(
            text.contains("OK: WA"),
            "{variant}: the wrong answer is WA\n{text}"
        );
    }
}
