//! Fixtures on disk for `test`: finding them under the paths given, and
//! writing expected outputs. Their layouts, and reading them, are
//! `io::fixture`'s, which `grade` and `validate` share.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub(super) use crate::cli::io::fixture::{expected_path, is_inline, read_expected, read_text};
use crate::cli::io::fixture::{is_case_file, is_expected_file, walk};

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
            Ok(meta) if meta.is_dir() => {
                let mut files = Vec::new();
                walk(path, &is_case_file, &mut files, &mut problems);
                found.extend(
                    files
                        .into_iter()
                        .map(|path| FixtureFile { path, named: false }),
                );
            }
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
