//! `ttt-judge package DIR --variant V`: write a problem package in the
//! Kattis problem package format, legacy (what Kattis problemtools'
//! `verifyproblem` checks and DOMjudge imports) or 2025-09 (what
//! BAPCtools checks), with ttt-judge as its input and output validator.

mod data;
mod dmoj;
mod html;
mod interactive;
mod layout;
mod pdf;
mod programs;
mod selfcheck;
mod statement;
mod zip;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::cli::args::{SandboxArg, SeedArg, VariantArg, parse_seconds};
use crate::cli::io::warn;
use crate::cli::outcome::Outcome;
use data::{GenSpec, Test, parse_gen};
use layout::{About, Format, Io, Layout, Verdict};
use programs::File;
use ttt_judge::Variant;

/// The secret data without `--cases` or `--gen`: together they reach every
/// bound of the statement and every kind of ending (`validate --summary`).
const DEFAULT_GENS: [&str; 6] = [
    "random:10",
    "min:1",
    "max:1",
    "tie:2",
    "late-win:2",
    "edge-wins:8",
];

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
    "Without --cases or --gen, data/secret holds --gen random:10 --gen min:1\n",
    "--gen max:1 --gen tie:2 --gen late-win:2 --gen edge-wins:8, which reach\n",
    "every bound of the statement and every kind of ending.\n\n",
    "--format legacy (the default) is the format problemtools and Kattis\n",
    "read; --format 2025-09 the newer one BAPCtools reads: problem.yaml\n",
    "with problem_format_version and limits.time_limit, statement/,\n",
    "output_validator/, data/test_group.yaml (answers compared case by case),\n",
    "submissions/submissions.yaml (each jury submission's verdicts) and\n",
    "include/python3/__main__.py; --format both writes DIR/legacy and\n",
    "DIR/2025-09; --format domjudge the legacy format as DOMjudge imports it,\n",
    "also as DIR.zip: no input_validators/ (DOMjudge never runs them, so the\n",
    "one copy of this binary is the output validator's), problem.pdf beside\n",
    "the LaTeX statement (where pdflatex is installed), whole-program\n",
    "submissions. --io program (for DOMjudge and BAPCtools, which do not read\n",
    "include/) makes a submission a whole program reading the cases on stdin\n",
    "and printing one answer line each, as ttt-judge run does: the package has\n",
    "no include/ and each jury solution is joined to its harness into one file\n",
    "(a Java one as NAME/Main.java). --license, --rights-owner and --source\n",
    "fill problem.yaml's keys.\n\n",
    "Before anything is written, each jury submission is graded on the tests,\n",
    "a process a test as a judge system runs it (in the box --sandbox names),\n",
    "and must get its folder's verdict; the slowest accepted run sets the time\n",
    "limit (twice it, rounded up to a whole second, as the 2025-09 format's\n",
    "ac_to_time_limit does) unless --time-limit is given. stdout says how the\n",
    "limit was set and what the tests reach; stderr warns of a run within the\n",
    "band where another machine may judge it otherwise. --no-check skips it.\n\n",
    "With --interactive (--variant multi, the legacy format): an interactive\n",
    "problem instead, in which a submission is a bot for statement 000's game\n",
    "speaking the arena's JSON-lines protocol, and `ttt-judge interact` is the\n",
    "interactor, playing the built-in bots (data/ holds its duels; --cases and\n",
    "--gen are not taken; --accepted and --wrong-answer add whole programs).\n\n",
    "Exit status:\n",
    "  0  the package was written\n",
    "  2  it could not be (DIR is not empty, a case breaks its statement's\n",
    "     limits, a jury submission is not function-style or misses its\n",
    "     folder's verdict, a file cannot be read)",
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
    /// Solutions that must exceed the time limit (by the 2025-09 format's
    /// margin, 1.5 times it, to be safely so).
    #[arg(long, value_name = "FILE", num_args = 1..)]
    time_limit_exceeded: Vec<PathBuf>,
    /// Solutions that must fail at run time.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    run_time_error: Vec<PathBuf>,
    /// Write the package without grading its submissions first (by
    /// default each is graded on the package's tests and must get its
    /// folder's verdict, and the accepted ones' times set the time limit).
    #[arg(long)]
    no_check: bool,
    #[command(flatten)]
    sandbox: SandboxArg,
    /// Also write DIR.zip, for DOMjudge's problem import.
    #[arg(long)]
    zip: bool,
    /// The time limit per test file, in seconds (`.timelimit`, which
    /// DOMjudge reads, and 2025-09's `limits.time_limit`). By default it is
    /// set from the accepted submissions' slowest run, as the 2025-09
    /// format's formula does (twice it, rounded up to a whole second), or
    /// 2 s when there is none. Kattis and problemtools set their own.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<std::time::Duration>,
    /// The package format: legacy (problemtools, Kattis), 2025-09
    /// (BAPCtools), both (written as DIR/legacy and DIR/2025-09), domjudge
    /// (the legacy format as DOMjudge imports it, with DIR.zip: no input
    /// validator, whole-program submissions), or dmoj (a DMOJ problem
    /// folder: init.yml, a checker module, the tests; whole-program
    /// submissions).
    #[arg(long, value_enum, default_value = "legacy")]
    format: FormatArg,
    /// The form of a submission: function (the statement's function or
    /// class, with the harness in include/) or program (a whole program
    /// reading the cases on stdin; the jury solutions are joined to their
    /// harness, for judge systems that do not read include/). By default
    /// function, and program for --format domjudge and dmoj.
    #[arg(long, value_enum)]
    io: Option<Io>,
    /// problem.yaml's `license`, one of the formats' own.
    #[arg(
        long,
        value_name = "LICENSE",
        default_value = "cc by-sa",
        value_parser = clap::builder::PossibleValuesParser::new(LICENSES)
    )]
    license: String,
    /// problem.yaml's `rights_owner` [default: ttt-judge, and none for a
    /// problem in the public domain, which cannot have one].
    #[arg(long, value_name = "OWNER")]
    rights_owner: Option<String>,
    /// problem.yaml's `source`.
    #[arg(long, value_name = "SOURCE", default_value = "ttt-judge")]
    source: String,
    /// Write an interactive problem: a submission is a bot for statement
    /// 000's game, and `ttt-judge interact` plays the built-in bots
    /// against it (--variant multi, --format legacy).
    #[arg(long)]
    interactive: bool,
}

/// The licenses problemtools and BAPCtools know.
const LICENSES: [&str; 7] = [
    "cc by-sa",
    "cc by",
    "cc0",
    "public domain",
    "educational",
    "permission",
    "unknown",
];

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
    /// The legacy format as DOMjudge imports it, with DIR.zip: the
    /// output validator alone (no copy of the binary DOMjudge never runs),
    /// whole-program submissions, the statement as a PDF.
    Domjudge,
    /// A DMOJ problem folder (init.yml, a checker module), whole-program
    /// submissions.
    Dmoj,
}

/// What the command does, from its arguments.
struct Config {
    dir: PathBuf,
    variant: Variant,
    /// The packages to write: their format and their folder.
    layouts: Vec<(Format, PathBuf)>,
    /// Whether DIR is a DMOJ problem folder instead.
    dmoj: bool,
    io: Io,
    cases: Vec<PathBuf>,
    gens: Vec<GenSpec>,
    seed: u64,
    /// The jury submissions, each with its folder's verdict.
    jury: Vec<selfcheck::Jury>,
    /// Whether they are graded before the package is written.
    check: bool,
    /// The box they are graded in.
    sandbox: SandboxArg,
    zip: bool,
    time_limit: Option<std::time::Duration>,
    about: About,
    interactive: bool,
}

/// The configuration, from the arguments.
fn config(args: Args) -> Result<Config> {
    let variant = args.variant.variant.expect("clap requires --variant");
    if args.interactive {
        interactive::refuse(
            variant,
            args.format != FormatArg::Legacy,
            &args.cases,
            &args.gens,
        )?;
    }
    let layouts = match args.format {
        FormatArg::Legacy => vec![(Format::Legacy, args.dir.clone())],
        FormatArg::V2025_09 => vec![(Format::V2025_09, args.dir.clone())],
        FormatArg::Both => vec![
            (Format::Legacy, args.dir.join(Format::Legacy.name())),
            (Format::V2025_09, args.dir.join(Format::V2025_09.name())),
        ],
        FormatArg::Domjudge => vec![(Format::Domjudge, args.dir.clone())],
        FormatArg::Dmoj => Vec::new(),
    };
    let whole_programs = matches!(args.format, FormatArg::Domjudge | FormatArg::Dmoj);
    let io = match args.io {
        Some(Io::Function) if whole_programs => bail!(
            "--io function: {} does not read include/, where a function-style \
             submission's harness is, so its submissions are whole programs (--io program)",
            match args.format {
                FormatArg::Dmoj => "DMOJ",
                _ => "DOMjudge",
            }
        ),
        Some(io) => io,
        None if whole_programs => Io::Program,
        None => Io::Function,
    };
    let rights_owner = match (args.license.as_str(), args.rights_owner) {
        ("public domain", Some(_)) => bail!(
            "--rights-owner: a problem in the public domain has no rights owner \
             (problemtools and BAPCtools refuse one)"
        ),
        ("public domain", None) => None,
        (_, owner) => Some(owner.unwrap_or_else(|| "ttt-judge".to_string())),
    };
    let gens = match (args.cases.is_empty(), args.gens.is_empty()) {
        (true, true) => DEFAULT_GENS
            .iter()
            .map(|spec| parse_gen(spec))
            .collect::<Result<_, _>>()?,
        _ => args.gens,
    };
    Ok(Config {
        dir: args.dir,
        variant,
        layouts,
        dmoj: args.format == FormatArg::Dmoj,
        io,
        cases: args.cases,
        gens,
        seed: args.seed.seed,
        jury: [
            (Verdict::Accepted, args.accepted),
            (Verdict::WrongAnswer, args.wrong_answer),
            (Verdict::TimeLimitExceeded, args.time_limit_exceeded),
            (Verdict::RunTimeError, args.run_time_error),
        ]
        .into_iter()
        .flat_map(|(verdict, sources)| {
            sources
                .into_iter()
                .map(move |source| selfcheck::Jury { source, verdict })
        })
        .collect(),
        check: !args.no_check,
        sandbox: args.sandbox,
        zip: args.zip || args.format == FormatArg::Domjudge,
        time_limit: args.time_limit,
        about: About {
            license: args.license,
            rights_owner,
            source: args.source,
        },
        interactive: args.interactive,
    })
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let config = config(args)?;
    ready(&config.dir)?;
    if config.interactive {
        return interactive::execute(&config);
    }
    let variant = config.variant;
    let samples = data::samples(variant)?;
    let secret = data::secret(variant, &config.cases, &config.gens, config.seed)?;
    let (secret, dropped) = data::distinct(&samples, secret);
    for (stem, earlier) in &dropped {
        eprintln!("ttt-judge package: secret case {stem} left out: the same case as {earlier}");
    }
    let submissions = programs::submissions(&config.jury, config.io, variant)?;
    let all: Vec<(String, &Test)> = samples
        .iter()
        .map(|t| (format!("data/sample/{}.in", t.stem), t))
        .chain(
            secret
                .iter()
                .map(|t| (format!("data/secret/{}.in", t.stem), t)),
        )
        .collect();
    let named: Vec<(&str, &Test)> = all.iter().map(|(n, t)| (n.as_str(), *t)).collect();
    // What the tests reach is said of a refused package too: it is often
    // why a submission is not caught.
    let reached = data::reached(variant, &named);
    let time_limit = match config.check && !config.jury.is_empty() {
        true => {
            let sandbox = || config.sandbox.sandbox();
            let checked =
                selfcheck::check(variant, &named, &config.jury, config.time_limit, &sandbox)
                    .inspect_err(|_| print!("{reached}"))?;
            for line in &checked.said {
                println!("{line}");
            }
            for warning in &checked.warnings {
                warn(&format!("package: {warning}"));
            }
            checked.time_limit
        }
        false => config.time_limit.unwrap_or(selfcheck::DEFAULT_TIME_LIMIT),
    };
    print!("{reached}");
    let bapctools = config.layouts.iter().any(|(f, _)| *f == Format::V2025_09);
    if bapctools && config.io == Io::Function && !submissions.is_empty() {
        warn(
            "package: BAPCtools does not copy include/, so function-style submissions \
             fail under `bt run`; --io program makes them whole programs",
        );
    }
    let binary = own_binary()?;
    if config.dmoj {
        write(
            &config.dir,
            &dmoj::files(variant, &named, &binary),
            config.zip,
        )?;
    }
    let statement = statement::statement(variant, config.io);
    let legacy = config.layouts.iter().any(|(f, _)| f.legacy_places());
    // The statement DOMjudge shows: the PDF, or where pdflatex is not
    // installed an HTML page.
    let shown = match legacy {
        false => None,
        true => match pdf::statement_pdf(&statement)? {
            Some(pdf) => Some(("problem_statement/problem.pdf", pdf)),
            None => {
                println!(
                    "statement: pdflatex is not installed, so the statement DOMjudge shows is \
                     problem_statement/problem.html, made from the same LaTeX"
                );
                let page = html::statement_html(&statement)?;
                Some(("problem_statement/problem.html", page.into_bytes()))
            }
        },
    };
    for (format, root) in &config.layouts {
        let layout = Layout {
            format: *format,
            variant,
            io: config.io,
        };
        let mut files = vec![
            File::text(
                "problem.yaml",
                statement::problem_yaml(&layout, &config.about, time_limit),
            ),
            File::text(".timelimit", format!("{}\n", time_limit.as_secs_f64())),
            File::text(
                format!("{}/problem.en.tex", layout.statement_folder()),
                statement::in_format(&statement, layout.format),
            ),
        ];
        if let (true, Some((path, bytes))) = (layout.format.legacy_places(), &shown) {
            files.push(File::binary(*path, bytes.clone()));
        }
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
        if layout.format == Format::V2025_09 {
            files.extend(invalid_inputs(variant));
        }
        files.extend(programs::validators(&layout, &binary));
        if layout.io == Io::Function {
            files.extend(programs::includes(&layout));
        }
        files.extend(submissions.iter().flat_map(|s| s.files()));
        write(root, &files, config.zip)?;
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

/// `data/invalid_input/`, the input validator's self-test: for each
/// constraint of the statement, the inputs that break it alone, as `gen
/// --mode invalid` prints them, each named for its constraint
/// (`03-marks-count.in`), which the validator's message names.
fn invalid_inputs(variant: Variant) -> Vec<File> {
    ttt_judge::generate::invalid(variant)
        .into_iter()
        .enumerate()
        .map(|(i, broken)| {
            let path = format!("data/invalid_input/{:02}-{}.in", i + 1, broken.constraint);
            File::text(path, broken.text + "\n")
        })
        .collect()
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

/// The bytes of this very binary, which the package's programs run.
fn own_binary() -> Result<Vec<u8>> {
    let binary = std::env::current_exe().context("cannot find the running binary")?;
    fs::read(&binary).with_context(|| format!("cannot read {}", binary.display()))
}

/// Writes `files` under `dir`, and with `zipped` also `DIR.zip`.
fn write(dir: &Path, files: &[File], zipped: bool) -> Result<()> {
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
    if zipped {
        let mut name = dir.to_path_buf().into_os_string();
        name.push(".zip");
        zip::write(Path::new(&name), files)?;
    }
    Ok(())
}
