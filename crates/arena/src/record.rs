//! A game as it was played: a typed record, the statement-000 case it is
//! (every call a bot made, the rejected ones too) and that case's result
//! as `ttt-judge run` gives it, made by the same judge.

use ttt_judge::case::{Call, Calls, MultiCase, write_case_string};
use ttt_judge::{Case, Status, judge};

use crate::config::GameSpec;
use crate::player::Reason;

/// What a game was for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// It won (or was the one seat left by a forfeit).
    Win,
    /// A tie, or a game stopped by another seat's forfeit with more than
    /// one seat left.
    Draw,
    /// Another seat won, or it forfeited.
    Loss,
}

impl Outcome {
    /// `win`, `draw` or `loss`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        }
    }
}

/// A seat's forfeit of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The seat that forfeited.
    pub seat: usize,
    /// Why.
    pub reason: Reason,
    /// What was seen.
    pub detail: String,
}

/// One game, as played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The seating's number in the schedule.
    pub seating: usize,
    /// The game's number in its match.
    pub game: u32,
    /// The bot (its index among the tournament's) in each seat.
    pub seats: Vec<usize>,
    /// The rules.
    pub spec: GameSpec,
    /// Every call, in order: the seat, the row and the column.
    pub calls: Vec<(usize, i64, i64)>,
    /// The game's status at its end.
    pub status: Status,
    /// The forfeit that stopped it, if one did.
    pub forfeit: Option<Forfeit>,
    /// The name each seat's bot gave of itself (a Gomocup brain's
    /// `ABOUT`), when it gave one.
    pub abouts: Vec<Option<String>>,
    /// For each seat that lost, the tail of what its bot wrote on stderr
    /// during the game, when it wrote anything; `None` for the others.
    pub stderr: Vec<Option<String>>,
}

impl GameRecord {
    /// What the game was for each seat.
    pub fn outcomes(&self) -> Vec<Outcome> {
        let seats = self.seats.len();
        (0..seats)
            .map(|seat| match (&self.forfeit, self.status) {
                (Some(f), _) if f.seat == seat => Outcome::Loss,
                (Some(_), _) if seats == 2 => Outcome::Win,
                (Some(_), _) => Outcome::Draw,
                (None, Status::Won(winner)) if winner == seat => Outcome::Win,
                (None, Status::Won(_)) => Outcome::Loss,
                (None, _) => Outcome::Draw,
            })
            .collect()
    }

    /// The statement-000 case the game is, every call in it: the one
    /// place the case is made, for the judge, the replay page and the
    /// JSON.
    pub fn case(&self) -> Case {
        let mut calls = Calls::with_capacity(self.calls.len());
        for &(seat, row, col) in &self.calls {
            calls.push(Call {
                player: self.spec.marks[seat],
                row,
                col,
            });
        }
        Case::Multi(MultiCase {
            size: self.spec.n,
            marks: self.spec.marks.clone(),
            win_length: self.spec.k,
            win_length_given: self.spec.k != ttt_judge::variant::multi::WIN_LENGTH,
            calls,
        })
    }

    /// The case as one line of JSON, by the judge's own writer of the
    /// named form: `{"n", "playerMarks", "players", "rows", "cols"}`, with
    /// `"k"` after the marks when it is not 3.
    pub fn case_json(&self) -> String {
        write_case_string(&self.case())
    }

    /// The case's result, `[[playResult, statusAfter], ...]`, as the judge
    /// writes it for `ttt-judge run`.
    pub fn result(&self) -> String {
        let mut out = Vec::new();
        match judge(&self.case()) {
            Ok(judgement) => judgement.write_json(&mut out),
            Err(e) => unreachable!("the referee's case breaks statement 000's bounds: {e}"),
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// The status as statement 000 writes it: `WIN:X`, `TIE`, `IN_PROGRESS`.
    pub fn status_text(&self) -> String {
        match self.status {
            Status::Won(seat) => format!("WIN:{}", char::from(self.spec.marks[seat])),
            Status::Tie => "TIE".into(),
            Status::InProgress => "IN_PROGRESS".into(),
        }
    }
}
