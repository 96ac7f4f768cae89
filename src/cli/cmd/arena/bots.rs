//! The arena's bots from the command line: `builtin:NAME`, a source
//! file, or a command line of a program speaking a protocol (`--protocol`,
//! or its own `json:` or `gomocup:` before it).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Result, bail};
use ttt_arena::builtin::Kind;
use ttt_arena::gomocup::Gomocup;
use ttt_arena::process::ProgramBot;
use ttt_arena::protocol::{JsonLines, Protocol};
use ttt_arena::tournament::Bot;
use ttt_grading::solution::{Lang, Toolchain};
use ttt_sandbox::{Exit, Limit, Limits, Program, Sandbox, SessionLimits};

/// A bot's limits for a match: `memory_mb` of memory, 64 MB of output and
/// of disk, 64 processes, answer lines of 4 KB.
pub(super) fn limits(memory_mb: u64) -> SessionLimits {
    SessionLimits {
        memory_bytes: memory_mb << 20,
        output_bytes: 64 << 20,
        line_bytes: 4096,
        processes: 64,
        disk_bytes: 64 << 20,
    }
}

/// How a command bot is spoken to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum Speaks {
    /// JSON lines, the arena's own protocol.
    Json,
    /// Gomocup's (Piskvork's) protocol for two-player brains.
    Gomocup,
}

impl Speaks {
    fn protocol(self) -> Arc<dyn Protocol> {
        match self {
            Speaks::Json => Arc::new(JsonLines),
            Speaks::Gomocup => Arc::new(Gomocup),
        }
    }
}

/// The bot `spec` names, and whether it is a Gomocup brain: a command
/// with no `json:` or `gomocup:` before it speaks `speaks`; with one, it
/// is a command whatever it names.
pub(super) fn parse(
    spec: &str,
    speaks: Speaks,
    limits: &SessionLimits,
    toolchain: &Toolchain<'_>,
    kept: &mut Vec<tempfile::TempDir>,
) -> Result<(Bot, bool)> {
    let (command, speaks) = match (spec.strip_prefix("json:"), spec.strip_prefix("gomocup:")) {
        (Some(command), _) => (command, Speaks::Json),
        (_, Some(command)) => (command, Speaks::Gomocup),
        _ => match builtin_or_source(spec, limits, toolchain, kept)? {
            Some(bot) => return Ok((bot, false)),
            None => (spec, speaks),
        },
    };
    let bot = command_bot(spec, command, speaks.protocol(), limits)?;
    Ok((bot, speaks == Speaks::Gomocup))
}

/// The boards a Gomocup brain plays: Piskvork's brains hold boards of
/// 5 to 20 and play five in a row.
pub(super) const GOMOCUP_N: (u64, u64) = (5, 20);

/// Whether the Gomocup brain `spec` can play `seats` seats on an n×n
/// board with k in a row.
pub(super) fn gomocup_fits(spec: &str, seats: usize, n: u64, k: u64) -> Result<()> {
    let (lo, hi) = GOMOCUP_N;
    anyhow::ensure!(
        seats == 2,
        "bot {spec:?} is a Gomocup brain, which plays two seats, not {seats}: give --seats 2"
    );
    anyhow::ensure!(
        (lo..=hi).contains(&n),
        "bot {spec:?} is a Gomocup brain: --n {n}: expected {lo} to {hi}"
    );
    anyhow::ensure!(
        k == 5,
        "bot {spec:?} is a Gomocup brain, which plays five in a row: --k {k}: expected 5"
    );
    Ok(())
}

/// The bot `spec` names when it is a built-in bot or a source file.
fn builtin_or_source(
    spec: &str,
    limits: &SessionLimits,
    toolchain: &Toolchain<'_>,
    kept: &mut Vec<tempfile::TempDir>,
) -> Result<Option<Bot>> {
    if let Some(name) = spec.strip_prefix("builtin:") {
        return match Kind::named(name) {
            Some(kind) => Ok(Some(Bot::Builtin(kind))),
            None => bail!(
                "bot {spec:?}: no such built-in bot (there are {})",
                Kind::ALL
                    .map(|k| format!("builtin:{}", k.name()))
                    .join(", ")
            ),
        };
    }
    if let Some(lang) = Lang::from_extension(Path::new(spec))
        && Path::new(spec).is_file()
    {
        return source_bot(spec, lang, limits, toolchain, kept).map(Some);
    }
    Ok(None)
}

/// The program `command` runs (split at spaces), spoken to by `protocol`.
fn command_bot(
    spec: &str,
    command: &str,
    protocol: Arc<dyn Protocol>,
    limits: &SessionLimits,
) -> Result<Bot> {
    let mut words = command.split_whitespace().map(full_path);
    let Some((program, _)) = words.next() else {
        bail!("bot {spec:?}: an empty command");
    };
    let rest: Vec<_> = words.collect();
    let mounts = rest.iter().filter_map(|(_, mount)| mount.clone()).collect();
    Ok(Bot::Program(ProgramBot {
        program: Program {
            program: program.into(),
            args: rest.into_iter().map(|(word, _)| word.into()).collect(),
            dir: std::env::temp_dir(),
            mounts,
            snapshot_prefix: None,
        },
        limits: limits.clone(),
        protocol,
    }))
}

/// A bot written as a function or a class in `lang`, wrapped by its
/// harness and prepared in a folder kept in `kept` while it plays.
fn source_bot(
    spec: &str,
    lang: Lang,
    limits: &SessionLimits,
    toolchain: &Toolchain<'_>,
    kept: &mut Vec<tempfile::TempDir>,
) -> Result<Bot> {
    let work = ttt_sandbox::workspace("ttt-arena-bot-prep-")?;
    let prepared = ttt_arena::harness::prepare(Path::new(spec), lang, work.path(), toolchain)
        .map_err(|e| anyhow::anyhow!("bot {spec}: {e}"))?;
    let mounts = vec![work.path().canonicalize()?];
    kept.push(work);
    let program = Program {
        program: prepared.program,
        args: prepared.args,
        dir: std::env::temp_dir(),
        mounts,
        snapshot_prefix: None,
    };
    starts(spec, &program, limits, toolchain.sandbox)?;
    Ok(Bot::Program(ProgramBot {
        program,
        limits: limits.clone(),
        protocol: Arc::new(JsonLines),
    }))
}

/// How long a source bot may take to load, with no input, and end.
const START: Duration = Duration::from_secs(10);

/// Refuses a source bot that does not load and end at the end of an empty
/// input in its box (no entry point, an error at load, a load that never
/// ends), with what it said: the harness finds the entry point before it
/// reads a line, so the mistake is the bot's, before any game.
fn starts(spec: &str, program: &Program, limits: &SessionLimits, sandbox: &Sandbox) -> Result<()> {
    let run = sandbox.run(
        program,
        Vec::new(),
        &Limits {
            lines: 0,
            ..limits.run_limits(START, START * 3)
        },
    )?;
    let how = match (run.limit, run.exit) {
        (None, Some(Exit::Code(0))) => return Ok(()),
        (Some(Limit::Time | Limit::Wall), _) => {
            format!("did not end within {} s", START.as_secs())
        }
        (Some(Limit::Memory), _) => "went over its memory limit".to_owned(),
        (Some(Limit::Output), _) => "went over its output limit".to_owned(),
        (None, Some(Exit::Code(code))) => format!("exited with status {code}"),
        (None, Some(Exit::Signal(signal))) => format!("was killed by signal {signal}"),
        (None, None) => "did not end".to_owned(),
    };
    let said = run.stderr_tail.trim_end();
    match said.is_empty() {
        true => bail!("bot {spec}: loaded with no input, it {how}"),
        false => bail!("bot {spec}: loaded with no input, it {how}:\n{said}"),
    }
}

/// A word of a command, as a full path when it names a file here (the bot
/// runs in a folder of its own), with the folder the box must show.
fn full_path(word: &str) -> (String, Option<std::path::PathBuf>) {
    match Path::new(word).canonicalize() {
        Ok(path) if path.is_file() && word.contains(['/', '.']) => {
            let folder = path.parent().map(Path::to_path_buf);
            (path.to_string_lossy().into_owned(), folder)
        }
        _ => (word.to_owned(), None),
    }
}

/// The bots' names in reports: their specs, numbered when one is named
/// twice.
pub(super) fn names(specs: &[String]) -> Vec<String> {
    specs
        .iter()
        .enumerate()
        .map(
            |(i, spec)| match specs.iter().filter(|s| *s == spec).count() {
                1 => spec.clone(),
                _ => format!(
                    "{spec}#{}",
                    specs[..=i].iter().filter(|s| *s == spec).count()
                ),
            },
        )
        .collect()
}
