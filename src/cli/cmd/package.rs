//! `ttt-judge package DIR --variant V`: write a problem package in the
//! Kattis problem package format (the legacy version that Kattis
//! problemtools' `verifyproblem` checks and DOMjudge imports), with
//! ttt-judge as its input and output validator.

mod data;
mod programs;
mod statement;
mod zip;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::cli::args::{SeedArg, VariantArg, parse_seconds};
use crate::cli::outcome::Outcome;
use data::{GenSpec, Test, parse_gen};
use programs::{BINARY, File};

/// Write a Kattis problem package with ttt-judge as its validators.
#[derive(clap::Args, Debug)]
#[command(mut_arg("variant", |a| a.required(true).help("The statement: multi, fullline or classic")))]
#[command(after_help = concat!(
    "Examples:\n",
    "  ttt-judge package pkg --variant classic --gen random:20 --gen edge-wins:5 \\\n",
    "      --accepted classic.py --wrong-answer buggy.py --zip\n",
    "  verifyproblem pkg\n\n",
    "The package holds problem.yaml, .timelimit (the time limit DOMjudge\n",
    "reads), a short statement, data/sample (the statement's examples) and\n",
    "data/secret (*.in one case in the named form, *.ans the judge's answer),\n",
    "input_validators/ and output_validators/ (a build and run pair around a\n",
    "copy of this binary, which must run on the judge host), include/<language>/\n",
    "(the harness around function-style submissions) and submissions/.\n",
    "Without --cases or --gen, data/secret holds --gen random:10.\n\n",
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
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let variant = args.variant.variant.expect("clap requires --variant");
    ready(&args.dir)?;
    let gens = match (args.cases.is_empty(), args.gens.is_empty()) {
        (true, true) => vec![parse_gen("random")?],
        _ => args.gens.clone(),
    };
    let mut files = vec![
        File::text("problem.yaml", statement::problem_yaml(variant)),
        File::text(".timelimit", format!("{}\n", args.time_limit.as_secs_f64())),
        File::text(
            "problem_statement/problem.en.tex",
            statement::statement(variant),
        ),
    ];
    files.extend(tests("data/sample", data::samples(variant)?));
    let secret = data::secret(variant, &args.cases, &gens, args.seed.seed)?;
    files.extend(tests("data/secret", secret));
    files.extend(programs::validators(variant));
    let binary = std::env::current_exe().context("cannot find the running binary")?;
    let binary = fs::read(&binary).with_context(|| format!("cannot read {}", binary.display()))?;
    for folder in ["input_validators/ttt", "output_validators/ttt"] {
        let copy = File::binary(format!("{folder}/{BINARY}"), binary.clone());
        files.push(File {
            executable: true,
            ..copy
        });
    }
    files.extend(programs::includes(variant));
    files.extend(submissions("accepted", &args.accepted)?);
    files.extend(submissions("wrong_answer", &args.wrong_answer)?);
    write(&args.dir, &files)?;
    if args.zip {
        let mut name = args.dir.clone().into_os_string();
        name.push(".zip");
        zip::write(Path::new(&name), &files)?;
    }
    Ok(Outcome::Success)
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
fn tests(folder: &str, tests: Vec<Test>) -> Vec<File> {
    let mut files = Vec::new();
    for test in tests {
        let stem = format!("{folder}/{}", test.stem);
        files.push(File::binary(format!("{stem}.in"), test.input));
        files.push(File::binary(format!("{stem}.ans"), test.answer));
    }
    files
}

/// The submissions of a `kind` (`accepted`, `wrong_answer`), each by its
/// own file name.
fn submissions(kind: &str, sources: &[PathBuf]) -> Result<Vec<File>> {
    let mut files: Vec<File> = Vec::new();
    for source in sources {
        let name = source
            .file_name()
            .with_context(|| format!("{}: not a file", source.display()))?;
        let path = format!("submissions/{kind}/{}", name.to_string_lossy());
        if files.iter().any(|f| f.path == path) {
            bail!(
                "{}: two {kind} submissions have this name",
                source.display()
            );
        }
        let bytes =
            fs::read(source).with_context(|| format!("cannot read {}", source.display()))?;
        files.push(File::binary(path, bytes));
    }
    Ok(files)
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
