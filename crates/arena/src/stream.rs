//! A bot over any pair of streams: its messages written to one, its
//! answers read from the other, each line bounded, and the lines read in
//! all bounded too. A judge system's interactor speaks to the contestant's
//! program this way, over its own stdin and stdout; the judge system holds
//! the program's time, so no clock is read here.

use std::io::{BufRead, Write};

use crate::player::{Answer, Deadline, Fault, Player, Reason, shown};
use crate::protocol::{Message, Protocol};

/// What is read from a stream bot at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLimits {
    /// The most bytes of one line, its newline aside.
    pub line_bytes: usize,
    /// The most lines read in all, remarks a protocol passes over included.
    pub lines: u64,
}

impl Default for StreamLimits {
    /// 4 KB a line, as the arena's boxes hold an answer line, and 100 000
    /// lines.
    fn default() -> StreamLimits {
        StreamLimits {
            line_bytes: 4096,
            lines: 100_000,
        }
    }
}

/// A bot whose answers come from `reader` and whose messages go to
/// `writer`, in `protocol`.
pub struct StreamPlayer<R, W> {
    reader: R,
    writer: W,
    protocol: Box<dyn Protocol>,
    limits: StreamLimits,
    lines: u64,
    broken: bool,
}

/// One line read, bounded.
enum Line {
    /// A whole line (its newline taken off), or the last one, unended.
    Text(Vec<u8>),
    /// A line longer than the limit.
    TooLong,
    /// The stream ended (or failed) before any byte of a line.
    Closed,
}

impl<R: BufRead + Send, W: Write + Send> StreamPlayer<R, W> {
    /// A bot over `reader` and `writer`.
    pub fn new(
        reader: R,
        writer: W,
        protocol: Box<dyn Protocol>,
        limits: StreamLimits,
    ) -> StreamPlayer<R, W> {
        StreamPlayer {
            reader,
            writer,
            protocol,
            limits,
            lines: 0,
            broken: false,
        }
    }

    fn fault(&mut self, reason: Reason, detail: String) -> Fault {
        self.broken = true;
        Fault { reason, detail }
    }

    /// Reads one line, never holding more than the limit of it.
    fn line(&mut self) -> Line {
        let mut line = Vec::new();
        loop {
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => &[][..],
            };
            if buffer.is_empty() {
                return match line.is_empty() {
                    true => Line::Closed,
                    false => Line::Text(line),
                };
            }
            let (take, ended) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at, true),
                None => (buffer.len(), false),
            };
            if line.len() + take > self.limits.line_bytes {
                return Line::TooLong;
            }
            line.extend_from_slice(&buffer[..take]);
            self.reader.consume(take + usize::from(ended));
            if ended {
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Line::Text(line);
            }
        }
    }
}

impl<R: BufRead + Send, W: Write + Send> Player for StreamPlayer<R, W> {
    fn tell(&mut self, message: &Message<'_>) {
        if let Some(mut line) = self.protocol.encode(message) {
            line.push(b'\n');
            // A bot that stopped reading is found out at its next answer.
            let _ = self
                .writer
                .write_all(&line)
                .and_then(|()| self.writer.flush());
        }
    }

    fn ask(&mut self, message: &Message<'_>, _: Deadline) -> Result<Answer, Fault> {
        self.tell(message);
        loop {
            if self.lines >= self.limits.lines {
                let most = self.limits.lines;
                return Err(self.fault(Reason::Output, format!("wrote more than {most} lines")));
            }
            let line = match self.line() {
                Line::Text(line) => line,
                Line::TooLong => {
                    let most = self.limits.line_bytes;
                    return Err(
                        self.fault(Reason::Garbage, format!("a line of more than {most} bytes"))
                    );
                }
                Line::Closed => {
                    return Err(self.fault(Reason::Crash, "closed its output".into()));
                }
            };
            self.lines += 1;
            if self.protocol.skip(&line) {
                continue;
            }
            return match self.protocol.decode(&line) {
                Some(at) => Ok(Answer {
                    at,
                    spent: std::time::Duration::ZERO,
                }),
                None => Err(self.fault(Reason::Garbage, shown(&line))),
            };
        }
    }

    fn broken(&self) -> bool {
        self.broken
    }

    fn finish(&mut self) -> String {
        String::new()
    }
}
