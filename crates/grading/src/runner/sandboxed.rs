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
use std::sync::Arc;
use ttt_judge::Variant;

use ttt_sandbox::{Exit, Level, Limits, Program, Run, Sandbox};

use super::{CompileError, Raise, Runner};
use crate::Solution;
use crate::solution::{
    GO_ON, OwnNames, PrepareError, TO_JUDGE, Toolchain, finds_entry_when_run, harness_lang,
    missing_entry, prepare, with_nearest, wrapped,
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
    type Program = Ready;

    fn limits(&self) -> &Limits {
        &self.limits
    }

    fn level(&self) -> Level {
        self.sandbox.level()
    }

    fn prepare(&self, variant: Variant) -> Result<Result<Ready, CompileError>> {
        let (path, lang, python, cache) = match &self.solution {
            Solution::Command(words) => {
                let (program, args) = words.split_first().context("no command was given")?;
                harnesses_have_solutions(args)?;
                let program = Program {
                    program: from_here(program, true),
                    args: args.iter().map(|arg| from_here(arg, false)).collect(),
                    dir: PathBuf::new(),
                    mounts: Vec::new(),
                    snapshot_prefix: None,
                };
                let program = match self.sandbox.level() {
                    Level::Strict => {
                        let into = self.work.path().join(format!("command-{variant}"));
                        copied(program, &into)?
                    }
                    Level::Basic => program,
                };
                return Ok(Ok(Ready {
                    program,
                    names: None,
                }));
            }
            Solution::Source {
                path,
                lang,
                python,
                cache,
            } => (path, *lang, python.as_deref(), cache.as_deref()),
        };
        let dir = self.work.path().join(format!("{}-{variant}", lang.name()));
        std::fs::create_dir_all(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        let memory_mb = self.limits.memory_bytes >> 20;
        let toolchain = Toolchain {
            memory_mb,
            python,
            sandbox: &self.sandbox,
            cache,
        };
        match prepare(path, lang, variant, &dir, &toolchain) {
            Ok(prepared) => {
                let program = Ready {
                    program: Program {
                        program: prepared.program,
                        args: prepared.args,
                        dir: PathBuf::new(),
                        mounts: vec![dir.canonicalize()?],
                        snapshot_prefix: None,
                    },
                    names: Some(Arc::new(prepared.names)),
                };
                // A harness that finds no entry point says so on a run
                // without cases: one verdict for every case, not one
                // failed run each.
                if finds_entry_when_run(lang) {
                    // Run in the harness's names, which its message is
                    // told by, then put in the author's.
                    let unnamed = Ready {
                        names: None,
                        ..program.clone()
                    };
                    let probe = self.run(&unnamed, Vec::new(), Raise::Ends)?;
                    let status = match probe.exit {
                        Some(Exit::Code(code)) => Some(code),
                        Some(Exit::Signal(_)) | None => None,
                    };
                    if let Some(message) = missing_entry(status, &probe.stderr_tail) {
                        let message = program
                            .names
                            .as_ref()
                            .map_or(message.clone(), |names| names.apply(&message));
                        let source = std::fs::read(path).unwrap_or_default();
                        return Ok(Err(CompileError(with_nearest(message, &source, variant))));
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

    fn run(&self, ready: &Ready, input: Vec<u8>, raise: Raise) -> Result<Run> {
        let program = &ready.program;
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
        let mut run =
            run.with_context(|| format!("cannot run {}", program.program.to_string_lossy()))?;
        if let Some(names) = &ready.names {
            run.stderr_tail = names.apply(&run.stderr_tail);
            for snapshot in &mut run.stderr_snapshots {
                let told = names.apply(&String::from_utf8_lossy(&snapshot.tail));
                snapshot.tail = told.into_bytes();
            }
        }
        Ok(run)
    }
}

/// Checks that each harness `ttt-judge harness` wrote among a command's
/// `args` has a solution to wrap: a file named after it, or one beside it
/// as the harness finds it; else grading cannot be done, and the error
/// says where the solution was looked for.
fn harnesses_have_solutions(args: &[OsString]) -> Result<()> {
    for (i, arg) in args.iter().enumerate() {
        let path = std::path::Path::new(arg);
        let Some(lang) = harness_lang(path) else {
            continue;
        };
        let named = args
            .get(i + 1)
            .is_some_and(|next| std::path::Path::new(next).is_file());
        if !named {
            wrapped(path, lang).map_err(anyhow::Error::msg)?;
        }
    }
    Ok(())
}

/// How many bytes of answer line a byte of case may be worth at most.
const ANSWER_PER_CASE_BYTE: u64 = 64;

/// A program ready to run a batch, and, for a source file, how its
/// messages are put in its author's names.
#[derive(Clone, Debug)]
pub struct Ready {
    program: Program,
    names: Option<Arc<OwnNames>>,
}

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
/// box, and named there, a harness with the solution it wraps beside it;
/// an argument that names a folder (a class path, a module folder) is seen
/// read-only at its own path, whole.
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
        if let Some(lang) = harness_lang(path)
            && let Ok(solution) = wrapped(path, lang)
            && let Some(name) = solution.file_name()
        {
            std::fs::copy(&solution, folder.join(name))
                .with_context(|| format!("cannot copy {} for the box", solution.display()))?;
        }
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
