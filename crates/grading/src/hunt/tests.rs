//! Hunting with fake solutions: the search stops at the first case that
//! fails alone, shrinking keeps a smaller case that still fails and stays
//! within the statements' limits, a source that does not compile is an
//! error, and a reference solution takes the judge's place when given.

use ttt_judge::generate::{Mode, Params};
use ttt_judge::{Case, Variant};

use super::{Budget, Hunted, Hunting, Terms, hunt};
use crate::runner::fake::{Fake, right};
use crate::trial::Trial;
use ttt_judge::Verdict;

mod shrinking;

/// The calls or moves of a case.
fn moves(case: &Case) -> usize {
    match case {
        Case::Multi(c) => c.calls.len(),
        Case::FullLine(c) => c.moves.len(),
        Case::Classic(c) => c.moves.len(),
    }
}

/// Hunts `count` random cases of `variant` with `fake`, keeping the
/// progress it reports.
fn run_hunt(fake: &Fake, variant: Variant, count: u64) -> (Hunted, Vec<Hunting>) {
    let (hunted, heard) = hunt_with(fake, variant, count, &judge());
    (hunted.expect("the fake runs"), heard)
}

/// Held to the judge, within the statements' limits.
fn judge<'a>() -> Terms<'a, &'a Fake> {
    Terms {
        against: None,
        beyond_limits: false,
    }
}

/// Hunts `count` random cases of `variant` with `fake` under `rules`.
fn hunt_with<'a>(
    fake: &'a Fake,
    variant: Variant,
    count: u64,
    rules: &Terms<'_, &'a Fake>,
) -> (anyhow::Result<Hunted>, Vec<Hunting>) {
    let params = Params::new(variant, Mode::Random);
    let budget = Budget {
        count,
        deadline: None,
    };
    let mut heard = Vec::new();
    let hunted = hunt(&Trial::with(fake), &params, budget, rules, &mut |h| {
        heard.push(h)
    });
    (hunted, heard)
}

#[test]
fn a_right_solution_is_hunted_through_the_whole_budget() {
    let fake = Fake::answering(right);
    let (hunted, heard) = run_hunt(&fake, Variant::Classic, 120);
    assert!(matches!(hunted, Hunted::Clean(120)), "{hunted:?}");
    assert_eq!(
        heard,
        [Hunting::Tried(50), Hunting::Tried(100), Hunting::Tried(120)]
    );
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [50, 50, 20]);
}

#[test]
fn shrinking_reaches_the_smallest_case_that_still_fails() {
    // Wrong, in the right shape, on every case of five moves or more.
    let fake = Fake::answering(|case| match moves(case) >= 5 {
        true => "[]".into(),
        false => right(case),
    });
    let (hunted, heard) = run_hunt(&fake, Variant::FullLine, 1000);
    let Hunted::Failed(failure) = hunted else {
        panic!("a case of five moves is generated: {hunted:?}");
    };
    assert!(
        matches!(heard.last(), Some(Hunting::Shrinking { moves: 5, .. })),
        "{heard:?}"
    );
    assert!(moves(&failure.original) >= 5);
    assert_eq!(failure.first_verdict, Verdict::WrongAnswer);
    assert_eq!(failure.graded.verdict, Verdict::WrongAnswer);
    assert_eq!(
        moves(&failure.smallest.case),
        5,
        "{:?}",
        failure.smallest.case
    );
    assert!(failure.runs > 0);
    assert_eq!(failure.graded.answer.as_deref(), Some("[]"));
}

#[test]
fn a_case_that_fails_only_in_a_batch_is_not_taken() {
    // Wrong on every case, but only when it shares its process.
    let fake = Fake::new(|cases| {
        let answer = |case: &Case| match cases.len() {
            1 => right(case),
            _ => "\"nobody\"".into(),
        };
        let lines: Vec<String> = cases.iter().map(answer).collect();
        crate::runner::fake::run(&lines, Some(ttt_sandbox::Exit::Code(0)), None)
    });
    let (hunted, _) = run_hunt(&fake, Variant::Classic, 3);
    assert!(matches!(hunted, Hunted::Clean(3)), "{hunted:?}");
    // The batch of three, then case 1 alone; cases 2 and 3 in a batch,
    // then case 2 alone; then case 3, alone.
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [3, 1, 2, 1, 1]);
}

#[test]
fn a_source_that_does_not_compile_is_an_error_with_the_compiler_s_message() {
    let fake = Fake::not_compiling("SyntaxError: invalid syntax");
    let (hunted, _) = hunt_with(&fake, Variant::Multi, 10, &judge());
    let error = hunted.expect_err("no case is a failing case when nothing compiles");
    assert_eq!(
        error.to_string(),
        "the solution does not compile:\nSyntaxError: invalid syntax"
    );
    assert!(fake.runs().is_empty());
}

/// Wrong on every case with more than one call or move: shrinking would
/// go down to the smallest case there is, below every statement's limits.
fn wrong_unless_tiny(case: &Case) -> String {
    match moves(case) > 1 {
        true => "\"wrong\"".into(),
        false => right(case),
    }
}

#[test]
fn every_case_shrunk_to_keeps_the_statement_s_limits() {
    for variant in [Variant::Multi, Variant::FullLine, Variant::Classic] {
        let fake = Fake::answering(wrong_unless_tiny);
        let (hunted, _) = run_hunt(&fake, variant, 200);
        let Hunted::Failed(failure) = hunted else {
            panic!("{variant}: a case of two moves fails: {hunted:?}");
        };
        let smallest = &failure.smallest.case;
        let problems = ttt_judge::validate::validate(smallest);
        assert!(problems.is_empty(), "{variant}: {smallest:?}: {problems:?}");
        // Every case the solution was given kept the limits too.
        for case in fake.runs().iter().flatten() {
            assert!(ttt_judge::validate::validate(case).is_empty(), "{case:?}");
        }
    }
}

#[test]
fn beyond_the_limits_a_case_may_shrink_below_them() {
    let fake = Fake::answering(wrong_unless_tiny);
    let rules = Terms {
        against: None,
        beyond_limits: true,
    };
    let (hunted, _) = hunt_with(&fake, Variant::Multi, 200, &rules);
    let Ok(Hunted::Failed(failure)) = hunted else {
        panic!("a case of two calls fails: {hunted:?}");
    };
    let problems = ttt_judge::validate::validate(&failure.smallest.case);
    assert!(!problems.is_empty(), "{:?}", failure.smallest.case);
}

#[test]
fn against_a_reference_a_case_fails_where_the_answers_differ() {
    // Both answer "Draw" to long games, the solution from four moves on and
    // the reference from six: they differ on games of four or five moves.
    let solution = Fake::answering(|case| match moves(case) >= 4 {
        true => "\"Draw\"".into(),
        false => right(case),
    });
    let reference = Fake::answering(|case| match moves(case) >= 6 {
        true => "\"Draw\"".into(),
        false => right(case),
    });
    let reference_trial = Trial::with(&reference);
    let rules = Terms {
        against: Some(&reference_trial),
        beyond_limits: false,
    };
    let (hunted, _) = hunt_with(&solution, Variant::Classic, 500, &rules);
    let Ok(Hunted::Failed(failure)) = hunted else {
        panic!("games of four or five moves differ: {hunted:?}");
    };
    let n = moves(&failure.smallest.case);
    assert_eq!(n, 4, "{:?}", failure.smallest.case);
    let reference = failure.reference.expect("the reference's answer");
    assert_ne!(reference.answer, failure.graded.answer);
    assert_eq!(failure.graded.answer.as_deref(), Some("\"Draw\""));
}

#[test]
fn answers_that_are_the_same_json_value_agree() {
    // The reference writes its answers with spaces; they are the same.
    let solution = Fake::answering(right);
    let reference = Fake::answering(|case| right(case).replace(',', ", "));
    let reference_trial = Trial::with(&reference);
    let rules = Terms {
        against: Some(&reference_trial),
        beyond_limits: false,
    };
    let (hunted, _) = hunt_with(&solution, Variant::FullLine, 60, &rules);
    assert!(matches!(hunted, Ok(Hunted::Clean(60))), "{hunted:?}");
}

#[test]
fn a_reference_that_does_not_compile_is_an_error() {
    let solution = Fake::answering(right);
    let reference = Fake::not_compiling("error: expected ';'");
    let reference_trial = Trial::with(&reference);
    let rules = Terms {
        against: Some(&reference_trial),
        beyond_limits: false,
    };
    let (hunted, _) = hunt_with(&solution, Variant::Classic, 10, &rules);
    let error = hunted.expect_err("the reference cannot be compared with");
    assert_eq!(
        error.to_string(),
        "the reference does not compile:\nerror: expected ';'"
    );
}
