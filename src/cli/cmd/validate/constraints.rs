//! `validate --constraints_file PATH`: BAPCtools' constraints file, the
//! bounds of the statement as the data reaches them, one line each:
//! `LOC NAME HAS_LOW HAS_HIGH VMIN VMAX LOW HIGH`, as BAPCtools'
//! `validation.h` writes it. LOC tells a bound from every other
//! (`multi.n`), NAME is the statement's word for it (`n`, `K`, `M`,
//! `moves`, `row`, `col`, `rows`, `cols`), HAS_LOW and HAS_HIGH are 1 when some value was
//! its lower or upper limit, VMIN and VMAX the least and most value, LOW and
//! HIGH the limits (the widest, where a limit depends on the case: a row of
//! `fullline` is at most n-1). A bound the input never reads has no line.

use std::fmt::Write;

use ttt_judge::Variant;
use ttt_judge::validate::Summary;

/// The constraints file's text for `summary`.
pub(super) fn lines(summary: &Summary) -> String {
    let mut text = String::new();
    for (variant, seen) in Variant::ALL.iter().zip(&summary.variants) {
        for bound in seen.bounds(*variant) {
            let span = bound.span;
            let (Some((vmin, vmax)), Some((low, high))) = (span.range, span.allowed) else {
                continue;
            };
            let (has_low, has_high) = (u8::from(span.lower.hit), u8::from(span.upper.hit));
            let _ = writeln!(
                text,
                "{variant}.{id} {id} {has_low} {has_high} {vmin} {vmax} {low} {high}",
                id = bound.id
            );
        }
    }
    text
}
