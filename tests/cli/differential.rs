//! The judge against naive judges that rescan the whole board after every
//! move: random games of every variant, parsed from JSON text in either
//! form, must agree call for call.

use proptest::prelude::*;
use serde_json::{Value, json};
use ttt_judge::{judge, parse_case};

/// Out-of-range coordinates worth trying on any board.
const FAR: [i64; 8] = [
    -1,
    -1_000_000_000,
    1_000_000_000,
    i32::MIN as i64,
    i32::MAX as i64,
    2_147_483_648,
    i64::MIN,
    i64::MAX,
];

/// A board of `n` × `n` cells, `None` where empty.
struct NaiveBoard {
    n: usize,
    cells: Vec<Vec<Option<usize>>>,
}

impl NaiveBoard {
    fn new(n: usize) -> NaiveBoard {
        NaiveBoard {
            n,
            cells: vec![vec![None; n]; n],
        }
    }

    fn on_board(&self, r: i64, c: i64) -> Option<(usize, usize)> {
        let n = self.n as i64;
        ((0..n).contains(&r) && (0..n).contains(&c)).then_some((r as usize, c as usize))
    }

    /// Does `p` hold `k` cells in a row anywhere? Checks every cell and
    /// direction.
    fn has_run(&self, p: usize, k: usize) -> bool {
        let n = self.n as i64;
        let holds = |r: i64, c: i64| {
            self.on_board(r, c)
                .is_some_and(|(r, c)| self.cells[r][c] == Some(p))
        };
        (0..n).any(|r| {
            (0..n).any(|c| {
                [(0, 1), (1, 0), (1, 1), (1, -1)]
                    .iter()
                    .any(|&(dr, dc)| (0..k as i64).all(|i| holds(r + dr * i, c + dc * i)))
            })
        })
    }

    /// Does `p` hold a whole row, column, main or anti-diagonal?
    fn has_full_line(&self, p: usize) -> bool {
        let n = self.n;
        let mine = |r: usize, c: usize| self.cells[r][c] == Some(p);
        (0..n).any(|r| (0..n).all(|c| mine(r, c)))
            || (0..n).any(|c| (0..n).all(|r| mine(r, c)))
            || (0..n).all(|i| mine(i, i))
            || (0..n).all(|i| mine(i, n - 1 - i))
    }

    fn full(&self) -> bool {
        self.cells.iter().flatten().all(Option::is_some)
    }
}

fn naive_status(status: &Option<Result<usize, ()>>, marks: &[char]) -> String {
    match status {
        None => "IN_PROGRESS".into(),
        Some(Ok(p)) => format!("WIN:{}", marks[*p]),
        Some(Err(())) => "TIE".into(),
    }
}

/// The player a generated call names.
#[derive(Clone, Debug)]
enum Who {
    Due,
    Any(usize),
    Stranger,
}

fn coordinate(n: i64) -> impl Strategy<Value = i64> {
    prop_oneof![8 => 0..n.max(1), 1 => prop::sample::select(FAR.to_vec()), 1 => Just(n)]
}

/// A generated `multi` game: n, the marks, k if the case names it, and the
/// calls.
type MultiGame = (usize, Vec<char>, Option<usize>, Vec<(Who, i64, i64)>);

fn multi_game() -> impl Strategy<Value = MultiGame> {
    let printable: Vec<char> = (32u8..=126).map(char::from).collect();
    (1usize..=7, 1usize..=16, prop::option::weighted(0.3, 1usize..=5)).prop_flat_map(move |(n, k, win)| {
        let marks = prop::sample::subsequence(printable.clone(), k).prop_shuffle();
        let who = prop_oneof![8 => Just(Who::Due), 1 => (0..k).prop_map(Who::Any), 1 => Just(Who::Stranger)];
        let calls = prop::collection::vec((who, coordinate(n as i64), coordinate(n as i64)), 0..70);
        (Just(n), marks, Just(win), calls)
    })
}

/// Plays the calls on the naive board, naming the players; returns the
/// case and the expected result.
fn naive_multi(
    n: usize,
    marks: &[char],
    k: usize,
    calls: &[(Who, i64, i64)],
) -> (Vec<char>, Value) {
    let mut board = NaiveBoard::new(n);
    let (mut turn, mut status) = (0, None);
    let mut players = vec![];
    let mut results = vec![];
    for (who, r, c) in calls {
        let player = match who {
            Who::Due => marks[turn % marks.len()],
            Who::Any(i) => marks[*i],
            Who::Stranger => (32u8..=126)
                .map(char::from)
                .find(|m| !marks.contains(m))
                .unwrap_or('?'),
        };
        players.push(player);
        let accepted = status.is_none()
            && player == marks[turn % marks.len()]
            && board
                .on_board(*r, *c)
                .is_some_and(|(r, c)| board.cells[r][c].is_none());
        let played = if accepted {
            let (r, c) = board.on_board(*r, *c).expect("checked");
            let p = turn % marks.len();
            board.cells[r][c] = Some(p);
            turn += 1;
            if board.has_run(p, k) {
                status = Some(Ok(p));
            } else if board.full() {
                status = Some(Err(()));
            }
            naive_status(&status, marks)
        } else {
            "INVALID".into()
        };
        results.push(json!([played, naive_status(&status, marks)]));
    }
    (players, Value::Array(results))
}

fn judged(text: &str) -> Result<String, usize> {
    let case = parse_case(text.as_bytes(), None).expect("generated cases are well formed");
    let judgement = judge(&case).map_err(|e| e.index)?;
    let mut out = Vec::new();
    judgement.write_json(&mut out);
    Ok(String::from_utf8(out).expect("the judge writes UTF-8"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn multi_agrees_with_the_naive_judge(
        (n, marks, k, calls) in multi_game(),
        named in any::<bool>(),
    ) {
        let (players, expected) = naive_multi(n, &marks, k.unwrap_or(3), &calls);
        let marks_json: Vec<String> = marks.iter().map(char::to_string).collect();
        let players_json: Vec<String> = players.iter().map(char::to_string).collect();
        let rows: Vec<i64> = calls.iter().map(|c| c.1).collect();
        let cols: Vec<i64> = calls.iter().map(|c| c.2).collect();
        let case = match (named, k) {
            (false, None) => json!([n, marks_json, players_json, rows, cols]),
            (_, None) => json!({"n": n, "playerMarks": marks_json, "players": players_json, "rows": rows, "cols": cols}),
            (_, Some(k)) => json!({"k": k, "cols": cols, "rows": rows, "players": players_json, "playerMarks": marks_json, "n": n}),
        };
        let text = if named { serde_json::to_string_pretty(&case) } else { serde_json::to_string(&case) };
        let text = text.expect("JSON values serialise");
        prop_assert_eq!(judged(&text), Ok(expected.to_string()));
    }
}

/// How a generated two-player game is spoiled, if at all.
#[derive(Clone, Debug)]
enum Fault {
    None,
    Repeat(usize),
    OffBoard(i64),
    AfterEnd(usize),
}

fn fault() -> impl Strategy<Value = Fault> {
    prop_oneof![
        6 => Just(Fault::None),
        1 => any::<usize>().prop_map(Fault::Repeat),
        1 => prop::sample::select(FAR.to_vec()).prop_map(Fault::OffBoard),
        1 => any::<usize>().prop_map(Fault::AfterEnd),
    ]
}

/// Plays a permutation of the cells with the full-line rule (or, for
/// classic, the statement's own counter algorithm), stopping at the win.
/// Returns the moves played, the winner and, if a fault spoils the game,
/// the index of the first bad move.
fn two_player_game(
    n: usize,
    order: &[(i64, i64)],
    len: usize,
    fault: &Fault,
) -> (Vec<(i64, i64)>, Option<usize>, Option<usize>) {
    let mut board = NaiveBoard::new(n);
    let mut moves = vec![];
    let mut winner = None;
    for &(r, c) in order.iter().take(len) {
        let p = moves.len() % 2;
        board.cells[r as usize][c as usize] = Some(p);
        moves.push((r, c));
        if board.has_full_line(p) {
            winner = Some(p);
            break;
        }
    }
    let bad = match *fault {
        Fault::None => None,
        Fault::Repeat(i) if !moves.is_empty() && winner.is_none() => {
            moves.push(moves[i % moves.len()]);
            Some(moves.len() - 1)
        }
        Fault::OffBoard(v) => {
            let at = moves.len() / 2;
            moves.insert(at, (v, 0));
            Some(at)
        }
        Fault::AfterEnd(i) if winner.is_some() => {
            moves.push(order[(len + i) % order.len()]);
            Some(moves.len() - 1)
        }
        _ => None,
    };
    (moves, winner, bad)
}

fn board_order(
    sizes: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = (usize, Vec<(i64, i64)>, usize, Fault)> {
    sizes.prop_flat_map(|n| {
        let cells: Vec<(i64, i64)> = (0..n * n)
            .map(|i| ((i / n) as i64, (i % n) as i64))
            .collect();
        (Just(n), Just(cells).prop_shuffle(), 0..=n * n, fault())
    })
}

/// The classic statement's own algorithm: row, column and diagonal sums.
fn seed_classic(moves: &[(i64, i64)]) -> &'static str {
    let (mut rows, mut cols, mut diag, mut anti) = ([0i32; 3], [0i32; 3], 0, 0);
    for (i, &(r, c)) in moves.iter().enumerate() {
        let player = if i % 2 == 0 { 1 } else { -1 };
        rows[r as usize] += player;
        cols[c as usize] += player;
        diag += if r == c { player } else { 0 };
        anti += if r + c == 2 { player } else { 0 };
        if rows[r as usize].abs() == 3
            || cols[c as usize].abs() == 3
            || diag.abs() == 3
            || anti.abs() == 3
        {
            return if player == 1 { "A" } else { "B" };
        }
    }
    if moves.len() == 9 { "Draw" } else { "Pending" }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn fullline_agrees_with_the_naive_judge((n, order, len, fault) in board_order(1..=6), named in any::<bool>()) {
        let (moves, winner, bad) = two_player_game(n, &order, len, &fault);
        let pairs: Vec<[i64; 2]> = moves.iter().map(|&(r, c)| [r, c]).collect();
        let case = if named { json!({"n": n, "moves": pairs}) } else { json!([n, pairs]) };
        let expected = match bad {
            Some(index) => Err(index),
            None => {
                let mut results = vec![0; moves.len()];
                if let (Some(p), Some(last)) = (winner, results.last_mut()) {
                    *last = p + 1;
                }
                Ok(json!(results).to_string())
            }
        };
        prop_assert_eq!(judged(&case.to_string()), expected);
    }

    #[test]
    fn classic_agrees_with_the_statements_algorithm((_, order, len, fault) in board_order(3..=3), named in any::<bool>()) {
        let (moves, _, bad) = two_player_game(3, &order, len, &fault);
        let pairs: Vec<[i64; 2]> = moves.iter().map(|&(r, c)| [r, c]).collect();
        let case = if named { json!({"moves": pairs}) } else { json!(pairs) };
        let expected = match bad {
            Some(index) => Err(index),
            None => Ok(json!(seed_classic(&moves)).to_string()),
        };
        prop_assert_eq!(judged(&case.to_string()), expected);
    }
}

/// A game whose case names the player of each move (`fullline`'s
/// `"players"`): a shuffled board, who moves each time (runs of one player
/// included), and whether to add a move after the end.
fn named_player_game() -> impl Strategy<Value = (usize, Vec<(i64, i64)>, Vec<u8>, bool)> {
    (1usize..=5, any::<bool>()).prop_flat_map(|(n, after_end)| {
        let cells: Vec<(i64, i64)> = (0..n * n)
            .map(|i| ((i / n) as i64, (i % n) as i64))
            .collect();
        let players = prop::collection::vec(prop_oneof![3 => Just(1u8), 2 => Just(2u8)], n * n);
        (
            Just(n),
            Just(cells).prop_shuffle(),
            players,
            Just(after_end),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn named_players_agree_with_the_naive_judge(
        (n, order, who, after_end) in named_player_game(),
        len in 0usize..=25,
    ) {
        let mut board = NaiveBoard::new(n);
        let (mut moves, mut players, mut winner) = (vec![], vec![], None);
        for (&(r, c), &player) in order.iter().zip(&who).take(len) {
            let p = usize::from(player - 1);
            board.cells[r as usize][c as usize] = Some(p);
            moves.push([r, c]);
            players.push(player);
            if board.has_full_line(p) {
                winner = Some(p);
                break;
            }
        }
        let mut expected = Ok(json!(
            (0..moves.len())
                .map(|i| if i + 1 == moves.len() { winner.map_or(0, |p| p + 1) } else { 0 })
                .collect::<Vec<_>>()
        )
        .to_string());
        if after_end && winner.is_some() && moves.len() < order.len() {
            let (r, c) = order[moves.len()];
            moves.push([r, c]);
            players.push(who[moves.len() - 1]);
            expected = Err(moves.len() - 1);
        }
        let case = json!({"players": players, "n": n, "moves": moves});
        prop_assert_eq!(judged(&case.to_string()), expected);
    }
}
