//! Each language's toolchain step: checking or compiling the solution with
//! its harness, and the command that runs them.

use std::ffi::{OsStr, OsString};
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

use ttt_sandbox::{Level, Limit, Sandbox};

use super::cache::{self, Entry};
use super::toolchain::{self, Finished};
use super::{Lang, PrepareError};

/// A prepared program, as a full path, and its arguments.
pub(super) type Ready = (OsString, Vec<OsString>);

/// The Java harness's class, named so that no solution's class meets it.
const JAVA_MAIN: &str = "TttJudgeMain";

/// The names of the solution's copy and of the harness in the work
/// directory.
pub(super) struct Files {
    /// The solution's file.
    pub solution: String,
    /// The harness's file.
    pub harness: String,
}

impl Files {
    /// The files for a `lang` solution whose text is `source`; a Java
    /// source without a public class is put in `class`'s file.
    pub(super) fn of(lang: Lang, class: &str, source: &[u8]) -> Files {
        let (solution, harness) = match lang {
            Lang::Python => ("solution.py".into(), "harness.py".into()),
            Lang::Js => ("solution.js".into(), "harness.js".into()),
            Lang::Cpp => ("solution.cpp".into(), "harness.cpp".into()),
            Lang::Java => {
                let class = public_class(&String::from_utf8_lossy(source)).unwrap_or(class.into());
                (format!("{class}.java"), format!("{JAVA_MAIN}.java"))
            }
        };
        Files { solution, harness }
    }
}

/// The public top-level class a Java source declares, which `javac` wants
/// in a file of its own name: a line that starts in the first column with
/// `public`, a few modifiers, and `class`, `interface`, `enum` or `record`.
pub(super) fn public_class(source: &str) -> Option<String> {
    const MODIFIERS: [&str; 5] = ["final", "abstract", "sealed", "non-sealed", "strictfp"];
    const KINDS: [&str; 4] = ["class", "interface", "enum", "record"];
    source.lines().find_map(|line| {
        let mut words = line.split_whitespace();
        if line.starts_with(char::is_whitespace) || words.next() != Some("public") {
            return None;
        }
        let kind = words.find(|word| !MODIFIERS.contains(word))?;
        let name: String = KINDS
            .contains(&kind)
            .then(|| words.next())??
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
            .collect();
        (!name.is_empty()).then_some(name)
    })
}

/// Reports the Python interpreter's full path and checks the solution's
/// syntax, so that a syntax error is `CE`, not a crash at the first case.
const PYTHON_CHECK: &str = "\
import sys, traceback
print(sys.executable, flush=True)
try:
    compile(open('solution.py', 'rb').read(), 'solution.py', 'exec')
except (SyntaxError, ValueError) as e:
    sys.stderr.write(''.join(traceback.format_exception_only(type(e), e)))
    sys.exit(1)
";

/// Python: `python3 -u -B harness.py` (or `pypy3`, or the interpreter
/// `python` names), the interpreter named by its real path (not a shim
/// that needs the caller's environment).
pub(super) fn python(
    sandbox: &Sandbox,
    work: &Path,
    python: Option<&OsStr>,
) -> Result<Ready, PrepareError> {
    let python3 = match python {
        None => toolchain::find("python3", "run Python solutions")?,
        Some(name) => {
            let needed = format!("run Python solutions (--python {})", name.to_string_lossy());
            toolchain::find_program(name, &needed)?
        }
    };
    let mut check = Command::new(&python3);
    check.args(["-c", PYTHON_CHECK]);
    let label = python3
        .file_name()
        .unwrap_or(OsStr::new("python3"))
        .to_string_lossy();
    let done = start(sandbox, check, work, &label)?;
    let interpreter = interpreter(&done, &python3)?;
    Ok((
        interpreter,
        vec!["-u".into(), "-B".into(), work.join("harness.py").into()],
    ))
}

/// JavaScript: `node --max-old-space-size=… harness.js`, after
/// `node harness.js --check`, which reports Node's full path and checks the
/// solution's syntax as the harness wraps it (an ES module's `export`s
/// included).
pub(super) fn js(sandbox: &Sandbox, work: &Path, memory_mb: u64) -> Result<Ready, PrepareError> {
    let node = toolchain::find("node", "run JavaScript solutions")?;
    let mut check = Command::new(&node);
    check.args(["harness.js", "--check"]);
    let done = start(sandbox, check, work, "node")?;
    let interpreter = interpreter(&done, &node)?;
    let mut args: Vec<OsString> = Vec::new();
    if let Some(heap) = heap_mb(memory_mb) {
        args.push(format!("--max-old-space-size={heap}").into());
    }
    args.push(work.join("harness.js").into());
    Ok((interpreter, args))
}

/// Java: both files compiled by one `javac`, run by `java` with a heap that
/// fits the memory limit, a serial collector and the client compiler (less
/// memory beside the heap), and a deep stack for recursive solutions.
pub(super) fn java(
    sandbox: &Sandbox,
    work: &Path,
    files: &Files,
    memory_mb: u64,
    cache: Option<&Path>,
) -> Result<Ready, PrepareError> {
    let javac = toolchain::find("javac", "compile Java solutions")?;
    let java = toolchain::find("java", "run Java solutions")?;
    let mut compile = Command::new(&javac);
    compile.args(["-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1"]);
    // At the basic level no cgroup holds javac's memory, and the JVM cannot
    // start under an address-space limit: its heap is held instead.
    if sandbox.level() == Level::Basic
        && let Some(heap) = heap_mb(toolchain::MEMORY_BYTES >> 20)
    {
        compile.arg(format!("-J-Xmx{heap}m"));
    }
    compile.args([
        "-encoding",
        "UTF-8",
        "-nowarn",
        "-proc:none",
        "-Xmaxerrs",
        "20",
        "-d",
        ".",
    ]);
    compile.args([&files.harness, &files.solution]);
    let inputs = [files.harness.as_str(), files.solution.as_str()];
    compile_kept(
        sandbox,
        compile,
        work,
        "javac",
        (cache, &inputs),
        cache::classes,
    )?;
    let mut args: Vec<OsString> = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"]
        .into_iter()
        .chain(["-XX:-UsePerfData", "-Xss64m"])
        .map(OsString::from)
        .collect();
    if let Some(heap) = heap_mb(memory_mb) {
        args.push(format!("-Xmx{heap}m").into());
    }
    args.extend(["-cp".into(), work.into(), JAVA_MAIN.into()]);
    Ok((java.into(), args))
}

/// C++: the harness, which includes the solution, compiled by `g++` into
/// `solution`.
pub(super) fn cpp(
    sandbox: &Sandbox,
    work: &Path,
    cache: Option<&Path>,
) -> Result<Ready, PrepareError> {
    let gxx = toolchain::find("g++", "compile C++ solutions")?;
    let mut compile = Command::new(&gxx);
    compile.args(["-std=c++17", "-O2", "-pipe", "-fdiagnostics-color=never"]);
    compile.args(["-fmax-errors=20", "-o", "solution", "harness.cpp"]);
    let inputs = ["harness.cpp", "solution.cpp"];
    compile_kept(sandbox, compile, work, "g++", (cache, &inputs), |_| {
        vec!["solution".into()]
    })?;
    Ok((work.join("solution").into(), Vec::new()))
}

/// Runs the compiler `compile` on the files `inputs` of `work`, or, when
/// `cache` keeps the outputs of the same compile, copies them into `work`
/// instead; a successful compile's outputs (as `outputs` lists them) are
/// kept there for the next time.
fn compile_kept(
    sandbox: &Sandbox,
    compile: Command,
    work: &Path,
    name: &str,
    (cache, inputs): (Option<&Path>, &[&str]),
    outputs: impl Fn(&Path) -> Vec<String>,
) -> Result<(), PrepareError> {
    let entry = cache.and_then(|cache| {
        let args: Vec<&OsStr> = compile.get_args().collect();
        Entry::of(cache, Path::new(compile.get_program()), &args, work, inputs)
    });
    if entry.as_ref().is_some_and(|entry| entry.restore(work)) {
        return Ok(());
    }
    compiled(start(sandbox, compile, work, name)?)?;
    if let Some(entry) = entry {
        entry.store(work, &outputs(work));
    }
    Ok(())
}

/// The heap for a memory limit: three quarters of it, leaving the rest to
/// the runtime itself; `None` without a limit.
fn heap_mb(memory_mb: u64) -> Option<u64> {
    (memory_mb > 0).then(|| (memory_mb * 3 / 4).max(16))
}

/// Runs a toolchain program in `work`; a compile error when it runs out of
/// time, a toolchain error when it cannot be started.
fn start(
    sandbox: &Sandbox,
    command: Command,
    work: &Path,
    name: &str,
) -> Result<Finished, PrepareError> {
    let program = PathBuf::from(command.get_program());
    match toolchain::run(sandbox, command, work, name, toolchain::TIME_LIMIT) {
        Ok(Ok(done)) => Ok(done),
        Ok(Err(Limit::Memory)) => Err(PrepareError::Compile(format!(
            "{name} used more than {} MB of memory and was stopped",
            toolchain::MEMORY_BYTES >> 20
        ))),
        Ok(Err(Limit::Time | Limit::Wall | Limit::Output)) => Err(PrepareError::Compile(format!(
            "{name} ran for more than {} s and was stopped",
            toolchain::TIME_LIMIT.as_secs()
        ))),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::PermissionDenied
            ) =>
        {
            Err(PrepareError::Toolchain(format!(
                "cannot run {}: {e}",
                program.display()
            )))
        }
        Err(e) => Err(e.into()),
    }
}

/// A compiler's verdict: its message when it failed.
fn compiled(done: Finished) -> Result<(), PrepareError> {
    if done.success {
        return Ok(());
    }
    let mut message = done.stderr;
    message.push_str(&done.stdout);
    Err(PrepareError::Compile(message))
}

/// The interpreter's own path, from the first line of a check's output: a
/// toolchain error when it printed none (it does not run), a compile
/// error when the check failed after it.
fn interpreter(done: &Finished, program: &Path) -> Result<OsString, PrepareError> {
    let path = done.stdout.lines().next().unwrap_or("").trim();
    if path.is_empty() {
        return Err(PrepareError::Toolchain(format!(
            "{} does not run: {}",
            program.display(),
            done.stderr.trim()
        )));
    }
    if !done.success {
        return Err(PrepareError::Compile(done.stderr.clone()));
    }
    Ok(path.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_files_are_named_after_their_public_class() {
        let name = |source: &str| public_class(source);
        assert_eq!(name("public class Solution {"), Some("Solution".into()));
        assert_eq!(
            name("import x;\npublic final class TicTacToe{"),
            Some("TicTacToe".into())
        );
        assert_eq!(name("class Solution {\n    public class Inner {}\n}"), None);
        assert_eq!(name("public static void f() {}"), None);
        assert_eq!(name("// public class Commented"), None);
    }

    #[test]
    fn java_files_without_a_public_class_take_the_statements_name() {
        let files = Files::of(Lang::Java, "TicTacToe", b"class TicTacToe {}");
        assert_eq!(files.solution, "TicTacToe.java");
        let files = Files::of(Lang::Java, "Solution", b"class Solution {}");
        assert_eq!(files.solution, "Solution.java");
        assert_eq!(files.harness, "TttJudgeMain.java");
    }

    #[test]
    fn heaps_leave_room_for_the_runtime() {
        assert_eq!(heap_mb(256), Some(192));
        assert_eq!(heap_mb(8), Some(16));
        assert_eq!(heap_mb(0), None);
    }
}
