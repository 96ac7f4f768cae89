//! What a replay page embeds for one case: every step as a few numbers,
//! the texts they point to (each written once), the judge's result of
//! each step, how the game ended, and, on a board too large to draw, the
//! window of each step. The page's script only looks these up: every rule
//! was applied here, by the library's replay and judge.

use std::collections::HashMap;

use serde::Serialize;
use serde::ser::{SerializeTuple, Serializer};
use serde_json::Value;

use super::super::svg::MAX_CELLS;
use super::super::{Focus, Picture, Window};
use crate::case::Case;
use crate::judgement::judge;
use crate::replay::{Played, Replay};
use crate::variant::Variant;

/// The largest integer a script's number holds exactly; larger ones are
/// written as strings.
const EXACT: i128 = (1 << 53) - 1;

/// One case's replay, as a page embeds it.
#[derive(Serialize, Debug)]
pub struct CaseReplay {
    /// The case's number in its input, from 1, for the `#case-N` anchor.
    pub(super) number: usize,
    /// `case 3 (cases.jsonl:3)`.
    pub(super) title: String,
    /// `multi 3×3, 3 in a row wins`.
    board: String,
    /// What a step is called: `call` or `move`.
    unit: &'static str,
    /// The board's side.
    n: Exact,
    /// The character drawn for each mover (players first, then marks that
    /// only ever made a rejected call).
    symbols: Vec<String>,
    /// Each mover's name: `'X'`, `player 1`, `A (X)`.
    names: Vec<String>,
    /// The line saying which character an empty cell is, when not `.`.
    legend: Option<String>,
    /// Every step: `[row, col, mover, result, status]`, and a sixth entry,
    /// the reason, when the step was rejected. `result` indexes
    /// [`CaseReplay::results`] (-1 when the judge refuses the case),
    /// `status` and the reason index [`CaseReplay::texts`].
    pub(super) steps: Vec<StepData>,
    /// The status line before the first step, an index into `texts`.
    status0: usize,
    /// The texts the steps point to, each once.
    texts: Vec<String>,
    /// The judge's result of a step, each distinct one once, as `run`
    /// writes it.
    pub(super) results: Vec<Value>,
    /// The judge's result for the whole game, when it is one value
    /// (`classic`).
    answer: Option<Value>,
    /// Why the judge refuses the case, when it does.
    refused: Option<String>,
    /// The step that ended the game, and the winning run's cells.
    end: Option<LastStep>,
    /// How many rows and columns are drawn.
    cap: Exact,
    /// `[step, first row, first column, focus]` each time the window's
    /// focus changes (none when the whole board is drawn): 0 the winning
    /// run, 2 the top left corner, or 1, following the last accepted move
    /// (the script centres the window on it as [`Window::new`] does, and
    /// says "the last move", or "the last accepted move" after a rejected
    /// call), which keeps a page of 40 000 calls from carrying a window
    /// for each.
    windows: Vec<(usize, Exact, Exact, u8)>,
    /// The step the page opens at.
    pub(super) start: usize,
    /// What a solution answered, on a grading report.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) solution: Option<super::solution::SolutionSide>,
}

/// How a game ended.
#[derive(Serialize, Debug)]
struct LastStep {
    /// The index of the step that ended it.
    step: usize,
    /// The winning run's cells, in order; empty for a full board.
    cells: Vec<(Exact, Exact)>,
}

/// One step: `[row, col, mover, result, status(, reason)]`.
#[derive(Debug)]
pub(super) struct StepData {
    row: Exact,
    col: Exact,
    mover: usize,
    result: i64,
    status: usize,
    reason: Option<usize>,
}

impl Serialize for StepData {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut tuple = serializer.serialize_tuple(5 + usize::from(self.reason.is_some()))?;
        tuple.serialize_element(&self.row)?;
        tuple.serialize_element(&self.col)?;
        tuple.serialize_element(&self.mover)?;
        tuple.serialize_element(&self.result)?;
        tuple.serialize_element(&self.status)?;
        if let Some(reason) = self.reason {
            tuple.serialize_element(&reason)?;
        }
        tuple.end()
    }
}

/// An integer written as a JSON number while a script reads it exactly,
/// else as a string of its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Exact(i128);

impl Serialize for Exact {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match i64::try_from(self.0) {
            Ok(v) if self.0.abs() <= EXACT => serializer.serialize_i64(v),
            _ => serializer.collect_str(&self.0),
        }
    }
}

/// Texts kept once each, by index.
#[derive(Default)]
struct Texts {
    list: Vec<String>,
    seen: HashMap<String, usize>,
}

impl Texts {
    fn index(&mut self, text: String) -> usize {
        if let Some(&i) = self.seen.get(&text) {
            return i;
        }
        self.list.push(text.clone());
        self.seen.insert(text, self.list.len() - 1);
        self.list.len() - 1
    }
}

impl CaseReplay {
    /// Replays `case` (numbered `number`, called `title`), to open at step
    /// `start` (clamped to the case's steps).
    pub fn new(number: usize, title: String, case: &Case, start: usize) -> CaseReplay {
        let mut replay = Replay::new(case);
        let total = replay.total();
        let first = Picture::new(case, replay.game(), None, 0, total);
        let (symbols, names) = movers(&first, case);
        let mut texts = Texts::default();
        let status0 = texts.index(first.status_line());
        let (results, answer, refused) = judged(case);
        let mut page = CaseReplay {
            number,
            title,
            board: first.board(),
            unit: match case.variant() {
                Variant::Multi => "call",
                Variant::FullLine | Variant::Classic => "move",
            },
            n: Exact(i128::from(first.game.rules().size)),
            legend: first.legend(),
            symbols,
            names,
            steps: Vec::with_capacity(total),
            status0,
            texts: Vec::new(),
            results: Vec::new(),
            answer,
            refused,
            end: None,
            cap: Exact(i128::from(first.game.rules().size.min(MAX_CELLS))),
            windows: Vec::new(),
            start: start.min(total),
            solution: None,
        };
        page.windows.extend(window_at(&first, 0));
        let (table, per_step) = distinct(results);
        page.results = table;
        while let Some(played) = replay.next() {
            let picture = Picture::new(case, replay.game(), Some(played), played.index + 1, total);
            page.step(&picture, &played, &mut texts, per_step.get(played.index));
        }
        page.texts = texts.list;
        page
    }

    /// Records one step, seen in `picture`, the game after it.
    fn step(
        &mut self,
        picture: &Picture<'_>,
        played: &Played,
        texts: &mut Texts,
        result: Option<&usize>,
    ) {
        let mover = self.mover_index(picture, played);
        let reason = played
            .result
            .is_err()
            .then(|| texts.index(picture.outcome(played)));
        self.steps.push(StepData {
            row: Exact(i128::from(played.row)),
            col: Exact(i128::from(played.col)),
            mover,
            result: result.map_or(-1, |&r| r as i64),
            status: texts.index(picture.status_line()),
            reason,
        });
        if self.end.is_none() && played.result.is_ok_and(|s| s.is_over()) {
            let cells = picture.game.winning_run().map(|run| {
                run.cells()
                    .map(|c| (Exact(i128::from(c.row)), Exact(i128::from(c.col))))
                    .collect()
            });
            self.end = Some(LastStep {
                step: played.index,
                cells: cells.unwrap_or_default(),
            });
        }
        if let Some(window) = window_at(picture, picture.step)
            && self.windows.last().map(|w| w.3) != Some(window.3)
        {
            self.windows.push(window);
        }
    }

    /// The index of the step's mover in [`CaseReplay::names`].
    fn mover_index(&mut self, picture: &Picture<'_>, played: &Played) -> usize {
        let name = picture.mover(played);
        if let Some(i) = self.names.iter().position(|n| *n == name) {
            return i;
        }
        self.symbols.push(char::from(played.mark).to_string());
        self.names.push(name);
        self.names.len() - 1
    }
}

/// The players' symbols and names, in turn order.
fn movers(picture: &Picture<'_>, case: &Case) -> (Vec<String>, Vec<String>) {
    let players = match case.variant() {
        Variant::Multi => picture.game.rules().marks.len(),
        Variant::FullLine | Variant::Classic => 2,
    };
    (0..players)
        .map(|p| (picture.symbol(p).to_string(), picture.name(p)))
        .unzip()
}

/// The window drawn after `step`, when the board does not fit whole.
fn window_at(picture: &Picture<'_>, step: usize) -> Option<(usize, Exact, Exact, u8)> {
    let window = Window::new(picture, MAX_CELLS);
    let focus = match window.focus? {
        Focus::WinningRun => 0,
        Focus::LastAccepted | Focus::LastMove => 1,
        Focus::Corner => 2,
    };
    Some((
        step,
        Exact(i128::from(window.rows.start)),
        Exact(i128::from(window.cols.start)),
        focus,
    ))
}

/// The judge's result: one value per step (`multi`, `fullline`), or one for
/// the game (`classic`), or why the judge refuses the case.
fn judged(case: &Case) -> (Vec<Value>, Option<Value>, Option<String>) {
    let judgement = match judge(case) {
        Ok(judgement) => judgement,
        Err(refusal) => return (Vec::new(), None, Some(refusal.to_string())),
    };
    let mut written = Vec::new();
    judgement.write_json(&mut written);
    let value: Value = serde_json::from_slice(&written).expect("the judge writes JSON");
    match value {
        Value::Array(steps) => (steps, None, None),
        whole => (Vec::new(), Some(whole), None),
    }
}

/// Each distinct value of `values` once, and the index of each value in
/// that table.
fn distinct(values: Vec<Value>) -> (Vec<Value>, Vec<usize>) {
    let mut table: Vec<Value> = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut index = Vec::with_capacity(values.len());
    for value in values {
        let i = *seen.entry(value.to_string()).or_insert_with(|| {
            table.push(value);
            table.len() - 1
        });
        index.push(i);
    }
    (table, index)
}
