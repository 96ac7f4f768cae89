//! Reading case inputs: the files named on the command line (`-` or none is
//! stdin), each cut into one record per case.
//!
//! An input whose first non-blank line holds exactly one whole JSON value is
//! read as JSON Lines: every non-blank line is one case, so a broken line
//! spoils only itself. Any other input is read as JSON values one after
//! another, cut where a top-level value closes, so pretty-printed cases may
//! span lines.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufRead};

use crate::prefetch::{Input, Prefetch};
/// The largest case read; a bigger one is reported, not held in memory.
pub const MAX_CASE_BYTES: usize = 256 << 20;

/// Where cases come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Standard input.
    Stdin,
    /// A file.
    File(std::path::PathBuf),
}

impl Source {
    /// The sources named by a command's FILE arguments.
    pub fn from_args(files: &[std::path::PathBuf]) -> Vec<Source> {
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
    pub fn total_size(sources: &[Source]) -> Option<u64> {
        sources
            .iter()
            .map(|source| match source {
                Source::Stdin => None,
                Source::File(path) => std::fs::metadata(path).ok().map(|m| m.len()),
            })
            .sum()
    }

    /// The name used in messages.
    pub fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(path) => path.display().to_string(),
        }
    }

    /// Opens the source for reading.
    pub fn open(&self) -> io::Result<SourceReader> {
        let input = match self {
            Source::Stdin => Prefetch::new(io::stdin()),
            Source::File(path) => {
                let file = File::open(path)?;
                if file.metadata()?.is_dir() {
                    return Err(io::Error::other("is a directory, not a file of cases"));
                }
                Prefetch::new(file)
            }
        };
        Ok(CaseReader::new(input))
    }
}

/// The records of an open source.
pub type SourceReader = CaseReader<Prefetch>;

/// The text of one case and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The case's bytes, from its first byte.
    pub text: Vec<u8>,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The column (in bytes, from 1) its first byte is at.
    pub column: usize,
    /// Set when the case could not be read whole; says why.
    pub broken: Option<String>,
}

impl Record {
    /// The line and column of a byte offset inside the case.
    pub fn position(&self, offset: usize) -> (usize, usize) {
        let before = &self.text[..offset.min(self.text.len())];
        match before.iter().rposition(|&b| b == b'\n') {
            None => (self.line, self.column + before.len()),
            Some(nl) => {
                let lines = before.iter().filter(|&&b| b == b'\n').count();
                (self.line + lines, before.len() - nl)
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Undecided,
    Lines,
    Values,
}

/// Cuts an input into records.
pub struct CaseReader<R> {
    input: R,
    mode: Mode,
    line: usize,
    buf: Vec<u8>,
    scanner: Scanner,
    ready: VecDeque<Record>,
    done: bool,
}

impl<R: Input> CaseReader<R> {
    /// A reader at the start of `input`.
    pub fn new(input: R) -> CaseReader<R> {
        CaseReader {
            input,
            mode: Mode::Undecided,
            line: 0,
            buf: Vec::new(),
            scanner: Scanner::default(),
            ready: VecDeque::new(),
            done: false,
        }
    }

    /// True when the next record can be had without waiting for input.
    pub fn has_buffered(&mut self) -> bool {
        !self.ready.is_empty() || self.input.has_pending()
    }

    /// The next record, or `None` at the end of the input.
    pub fn next_record(&mut self) -> io::Result<Option<Record>> {
        while self.ready.is_empty() && !self.done {
            self.read_line()?;
        }
        Ok(self.ready.pop_front())
    }

    fn read_line(&mut self) -> io::Result<()> {
        self.buf.clear();
        let overflow = read_line_capped(&mut self.input, &mut self.buf, MAX_CASE_BYTES)?;
        if self.buf.is_empty() && !overflow {
            self.done = true;
            if let Some(rest) = self.scanner.finish() {
                self.ready.push_back(rest);
            }
            return Ok(());
        }
        self.line += 1;
        if self.line == 1 && self.buf.starts_with(b"\xEF\xBB\xBF") {
            self.buf.drain(..3);
        }
        if overflow {
            return self.too_long();
        }
        if self.mode == Mode::Undecided && !is_blank(&self.buf) {
            self.mode = match first_value_ends_on(&self.buf) {
                true => Mode::Lines,
                false => Mode::Values,
            };
        }
        match self.mode {
            Mode::Undecided => {}
            Mode::Lines => self.take_line(),
            Mode::Values => {
                let line = std::mem::take(&mut self.buf);
                self.scanner.feed(&line, self.line, &mut self.ready);
                self.buf = line;
                if self.scanner.pending_len() > MAX_CASE_BYTES {
                    return self.too_long();
                }
            }
        }
        Ok(())
    }

    fn take_line(&mut self) {
        if is_blank(&self.buf) {
            return;
        }
        let end = self.buf.len() - trailing_newline(&self.buf);
        // The line becomes the record; the next line gets a buffer of the
        // same size, as lines of one input tend to be alike.
        let size = self.buf.len();
        let mut text = std::mem::replace(&mut self.buf, Vec::with_capacity(size));
        text.truncate(end);
        self.ready.push_back(Record {
            text,
            line: self.line,
            column: 1,
            broken: None,
        });
    }

    /// A case too large to hold: report it and, unless the input is JSON
    /// Lines, stop reading this input, since where the case ends is unknown.
    fn too_long(&mut self) -> io::Result<()> {
        let line = self.scanner.start_line().unwrap_or(self.line);
        self.ready.push_back(Record {
            text: Vec::new(),
            line,
            column: 1,
            broken: Some(format!(
                "the case is larger than {} MiB, the most a case may be",
                MAX_CASE_BYTES >> 20
            )),
        });
        if self.mode == Mode::Lines {
            return Ok(());
        }
        self.scanner = Scanner::default();
        self.done = true;
        Ok(())
    }
}

/// Appends one line (with its newline) to `buf`; past `cap` bytes the rest of
/// the line is read and dropped, and the result is true.
fn read_line_capped(input: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> io::Result<bool> {
    let mut overflow = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(overflow);
        }
        let (take, end) = match memchr::memchr(b'\n', chunk) {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        if !overflow && buf.len() + take <= cap {
            buf.extend_from_slice(&chunk[..take]);
        } else if !overflow {
            overflow = true;
            buf.clear();
        }
        input.consume(take);
        if end {
            return Ok(overflow);
        }
    }
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

fn trailing_newline(line: &[u8]) -> usize {
    match line {
        [.., b'\r', b'\n'] => 2,
        [.., b'\n'] => 1,
        _ => 0,
    }
}

/// True when the first value on the line also ends on it.
fn first_value_ends_on(line: &[u8]) -> bool {
    let mut scanner = Scanner::default();
    let mut out = VecDeque::new();
    scanner.feed(line, 1, &mut out);
    !out.is_empty()
}

/// Finds where top-level JSON values begin and end, without parsing them:
/// it tracks strings and bracket depth only. Syntax is checked later, by the
/// parser, on each cut-out value.
#[derive(Default, Debug)]
struct Scanner {
    current: Vec<u8>,
    start: Option<(usize, usize)>,
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl Scanner {
    fn feed(&mut self, line: &[u8], line_no: usize, out: &mut VecDeque<Record>) {
        if self.start.is_some() && matches!(line.first(), Some(b'{' | b'[')) {
            // A case is never continued by a line that opens a value in its
            // first column: the open case was cut off, and a new one starts.
            out.push_back(self.take());
        }
        let (mut from, mut i) = (0, 0);
        while i < line.len() {
            if self.start.is_none() {
                if line[i].is_ascii_whitespace() {
                    i += 1;
                    continue;
                }
                self.start = Some((line_no, i + 1));
                from = i;
            } else {
                // Inside a container only quotes, brackets and (in strings)
                // backslashes matter: jump to the next one.
                i += self.boring_run(&line[i..]);
                if i == line.len() {
                    break;
                }
            }
            if self.step(line[i], line.get(i + 1).copied()) {
                self.current.extend_from_slice(&line[from..=i]);
                out.push_back(self.take());
            }
            i += 1;
        }
        if self.start.is_some() {
            self.current.extend_from_slice(&line[from..]);
        }
    }

    /// How many bytes at the start of `rest` cannot change the scanner's
    /// state.
    fn boring_run(&self, rest: &[u8]) -> usize {
        match (self.depth, self.in_string, self.escaped) {
            (0, _, _) | (_, true, true) => 0,
            (_, true, false) => memchr::memchr2(b'"', b'\\', rest).unwrap_or(rest.len()),
            (_, false, _) => rest
                .iter()
                .position(|b| matches!(b, b'"' | b'[' | b']' | b'{' | b'}'))
                .unwrap_or(rest.len()),
        }
    }

    /// Takes one byte of a value; true when the value ends with it.
    fn step(&mut self, b: u8, next: Option<u8>) -> bool {
        if self.in_string {
            match (self.escaped, b) {
                (true, _) => self.escaped = false,
                (false, b'\\') => self.escaped = true,
                (false, b'"') => self.in_string = false,
                _ => {}
            }
            return self.depth == 0 && !self.in_string;
        }
        match b {
            b'"' => self.in_string = true,
            b'[' | b'{' => self.depth += 1,
            b']' | b'}' => self.depth = self.depth.saturating_sub(1),
            _ if self.depth == 0 => {
                // A bare scalar (or stray byte) ends where a separator or a
                // structural character follows.
                return next.is_none_or(|n| n.is_ascii_whitespace() || b"[]{}\",:".contains(&n));
            }
            _ => {}
        }
        self.depth == 0 && !self.in_string
    }

    fn take(&mut self) -> Record {
        let (line, column) = self.start.take().expect("a value in progress has a start");
        self.depth = 0;
        self.in_string = false;
        self.escaped = false;
        Record {
            text: std::mem::take(&mut self.current),
            line,
            column,
            broken: None,
        }
    }

    fn pending_len(&self) -> usize {
        self.current.len() + usize::from(self.start.is_some())
    }

    fn start_line(&self) -> Option<usize> {
        self.start.map(|(line, _)| line)
    }

    /// What is left at the end of the input: a value cut off.
    fn finish(&mut self) -> Option<Record> {
        self.start?;
        Some(self.take())
    }
}

/// Reads all of `input` into records (for tests and small inputs).
#[cfg(test)]
pub fn read_all(input: &[u8]) -> io::Result<Vec<Record>> {
    let mut reader = CaseReader::new(input);
    let mut records = Vec::new();
    while let Some(record) = reader.next_record()? {
        records.push(record);
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(String, usize, usize)> {
        read_all(input.as_bytes())
            .expect("reading from memory cannot fail")
            .into_iter()
            .map(|r| {
                (
                    String::from_utf8_lossy(&r.text).into_owned(),
                    r.line,
                    r.column,
                )
            })
            .collect()
    }

    #[test]
    fn json_lines_give_one_record_per_non_blank_line() {
        let got = texts("[[0,0]]\n\n  \n{\"moves\":[]}\r\n[[1,\n");
        assert_eq!(
            got,
            vec![
                ("[[0,0]]".into(), 1, 1),
                ("{\"moves\":[]}".into(), 4, 1),
                ("[[1,".into(), 5, 1),
            ]
        );
    }

    #[test]
    fn pretty_printed_values_span_lines() {
        let got = texts("{\n  \"moves\": [\n    [0, 0]\n  ]\n}\n[\n  [1,1]\n] [[2,2]]\n");
        assert_eq!(got.len(), 3);
        assert_eq!((got[0].1, got[0].2), (1, 1));
        assert_eq!(got[1], ("[\n  [1,1]\n]".into(), 6, 1));
        assert_eq!(got[2], ("[[2,2]]".into(), 8, 3));
    }

    #[test]
    fn a_value_cut_off_at_the_end_is_still_a_record() {
        let got = texts("[\n  [0,0]");
        assert_eq!(got, vec![("[\n  [0,0]".into(), 1, 1)]);
    }

    #[test]
    fn brackets_inside_strings_do_not_count() {
        let got = texts("{\"a\": \"]\\\"[\",\n \"b\": 1}\n");
        assert_eq!(
            got,
            vec![("{\"a\": \"]\\\"[\",\n \"b\": 1}\n".trim_end().into(), 1, 1)]
        );
    }

    #[test]
    fn a_line_opening_a_value_in_column_one_starts_a_new_case() {
        let got = texts("[[0,0],\n[[1,1]]\n{\n  \"moves\": [\n{\"moves\": []}\n");
        assert_eq!(
            got,
            vec![
                ("[[0,0],\n".into(), 1, 1),
                ("[[1,1]]".into(), 2, 1),
                ("{\n  \"moves\": [\n".into(), 3, 1),
                ("{\"moves\": []}".into(), 5, 1),
            ]
        );
    }

    #[test]
    fn a_bom_is_skipped() {
        assert_eq!(texts("\u{feff}[[0,0]]\n"), vec![("[[0,0]]".into(), 1, 1)]);
    }

    #[test]
    fn positions_inside_a_record() {
        let record = Record {
            text: b"{\n  \"n\": x}".to_vec(),
            line: 7,
            column: 3,
            broken: None,
        };
        assert_eq!(record.position(0), (7, 3));
        assert_eq!(record.position(9), (8, 8));
    }
}
