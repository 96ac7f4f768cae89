//! Case inputs: the files named on the command line (`-` or none is
//! stdin), each read ahead on its own thread and cut into one record per
//! case by [`ttt_judge::input::Framer`].

use std::fs::File;
use std::io;

use ttt_judge::input::Framer;

use super::prefetch::Prefetch;

/// Where cases come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Standard input.
    Stdin,
    /// A file.
    File(std::path::PathBuf),
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

    /// The total size of `sources`, when every one is a file of known size.
    pub(crate) fn total_size(sources: &[Source]) -> Option<u64> {
        sources
            .iter()
            .map(|source| match source {
                Source::Stdin => None,
                Source::File(path) => std::fs::metadata(path).ok().map(|m| m.len()),
            })
            .sum()
    }

    /// The name used in messages.
    pub(crate) fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(path) => path.display().to_string(),
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
        };
        Ok(Framer::new(input))
    }
}

/// The records of an open source.
pub(super) type SourceFramer = Framer<Prefetch>;
