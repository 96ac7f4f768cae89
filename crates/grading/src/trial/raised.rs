//! A case on which the solution threw an exception that its harness
//! caught, in a batch (`Raise::GoesOn`): instead of ending the process, the
//! harness printed on stderr what the exception would have printed as it
//! ended it, asked for a snapshot of stderr (`raised K` after the K-th
//! case's, `loaded` once before the first), and wrote in place of the
//! answer how the process would have ended (`solution::TO_JUDGE`).
//!
//! The case gets the verdict its own process gives it, with no run of its
//! own: that ending, and the tail of stderr that process would leave,
//! which is what the solution printed as it loaded followed by what it
//! printed on that case, from its `--- case K ---` line on. When the
//! harness could not say how the process would end, or a snapshot is
//! missing, or the batch's run reached its process or disk limit (which
//! no snapshot says the case of), the case runs alone.
//!
//! Nothing here makes a verdict better than the case's own process would:
//! a line in place of an answer is never `AC`, whoever printed it.

use std::collections::HashMap;

use ttt_sandbox::{Exit, Run, stderr_tail};

use crate::solution::TO_JUDGE;

/// What a line in place of an answer says: `None` for an answer; how the
/// case's own process would have ended, when the harness could say.
pub(super) fn said(line: &[u8]) -> Option<Option<Exit>> {
    let rest = line.strip_prefix(TO_JUDGE)?.strip_prefix(b"raised")?;
    if rest.is_empty() {
        return Some(None);
    }
    let ending = std::str::from_utf8(rest)
        .ok()
        .and_then(|text| text.strip_prefix(' '))
        .and_then(|text| text.split_once(' '))
        .and_then(|(how, n)| {
            let n: i32 = n
                .bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| n.parse().ok())??;
            match how {
                "exit" if (1..=255).contains(&n) => Some(Exit::Code(n)),
                "signal" if (1..=64).contains(&n) => Some(Exit::Signal(n)),
                _ => None,
            }
        });
    Some(ending)
}

/// The snapshots a batch's harness asked for: what the solution printed
/// as it loaded, and what it printed on each case that raised, by the
/// case's number in the run.
pub(super) struct Parts<'a> {
    loaded: Option<&'a [u8]>,
    raised: HashMap<usize, &'a [u8]>,
    /// Whether the run reached a limit no snapshot can place.
    doubtful: bool,
}

impl<'a> Parts<'a> {
    /// The snapshots of `run` (the first of each, should the solution have
    /// asked for more itself).
    pub(super) fn of(run: &'a Run) -> Parts<'a> {
        let mut parts = Parts {
            loaded: None,
            raised: HashMap::new(),
            doubtful: run.processes_refused || run.disk_full,
        };
        for snapshot in &run.stderr_snapshots {
            let tail = snapshot.tail.as_slice();
            let line = snapshot.line.as_str();
            if line == "loaded" {
                parts.loaded.get_or_insert(tail);
            } else if let Some(k) = line.strip_prefix("raised ").and_then(|k| k.parse().ok()) {
                parts.raised.entry(k).or_insert(tail);
            }
        }
        parts
    }

    /// The tail of stderr the run's `k`-th case (from 1) would leave in a
    /// process of its own, its `--- case K ---` line as the harness
    /// wrote it; `None` when the snapshots do not say. The part begins at
    /// that line, which follows what the case before printed without a
    /// newline, if anything: alone, nothing comes before it but loading.
    pub(super) fn alone(&self, k: usize) -> Option<String> {
        if self.doubtful {
            return None;
        }
        let (loaded, part) = (self.loaded?, *self.raised.get(&k)?);
        let mark = format!("--- case {k} ---\n");
        let from = memchr::memmem::rfind(part, mark.as_bytes());
        // Without its mark, the part is longer than a tail, which then
        // holds nothing from before it.
        Some(match from {
            Some(at) => stderr_tail(&[loaded, &part[at..]].concat()),
            None => stderr_tail(part),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttt_sandbox::Snapshot;

    fn line(text: &str) -> Vec<u8> {
        [TO_JUDGE, text.as_bytes()].concat()
    }

    #[test]
    fn a_line_in_place_of_an_answer_says_how_the_case_s_process_would_end() {
        assert_eq!(said(&line("raised exit 1")), Some(Some(Exit::Code(1))));
        assert_eq!(said(&line("raised signal 6")), Some(Some(Exit::Signal(6))));
        assert_eq!(said(&line("raised")), Some(None));
        for unsure in [
            "raised exit 0",
            "raised exit +1",
            "raised signal 99",
            "raised soon",
        ] {
            assert_eq!(said(&line(unsure)), Some(None), "{unsure}");
        }
        assert_eq!(said(b"\"A\""), None);
        assert_eq!(said(&line("loaded")), None);
        assert_eq!(said(b"raised exit 1"), None);
    }

    fn snapshot(line: &str, tail: &str) -> Snapshot {
        Snapshot {
            line: line.into(),
            tail: tail.into(),
        }
    }

    #[test]
    fn a_case_s_stderr_alone_is_what_loading_printed_and_its_own_part() {
        let mut run = crate::runner::fake::run(&[] as &[&str], Some(Exit::Code(0)), None);
        let long: String = (0..30).map(|i| format!("line {i}\n")).collect();
        run.stderr_snapshots = vec![
            snapshot("loaded", "loading\n"),
            snapshot(
                "raised 2",
                "--- case 1 ---\nfine\n--- case 2 ---\nTraceback\nValueError\n",
            ),
            snapshot("raised 3", &format!("--- case 3 ---\n{long}")),
            snapshot("raised 4", "not its own\n"),
            snapshot(
                "raised 5",
                "--- case 4 ---\nno newline--- case 5 ---\nboom\n",
            ),
        ];
        let parts = Parts::of(&run);
        assert_eq!(
            parts.alone(2).as_deref(),
            Some("loading\n--- case 2 ---\nTraceback\nValueError\n")
        );
        let tail: String = (10..30).map(|i| format!("line {i}\n")).collect();
        assert_eq!(parts.alone(3), Some(tail));
        assert_eq!(parts.alone(4).as_deref(), Some("not its own\n"));
        assert_eq!(
            parts.alone(5).as_deref(),
            Some("loading\n--- case 5 ---\nboom\n")
        );
        assert_eq!(parts.alone(1), None);
        run.processes_refused = true;
        assert_eq!(Parts::of(&run).alone(2), None);
        run.processes_refused = false;
        run.stderr_snapshots.remove(0);
        assert_eq!(Parts::of(&run).alone(2), None);
    }
}
