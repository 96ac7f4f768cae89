//! Shrinking with fake solutions: planted bugs shrink to the smallest
//! case that shows them (a classic win on the anti-diagonal in five moves,
//! a crash on the smallest board), a case is only ever kept when it fails
//! the same way, many candidates share a run and the runs are counted as
//! they are made, and the hunt's deadline stops the shrinking too.

use std::time::{Duration, Instant};

use ttt_judge::case::write_case_string;
use ttt_judge::generate::{Mode, Params};
use ttt_judge::{Case, Variant, Verdict, parse_case};
use ttt_sandbox::Exit;

use super::super::shrink::shrink;
use super::super::{Budget, CutShort, Hunted, Hunting, Seen, Shrunk, hunt};
use super::{judge, moves};
use crate::runner::fake::{Fake, right, run};
use crate::trial::{Task, Trial};

/// Hunts `count` random cases of `variant` from `seed` with `fake`, held
/// to the judge, until `deadline`: the failure found, and how many runs
/// the fake had made when shrinking began.
fn hunt_seeded(
    fake: &Fake,
    variant: Variant,
    seed: u64,
    deadline: Option<Instant>,
) -> (Box<Shrunk>, usize) {
    let params = Params {
        seed,
        ..Params::new(variant, Mode::Random)
    };
    let budget = Budget {
        count: 1000,
        deadline,
    };
    let mut before = None;
    let hunted = hunt(&Trial::with(fake), &params, budget, &judge(), &mut |h| {
        if matches!(h, Hunting::Shrinking { runs: 0, .. }) {
            before.get_or_insert(fake.runs().len());
        }
    });
    match hunted.expect("the fake runs") {
        Hunted::Failed(failure) => (failure, before.expect("shrinking was heard")),
        hunted => panic!("{variant}, seed {seed}: no failure: {hunted:?}"),
    }
}

/// Statement 002 with a planted bug: a line on the anti-diagonal does not
/// win.
fn no_anti_diagonal(case: &Case) -> String {
    let Case::Classic(c) = case else {
        return right(case);
    };
    let mut board = [[None; 3]; 3];
    for (i, mv) in c.moves.iter().enumerate() {
        board[mv.row as usize][mv.col as usize] = Some(i % 2);
    }
    let mut lines: Vec<[(usize, usize); 3]> = (0..3)
        .flat_map(|i| [[(i, 0), (i, 1), (i, 2)], [(0, i), (1, i), (2, i)]])
        .collect();
    lines.push([(0, 0), (1, 1), (2, 2)]);
    for line in lines {
        let [a, b, c] = line.map(|(r, c)| board[r][c]);
        match (a, a == b && b == c) {
            (Some(0), true) => return "\"A\"".into(),
            (Some(_), true) => return "\"B\"".into(),
            _ => {}
        }
    }
    match c.moves.len() {
        9 => "\"Draw\"".into(),
        _ => "\"Pending\"".into(),
    }
}

#[test]
fn a_classic_win_on_the_anti_diagonal_shrinks_to_five_moves() {
    for seed in 0..6 {
        let fake = Fake::answering(no_anti_diagonal);
        let (failure, before) = hunt_seeded(&fake, Variant::Classic, seed, None);
        let smallest = write_case_string(&failure.smallest.case);
        // The fewest moves a win takes: A's three and B's two.
        assert_eq!(moves(&failure.smallest.case), 5, "seed {seed}: {smallest}");
        assert_eq!(failure.graded.verdict, Verdict::WrongAnswer);
        assert_eq!(
            failure.smallest.expected, b"\"A\"",
            "seed {seed}: {smallest}"
        );
        assert!(ttt_judge::validate::validate(&failure.smallest.case).is_empty());
        // Every run after shrinking began is one it counted.
        assert_eq!(failure.runs, fake.runs().len() - before, "seed {seed}");
        assert_eq!(failure.cut_short, None);
    }
}

/// A solution that answers right until a case `crashes` picks, and exits
/// with status 1 there.
fn crashing(crashes: fn(&Case) -> bool) -> Fake {
    Fake::new(move |cases| {
        let lines: Vec<String> = cases
            .iter()
            .take_while(|c| !crashes(c))
            .map(right)
            .collect();
        let exit = match lines.len() == cases.len() {
            true => Exit::Code(0),
            false => Exit::Code(1),
        };
        run(&lines, Some(exit), None)
    })
}

#[test]
fn a_crash_on_every_board_shrinks_to_the_smallest_board_the_statement_allows() {
    let fake = crashing(|case| matches!(case, Case::FullLine(c) if c.size >= 2));
    let (failure, _) = hunt_seeded(&fake, Variant::FullLine, 0, None);
    assert_eq!(failure.graded.verdict, Verdict::RuntimeError);
    assert_eq!(
        write_case_string(&failure.smallest.case),
        r#"{"n":2,"moves":[[0,0]]}"#
    );

    let fake = crashing(|_| true);
    let (failure, _) = hunt_seeded(&fake, Variant::Multi, 0, None);
    assert_eq!(failure.graded.verdict, Verdict::RuntimeError);
    assert_eq!(
        write_case_string(&failure.smallest.case),
        r#"{"n":3,"playerMarks":["X","O"],"players":[],"rows":[],"cols":[]}"#
    );
}

#[test]
fn a_smaller_case_is_kept_only_when_it_fails_the_same_way() {
    // Wrong on four moves or more, a crash on fewer: the crash is smaller,
    // but it is another failure.
    let fake = Fake::new(|cases| {
        let lines: Vec<String> = cases
            .iter()
            .take_while(|c| moves(c) >= 4)
            .map(|_| "[]".to_string())
            .collect();
        match lines.len() == cases.len() {
            true => run(&lines, Some(Exit::Code(0)), None),
            false => run(&lines, Some(Exit::Code(1)), None),
        }
    });
    let case = parse_case(
        br#"{"n":5,"moves":[[4,4],[0,0],[3,3],[1,0],[2,2],[0,3],[4,0],[1,4]]}"#,
        None,
    )
    .expect("a case");
    let task = Task::new(1, case).expect("judged");
    let trial = Trial::with(&fake);
    let graded = trial
        .grade(Variant::FullLine, std::slice::from_ref(&task), true)
        .expect("the fake runs");
    let seen = Seen {
        graded: graded[0].clone(),
        reference: None,
    };
    let failure = shrink(&trial, &judge(), &task, seen, None, &mut |_| {}).expect("shrunk");
    assert_eq!(failure.graded.verdict, Verdict::WrongAnswer);
    // Four moves on the smallest board that holds them without a win
    // (on 2×2 the third move always wins), nearest the corner.
    let measure = ttt_judge::generate::shrink::measure(&failure.smallest.case);
    assert_eq!((measure.moves, measure.size, measure.distance), (4, 3, 4));
    // Many candidates share a run.
    let most = fake.runs().iter().map(Vec::len).max();
    assert!(most > Some(10), "{most:?}");
    assert_eq!(failure.runs, fake.runs().len() - 1);
}

/// Wrong on ten moves or more; each run takes `pause`.
fn slow(pause: Duration) -> Fake {
    Fake::new(move |cases| {
        std::thread::sleep(pause);
        let answer = |c: &Case| match moves(c) >= 10 {
            true => "[]".to_string(),
            false => right(c),
        };
        let lines: Vec<String> = cases.iter().map(answer).collect();
        run(&lines, Some(Exit::Code(0)), None)
    })
}

#[test]
fn the_hunt_s_deadline_stops_the_shrinking_too() {
    let fake = slow(Duration::from_millis(100));
    let began = Instant::now();
    let deadline = began + Duration::from_millis(800);
    let (failure, _) = hunt_seeded(&fake, Variant::FullLine, 0, Some(deadline));
    let took = began.elapsed();
    assert_eq!(failure.cut_short, Some(CutShort::Time), "{failure:?}");
    assert!(moves(&failure.smallest.case) >= 10);
    // A run or two past the deadline, not the many shrinking would take.
    assert!(took < Duration::from_secs(5), "{took:?}");

    // A deadline gone by the time the case is found: no run at all.
    let fake = slow(Duration::from_millis(400));
    let deadline = Instant::now() + Duration::from_millis(200);
    let (failure, _) = hunt_seeded(&fake, Variant::FullLine, 0, Some(deadline));
    assert_eq!((failure.cut_short, failure.runs), (Some(CutShort::Time), 0));
    assert_eq!(failure.smallest.case, failure.original);
}
