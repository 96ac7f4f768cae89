//! Judging a case: each variant is a preset of the engine's rules plus a way
//! to feed it the case's moves and to write the result in the seed's shape.

use crate::case::{Case, ClassicCase, FullLineCase, Moves, MultiCase, RuleError, explain_bad_move};
use crate::engine::{Game, Mark, Rejection, Rules, Status, Streak};
use crate::variant::{classic, fullline, multi};

pub mod explain;
mod write;

pub use write::StatusFormat;
pub(crate) use write::write_mark;

/// What one `multi` call did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallOutcome {
    /// What `play` returned: the new status, or why the call was rejected.
    pub result: Result<Status, Rejection>,
    /// What `getStatus()` reports after the call.
    pub after: Status,
}

/// The judge's answer for one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// A `multi` case: one step per call.
    Multi {
        /// The marks, to name a winner.
        marks: Vec<Mark>,
        /// One entry per call.
        steps: Vec<CallOutcome>,
        /// The run that won, if the game was won.
        win: Option<Streak>,
        /// Each rejected call that fails more checks than the one it is
        /// rejected for: its index, and those other checks, in the
        /// statement's order.
        also: Vec<(usize, Vec<Rejection>)>,
    },
    /// A `fullline` case: the number of moves and who won on the last one.
    FullLine {
        /// How many moves were played.
        moves: usize,
        /// The final status.
        status: Status,
        /// The line that won, if the game was won.
        win: Option<Streak>,
    },
    /// A `classic` case: the number of moves and the final status.
    Classic {
        /// How many moves were played.
        moves: usize,
        /// The final status.
        status: Status,
        /// The line that won, if the game was won.
        win: Option<Streak>,
    },
}

/// The engine's rules for a variant's case: its variant's preset.
pub(crate) fn rules(case: &Case) -> Rules {
    match case {
        Case::Multi(c) => multi::rules(c.size, c.win_length, &c.marks),
        Case::FullLine(c) => fullline::rules(c.size),
        Case::Classic(_) => classic::rules(),
    }
}

/// Judges a case.
pub fn judge(case: &Case) -> Result<Judgement, RuleError> {
    match case {
        Case::Multi(c) => Ok(judge_multi(c)),
        Case::FullLine(c) => judge_full_line(c),
        Case::Classic(c) => judge_classic(c),
    }
}

/// Judges a case and appends its result in the seed's shape, with `multi`
/// statuses written as `format` says: what [`judge`] and then
/// [`Judgement::write_result`] write, without keeping the steps in between.
pub fn judge_and_write(
    case: &Case,
    out: &mut Vec<u8>,
    format: StatusFormat,
) -> Result<(), RuleError> {
    judge_into(case, format, out, None::<(usize, &mut fn(&[u8]))>)
}

/// Judges a case and hands its result in the seed's shape to `spill`, a
/// piece at a time: the bytes [`judge_and_write`] appends, without holding
/// more than about 64 KiB of a `multi` result at once.
pub(crate) fn judge_and_spill(
    case: &Case,
    format: StatusFormat,
    spill: &mut impl FnMut(&[u8]),
) -> Result<(), RuleError> {
    /// A `multi` result is handed on in pieces of about this many bytes.
    const PIECE: usize = 64 << 10;
    let mut out = Vec::with_capacity(PIECE + 256);
    judge_into(case, format, &mut out, Some((PIECE, &mut *spill)))?;
    spill(&out);
    Ok(())
}

/// Judges a case and appends its result to `out`; with `spill`, hands what
/// `out` holds to it whenever a `multi` result reaches the piece size.
#[inline(always)]
fn judge_into(
    case: &Case,
    format: StatusFormat,
    out: &mut Vec<u8>,
    mut spill: Option<(usize, &mut impl FnMut(&[u8]))>,
) -> Result<(), RuleError> {
    match case {
        Case::Multi(c) => {
            let calls = if spill.is_none() { c.calls.len() } else { 0 };
            let mut writer = write::MultiWriter::new(out, &c.marks, format, calls);
            play_calls(
                c,
                #[inline(always)]
                |step| {
                    writer.step(step);
                    if let Some((piece, spill)) = &mut spill
                        && writer.buffered() >= *piece
                    {
                        writer.spill(spill);
                    }
                },
            );
            writer.finish();
        }
        Case::FullLine(_) | Case::Classic(_) => judge(case)?.write_result(out, format),
    }
    Ok(())
}

/// Plays the calls one at a time, so that a rejected call's other failing
/// checks can be read off the game it left unchanged.
fn judge_multi(case: &MultiCase) -> Judgement {
    let mut steps = Vec::with_capacity(case.calls.len());
    let mut also = Vec::new();
    let mut game = Game::without_history(
        multi::rules(case.size, case.win_length, &case.marks),
        case.calls.len(),
    );
    for (index, call) in case.calls.iter().enumerate() {
        let result = game.play(call.player, call.row, call.col);
        if result.is_err() {
            let failed = game.failed_checks(Some(call.player), call.row, call.col);
            debug_assert_eq!(failed.first().copied(), result.err());
            if failed.len() > 1 {
                also.push((index, failed[1..].to_vec()));
            }
        }
        steps.push(CallOutcome {
            result,
            after: game.status(),
        });
    }
    Judgement::Multi {
        marks: case.marks.clone(),
        steps,
        win: game.winning_run(),
        also,
    }
}

/// Plays a `multi` case's calls, handing each step to `each`.
#[inline(always)]
fn play_calls(case: &MultiCase, mut each: impl FnMut(CallOutcome)) -> Game {
    let mut game = Game::without_history(
        multi::rules(case.size, case.win_length, &case.marks),
        case.calls.len(),
    );
    // Coordinates that all fit in 32 bits, the usual case, are read
    // straight from their lists.
    match case.calls.narrow() {
        Some((players, rows, cols)) => {
            let calls = players.iter().zip(rows.iter().zip(cols));
            let calls = calls.map(|(&p, (&r, &c))| (p, i64::from(r), i64::from(c)));
            game.play_all(
                calls,
                #[inline(always)]
                |result, after| each(CallOutcome { result, after }),
            );
        }
        None => {
            let calls = case.calls.iter().map(|c| (c.player, c.row, c.col));
            game.play_all(
                calls,
                #[inline(always)]
                |result, after| each(CallOutcome { result, after }),
            );
        }
    }
    game
}

fn judge_full_line(case: &FullLineCase) -> Result<Judgement, RuleError> {
    let rules = fullline::rules(case.size);
    let game = match &case.players {
        None => play_moves(rules, &case.moves)?,
        Some(players) => play_moves_as(rules, &case.moves, players)?,
    };
    Ok(Judgement::FullLine {
        moves: case.moves.len(),
        status: game.status(),
        win: game.winning_run(),
    })
}

fn judge_classic(case: &ClassicCase) -> Result<Judgement, RuleError> {
    let game = play_moves(classic::rules(), &case.moves)?;
    Ok(Judgement::Classic {
        moves: case.moves.len(),
        status: game.status(),
        win: game.winning_run(),
    })
}

/// Plays the moves of a two-player case in turn; a move the statement rules
/// out is an error naming it.
pub(crate) fn play_moves(rules: Rules, moves: &Moves) -> Result<Game, RuleError> {
    let mut game = Game::for_moves(rules, moves.len());
    // Coordinates that all fit in 32 bits, the usual case, are read
    // straight from their lists.
    let placed = match moves.narrow() {
        Some((rows, cols)) => game.place_all(
            rows.iter()
                .zip(cols)
                .map(|(&r, &c)| (i64::from(r), i64::from(c))),
        ),
        None => game.place_all(moves.iter().map(|m| (m.row, m.col))),
    };
    if let Err((index, rejection)) = placed {
        return Err(explain_bad_move(&game, moves, index, rejection));
    }
    Ok(game)
}

/// Plays each move of a two-player case as the player, 1 or 2, that
/// `players` names for it (LeetCode 348's `move(row, col, player)`); a move
/// the statement rules out is an error naming it.
pub(crate) fn play_moves_as(
    rules: Rules,
    moves: &Moves,
    players: &[u8],
) -> Result<Game, RuleError> {
    let mut game = Game::for_moves(rules, moves.len());
    for (index, (mv, &player)) in moves.iter().zip(players).enumerate() {
        if let Err(rejection) = game.place_as(usize::from(player - 1), mv.row, mv.col) {
            return Err(explain_bad_move(&game, moves, index, rejection));
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_case;

    /// `--explain`'s result is the bytes `run` writes, in both status
    /// formats, for generated games of every variant and mode.
    #[test]
    fn the_explained_result_is_the_result_as_written() {
        use crate::generate::{Mode, Params, generate};
        for variant in crate::Variant::ALL {
            for (mode, _) in Mode::ALL {
                let params = Params::new(variant, mode);
                for index in 0..12 {
                    let Ok(case) = generate(&params, index) else {
                        continue;
                    };
                    let judged = judge(&case).expect("generated cases are judged");
                    for format in [StatusFormat::String, StatusFormat::Object] {
                        let (mut result, mut explained) = (Vec::new(), Vec::new());
                        judged.write_result(&mut result, format);
                        judged.write_explained(&mut explained, format);
                        let result = String::from_utf8(result).expect("UTF-8");
                        let explained = String::from_utf8(explained).expect("UTF-8");
                        assert!(
                            explained.contains(&format!("\"result\":{result},")),
                            "{variant} {index}: {explained}"
                        );
                    }
                }
            }
        }
    }

    /// Writing while playing gives the bytes of judging and then writing.
    #[test]
    fn judge_and_write_writes_what_judge_then_write_result_writes() {
        let cases = [
            r#"{"n":3,"playerMarks":["X","O"],"players":[],"rows":[],"cols":[]}"#,
            r#"[3,["X","\""],["X","\"","X","X","\"","X","\"","X"],[0,1,0,0,1,0,2,2],[0,0,1,1,1,2,2,2]]"#,
            r#"[3,["X","O"],["O","X","X","O","X","O","X","O","X"],[0,0,9,0,0,1,1,2,2],[0,0,0,1,2,1,0,0,1]]"#,
            r#"[3,["X","O"],["X","O","X","O","X","O","X","O","X","X"],[0,0,0,1,1,1,2,2,2,0],[0,1,2,1,0,2,1,0,2,0]]"#,
            r#"{"n":4,"moves":[[0,0],[1,1],[0,1],[2,2],[0,2],[3,3],[0,3]]}"#,
            r#"[[0,0],[2,0],[1,1],[2,1],[2,2]]"#,
        ];
        for text in cases {
            let case = parse_case(text.as_bytes(), None).expect("the case is well formed");
            for format in [StatusFormat::String, StatusFormat::Object] {
                let (mut fused, mut apart) = (Vec::new(), Vec::new());
                judge_and_write(&case, &mut fused, format).expect("the case can be judged");
                judge(&case)
                    .expect("the case can be judged")
                    .write_result(&mut apart, format);
                assert_eq!(
                    String::from_utf8_lossy(&fused),
                    String::from_utf8_lossy(&apart),
                    "{text}"
                );
            }
        }
    }
}
