//! `ttt-judge validate`: check cases against every constraint of their
//! problem statement, and optionally report how well they cover the limits.

mod constraints;
mod layout;
mod testlib;

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use ttt_judge::Case;
use ttt_judge::case::{CaseError, ErrorKind, Place};
use ttt_judge::validate::{Constraint, Summary, validate};

use crate::cli::args::VariantArg;
use crate::cli::io::{Cases, Source, fixture, warn};
use crate::cli::outcome::Outcome;
use crate::cli::system::JudgeSystem;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

/// Check cases against every constraint of their problem statement.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge validate cases.jsonl\n",
    "  ttt-judge validate pkg/data        # every test in it and its subfolders\n",
    "  ttt-judge gen --variant multi --count 100 | ttt-judge validate --summary\n\n",
    "Each problem is a line on stdout naming the case, the place, the value and\n",
    "the rule, for example\n",
    "  case 3 (cases.jsonl:3): rows[17] = 1000000001 is outside [-10^9, 10^9]\n",
    "A case that cannot be read at all (bad JSON, a wrong type, an unknown field,\n",
    "marks that are not distinct printable characters, lists of unequal length)\n",
    "is reported on stderr, as `run` reports it.\n\n",
    "Exit status:\n",
    "  0  every case is valid\n",
    "  1  some case breaks a constraint\n",
    "  2  an input or a case could not be read",
))]
pub(crate) struct Args {
    /// Files of cases (JSON Lines, or JSON values one after another; `-` or
    /// none reads stdin), fixtures (an inline fixture's inputs), tests
    /// (`NAME.in`), or folders of them, read with their subfolders, as
    /// `grade` reads them.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    variant: VariantArg,
    /// After the problems, print per variant the range of each bounded
    /// quantity and whether its limits were hit, how the games end, the
    /// rejected calls by kind, and the cases identical to an earlier one.
    #[arg(long)]
    summary: bool,
    /// Be a judge system's input validator: kattis (Kattis and DOMjudge:
    /// exit 42 valid, 43 not) or testlib (exit 0 valid, 3 not). The
    /// problems go to stderr, and an input with no case is not valid.
    #[arg(long, value_name = "SYSTEM", value_parser = validator_systems())]
    protocol: Option<JudgeSystem>,
    /// Also require the one layout of a package's test files: each case on
    /// a line of its own, in the named form, compact, as `ttt-judge
    /// package` writes it, and nothing else (no added spaces, blank lines
    /// or carriage returns). The package's input validator asks for it.
    #[arg(long)]
    canonical: bool,
    /// Write BAPCtools' constraints file to PATH: a line for each bound of
    /// the statement the input reads (`LOC NAME HAS_LOW HAS_HIGH VMIN VMAX
    /// LOW HIGH`: whether a value was the lower and the upper limit, the
    /// least and most value, the limits), which `bt constraints` merges
    /// over the test files.
    #[arg(long = "constraints_file", value_name = "PATH")]
    constraints_file: Option<PathBuf>,
    #[command(flatten)]
    testlib: testlib::TestlibFlags,
}

/// The judge systems whose input validators have a convention, by name,
/// listed in `--help` with their exit statuses.
fn validator_systems() -> impl TypedValueParser<Value = JudgeSystem> {
    use clap::ValueEnum;
    let values = JudgeSystem::value_variants().iter().filter_map(|system| {
        let (valid, invalid) = system.validator_statuses()?;
        let help = format!(
            "{}: the input on stdin, exit {valid} when valid, {invalid} not",
            system.title()
        );
        Some(PossibleValue::new(system.name()).help(help))
    });
    PossibleValuesParser::new(values).map(|name| {
        JudgeSystem::from_str(&name, false).expect("the parser accepts only the names listed")
    })
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let as_testlib = args.protocol == Some(JudgeSystem::Testlib);
    if let Err(usage) = args.testlib.check(as_testlib) {
        return Ok(match as_testlib {
            true => testlib::failed(&usage),
            false => {
                warn(&usage.to_string());
                Outcome::Trouble
            }
        });
    }
    match validate_all(&args, as_testlib) {
        // Whatever goes wrong under testlib is its failure, said once.
        Err(e) if as_testlib => Ok(testlib::failed(&format!("{e:#}"))),
        done => done,
    }
}

/// Validates the inputs `args` names (stdin alone `as_testlib`, as a
/// testlib validator reads no other).
fn validate_all(args: &Args, as_testlib: bool) -> Result<Outcome> {
    // A judge system shows stderr to the problem's author; stdout may be
    // the next program's input.
    let mut tally = Validation {
        out: BufWriter::new(match args.protocol {
            Some(_) => Box::new(io::stderr().lock()),
            None => Box::new(io::stdout().lock()),
        }),
        summary: Summary::new(),
        invalid: 0,
        strays: 0,
        unreadable: false,
        cases: 0,
        tagged: args.protocol.is_some(),
    };
    let sources = match args.files.is_empty() || as_testlib {
        true => vec![Source::Stdin],
        false => fixture::sources(&args.files)?,
    };
    match args.canonical {
        true => layout::each_source(sources, args.variant.variant, &mut tally)?,
        false => {
            for item in Cases::new(sources, args.variant.variant) {
                match item {
                    Err(message) => tally.unreadable(&message)?,
                    Ok((place, case)) => {
                        tally.case(&place, case)?;
                    }
                }
            }
        }
    }
    let Validation {
        mut out,
        summary,
        invalid,
        strays,
        unreadable,
        cases,
        ..
    } = tally;
    if args.summary {
        write!(out, "{summary}")?;
    }
    out.flush()?;
    if let Some(file) = &args.testlib.overview {
        testlib::write_overview(file, &summary)?;
    }
    if let Some(file) = &args.constraints_file {
        let lines = constraints::lines(&summary);
        std::fs::write(file, lines).with_context(|| format!("cannot write {}", file.display()))?;
    }
    if invalid > 0 {
        let cases = match invalid {
            1 => "1 case breaks".to_string(),
            n => format!("{n} cases break"),
        };
        warn(&format!("{cases} a constraint"));
    }
    if strays > 0 {
        warn(match strays {
            1 => "an input is not laid out as a test file",
            _ => "inputs are not laid out as test files",
        });
    }
    let invalid = invalid + strays;
    if let Some(convention) = args.protocol {
        return Ok(told(convention, cases, unreadable || invalid > 0));
    }
    Ok(Outcome::of(unreadable, invalid))
}

/// What validation has found so far, and where its problems are written.
pub(crate) struct Validation {
    /// Where the problems go: stdout, or stderr under a protocol.
    out: BufWriter<Box<dyn Write>>,
    /// What `--summary` prints.
    summary: Summary,
    /// Cases that break a constraint.
    invalid: usize,
    /// Inputs that leave the test files' layout (`--canonical`).
    strays: usize,
    /// Whether an input or a case could not be read.
    unreadable: bool,
    /// Cases read.
    cases: usize,
    /// Whether each problem ends with the constraint it breaks,
    /// `(constraint NAME)`, as a judge system's input validator says it
    /// so that a self-test can tell an input was rejected for its reason.
    tagged: bool,
}

impl Validation {
    /// Notes an input or a case that could not be read, on stderr.
    fn unreadable(&mut self, message: &dyn std::fmt::Display) -> Result<()> {
        self.out.flush()?;
        warn(&message.to_string());
        self.unreadable = true;
        Ok(())
    }

    /// Validates one case read at `place`; the case, when it could be read.
    fn case(&mut self, place: &Place, case: Result<Case, CaseError>) -> Result<Option<Case>> {
        let case = match case {
            Ok(case) => case,
            Err(error) => {
                let constraint = match &error.kind {
                    ErrorKind::Read(kind) if self.tagged => Constraint::of_error(kind),
                    _ => None,
                };
                match constraint {
                    Some(constraint) => {
                        self.unreadable(&format!("{error} (constraint {constraint})"))?
                    }
                    None => self.unreadable(&error)?,
                }
                self.summary.add_unreadable();
                return Ok(None);
            }
        };
        self.cases += 1;
        let problems = validate(&case);
        for problem in &problems.shown {
            match self.tagged {
                true => writeln!(
                    self.out,
                    "{place}: {problem} (constraint {})",
                    problem.constraint
                )?,
                false => writeln!(self.out, "{place}: {problem}")?,
            }
        }
        let hidden = problems.total - problems.shown.len();
        if hidden > 0 {
            writeln!(self.out, "{place}: and {hidden} more problems")?;
        }
        self.invalid += usize::from(!problems.is_empty());
        self.summary.add(place.number, &case, problems.is_empty());
        Ok(Some(case))
    }

    /// Notes an input that leaves the test data's layout.
    fn stray(&mut self, source: &str, stray: &layout::Stray) -> Result<()> {
        writeln!(self.out, "{source}: {stray}")?;
        self.strays += 1;
        Ok(())
    }
}

/// The status `convention` gives an input of `cases` cases, `broken` when
/// one could not be read or breaks a constraint; an input with no case is
/// not a test.
fn told(system: JudgeSystem, cases: usize, broken: bool) -> Outcome {
    let (valid, not_valid) = system
        .validator_statuses()
        .expect("--protocol takes only systems with a validator convention");
    if cases == 0 && !broken {
        warn("the input holds no case");
        return Outcome::Exit(not_valid);
    }
    Outcome::Exit(if broken { not_valid } else { valid })
}
