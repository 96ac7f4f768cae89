//! Simpler marks for a `multi` case: `X`, `O`, `A`, `B`, … in turn order.

use crate::case::{Call, Calls, MultiCase};

/// The marks a shrunk case is renamed to, in turn order.
pub(super) const SIMPLE_MARKS: &[u8] = b"XOABCDEFGHIJKLMN";

/// The case with its marks renamed `X`, `O`, `A`, `B`, … in turn order, if
/// that changes it (a call's mark that is no player's stays as it is,
/// unless it is one of the new names).
pub(super) fn simpler_marks(case: &MultiCase, calls: &[Call]) -> Option<MultiCase> {
    let simple = SIMPLE_MARKS.get(..case.marks.len())?;
    if simple == case.marks.as_slice() {
        return None;
    }
    let rename = |mark: u8| match case.marks.iter().position(|&m| m == mark) {
        Some(i) => Some(simple[i]),
        None => (!simple.contains(&mark)).then_some(mark),
    };
    let calls: Option<Calls> = calls
        .iter()
        .map(|call| {
            Some(Call {
                player: rename(call.player)?,
                ..*call
            })
        })
        .collect();
    Some(MultiCase {
        marks: simple.to_vec(),
        calls: calls?,
        ..case.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_renamed_in_turn_order() {
        let calls = [
            Call {
                player: b'a',
                row: 0,
                col: 0,
            },
            Call {
                player: b'?',
                row: 1,
                col: 1,
            },
            Call {
                player: b'b',
                row: 2,
                col: 2,
            },
        ];
        let case = MultiCase {
            size: 3,
            marks: b"ab".to_vec(),
            win_length: 3,
            win_length_given: false,
            calls: calls.iter().copied().collect(),
        };
        let simpler = simpler_marks(&case, &calls).expect("renamed");
        assert_eq!(simpler.marks, b"XO");
        let players: Vec<u8> = simpler.calls.iter().map(|c| c.player).collect();
        assert_eq!(players, b"X?O");
        assert_eq!(
            simpler_marks(&simpler, &simpler.calls.iter().collect::<Vec<_>>()),
            None
        );
    }
}
