//! Reading another program's answers: one JSON value a line, each checked
//! on its own, so a broken line spoils only itself. A line is only checked
//! here, not parsed into a tree: it is compared as written, from its text
//! (see `ttt_judge::json_text::Text`), so that it costs no more memory than
//! its bytes.

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use ttt_judge::verdict::{ANSWER_FLOOR_BYTES, Unreadable, read_answer};

/// The longest answer line read for a case whose judged result is
/// `expected` bytes: a few times that (an answer may be laid out with
/// spaces and line breaks, but holds the same entries), and never less
/// than [`ANSWER_FLOOR_BYTES`]; the rest of a longer line is skipped unread, so a
/// contestant's output of any size costs the checker a bounded memory.
pub(super) fn longest_answer(expected: usize) -> u64 {
    ANSWER_FLOOR_BYTES.max(ANSWER_PER_RESULT_BYTE * expected as u64)
}

/// How many bytes of answer a byte of the judge's result may be worth.
const ANSWER_PER_RESULT_BYTE: u64 = 16;

/// A UTF-8 byte-order mark, which may begin the answers, as it may begin a
/// case file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// One answer line: its number, and nothing when it is one JSON value (its
/// text is [`AnswerFile::text`]), or why it is not.
pub(super) type AnswerRead = (usize, Result<(), NotAnswer>);

/// Why an answer line is not one JSON value.
#[derive(Debug)]
pub(crate) enum NotAnswer {
    /// It is empty, or only whitespace.
    Empty,
    /// It is longer than an answer line is read.
    TooLong(u64),
    /// It is not UTF-8, or not one JSON value.
    Unreadable(Unreadable),
}

impl fmt::Display for NotAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotAnswer::Empty => f.write_str("an empty line"),
            NotAnswer::TooLong(most) => write!(
                f,
                "longer than {}, more than any answer to its case",
                ttt_judge::verdict::size(usize::try_from(*most).unwrap_or(usize::MAX))
            ),
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
pub(crate) struct AnswerFile {
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
    pub(crate) fn open(path: &Path) -> io::Result<AnswerFile> {
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

    /// The next line, read up to `most` bytes, or `None` at the end of
    /// the answers.
    pub(crate) fn next_answer(&mut self, most: u64) -> io::Result<Option<AnswerRead>> {
        self.buf.clear();
        self.value = 0..0;
        let read = (&mut self.input)
            .take(most)
            .read_until(b'\n', &mut self.buf)?;
        if read == 0 {
            return Ok(None);
        }
        self.line += 1;
        if read as u64 == most && !self.buf.ends_with(b"\n") {
            self.buf = Vec::new();
            skip_line(&mut self.input)?;
            return Ok(Some((self.line, Err(NotAnswer::TooLong(most)))));
        }
        let start = match self.line == 1 && self.buf.starts_with(BOM) {
            true => BOM.len(),
            false => 0,
        };
        let checked = check(&self.buf[start..]).map(|len| self.value = start..start + len);
        Ok(Some((self.line, checked)))
    }

    /// The text of the last line read, when it is one JSON value.
    pub(crate) fn text(&self) -> &str {
        std::str::from_utf8(&self.buf[self.value.clone()])
            .expect("a line is kept only once it is known to be UTF-8")
    }

    /// How many lines have been read.
    pub(crate) fn lines_read(&self) -> usize {
        self.line
    }

    /// The non-blank lines left after the last case.
    pub(crate) fn rest(&mut self) -> io::Result<Vec<usize>> {
        let mut extra = Vec::new();
        while let Some((line, answer)) = self.next_answer(ANSWER_FLOOR_BYTES)? {
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
