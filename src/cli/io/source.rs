//! Case inputs: the files named on the command line (`-` or none is
//! stdin), each read ahead on its own thread and cut into one record per
//! case by [`ttt_judge::input::Framer`]; an inline fixture read as the
//! inputs of its lines.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use ttt_judge::input::Framer;

use super::fixture::{MAX_FILE_BYTES, is_inline};
use super::inline::as_cases;
use super::prefetch::Prefetch;

/// Where cases come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Standard input.
    Stdin,
    /// A file.
    File(std::path::PathBuf),
    /// An inline fixture, whose cases are its lines' `"input"`s (see
    /// [`super::fixture`]).
    Inline(std::path::PathBuf),
}

impl Source {
    /// The sources named by a command's FILE arguments.
    pub(crate) fn from_args(files: &[std::path::PathBuf]) -> Vec<Source> {
        if files.is_empty() {
            return vec![Source::Stdin];
        }
        let source = |f: &std::path::PathBuf| match f.as_os_str() == "-" {
            true => Source::Stdin,
            false => Source::File(f.clone()),
        };
        files.iter().map(source).collect()
    }

    /// The source for the file at `path` as `grade`, `validate` and
    /// `show` read it: an inline fixture as its lines' inputs, any other
    /// file as it is (a file that cannot be read says so when opened).
    pub(crate) fn file(path: &Path) -> Source {
        match path.as_os_str() == "-" {
            true => Source::Stdin,
            false if is_inline(path).unwrap_or(false) => Source::Inline(path.to_path_buf()),
            false => Source::File(path.to_path_buf()),
        }
    }

    /// The file read, if the source is one.
    pub(crate) fn path(&self) -> Option<&Path> {
        match self {
            Source::Stdin => None,
            Source::File(path) | Source::Inline(path) => Some(path),
        }
    }

    /// The total size of `sources`, when every one is a file of known size.
    pub(crate) fn total_size(sources: &[Source]) -> Option<u64> {
        sources
            .iter()
            .map(|source| {
                let path = source.path()?;
                std::fs::metadata(path).ok().map(|m| m.len())
            })
            .sum()
    }

    /// The name used in messages.
    pub(crate) fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(path) | Source::Inline(path) => path.display().to_string(),
        }
    }

    /// Opens the source for reading.
    pub(crate) fn open(&self) -> io::Result<SourceFramer> {
        let input = match self {
            Source::Stdin => {
                super::sys::stdin_is_open()?;
                Prefetch::new(io::stdin())
            }
            Source::File(path) => {
                let file = File::open(path)?;
                if file.metadata()?.is_dir() {
                    return Err(io::Error::other("is a directory, not a file of cases"));
                }
                Prefetch::new(file)
            }
            Source::Inline(path) => {
                let mut text = Vec::new();
                File::open(path)?
                    .take(MAX_FILE_BYTES + 1)
                    .read_to_end(&mut text)?;
                if text.len() as u64 > MAX_FILE_BYTES {
                    return Err(io::Error::other(format!(
                        "an inline fixture larger than {} MiB",
                        MAX_FILE_BYTES >> 20
                    )));
                }
                Prefetch::new(io::Cursor::new(as_cases(text)))
            }
        };
        Ok(Framer::new(input))
    }
}

/// The records of an open source.
pub(super) type SourceFramer = Framer<Prefetch>;
