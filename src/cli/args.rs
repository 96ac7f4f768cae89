//! Arguments that several commands share, declared once, and the one way
//! a flag's value is read: a library enum by its names ([`named`]), a
//! command line's own enum by `clap::ValueEnum`, anything else by a
//! function that returns a [`BadValue`].

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use ttt_grading::solution::Lang;
use ttt_judge::Variant;
use ttt_judge::generate::{Mode, ParamsError};

use crate::cli::io::Color;

/// Why a flag's value was refused: clap prints it after the flag's name.
#[derive(Debug)]
pub(super) struct BadValue(pub String);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadValue {}

/// A value parser for a library enum, which knows nothing of clap: its
/// `names` are listed in `--help` and completed by shells, and each is
/// read with `FromStr`.
pub(super) fn named<T>(
    names: impl IntoIterator<Item = &'static str>,
) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: fmt::Debug,
{
    PossibleValuesParser::new(names).map(|name| {
        name.parse::<T>()
            .expect("the parser accepts only the names listed")
    })
}

/// `--variant`: read every case as one variant.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct VariantArg {
    /// Read every case as this variant instead of telling it from its shape.
    #[arg(long, value_name = "VARIANT", value_parser = variant_parser())]
    pub variant: Option<Variant>,
}

/// The variants' names, listed in `--help` and completed by shells.
pub(super) fn variant_parser() -> impl TypedValueParser<Value = Variant> {
    named(Variant::ALL.map(Variant::name))
}

/// The languages' names (and the others each is known by), listed in
/// `--help` and completed by shells.
pub(super) fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    let values = Lang::ALL.map(|lang| {
        clap::builder::PossibleValue::new(lang.name()).aliases(lang.names()[1..].iter().copied())
    });
    PossibleValuesParser::new(values)
        .map(|name| Lang::from_name(&name).expect("the parser accepts only the names listed"))
}

/// Why generation parameters were refused, each parameter called by its
/// flag (`--n`, `--i32-extremes`).
pub(crate) fn refused(why: &ParamsError) -> String {
    why.message(&|param| format!("--{}", param.name().replace('_', "-")))
}

/// `--mode` and `--seed`: which cases to generate.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct GenerateArg {
    /// What kind of cases to make.
    #[arg(long, value_name = "MODE", default_value = "random", value_parser = named::<Mode>(Mode::ALL.map(|(_, name)| name)))]
    pub mode: Mode,
    #[command(flatten)]
    pub seed: SeedArg,
}

/// `--seed`: the seed of generated cases.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct SeedArg {
    /// The seed; each case's own seed is drawn from it and the case's index.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
}

/// `--color`: when to colour what a person reads.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct ColorArg {
    /// Colour the report: auto (on a terminal, unless NO_COLOR is set),
    /// always or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = Color::Auto, hide_possible_values = true)]
    pub color: Color,
}

/// `--junit`: the verdicts as JUnit XML too.
#[derive(clap::Args, Debug, Clone)]
pub(super) struct JunitArg {
    /// Also write the verdicts as JUnit XML to FILE, for CI pages: a
    /// testcase per case, each failure's text as the report prints it.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
}

/// `--jobs`: how many threads judge.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct JobsArg {
    /// Judge on this many threads (default: one per core); the output is
    /// the same, in the same order, whatever the number. More than four a
    /// core, or more than 64, are not started: the judge says so and uses
    /// that many.
    #[arg(long, short = 'j', value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,
}

impl JobsArg {
    /// The number of threads to judge on, with a note on stderr when the
    /// number asked for is more than the machine can use.
    pub(super) fn threads(&self) -> usize {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let most = (4 * cores).min(MOST_THREADS);
        match self.jobs {
            None => cores,
            Some(asked) if asked > most => {
                crate::cli::io::warn(&format!(
                    "--jobs {asked} is more threads than this machine can use ({cores} cores); judging on {most}"
                ));
                most
            }
            Some(asked) => asked,
        }
    }
}

/// The most threads started, whatever the machine.
const MOST_THREADS: usize = 64;

/// A number of threads: 1 or more.
fn parse_jobs(text: &str) -> Result<usize, BadValue> {
    match text.parse::<usize>() {
        Ok(0) => Err(BadValue("the number of threads must be at least 1".into())),
        Ok(jobs) => Ok(jobs),
        Err(_) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            Err(BadValue("the number of threads is too large".into()))
        }
        Err(_) => Err(BadValue("expected a number of threads, such as 4".into())),
    }
}

/// How `grade` and `hunt` are given the solution they run: a source file
/// (each command has its own place for it on the command line), or a
/// command after `--`; and the source file's language, when its extension
/// does not say.
#[derive(clap::Args, Debug, Clone)]
pub(super) struct SolutionArg {
    /// Or a command that speaks the judge's format, after `--`: the cases
    /// as JSON Lines on stdin, one answer line per case on stdout.
    #[arg(last = true, value_name = "CMD")]
    command: Vec<std::ffi::OsString>,
    /// The solution's language, when its extension does not say; `pypy` is
    /// Python 3 run by pypy3, as `--python pypy3`.
    #[arg(long, value_name = "LANG", value_parser = solution_lang_parser())]
    lang: Option<(Lang, Option<&'static str>)>,
    /// The interpreter that runs a Python solution instead of python3: pypy3
    /// (as Kattis runs Python 3), or any other, by its name on PATH or a
    /// path. In the strict box it is seen with its installation.
    #[arg(long, value_name = "PROGRAM")]
    python: Option<std::ffi::OsString>,
    #[command(flatten)]
    cache: CacheArg,
}

/// Whether compiled C++ and Java solutions are kept between runs.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct CacheArg {
    /// Compile a C++ or Java source every time, without reading or keeping
    /// the compiled program (kept by default in $TTT_JUDGE_CACHE, else
    /// $XDG_CACHE_HOME/ttt-judge or ~/.cache/ttt-judge, under a digest of
    /// the sources, the compiler and its flags; TTT_JUDGE_CACHE=off turns
    /// it off too).
    #[arg(long)]
    no_cache: bool,
}

impl CacheArg {
    /// The folder compiled solutions are kept in, or `None`.
    pub(super) fn dir(&self) -> Option<PathBuf> {
        match self.no_cache {
            true => None,
            false => ttt_grading::solution::default_cache_dir(),
        }
    }
}

/// `--lang`'s values: the languages' names, and `pypy`, Python 3 run by
/// pypy3.
fn solution_lang_parser() -> impl TypedValueParser<Value = (Lang, Option<&'static str>)> {
    use clap::builder::PossibleValue;
    let values = Lang::ALL
        .map(|lang| PossibleValue::new(lang.name()).aliases(lang.names()[1..].iter().copied()))
        .into_iter()
        .chain([PossibleValue::new(PYPY).alias("pypy3")]);
    PossibleValuesParser::new(values).map(|name| match name.as_str() {
        PYPY | "pypy3" => (Lang::Python, Some("pypy3")),
        name => (
            Lang::from_name(name).expect("the parser accepts only the names listed"),
            None,
        ),
    })
}

/// `--lang pypy`: Python 3, run by pypy3.
const PYPY: &str = "pypy";

impl SolutionArg {
    /// True when a command was given after `--`.
    pub(super) fn has_command(&self) -> bool {
        !self.command.is_empty()
    }

    /// True when `path` is to be read as a source file: its extension
    /// names a language, or `--lang` names one.
    pub(super) fn is_source(&self, path: &Path) -> bool {
        !path.is_dir() && (self.lang.is_some() || Lang::from_extension(path).is_some())
    }

    /// The extensions that name languages, as messages list them:
    /// `.py (python), .js (js), ...`.
    pub(super) fn extensions() -> String {
        let known: Vec<String> = Lang::ALL
            .iter()
            .map(|lang| format!(".{} ({lang})", lang.extension()))
            .collect();
        known.join(", ")
    }

    /// The solution: the source `file`, or the command after `--`.
    pub(super) fn solution(&self, file: Option<&Path>) -> anyhow::Result<ttt_grading::Solution> {
        use ttt_grading::Solution;
        match (file, self.has_command()) {
            (Some(_), true) => {
                anyhow::bail!("give a SOLUTION file or a command after --, not both")
            }
            (None, true) if self.python.is_some() => anyhow::bail!(
                "--python names the interpreter of a Python source file; a command after -- names its own"
            ),
            (None, true) => Ok(Solution::Command(self.command.clone())),
            (None, false) => anyhow::bail!("give a SOLUTION file, or a command after --"),
            (Some(path), false) => {
                if !path.is_file() {
                    anyhow::bail!("{}: no such solution file", path.display());
                }
                let lang = self.lang.map(|(lang, _)| lang);
                let Some(lang) = lang.or_else(|| Lang::from_extension(path)) else {
                    anyhow::bail!(
                        "{}: cannot tell the language from the extension (known: {}); give --lang",
                        path.display(),
                        SolutionArg::extensions()
                    );
                };
                Ok(Solution::Source {
                    path: path.to_path_buf(),
                    lang,
                    python: self.python(path, lang)?,
                    cache: self.cache.dir(),
                })
            }
        }
    }
}

impl SolutionArg {
    /// The interpreter `--python` or `--lang pypy` names for the `lang`
    /// solution at `path`: only a Python solution has one.
    fn python(&self, path: &Path, lang: Lang) -> anyhow::Result<Option<std::ffi::OsString>> {
        let pypy = self.lang.and_then(|(_, python)| python);
        match (&self.python, pypy) {
            (Some(_), Some(_)) => {
                anyhow::bail!("--lang pypy and --python both name the Python interpreter; give one")
            }
            (Some(_), None) if lang != Lang::Python => anyhow::bail!(
                "{}: --python names the interpreter of a Python solution, and this is {lang}",
                path.display()
            ),
            (python, pypy) => Ok(python.clone().or(pypy.map(Into::into))),
        }
    }
}

/// The limits a solution runs under.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct LimitsArg {
    /// The CPU time a case may take, in seconds, from the case's input to
    /// its answer line (the whole process group's): over it is TLE, however
    /// busy the machine; an answer within a fifth of it is flagged as near
    /// the limit.
    #[arg(long, value_name = "SECONDS", default_value = "2", value_parser = parse_seconds)]
    time_limit: std::time::Duration,
    /// The wall-clock time a case may take, in seconds: a backstop for a
    /// program that waits without spending CPU time (a sleep, a read that
    /// never ends), also TLE. By default 3 times --time-limit, so that a
    /// loaded machine does not decide a verdict.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    wall_limit: Option<std::time::Duration>,
    /// The resident memory the solution may use, in MB.
    #[arg(long, value_name = "MB", default_value = "256", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory_limit: u64,
    /// The output the solution may write, in MB.
    #[arg(long, value_name = "MB", default_value = "64", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    output_limit: u64,
    /// The processes and threads the solution may have at once (held by
    /// the strict box's cgroup; a fork bomb is a verdict, not a crash).
    #[arg(long, value_name = "N", default_value = "64", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    process_limit: u32,
    /// The size of the one folder the solution may write (its working
    /// folder, HOME and TMPDIR, and in the strict box its /tmp and
    /// /dev/shm), in MB: a fresh tmpfs a run in the strict box, counted in
    /// its memory too; writing past it fails in the box. Not held at the
    /// basic level.
    #[arg(long, value_name = "MB", default_value = "64", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    disk_limit: u64,
}

/// The wall-clock backstop is this many times the time limit: a slow but
/// honest solution on a loaded machine is judged by its CPU time.
const WALL_FACTOR: u32 = 3;

impl LimitsArg {
    /// The limits, as a report states them.
    pub(super) fn describe(&self) -> String {
        format!(
            "limits per case: {} s of CPU time ({} s of wall-clock time), {} MB of memory, {} MB of output, {} processes, {} MB of disk",
            self.time_limit.as_secs_f64(),
            self.wall().as_secs_f64(),
            self.memory_limit,
            self.output_limit,
            self.process_limit,
            self.disk_limit
        )
    }

    /// The wall-clock backstop: as given, or [`WALL_FACTOR`] times the
    /// time limit.
    fn wall(&self) -> std::time::Duration {
        self.wall_limit
            .unwrap_or_else(|| self.time_limit.saturating_mul(WALL_FACTOR))
    }

    /// The limits given.
    pub(super) fn limits(&self) -> ttt_sandbox::Limits {
        ttt_sandbox::Limits {
            time: self.time_limit,
            wall: self.wall(),
            memory_bytes: self.memory_limit << 20,
            output_bytes: self.output_limit << 20,
            processes: self.process_limit,
            disk_bytes: self.disk_limit << 20,
            // A runner raises it with the longest case it feeds
            // (see `runner::sandboxed`).
            line_bytes: ttt_judge::verdict::ANSWER_FLOOR_BYTES,
            lines: 1,
        }
    }
}

/// How solutions are shut in.
#[derive(clap::Args, Debug, Clone, Copy)]
pub(super) struct SandboxArg {
    /// `auto` (the strongest this machine gives), `strict` (bubblewrap's
    /// namespaces and a cgroup per run, or exit 2 where they cannot be
    /// had), or `basic` (a process group, usage sampled from /proc).
    #[arg(long, value_name = "LEVEL", default_value = "auto", value_enum)]
    sandbox: SandboxChoice,
}

/// The `--sandbox` levels.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SandboxChoice {
    /// The strongest level available.
    Auto,
    /// bubblewrap and a cgroup, or no grading.
    Strict,
    /// A process group.
    Basic,
}

impl SandboxArg {
    /// The sandbox asked for; an error saying how to get the strict level
    /// when it was asked for and cannot be had. What it cannot hold is
    /// said on stderr the first time only: a command that grades several
    /// programs makes one sandbox for each.
    pub(super) fn sandbox(&self) -> anyhow::Result<ttt_sandbox::Sandbox> {
        use ttt_sandbox::Sandbox;
        let sandbox = match self.sandbox {
            SandboxChoice::Auto => Sandbox::strongest(),
            SandboxChoice::Basic => Sandbox::new(true),
            SandboxChoice::Strict => {
                Sandbox::strict().map_err(|why| anyhow::anyhow!("--sandbox strict: {why}"))?
            }
        };
        static SAID: std::sync::Once = std::sync::Once::new();
        SAID.call_once(|| {
            for note in ttt_grading::runner::notes(&sandbox) {
                crate::cli::io::warn(&note);
            }
        });
        Ok(sandbox)
    }
}

/// A positive number of seconds, at most a day.
pub(super) fn parse_seconds(text: &str) -> Result<std::time::Duration, BadValue> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() && s <= 86_400.0 => {
            Ok(std::time::Duration::from_secs_f64(s))
        }
        _ => Err(BadValue(
            "expected a number of seconds above 0 and at most 86400, such as 2 or 0.5".into(),
        )),
    }
}
