//! What a program does after its last answer counts, and a batch gives
//! each case the verdict one process per case would.

use ttt_judge::Variant;
use ttt_sandbox::{Exit, Limit};

use super::super::{Trial, Verdict};
use super::tasks;
use crate::runner::fake::{Fake, right, run};

/// The verdicts and messages of grading `count` multi cases with `fake`,
/// in one batch (`isolate` false) or one process each.
fn grade(fake: &Fake, count: u64, isolate: bool) -> Vec<(Verdict, Option<String>)> {
    let trial = Trial::with(fake);
    let graded = trial
        .grade(Variant::Multi, &tasks(Variant::Multi, count), isolate)
        .expect("the fake runs");
    graded
        .into_iter()
        .map(|g| (g.verdict, g.message()))
        .collect()
}

#[test]
fn a_crash_after_the_last_answer_is_re_in_batch_and_alone() {
    let fake = Fake::new(|cases| {
        let lines: Vec<String> = cases.iter().map(right).collect();
        run(&lines, Some(Exit::Signal(6)), None)
    });
    for isolate in [false, true] {
        let verdicts = grade(&fake, 3, isolate);
        assert_eq!(verdicts.len(), 3);
        for (verdict, message) in verdicts {
            assert_eq!(verdict, Verdict::RuntimeError);
            let message = message.expect("a message");
            assert!(
                message.starts_with("after its answer: killed by signal 6 (SIGABRT)"),
                "{message}"
            );
        }
    }
}

#[test]
fn a_limit_or_an_exit_status_after_the_last_answer_counts() {
    for (exit, limit, verdict) in [
        (Some(Exit::Code(3)), None, Verdict::RuntimeError),
        (None, Some(Limit::Time), Verdict::TimeLimit),
        (None, Some(Limit::Wall), Verdict::TimeLimit),
        (None, Some(Limit::Memory), Verdict::MemoryLimit),
    ] {
        let fake = Fake::new(move |cases| {
            let lines: Vec<String> = cases.iter().map(right).collect();
            run(&lines, exit, limit)
        });
        let verdicts = grade(&fake, 2, false);
        assert!(verdicts.iter().all(|(v, _)| *v == verdict), "{verdicts:?}");
    }
}

#[test]
fn output_after_the_last_answer_is_wa() {
    let fake = Fake::new(|cases| {
        let mut lines: Vec<String> = cases.iter().map(right).collect();
        lines.push("debug".into());
        run(&lines, Some(Exit::Code(0)), None)
    });
    let verdicts = grade(&fake, 3, false);
    let expected: Vec<_> = (1..=3)
        .map(|n| {
            (
                Verdict::WrongAnswer,
                Some(format!("extra output after case {n}")),
            )
        })
        .collect();
    assert_eq!(verdicts, expected);
}

#[test]
fn a_batch_that_breaks_only_as_a_batch_gives_each_case_its_verdict_alone() {
    let fake = Fake::new(|cases| {
        let lines: Vec<String> = cases.iter().map(right).collect();
        match cases.len() {
            1 => run(&lines, Some(Exit::Code(0)), None),
            _ => run(&lines, None, Some(Limit::Memory)),
        }
    });
    let verdicts = grade(&fake, 4, false);
    assert!(
        verdicts.iter().all(|(v, _)| *v == Verdict::Accepted),
        "{verdicts:?}"
    );
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [4, 1, 1, 1, 1]);
}

#[test]
fn a_junk_line_just_before_a_crash_is_re_in_batch_as_alone() {
    // The second case's answer is junk, and the process dies right after
    // it, in a batch and alone.
    let second = tasks(Variant::Multi, 3)[1].case.clone();
    let fake = Fake::new(move |cases| {
        let mut lines = Vec::new();
        for case in cases {
            if *case == second {
                lines.push("junk".to_string());
                return run(&lines, Some(Exit::Signal(11)), None);
            }
            lines.push(right(case));
        }
        run(&lines, Some(Exit::Code(0)), None)
    });
    for isolate in [false, true] {
        let verdicts = grade(&fake, 3, isolate);
        let codes: Vec<Verdict> = verdicts.iter().map(|(v, _)| *v).collect();
        assert_eq!(
            codes,
            [Verdict::Accepted, Verdict::RuntimeError, Verdict::Accepted],
            "isolate {isolate}: {verdicts:?}"
        );
    }
}
