//! The text of the `--summary` report: a header line over all cases, then
//! per variant its limits, outcomes and duplicates.

use std::fmt;

use super::{Span, Summary, VariantSummary};
use crate::case::Variant;

impl Span {
    /// `name: 3 to 200 (limits 3 and 200: both hit)`.
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
        let hit = match (self.lower_hit, self.upper_hit) {
            (true, true) => "both hit",
            (true, false) => "lower hit",
            (false, true) => "upper hit",
            (false, false) => "neither hit",
        };
        writeln!(
            f,
            "  {name}: {lo} to {hi} (limits {lower} and {upper}: {hit})"
        )
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cases: usize = self.variants.iter().map(|v| v.cases).sum();
        let invalid: usize = self.variants.iter().map(|v| v.invalid).sum();
        writeln!(
            f,
            "{} cases: {} valid, {invalid} invalid, {} could not be read",
            cases + self.unreadable,
            cases - invalid,
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
    fn write(&self, f: &mut fmt::Formatter<'_>, variant: Variant) -> fmt::Result {
        writeln!(
            f,
            "{variant}: {} cases, {} invalid",
            self.cases, self.invalid
        )?;
        match variant {
            Variant::Multi => {
                self.n.line(f, "n", "3", "200")?;
                self.players.line(f, "K", "2", "16")?;
                self.moves.line(f, "M", "0", "40000")?;
                self.coords.line(f, "rows and cols", "-10^9", "10^9")?;
            }
            Variant::FullLine => {
                self.n.line(f, "n", "1", "1000")?;
                self.moves.line(f, "moves", "1", "min(n², 100000)")?;
                self.coords.line(f, "rows and cols", "0", "n-1")?;
            }
            Variant::Classic => {
                self.moves.line(f, "moves", "1", "9")?;
                self.coords.line(f, "rows and cols", "0", "2")?;
            }
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
                .map(|(k, count)| format!("k = {k} in {count}"))
                .collect();
            match ks.is_empty() {
                true => writeln!(f, "  \"k\" (extension, not in the statement): unused")?,
                false => writeln!(
                    f,
                    "  \"k\" (extension, not in the statement): {}",
                    ks.join(", ")
                )?,
            }
        }
        let mut results = self.results.clone();
        let fixed: &[(u8, &str)] = match variant {
            Variant::Multi => &[(1, "TIE"), (2, "IN_PROGRESS")],
            Variant::FullLine => &[
                (0, "player 1 wins"),
                (0, "player 2 wins"),
                (1, "draw (full board)"),
                (2, "no winner yet"),
            ],
            Variant::Classic => &[(0, "A"), (0, "B"), (1, "Draw"), (2, "Pending")],
        };
        for (rank, label) in fixed {
            results.entry((*rank, label.to_string())).or_default();
        }
        let each: Vec<String> = results
            .iter()
            .map(|((_, label), count)| format!("{label} {count}"))
            .collect();
        writeln!(f, "  results: {}", each.join(", "))?;
        if variant == Variant::Multi {
            let [over, turn, bounds, taken] = self.rejections;
            writeln!(
                f,
                "  INVALID calls: {} (GAME_OVER {over}, WRONG_TURN {turn}, OUT_OF_BOUNDS {bounds}, OCCUPIED {taken})",
                over + turn + bounds + taken
            )?;
        }
        Ok(())
    }
}
