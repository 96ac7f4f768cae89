//! Grading cases in order until one gets a verdict the caller looks for:
//! what a hunt needs, which wants the first failing case of many, not the
//! verdicts of the cases after it. A case that breaks its batch's process
//! (a crash, a time limit) costs the same runs as in [`Trial::grade`], but
//! the cases after it cost none.

use anyhow::Result;
use ttt_judge::Variant;

use super::{Graded, Task, Trial};
use crate::runner::{CompileError, Runner};

/// What [`Trial::grade_until`] gave.
#[derive(Clone, Debug)]
pub struct Until {
    /// The verdicts given, in order: of every case, or of the cases up to
    /// the one picked, which is the last.
    pub graded: Vec<Graded>,
    /// `Some` when the last verdict was picked: `Some(true)` when it was
    /// given in a process of its own (the case ran alone), `Some(false)`
    /// when in a process shared with the cases before it.
    pub picked: Option<bool>,
}

impl<R: Runner> Trial<R> {
    /// Grades `tasks`, all of `variant`, in order and in as few processes
    /// as [`Trial::grade`] does, but stops at the first verdict `wanted`
    /// picks.
    pub fn grade_until(
        &self,
        variant: Variant,
        tasks: &[Task],
        wanted: &dyn Fn(&Graded) -> bool,
    ) -> Result<Until> {
        let program = match self.program(variant)? {
            Ok(program) => program,
            Err(CompileError(_)) => {
                let graded = self.grade(variant, tasks, false)?;
                return Ok(picked(Vec::new(), graded, wanted, false));
            }
        };
        let mut graded = Vec::new();
        let mut rest = tasks;
        // Once a process answered none of its cases, each case goes alone,
        // as in `Trial::grade`.
        let mut each_alone = false;
        while let Some(first) = rest.first() {
            if rest.len() == 1 || each_alone {
                let one = self.one(variant, &program, first)?;
                let until = picked(graded, vec![one], wanted, true);
                if until.picked.is_some() {
                    return Ok(until);
                }
                (graded, rest) = (until.graded, &rest[1..]);
                continue;
            }
            let batch = self.batch(variant, &program, rest)?;
            let answered = batch.graded.len();
            let until = picked(graded, batch.graded, wanted, batch.alone);
            if until.picked.is_some() || batch.all {
                return Ok(until);
            }
            graded = until.graded;
            // The first case the process did not answer, alone.
            let one = self.one(variant, &program, &rest[answered])?;
            let until = picked(graded, vec![one], wanted, true);
            if until.picked.is_some() {
                return Ok(until);
            }
            (graded, rest) = (until.graded, &rest[answered + 1..]);
            each_alone = answered == 0;
        }
        Ok(Until {
            graded,
            picked: None,
        })
    }
}

/// `before` and then `more` up to the first that `wanted` picks, if any;
/// `alone` says whether `more` were given in processes of their own.
fn picked(
    mut before: Vec<Graded>,
    more: Vec<Graded>,
    wanted: &dyn Fn(&Graded) -> bool,
    alone: bool,
) -> Until {
    let at = more.iter().position(wanted);
    let taken = at.map_or(more.len(), |at| at + 1);
    before.extend(more.into_iter().take(taken));
    Until {
        graded: before,
        picked: at.map(|_| alone),
    }
}
