//! The hand-written ceiling of one thread: reads JSON Lines cases a line at
//! a time, parses and judges each and writes its result line, with nothing
//! else (no framing of other layouts, no case numbers, no threads, no
//! reading ahead).
//! `benches/scale.sh` measures `ttt-judge run` against it.
//!
//! ```sh
//! cargo run --release --example ceiling -- cases.jsonl > results.jsonl
//! ```

use std::io::{BufRead, BufReader, BufWriter, Write};

use ttt_judge::answer::{LineFormat, write_error, write_result};
use ttt_judge::parse_case;

/// The judge's own allocator, so that only the work differs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: ceiling FILE")?;
    let mut input = BufReader::with_capacity(1 << 18, std::fs::File::open(path)?);
    let mut output = BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let (mut line, mut result) = (Vec::new(), Vec::new());
    while input.read_until(b'\n', &mut line)? > 0 {
        result.clear();
        let judged = match parse_case(&line, None) {
            Ok(case) => write_result(&case, LineFormat::default(), &mut result).is_ok(),
            Err(_) => false,
        };
        if !judged {
            result.clear();
            write_error(&mut result, "not judged");
        }
        result.push(b'\n');
        output.write_all(&result)?;
        line.clear();
    }
    output.flush()?;
    Ok(())
}
