//! Properties of hostile input: corrupted JSON Lines streams, the engine's
//! invariants under any calls, and streams judged in pieces.

use proptest::prelude::*;
use ttt_judge::{Game, Rules, Status, judge, parse_case};

use crate::junk::run_bytes;

/// A `multi` case as one line of JSON: always judgeable, whatever its
/// calls, since a rejected call is data.
fn multi_line() -> impl Strategy<Value = String> {
    (1i64..6, 1usize..4).prop_flat_map(|(n, k)| {
        let marks: Vec<String> = ["X", "O", "\\\"", ":"][..k]
            .iter()
            .map(|m| format!("\"{m}\""))
            .collect();
        let call = (0..k, -1..=n, -1..=n);
        prop::collection::vec(call, 0..12).prop_map(move |calls| {
            let players: Vec<&str> = calls.iter().map(|c| marks[c.0].as_str()).collect();
            let rows: Vec<String> = calls.iter().map(|c| c.1.to_string()).collect();
            let cols: Vec<String> = calls.iter().map(|c| c.2.to_string()).collect();
            format!(
                "[{n}, [{}], [{}], [{}], [{}]]",
                marks.join(","),
                players.join(","),
                rows.join(","),
                cols.join(",")
            )
        })
    })
}

/// A judgeable case line of any variant.
fn case_line() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => multi_line(),
        1 => prop::sample::select(vec![
            "[[0,0],[2,0],[1,1],[2,1],[2,2]]".to_string(),
            "{\"n\": 3, \"moves\": [[0,0],[1,1],[0,1],[2,2],[0,2]]}".to_string(),
            "{\"moves\": []}".to_string(),
            "[1, [[0,0]]]".to_string(),
        ]),
    ]
}

/// The result the judge gives `line` on its own.
fn result_of(line: &str) -> String {
    let case = parse_case(line.as_bytes(), None).expect("a generated case parses");
    let mut out = Vec::new();
    judge(&case)
        .expect("a generated case is judged")
        .write_json(&mut out);
    String::from_utf8(out).expect("results are UTF-8")
}

/// How a line of the stream is spoiled.
#[derive(Clone, Debug)]
enum Corruption {
    None,
    /// Cut after this fraction (in 1/256ths) of its bytes.
    Truncate(u8),
    /// Replace the byte at this fraction of the line with another byte,
    /// which may be a newline (splitting the line) or whitespace.
    Flip(u8, u8),
}

fn corruption() -> impl Strategy<Value = Corruption> {
    prop_oneof![
        2 => Just(Corruption::None),
        1 => any::<u8>().prop_map(Corruption::Truncate),
        1 => (any::<u8>(), any::<u8>()).prop_map(|(at, b)| Corruption::Flip(at, b)),
    ]
}

fn spoil(line: &str, how: &Corruption) -> Vec<u8> {
    let mut bytes = line.as_bytes().to_vec();
    let at = |f: u8| bytes.len() * usize::from(f) / 256;
    match *how {
        Corruption::None => {}
        Corruption::Truncate(f) => bytes.truncate(at(f)),
        Corruption::Flip(f, b) => {
            let i = at(f);
            bytes[i] = b;
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The first line stays whole, since it decides that the input is JSON
    /// Lines; the others are swapped about, then truncated or changed. A
    /// changed byte may be a newline, which makes two lines of one, and a
    /// cut or changed line may be blank, which is no case: so the judge
    /// writes exactly one line per non-blank line of the spoiled stream,
    /// and each untouched case's line is its own result.
    #[test]
    fn corrupted_json_lines_spoil_only_their_lines(
        first in case_line(),
        rest in prop::collection::vec((case_line(), corruption()), 0..25),
        swaps in prop::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 0..4),
    ) {
        let mut rest = rest;
        for (a, b) in &swaps {
            if !rest.is_empty() {
                let (a, b) = (a.index(rest.len()), b.index(rest.len()));
                rest.swap(a, b);
            }
        }
        let mut input = format!("{first}\n").into_bytes();
        // The expected output line for each non-blank input line: the
        // result for a whole case, None for a spoiled one.
        let mut expected = vec![Some(result_of(&first))];
        let mut physical = vec![1];
        let mut line_no = 1;
        for (line, how) in &rest {
            let spoiled = spoil(line, how);
            for piece in spoiled.split(|&b| b == b'\n') {
                line_no += 1;
                if piece.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                let whole = matches!(how, Corruption::None);
                expected.push(whole.then(|| result_of(line)));
                physical.push(line_no);
            }
            input.extend_from_slice(&spoiled);
            input.push(b'\n');
        }
        let ran = run_bytes(&["run"], &input);
        let lines: Vec<&str> = ran.stdout.lines().collect();
        prop_assert_eq!(lines.len(), expected.len());
        for (i, (got, want)) in lines.iter().zip(&expected).enumerate() {
            match want {
                Some(result) => prop_assert_eq!(*got, result.as_str()),
                None => {
                    let place = format!("{{\"error\":\"case {} (<stdin>:{}", i + 1, physical[i]);
                    prop_assert!(!got.starts_with("{\"error\"") || got.starts_with(&place), "{}", got);
                }
            }
        }
        prop_assert!(ran.code == 0 || ran.code == 2);
    }

    /// Judging pieces of a stream one by one and putting the outputs
    /// together gives the bytes of judging the whole stream, in JSON Lines
    /// and in pretty-printed form. (Only for judgeable cases: an error's
    /// message names the case's number and line in the stream it was
    /// read in.)
    #[test]
    fn a_stream_judged_in_pieces_gives_the_same_bytes(
        cases in prop::collection::vec(case_line(), 1..30),
        cuts in prop::collection::vec(any::<prop::sample::Index>(), 0..4),
        pretty in any::<bool>(),
    ) {
        let text = |case: &String| match pretty {
            false => format!("{case}\n"),
            true => {
                let value: serde_json::Value = serde_json::from_str(case).expect("a case is JSON");
                format!("{}\n", serde_json::to_string_pretty(&value).expect("prints"))
            }
        };
        // Pretty-printed cases that fit on one line would be read as JSON
        // Lines, so that form uses the cases that take several lines.
        let cases: Vec<&String> = cases.iter().filter(|c| !pretty || text(c).lines().count() > 1).collect();
        let whole: String = cases.iter().map(|c| text(c)).collect();
        let all = run_bytes(&["run"], whole.as_bytes());
        prop_assert_eq!(all.code, 0);
        let mut bounds: Vec<usize> = cuts.iter().map(|i| i.index(cases.len() + 1)).collect();
        bounds.extend([0, cases.len()]);
        bounds.sort_unstable();
        let mut joined = String::new();
        for pair in bounds.windows(2) {
            let piece: String = cases[pair[0]..pair[1]].iter().map(|c| text(c)).collect();
            joined += &run_bytes(&["run"], piece.as_bytes()).stdout;
        }
        prop_assert_eq!(joined, all.stdout);
    }

    /// Any calls on any small game: a rejected call changes nothing, an
    /// ended game stays as it ended, and what a call returns is the status
    /// the game then has; the written `statusAfter` is never `INVALID`.
    #[test]
    fn the_engine_keeps_its_invariants(
        size in 1u64..7,
        win_length in 1u64..8,
        players in 1usize..5,
        calls in prop::collection::vec((0usize..6, -2i64..8, -2i64..8), 0..80),
    ) {
        let marks: Vec<u8> = (0..players).map(|i| b'A' + i as u8).collect();
        let mut game = Game::new(Rules { size, win_length, marks: marks.clone() });
        for &(who, row, col) in &calls {
            let mark = marks.get(who).copied().unwrap_or(b'Z');
            let before = (game.status(), game.history().to_vec(), game.turn(), game.winning_run());
            match game.play(mark, row, col) {
                Ok(status) => {
                    prop_assert!(!before.0.is_over());
                    prop_assert_eq!(status, game.status());
                    prop_assert_eq!(game.history().len(), before.1.len() + 1);
                }
                Err(_) => {
                    let after = (game.status(), game.history().to_vec(), game.turn(), game.winning_run());
                    prop_assert_eq!(&before, &after);
                }
            }
            if before.0.is_over() {
                prop_assert_eq!(game.status(), before.0);
            }
        }
        prop_assert!(game.status() != Status::InProgress || (game.history().len() as u64) < size * size);
    }

    /// In a judged `multi` case, `statusAfter` is never `INVALID`, a
    /// rejected call leaves it as it was, an accepted call returns it, and
    /// once the game ends every later call is rejected and it stays put.
    #[test]
    fn status_after_is_never_invalid_and_an_ended_game_stays_ended(line in multi_line()) {
        let result: serde_json::Value = serde_json::from_str(&result_of(&line)).expect("JSON");
        let steps = result.as_array().expect("a list of steps");
        let mut before = serde_json::json!("IN_PROGRESS");
        for step in steps {
            let (play, after) = (&step[0], &step[1]);
            prop_assert_ne!(after, "INVALID");
            match play == "INVALID" {
                true => prop_assert_eq!(after, &before),
                false => {
                    prop_assert_eq!(&before, "IN_PROGRESS");
                    prop_assert_eq!(play, after);
                }
            }
            before = after.clone();
        }
    }
}
