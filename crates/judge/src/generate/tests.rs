//! Every mode of every variant gives valid cases that read back the same.

use super::*;
use crate::case::write_case;
use crate::parse_case;
use crate::validate::validate;

fn round_trip(params: &Params, index: u64) -> Case {
    let case = generate(params, index).unwrap_or_else(|e| panic!("{params:?} #{index}: {e}"));
    let problems = validate(&case);
    assert!(
        problems.is_empty(),
        "{params:?} #{index}: {:?}",
        problems.shown
    );
    let mut json = Vec::new();
    write_case(&case, &mut json);
    let back = parse_case(&json, Some(params.variant)).expect("a generated case reads back");
    assert_eq!(back, case);
    case
}

#[test]
fn every_small_mode_is_valid() {
    for variant in Variant::ALL {
        for (mode, _) in Mode::ALL.into_iter().filter(|(m, _)| *m != Mode::Max) {
            for seed in 0..5 {
                let params = Params {
                    seed,
                    ..Params::new(variant, mode)
                };
                for index in 0..30 {
                    round_trip(&params, index);
                }
            }
        }
    }
}

#[test]
fn ties_and_late_wins_end_as_asked() {
    for variant in Variant::ALL {
        for index in 0..40 {
            let tie = round_trip(&Params::new(variant, Mode::Tie), index);
            let late = round_trip(&Params::new(variant, Mode::LateWin), index);
            let status = |case: &Case| match crate::judge(case).expect("valid") {
                crate::Judgement::Multi { steps, .. } => steps.last().map(|s| s.after),
                crate::Judgement::FullLine { status, .. }
                | crate::Judgement::Classic { status, .. } => Some(status),
            };
            assert_eq!(status(&tie), Some(crate::Status::Tie));
            assert!(matches!(status(&late), Some(crate::Status::Won(_))));
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_case() {
    let params = Params {
        seed: 42,
        ..Params::new(Variant::Multi, Mode::Random)
    };
    assert_eq!(generate(&params, 3), generate(&params, 3));
    assert_ne!(generate(&params, 3), generate(&params, 4));
}

/// Every line of three equal cells on a board of owners, by a full scan.
fn lines_of_three(owner: &[usize], n: usize) -> Vec<[usize; 3]> {
    let mut lines = Vec::new();
    for r in 0..n {
        for c in 0..n {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let cells: Option<Vec<usize>> = (0..3)
                    .map(|k| {
                        let (rr, cc) = (r as i64 + k * dr, c as i64 + k * dc);
                        let inside = (0..n as i64).contains(&rr) && (0..n as i64).contains(&cc);
                        inside.then(|| rr as usize * n + cc as usize)
                    })
                    .collect();
                if let Some(cells) = cells.filter(|l| l.iter().all(|&i| owner[i] == owner[l[0]])) {
                    lines.push([cells[0], cells[1], cells[2]]);
                }
            }
        }
    }
    lines
}

#[test]
fn two_players_have_a_late_win_on_every_board_size() {
    for n in 3..=200u64 {
        let mut rng = Rng::for_case(n, 0);
        let own = pattern::late_win_two(n, &mut rng).unwrap_or_else(|| panic!("n = {n}"));
        let cells = (n * n) as usize;
        assert_eq!(own[0].len(), cells.div_ceil(2), "n = {n}");
        assert_eq!(own[1].len(), cells / 2, "n = {n}");
        let mut owner = vec![2; cells];
        for (p, list) in own.iter().enumerate() {
            for cell in list {
                owner[(cell.row * n + cell.col) as usize] = p;
            }
        }
        assert!(
            owner.iter().all(|&p| p < 2),
            "n = {n}: every cell owned once"
        );
        let winner = (cells - 1) % 2;
        let last = (own[winner][0].row * n + own[winner][0].col) as usize;
        let lines = lines_of_three(&owner, n as usize);
        assert!(!lines.is_empty(), "n = {n}");
        assert!(lines.iter().all(|l| l.contains(&last)), "n = {n}");
    }
}

#[test]
fn two_player_late_wins_land_on_the_last_call() {
    for n in 3..=12 {
        for index in 0..4 {
            let params = Params {
                n: Some(n),
                players: Some(2),
                seed: n,
                ..Params::new(Variant::Multi, Mode::LateWin)
            };
            let Case::Multi(case) = round_trip(&params, index) else {
                panic!("a multi case")
            };
            let Ok(crate::Judgement::Multi { steps, .. }) =
                crate::judge(&Case::Multi(case.clone()))
            else {
                panic!("judged")
            };
            let winner = crate::Status::Won(((n * n - 1) % 2) as usize);
            assert_eq!(steps.len() as u64, n * n);
            let (last, rest) = steps.split_last().expect("calls");
            assert_eq!(last.after, winner, "n = {n}");
            assert!(rest.iter().all(|s| s.after == crate::Status::InProgress));
        }
    }
}
