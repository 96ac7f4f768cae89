//! The reasons behind a result, for `run --explain`: one compact JSON object
//! per case that carries the seed's result unchanged plus why it came out
//! so. The shape is part of the tool's contract (see docs/GUIDE.md):
//!
//! ```text
//! multi:    {"variant":"multi","result":R,"rejected":[{"call":I,"reason":KIND[,"also":[KIND,...]]},...],"end":END}
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
//! `I` counts calls (or moves) from 0; `reason` is the first check of
//! statement 000 a rejected call fails, and `also` (only when there are
//! any) the other checks it fails, in the statement's order; `W` is the winner as the seed names
//! it (a mark, 1 or 2, `"A"` or `"B"`); `cells` is every cell of the winning
//! run, also of a run longer than k; `line` is given for `fullline` and
//! `classic`, where a whole line wins.

use std::fmt;

use serde::{Serialize, Serializer};

use super::{CallOutcome, Judgement, StatusFormat};
use crate::engine::{Direction, Mark, Rejection, Status, Streak};

/// A whole line of the board, as `fullline` and `classic` win it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardLine {
    /// Row `i`.
    Row(u64),
    /// Column `j`.
    Column(u64),
    /// The cells `(i, i)`.
    MainDiagonal,
    /// The cells `(i, n - 1 - i)`.
    AntiDiagonal,
}

impl BoardLine {
    /// The line a winning run lies on, when the run is a whole line of the
    /// board.
    pub fn of(run: &Streak) -> BoardLine {
        match run.direction {
            Direction::Horizontal => BoardLine::Row(run.start.row),
            Direction::Vertical => BoardLine::Column(run.start.col),
            Direction::Diagonal => BoardLine::MainDiagonal,
            Direction::AntiDiagonal => BoardLine::AntiDiagonal,
        }
    }
}

/// `{"kind":"row","index":i}`, `{"kind":"main_diagonal"}`...
impl Serialize for BoardLine {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        /// The JSON shape of a line.
        #[derive(Serialize)]
        struct Outline {
            kind: &'static str,
            #[serde(skip_serializing_if = "Option::is_none")]
            index: Option<u64>,
        }
        let (kind, index) = match *self {
            BoardLine::Row(i) => ("row", Some(i)),
            BoardLine::Column(j) => ("column", Some(j)),
            BoardLine::MainDiagonal => ("main_diagonal", None),
            BoardLine::AntiDiagonal => ("anti_diagonal", None),
        };
        Outline { kind, index }.serialize(serializer)
    }
}

impl fmt::Display for BoardLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardLine::Row(i) => write!(f, "row {i}"),
            BoardLine::Column(j) => write!(f, "column {j}"),
            BoardLine::MainDiagonal => f.write_str("main diagonal"),
            BoardLine::AntiDiagonal => f.write_str("anti-diagonal"),
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

/// A rejection, written as its name.
#[derive(Clone, Copy, Debug)]
struct Reason(Rejection);

impl Serialize for Reason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.name())
    }
}

/// One case's `--explain` object.
#[derive(Serialize)]
struct Explained<'a> {
    /// The variant's name.
    variant: &'static str,
    /// The seed's result, exactly as `run` writes it.
    result: ResultOf<'a>,
    /// Every rejected `multi` call; absent for the other variants.
    #[serde(skip_serializing_if = "Option::is_none")]
    rejected: Option<Vec<Rejected>>,
    /// How the game ended, or `null`.
    end: Option<End>,
}

/// A judgement's result in its seed's shape: the bytes
/// [`Judgement::write_result`] writes, as a value serde writes.
struct ResultOf<'a> {
    judgement: &'a Judgement,
    format: StatusFormat,
}

impl Serialize for ResultOf<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeSeq, SerializeTuple};
        match self.judgement {
            Judgement::Multi { marks, steps, .. } => {
                let mut list = serializer.serialize_seq(Some(steps.len()))?;
                for step in steps {
                    let status = |status| StatusOf {
                        status,
                        marks,
                        format: self.format,
                    };
                    list.serialize_element(&(status(step.result.ok()), status(Some(step.after))))?;
                }
                list.end()
            }
            Judgement::FullLine { moves, status, .. } => {
                let winner = match status {
                    Status::Won(player) => player + 1,
                    _ => 0,
                };
                let mut list = serializer.serialize_tuple(*moves)?;
                for i in 0..*moves {
                    list.serialize_element(&if i + 1 == *moves { winner } else { 0 })?;
                }
                list.end()
            }
            Judgement::Classic { status, .. } => serializer.serialize_str(match status {
                Status::Won(0) => "A",
                Status::Won(_) => "B",
                Status::Tie => "Draw",
                Status::InProgress => "Pending",
            }),
        }
    }
}

/// A `multi` call's result or status (`None` is a rejected call's
/// `INVALID`), in the status format asked for.
struct StatusOf<'a> {
    status: Option<Status>,
    marks: &'a [Mark],
    format: StatusFormat,
}

impl Serialize for StatusOf<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let (state, winner) = match self.status {
            None => ("INVALID", None),
            Some(Status::InProgress) => ("IN_PROGRESS", None),
            Some(Status::Tie) => ("TIE", None),
            Some(Status::Won(player)) => ("WIN", Some(char::from(self.marks[player]))),
        };
        match (self.format, winner) {
            (StatusFormat::String, None) => serializer.serialize_str(state),
            (StatusFormat::String, Some(mark)) => {
                serializer.serialize_str(&format!("{state}:{mark}"))
            }
            (StatusFormat::Object, _) => {
                let mut object = serializer.serialize_struct("Status", 2)?;
                object.serialize_field("state", state)?;
                object.serialize_field("winner", &winner.map(String::from))?;
                object.end()
            }
        }
    }
}

/// A rejected `multi` call.
#[derive(Serialize)]
struct Rejected {
    /// Its index among the calls.
    call: usize,
    /// The first check it fails, in the statement's order.
    reason: Reason,
    /// The other checks it fails; absent when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    also: Vec<Reason>,
}

/// The call or move that ended a game, and how.
#[derive(Serialize)]
struct End {
    /// The index of the call that ended a `multi` game.
    #[serde(skip_serializing_if = "Option::is_none")]
    call: Option<usize>,
    /// The index of the move that ended a `fullline` or `classic` game.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    mv: Option<usize>,
    /// `WIN` or `BOARD_FULL`.
    outcome: &'static str,
    /// The winner as the seed names them.
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Winner>,
    /// The whole line that won (`fullline` and `classic`).
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<BoardLine>,
    /// Every cell of the winning run.
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<[u64; 2]>>,
}

/// A winner as a variant's seed names them.
#[derive(Serialize)]
#[serde(untagged)]
enum Winner {
    /// By mark (`multi`).
    Mark(String),
    /// 1 or 2 (`fullline`).
    Number(usize),
    /// `"A"` or `"B"` (`classic`).
    Letter(&'static str),
}

impl Judgement {
    /// Appends the result with its reasons, as compact JSON without a
    /// newline, in the shape this module documents.
    pub fn write_explained(&self, out: &mut Vec<u8>, format: StatusFormat) {
        let explained = Explained {
            variant: self.variant().name(),
            result: ResultOf {
                judgement: self,
                format,
            },
            rejected: match self {
                Judgement::Multi { steps, also, .. } => Some(rejected(steps, also)),
                Judgement::FullLine { .. } | Judgement::Classic { .. } => None,
            },
            end: self.end(),
        };
        serde_json::to_writer(out, &explained).expect("writing to memory cannot fail");
    }

    /// How the game ended, if it did.
    fn end(&self) -> Option<End> {
        let (at, status, win) = match self {
            Judgement::Multi { steps, win, .. } => {
                let at = steps
                    .iter()
                    .position(|s| s.result.is_ok_and(Status::is_over))?;
                (at, steps[at].after, *win)
            }
            Judgement::FullLine { moves, status, win }
            | Judgement::Classic { moves, status, win } => (moves.checked_sub(1)?, *status, *win),
        };
        let multi = matches!(self, Judgement::Multi { .. });
        let mut end = End {
            call: multi.then_some(at),
            mv: (!multi).then_some(at),
            outcome: "BOARD_FULL",
            winner: None,
            line: None,
            cells: None,
        };
        if !status.is_over() {
            return None;
        }
        if let (Status::Won(player), Some(run)) = (status, win) {
            end.outcome = "WIN";
            end.winner = Some(self.winner(player));
            end.line = (!multi).then(|| BoardLine::of(&run));
            end.cells = Some(run.cells().map(|c| [c.row, c.col]).collect());
        }
        Some(end)
    }

    /// `player` as the seed names them.
    fn winner(&self, player: usize) -> Winner {
        match self {
            Judgement::Multi { marks, .. } => Winner::Mark(mark_text(marks.get(player).copied())),
            Judgement::FullLine { .. } => Winner::Number(player + 1),
            Judgement::Classic { .. } => Winner::Letter(if player == 0 { "A" } else { "B" }),
        }
    }
}

fn mark_text(mark: Option<Mark>) -> String {
    mark.map(char::from).map(String::from).unwrap_or_default()
}

fn rejected(steps: &[CallOutcome], also: &[(usize, Vec<Rejection>)]) -> Vec<Rejected> {
    let mut also = also.iter().peekable();
    steps
        .iter()
        .enumerate()
        .filter_map(|(call, step)| {
            let why = step.result.err()?;
            let more = also
                .next_if(|(i, _)| *i == call)
                .map(|(_, more)| more.iter().copied().map(Reason).collect());
            Some(Rejected {
                call,
                reason: Reason(why),
                also: more.unwrap_or_default(),
            })
        })
        .collect()
}
