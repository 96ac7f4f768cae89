//! Reading another program's answers: one JSON value a line, each checked
//! on its own, so a broken line spoils only itself. A line is only checked
//! here, not parsed into a tree: it is compared as written, from its text
//! (see `ttt_judge::json_text::Text`), so that it costs no more memory than
//! its bytes.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use ttt_judge::verdict::{Unreadable, read_answer};

/// The longest answer line read; the rest of a longer one is skipped.
const MAX_LINE_BYTES: u64 = 256 << 20;

/// A UTF-8 byte-order mark, which may begin the answers, as it may begin a
/// case file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// One answer line: its number, and nothing when it is one JSON value (its
/// text is [`AnswerFile::text`]), or why it is not.
pub type Answer = (usize, Result<(), NotAnswer>);

/// Why an answer line is not one JSON value.
#[derive(Debug)]
pub enum NotAnswer {
    /// It is empty, or only whitespace.
    Empty,
    /// It is longer than an answer line is read.
    TooLong,
    /// It is not UTF-8, or not one JSON value.
    Unreadable(Unreadable),
}

impl fmt::Display for NotAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotAnswer::Empty => f.write_str("an empty line"),
            NotAnswer::TooLong => write!(f, "longer than {} MiB", MAX_LINE_BYTES >> 20),
            NotAnswer::Unreadable(Unreadable::NotUtf8 { column }) => {
                write!(f, "invalid UTF-8 (column {column})")
            }
            NotAnswer::Unreadable(Unreadable::NotJson { error, column, .. }) => {
                write!(f, "{error} (column {column})")
            }
        }
    }
}

/// The answer lines of a file or stdin.
pub struct AnswerFile {
    input: Box<dyn BufRead>,
    /// The name used in messages.
    pub name: String,
    line: usize,
    buf: Vec<u8>,
    /// Where the last line's value lies in `buf`, when it is one.
    value: std::ops::Range<usize>,
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
            value: 0..0,
        })
    }

    /// The next line, or `None` at the end of the answers.
    pub fn next_answer(&mut self) -> io::Result<Option<Answer>> {
        self.buf.clear();
        self.value = 0..0;
        let read = (&mut self.input)
            .take(MAX_LINE_BYTES)
            .read_until(b'\n', &mut self.buf)?;
        if read == 0 {
            return Ok(None);
        }
        self.line += 1;
        if read as u64 == MAX_LINE_BYTES && !self.buf.ends_with(b"\n") {
            skip_line(&mut self.input)?;
            return Ok(Some((self.line, Err(NotAnswer::TooLong))));
        }
        let start = match self.line == 1 && self.buf.starts_with(BOM) {
            true => BOM.len(),
            false => 0,
        };
        let checked = check(&self.buf[start..]).map(|len| self.value = start..start + len);
        Ok(Some((self.line, checked)))
    }

    /// The text of the last line read, when it is one JSON value.
    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.buf[self.value.clone()])
            .expect("a line is kept only once it is known to be UTF-8")
    }

    /// How many lines have been read.
    pub fn lines_read(&self) -> usize {
        self.line
    }

    /// The non-blank lines left after the last case.
    pub fn rest(&mut self) -> io::Result<Vec<usize>> {
        let mut extra = Vec::new();
        while let Some((line, answer)) = self.next_answer()? {
            if !matches!(answer, Err(NotAnswer::Empty)) {
                extra.push(line);
            }
        }
        Ok(extra)
    }
}

/// Checks that a line is one JSON value, of any depth and with numbers of
/// any size, without building it; the length of its text.
fn check(line: &[u8]) -> Result<usize, NotAnswer> {
    if line.iter().all(u8::is_ascii_whitespace) {
        return Err(NotAnswer::Empty);
    }
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    read_answer(line).map_err(NotAnswer::Unreadable)?;
    Ok(line.len())
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
