//! The real [`Runner`]: a solution's program made once a variant in a work
//! folder, and each run in a fresh folder inside a `ttt_sandbox::Sandbox`.
//! In a strict box a run sees that program's folder read-only and writes
//! only its own folder, so every run starts from the same program; a
//! command's files are copied there first, so that the original is not
//! seen either.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::{Context, Result, bail};
use ttt_judge::Variant;
use ttt_sandbox::{Exit, Level, Limits, Program, Run, Sandbox};

use super::{CompileError, Raise, Runner};
use crate::Solution;
use crate::solution::{
    GO_ON, PrepareError, TO_JUDGE, finds_entry_when_run, missing_entry, prepare,
};

/// Runs a solution's programs in a sandbox, under fixed limits.
pub struct Sandboxed {
    solution: Solution,
    sandbox: Sandbox,
    limits: Limits,
    /// Holds the compiled programs, and a fresh working folder per run.
    work: tempfile::TempDir,
    /// Runs started so far, which names each run's folder.
    runs: AtomicUsize,
}

impl Sandboxed {
    /// A runner of `solution` under `limits` in `sandbox`, without network
    /// where the system allows it ([`notes`] says what it cannot hold).
    pub fn new(solution: Solution, limits: Limits, sandbox: Sandbox) -> Result<Sandboxed> {
        let work = ttt_sandbox::workspace("ttt-judge-")
            .context("cannot make a folder to run the solution in")?;
        Ok(Sandboxed {
            solution,
            sandbox,
            limits,
            work,
            runs: AtomicUsize::new(0),
        })
    }
}

impl Runner for Sandboxed {
    type Program = Program;

    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn level(&self) -> Level {
        self.sandbox.level()
    }

    fn prepare(&self, variant: Variant) -> Result<Result<Program, CompileError>> {
        let (path, lang) = match &self.solution {
            Solution::Command(words) => {
                let (program, args) = words.split_first().context("no command was given")?;
                let program = Program {
                    program: from_here(program, true),
                    args: args.iter().map(|arg| from_here(arg, false)).collect(),
                    dir: PathBuf::new(),
                    mounts: Vec::new(),
                    snapshot_prefix: None,
                };
                return match self.sandbox.level() {
                    Level::Strict => {
                        let into = self.work.path().join(format!("command-{variant}"));
                        Ok(Ok(copied(program, &into)?))
                    }
                    Level::Basic => Ok(Ok(program)),
                };
            }
            Solution::Source { path, lang } => (path, *lang),
        };
        let dir = self.work.path().join(format!("{}-{variant}", lang.name()));
        std::fs::create_dir_all(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        let memory_mb = self.limits.memory_bytes >> 20;
        match prepare(path, lang, variant, &dir, memory_mb, &self.sandbox) {
            Ok(prepared) => {
                let program = Program {
                    program: prepared.program,
                    args: prepared.args,
                    dir: PathBuf::new(),
                    mounts: vec![dir.canonicalize()?],
                    snapshot_prefix: None,
                };
                // A harness that finds no entry point says so on a run
                // without cases: one verdict for every case, not one
                // failed run each.
                if finds_entry_when_run(lang) {
                    let probe = self.run(&program, Vec::new(), Raise::Ends)?;
                    let status = match probe.exit {
                        Some(Exit::Code(code)) => Some(code),
                        Some(Exit::Signal(_)) | None => None,
                    };
                    if let Some(message) = missing_entry(status, &probe.stderr_tail) {
                        return Ok(Err(CompileError(message)));
                    }
                }
                Ok(Ok(program))
            }
            Err(PrepareError::Compile(message)) => Ok(Err(CompileError(message))),
            Err(PrepareError::Toolchain(message)) => bail!("{message}"),
            Err(PrepareError::Io(e)) => {
                Err(e).with_context(|| format!("cannot prepare {}", path.display()))
            }
        }
    }

    fn run(&self, program: &Program, input: Vec<u8>, raise: Raise) -> Result<Run> {
        let n = self.runs.fetch_add(1, Ordering::Relaxed);
        let dir = self.work.path().join(format!("run-{n}"));
        std::fs::create_dir(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        let mut program = Program {
            dir: dir.clone(),
            ..program.clone()
        };
        // A harness goes on after an exception when told to, and then
        // asks for snapshots of its stderr; a command has no harness.
        if raise == Raise::GoesOn && matches!(self.solution, Solution::Source { .. }) {
            program.args.push(GO_ON.into());
            program.snapshot_prefix = Some(TO_JUDGE.to_vec());
        }
        // The lines expected: one answer a case, a case a line. No answer
        // to a case is more than a few times as long as the case (a call
        // of `multi` is one pair in, one pair out), however it is laid
        // out: a line longer than that is kept cut, and is wrong.
        let (mut lines, mut longest, mut start) = (0, 0, 0);
        for end in memchr::memchr_iter(b'\n', &input) {
            lines += 1;
            longest = longest.max(end - start);
            start = end + 1;
        }
        let limits = Limits {
            lines: lines.max(1),
            line_bytes: self
                .limits
                .line_bytes
                .max(ANSWER_PER_CASE_BYTE * longest as u64),
            ..self.limits.clone()
        };
        let run = self.sandbox.run(&program, input, &limits);
        // What the solution left behind goes; a folder that will not go is
        // removed with the rest at the end.
        let _ = std::fs::remove_dir_all(&dir);
        run.with_context(|| format!("cannot run {}", program.program.to_string_lossy()))
    }
}

/// How many bytes of answer line a byte of case may be worth at most.
const ANSWER_PER_CASE_BYTE: u64 = 64;

/// A command's word as the fresh folder the command runs in must see it: a
/// path to an existing file (for the program, any path with a `/`) made
/// absolute from the current folder; any other word as it is.
fn from_here(word: &OsString, program: bool) -> OsString {
    let path = std::path::Path::new(word);
    let is_path = match program {
        true => word.to_string_lossy().contains('/'),
        false => path.exists(),
    };
    match (is_path && path.is_relative(), std::env::current_dir()) {
        (true, Ok(here)) => here.join(path).into_os_string(),
        _ => word.clone(),
    }
}

/// `program` with its files (the program itself when it is a path, and
/// every argument that names a file) copied into `into`, read-only to the
/// box, and named there; an argument that names a folder (a class path, a
/// module folder) is seen read-only at its own path, whole.
fn copied(program: Program, into: &std::path::Path) -> Result<Program> {
    std::fs::create_dir_all(into).with_context(|| format!("cannot make {}", into.display()))?;
    let mut mounts = vec![into.canonicalize()?];
    let mut n = 0;
    let mut copy = |word: &OsString, is_file: bool| -> Result<OsString> {
        let path = std::path::Path::new(word);
        if is_file && path.is_dir() {
            let folder = path
                .canonicalize()
                .with_context(|| format!("cannot find {}", path.display()))?;
            mounts.push(folder.clone());
            return Ok(folder.into_os_string());
        }
        if !is_file || !path.is_file() {
            return Ok(word.clone());
        }
        n += 1;
        let name = path.file_name().map(|name| name.to_os_string());
        let folder = into.join(n.to_string());
        std::fs::create_dir(&folder)?;
        let target = folder.join(name.unwrap_or_else(|| "program".into()));
        std::fs::copy(path, &target)
            .with_context(|| format!("cannot copy {} for the box", path.display()))?;
        Ok(target.into_os_string())
    };
    let is_path = program.program.to_string_lossy().contains('/');
    let program_word = copy(&program.program, is_path)?;
    let args = program
        .args
        .iter()
        .map(|arg| copy(arg, true))
        .collect::<Result<_>>()?;
    Ok(Program {
        program: program_word,
        args,
        dir: program.dir,
        mounts,
        snapshot_prefix: program.snapshot_prefix,
    })
}

/// What `sandbox` cannot hold here, each worth a note to the person
/// grading: the network reachable, the processes not limited.
pub fn notes(sandbox: &Sandbox) -> Vec<String> {
    let mut notes = Vec::new();
    if !sandbox.network_isolated() {
        notes.push(
            "note: the solution runs with network access (no user namespace can be made here)"
                .to_string(),
        );
    }
    if let Some(why) = sandbox.process_limit_missing() {
        notes.push(format!(
            "note: the solution's processes are not limited at the basic level here ({why})"
        ));
    }
    notes
}
