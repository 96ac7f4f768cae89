//! The program's three pipes, each served by a thread of its own, so that no
//! pipe can block another or the thread that watches the limits (stderr's
//! in `stderr`).

use std::io::{self, Read, Write};
use std::process::{ChildStdin, ChildStdout};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Instant;

/// The size of one read from a pipe.
pub(crate) const CHUNK: usize = 64 * 1024;

/// What the stdout thread reports, in order.
#[derive(Debug)]
pub(crate) enum Event {
    /// The complete lines of one read that are among the first `keep`,
    /// without their `\n` (each cut to the line limit), the lines of those
    /// that were cut with their whole length, how many more complete lines
    /// the read held, and when it was read.
    Lines(Vec<Vec<u8>>, Vec<(usize, u64)>, u64, Instant),
    /// Stdout went over its limit; the thread stopped reading and hands the
    /// pipe over, still open, so that the program cannot end by `SIGPIPE`
    /// before it is killed for its output.
    Overflow(ChildStdout),
    /// Stdout is closed; what followed the last `\n` (cut to the line
    /// limit), and its whole length.
    End(Vec<u8>, u64),
}

/// Writes all of `input` to the program's stdin, then closes it. A program
/// that exits or closes stdin before reading it all ends the write with
/// `EPIPE` (Rust ignores `SIGPIPE`), and that is no error of ours; nobody
/// waits for this thread.
pub(crate) fn feed(mut stdin: ChildStdin, input: Vec<u8>) -> io::Result<()> {
    thread::Builder::new()
        .name("sandbox-stdin".into())
        .spawn(move || {
            // Whether the program read its input is its own business.
            let _ = stdin.write_all(&input);
        })
        .map(drop)
}

/// How stdout is cut: the most bytes in all, the lines kept, and the most
/// bytes kept of one line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cut {
    pub(crate) limit: u64,
    pub(crate) keep: usize,
    pub(crate) line_bytes: u64,
}

/// Cuts stdout into lines on a thread, sending the first `keep` as they are
/// read and counting the rest, until stdout closes or more than `limit`
/// bytes came. What the judge holds is bounded by `limit`, and by
/// `line_bytes` for any one line, whatever the program prints; each byte
/// is looked at once.
pub(crate) fn lines(stdout: ChildStdout, cut: Cut) -> io::Result<Receiver<Event>> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("sandbox-stdout".into())
        .spawn(move || read_lines(stdout, cut, &sender))?;
    Ok(receiver)
}

/// The line being read: the bytes kept of it and its whole length so far.
#[derive(Default)]
struct Partial {
    kept: Vec<u8>,
    length: u64,
}

impl Partial {
    /// Adds `bytes` to the line, keeping at most `most` bytes of it.
    fn push(&mut self, bytes: &[u8], most: u64) {
        let room =
            usize::try_from(most.saturating_sub(self.kept.len() as u64)).unwrap_or(usize::MAX);
        self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
        self.length += bytes.len() as u64;
    }

    /// The line, ended: what was kept, and its whole length.
    fn take(&mut self) -> (Vec<u8>, u64) {
        let length = std::mem::take(&mut self.length);
        (std::mem::take(&mut self.kept), length)
    }
}

/// The stdout thread's loop; stops when nobody listens any more.
fn read_lines(mut stdout: ChildStdout, cut: Cut, sender: &Sender<Event>) {
    let mut kept = 0;
    let mut chunk = vec![0; CHUNK];
    let mut partial = Partial::default();
    let mut left = cut.limit;
    loop {
        let n = match stdout.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let at = Instant::now();
        let allowed = n.min(usize::try_from(left).unwrap_or(usize::MAX));
        left -= allowed as u64;
        let data = &chunk[..allowed];
        let mut start = 0;
        let (mut lines, mut long, mut extra) = (Vec::new(), Vec::new(), 0);
        for end in memchr::memchr_iter(b'\n', data) {
            if kept >= cut.keep {
                break;
            }
            partial.push(&data[start..end], cut.line_bytes);
            let (line, length) = partial.take();
            if length > line.len() as u64 {
                long.push((kept, length));
            }
            lines.push(line);
            start = end + 1;
            kept += 1;
        }
        // Past the lines kept, only the count and the last line end matter.
        if kept >= cut.keep
            && let Some(last) = memchr::memrchr(b'\n', &data[start..])
        {
            extra = newlines(&data[start..start + last + 1]);
            partial = Partial::default();
            start += last + 1;
        }
        partial.push(&data[start..], cut.line_bytes);
        let any = !lines.is_empty() || extra > 0;
        if any && sender.send(Event::Lines(lines, long, extra, at)).is_err() {
            return;
        }
        if allowed < n {
            let _ = sender.send(Event::Overflow(stdout));
            return;
        }
    }
    let (rest, length) = partial.take();
    let _ = sender.send(Event::End(rest, length));
}

/// How many `\n` `bytes` holds, in words of eight bytes at a time (a
/// flood of empty lines is counted, not searched line by line).
fn newlines(bytes: &[u8]) -> u64 {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    let mut words = bytes.chunks_exact(8);
    let mut count = 0u64;
    for word in words.by_ref() {
        let x = u64::from_ne_bytes(word.try_into().expect("eight bytes")) ^ (ONES * 0x0a);
        // A byte of x is zero exactly where the word held a newline.
        let zero = !(((x & !HIGHS) + !HIGHS) | x) & HIGHS;
        count += u64::from(zero.count_ones());
    }
    count + words.remainder().iter().filter(|&&b| b == b'\n').count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_are_counted_in_words_and_the_rest() {
        let text = b"a\nb\n\n\nccccccccc\n\x8a\x0a\n";
        let naive = text.iter().filter(|&&b| b == b'\n').count() as u64;
        assert_eq!(newlines(text), naive);
        assert_eq!(newlines(&[b'\n'; 1003]), 1003);
        assert_eq!(newlines(&[0x8a; 16]), 0);
    }
}
