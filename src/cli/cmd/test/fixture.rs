//! Fixtures on disk: finding them under the paths given, telling the two
//! layouts apart, and reading and writing expected outputs.
//!
//! - **paired**: a case file beside its expected output, `name.json` with
//!   `name.expected.json`, `name.jsonl` with `name.expected.jsonl`; the
//!   expected file holds one JSON value per case, in order.
//! - **inline**: a `.jsonl` file whose first non-blank line is a JSON object
//!   with an `"input"` key; every line is `{"input": CASE, "expected":
//!   RESULT}`. No case has an `"input"` key, so the two never mix up.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde_json::Value;
use serde_json::value::RawValue;
use ttt_judge::verdict::json_error;

use crate::cli::io::sys::special_kind;

/// The largest expected-output or inline fixture file read whole.
const MAX_FILE_BYTES: u64 = 256 << 20;

/// The fixtures under `paths`, in a stable order, and the paths that could
/// not be read (as messages). Folders are walked recursively; expected
/// outputs are not fixtures of their own, and a file named explicitly that
/// is one stands for its case file. Names are kept as the system gives
/// them, so a name that is not UTF-8 still finds its expected output.
pub(super) fn find(paths: &[PathBuf], filter: Option<&str>) -> (Vec<FixtureFile>, Vec<String>) {
    let mut found = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => walk(path, &mut found, &mut problems),
            Ok(_) => found.push(FixtureFile {
                path: case_file_of(path),
                named: true,
            }),
            Err(e) => problems.push(format!("{}: {e}", path.display())),
        }
    }
    found.dedup_by(|a, b| a.path == b.path);
    if let Some(text) = filter {
        found.retain(|f| f.path.to_string_lossy().contains(text));
    }
    (found, problems)
}

/// A fixture found, and whether it was named on the command line (rather
/// than found in a folder).
#[derive(Debug, PartialEq)]
pub(super) struct FixtureFile {
    /// The case file.
    pub path: PathBuf,
    /// True when it was named explicitly.
    pub named: bool,
}

fn walk(dir: &Path, found: &mut Vec<FixtureFile>, problems: &mut Vec<String>) {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return problems.push(format!("{}: {e}", dir.display())),
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        // A symlink to a folder is not followed, so a loop cannot trap the walk.
        let Ok(own) = fs::symlink_metadata(&path) else {
            continue;
        };
        if own.is_dir() {
            walk(&path, found, problems);
            continue;
        }
        match fs::metadata(&path) {
            Ok(meta) if meta.is_file() => {
                if is_case_file(&path) {
                    found.push(FixtureFile { path, named: false });
                }
            }
            Ok(meta) if meta.is_dir() => {}
            Ok(meta) => problems.push(format!(
                "{}: {}, not a regular file (a fixture folder holds only files and folders)",
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

/// `name.json` or `name.jsonl`, but not an expected output.
fn is_case_file(path: &Path) -> bool {
    let is_json = path
        .extension()
        .is_some_and(|e| e == "json" || e == "jsonl");
    is_json && !is_expected_file(path)
}

/// `name.expected.json` or `name.expected.jsonl`.
fn is_expected_file(path: &Path) -> bool {
    let is_json = path
        .extension()
        .is_some_and(|e| e == "json" || e == "jsonl");
    let stem = path.file_stem().map(Path::new);
    is_json && stem.is_some_and(|s| s.extension().is_some_and(|e| e == "expected"))
}

/// The case file an explicitly named path stands for.
fn case_file_of(path: &Path) -> PathBuf {
    if !is_expected_file(path) {
        return path.to_path_buf();
    }
    let stem = path.file_stem().map(Path::new).and_then(Path::file_stem);
    let (Some(stem), Some(ext)) = (stem, path.extension()) else {
        return path.to_path_buf();
    };
    let mut name = stem.to_os_string();
    name.push(".");
    name.push(ext);
    path.with_file_name(name)
}

/// `name.expected.json` for `name.json`; `name.expected` for `name`.
pub(super) fn expected_path(case_file: &Path) -> PathBuf {
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
pub(super) fn is_inline(path: &Path) -> io::Result<bool> {
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
pub(super) enum ReadError {
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

/// Reads a whole file, refusing one too large to hold.
pub(super) fn read_text(path: &Path) -> Result<String, ReadError> {
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

/// The expected values of a paired fixture, one per case, each as
/// written; `None` when the expected file does not exist yet.
pub(super) fn read_expected(path: &Path) -> Result<Option<Vec<Box<RawValue>>>, ReadError> {
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(path)?;
    let stream = serde_json::Deserializer::from_str(&text).into_iter::<Box<RawValue>>();
    let values: Result<Vec<Box<RawValue>>, _> = stream.collect();
    values
        .map(Some)
        .map_err(|e| ReadError::NotJson(path.to_path_buf(), e))
}

/// Writes lines of text, each followed by a newline.
pub(super) fn write_lines(path: &Path, lines: &[Vec<u8>]) -> io::Result<()> {
    let mut text = Vec::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
    for line in lines {
        text.extend_from_slice(line);
        text.push(b'\n');
    }
    fs::write(path, text)
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
    fn an_expected_file_named_explicitly_stands_for_its_cases() {
        assert_eq!(
            case_file_of(Path::new("x/c.expected.jsonl")),
            Path::new("x/c.jsonl")
        );
        assert_eq!(case_file_of(Path::new("x/c.json")), Path::new("x/c.json"));
    }

    #[test]
    fn names_that_are_not_utf8_keep_their_bytes() {
        use std::ffi::OsStr;
        use std::os::unix::ffi::OsStrExt;
        let case = Path::new(OsStr::from_bytes(b"d/bad\xffname.json"));
        let expected = Path::new(OsStr::from_bytes(b"d/bad\xffname.expected.json"));
        assert_eq!(expected_path(case), expected);
        assert_eq!(case_file_of(expected), case);
        assert!(is_case_file(case) && is_expected_file(expected));
    }
}
