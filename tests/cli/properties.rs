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
    /// Replace the byte at this fraction of the line with another ASCII
    /// byte that is not whitespace (whitespace would change where lines
    /// and values begin, which framing is exact about).
    Flip(u8, u8),
}

fn corruption() -> impl Strategy<Value = Corruption> {
    let byte = (0u8..0x80).prop_filter("not whitespace", |b| !b.is_ascii_whitespace());
    prop_oneof![
        2 => Just(Corruption::None),
        1 => any::<u8>().prop_map(Corruption::Truncate),
        1 => (any::<u8>(), byte).prop_map(|(at, b)| Corruption::Flip(at, b)),
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

/// How the last value of a text ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// Whole, or no value at all.
    Whole,
    /// Cut off: the text ends inside it, so a later line may complete it.
    Open,
    /// Broken by a syntax error.
    Broken,
}

/// How many cases a text holds on its own, by serde_json's reading of JSON
/// values one after another, and how the last one ends. Junk that does not
/// open a value spoils the value before it on its line.
fn values_in(text: &[u8]) -> (usize, End) {
    let mut values = serde_json::Deserializer::from_slice(text).into_iter::<serde_json::Value>();
    let mut count = 0;
    loop {
        let after = values.byte_offset();
        match values.next() {
            None => return (count, End::Whole),
            Some(Ok(_)) => count += 1,
            Some(Err(e)) => {
                let rest = text[after..].iter().find(|b| !b.is_ascii_whitespace());
                let opens = rest.is_some_and(|b| b"{[\"-0123456789tfn".contains(b));
                let end = if e.is_eof() { End::Open } else { End::Broken };
                return (count + usize::from(opens || count == 0), end);
            }
        }
    }
}

/// The first byte of a line that is not whitespace.
fn first_byte(line: &[u8]) -> Option<u8> {
    line.iter().copied().find(|b| !b.is_ascii_whitespace())
}

/// The output expected for `lines` (each whole or spoiled): the result of
/// each whole line, and None for each case that comes from spoiled ones.
///
/// A spoiled line counts as many cases as it holds values when read
/// alone. A value it leaves open goes on into the next lines that open `{`
/// or `[` while they keep it a valid prefix, and is one case with them if
/// they complete it. After a broken or open value, a line that cannot start
/// a case (one not opening `{` or `[`) belongs to it, as reading resumes at
/// the next line that can.
fn expected_for(lines: &[(Vec<u8>, Option<String>)]) -> Vec<Option<String>> {
    let mut expected = Vec::new();
    let mut absorbing = false;
    let mut i = 0;
    while i < lines.len() {
        let (line, whole) = &lines[i];
        i += 1;
        let Some(first) = first_byte(line) else {
            continue;
        };
        if absorbing && first != b'{' && first != b'[' {
            continue;
        }
        if let Some(result) = whole {
            expected.push(Some(result.clone()));
            absorbing = false;
            continue;
        }
        let (mut count, mut end) = values_in(line);
        let mut joined = line.clone();
        let mut j = i;
        while end == End::Open {
            let Some((next, _)) = lines.get(j) else {
                break;
            };
            j += 1;
            joined.push(b'\n');
            joined.extend_from_slice(next);
            match first_byte(next) {
                None => continue,
                Some(b'{' | b'[') => {}
                Some(_) => break,
            }
            match values_in(&joined) {
                (c, End::Whole) => {
                    (count, end, i) = (c, End::Whole, j);
                }
                (_, End::Open) => {}
                (_, End::Broken) => break,
            }
        }
        expected.extend(std::iter::repeat_n(None, count));
        absorbing = end != End::Whole;
    }
    expected
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Lines are swapped about, then truncated or changed. Each whole
    /// line gets its own result, in its place, unless a spoiled line before
    /// it left a value open that it helps make whole (see `expected_for`).
    #[test]
    fn corrupted_json_lines_spoil_only_their_lines(
        lines in prop::collection::vec((case_line(), corruption()), 1..25),
        swaps in prop::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 0..4),
    ) {
        let mut lines = lines;
        for (a, b) in &swaps {
            let (a, b) = (a.index(lines.len()), b.index(lines.len()));
            lines.swap(a, b);
        }
        let mut input = Vec::new();
        let mut spoiled = Vec::new();
        for (line, how) in &lines {
            let bytes = spoil(line, how);
            input.extend_from_slice(&bytes);
            input.push(b'\n');
            let whole = matches!(how, Corruption::None).then(|| result_of(line));
            spoiled.push((bytes, whole));
        }
        let expected = expected_for(&spoiled);
        for jobs in ["1", "2"] {
            let ran = run_bytes(&["run", "--jobs", jobs], &input);
            let got: Vec<&str> = ran.stdout.lines().collect();
            prop_assert_eq!(got.len(), expected.len(), "{}", String::from_utf8_lossy(&input));
            for (got, want) in got.iter().zip(&expected) {
                if let Some(result) = want {
                    prop_assert_eq!(*got, result.as_str());
                }
            }
            prop_assert!(ran.code == 0 || ran.code == 2);
        }
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
