//! The forms contestants write, in every language: LeetCode's `class
//! Solution`, its parameter types, files without includes or imports, ES
//! modules, `int` coordinates, and solutions that print as they go, all
//! answering byte for byte what `ttt-judge run` prints; and a solution
//! with none of the accepted forms, found before any case is read.

use ttt_judge::Variant;

use super::correct::answers_like_the_judge;
use super::{Lang, prepare_or_skip, run_prepared, solution, solution_file};

/// Each file, its language and the statement it answers.
const NATURAL: [(&str, Lang, Variant); 15] = [
    ("leetcode_classic.py", Lang::Python, Variant::Classic),
    ("leetcode_classic.js", Lang::Js, Variant::Classic),
    ("leetcode_classic.java", Lang::Java, Variant::Classic),
    ("leetcode_classic.cpp", Lang::Cpp, Variant::Classic),
    ("leetcode_fullline.py", Lang::Python, Variant::FullLine),
    ("leetcode_fullline.java", Lang::Java, Variant::FullLine),
    ("leetcode_fullline.cpp", Lang::Cpp, Variant::FullLine),
    ("classic_esm.js", Lang::Js, Variant::Classic),
    ("fullline_esm.js", Lang::Js, Variant::FullLine),
    ("multi_esm.js", Lang::Js, Variant::Multi),
    ("multi_int.java", Lang::Java, Variant::Multi),
    ("multi_int.cpp", Lang::Cpp, Variant::Multi),
    ("prints_debug.py", Lang::Python, Variant::Multi),
    ("prints_debug.js", Lang::Js, Variant::FullLine),
    ("prints_debug.java", Lang::Java, Variant::Classic),
];

/// The natural forms of one language answer like the judge.
fn natural_forms(lang: Lang) {
    for (file, _, variant) in NATURAL.iter().filter(|(_, l, _)| *l == lang) {
        if !answers_like_the_judge(file, lang, *variant) {
            return;
        }
    }
}

#[test]
fn python_natural_forms_answer_like_the_judge() {
    natural_forms(Lang::Python);
}

#[test]
fn js_natural_forms_answer_like_the_judge() {
    natural_forms(Lang::Js);
}

#[test]
fn java_natural_forms_answer_like_the_judge() {
    natural_forms(Lang::Java);
}

#[test]
fn cpp_natural_forms_answer_like_the_judge() {
    natural_forms(Lang::Cpp);
    answers_like_the_judge("prints_debug.cpp", Lang::Cpp, Variant::FullLine);
}

#[test]
fn what_a_solution_prints_goes_to_stderr_after_its_case_s_marker() {
    let Some(ready) = prepare_or_skip(
        &solution_file("prints_debug.js"),
        Lang::Js,
        Variant::FullLine,
    ) else {
        return;
    };
    let output = run_prepared(
        &ready.prepared,
        "{\"n\":3,\"moves\":[[0,0]]}\n{\"n\":3,\"moves\":[]}\n",
    );
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout), "[0]\n[]\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr,
        "loading the solution\n--- case 1 ---\nn = 3 moves = [[0,0]]\n\"not an answer\"\n[debug]\n\
         --- case 2 ---\nn = 3 moves = []\n\"not an answer\"\n[debug]\n"
    );
}

/// The misnamed solution in each language, and what its message must say.
const MISNAMED: [(&str, Lang, &str); 4] = [
    (
        "misnamed.py",
        Lang::Python,
        "solution.py has no `tictactoe` function and no `class Solution` with a `tictactoe` method",
    ),
    (
        "misnamed.js",
        Lang::Js,
        "solution.js has no `tictactoe` function and no `class Solution` with a `tictactoe` method",
    ),
    (
        "misnamed.java",
        Lang::Java,
        "the solution has no `class Solution` with a `tictactoe(int[][] moves)` method",
    ),
    (
        "misnamed.cpp",
        Lang::Cpp,
        "no `tictactoe` function and no `class Solution` with a `tictactoe` method",
    ),
];

#[test]
fn a_missing_entry_point_is_said_before_any_case_with_the_forms_accepted() {
    for (file, lang, says) in MISNAMED {
        let work = tempfile::tempdir().expect("a work directory");
        let prepared = match solution::prepare(
            &solution_file(file),
            lang,
            Variant::Classic,
            work.path(),
            &super::toolchain(&ttt_sandbox::Sandbox::new(false)),
        ) {
            Ok(prepared) => prepared,
            Err(solution::PrepareError::Toolchain(why)) => {
                eprintln!("skipping {file}: {why}");
                continue;
            }
            Err(solution::PrepareError::Compile(message)) => {
                assert!(!solution::finds_entry_when_run(lang), "{file}: {message}");
                assert!(message.contains(says), "{file}: {message}");
                assert!(message.contains("class Solution { public: string tictactoe("));
                continue;
            }
            Err(e) => panic!("{file}: {e}"),
        };
        assert!(solution::finds_entry_when_run(lang), "{file}");
        let output = run_prepared(&prepared, "");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(solution::NO_ENTRY_STATUS),
            "{file}: {stderr}"
        );
        assert!(output.stdout.is_empty(), "{file}");
        let message = solution::missing_entry(output.status.code(), &stderr).expect("a message");
        assert!(message.starts_with(says), "{file}: {message}");
        assert!(
            message.contains("the forms accepted:\n"),
            "{file}: {message}"
        );
        assert!(message.contains("tictactoe(") && message.contains("class Solution"));
    }
}
