//! Every mode of every variant gives valid cases that read back the same.

use super::*;
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
