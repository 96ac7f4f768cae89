//! Grading up to the first verdict looked for: the cases after it cost no
//! run, and the verdict says whether its case ran alone.

use ttt_judge::{Case, Variant};
use ttt_sandbox::Exit;

use super::super::{Trial, Verdict};
use super::tasks;
use crate::runner::fake::{Fake, right, run};

/// A solution that crashes on the first of `crashing` it is given,
/// answering the cases before it right.
fn crashes_on(crashing: Vec<Case>) -> Fake {
    Fake::new(move |cases| {
        let before = cases.iter().take_while(|c| !crashing.contains(c));
        let lines: Vec<String> = before.map(right).collect();
        match lines.len() == cases.len() {
            true => run(&lines, Some(Exit::Code(0)), None),
            false => run(&lines, Some(Exit::Code(1)), None),
        }
    })
}

#[test]
fn grading_stops_at_the_first_verdict_looked_for() {
    let tasks = tasks(Variant::FullLine, 8);
    let fake = crashes_on(vec![tasks[2].case.clone()]);
    let trial = Trial::with(&fake);
    let not_accepted = |g: &crate::trial::Graded| g.verdict != Verdict::Accepted;
    let until = trial
        .grade_until(Variant::FullLine, &tasks, &not_accepted)
        .expect("the fake runs");
    let verdicts: Vec<Verdict> = until.graded.iter().map(|g| g.verdict).collect();
    assert_eq!(
        verdicts,
        [Verdict::Accepted, Verdict::Accepted, Verdict::RuntimeError]
    );
    // The batch broke at case 3, which then ran alone (and, broken without
    // an answer, once on no cases, to see whether it fails as it loads);
    // nothing ran after.
    assert_eq!(until.picked, Some(true));
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [8, 1, 0]);
    assert_eq!(trial.runs(), 3);

    // A wrong answer in a batch is picked where the batch gave it.
    let fake = Fake::answering(|_| "[]".into());
    let trial = Trial::with(&fake);
    let until = trial
        .grade_until(Variant::FullLine, &tasks, &not_accepted)
        .expect("the fake runs");
    assert_eq!((until.graded.len(), until.picked), (1, Some(false)));
    assert_eq!(trial.runs(), 1);

    // None looked for: every case, as `grade` gives them.
    let fake = Fake::answering(right);
    let until = Trial::with(&fake)
        .grade_until(Variant::FullLine, &tasks, &not_accepted)
        .expect("the fake runs");
    assert_eq!((until.graded.len(), until.picked), (8, None));
}
