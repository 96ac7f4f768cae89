//! The case lines a harness writes on stderr name each case by its number
//! in the whole input, in a batch and alone.

use ttt_judge::Variant;
use ttt_sandbox::Exit;

use super::super::{Trial, Verdict};
use super::tasks;
use crate::runner::fake::{Fake, right, run};

#[test]
fn a_crash_shows_its_case_by_its_number_in_the_whole_input() {
    // Cases 11 to 13 of an input; the second crashes, in a batch and alone.
    let mut tasks = tasks(Variant::Classic, 3);
    for task in &mut tasks {
        task.number += 10;
    }
    let second = tasks[1].case.clone();
    let fake = Fake::new(move |cases| {
        let at = cases.iter().position(|c| *c == second);
        let answered: Vec<String> = cases[..at.unwrap_or(cases.len())]
            .iter()
            .map(right)
            .collect();
        let mut ran = match at {
            Some(_) => run(&answered, Some(Exit::Code(1)), None),
            None => run(&answered, Some(Exit::Code(0)), None),
        };
        let marks: String = (1..=answered.len() + usize::from(at.is_some()))
            .map(|k| format!("--- case {k} ---\n"))
            .collect();
        ran.stderr_tail = format!("{marks}ValueError: boom\n");
        ran
    });
    for isolate in [false, true] {
        let graded = Trial::with(&fake)
            .grade(Variant::Classic, &tasks, isolate)
            .expect("the fake runs");
        let verdicts: Vec<Verdict> = graded.iter().map(|g| g.verdict).collect();
        assert_eq!(
            verdicts,
            [Verdict::Accepted, Verdict::RuntimeError, Verdict::Accepted]
        );
        assert_eq!(
            graded[1].message().as_deref(),
            Some("exit status 1; stderr ends:\n--- case 12 ---\nValueError: boom"),
            "isolate: {isolate}"
        );
    }
}
