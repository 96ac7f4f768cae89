//! Cases on disk as the project and judge systems keep them, read alike by
//! `test`, `grade`, `validate` and `show`:
//!
//! - **a test** of a judge system: `NAME.in`, one case, with its answer in
//!   `NAME.ans` beside it (a Kattis or Polygon package's `data/`);
//! - **a paired fixture**: a case file beside its expected output,
//!   `name.json` with `name.expected.json`, `name.jsonl` with
//!   `name.expected.jsonl`; the expected file holds one JSON value per
//!   case, in order;
//! - **an inline fixture**: a `.jsonl` file whose first non-blank line is a
//!   JSON object with an `"input"` key; every line is `{"input": CASE,
//!   "expected": RESULT}`. No case has an `"input"` key, so the two never
//!   mix up.
//!
//! Folders of them are walked recursively, in name order.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde_json::Value;
use serde_json::value::RawValue;
use ttt_judge::verdict::json_error;

use super::Source;
use super::sys::special_kind;

/// The largest expected-output or inline fixture file read whole.
pub(crate) const MAX_FILE_BYTES: u64 = 256 << 20;

/// The sources for `paths`, in order, as `grade` and `validate` read
/// them: `-` is stdin, a file is read as it is (an inline fixture as its
/// lines' inputs), and a folder as the tests and fixtures in it and its
/// subfolders, in name order: each `NAME.in`, `NAME.json` and
/// `NAME.jsonl` (not the expected outputs, `NAME.expected.json(l)`).
pub(crate) fn sources(paths: &[PathBuf]) -> anyhow::Result<Vec<Source>> {
    let mut sources = Vec::new();
    for path in paths {
        if !path.is_dir() {
            sources.push(Source::file(path));
            continue;
        }
        let (mut files, mut problems) = (Vec::new(), Vec::new());
        let wanted = |file: &Path| is_test_input(file) || is_case_file(file);
        walk(path, &wanted, &mut files, &mut problems);
        if let Some(problem) = problems.first() {
            anyhow::bail!("{problem}");
        }
        if files.is_empty() {
            anyhow::bail!(
                "{}: no tests (a folder of tests holds one case in each NAME.in, its answer in \
                 NAME.ans, or fixtures: NAME.json or NAME.jsonl files; its subfolders are read too)",
                path.display()
            );
        }
        sources.extend(files.iter().map(|file| Source::file(file)));
    }
    Ok(sources)
}

/// Walks `dir` recursively, in name order, adding to `found` each regular
/// file `wanted` takes, and to `problems` what could not be looked at (a
/// folder that cannot be read, a dangling symlink, a FIFO). A symlink to
/// a folder is not followed, so a loop cannot trap the walk.
pub(crate) fn walk(
    dir: &Path,
    wanted: &dyn Fn(&Path) -> bool,
    found: &mut Vec<PathBuf>,
    problems: &mut Vec<String>,
) {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return problems.push(format!("{}: {e}", dir.display())),
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        let Ok(own) = fs::symlink_metadata(&path) else {
            continue;
        };
        if own.is_dir() {
            walk(&path, wanted, found, problems);
            continue;
        }
        match fs::metadata(&path) {
            Ok(meta) if meta.is_file() => {
                if wanted(&path) {
                    found.push(path);
                }
            }
            Ok(meta) if meta.is_dir() => {}
            Ok(meta) => problems.push(format!(
                "{}: {}, not a regular file (a folder of cases holds only files and folders)",
                path.display(),
                special_kind(&meta.file_type())
            )),
            Err(e) if own.is_symlink() => problems.push(dangling(&path, &e)),
            Err(e) => problems.push(format!("{}: {e}", path.display())),
        }
    }
}

/// The message for a symlink that leads nowhere (or around in a loop).
fn dangling(path: &Path, e: &io::Error) -> String {
    let target = fs::read_link(path).map(|t| t.display().to_string());
    match (e.kind(), target) {
        (io::ErrorKind::NotFound, Ok(target)) => {
            format!("{}: a dangling symlink (to {target})", path.display())
        }
        _ => format!("{}: a symlink that leads nowhere ({e})", path.display()),
    }
}

/// A test's input, `NAME.in`.
pub(crate) fn is_test_input(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "in")
}

/// `name.json` or `name.jsonl`, but not an expected output.
pub(crate) fn is_case_file(path: &Path) -> bool {
    is_json(path) && !is_expected_file(path)
}

/// `name.expected.json` or `name.expected.jsonl`.
pub(crate) fn is_expected_file(path: &Path) -> bool {
    let stem = path.file_stem().map(Path::new);
    is_json(path) && stem.is_some_and(|s| s.extension().is_some_and(|e| e == "expected"))
}

/// `.json` or `.jsonl`.
fn is_json(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e == "json" || e == "jsonl")
}

/// `name.expected.json` for `name.json`; `name.expected` for `name`.
pub(crate) fn expected_path(case_file: &Path) -> PathBuf {
    let mut name = case_file.file_stem().unwrap_or_default().to_os_string();
    name.push(".expected");
    if let Some(ext) = case_file.extension() {
        name.push(".");
        name.push(ext);
    }
    case_file.with_file_name(name)
}

/// True when the file is an inline fixture: a `.jsonl` file whose first
/// non-blank line is an object with an `"input"` key.
pub(crate) fn is_inline(path: &Path) -> io::Result<bool> {
    if path.extension().is_none_or(|e| e != "jsonl") {
        return Ok(false);
    }
    let mut lines = BufReader::new(File::open(path)?.take(MAX_FILE_BYTES));
    let mut line = Vec::new();
    loop {
        line.clear();
        if lines.read_until(b'\n', &mut line)? == 0 {
            return Ok(false);
        }
        if !line.iter().all(u8::is_ascii_whitespace) {
            let value: Option<Value> = serde_json::from_slice(&line).ok();
            return Ok(value.is_some_and(|v| v.get("input").is_some()));
        }
    }
}

/// Why a fixture's file could not be read.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// The system's error.
    Io(PathBuf, io::Error),
    /// It is larger than can be held.
    TooLarge(PathBuf),
    /// An expected output that is not JSON values.
    NotJson(PathBuf, serde_json::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(path, e) => write!(f, "{}: {e}", path.display()),
            ReadError::TooLarge(path) => write!(
                f,
                "{}: larger than {} MiB",
                path.display(),
                MAX_FILE_BYTES >> 20
            ),
            ReadError::NotJson(path, e) => write!(
                f,
                "{}:{}:{}: not JSON: {}",
                path.display(),
                e.line(),
                e.column(),
                json_error(e)
            ),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads a whole file, refusing one too large to hold.
pub(crate) fn read_text(path: &Path) -> Result<String, ReadError> {
    let fail = |e: io::Error| ReadError::Io(path.to_path_buf(), e);
    let mut text = String::new();
    let file = File::open(path).map_err(fail)?;
    file.take(MAX_FILE_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(fail)?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(path.to_path_buf()));
    }
    Ok(text)
}

/// One value of a paired fixture's expected output, as written.
pub(crate) struct ExpectedValue {
    /// The line it starts on, from 1.
    pub line: usize,
    /// Its text.
    pub raw: Box<RawValue>,
}

/// The expected values of a paired fixture, one per case, each as
/// written; `None` when the expected file does not exist.
pub(crate) fn read_expected(path: &Path) -> Result<Option<Vec<ExpectedValue>>, ReadError> {
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(path)?;
    let mut stream = serde_json::Deserializer::from_str(&text).into_iter::<Box<RawValue>>();
    let (mut values, mut line, mut counted) = (Vec::new(), 1, 0);
    while let Some(value) = stream.next() {
        let raw = value.map_err(|e| ReadError::NotJson(path.to_path_buf(), e))?;
        let start = stream.byte_offset() - raw.get().len();
        line += text.as_bytes()[counted..start]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        counted = start;
        values.push(ExpectedValue { line, raw });
    }
    Ok(Some(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_paths_sit_beside_their_cases() {
        assert_eq!(
            expected_path(Path::new("a/b.json")),
            Path::new("a/b.expected.json")
        );
        assert_eq!(
            expected_path(Path::new("a/b.jsonl")),
            Path::new("a/b.expected.jsonl")
        );
        assert_eq!(expected_path(Path::new("b")), Path::new("b.expected"));
    }

    #[test]
    fn expected_values_know_their_lines() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let path = dir.path().join("a.expected.jsonl");
        fs::write(&path, "\"A\"\n\n[0,\n1]\n\"B\" \"C\"\n").expect("written");
        let values = read_expected(&path).expect("JSON").expect("the file");
        let seen: Vec<(usize, &str)> = values.iter().map(|v| (v.line, v.raw.get())).collect();
        assert_eq!(
            seen,
            [(1, "\"A\""), (3, "[0,\n1]"), (5, "\"B\""), (5, "\"C\"")]
        );
    }
}
