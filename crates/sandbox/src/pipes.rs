//! The program's three pipes, each served by a thread of its own, so that no
//! pipe can block another or the thread that watches the limits.

use std::io::{self, Read, Write};
use std::process::{ChildStderr, ChildStdin, ChildStdout};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::Instant;

/// The most bytes of stderr kept in [`Run::stderr_tail`](crate::Run::stderr_tail).
pub const TAIL_BYTES: usize = 4096;
/// The most lines of stderr kept in [`Run::stderr_tail`](crate::Run::stderr_tail).
pub const TAIL_LINES: usize = 20;

/// The size of one read from a pipe.
const CHUNK: usize = 64 * 1024;

/// What the stdout thread reports, in order.
#[derive(Debug)]
pub(crate) enum Event {
    /// The complete lines of one read that are among the first `keep`,
    /// without their `\n`, how many more complete lines it held, and when
    /// it was read.
    Lines(Vec<Vec<u8>>, u64, Instant),
    /// Stdout went over its limit; the thread stopped reading and hands the
    /// pipe over, still open, so that the program cannot end by `SIGPIPE`
    /// before it is killed for its output.
    Overflow(ChildStdout),
    /// Stdout is closed; what followed the last `\n`.
    End(Vec<u8>),
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

/// Cuts stdout into lines on a thread, sending the first `keep` as they are
/// read and counting the rest, until stdout closes or more than `limit`
/// bytes came. What the judge holds is bounded by `limit` and `keep`,
/// whatever the program prints.
pub(crate) fn lines(stdout: ChildStdout, limit: u64, keep: usize) -> io::Result<Receiver<Event>> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("sandbox-stdout".into())
        .spawn(move || read_lines(stdout, limit, keep, &sender))?;
    Ok(receiver)
}

/// The stdout thread's loop; stops when nobody listens any more.
fn read_lines(mut stdout: ChildStdout, limit: u64, keep: usize, sender: &Sender<Event>) {
    let mut kept = 0;
    let mut chunk = vec![0; CHUNK];
    let mut partial = Vec::new();
    let mut left = limit;
    loop {
        let n = match stdout.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let at = Instant::now();
        let allowed = n.min(usize::try_from(left).unwrap_or(usize::MAX));
        left -= allowed as u64;
        // What was kept before holds no '\n': only the new bytes are searched.
        let searched = partial.len();
        partial.extend_from_slice(&chunk[..allowed]);
        let mut start = 0;
        let (mut lines, mut extra) = (Vec::new(), 0);
        for end in memchr::memchr_iter(b'\n', &partial[searched..]) {
            if kept >= keep {
                break;
            }
            let end = searched + end;
            lines.push(partial[start..end].to_vec());
            start = end + 1;
            kept += 1;
        }
        // Past the lines kept, only the count and the last line end matter.
        if let Some(last) = memchr::memrchr(b'\n', &partial[start..]) {
            extra = newlines(&partial[start..start + last + 1]);
            start += last + 1;
        }
        partial.drain(..start);
        let any = !lines.is_empty() || extra > 0;
        if any && sender.send(Event::Lines(lines, extra, at)).is_err() {
            return;
        }
        if allowed < n {
            let _ = sender.send(Event::Overflow(stdout));
            return;
        }
    }
    let _ = sender.send(Event::End(partial));
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

/// Keeps the tail of stderr on a thread; the receiver gets it when stderr
/// closes.
pub(crate) fn tail(stderr: ChildStderr) -> io::Result<Receiver<String>> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("sandbox-stderr".into())
        .spawn(move || {
            let _ = sender.send(read_tail(stderr));
        })?;
    Ok(receiver)
}

/// Reads stderr to its end, keeping at most twice [`TAIL_BYTES`] at a time,
/// and returns its tail.
fn read_tail(mut stderr: impl Read) -> String {
    let mut chunk = vec![0; CHUNK];
    let mut kept = Vec::new();
    while let Ok(n @ 1..) = stderr.read(&mut chunk) {
        kept.extend_from_slice(&chunk[..n]);
        if kept.len() > 2 * TAIL_BYTES {
            kept.drain(..kept.len() - TAIL_BYTES);
        }
    }
    last_lines(&kept)
}

/// The last [`TAIL_LINES`] lines and at most [`TAIL_BYTES`] bytes of `bytes`,
/// as lossy UTF-8.
pub(crate) fn last_lines(bytes: &[u8]) -> String {
    let bytes = &bytes[bytes.len().saturating_sub(TAIL_BYTES)..];
    let text = String::from_utf8_lossy(bytes);
    let body = text.strip_suffix('\n').unwrap_or(&text);
    let start = body
        .match_indices('\n')
        .rev()
        .nth(TAIL_LINES - 1)
        .map_or(0, |(at, _)| at + 1);
    text[start..].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_keeps_the_last_twenty_lines() {
        let text: String = (1..=30).map(|i| format!("line {i}\n")).collect();
        let tail = last_lines(text.as_bytes());
        assert!(tail.starts_with("line 11\n"), "{tail:?}");
        assert!(tail.ends_with("line 30\n"));
        assert_eq!(tail.lines().count(), TAIL_LINES);
    }

    #[test]
    fn the_tail_keeps_the_last_bytes_of_one_long_line() {
        let text = "x".repeat(3 * TAIL_BYTES) + "end";
        let tail = read_tail(text.as_bytes());
        assert_eq!(tail.len(), TAIL_BYTES);
        assert!(tail.ends_with("xend"));
    }

    #[test]
    fn newlines_are_counted_in_words_and_the_rest() {
        let text = b"a\nb\n\n\nccccccccc\n\x8a\x0a\n";
        let naive = text.iter().filter(|&&b| b == b'\n').count() as u64;
        assert_eq!(newlines(text), naive);
        assert_eq!(newlines(&[b'\n'; 1003]), 1003);
        assert_eq!(newlines(&[0x8a; 16]), 0);
    }

    #[test]
    fn a_short_tail_is_whole() {
        assert_eq!(last_lines(b"a\nb"), "a\nb");
        assert_eq!(last_lines(b""), "");
    }
}
