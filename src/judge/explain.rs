//! The reasons behind a result, for `run --explain`: one compact JSON object
//! per case that carries the seed's result unchanged plus why it came out
//! so. The shape is part of the tool's contract (see the README):
//!
//! ```text
//! multi:    {"variant":"multi","result":R,"rejected":[{"call":I,"reason":KIND},...],"end":END}
//! fullline: {"variant":"fullline","result":R,"end":END}
//! classic:  {"variant":"classic","result":R,"end":END}
//!
//! END = null                                  the game has not ended
//!     | {"call"|"move":I,"outcome":"WIN","winner":W,["line":LINE,]"cells":[[r,c],...]}
//!     | {"call"|"move":I,"outcome":"BOARD_FULL"}
//! LINE = {"kind":"row","index":i} | {"kind":"column","index":j}
//!      | {"kind":"main_diagonal"} | {"kind":"anti_diagonal"}
//! ```
//!
//! `I` counts calls (or moves) from 0; `W` is the winner as the seed names
//! it (a mark, 1 or 2, `"A"` or `"B"`); `cells` is every cell of the winning
//! run, also of a run longer than k; `line` is given for `fullline` and
//! `classic`, where a whole line wins.

use std::fmt;

use super::{Judgement, StatusFormat, Step, write_mark};
use crate::case::json::{write_array, write_pair};
use crate::engine::{Direction, Mark, Rejection, Run, Status};

/// A whole line of the board, as `fullline` and `classic` win it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Row `i`.
    Row(u64),
    /// Column `j`.
    Column(u64),
    /// The cells `(i, i)`.
    MainDiagonal,
    /// The cells `(i, n - 1 - i)`.
    AntiDiagonal,
}

impl Line {
    /// The line a winning run lies on, when the run is a whole line of the
    /// board.
    pub fn of(run: &Run) -> Line {
        match run.direction {
            Direction::Horizontal => Line::Row(run.start.row),
            Direction::Vertical => Line::Column(run.start.col),
            Direction::Diagonal => Line::MainDiagonal,
            Direction::AntiDiagonal => Line::AntiDiagonal,
        }
    }

    fn write_json(self, out: &mut Vec<u8>) {
        let text = match self {
            Line::Row(i) => format!(r#"{{"kind":"row","index":{i}}}"#),
            Line::Column(j) => format!(r#"{{"kind":"column","index":{j}}}"#),
            Line::MainDiagonal => r#"{"kind":"main_diagonal"}"#.to_string(),
            Line::AntiDiagonal => r#"{"kind":"anti_diagonal"}"#.to_string(),
        };
        out.extend_from_slice(text.as_bytes());
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(i) => write!(f, "row {i}"),
            Line::Column(j) => write!(f, "column {j}"),
            Line::MainDiagonal => f.write_str("main diagonal"),
            Line::AntiDiagonal => f.write_str("anti-diagonal"),
        }
    }
}

impl Rejection {
    /// The reason's name in `--explain`: `GAME_OVER`, `WRONG_TURN`,
    /// `OUT_OF_BOUNDS` or `OCCUPIED`.
    pub fn name(self) -> &'static str {
        match self {
            Rejection::GameOver => "GAME_OVER",
            Rejection::WrongTurn => "WRONG_TURN",
            Rejection::OutOfBounds => "OUT_OF_BOUNDS",
            Rejection::Occupied => "OCCUPIED",
        }
    }
}

impl Judgement {
    /// Appends the result with its reasons, as compact JSON without a
    /// newline, in the shape this module documents.
    pub fn write_explained(&self, out: &mut Vec<u8>, format: StatusFormat) {
        out.extend_from_slice(b"{\"variant\":\"");
        out.extend_from_slice(self.variant().name().as_bytes());
        out.extend_from_slice(b"\",\"result\":");
        self.write_result(out, format);
        let end = match self {
            Judgement::Multi { marks, steps, win } => {
                write_rejected(out, steps);
                let ended = steps
                    .iter()
                    .position(|s| s.result.is_ok_and(Status::is_over));
                End {
                    counted: "call",
                    at: ended.map(|i| (i, steps[i].after)),
                    win: *win,
                    line: false,
                    winner: Winner::Mark(marks),
                }
            }
            Judgement::FullLine { moves, status, win } => End {
                counted: "move",
                at: moves.checked_sub(1).map(|i| (i, *status)),
                win: *win,
                line: true,
                winner: Winner::Number,
            },
            Judgement::Classic { moves, status, win } => End {
                counted: "move",
                at: moves.checked_sub(1).map(|i| (i, *status)),
                win: *win,
                line: true,
                winner: Winner::Letter,
            },
        };
        end.write(out);
        out.push(b'}');
    }
}

/// How a variant's seed names a player.
enum Winner<'a> {
    /// By mark (`multi`).
    Mark(&'a [Mark]),
    /// 1 or 2 (`fullline`).
    Number,
    /// `"A"` or `"B"` (`classic`).
    Letter,
}

impl Winner<'_> {
    fn write(&self, out: &mut Vec<u8>, player: usize) {
        match self {
            Winner::Mark(marks) => write_mark(out, marks.get(player).copied()),
            Winner::Number => out.extend_from_slice((player + 1).to_string().as_bytes()),
            Winner::Letter => out.extend_from_slice(if player == 0 { b"\"A\"" } else { b"\"B\"" }),
        }
    }
}

fn write_rejected(out: &mut Vec<u8>, steps: &[Step]) {
    out.extend_from_slice(b",\"rejected\":[");
    let rejected = steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.result.err().map(|why| (i, why)));
    for (n, (call, why)) in rejected.enumerate() {
        if n > 0 {
            out.push(b',');
        }
        let item = format!(r#"{{"call":{call},"reason":"{}"}}"#, why.name());
        out.extend_from_slice(item.as_bytes());
    }
    out.push(b']');
}

/// How a game ended, ready to be written as `"end"`.
struct End<'a> {
    /// `"call"` or `"move"`, as the seed counts them.
    counted: &'static str,
    /// The index of the last call or move, and the status after it.
    at: Option<(usize, Status)>,
    win: Option<Run>,
    /// Whether to name the whole line that won.
    line: bool,
    /// How the seed names the winner.
    winner: Winner<'a>,
}

impl End<'_> {
    /// `,"end":...`.
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(b",\"end\":");
        let Some((at, status)) = self.at.filter(|(_, status)| status.is_over()) else {
            out.extend_from_slice(b"null");
            return;
        };
        let counted = self.counted;
        out.extend_from_slice(format!(r#"{{"{counted}":{at},"outcome":"#).as_bytes());
        match (status, self.win) {
            (Status::Won(player), Some(run)) => {
                out.extend_from_slice(b"\"WIN\",\"winner\":");
                self.winner.write(out, player);
                if self.line {
                    out.extend_from_slice(b",\"line\":");
                    Line::of(&run).write_json(out);
                }
                write_cells(out, &run);
            }
            _ => out.extend_from_slice(b"\"BOARD_FULL\""),
        }
        out.push(b'}');
    }
}

fn write_cells(out: &mut Vec<u8>, run: &Run) {
    out.extend_from_slice(b",\"cells\":");
    write_array(out, run.cells(), |out, cell| {
        write_pair(out, cell.row, cell.col)
    });
}
