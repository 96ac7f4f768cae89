//! `ttt-judge package DIR --variant V`: write a problem package in the
//! Kattis problem package format, legacy (what Kattis problemtools'
//! `verifyproblem` checks and DOMjudge imports) or 2025-09 (what
//! BAPCtools checks), with ttt-judge as its input and output validator.

mod data;
mod layout;
mod programs;
mod statement;
mod zip;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::cli::args::{SeedArg, VariantArg, parse_seconds};
use crate::cli::outcome::Outcome;
use data::{GenSpec, Test, parse_gen};
use layout::{About, Format, Io, Layout, Verdict};
use programs::File;
use ttt_judge::Variant;

/// Write a Kattis problem package (legacy or 2025-09) with ttt-judge as
/// its validators.
#[derive(clap::Args, Debug)]
#[command(mut_arg("variant", |a| a.required(true).help("The statement: multi, fullline or classic")))]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge package pkg --variant classic --gen random:20 --gen edge-wins:5 \\\n",
    "      --accepted classic.py --wrong-answer buggy.py --zip\n",
    "  verifyproblem pkg\n",
    "  ttt-judge package tictactoe --variant classic --format 2025-09 --io program \\\n",
    "      --accepted classic.py Classic.java\n",
    "  cd tictactoe && bt validate && bt run\n\n",
    "The package holds problem.yaml, .timelimit (the time limit DOMjudge\n",
    "reads), a short statement, data/sample (the statement's examples) and\n",
    "data/secret (*.in one case in the named form, *.ans the judge's answer),\n",
    "input_validators/ and output_validators/ (a build and run pair around a\n",
    "copy of this binary, which must run on the judge host), include/<language>/\n",
    "(the harness around function-style submissions) and submissions/.\n",
    "Without --cases or --gen, data/secret holds --gen random:10.\n\n",
    "--format legacy (the default) is the format problemtools, Kattis and\n",
    "DOMjudge read; --format 2025-09 the newer one BAPCtools reads: problem.yaml\n",
    "with problem_format_version and limits.time_limit, statement/,\n",
    "output_validator/, data/test_group.yaml (answers compared case by case),\n",
    "submissions/submissions.yaml (each jury submission's verdicts) and\n",
    "include/python3/__main__.py; --format both writes DIR/legacy and\n",
    "DIR/2025-09. --io program (for DOMjudge and BAPCtools, which do not read\n",
    "include/) makes a submission a whole program reading the cases on stdin\n",
    "and printing one answer line each, as ttt-judge run does: the package has\n",
    "no include/ and each jury solution is joined to its harness into one file\n",
    "(a Java one as NAME/Main.java). --license, --rights-owner and --source\n",
    "fill problem.yaml's keys.\n\n",
    "Exit status:\n",
    "  0  the package was written\n",
    "  2  it could not be (DIR is not empty, a case breaks its statement's\n",
    "     limits, a file cannot be read)",
))]
pub(crate) struct Args {
    /// The folder to write; it must not exist or be empty.
    #[arg(value_name = "DIR")]
    dir: PathBuf,
    #[command(flatten)]
    variant: VariantArg,
    /// Files of secret cases (any form `run` reads); each case is a test.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    cases: Vec<PathBuf>,
    /// Generated secret cases: a `gen` mode, and how many (10 without).
    #[arg(long = "gen", value_name = "MODE[:COUNT]", value_parser = parse_gen)]
    gens: Vec<GenSpec>,
    #[command(flatten)]
    seed: SeedArg,
    /// Solutions that must be accepted (source files, as `grade` takes).
    #[arg(long, value_name = "FILE", num_args = 1..)]
    accepted: Vec<PathBuf>,
    /// Solutions that must get a wrong answer.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    wrong_answer: Vec<PathBuf>,
    /// Also write DIR.zip, for DOMjudge's problem import.
    #[arg(long)]
    zip: bool,
    /// The time limit per test file, in seconds, written to `.timelimit`
    /// for DOMjudge (Kattis and problemtools set their own from the
    /// accepted submissions' times).
    #[arg(long, value_name = "SECONDS", default_value = "2", value_parser = parse_seconds)]
    time_limit: std::time::Duration,
    /// The package format: legacy (problemtools, Kattis, DOMjudge), 2025-09
    /// (BAPCtools, DOMjudge 9), or both, written as DIR/legacy and DIR/2025-09.
    #[arg(long, value_enum, default_value = "legacy")]
    format: FormatArg,
    /// The form of a submission: function (the statement's function or
    /// class, with the harness in include/) or program (a whole program
    /// reading the cases on stdin; the jury solutions are joined to their
    /// harness, for judge systems that do not read include/).
    #[arg(long, value_enum, default_value = "function")]
    io: Io,
    /// problem.yaml's `license`.
    #[arg(long, value_name = "LICENSE", default_value = "cc by-sa")]
    license: String,
    /// problem.yaml's `rights_owner`.
    #[arg(long, value_name = "OWNER", default_value = "ttt-judge")]
    rights_owner: String,
    /// problem.yaml's `source`.
    #[arg(long, value_name = "SOURCE", default_value = "ttt-judge")]
    source: String,
}

/// The package formats `--format` names.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum FormatArg {
    /// The legacy Kattis format (problemtools' `verifyproblem`, DOMjudge).
    Legacy,
    /// The 2025-09 format (BAPCtools, DOMjudge 9).
    #[value(name = "2025-09")]
    V2025_09,
    /// Both, as DIR/legacy and DIR/2025-09.
    Both,
}

/// What the command does, from its arguments.
struct Config {
    dir: PathBuf,
    variant: Variant,
    /// The packages to write: their format and their folder.
    layouts: Vec<(Format, PathBuf)>,
    io: Io,
    cases: Vec<PathBuf>,
    gens: Vec<GenSpec>,
    seed: u64,
    accepted: Vec<PathBuf>,
    wrong_answer: Vec<PathBuf>,
    zip: bool,
    time_limit: std::time::Duration,
    about: About,
}

/// The configuration, from the arguments.
fn config(args: Args) -> Result<Config> {
    let variant = args.variant.variant.expect("clap requires --variant");
    let layouts = match args.format {
        FormatArg::Legacy => vec![(Format::Legacy, args.dir.clone())],
        FormatArg::V2025_09 => vec![(Format::V2025_09, args.dir.clone())],
        FormatArg::Both => vec![
            (Format::Legacy, args.dir.join(Format::Legacy.name())),
            (Format::V2025_09, args.dir.join(Format::V2025_09.name())),
        ],
    };
    let gens = match (args.cases.is_empty(), args.gens.is_empty()) {
        (true, true) => vec![parse_gen("random")?],
        _ => args.gens,
    };
    Ok(Config {
        dir: args.dir,
        variant,
        layouts,
        io: args.io,
        cases: args.cases,
        gens,
        seed: args.seed.seed,
        accepted: args.accepted,
        wrong_answer: args.wrong_answer,
        zip: args.zip,
        time_limit: args.time_limit,
        about: About {
            license: args.license,
            rights_owner: args.rights_owner,
            source: args.source,
        },
    })
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let config = config(args)?;
    ready(&config.dir)?;
    let variant = config.variant;
    let samples = data::samples(variant)?;
    let secret = data::secret(variant, &config.cases, &config.gens, config.seed)?;
    let (secret, dropped) = data::distinct(&samples, secret);
    for (stem, earlier) in &dropped {
        eprintln!("ttt-judge package: secret case {stem} left out: the same case as {earlier}");
    }
    let mut submissions = Vec::new();
    for (verdict, sources) in [
        (Verdict::Accepted, &config.accepted),
        (Verdict::WrongAnswer, &config.wrong_answer),
    ] {
        submissions.extend(programs::submissions(verdict, sources, config.io, variant)?);
    }
    let binary = std::env::current_exe().context("cannot find the running binary")?;
    let binary = fs::read(&binary).with_context(|| format!("cannot read {}", binary.display()))?;
    for (format, root) in &config.layouts {
        let layout = Layout {
            format: *format,
            variant,
            io: config.io,
        };
        let mut files = vec![
            File::text(
                "problem.yaml",
                statement::problem_yaml(&layout, &config.about, config.time_limit),
            ),
            File::text(
                ".timelimit",
                format!("{}\n", config.time_limit.as_secs_f64()),
            ),
            File::text(
                format!("{}/problem.en.tex", layout.statement_folder()),
                statement::statement(variant, config.io),
            ),
        ];
        if layout.format == Format::V2025_09 {
            files.push(File::text("data/test_group.yaml", TEST_GROUP));
            files.push(File::text(
                ".bapctools.yaml",
                bapctools_yaml(config.layouts.len() > 1),
            ));
            files.push(File::text(
                "submissions/submissions.yaml",
                programs::submissions_yaml(&submissions),
            ));
        }
        files.extend(tests("data/sample", &samples));
        files.extend(tests("data/secret", &secret));
        files.extend(programs::validators(&layout, &binary));
        if layout.io == Io::Function {
            files.extend(programs::includes(&layout));
        }
        files.extend(submissions.iter().flat_map(|s| s.files()));
        write(root, &files)?;
        if config.zip {
            let mut name = root.clone().into_os_string();
            name.push(".zip");
            zip::write(Path::new(&name), &files)?;
        }
    }
    Ok(Outcome::Success)
}

/// `data/test_group.yaml` of a 2025-09 package: the answers are compared
/// case by case (`"a"` is not `"A"`), which the format's default does not.
const TEST_GROUP: &str = "# An answer's strings are compared case by case: \"a\" is not \"A\".\n\
                          output_validator_args: [case_sensitive]\n";

/// `.bapctools.yaml` of a 2025-09 package, silencing the warnings
/// BAPCtools gives that the package cannot act on: `.timelimit` is
/// deprecated, but DOMjudge 9 reads the time limit only from it, so the
/// package keeps it (equal to `limits.time_limit`); and under `--format
/// both` the folder is called `2025-09`, which is not a problem name.
fn bapctools_yaml(named_by_format: bool) -> String {
    let mut out = String::from(
        "# Warnings silenced, with why:\n\
         # DOMjudge 9 reads the time limit from .timelimit only, so the package keeps\n\
         # it beside limits.time_limit (the two are equal).\n",
    );
    if named_by_format {
        out.push_str(
            "# The folder is named for its format (ttt-judge package --format both);\n\
             # copy it to a folder named for the problem to host it.\n",
        );
    }
    out.push_str("ignore_warning:\n  - \"A .timelimit file is DEPRECATED. Use limits.time_limit instead.\"\n");
    if named_by_format {
        out.push_str("  - \"name does not match [a-z0-9]{1,255}\"\n");
    }
    out
}

/// Refuses a `dir` that holds anything, so nothing is overwritten.
fn ready(dir: &Path) -> Result<()> {
    match fs::read_dir(dir).map(|mut entries| entries.next().is_some()) {
        Ok(true) => bail!("{}: the folder is not empty", dir.display()),
        Ok(false) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", dir.display())),
    }
}

/// The `*.in` and `*.ans` files of `tests` in `folder`.
fn tests(folder: &str, tests: &[Test]) -> Vec<File> {
    let mut files = Vec::new();
    for test in tests {
        let stem = format!("{folder}/{}", test.stem);
        files.push(File::binary(format!("{stem}.in"), test.input.clone()));
        files.push(File::binary(format!("{stem}.ans"), test.answer.clone()));
    }
    files
}

/// Writes `files` under `dir`.
fn write(dir: &Path, files: &[File]) -> Result<()> {
    for file in files {
        let path = dir.join(&file.path);
        let folder = path.parent().expect("a package's file is in a folder");
        fs::create_dir_all(folder)
            .with_context(|| format!("cannot create {}", folder.display()))?;
        fs::write(&path, &file.bytes)
            .with_context(|| format!("cannot write {}", path.display()))?;
        if file.executable {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&path, fs::Permissions::from_mode(0o755))?;
        }
    }
    Ok(())
}
