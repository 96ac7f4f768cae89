//! The arena's bots from the command line: `builtin:NAME`, or a command
//! line of a program speaking the protocol.

use std::path::Path;
use std::sync::Arc;

use anyhow::{Result, bail};
use ttt_arena::builtin::Kind;
use ttt_arena::process::ProgramBot;
use ttt_arena::protocol::JsonLines;
use ttt_arena::tournament::Bot;
use ttt_grading::solution::{Lang, Toolchain};
use ttt_sandbox::{Program, SessionLimits};

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

/// The bot `spec` names.
pub(super) fn parse(
    spec: &str,
    limits: &SessionLimits,
    toolchain: &Toolchain<'_>,
    kept: &mut Vec<tempfile::TempDir>,
) -> Result<Bot> {
    if let Some(name) = spec.strip_prefix("builtin:") {
        return match Kind::named(name) {
            Some(kind) => Ok(Bot::Builtin(kind)),
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
        return source_bot(spec, lang, limits, toolchain, kept);
    }
    let mut words = spec.split_whitespace().map(full_path);
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
        protocol: Arc::new(JsonLines),
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
    Ok(Bot::Program(ProgramBot {
        program: Program {
            program: prepared.program,
            args: prepared.args,
            dir: std::env::temp_dir(),
            mounts,
            snapshot_prefix: None,
        },
        limits: limits.clone(),
        protocol: Arc::new(JsonLines),
    }))
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
