//! `ttt-judge package --interactive` and `ttt-judge interact`: the files of
//! the interactive problem, the interactor's verdicts on the package's own
//! bots and on bots that break the protocol, and the package checked by
//! problemtools' `verifyproblem` where it is installed.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::{have, outcome, ttt_judge};

/// Writes the interactive package to `dir`, with `args` added.
fn package_with(dir: &Path, args: &[&std::ffi::OsStr]) {
    let mut cmd = ttt_judge();
    cmd.arg("package")
        .arg(dir)
        .args(["--variant", "multi", "--interactive"])
        .args(args);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!((stdout.as_str(), stderr.as_str(), code), ("", "", 0));
}

/// Writes the interactive package to `dir`.
fn package(dir: &Path) {
    package_with(dir, &[]);
}

/// Plays the duel `input` with the interactor against the bot `bot` (a
/// shell command), their stdin and stdout crossed as a judge system
/// crosses them; the interactor's status and `judgemessage.txt` (or
/// `judgeerror.txt`).
fn interact(input: &Path, bot: &str) -> (i32, String) {
    let feedback = tempfile::tempdir().expect("a feedback folder");
    let mut bot = Command::new("sh")
        .args(["-c", bot])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the bot starts");
    let to_bot = bot.stdin.take().expect("the bot's stdin");
    let from_bot = bot.stdout.take().expect("the bot's stdout");
    let status = Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .args(["interact", "--protocol", "kattis"])
        .arg(input)
        .arg(input)
        .arg(feedback.path())
        .stdin(Stdio::from(from_bot))
        .stdout(Stdio::from(to_bot))
        .stderr(Stdio::null())
        .status()
        .expect("the interactor runs");
    // The bot ends when its stdin closes, or is ended here.
    let _ = bot.kill();
    let _ = bot.wait();
    let message = ["judgemessage.txt", "judgeerror.txt"]
        .iter()
        .find_map(|name| fs::read_to_string(feedback.path().join(name)).ok())
        .unwrap_or_default();
    (status.code().expect("an exit code"), message)
}

#[test]
fn the_interactive_package_holds_its_files() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("bot");
    let mine = scratch.path().join("mine.py");
    fs::write(&mine, "print('[0, 0]')\n").expect("a bot");
    package_with(
        &dir,
        &[
            "--wrong-answer".as_ref(),
            mine.as_os_str(),
            "--zip".as_ref(),
        ],
    );
    let files = crate::files_under(&dir);
    let mut expected: Vec<String> = [
        ".timelimit",
        "data/sample/example-1.ans",
        "data/sample/example-1.in",
        "data/sample/example-1.interaction",
        "input_validators/ttt/build",
        "input_validators/ttt/run",
        "input_validators/ttt/ttt-judge",
        "output_validators/ttt/build",
        "output_validators/ttt/run",
        "output_validators/ttt/ttt-judge",
        "problem.yaml",
        "problem_statement/problem.en.tex",
        "submissions/accepted/perfect.cpp",
        "submissions/accepted/perfect.py",
        "submissions/wrong_answer/first_empty.py",
        "submissions/wrong_answer/mine.py",
        "submissions/wrong_answer/occupied.py",
    ]
    .map(String::from)
    .to_vec();
    for stem in [
        "01-random-3x3",
        "02-greedy-3x3",
        "03-perfect-3x3",
        "04-random-4x4-k4",
        "05-greedy-4x4-k4",
        "06-random-5x5-k4",
    ] {
        expected.push(format!("data/secret/{stem}.ans"));
        expected.push(format!("data/secret/{stem}.in"));
    }
    expected.sort();
    assert_eq!(files, expected);
    let zip = fs::File::open(scratch.path().join("bot.zip")).expect("bot.zip");
    let zip = zip::ZipArchive::new(zip).expect("a zip file");
    let mut names: Vec<String> = zip
        .file_names()
        .map(|name| name.expect("a name").into_owned())
        .collect();
    names.sort();
    assert_eq!(names, expected, "the zip holds the same files");
    let yaml = fs::read_to_string(dir.join("problem.yaml")).expect("problem.yaml");
    assert!(yaml.starts_with("name: Tic-Tac-Toe Bot\nuuid: "), "{yaml}");
    assert!(
        yaml.contains("\nvalidation: custom interactive\n"),
        "{yaml}"
    );
    let sample = fs::read_to_string(dir.join("data/sample/example-1.in")).expect("the sample");
    assert_eq!(
        sample,
        "{\"n\":3,\"k\":3,\"opponent\":\"random\",\"games\":1,\"seed\":1}\n"
    );
    let interaction = fs::read_to_string(dir.join("data/sample/example-1.interaction"))
        .expect("the sample's interaction");
    assert!(
        interaction
            .lines()
            .all(|l| l.starts_with('<') || l.starts_with('>')),
        "{interaction}"
    );
    assert!(
        interaction.starts_with("<{\"bank\":0.0,\"games\":1,\"k\":3,\"mark\":\"X\","),
        "{interaction}"
    );
    let run = fs::read_to_string(dir.join("output_validators/ttt/run")).expect("run");
    assert!(
        run.ends_with("exec \"$(dirname \"$0\")/ttt-judge\" interact --protocol kattis \"$@\"\n"),
        "{run}"
    );
}

#[test]
fn the_interactor_accepts_the_perfect_bot_and_says_why_the_wrong_ones_fail() {
    if !have("python3", "the_interactor_accepts_the_perfect_bot") {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("bot");
    package(&dir);
    let bot = |name: &str| {
        let folder = match name {
            "perfect.py" => "accepted",
            _ => "wrong_answer",
        };
        format!(
            "python3 '{}'",
            dir.join("submissions").join(folder).join(name).display()
        )
    };
    let sample = dir.join("data/sample/example-1.in");
    let perfect = dir.join("data/secret/03-perfect-3x3.in");
    let cases = [
        (
            &sample,
            "perfect.py",
            42,
            "accepted: 2 games against builtin:random on 3×3 with k = 3: 1 won, 1 drawn\n",
        ),
        (
            &perfect,
            "perfect.py",
            42,
            "accepted: 10 games against builtin:perfect on 3×3 with k = 3: 0 won, 10 drawn\n",
        ),
        (
            &sample,
            "first_empty.py",
            43,
            "game 1 of 2 (you are X, builtin:random is O): you lost: O's move 8 at (1, 2) \
             completes a line; the board: XXO/XXO/O.O\n",
        ),
        (
            &sample,
            "occupied.py",
            43,
            "game 1 of 2 (you are X, builtin:random is O): your move 3 at (0, 0) is \
             rejected: occupied; the board: X.O/.../...\n",
        ),
        (
            &perfect,
            "first_empty.py",
            43,
            "game 1 of 10 (you are X, builtin:perfect is O): you lost: O's move 6 at (2, 0) \
             completes a line; the board: XXO/XO./O..\n",
        ),
    ];
    for (input, name, code, message) in cases {
        assert_eq!(
            interact(input, &bot(name)),
            (code, message.to_string()),
            "{name} on {}",
            input.display()
        );
    }
}

#[test]
fn the_interactor_refuses_garbage_silence_and_long_lines() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let input = scratch.path().join("duel.in");
    fs::write(
        &input,
        "{\"n\":3,\"k\":3,\"opponent\":\"greedy\",\"games\":1,\"seed\":7}\n",
    )
    .expect("written");
    let head = "game 1 of 2 (you are X, builtin:greedy is O): move 1: ";
    for (bot, why) in [
        (
            "read line; echo 'e4'; cat > /dev/null",
            "your answer is not [row, col]: \"e4\"",
        ),
        (
            "exec 1>&-; cat > /dev/null",
            "no answer: your program closed its output",
        ),
        (
            "read line; head -c 5000 /dev/zero | tr '\\0' 1; cat > /dev/null",
            "your answer is not [row, col]: a line of more than 4096 bytes",
        ),
    ] {
        assert_eq!(
            interact(&input, bot),
            (43, format!("{head}{why}\n")),
            "{bot}"
        );
    }
    fs::write(
        &input,
        "{\"n\":3,\"k\":3,\"opponent\":\"wise\",\"games\":1,\"seed\":7}\n",
    )
    .expect("written");
    assert_eq!(
        interact(&input, "cat > /dev/null"),
        (
            2,
            format!(
                "{}: opponent \"wise\": expected random, greedy or perfect\n",
                input.display()
            )
        )
    );
}

#[test]
fn the_input_validator_takes_a_duel_as_the_package_writes_it() {
    for (text, code, stderr) in [
        (
            "{\"n\":4,\"k\":3,\"opponent\":\"perfect\",\"games\":2,\"seed\":9}\n",
            42,
            "",
        ),
        (
            "{\"n\": 4,\"k\":3,\"opponent\":\"perfect\",\"games\":2,\"seed\":9}\n",
            43,
            "ttt-judge: <stdin>: not laid out as a test file: expected \
             {\"n\":4,\"k\":3,\"opponent\":\"perfect\",\"games\":2,\"seed\":9} and a newline\n",
        ),
        (
            "{\"n\":5,\"k\":3,\"opponent\":\"perfect\",\"games\":2,\"seed\":9}\n",
            43,
            "ttt-judge: <stdin>: builtin:perfect plays two seats on 3×3 or 4×4 with k = 3 or 4, \
             not 2 seats on 5×5 with k = 3\n",
        ),
        (
            "{\"n\":3,\"k\":3,\"opponent\":\"random\",\"games\":0,\"seed\":9}\n",
            43,
            "ttt-judge: <stdin>: games 0: expected 1 to 500\n",
        ),
    ] {
        let mut cmd = ttt_judge();
        cmd.args(["interact", "--protocol", "kattis", "--validate"])
            .write_stdin(text);
        let (_, err, status) = outcome(&mut cmd);
        assert_eq!((status, err.as_str()), (code, stderr), "{text}");
    }
}

#[test]
fn interactive_is_refused_with_another_statement_or_format() {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    for (args, message) in [
        (
            &["--variant", "classic"][..],
            "ttt-judge: --interactive writes a problem of statement 000's game (--variant multi), \
             not of --variant classic\n",
        ),
        (
            &["--variant", "multi", "--format", "2025-09"][..],
            "ttt-judge: --interactive writes the legacy format only (--format legacy)\n",
        ),
        (
            &["--variant", "multi", "--gen", "random:3"][..],
            "ttt-judge: --interactive writes its own test files (duels); --cases and --gen are \
             not taken\n",
        ),
    ] {
        let mut cmd = ttt_judge();
        cmd.arg("package")
            .arg(scratch.path().join("pkg"))
            .arg("--interactive")
            .args(args);
        assert_eq!(outcome(&mut cmd), (String::new(), message.to_string(), 2));
    }
    assert!(!scratch.path().join("pkg").exists());
}

#[test]
fn verifyproblem_accepts_the_interactive_package() {
    if !crate::have(
        "verifyproblem",
        "the package under verifyproblem (pip install problemtools)",
    ) {
        return;
    }
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let dir = scratch.path().join("bot");
    package(&dir);
    let out = Command::new("verifyproblem")
        .arg(&dir)
        .output()
        .expect("verifyproblem runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    eprintln!("{text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(last.ends_with(" tested: 0 errors, 0 warnings"), "{text}");
    for (submission, verdict) in [
        ("accepted/perfect.py", "OK: AC"),
        ("accepted/perfect.cpp", "OK: AC"),
        ("wrong_answer/first_empty.py", "OK: WA"),
        ("wrong_answer/occupied.py", "OK: WA"),
    ] {
        assert!(
            text.lines()
                .any(|l| l.contains(submission) && l.contains(verdict)),
            "{submission} {verdict}\n{text}"
        );
    }
}
