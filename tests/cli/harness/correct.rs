//! The correct solutions in every language: prepared, run on every case in
//! one process, and answering byte for byte what `ttt-judge run` prints.

use ttt_judge::Variant;

use super::cases::cases;
use super::{Lang, prepare_or_skip, run_prepared, scratch, solution_file};

/// Runs `file` against the `variant` cases; false when the language's
/// toolchain is missing.
pub(super) fn answers_like_the_judge(file: &str, lang: Lang, variant: Variant) -> bool {
    let Some(ready) = prepare_or_skip(&solution_file(file), lang, variant) else {
        return false;
    };
    let (input, expected) = cases(variant);
    let output = run_prepared(&ready.prepared, input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{file}: {}\n{stderr}",
        output.status
    );
    let stdout = String::from_utf8(output.stdout).expect("UTF-8 answers");
    if stdout != *expected {
        let (line, (got, want)) = stdout
            .lines()
            .zip(expected.lines())
            .enumerate()
            .find(|(_, (got, want))| got != want)
            .unwrap_or((0, ("(as many lines)", "(as many lines)")));
        let case = input.lines().nth(line).unwrap_or("");
        panic!(
            "{file}: answer {} differs\ncase: {case}\ngot:  {got}\nwant: {want}",
            line + 1
        );
    }
    true
}

/// Every variant's correct solution in `lang`, named `<variant>.<ext>`.
fn all_variants(lang: Lang) {
    for variant in Variant::ALL {
        let file = format!("{}.{}", variant.name(), lang.extension());
        if !answers_like_the_judge(&file, lang, variant) {
            return;
        }
    }
}

#[test]
fn python_solutions_answer_like_the_judge() {
    all_variants(Lang::Python);
}

#[test]
fn js_solutions_answer_like_the_judge() {
    all_variants(Lang::Js);
}

#[test]
fn js_statuses_in_the_object_form_are_written_as_strings() {
    answers_like_the_judge("multi_correct_object.js", Lang::Js, Variant::Multi);
}

#[test]
fn java_solutions_answer_like_the_judge() {
    all_variants(Lang::Java);
}

#[test]
fn cpp_solutions_answer_like_the_judge() {
    all_variants(Lang::Cpp);
}

#[test]
fn js_solutions_may_export_what_they_declare() {
    let source = "module.exports = class TicTacToe {\n  constructor() {}\n  \
                  play() { return { state: 'WIN', winner: '\\\\' }; }\n  \
                  getStatus() { return { state: 'TIE' }; }\n};\n";
    let (_dir, file) = scratch("exports.js", source);
    let Some(ready) = prepare_or_skip(&file, Lang::Js, Variant::Multi) else {
        return;
    };
    let case = r#"{"n":3,"playerMarks":["X","O"],"players":["X"],"rows":[0],"cols":[0]}"#;
    let output = run_prepared(&ready.prepared, &format!("{case}\n"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout, "[[\"WIN:\\\\\",\"TIE\"]]\n");
}
