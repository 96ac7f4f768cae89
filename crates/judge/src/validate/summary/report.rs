//! The text of the `--summary` report: a header line over all cases, then
//! per variant its limits, outcomes and duplicates.

use std::fmt;

use super::{Bound, Span, Summary, VariantSummary};
use crate::variant::{Quantity, Variant};

impl Span {
    /// `name: 0 to 10 (lower limit 1: broken by 0; upper limit 9: hit)`.
    fn line(
        &self,
        f: &mut fmt::Formatter<'_>,
        name: &str,
        lower: &str,
        upper: &str,
    ) -> fmt::Result {
        let Some((lo, hi)) = self.range else {
            return writeln!(f, "  {name}: none (limits {lower} and {upper})");
        };
        writeln!(
            f,
            "  {name}: {lo} to {hi} (lower limit {lower}: {}; upper limit {upper}: {})",
            self.lower, self.upper
        )
    }
}

/// `not reached`, `hit`, `broken by 0`, `hit, and broken by 3 values from 10 to 12`.
impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some((least, most)) = self.beyond else {
            return f.write_str(if self.hit { "hit" } else { "not reached" });
        };
        if self.hit {
            f.write_str("hit, and ")?;
        }
        match self.broken {
            1 => write!(f, "broken by {least}"),
            n if least == most => write!(f, "broken by {n} values, all {least}"),
            n => write!(f, "broken by {n} values from {least} to {most}"),
        }
    }
}

/// `1 case`, `3 cases`.
fn cases(count: usize) -> String {
    match count {
        1 => "1 case".to_string(),
        _ => format!("{count} cases"),
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let total: usize = self.variants.iter().map(|v| v.cases).sum();
        let invalid: usize = self.variants.iter().map(|v| v.invalid).sum();
        writeln!(
            f,
            "{}: {} valid, {invalid} invalid, {} could not be read",
            cases(total + self.unreadable),
            total - invalid,
            self.unreadable
        )?;
        for (variant, v) in Variant::ALL.iter().zip(&self.variants) {
            if v.cases > 0 {
                v.write(f, *variant)?;
            }
        }
        Ok(())
    }
}

impl VariantSummary {
    /// The span of one bounded quantity.
    pub(super) fn span(&self, quantity: Quantity) -> &Span {
        match quantity {
            Quantity::Size => &self.n,
            Quantity::Players => &self.players,
            Quantity::Moves => &self.moves,
            Quantity::Rows => &self.rows,
            Quantity::Cols => &self.cols,
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, variant: Variant) -> fmt::Result {
        writeln!(
            f,
            "{variant}: {}, {} invalid",
            cases(self.cases),
            self.invalid
        )?;
        for &(quantity, _, name, lower, upper) in variant.summary_rows().limits {
            self.span(quantity).line(f, name, lower, upper)?;
        }
        self.write_outcomes(f, variant)?;
        let dups: Vec<String> = self
            .duplicates
            .iter()
            .map(|(case, earlier)| format!("case {case} = case {earlier}"))
            .collect();
        match dups.is_empty() {
            true => writeln!(f, "  duplicates: none"),
            false => writeln!(f, "  duplicates: {}", dups.join(", ")),
        }
    }

    fn write_outcomes(&self, f: &mut fmt::Formatter<'_>, variant: Variant) -> fmt::Result {
        if variant == Variant::Multi {
            let ks: Vec<String> = self
                .win_lengths
                .iter()
                .map(|(k, count)| format!("k = {k} in {}", cases(*count)))
                .collect();
            match ks.is_empty() {
                true => writeln!(f, "  \"k\" (extension; the statement fixes 3): unused")?,
                false => writeln!(
                    f,
                    "  \"k\" (extension; the statement fixes 3): {}",
                    ks.join(", ")
                )?,
            }
        }
        if variant == Variant::FullLine {
            let used = match self.named_players {
                0 => "unused".to_string(),
                n => format!("used in {}", cases(n)),
            };
            writeln!(
                f,
                "  \"players\" (extension; the statement alternates them): {used}"
            )?;
        }
        let mut results = self.results.clone();
        let fixed = variant.summary_rows().results;
        for (rank, label) in fixed {
            results.entry((*rank, label.to_string())).or_default();
        }
        let each: Vec<String> = results
            .iter()
            .map(|((_, label), count)| format!("{label} {count}"))
            .collect();
        writeln!(f, "  results: {}", each.join(", "))?;
        let [row, column, diagonal, anti] = self.won_on;
        writeln!(
            f,
            "  won on: a row {row}, a column {column}, a diagonal {diagonal}, \
             an anti-diagonal {anti}, the last cell {}",
            self.won_on_last_cell
        )?;
        if variant == Variant::Multi {
            let [over, turn, bounds, taken] = self.rejections;
            writeln!(
                f,
                "  INVALID calls: {} (GAME_OVER {over}, WRONG_TURN {turn}, OUT_OF_BOUNDS {bounds}, OCCUPIED {taken})",
                over + turn + bounds + taken
            )?;
        }
        let missing = self.endings_missing(variant);
        match missing.is_empty() {
            true => writeln!(f, "  endings not reached: none"),
            false => writeln!(f, "  endings not reached: {}", missing.join(", ")),
        }
    }

    /// The kinds of ending no case reaches.
    pub fn endings_missing(&self, variant: Variant) -> Vec<String> {
        let endings = self.endings(variant).into_iter();
        endings
            .filter(|(_, reached)| !reached)
            .map(|(name, _)| name)
            .collect()
    }

    /// Each kind of ending a case of `variant` may reach, and whether one
    /// does: each result of the statement (each player's win, a full
    /// board, a game left pending), each line a game is won on, a win on
    /// the last cell, and for `multi` each kind of rejected call.
    pub fn endings(&self, variant: Variant) -> Vec<(String, bool)> {
        let mut endings = Vec::new();
        for (rank, label) in variant.summary_rows().results {
            let reached = self.results.contains_key(&(*rank, label.to_string()));
            endings.push((label.to_string(), reached));
        }
        if variant == Variant::Multi {
            let won = self.results.keys().any(|(rank, _)| *rank == 0);
            endings.push(("a win".to_string(), won));
        }
        let lines = [
            "a row",
            "a column",
            "a diagonal",
            "an anti-diagonal",
            "the last cell",
        ];
        let won = self.won_on.iter().chain([&self.won_on_last_cell]);
        for (line, count) in lines.iter().zip(won) {
            endings.push((format!("won on {line}"), *count > 0));
        }
        if variant == Variant::Multi {
            let kinds = ["GAME_OVER", "WRONG_TURN", "OUT_OF_BOUNDS", "OCCUPIED"];
            for (kind, count) in kinds.iter().zip(self.rejections) {
                endings.push((kind.to_string(), count > 0));
            }
        }
        endings
    }
}
