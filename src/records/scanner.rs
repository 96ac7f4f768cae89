//! Where the values of an input that is not JSON Lines begin and end.

use std::collections::VecDeque;

use super::Record;

/// Finds where top-level JSON values begin and end, without parsing them:
/// it tracks strings and bracket depth only. Syntax is checked later, by the
/// parser, on each cut-out value.
#[derive(Default, Debug)]
pub(super) struct Scanner {
    current: Vec<u8>,
    start: Option<(usize, usize)>,
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl Scanner {
    pub(super) fn feed(&mut self, line: &[u8], line_no: usize, out: &mut VecDeque<Record>) {
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
        // Whitespace after a value is not part of it: a value cut off then
        // ends where its last line does, not on the next case's line.
        let mut text = std::mem::take(&mut self.current);
        let end = text.iter().rposition(|b| !b.is_ascii_whitespace());
        text.truncate(end.map_or(0, |i| i + 1));
        Record {
            text,
            line,
            column,
            broken: None,
        }
    }

    pub(super) fn pending_len(&self) -> usize {
        self.current.len() + usize::from(self.start.is_some())
    }

    pub(super) fn start_line(&self) -> Option<usize> {
        self.start.map(|(line, _)| line)
    }

    /// What is left at the end of the input: a value cut off.
    pub(super) fn finish(&mut self) -> Option<Record> {
        self.start?;
        Some(self.take())
    }
}
