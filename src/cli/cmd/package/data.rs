//! A package's test data: the statement's examples (`data/sample/`) and
//! the secret cases from files or `gen` modes (`data/secret/`), each one
//! case in the named form (what the harnesses read) and the judge's answer.

use std::path::PathBuf;

use anyhow::{Result, bail};
use ttt_judge::answer::{LineFormat, write_result};
use ttt_judge::case::write_case;
use ttt_judge::generate::{Mode, Params, generate};
use ttt_judge::validate::{Summary, validate};
use ttt_judge::{Case, Variant, parse_case};

use crate::cli::args::refused;
use crate::cli::io::{Cases, Source};

/// One test: its file stem, the case line and the answer line (each with
/// its newline).
pub(super) struct Test {
    /// `example-1`, `random-003`.
    pub stem: String,
    /// What `*.in` holds.
    pub input: Vec<u8>,
    /// What `*.ans` holds.
    pub answer: Vec<u8>,
}

/// `--gen MODE[:COUNT]`: a `gen` mode and how many cases of it.
#[derive(Clone, Debug)]
pub(super) struct GenSpec {
    /// The mode.
    pub mode: Mode,
    /// How many cases.
    pub count: u64,
}

/// How many cases `--gen MODE` makes without a count.
const DEFAULT_COUNT: u64 = 10;

/// Reads `MODE[:COUNT]`.
pub(super) fn parse_gen(text: &str) -> Result<GenSpec, crate::cli::args::BadValue> {
    let bad = |why: String| crate::cli::args::BadValue(why);
    let (mode, count) = match text.split_once(':') {
        Some((mode, count)) => {
            let count = count
                .parse::<u64>()
                .ok()
                .filter(|c| (1..=10_000).contains(c));
            let count = count.ok_or_else(|| bad(format!("{text}: COUNT is 1 to 10000")))?;
            (mode, count)
        }
        None => (text, DEFAULT_COUNT),
    };
    let mode = mode.parse::<Mode>().map_err(|e| bad(e.to_string()))?;
    Ok(GenSpec { mode, count })
}

/// The statement's examples for `variant`, as the fixtures hold them.
fn examples(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Multi => &[
            include_str!("../../../../fixtures/seeds/multi-example-1.json"),
            include_str!("../../../../fixtures/seeds/multi-example-2.json"),
        ],
        Variant::FullLine => &[
            include_str!("../../../../fixtures/seeds/fullline-example-1.json"),
            include_str!("../../../../fixtures/seeds/fullline-example-2.json"),
            include_str!("../../../../fixtures/seeds/fullline-example-3.json"),
        ],
        Variant::Classic => &[include_str!(
            "../../../../fixtures/seeds/classic-example-1.json"
        )],
    }
}

/// The sample tests: the statement's examples.
pub(super) fn samples(variant: Variant) -> Result<Vec<Test>> {
    let mut tests = Vec::new();
    for (i, text) in examples(variant).iter().enumerate() {
        let case = parse_case(text.as_bytes(), Some(variant))?;
        tests.push(test(format!("example-{}", i + 1), &case)?);
    }
    Ok(tests)
}

/// The secret tests: the cases of `files`, then those of each `gen` spec
/// from `seed`; every one must keep its statement's limits.
pub(super) fn secret(
    variant: Variant,
    files: &[PathBuf],
    gens: &[GenSpec],
    seed: u64,
) -> Result<Vec<Test>> {
    let mut tests = Vec::new();
    if !files.is_empty() {
        for item in Cases::new(Source::from_args(files), Some(variant)) {
            let (place, case) = item?;
            let case = case?;
            let problems = validate(&case);
            if let Some(problem) = problems.shown.first() {
                bail!("{place}: {problem} (a test must keep its statement's limits)");
            }
            tests.push(test(format!("case-{:03}", place.number), &case)?);
        }
    }
    for spec in gens {
        let params = Params {
            seed,
            ..Params::new(variant, spec.mode)
        };
        params
            .check()
            .map_err(|why| anyhow::anyhow!("{}", refused(&why)))?;
        for index in 0..spec.count {
            let case = generate(&params, index)?;
            tests.push(test(format!("{}-{:03}", spec.mode, index + 1), &case)?);
        }
    }
    Ok(tests)
}

/// The test for `case`, called `stem`.
fn test(stem: String, case: &Case) -> Result<Test> {
    let mut input = Vec::new();
    write_case(case, &mut input);
    input.push(b'\n');
    let mut answer = Vec::new();
    if let Err(kind) = write_result(case, LineFormat::default(), &mut answer) {
        bail!("{stem}: {kind}");
    }
    answer.push(b'\n');
    Ok(Test {
        stem,
        input,
        answer,
    })
}

/// The `secret` tests whose input is not that of an earlier test (sample
/// or secret), so no two test files are the same; and, for each one left
/// out, its stem and the stem of the earlier test it repeats.
pub(super) fn distinct(samples: &[Test], secret: Vec<Test>) -> (Vec<Test>, Vec<(String, String)>) {
    let mut seen: std::collections::HashMap<Vec<u8>, String> = samples
        .iter()
        .map(|t| (t.input.clone(), t.stem.clone()))
        .collect();
    let mut kept = Vec::new();
    let mut dropped = Vec::new();
    for test in secret {
        match seen.get(&test.input) {
            Some(earlier) => dropped.push((test.stem, earlier.clone())),
            None => {
                seen.insert(test.input.clone(), test.stem.clone());
                kept.push(test);
            }
        }
    }
    (kept, dropped)
}

/// What `tests` reach, as `validate --summary` says it: each bound's
/// range and whether its limits are hit, how the games end and which
/// endings no test reaches.
pub(super) fn reached(variant: Variant, tests: &[(&str, &Test)]) -> String {
    let mut summary = Summary::new();
    for (i, (_, test)) in tests.iter().enumerate() {
        if let Ok(case) = parse_case(&test.input, Some(variant)) {
            summary.add(i + 1, &case, true);
        }
    }
    // The first line counts valid cases, which every test is.
    let text = summary.to_string();
    let body = text.split_once('\n').map_or("", |(_, rest)| rest);
    format!("the tests reach (validate --summary):\n{body}")
}
