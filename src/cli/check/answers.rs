//! Reading another program's answers: one JSON value a line, each parsed on
//! its own, so a broken line spoils only itself.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use serde_json::Value;

use crate::cli::compare::json_error;

/// The longest answer line read; the rest of a longer one is skipped.
const MAX_LINE_BYTES: u64 = 256 << 20;

/// One answer line: its number, and its value or why it is not JSON.
pub type Answer = (usize, Result<Value, String>);

/// The answer lines of a file or stdin.
pub struct AnswerFile {
    input: Box<dyn BufRead>,
    /// The name used in messages.
    pub name: String,
    line: usize,
    buf: Vec<u8>,
}

impl AnswerFile {
    /// Opens `path`; `-` is stdin.
    pub fn open(path: &Path) -> io::Result<AnswerFile> {
        let (input, name): (Box<dyn Read>, String) = match path.as_os_str() == "-" {
            true => (Box::new(io::stdin()), "<stdin>".to_string()),
            false => {
                let file = File::open(path)?;
                if file.metadata()?.is_dir() {
                    return Err(io::Error::other("is a directory, not a file of answers"));
                }
                (Box::new(file), path.display().to_string())
            }
        };
        Ok(AnswerFile {
            input: Box::new(BufReader::with_capacity(1 << 16, input)),
            name,
            line: 0,
            buf: Vec::new(),
        })
    }

    /// The next line, or `None` at the end of the answers.
    pub fn next_answer(&mut self) -> io::Result<Option<Answer>> {
        self.buf.clear();
        let read = (&mut self.input)
            .take(MAX_LINE_BYTES)
            .read_until(b'\n', &mut self.buf)?;
        if read == 0 {
            return Ok(None);
        }
        self.line += 1;
        if read as u64 == MAX_LINE_BYTES && !self.buf.ends_with(b"\n") {
            skip_line(&mut self.input)?;
            let why = format!("longer than {} MiB", MAX_LINE_BYTES >> 20);
            return Ok(Some((self.line, Err(why))));
        }
        Ok(Some((self.line, parse(&self.buf))))
    }

    /// How many lines have been read.
    pub fn lines_read(&self) -> usize {
        self.line
    }

    /// The non-blank lines left after the last case.
    pub fn rest(&mut self) -> io::Result<Vec<usize>> {
        let mut extra = Vec::new();
        while let Some((line, answer)) = self.next_answer()? {
            if !matches!(&answer, Err(why) if why == EMPTY) {
                extra.push(line);
            }
        }
        Ok(extra)
    }
}

/// What an empty answer line is called.
const EMPTY: &str = "an empty line";

fn parse(line: &[u8]) -> Result<Value, String> {
    if line.iter().all(u8::is_ascii_whitespace) {
        return Err(EMPTY.to_string());
    }
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    serde_json::from_slice(line).map_err(|e| format!("{} (column {})", json_error(&e), e.column()))
}

fn skip_line(input: &mut impl BufRead) -> io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match memchr::memchr(b'\n', chunk) {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = chunk.len();
                input.consume(n);
            }
        }
    }
}
