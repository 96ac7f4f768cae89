//! Fixtures on disk: finding them under the paths given, telling the two
//! layouts apart, and reading and writing expected outputs.
//!
//! - **paired**: a case file beside its expected output, `name.json` with
//!   `name.expected.json`, `name.jsonl` with `name.expected.jsonl`; the
//!   expected file holds one JSON value per case, in order.
//! - **inline**: a `.jsonl` file whose first non-blank line is a JSON object
//!   with an `"input"` key; every line is `{"input": CASE, "expected":
//!   RESULT}`. No case has an `"input"` key, so the two never mix up.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::cli::compare::json_error;

/// The largest expected-output or inline fixture file read whole.
const MAX_FILE_BYTES: u64 = 256 << 20;

/// The fixtures under `paths`, in a stable order, and the paths that could
/// not be read (as messages). Folders are walked recursively; expected
/// outputs are not fixtures of their own, and a file named explicitly that
/// is one stands for its case file.
pub fn find(paths: &[PathBuf], filter: Option<&str>) -> (Vec<PathBuf>, Vec<String>) {
    let mut found = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => walk(path, &mut found, &mut problems),
            Ok(_) => found.push(case_file_of(path)),
            Err(e) => problems.push(format!("{}: {e}", path.display())),
        }
    }
    found.dedup();
    if let Some(text) = filter {
        found.retain(|p| p.to_string_lossy().contains(text));
    }
    (found, problems)
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>, problems: &mut Vec<String>) {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return problems.push(format!("{}: {e}", dir.display())),
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        // A symlink to a folder is not followed, so a loop cannot trap the walk.
        let is_real_dir = fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir());
        if is_real_dir {
            walk(&path, found, problems);
        } else if path.is_file() && is_case_file(&path) {
            found.push(path);
        }
    }
}

/// `name.json` or `name.jsonl`, but not an expected output.
fn is_case_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    (name.ends_with(".json") || name.ends_with(".jsonl")) && !is_expected_file(&name)
}

fn is_expected_file(name: &str) -> bool {
    name.ends_with(".expected.json") || name.ends_with(".expected.jsonl")
}

/// The case file an explicitly named path stands for.
fn case_file_of(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    match name {
        Some(name) if is_expected_file(&name) => {
            path.with_file_name(name.replacen(".expected.", ".", 1))
        }
        _ => path.to_path_buf(),
    }
}

/// `name.expected.json` for `name.json`; `name.expected` for `name`.
pub fn expected_path(case_file: &Path) -> PathBuf {
    let stem = case_file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match case_file.extension() {
        Some(ext) => format!("{stem}.expected.{}", ext.to_string_lossy()),
        None => format!("{stem}.expected"),
    };
    case_file.with_file_name(name)
}

/// True when the file is an inline fixture: a `.jsonl` file whose first
/// non-blank line is an object with an `"input"` key.
pub fn is_inline(path: &Path) -> io::Result<bool> {
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

/// Reads a whole file, refusing one too large to hold.
pub fn read_text(path: &Path) -> Result<String, String> {
    let fail = |e: io::Error| format!("{}: {e}", path.display());
    let mut text = String::new();
    let file = File::open(path).map_err(fail)?;
    file.take(MAX_FILE_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(fail)?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "{}: larger than {} MiB",
            path.display(),
            MAX_FILE_BYTES >> 20
        ));
    }
    Ok(text)
}

/// The expected values of a paired fixture, one per case; `None` when the
/// expected file does not exist yet.
pub fn read_expected(path: &Path) -> Result<Option<Vec<Value>>, String> {
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(path)?;
    let stream = serde_json::Deserializer::from_str(&text).into_iter::<Value>();
    let values: Result<Vec<Value>, _> = stream.collect();
    values.map(Some).map_err(|e| {
        format!(
            "{}:{}:{}: not JSON: {}",
            path.display(),
            e.line(),
            e.column(),
            json_error(&e)
        )
    })
}

/// Writes lines of text, each followed by a newline.
pub fn write_lines(path: &Path, lines: &[Vec<u8>]) -> io::Result<()> {
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
}
