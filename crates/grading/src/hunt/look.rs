//! Grading cases for a hunt: the solution's verdicts, and the reference's
//! when there is one, and the first case of many that fails, confirmed in
//! a process of its own.

use anyhow::{Result, bail};
use ttt_judge::Verdict;

use super::{Seen, Terms};
use crate::runner::Runner;
use crate::trial::{Graded, Task, Trial};

/// The first of `tasks` that fails as `wanted` says when it runs alone,
/// with its index and what was seen of it; `None` when none does.
///
/// Held to the judge, the tasks run in order in as few processes as they
/// can, up to the first that fails ([`Trial::grade_until`]); one that
/// failed in a process it shared runs again alone, and when it does not
/// fail there the cases after it go on. Against a reference, both grade
/// every task, since only the two answers together say which case fails.
pub(super) fn first_failing<R: Runner>(
    trial: &Trial<R>,
    rules: &Terms<'_, R>,
    tasks: &[Task],
    wanted: &dyn Fn(&Seen) -> bool,
) -> Result<Option<(usize, Seen)>> {
    let mut from = 0;
    while let Some(first) = tasks.get(from) {
        let variant = first.case.variant();
        let rest = &tasks[from..];
        let (at, seen, alone) = match rules.against {
            None => {
                let judged = |graded: &Graded| {
                    wanted(&Seen {
                        graded: graded.clone(),
                        reference: None,
                    })
                };
                let until = trial.grade_until(variant, rest, &judged)?;
                let mut graded = compiled(until.graded, "the solution")?;
                let (Some(alone), Some(last)) = (until.picked, graded.pop()) else {
                    return Ok(None);
                };
                let seen = Seen {
                    graded: last,
                    reference: None,
                };
                (graded.len(), seen, alone)
            }
            Some(_) => {
                let seen = see(trial, rules, rest, false)?;
                let Some(at) = seen.iter().position(wanted) else {
                    return Ok(None);
                };
                (at, seen[at].clone(), false)
            }
        };
        if alone {
            return Ok(Some((from + at, seen)));
        }
        let again = see_alone(trial, rules, &rest[at])?;
        if wanted(&again) {
            return Ok(Some((from + at, again)));
        }
        from += at + 1;
    }
    Ok(None)
}

/// `tasks` graded by the solution, and by the reference when there is
/// one, in one process each or one process for all; an error when either
/// does not compile.
fn see<R: Runner>(
    trial: &Trial<R>,
    rules: &Terms<'_, R>,
    tasks: &[Task],
    isolate: bool,
) -> Result<Vec<Seen>> {
    let Some(first) = tasks.first() else {
        return Ok(Vec::new());
    };
    let variant = first.case.variant();
    let graded = compiled(trial.grade(variant, tasks, isolate)?, "the solution")?;
    let reference = match rules.against {
        Some(reference) => {
            let graded = reference.grade(variant, tasks, isolate)?;
            compiled(graded, "the reference")?
                .into_iter()
                .map(Some)
                .collect()
        }
        None => vec![None; graded.len()],
    };
    Ok(graded
        .into_iter()
        .zip(reference)
        .map(|(graded, reference)| Seen { graded, reference })
        .collect())
}

/// `task` seen in a process of its own.
fn see_alone<R: Runner>(trial: &Trial<R>, rules: &Terms<'_, R>, task: &Task) -> Result<Seen> {
    let seen = see(trial, rules, std::slice::from_ref(task), true)?;
    Ok(seen.into_iter().next().expect("one case graded"))
}

/// The verdicts, or the compiler's message when `who` does not compile.
fn compiled(graded: Vec<Graded>, who: &str) -> Result<Vec<Graded>> {
    match graded.iter().find(|g| g.verdict == Verdict::CompileError) {
        Some(g) => bail!(
            "{who} does not compile:\n{}",
            g.message().unwrap_or_default().trim_end()
        ),
        None => Ok(graded),
    }
}
