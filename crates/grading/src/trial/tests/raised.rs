//! A case on which the solution raised an exception its harness caught in
//! a batch gets, without a run of its own, the verdict its own process
//! gives it; a case the harness's lines cannot settle runs alone.

use ttt_judge::case::write_case_string;
use ttt_judge::{Case, Variant};
use ttt_sandbox::{Exit, Run, Snapshot};

use super::super::{Graded, Task, Trial, Verdict};
use super::{all_graded, tasks};
use crate::runner::Raise;
use crate::runner::fake::{Fake, right, run};
use crate::solution::TO_JUDGE;

/// What the solution prints as it loads.
const LOADING: &str = "loading the solution\n";

/// Whether the solution raises on `case`: on a case whose line's bytes
/// add up to an even number (about half of them).
fn raises(case: &Case) -> bool {
    write_case_string(case).bytes().map(u32::from).sum::<u32>() % 2 == 0
}

/// A line to the judge.
fn to_judge(words: &str) -> String {
    String::from_utf8([TO_JUDGE, words.as_bytes()].concat()).expect("text")
}

/// The run of `cases` of a solution in a harness that prints a debug line
/// on each case: alone, a case that raises ends the process with status 1
/// and its traceback; in a batch, the harness says so in place of its
/// answer (in the words `ending`), and asks for the snapshots.
fn harnessed(cases: &[Case], raise: Raise, ending: &str) -> Run {
    let (mut lines, mut stderr) = (Vec::new(), LOADING.to_string());
    let mut snapshots = vec![Snapshot {
        line: "loaded".into(),
        tail: LOADING.into(),
    }];
    for (i, case) in cases.iter().enumerate() {
        let (k, length) = (i + 1, write_case_string(case).len());
        let mut said = format!("--- case {k} ---\ndebug {length}\n");
        if raises(case) {
            said.push_str(&format!(
                "Traceback (most recent call last):\nValueError: {length}\n"
            ));
        }
        stderr.push_str(&said);
        if !raises(case) {
            lines.push(right(case));
        } else if raise == Raise::Ends {
            let mut ended = run(&lines, Some(Exit::Code(1)), None);
            ended.stderr_tail = stderr;
            return ended;
        } else {
            lines.push(to_judge(ending));
            snapshots.push(Snapshot {
                line: format!("raised {k}"),
                tail: said.into(),
            });
        }
    }
    let mut ended = run(&lines, Some(Exit::Code(0)), None);
    ended.stderr_tail = stderr;
    if raise == Raise::GoesOn {
        ended.stderr_snapshots = snapshots;
    }
    ended
}

/// The verdicts of `tasks` in one batch with `fake`, and how many cases
/// each run had.
fn in_batch(fake: &Fake, tasks: &[Task]) -> (Vec<Graded>, Vec<(usize, Raise)>) {
    let graded = all_graded(&Trial::with(fake), tasks.to_vec(), false, 1);
    (graded, fake.sizes())
}

/// The verdicts of `tasks` in a process each, as the harness leaves them.
fn alone(tasks: &[Task]) -> Vec<Graded> {
    let fake = Fake::raising(|cases, raise| harnessed(cases, raise, "raised exit 1"));
    all_graded(&Trial::with(&fake), tasks.to_vec(), true, 1)
}

#[test]
fn a_case_that_raised_in_a_batch_gets_what_its_own_process_gives_it() {
    let tasks = tasks(Variant::Classic, 12);
    assert!(tasks.iter().filter(|t| raises(&t.case)).count() >= 3);
    let fake = Fake::raising(|cases, raise| harnessed(cases, raise, "raised exit 1"));
    let (batch, sizes) = in_batch(&fake, &tasks);
    // One run: the batch, in which the harness went on.
    assert_eq!(sizes, [(12, Raise::GoesOn)]);
    assert_eq!(batch, alone(&tasks));
    for (graded, task) in batch.iter().zip(&tasks) {
        if !raises(&task.case) {
            assert_eq!(graded.verdict, Verdict::Accepted);
            continue;
        }
        let (number, length) = (task.number, task.input.len() - 1);
        let message = format!(
            "exit status 1; stderr ends:\n{LOADING}--- case {number} ---\ndebug {length}\nTraceback (most recent call last):\nValueError: {length}"
        );
        assert_eq!(graded.verdict, Verdict::RuntimeError);
        assert_eq!(graded.message(), Some(message));
    }
}

#[test]
fn a_case_the_harness_cannot_say_the_end_of_runs_alone() {
    let tasks = tasks(Variant::Classic, 8);
    let raising = tasks.iter().filter(|t| raises(&t.case)).count();
    for ending in ["raised", "raised exit 0", "raised soon"] {
        let fake = Fake::raising(move |cases, raise| harnessed(cases, raise, ending));
        let (batch, sizes) = in_batch(&fake, &tasks);
        assert_eq!(batch, alone(&tasks), "{ending}");
        // The batch, then each case that raised alone (and once the run on
        // no cases that says the solution does not fail as it loads).
        assert_eq!(sizes[0], (8, Raise::GoesOn), "{ending}");
        let lone = sizes.iter().filter(|&&s| s == (1, Raise::Ends)).count();
        assert_eq!(lone, raising, "{ending}: {sizes:?}");
    }
}

#[test]
fn without_its_snapshots_or_at_the_process_limit_a_case_that_raised_runs_alone() {
    let tasks = tasks(Variant::Classic, 8);
    let raising = tasks.iter().filter(|t| raises(&t.case)).count();
    for change in [0, 1, 2] {
        let fake = Fake::raising(move |cases, raise| {
            let mut ran = harnessed(cases, raise, "raised exit 1");
            match change {
                0 => ran.stderr_snapshots.clear(),
                1 => ran.stderr_snapshots.retain(|s| s.line != "loaded"),
                _ => ran.processes_refused = raise == Raise::GoesOn,
            }
            ran
        });
        let (batch, sizes) = in_batch(&fake, &tasks);
        assert_eq!(batch, alone(&tasks), "{change}");
        let lone = sizes.iter().filter(|&&s| s == (1, Raise::Ends)).count();
        assert_eq!(lone, raising, "{change}: {sizes:?}");
    }
}

#[test]
fn a_line_to_the_judge_is_never_an_accepted_answer() {
    // A solution that prints the harness's line itself on every case, with
    // no snapshot: every case runs alone, and is judged there on its line,
    // which is not JSON.
    let tasks = tasks(Variant::Classic, 4);
    let fake = Fake::answering(|_| to_judge("raised exit 1"));
    let graded = all_graded(&Trial::with(&fake), tasks, false, 1);
    assert!(
        graded.iter().all(|g| g.verdict == Verdict::Presentation),
        "{graded:?}"
    );
    assert_eq!(fake.sizes().len(), 5);
}
