//! Grading with a fake runner: how cases are batched and re-run, and the
//! verdict each kind of run gives, without starting a process.

use ttt_judge::generate::{Mode, Params, generate};
use ttt_judge::{Case, Variant, parse_case};
use ttt_sandbox::{Exit, Limit, Run};

use super::{Graded, Task, Trial};
use crate::runner::Runner;
use crate::runner::fake::{Fake, LINE_TIME, MEMORY_KB, right, run};
use ttt_judge::Verdict;

mod after;
mod load;
mod marks;
mod raised;
mod until;

/// `count` generated cases of `variant` as tasks, numbered from 1.
/// Every verdict `grade_all` hands over, in case order.
fn all_graded<R: Runner>(
    trial: &Trial<R>,
    tasks: Vec<Task>,
    isolate: bool,
    jobs: usize,
) -> Vec<Graded> {
    let mut graded = Vec::new();
    trial
        .grade_all(tasks, isolate, jobs, &mut |done| {
            graded.extend_from_slice(done);
            true
        })
        .expect("the fake runs");
    graded.sort_by_key(|g| g.case);
    graded
}

fn tasks(variant: Variant, count: u64) -> Vec<Task> {
    let params = Params::new(variant, Mode::Random);
    (0..count)
        .map(|i| {
            let case = generate(&params, i).expect("the generator makes cases");
            Task::new(i as usize + 1, case).expect("the judge judges generated cases")
        })
        .collect()
}

/// A classic case that A wins on the top row: the judge answers `"A"`.
fn a_wins() -> Task {
    let case = parse_case(br#"{"moves": [[0,0],[1,1],[0,1],[2,2],[0,2]]}"#, None);
    Task::new(1, case.expect("a classic case")).expect("the judge judges it")
}

/// The verdict and message on `a_wins` of a solution whose run of it is
/// `run` (and that exits well on no cases, as a solution that reads its
/// cases does).
fn graded(run: Run) -> Graded {
    let fake = Fake::new(move |cases| match cases.len() {
        0 => silent(Some(Exit::Code(0)), None),
        _ => run.clone(),
    });
    let trial = Trial::with(&fake);
    let mut graded = trial
        .grade(Variant::Classic, &[a_wins()], true)
        .expect("the fake runs");
    assert_eq!(graded.len(), 1);
    graded.remove(0)
}

/// Just the verdict and the message of [`graded`].
fn verdict(run: Run) -> (Verdict, Option<String>) {
    let graded = graded(run);
    (graded.verdict, graded.message())
}

/// A run that printed nothing and ended with `exit` or at `limit`.
fn silent(exit: Option<Exit>, limit: Option<Limit>) -> Run {
    run(&[] as &[&str], exit, limit)
}

#[test]
fn a_batch_that_dies_part_way_goes_on_in_a_batch_from_the_case_it_died_on() {
    let tasks = tasks(Variant::Multi, 5);
    let fake = Fake::new(|cases| {
        // The batch answers two cases and crashes; alone, each is answered.
        let lines: Vec<String> = cases.iter().take(2).map(right).collect();
        match cases.len() {
            1 => run(&lines, Some(Exit::Code(0)), None),
            _ => run(&lines, Some(Exit::Signal(11)), None),
        }
    });
    let trial = Trial::with(&fake);
    let graded = trial
        .grade(Variant::Multi, &tasks, false)
        .expect("the fake runs");
    let numbers: Vec<usize> = graded.iter().map(|g| g.case).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
    assert!(
        graded.iter().all(|g| g.verdict == Verdict::Accepted),
        "{graded:?}"
    );
    // A batch from case 3, which answers cases 3 and 4 and crashes, then
    // case 5, the last, alone.
    let case = |i: usize| tasks[i].case.clone();
    let all: Vec<Case> = tasks.iter().map(|t| t.case.clone()).collect();
    assert_eq!(
        fake.runs(),
        [all, vec![case(2), case(3), case(4)], vec![case(4)]]
    );
}

#[test]
fn a_batch_too_long_for_the_solution_costs_a_few_processes_not_one_a_case() {
    // A solution that runs out of memory on its fifth case of a process.
    let fake = Fake::new(|cases| {
        let lines: Vec<String> = cases.iter().take(4).map(right).collect();
        match cases.len() {
            0..=4 => run(&lines, Some(Exit::Code(0)), None),
            _ => run(&lines, None, Some(Limit::Memory)),
        }
    });
    let graded = Trial::with(&fake)
        .grade(Variant::Classic, &tasks(Variant::Classic, 20), false)
        .expect("the fake runs");
    assert_eq!(graded.len(), 20);
    assert!(graded.iter().all(|g| g.verdict == Verdict::Accepted));
    // Each batch goes on from the case the one before it broke on.
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [20, 16, 12, 8, 4]);
}

#[test]
fn the_verdicts_given_before_a_run_fails_are_handed_over() {
    // The batch answers two cases and crashes; the run of the third alone
    // cannot be made (as when a signal stops grading).
    let fake = Fake::new(|cases| {
        let lines: Vec<String> = cases.iter().take(2).map(right).collect();
        run(&lines, Some(Exit::Code(1)), None)
    })
    .failing_at(1);
    let mut heard = Vec::new();
    let result = Trial::with(&fake).grade_all(tasks(Variant::Classic, 4), false, 1, &mut |done| {
        heard.extend(done.iter().map(|g| g.case));
        true
    });
    assert!(result.is_err());
    assert_eq!(heard, [1, 2]);
}

#[test]
fn a_batch_stopped_at_a_limit_keeps_its_answers_and_goes_on_after_the_case() {
    // The solution runs out of time on the second case, wherever it runs.
    let tasks = tasks(Variant::FullLine, 3);
    let slow = tasks[1].case.clone();
    let fake = Fake::new(move |cases| {
        let lines: Vec<String> = cases
            .iter()
            .take_while(|c| **c != slow)
            .map(right)
            .collect();
        match lines.len() == cases.len() {
            true => run(&lines, Some(Exit::Code(0)), None),
            false => run(&lines, None, Some(Limit::Time)),
        }
    });
    let trial = Trial::with(&fake);
    let graded = trial
        .grade(Variant::FullLine, &tasks, false)
        .expect("the fake runs");
    let verdicts: Vec<Verdict> = graded.iter().map(|g| g.verdict).collect();
    use Verdict::{Accepted, TimeLimit};
    assert_eq!(verdicts, [Accepted, TimeLimit, Accepted]);
    // The batch from the second case breaks on it, as its own process
    // does: that is its verdict, and the third case goes on alone.
    assert_eq!(
        fake.runs().iter().map(Vec::len).collect::<Vec<_>>(),
        [3, 2, 1]
    );
}

/// A command (no harness) that answers each case right unless `crashes`
/// says it segfaults on it, which ends its process there.
fn crashing(crashes: impl Fn(usize, &Case) -> bool + Sync + 'static) -> Fake {
    Fake::new(move |cases| {
        let fine = cases
            .iter()
            .enumerate()
            .take_while(|&(i, c)| !crashes(i, c));
        let lines: Vec<String> = fine.map(|(_, c)| right(c)).collect();
        match lines.len() == cases.len() {
            true => run(&lines, Some(Exit::Code(0)), None),
            false => run(&lines, Some(Exit::Signal(11)), None),
        }
    })
}

#[test]
fn a_case_that_breaks_a_batch_as_its_first_case_costs_one_process() {
    // It crashes on the first case and on every third after it.
    let tasks = tasks(Variant::Classic, 10);
    let crashes: Vec<Case> = tasks.iter().step_by(3).map(|t| t.case.clone()).collect();
    let fake = crashing(move |_, case| crashes.contains(case));
    let trial = Trial::with(&fake);
    let graded = all_graded(&trial, tasks.clone(), false, 1);
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    // Case 1 breaks the batch as it breaks alone (after the run on no
    // cases that says it does not fail as it loads): then each batch goes
    // on from the case that broke the one before, and a batch that breaks
    // on its first case gives that case its verdict; the last case, left
    // alone, runs alone.
    assert_eq!(sizes, [10, 0, 1, 9, 7, 6, 4, 3, 1]);
    let verdicts: Vec<Verdict> = graded.iter().map(|g| g.verdict).collect();
    let alone = all_graded(&trial, tasks, true, 1);
    assert_eq!(graded, alone);
    assert_eq!(
        verdicts
            .iter()
            .filter(|v| **v == Verdict::RuntimeError)
            .count(),
        4
    );
}

#[test]
fn a_solution_that_crashes_on_every_case_costs_a_process_a_case() {
    let fake = crashing(|_, _| true);
    let graded = all_graded(&Trial::with(&fake), tasks(Variant::Classic, 5), false, 1);
    assert!(graded.iter().all(|g| g.verdict == Verdict::RuntimeError));
    let sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    assert_eq!(sizes, [5, 0, 1, 4, 3, 2, 1]);
}

#[test]
fn isolated_cases_each_get_a_process_of_their_own() {
    let tasks = tasks(Variant::Classic, 3);
    let fake = Fake::answering(right);
    let graded = Trial::with(&fake)
        .grade(Variant::Classic, &tasks, true)
        .expect("the fake runs");
    assert!(graded.iter().all(|g| g.verdict == Verdict::Accepted));
    assert_eq!(
        fake.runs().iter().map(Vec::len).collect::<Vec<_>>(),
        [1, 1, 1]
    );
}

#[test]
fn the_right_answer_is_accepted_with_its_time_and_memory() {
    let graded = graded(run(&["\"A\""], Some(Exit::Code(0)), None));
    assert_eq!(
        (graded.verdict, graded.message()),
        (Verdict::Accepted, None)
    );
    assert_eq!(graded.time_ms, LINE_TIME.as_millis() as u64);
    assert_eq!(graded.memory_kb, MEMORY_KB);
    assert_eq!(graded.answer.as_deref(), Some("\"A\""));
}

#[test]
fn a_last_answer_without_its_newline_counts_when_the_program_exits_well() {
    let mut ended_well = silent(Some(Exit::Code(0)), None);
    ended_well.rest = b"\"A\"".to_vec();
    assert_eq!(verdict(ended_well.clone()).0, Verdict::Accepted);
    let crashed = Run {
        exit: Some(Exit::Signal(11)),
        ..ended_well
    };
    assert_eq!(verdict(crashed).0, Verdict::RuntimeError);
}

#[test]
fn a_wrong_answer_is_wa_and_says_what_was_expected() {
    assert_eq!(
        verdict(run(&["\"B\""], Some(Exit::Code(0)), None)),
        (
            Verdict::WrongAnswer,
            Some("expected \"A\" (A holds row 0: (0,0) (0,1) (0,2), complete at move 5), found \"B\"".into())
        )
    );
}

#[test]
fn an_answer_that_is_not_json_or_of_the_wrong_shape_is_pe() {
    let (not_json, message) = verdict(run(&["A"], Some(Exit::Code(0)), None));
    assert_eq!(not_json, Verdict::Presentation);
    assert!(
        message
            .expect("a message")
            .starts_with("the answer is not JSON")
    );
    assert_eq!(
        verdict(run(&["[1]"], Some(Exit::Code(0)), None)),
        (
            Verdict::Presentation,
            Some("the answer is not a string".into())
        )
    );
    let (none, message) = verdict(silent(Some(Exit::Code(0)), None));
    assert_eq!(none, Verdict::Presentation);
    assert_eq!(
        message.as_deref(),
        Some("no answer (the program printed no line for this case)")
    );
}

#[test]
fn a_crash_without_an_answer_is_re_with_the_tail_of_stderr() {
    let mut failed = silent(Some(Exit::Code(3)), None);
    failed.stderr_tail = "Traceback\nValueError: boom\n".into();
    assert_eq!(
        verdict(failed),
        (
            Verdict::RuntimeError,
            Some("exit status 3; stderr ends:\nTraceback\nValueError: boom".into())
        )
    );
    assert_eq!(
        verdict(silent(Some(Exit::Signal(11)), None)),
        (
            Verdict::RuntimeError,
            Some("killed by signal 11 (SIGSEGV)".into())
        )
    );
}

#[test]
fn limits_give_tle_mle_and_ole() {
    let mut slow = silent(None, Some(Limit::Wall));
    slow.wall = std::time::Duration::from_secs(6);
    let (tle, message) = verdict(slow);
    assert_eq!(tle, Verdict::TimeLimit);
    let message = message.expect("a message");
    assert!(
        message.starts_with("no answer within 6 s of wall-clock time"),
        "{message}"
    );
    let (tle, message) = verdict(silent(None, Some(Limit::Time)));
    assert_eq!(tle, Verdict::TimeLimit);
    let message = message.expect("a message");
    assert!(
        message.starts_with("over the limit of 2 s of CPU time"),
        "{message}"
    );
    assert_eq!(
        verdict(silent(None, Some(Limit::Memory))),
        (
            Verdict::MemoryLimit,
            Some("resident memory went over 256 MB".into())
        )
    );
    assert_eq!(
        verdict(silent(None, Some(Limit::Output))),
        (Verdict::OutputLimit, Some("output went over 8 MB".into()))
    );
}

#[test]
fn running_out_of_memory_in_the_language_s_words_is_mle() {
    let mut failed = silent(Some(Exit::Code(1)), None);
    failed.stderr_tail = "MemoryError\n".into();
    assert_eq!(verdict(failed).0, Verdict::MemoryLimit);
}

#[test]
fn a_source_that_does_not_compile_is_ce_for_every_case_and_never_runs() {
    let fake = Fake::not_compiling("solution.cpp:1: error");
    let graded = Trial::with(&fake)
        .grade(Variant::Multi, &tasks(Variant::Multi, 3), false)
        .expect("CE is a verdict");
    assert!(graded.iter().all(|g| g.verdict == Verdict::CompileError));
    assert_eq!(
        graded[0].message().as_deref(),
        Some("solution.cpp:1: error")
    );
    assert!(fake.runs().is_empty());
}

#[test]
fn many_cases_are_graded_in_batches_of_one_variant_and_come_back_in_order() {
    // Multi cases numbered 1, 3, 5 and classic cases 2, 4, 6.
    let renumber = |tasks: Vec<Task>, first: usize| {
        let numbered = tasks.into_iter().enumerate();
        numbered.map(move |(i, task)| Task {
            number: first + 2 * i,
            ..task
        })
    };
    let multi = renumber(tasks(Variant::Multi, 3), 1);
    let classic = renumber(tasks(Variant::Classic, 3), 2);
    let mixed: Vec<Task> = multi.zip(classic).flat_map(|(m, c)| [m, c]).collect();
    let fake = Fake::answering(right);
    let graded = all_graded(&Trial::with(&fake), mixed, false, 2);
    let numbers: Vec<usize> = graded.iter().map(|g| g.case).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
    assert!(graded.iter().all(|g| g.verdict == Verdict::Accepted));
    let mut runs = fake.runs();
    runs.sort_by_key(|cases| (cases.len(), cases[0].variant().to_string()));
    let shapes: Vec<(usize, Variant)> = runs.iter().map(|c| (c.len(), c[0].variant())).collect();
    use Variant::{Classic, Multi};
    assert_eq!(shapes, [(1, Classic), (1, Multi), (2, Classic), (2, Multi)]);
    assert!(
        runs.iter()
            .all(|cases| cases.iter().all(|c| c.variant() == cases[0].variant()))
    );
}

#[test]
fn batch_mode_cuts_a_variant_s_cases_into_one_batch_a_job() {
    let fake = Fake::answering(right);
    let graded = all_graded(&Trial::with(&fake), tasks(Variant::Classic, 100), false, 4);
    assert_eq!(graded.len(), 100);
    let mut sizes: Vec<usize> = fake.runs().iter().map(Vec::len).collect();
    sizes.sort();
    assert_eq!(sizes, [25, 25, 25, 25]);
}

#[test]
fn no_batch_starts_after_the_callback_says_stop() {
    let fake = Fake::answering(right);
    let mut batches = 0;
    let mut graded = Vec::new();
    Trial::with(&fake)
        .grade_all(tasks(Variant::Classic, 6), true, 1, &mut |done| {
            graded.extend_from_slice(done);
            batches += 1;
            batches < 2
        })
        .expect("the fake runs");
    let numbers: Vec<usize> = graded.iter().map(|g| g.case).collect();
    assert_eq!(numbers, [1, 2]);
    assert_eq!(fake.runs().len(), 2);
}

#[test]
fn an_answer_within_a_fifth_of_a_time_limit_is_near_it() {
    // The fake's limits: 2 s of CPU time, 6 s of wall-clock time.
    let fake = Fake::new(|_| run(&[] as &[&str], Some(Exit::Code(0)), None));
    let runner = &fake;
    let limits = runner.limits();
    let answered = |verdict: Verdict, cpu_ms: u64, wall_ms: u64| {
        let wall = std::time::Duration::from_millis(wall_ms);
        Graded::new(1, (verdict, None), wall, 0)
            .spent(std::time::Duration::from_millis(cpu_ms), limits)
    };
    let near = answered(Verdict::Accepted, 1600, 1700);
    assert!(near.near_limit);
    assert_eq!(near.cpu_ms, 1600);
    assert!(!answered(Verdict::Accepted, 1599, 1700).near_limit);
    // The wall-clock backstop too: a solution that waits.
    assert!(answered(Verdict::Accepted, 10, 4800).near_limit);
    assert!(answered(Verdict::WrongAnswer, 1900, 1900).near_limit);
    // A case that broke a limit is past it, not near it.
    assert!(!answered(Verdict::TimeLimit, 2100, 2100).near_limit);
}
