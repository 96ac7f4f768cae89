//! `ttt-judge hunt` within the statements' limits and beyond them, on a
//! solution that does not compile, and against a reference solution.

use crate::{have, outcome, ttt_judge};

fn hunt(args: &[&str]) -> (String, String, i32) {
    outcome(ttt_judge().arg("hunt").args(args))
}

/// True when `case` passes `ttt-judge validate`.
fn valid(case: &str) -> bool {
    let (_, _, code) = outcome(ttt_judge().args(["validate", "-"]).write_stdin(case));
    code == 0
}

#[test]
fn a_hunt_beyond_the_limits_may_report_a_case_validate_rejects() {
    if !have("python3", "hunting beyond the limits") {
        return;
    }
    let solution = "tests/solutions/multi_two_in_a_row.py";
    let (within, _, code) = hunt(&[solution, "--variant", "multi"]);
    assert_eq!(code, 1, "{within}");
    let case = within.lines().next().expect("the case");
    assert!(valid(case), "{case}");
    let (beyond, _, code) = hunt(&[solution, "--variant", "multi", "--beyond-limits"]);
    assert_eq!(code, 1, "{beyond}");
    let case = beyond.lines().next().expect("the case");
    assert_eq!(
        case,
        r#"{"n":2,"playerMarks":["X"],"players":["X","X"],"rows":[0,0],"cols":[0,1]}"#
    );
    assert!(!valid(case), "{case}");
}

#[test]
fn a_solution_that_does_not_compile_is_exit_2_with_the_compiler_s_message() {
    if !have("g++", "hunting a solution that does not compile") {
        return;
    }
    let (stdout, stderr, code) = hunt(&[
        "tests/solutions/does_not_compile.cpp",
        "--variant",
        "classic",
    ]);
    assert_eq!((code, stdout.as_str()), (2, ""), "{stderr}");
    assert!(
        stderr.starts_with("ttt-judge: the solution does not compile:\n"),
        "{stderr}"
    );
    assert!(stderr.contains("could not convert"), "{stderr}");
}

#[test]
fn against_a_reference_the_disagreement_is_found_and_shrunk() {
    if !have("python3", "hunting against a reference") {
        return;
    }
    let (stdout, stderr, code) = hunt(&[
        "tests/solutions/multi_two_in_a_row.py",
        "--variant",
        "multi",
        "--against",
        "tests/solutions/multi.py",
    ]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[..4],
        [
            r#"{"n":3,"playerMarks":["X","O"],"players":["X","O","X"],"rows":[0,0,1],"cols":[0,1,0]}"#,
            "the solution and the reference differ on case 1 of seed 0, shrunk in 30 runs from 22 calls to 3 calls",
            r#"   solution: [["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["WIN:X","WIN:X"]] (WA)"#,
            r#"  reference: [["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"]] (AC)"#,
        ],
        "{stdout}"
    );
    // A reference given as a command: the judge itself agrees with a right
    // solution on every case.
    let judge = assert_cmd::cargo::cargo_bin("ttt-judge");
    let against = format!("{} run", judge.display());
    let (stdout, stderr, code) = hunt(&[
        "tests/solutions/multi.py",
        "--variant",
        "multi",
        "--count",
        "60",
        "--against",
        &against,
    ]);
    assert_eq!(
        (code, crate::without_level(&stdout)),
        (
            0,
            "no case where the solution and the reference differ in 60 multi cases (seed 0)\n"
        ),
        "{stderr}"
    );
}
