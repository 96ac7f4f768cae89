//! `ttt-judge package --format` and `--io`: the files of a 2025-09
//! package, both formats at once, and whole-program jury solutions that
//! answer the package's tests when run as they are.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{
    NO_INCLUDE_IN_BT, files_under, outcome, package, package_saying, skip, ttt_judge,
    without_sandbox_notes,
};

/// A solution of `tests/solutions/`, by its absolute path.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .display()
        .to_string()
}

fn read(path: impl AsRef<Path>) -> String {
    let path = path.as_ref();
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A wrong `classic` solution, written into `scratch`.
fn always_draw(scratch: &Path) -> String {
    let path = scratch.join("always_draw.py");
    fs::write(&path, "def tictactoe(moves):\n    return \"Draw\"\n").expect("written");
    path.display().to_string()
}

/// problem.yaml's lines, its uuid line replaced by `uuid: UUID`, and the
/// uuid.
fn without_uuid(yaml: &str) -> (String, String) {
    let mut uuid = String::new();
    let mut out = String::new();
    for line in yaml.lines() {
        match line.strip_prefix("uuid: ") {
            Some(found) => {
                uuid = found.to_string();
                out.push_str("uuid: UUID\n");
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    (out, uuid)
}

/// A version 4 uuid in its usual spelling.
fn is_uuid(text: &str) -> bool {
    let groups: Vec<&str> = text.split('-').collect();
    groups.iter().map(|g| g.len()).eq([8, 4, 4, 4, 12])
        && groups.iter().all(|g| {
            g.bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        })
        && groups[2].starts_with('4')
        && groups[3].starts_with(['8', '9', 'a', 'b'])
}

#[test]
fn a_2025_09_package_holds_its_files_problem_yaml_and_verdicts() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let wrong = always_draw(scratch.path());
    let accepted = solution("classic.py");
    let first = scratch.path().join("first");
    package_saying(
        &first,
        "classic",
        &[
            "--format",
            "2025-09",
            "--gen",
            "random:2",
            "--accepted",
            &accepted,
            "--wrong-answer",
            &wrong,
            "--time-limit",
            "1.5",
            "--license",
            "cc0",
            "--rights-owner",
            "The \"Jury\"",
            "--source",
            "Spring Contest 2026",
        ],
        NO_INCLUDE_IN_BT,
    );
    assert_eq!(
        files_under(&first),
        [
            ".bapctools.yaml",
            ".timelimit",
            "answer_validators/ttt/build",
            "answer_validators/ttt/run",
            "answer_validators/ttt/ttt-judge",
            "data/invalid_input/01-moves-count.in",
            "data/invalid_input/02-on-board.in",
            "data/invalid_input/03-on-board.in",
            "data/invalid_input/04-cell-once.in",
            "data/invalid_input/05-after-win.in",
            "data/sample/example-1.ans",
            "data/sample/example-1.in",
            "data/secret/random-001.ans",
            "data/secret/random-001.in",
            "data/secret/random-002.ans",
            "data/secret/random-002.in",
            "data/test_group.yaml",
            "include/cpp/harness.cpp",
            "include/cpp/solution.cpp",
            "include/java/Main.java",
            "include/java/TttJudgeMain.java",
            "include/javascript/main.js",
            "include/python3/__main__.py",
            "input_validators/ttt/build",
            "input_validators/ttt/run",
            "input_validators/ttt/ttt-judge",
            "output_validator/build",
            "output_validator/run",
            "output_validator/ttt-judge",
            "output_visualizer/build",
            "output_visualizer/run",
            "output_visualizer/ttt-judge",
            "problem.yaml",
            "statement/problem.en.tex",
            "submissions/accepted/classic.py",
            "submissions/submissions.yaml",
            "submissions/wrong_answer/always_draw.py",
        ]
    );
    let (yaml, uuid) = without_uuid(&read(first.join("problem.yaml")));
    assert_eq!(
        yaml,
        "problem_format_version: 2025-09\n\
         type: pass-fail\n\
         name: Find the Winner of Tic-Tac-Toe\n\
         uuid: UUID\n\
         source: \"Spring Contest 2026\"\n\
         license: \"cc0\"\n\
         rights_owner: \"The \\\"Jury\\\"\"\n\
         limits:\n  time_limit: 1.5\n  time_resolution: 0.1\n  memory: 1024\n  output: 64\n"
    );
    assert!(is_uuid(&uuid), "{uuid}");
    assert_eq!(read(first.join(".timelimit")), "1.5\n");
    assert_eq!(
        read(first.join("data/test_group.yaml")),
        "# An answer's strings are compared case by case: \"a\" is not \"A\".\n\
         output_validator_args: [case_sensitive]\n"
    );
    assert_eq!(
        read(first.join("submissions/submissions.yaml")),
        "# The verdicts each submission may get, and must get on some test.\n\
         accepted/classic.py:\n  permitted: [AC]\n\
         wrong_answer/always_draw.py:\n  permitted: [AC, WA]\n  required: [WA]\n"
    );
    assert_eq!(
        read(first.join(".bapctools.yaml")),
        "# Warnings silenced, with why:\n\
         # DOMjudge 9 reads the time limit from .timelimit only, so the package keeps\n\
         # it beside limits.time_limit (the two are equal).\n\
         ignore_warning:\n  - \"A .timelimit file is DEPRECATED. Use limits.time_limit instead.\"\n"
    );
    // The Python harness is grade's, under the name 2025-09 runs.
    let (harness, _, code) = outcome(ttt_judge().args(["harness", "python", "classic"]));
    assert_eq!(code, 0);
    assert_eq!(read(first.join("include/python3/__main__.py")), harness);
    assert_eq!(
        read(first.join("submissions/accepted/classic.py")),
        read(&accepted)
    );

    // The defaults, and a fresh uuid for each package.
    let second = scratch.path().join("second");
    package(
        &second,
        "classic",
        &["--format", "2025-09", "--gen", "random:1"],
    );
    let (yaml, other) = without_uuid(&read(second.join("problem.yaml")));
    assert_eq!(
        yaml,
        "problem_format_version: 2025-09\n\
         type: pass-fail\n\
         name: Find the Winner of Tic-Tac-Toe\n\
         uuid: UUID\n\
         source: \"ttt-judge\"\n\
         license: \"cc by-sa\"\n\
         rights_owner: \"ttt-judge\"\n\
         limits:\n  time_limit: 2\n  memory: 1024\n  output: 64\n"
    );
    assert!(is_uuid(&other), "{other}");
    assert_ne!(uuid, other, "each package has its own uuid");
    assert_eq!(read(second.join(".timelimit")), "2\n");
    assert_eq!(
        read(second.join("submissions/submissions.yaml")),
        "# The verdicts each submission may get, and must get on some test.\n"
    );
}

#[test]
fn both_formats_are_each_the_package_written_alone() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let wrong = always_draw(scratch.path());
    let accepted = solution("classic.js");
    let common = [
        "--variant",
        "classic",
        "--gen",
        "edge-wins:3",
        "--seed",
        "7",
        "--accepted",
        &accepted,
        "--wrong-answer",
        &wrong,
    ];
    let both = scratch.path().join("both");
    let written = |dir: &PathBuf, format: &str| {
        let mut cmd = ttt_judge();
        cmd.arg("package")
            .arg(dir)
            .args(common)
            .args(["--format", format]);
        let (stdout, stderr, code) = outcome(&mut cmd);
        let warned = match format {
            "legacy" => "",
            _ => NO_INCLUDE_IN_BT,
        };
        assert_eq!(
            (without_sandbox_notes(&stderr).as_str(), code),
            (warned, 0),
            "{stdout}"
        );
    };
    written(&both, "both");
    assert_eq!(crate::file_names(&both), ["2025-09", "legacy"]);
    for format in ["legacy", "2025-09"] {
        let alone = scratch.path().join(format);
        written(&alone, format);
        let inside = both.join(format);
        assert_eq!(files_under(&inside), files_under(&alone), "{format}");
        for file in files_under(&alone) {
            let (a, b) = (
                fs::read(inside.join(&file)).expect("a file"),
                fs::read(alone.join(&file)).expect("a file"),
            );
            match file.as_str() {
                "problem.yaml" => {
                    let (a, b) = (String::from_utf8(a).expect("UTF-8"), String::from_utf8(b));
                    let (a, ua) = without_uuid(&a);
                    let (b, ub) = without_uuid(&b.expect("UTF-8"));
                    assert_eq!(a, b, "{format}: problem.yaml but the uuid");
                    assert_ne!(ua, ub, "{format}: each package has its own uuid");
                }
                // A folder named for its format is not a problem name,
                // which BAPCtools is told to let pass.
                ".bapctools.yaml" => {
                    let (a, b) = (
                        String::from_utf8(a).expect("UTF-8"),
                        String::from_utf8(b).expect("UTF-8"),
                    );
                    let expected = b.replace(
                        "# it beside limits.time_limit (the two are equal).\n",
                        "# it beside limits.time_limit (the two are equal).\n\
                         # The folder is named for its format (ttt-judge package --format both);\n\
                         # copy it to a folder named for the problem to host it.\n",
                    ) + "  - \"name does not match [a-z0-9]{1,255}\"\n";
                    assert_eq!(a, expected, "{format}: .bapctools.yaml");
                }
                _ => assert!(a == b, "{format}: {file} differs"),
            }
        }
    }
    let legacy = files_under(&both.join("legacy"));
    assert!(legacy.contains(&"output_validators/ttt/run".to_string()));
    assert!(legacy.contains(&"include/python3/main.py".to_string()));
    assert!(legacy.contains(&"problem_statement/problem.en.tex".to_string()));
    assert!(
        !legacy
            .iter()
            .any(|f| f.ends_with(".yaml") && f != "problem.yaml")
    );
}

/// How a joined jury solution runs, as a judge system runs one file.
fn command_for(file: &Path, build: &Path) -> Option<Command> {
    let name = file.file_name()?.to_string_lossy().into_owned();
    let tool = |t: &str| -> bool {
        let found = Command::new(t).arg("--version").output().is_ok();
        if !found {
            skip(&format!("{name}: {t} is not installed"));
        }
        found
    };
    let built = |out: std::process::Output| {
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    if name.ends_with(".py") {
        tool("python3").then(|| {
            let mut c = Command::new("python3");
            c.arg(file);
            c
        })
    } else if name.ends_with(".js") {
        tool("node").then(|| {
            let mut c = Command::new("node");
            c.arg(file);
            c
        })
    } else if name == "Main.java" {
        if !tool("javac") || !tool("java") {
            return None;
        }
        fs::create_dir_all(build).expect("a build folder");
        built(
            Command::new("javac")
                .args(["-nowarn", "-d"])
                .arg(build)
                .arg(file)
                .output()
                .expect("javac runs"),
        );
        let mut c = Command::new("java");
        c.args(["-Xss64m", "-cp"]).arg(build).arg("Main");
        c.current_dir(build);
        Some(c)
    } else if name.ends_with(".cpp") {
        if !tool("g++") {
            return None;
        }
        fs::create_dir_all(build).expect("a build folder");
        let binary = build.join("run");
        built(
            Command::new("g++")
                .args(["-std=gnu++17", "-O1", "-o"])
                .arg(&binary)
                .arg(file)
                .output()
                .expect("g++ runs"),
        );
        Some(Command::new(binary))
    } else {
        panic!("{name}: not a jury solution")
    }
}

#[test]
fn program_packages_hold_whole_programs_that_answer_the_tests() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    for variant in ["classic", "fullline", "multi"] {
        let dir = scratch.path().join(variant);
        let accepted: Vec<String> = ["py", "js", "java", "cpp"]
            .iter()
            .map(|ext| solution(&format!("{variant}.{ext}")))
            .collect();
        let mut args = vec![
            "--format", "2025-09", "--io", "program", "--gen", "random:3",
        ];
        args.push("--accepted");
        args.extend(accepted.iter().map(String::as_str));
        package(&dir, variant, &args);
        let all = files_under(&dir);
        assert!(
            !all.iter().any(|f| f.starts_with("include/")),
            "{variant}: no include/ under --io program: {all:?}"
        );
        let submissions: Vec<&String> = all
            .iter()
            .filter(|f| f.starts_with("submissions/"))
            .collect();
        assert_eq!(
            submissions,
            [
                format!("submissions/accepted/{variant}.cpp"),
                format!("submissions/accepted/{variant}.js"),
                format!("submissions/accepted/{variant}.py"),
                format!("submissions/accepted/{variant}/Main.java"),
                "submissions/submissions.yaml".to_string(),
            ]
            .iter()
            .collect::<Vec<_>>(),
            "{variant}"
        );
        assert_eq!(
            read(dir.join("submissions/submissions.yaml")),
            format!(
                "# The verdicts each submission may get, and must get on some test.\n\
                 accepted/{variant}.py:\n  permitted: [AC]\n\
                 accepted/{variant}.js:\n  permitted: [AC]\n\
                 accepted/{variant}:\n  permitted: [AC]\n\
                 accepted/{variant}.cpp:\n  permitted: [AC]\n"
            )
        );
        let statement = read(dir.join("statement/problem.en.tex"));
        assert!(
            statement.ends_with(
                "\\section*{Program}\nSubmit a whole program that computes what the \
                 function or class above does. It reads the input on standard input: one \
                 case per line, as a JSON object; and it prints one line for each case, in \
                 order, on standard output: the case's answer as JSON.\n"
            ),
            "{variant}: {statement}"
        );
        assert!(!statement.contains("Functions"), "{variant}: {statement}");
        // Every test at once, as `ttt-judge run` reads them: one case a line.
        let (mut input, mut expected) = (String::new(), String::new());
        // The tests, not the input validator's invalid inputs.
        let tests = all
            .iter()
            .filter(|f| f.ends_with(".in") && !f.starts_with("data/invalid_input/"));
        for file in tests {
            input.push_str(&read(dir.join(file)));
            expected.push_str(&read(dir.join(file.replace(".in", ".ans"))));
        }
        assert_eq!(
            expected.lines().count(),
            3 + match variant {
                "classic" => 1,
                "fullline" => 3,
                _ => 2,
            }
        );
        let cases = scratch.path().join(format!("{variant}.in"));
        fs::write(&cases, &input).expect("written");
        for (i, file) in submissions
            .iter()
            .filter(|f| !f.ends_with(".yaml"))
            .enumerate()
        {
            // Alone in a folder of its own: it needs no other file.
            let alone = scratch.path().join(format!("alone-{variant}-{i}"));
            fs::create_dir(&alone).expect("a folder");
            let path = alone.join(Path::new(file.as_str()).file_name().expect("a name"));
            fs::copy(dir.join(file), &path).expect("copied");
            let Some(mut command) = command_for(&path, &alone.join("build")) else {
                continue;
            };
            let out = command
                .stdin(fs::File::open(&cases).expect("the cases"))
                .output()
                .expect("the program runs");
            assert!(
                out.status.success(),
                "{file}: {}\n{}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            );
            let answers = String::from_utf8(out.stdout).expect("UTF-8 answers");
            assert_eq!(answers, expected, "{variant}: {file} answers the tests");
        }
    }
}

#[test]
fn package_help_names_the_formats_and_the_forms_of_a_submission() {
    let (help, stderr, code) = outcome(ttt_judge().args(["package", "--help"]));
    assert_eq!((stderr.as_str(), code), ("", 0));
    for line in [
        "Write a Kattis problem package (legacy or 2025-09) with ttt-judge as its validators",
        "  ttt-judge package tictactoe --variant classic --format 2025-09 --io program \\",
        "  cd tictactoe && bt validate && bt run",
        "--format legacy (the default) is the format problemtools and Kattis",
        "read; --format 2025-09 the newer one BAPCtools reads: problem.yaml",
        "include/python3/__main__.py; --format both writes DIR/legacy and",
        "DIR/2025-09; --format domjudge the legacy format as DOMjudge imports it,",
        "submissions. --io program (for DOMjudge and BAPCtools, which do not read",
        "          - domjudge: The legacy format as DOMjudge imports it, with DIR.zip: the output validator",
        "and printing one answer line each, as ttt-judge run does: the package has",
        "(a Java one as NAME/Main.java). --license, --rights-owner and --source",
        "          - 2025-09:  The 2025-09 format (BAPCtools, DOMjudge 9)",
    ] {
        assert!(help.lines().any(|l| l == line), "{line:?} in\n{help}");
    }
}

#[test]
fn a_domjudge_package_holds_what_domjudge_imports_and_one_copy_of_the_judge() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("dj");
    let accepted = solution("classic.py");
    package(
        &dir,
        "classic",
        &[
            "--format",
            "domjudge",
            "--gen",
            "random:2",
            "--accepted",
            &accepted,
        ],
    );
    let all = files_under(&dir);
    // DOMjudge runs the output validator alone and reads no include/.
    assert!(
        !all.iter()
            .any(|f| f.starts_with("input_validators/") || f.starts_with("include/")),
        "{all:?}"
    );
    for file in [
        "problem.yaml",
        ".timelimit",
        "output_validators/ttt/build",
        "output_validators/ttt/run",
        "output_validators/ttt/ttt-judge",
        "submissions/accepted/classic.py",
    ] {
        assert!(all.iter().any(|f| f == file), "{file}: {all:?}");
    }
    // One copy of the judge: no other file is as large.
    let large: Vec<&String> = all
        .iter()
        .filter(|f| fs::metadata(dir.join(f)).expect("a file").len() > 1 << 20)
        .collect();
    assert_eq!(large, ["output_validators/ttt/ttt-judge"]);
    // The zip DOMjudge imports holds the same files.
    let mut zipped = dir.clone().into_os_string();
    zipped.push(".zip");
    let zip = zip::ZipArchive::new(fs::File::open(&zipped).expect("DIR.zip")).expect("a zip");
    let mut names: Vec<String> = zip
        .file_names()
        .map(|n| n.expect("a name").into_owned())
        .collect();
    names.sort();
    let mut expected = all.clone();
    expected.sort();
    assert_eq!(names, expected);
    // A function-style submission cannot run there, which is said.
    let (stdout, stderr, code) = outcome(ttt_judge().args([
        "package",
        &scratch.path().join("f").display().to_string(),
        "--variant",
        "classic",
        "--format",
        "domjudge",
        "--io",
        "function",
    ]));
    assert_eq!(
        (stdout.as_str(), stderr.as_str(), code),
        (
            "",
            "ttt-judge: --io function: DOMjudge does not read include/, where a \
             function-style submission's harness is, so its submissions are whole \
             programs (--io program)\n",
            2
        )
    );
}

/// `--license` is one of the formats' licenses, and a problem in the
/// public domain has no rights owner, as problemtools and BAPCtools hold.
#[test]
fn the_license_is_one_the_formats_know_and_the_public_domain_has_no_owner() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("pkg");
    let attempt = |args: &[&str]| {
        let mut cmd = ttt_judge();
        cmd.arg("package")
            .arg(&dir)
            .args(["--variant", "classic", "--gen", "random:1"])
            .args(args);
        outcome(&mut cmd)
    };
    let (stdout, stderr, code) = attempt(&["--license", "gpl"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert!(
        stderr.starts_with(
            "error: invalid value 'gpl' for '--license <LICENSE>'\n  [possible values: \
             \"cc by-sa\", \"cc by\", cc0, \"public domain\", educational, permission, unknown]\n"
        ),
        "{stderr}"
    );
    assert_eq!(
        attempt(&["--license", "public domain", "--rights-owner", "Jury"]),
        (
            String::new(),
            "ttt-judge: --rights-owner: a problem in the public domain has no rights owner \
             (problemtools and BAPCtools refuse one)\n"
                .to_string(),
            2
        )
    );
    assert!(!dir.exists(), "nothing written");
    package(
        &dir,
        "classic",
        &["--gen", "random:1", "--license", "public domain"],
    );
    let (yaml, _) = without_uuid(&read(dir.join("problem.yaml")));
    assert!(
        yaml.contains("\nsource: \"ttt-judge\"\nlicense: \"public domain\"\n"),
        "{yaml}"
    );
    assert!(!yaml.contains("rights_owner"), "{yaml}");
}
