//! A solution that fails as it loads is found by one run on no cases,
//! and one that fails on a case is still graded case by case.

use ttt_judge::Variant;
use ttt_sandbox::{Exit, Run};

use super::super::{Trial, Verdict};
use super::{all_graded, tasks};
use crate::runner::fake::{Fake, right, run};

/// A run that printed nothing and exited with status 1 after `stderr`.
fn crashed(stderr: &str) -> Run {
    let mut failed = run(&[] as &[&str], Some(Exit::Code(1)), None);
    failed.stderr_tail = stderr.into();
    failed
}

#[test]
fn a_solution_that_fails_as_it_loads_is_one_run_and_one_verdict_for_every_case() {
    let stderr =
        "Traceback\n  File \"solution.py\", line 1\nModuleNotFoundError: No module named 'numpy'\n";
    let fake = Fake::new(move |_| crashed(stderr));
    let graded = Trial::with(&fake)
        .grade(Variant::Classic, &tasks(Variant::Classic, 6), false)
        .expect("the fake runs");
    assert_eq!(graded.len(), 6);
    let said = format!(
        "as it loads, before reading a case: exit status 1; stderr ends:\n{}",
        stderr.trim_end()
    );
    for g in &graded {
        assert_eq!(g.verdict, Verdict::RuntimeError);
        assert_eq!(g.message().as_deref(), Some(said.as_str()));
    }
    // The batch, then the run on no cases; no case ran alone.
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [6, 0]);
}

#[test]
fn a_solution_that_fails_on_a_case_is_graded_case_by_case() {
    // It exits well on no cases, and crashes on the case it cannot read.
    let fake = Fake::new(|cases| match cases.first() {
        None => run(&[] as &[&str], Some(Exit::Code(0)), None),
        Some(case) if cases.len() == 1 => run(&[right(case)], Some(Exit::Code(0)), None),
        Some(_) => crashed("ValueError: boom\n"),
    });
    let graded = Trial::with(&fake)
        .grade(Variant::Classic, &tasks(Variant::Classic, 3), false)
        .expect("the fake runs");
    assert!(graded.iter().all(|g| g.verdict == Verdict::Accepted));
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [3, 0, 1, 1, 1]);
}

#[test]
fn a_different_crash_on_no_cases_is_not_taken_for_the_batch_s() {
    let fake = Fake::new(|cases| match cases.len() {
        0 => crashed("EOFError: no input\n"),
        1 => run(&[right(&cases[0])], Some(Exit::Code(0)), None),
        _ => crashed("ValueError: boom\n"),
    });
    let graded = Trial::with(&fake)
        .grade(Variant::Classic, &tasks(Variant::Classic, 2), false)
        .expect("the fake runs");
    assert!(graded.iter().all(|g| g.verdict == Verdict::Accepted));
}

#[test]
fn a_solution_that_fails_as_it_loads_is_one_verdict_however_the_cases_are_cut() {
    // A case alone that breaks without an answer asks the run on no cases
    // too, so that a batch of one case says what a batch of many says.
    let stderr = "ModuleNotFoundError: No module named 'numpy'\n";
    let fake = Fake::new(move |_| crashed(stderr));
    let trial = Trial::with(&fake);
    let said = "as it loads, before reading a case: exit status 1; stderr ends:\nModuleNotFoundError: No module named 'numpy'";
    for (jobs, isolate) in [(1, false), (2, false), (3, false), (1, true)] {
        let graded = all_graded(&trial, tasks(Variant::Classic, 3), isolate, jobs);
        let messages: Vec<_> = graded.iter().map(|g| g.message()).collect();
        assert_eq!(messages, vec![Some(said.to_string()); 3], "--jobs {jobs}");
    }
    // The run on no cases is made once.
    let probes = fake.runs().iter().filter(|cases| cases.is_empty()).count();
    assert_eq!(probes, 1);
}
