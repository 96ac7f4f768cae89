//! Hunting with fake solutions: the search stops at the first case that
//! fails alone, and shrinking keeps a smaller case that still fails.

use ttt_judge::generate::{Mode, Params};
use ttt_judge::{Case, Variant};

use super::{Budget, Hunted, Hunting, hunt};
use crate::cli::grading::runner::fake::{Fake, right};
use crate::cli::grading::trial::Trial;
use ttt_judge::Verdict;

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
    let params = Params::new(variant, Mode::Random);
    let budget = Budget {
        count,
        deadline: None,
    };
    let mut heard = Vec::new();
    let hunted =
        hunt(&Trial::with(fake), &params, budget, &mut |h| heard.push(h)).expect("the fake runs");
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
    assert_eq!(heard.last(), Some(&Hunting::Shrinking));
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
        crate::cli::grading::runner::fake::run(&lines, Some(ttt_sandbox::Exit::Code(0)), None)
    });
    let (hunted, _) = run_hunt(&fake, Variant::Classic, 3);
    assert!(matches!(hunted, Hunted::Clean(3)), "{hunted:?}");
    assert_eq!(fake.runs().len(), 4);
}

#[test]
fn a_source_that_does_not_compile_is_reported_unshrunk() {
    let fake = Fake::not_compiling("SyntaxError");
    let (hunted, _) = run_hunt(&fake, Variant::Multi, 10);
    let Hunted::Failed(failure) = hunted else {
        panic!("CE fails the first case: {hunted:?}");
    };
    assert_eq!((failure.number, failure.runs), (1, 0));
    assert_eq!(failure.graded.verdict, Verdict::CompileError);
    assert_eq!(failure.smallest.case, failure.original);
}
