//! How many cases got each verdict.

use std::collections::BTreeMap;
use std::fmt;

use ttt_judge::Verdict;

/// How many cases got each verdict, in the order a summary counts them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally(BTreeMap<Verdict, usize>);

impl Tally {
    /// Counts one verdict.
    pub(crate) fn add(&mut self, verdict: Verdict) {
        *self.0.entry(verdict).or_default() += 1;
    }

    /// How many cases got a verdict.
    pub(crate) fn cases(&self) -> usize {
        self.0.values().sum()
    }

    /// How many were accepted.
    pub(crate) fn accepted(&self) -> usize {
        self.0.get(&Verdict::Accepted).copied().unwrap_or(0)
    }

    /// How many were not.
    pub(crate) fn not_accepted(&self) -> usize {
        self.cases() - self.accepted()
    }
}

/// `97 AC, 2 WA, 1 TLE`: each verdict given, in summary order.
impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(v, n)| format!("{n} {v}")).collect();
        f.write_str(&parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_counts_in_summary_order() {
        let mut tally = Tally::default();
        for verdict in [Verdict::TimeLimit, Verdict::Accepted, Verdict::WrongAnswer] {
            tally.add(verdict);
        }
        tally.add(Verdict::Accepted);
        assert_eq!(tally.to_string(), "2 AC, 1 WA, 1 TLE");
        assert_eq!((tally.accepted(), tally.not_accepted()), (2, 2));
    }
}
