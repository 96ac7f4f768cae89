//! `check --protocol` and `validate --protocol`, called exactly as Kattis
//! and DOMjudge (`validator INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`),
//! testlib (`checker INPUT OUTPUT ANSWER [RESULT]`) and CMS (`checker INPUT
//! CORRECT_OUTPUT CONTESTANT_OUTPUT`) call them.

use std::fs;

use tempfile::TempDir;

use crate::{outcome, ttt_judge};

/// A multi case whose second call is the wrong player's.
const CASE: &str = "[3, [\"X\",\"O\"], [\"X\",\"X\"], [0,0], [0,1]]\n";

/// The judge's answer to [`CASE`].
const RIGHT: &str = "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"INVALID\",\"IN_PROGRESS\"]]\n";

/// An answer that misses the rejected call.
const WRONG: &str = "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]\n";

/// The first difference of [`WRONG`], in the game's words.
const WRONG_SAID: &str = concat!(
    "case 1 (case.in:1): call 2: \"X\" plays (0,1): expected ",
    "[\"INVALID\",\"IN_PROGRESS\"] (WRONG_TURN: \"O\" is due), found [\"IN_PROGRESS\",\"IN_PROGRESS\"]"
);

/// A scratch folder with `case.in`, `case.ans` (the judge's answer unless
/// `ans` says otherwise), `team.out` and an empty `feedback/`.
fn folder(case: &str, ans: &str, out: &str) -> TempDir {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let write = |name: &str, text: &str| fs::write(dir.path().join(name), text).expect("written");
    write("case.in", case);
    write("case.ans", ans);
    write("team.out", out);
    fs::create_dir(dir.path().join("feedback")).expect("a feedback folder");
    dir
}

/// `check --protocol kattis case.in case.ans feedback/ < team.out`: the
/// exit status, stderr and judgemessage.txt.
fn kattis(dir: &TempDir) -> (i32, String, String) {
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .args(["check", "--protocol", "kattis", "case.in", "case.ans"])
        .args(["feedback/", "case_sensitive", "space_change_sensitive"])
        .pipe_stdin(dir.path().join("team.out"))
        .expect("team.out is there");
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(stdout, "");
    let message = fs::read_to_string(dir.path().join("feedback/judgemessage.txt"));
    (code, stderr, message.unwrap_or_default())
}

#[test]
fn kattis_accepts_the_judge_s_answer_written_any_way() {
    for out in [
        RIGHT,
        "[[\"IN_PROGRESS\", \"IN_PROGRESS\"], [\"INVALID\", \"IN_PROGRESS\"]]",
    ] {
        let dir = folder(CASE, RIGHT, out);
        assert_eq!(
            kattis(&dir),
            (42, String::new(), "accepted: 1 case\n".into())
        );
    }
}

#[test]
fn kattis_rejects_a_wrong_answer_with_its_first_difference() {
    let dir = folder(CASE, RIGHT, WRONG);
    assert_eq!(kattis(&dir), (43, String::new(), format!("{WRONG_SAID}\n")));
}

#[test]
fn kattis_rejects_malformed_output() {
    let said = |out: &str| kattis(&folder(CASE, RIGHT, out));
    assert_eq!(
        said("[[\"IN_PROGRESS\",\n"),
        (
            43,
            String::new(),
            "case 1 (case.in:1): <stdin>:1 is not JSON: EOF while parsing a value (column 16)\n"
                .into()
        )
    );
    assert_eq!(
        said(""),
        (
            43,
            String::new(),
            "case 1 (case.in:1): no answer (<stdin> is empty)\n".into()
        )
    );
    let extra = format!("{RIGHT}{RIGHT}");
    assert_eq!(
        said(&extra),
        (
            43,
            String::new(),
            "<stdin>:2: an answer with no case (more answers than cases)\n".into()
        )
    );
    let (code, _, message) = said("\"WIN:X\"\n");
    assert_eq!(code, 43);
    assert!(message.ends_with(", found \"WIN:X\"\n"), "{message}");
}

#[test]
fn kattis_reports_a_judge_error_for_bad_test_data() {
    let dir = folder("{\"n\": 3}\n", RIGHT, RIGHT);
    let (code, stderr, message) = kattis(&dir);
    assert_eq!((code, message.as_str()), (2, ""));
    assert!(
        stderr.ends_with("ttt-judge: judge error: case 1 (case.in:1:1): missing field \"moves\" (a fullline case has the fields n, moves and players)\n"),
        "{stderr}"
    );
    let dir = folder(CASE, WRONG, RIGHT);
    let (code, stderr, _) = kattis(&dir);
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        format!(
            "ttt-judge: judge error: the expected answer case.ans is not the judge's: {WRONG_SAID}\n"
        )
    );
    let dir = folder("", "", "");
    assert_eq!(
        kattis(&dir),
        (
            2,
            "ttt-judge: judge error: case.in holds no case\n".into(),
            String::new()
        )
    );
}

/// A judge error's reason is also in `judgeerror.txt`, where DOMjudge and
/// BAPCtools read it; `judgemessage.txt` is left for verdicts.
#[test]
fn kattis_writes_a_judge_error_to_judgeerror_txt() {
    let dir = folder(CASE, WRONG, RIGHT);
    let (code, _, message) = kattis(&dir);
    assert_eq!((code, message.as_str()), (2, ""));
    let error =
        fs::read_to_string(dir.path().join("feedback/judgeerror.txt")).expect("judgeerror.txt");
    assert_eq!(
        error,
        format!("the expected answer case.ans is not the judge's: {WRONG_SAID}\n")
    );
}

/// What `show --format svg --step STEP` draws of `case.in` in `dir`.
fn drawn(dir: &TempDir, step: &str) -> String {
    let out = ttt_judge()
        .current_dir(dir.path())
        .args(["show", "case.in", "--format", "svg", "--step", step])
        .output()
        .expect("show runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// A rejected answer's board is drawn beside the message, at the call
/// whose answer first differs (the end of the game when the answer cannot
/// be read), as `show --format svg` draws it; an accepted answer has none.
#[test]
fn kattis_draws_the_board_at_the_first_difference_in_judgeimage_svg() {
    let image = |dir: &TempDir| fs::read_to_string(dir.path().join("feedback/judgeimage.svg"));
    let dir = folder(CASE, RIGHT, WRONG);
    assert_eq!(kattis(&dir).0, 43);
    let svg = image(&dir).expect("judgeimage.svg");
    assert_eq!(svg, drawn(&dir, "2"));
    assert!(svg.contains("WRONG_TURN (&apos;O&apos; is due)"), "{svg}");

    let early = "[[\"IN_PROGRESS\",\"WIN:X\"],[\"INVALID\",\"IN_PROGRESS\"]]\n";
    let dir = folder(CASE, RIGHT, early);
    assert_eq!(kattis(&dir).0, 43);
    assert_eq!(image(&dir).expect("judgeimage.svg"), drawn(&dir, "1"));

    let dir = folder(CASE, RIGHT, "not json\n");
    assert_eq!(kattis(&dir).0, 43);
    assert_eq!(image(&dir).expect("judgeimage.svg"), drawn(&dir, "2"));

    let dir = folder(CASE, RIGHT, RIGHT);
    assert_eq!(kattis(&dir).0, 42);
    assert!(image(&dir).is_err(), "no picture for an accepted answer");
}

/// A link planted where the picture goes is replaced, never followed.
#[test]
fn kattis_writes_judgeimage_svg_afresh() {
    let dir = folder(CASE, RIGHT, WRONG);
    let victim = dir.path().join("victim");
    fs::write(&victim, "kept\n").expect("written");
    std::os::unix::fs::symlink(&victim, dir.path().join("feedback/judgeimage.svg"))
        .expect("a link");
    assert_eq!(kattis(&dir).0, 43);
    assert_eq!(fs::read_to_string(&victim).expect("read"), "kept\n");
    let link = fs::symlink_metadata(dir.path().join("feedback/judgeimage.svg"));
    assert!(link.expect("there").is_file());
}

/// A link planted in the feedback folder is replaced, never followed; a
/// feedback folder that is not a folder is a judge error.
#[test]
fn kattis_writes_its_feedback_afresh_and_only_into_a_folder() {
    let dir = folder(CASE, RIGHT, WRONG);
    let victim = dir.path().join("victim");
    fs::write(&victim, "kept\n").expect("written");
    std::os::unix::fs::symlink(&victim, dir.path().join("feedback/judgemessage.txt"))
        .expect("a link");
    let (code, _, message) = kattis(&dir);
    assert_eq!((code, message.trim_end()), (43, WRONG_SAID));
    assert_eq!(fs::read_to_string(&victim).expect("read"), "kept\n");
    let link = fs::symlink_metadata(dir.path().join("feedback/judgemessage.txt"));
    assert!(link.expect("there").is_file());
    fs::remove_dir_all(dir.path().join("feedback")).expect("removed");
    fs::write(dir.path().join("feedback"), "").expect("a file");
    let (code, stderr, _) = kattis(&dir);
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "ttt-judge: judge error: feedback/: the feedback folder is not a folder\n"
    );
}

/// An answer line far longer than any answer to its case is read no
/// further and is wrong, however long it is.
#[test]
fn an_answer_longer_than_its_case_allows_is_read_no_further() {
    let huge = format!("\"{}\"\n", "A".repeat(3 << 20));
    let dir = folder(CASE, RIGHT, &huge);
    let (code, _, message) = kattis(&dir);
    assert_eq!(code, 43);
    assert_eq!(
        message,
        "case 1 (case.in:1): <stdin>:1 is not JSON: longer than 1.0 MB, more than any answer to its case\n"
    );
}

#[test]
fn kattis_takes_json_lines_of_several_cases() {
    let cases = format!("{CASE}[[0,0],[2,0],[1,1],[2,1],[2,2]]\n");
    let dir = folder(
        &cases,
        &format!("{RIGHT}\"A\"\n"),
        &format!("{RIGHT}\"A\"\n"),
    );
    assert_eq!(
        kattis(&dir),
        (42, String::new(), "accepted: 2 cases\n".into())
    );
    let dir = folder(
        &cases,
        &format!("{RIGHT}\"A\"\n"),
        &format!("{RIGHT}\"B\"\n"),
    );
    let (code, _, message) = kattis(&dir);
    assert_eq!(
        (code, message.as_str()),
        (
            43,
            concat!(
                "case 2 (case.in:2): expected \"A\" (A holds the main diagonal: ",
                "(0,0) (1,1) (2,2), complete at move 5), found \"B\"\n"
            )
        )
    );
}

/// `check --protocol testlib case.in team.out case.ans result.txt`: the
/// exit status, stderr and the result file.
fn testlib(dir: &TempDir) -> (i32, String, String) {
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path()).args([
        "check",
        "--protocol",
        "testlib",
        "case.in",
        "team.out",
        "case.ans",
        "result.txt",
    ]);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(stdout, "");
    let result = fs::read_to_string(dir.path().join("result.txt")).expect("a result file");
    (code, stderr, result)
}

#[test]
fn testlib_exit_codes_and_messages() {
    let said = |case: &str, ans: &str, out: &str| testlib(&folder(case, ans, out));
    let ok = "accepted: 1 case";
    assert_eq!(
        said(CASE, RIGHT, RIGHT),
        (0, format!("ok {ok}\n"), ok.into())
    );
    assert_eq!(
        said(CASE, RIGHT, WRONG),
        (1, format!("wrong answer {WRONG_SAID}\n"), WRONG_SAID.into())
    );
    let not_json = "case 1 (case.in:1): team.out:1 is not JSON: expected value (column 1)";
    assert_eq!(
        said(CASE, RIGHT, "IN_PROGRESS\n"),
        (
            2,
            format!("wrong output format {not_json}\n"),
            not_json.into()
        )
    );
    let (code, stderr, _) = said(CASE, RIGHT, "\"WIN:X\"\n");
    assert_eq!(code, 2, "a wrong shape is PE: {stderr}");
    let fail = format!("the expected answer case.ans is not the judge's: {WRONG_SAID}");
    assert_eq!(
        said(CASE, WRONG, RIGHT),
        (3, format!("FAIL {fail}\n"), fail)
    );
    let (code, stderr, result) = said("[3, [\"X\"]]\n", RIGHT, RIGHT);
    assert_eq!(code, 3);
    assert!(stderr.ends_with(&format!("FAIL {result}\n")), "{stderr}");
}

/// testlib's checkers call output left over after a right answer a
/// presentation error ("Extra information in the output file"); Kattis has
/// no PE and rejects it.
#[test]
fn output_left_over_is_testlib_s_pe_and_kattis_s_wrong_answer() {
    let extra = format!("{RIGHT}{RIGHT}");
    let said = "team.out:2: an answer with no case (more answers than cases)";
    assert_eq!(
        testlib(&folder(CASE, RIGHT, &extra)),
        (2, format!("wrong output format {said}\n"), said.into())
    );
    let dir = folder(CASE, RIGHT, &extra);
    let (code, _, message) = kattis(&dir);
    assert_eq!(
        (code, message.as_str()),
        (
            43,
            "<stdin>:2: an answer with no case (more answers than cases)\n"
        )
    );
    let (code, _, _) = testlib(&folder(CASE, RIGHT, &format!("{WRONG}{RIGHT}")));
    assert_eq!(code, 1, "a wrong answer before it is what testlib says");
}

/// As testlib: no output file is the contestant's presentation error, no
/// answer file the judge's failure.
#[test]
fn testlib_without_the_output_file_is_pe_and_without_the_answer_fails() {
    let dir = folder(CASE, RIGHT, RIGHT);
    let run = |output: &str, answer: &str| {
        let mut cmd = ttt_judge();
        cmd.current_dir(dir.path()).args([
            "check",
            "--protocol",
            "testlib",
            "case.in",
            output,
            answer,
        ]);
        let (stdout, stderr, code) = outcome(&mut cmd);
        assert_eq!(stdout, "");
        (code, stderr)
    };
    let (code, stderr) = run("missing.out", "case.ans");
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.starts_with("wrong output format missing.out: "),
        "{stderr}"
    );
    let (code, stderr) = run("team.out", "missing.ans");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.starts_with("FAIL missing.ans: "), "{stderr}");
}

#[test]
fn testlib_without_its_files_fails_and_without_result_writes_none() {
    let dir = folder(CASE, RIGHT, RIGHT);
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .args(["check", "--protocol", "testlib", "case.in"]);
    let failed = (
        String::new(),
        concat!(
            "FAIL expected [--testset testset] [--group group] <input-file> <output-file> ",
            "<answer-file> [<report-file> [<-appes>]] (or online-judge-tools' <input-file> ",
            "<output-file>), found 1 file\n"
        )
        .into(),
        3,
    );
    assert_eq!(outcome(&mut cmd), failed);
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path()).args([
        "check",
        "--protocol",
        "testlib",
        "case.in",
        "team.out",
        "case.ans",
    ]);
    let ok = (String::new(), "ok accepted: 1 case\n".into(), 0);
    assert_eq!(outcome(&mut cmd), ok);
}

/// `check --protocol testlib case.in team.out case.ans result.xml -appes`:
/// the exit status and the result file.
fn appes(dir: &TempDir) -> (i32, String) {
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .args(["check", "--protocol", "testlib", "case.in", "team.out"])
        .args(["case.ans", "result.xml", "-appes"]);
    let (stdout, _, code) = outcome(&mut cmd);
    assert_eq!(stdout, "");
    let result = fs::read_to_string(dir.path().join("result.xml")).expect("a result file");
    (code, result)
}

#[test]
fn testlib_appes_writes_testlib_s_xml_result() {
    let said = |case: &str, ans: &str, out: &str| appes(&folder(case, ans, out));
    let xml = |outcome: &str, message: &str| {
        format!(
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{message}</result>\n"
        )
    };
    assert_eq!(
        said(CASE, RIGHT, RIGHT),
        (0, xml("accepted", "accepted: 1 case"))
    );
    let escaped = WRONG_SAID.replace('"', "&quot;");
    assert_eq!(said(CASE, RIGHT, WRONG), (1, xml("wrong-answer", &escaped)));
    let not_json = "case 1 (case.in:1): team.out:1 is not JSON: expected value (column 1)";
    assert_eq!(
        said(CASE, RIGHT, "IN_PROGRESS\n"),
        (2, xml("presentation-error", not_json))
    );
    let fail = format!("the expected answer case.ans is not the judge's: {escaped}");
    assert_eq!(said(CASE, WRONG, RIGHT), (3, xml("fail", &fail)));
}

#[test]
fn cms_prints_the_score() {
    let run = |out: &str| {
        let dir = folder(CASE, RIGHT, out);
        let mut cmd = ttt_judge();
        cmd.current_dir(dir.path()).args([
            "check",
            "--protocol",
            "cms",
            "case.in",
            "case.ans",
            "team.out",
        ]);
        outcome(&mut cmd)
    };
    assert_eq!(run(RIGHT), ("1.0\n".into(), "accepted: 1 case\n".into(), 0));
    assert_eq!(run(WRONG), ("0.0\n".into(), format!("{WRONG_SAID}\n"), 0));
}

/// `validate --protocol SYSTEM < input`: the exit status and stderr.
fn validator(system: &str, input: &str) -> (i32, String) {
    let mut cmd = ttt_judge();
    cmd.args(["validate", "--protocol", system])
        .write_stdin(input);
    let (stdout, stderr, code) = outcome(&mut cmd);
    assert_eq!(stdout, "");
    (code, stderr)
}

#[test]
fn validators_accept_valid_cases_and_reject_the_rest() {
    let taken = "{\"n\":3,\"moves\":[[0,0],[0,0]]}\n";
    let taken_said = concat!(
        "case 1 (<stdin>:1): moves[1] = [0,0] uses a cell already taken by moves[0] (constraint cell-once)\n",
        "ttt-judge: 1 case breaks a constraint\n"
    );
    let none = "ttt-judge: the input holds no case\n";
    for (system, valid, not_valid) in [("kattis", 42, 43), ("testlib", 0, 3)] {
        assert_eq!(validator(system, CASE), (valid, String::new()));
        assert_eq!(validator(system, taken), (not_valid, taken_said.into()));
        assert_eq!(validator(system, ""), (not_valid, none.into()));
        let (code, stderr) = validator(system, "junk\n");
        assert_eq!(code, not_valid);
        assert!(stderr.contains("invalid JSON"), "{stderr}");
    }
}

#[test]
fn a_canonical_validator_refuses_any_other_layout_of_a_valid_case() {
    let canonical = |input: &str| {
        let mut cmd = ttt_judge();
        cmd.args(["validate", "--protocol", "kattis", "--canonical"])
            .args(["--variant", "classic"])
            .write_stdin(input);
        let (stdout, stderr, code) = outcome(&mut cmd);
        assert_eq!(stdout, "");
        (code, stderr)
    };
    let line = "{\"moves\":[[0,0],[1,1]]}\n";
    assert_eq!(canonical(line), (42, String::new()));
    let layout = "(a test file holds each case on a line of its own, in the named form, \
                  compact, as `ttt-judge package` writes it)";
    let said = |place: &str| {
        format!("<stdin>: {place} {layout}\nttt-judge: an input is not laid out as a test file\n")
    };
    for (input, place) in [
        (
            "{\"moves\":[[0,0], [1,1]]}\n",
            "line 1, column 17: expected `[`, found a space",
        ),
        (
            "{\"moves\":[[0,0],[1,1]]} \n",
            "line 1, column 24: expected a newline, found a space",
        ),
        (
            "{\"moves\":[[0,0],[1,1]]}\n\n",
            "line 2, column 1: expected the end of the input, found a newline",
        ),
        (
            "[[0,0],[1,1]]\n",
            "line 1, column 1: expected `{`, found `[`",
        ),
    ] {
        assert_eq!(canonical(input), (43, said(place)), "{input:?}");
    }
    let mut cmd = ttt_judge();
    cmd.args(["validate", "--protocol", "kattis", "--variant", "classic"])
        .write_stdin("{\"moves\": [[0,0], [1,1]]}\n\n");
    assert_eq!(
        outcome(&mut cmd).2,
        42,
        "without --canonical any layout is read"
    );
    let (code, stderr) = canonical("{\"moves\":[[0,0],[0,0]]}\n");
    assert_eq!(code, 43);
    assert!(stderr.contains("uses a cell already taken"), "{stderr}");
}

/// A testlib validator ignores the words it does not know, an unknown
/// flag too (alone, with a value after it, or as `FLAG=VALUE`), as
/// `registerValidation` does; it still rejects an input that breaks a
/// constraint.
#[test]
fn a_testlib_validator_ignores_flags_it_does_not_know() {
    for flags in [
        &["--bogus"][..],
        &["--bogus", "x"],
        &["--bogus=1"],
        &["--testset", "t", "--weird", "--group", "2", "-z"],
    ] {
        let mut cmd = ttt_judge();
        cmd.args(["validate", "--protocol", "testlib"])
            .args(flags)
            .write_stdin(CASE);
        assert_eq!(
            outcome(&mut cmd),
            (String::new(), String::new(), 0),
            "{flags:?}"
        );
    }
    let mut cmd = ttt_judge();
    cmd.args(["validate", "--protocol", "testlib", "--bogus"])
        .write_stdin("[2, [\"X\",\"O\"], [\"X\"], [0], [0]]\n");
    assert_eq!(
        outcome(&mut cmd),
        (
            String::new(),
            "case 1 (<stdin>:1): n = 2 is outside [3, 200] (constraint n-range)\n\
             ttt-judge: 1 case breaks a constraint\n"
                .to_string(),
            3
        )
    );
    // Without --protocol testlib an unknown flag is a usage error.
    let mut cmd = ttt_judge();
    cmd.args(["validate", "--bogus"]).write_stdin(CASE);
    assert_eq!(outcome(&mut cmd).2, 2);
}

/// Polygon calls a testlib validator with `--testset` and `--group`.
#[test]
fn a_testlib_validator_takes_polygon_s_testset_and_group() {
    let mut cmd = ttt_judge();
    cmd.args(["validate", "--protocol", "testlib"])
        .args(["--testset", "tests", "--group", "1"])
        .write_stdin(CASE);
    assert_eq!(outcome(&mut cmd), (String::new(), String::new(), 0));
}

/// testlib takes `--testset` and `--group` anywhere, fails (3) on a sixth
/// argument other than `-appes`, and online-judge-tools' two-file call is
/// judged against the judge's own result.
#[test]
fn testlib_flags_anywhere_and_usage_errors_fail() {
    let dir = folder(CASE, RIGHT, RIGHT);
    let run = |words: &str| {
        let mut cmd = ttt_judge();
        cmd.current_dir(dir.path())
            .args(["check", "--protocol", "testlib"])
            .args(words.split(' '));
        outcome(&mut cmd)
    };
    let ok = (String::new(), "ok accepted: 1 case\n".to_string(), 0);
    for words in [
        "--testset t --group g case.in team.out case.ans",
        "case.in --testset t team.out case.ans",
        "case.in team.out --group g case.ans",
        "case.in team.out case.ans --group g",
        "case.in team.out case.ans r.txt --testset t -appes",
        "case.in team.out",
    ] {
        assert_eq!(run(words), ok, "{words}");
    }
    let (_, stderr, code) = run("case.in team.out case.ans r.txt -x");
    assert_eq!(code, 3);
    assert!(stderr.starts_with("FAIL the argument after <report-file> is -x"));
    assert_eq!(stderr.lines().count(), 1, "said once: {stderr}");
    assert_eq!(run("case.in team.out case.ans --testset").2, 3);
    assert_eq!(run("--testset").2, 3, "clap's refusal is testlib's FAIL");
    let wrong = folder(CASE, RIGHT, WRONG);
    let mut cmd = ttt_judge();
    cmd.current_dir(wrong.path())
        .args(["check", "--protocol", "testlib", "case.in", "team.out"]);
    assert_eq!(outcome(&mut cmd).2, 1);
}

#[test]
fn a_validator_writes_bapctools_constraints_and_testlib_s_overview() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let mut cmd = ttt_judge();
    cmd.current_dir(dir.path())
        .args(["validate", "--protocol", "testlib", "--testCase", "1"])
        .args([
            "--constraints_file",
            "c.txt",
            "--testOverviewLogFileName",
            "o.txt",
        ])
        .write_stdin(CASE);
    assert_eq!(outcome(&mut cmd), (String::new(), String::new(), 0));
    let lines = fs::read_to_string(dir.path().join("c.txt")).expect("written");
    assert_eq!(
        lines,
        "multi.n n 1 0 3 3 3 200\nmulti.K K 1 0 2 2 2 16\nmulti.M M 0 0 2 2 0 40000\n\
         multi.rows rows 0 0 0 0 -1000000000 1000000000\n\
         multi.cols cols 0 0 0 1 -1000000000 1000000000\n"
    );
    let overview = fs::read_to_string(dir.path().join("o.txt")).expect("written");
    assert!(
        overview.starts_with("\"multi.K\": min-value-hit\n"),
        "{overview}"
    );
    assert!(
        overview.contains("feature \"multi: WRONG_TURN\": hit\n"),
        "{overview}"
    );
}
