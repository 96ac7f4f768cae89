//! Reads JSON Lines cases and parses each into the judge's case types, and
//! does nothing else: the baseline that `ttt-judge run` is measured
//! against in `benches/run.sh`.
//!
//! ```sh
//! cargo run --release --example parse_only -- cases.jsonl
//! ```

use std::io::{BufRead, BufReader};

use ttt_judge::parse_case;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: parse_only FILE")?;
    let mut input = BufReader::with_capacity(1 << 16, std::fs::File::open(path)?);
    let (mut line, mut cases, mut errors) = (Vec::new(), 0usize, 0usize);
    while input.read_until(b'\n', &mut line)? > 0 {
        match parse_case(&line, None) {
            Ok(case) => {
                std::hint::black_box(&case);
                cases += 1;
            }
            Err(_) => errors += 1,
        }
        line.clear();
    }
    println!("{cases} cases parsed, {errors} not");
    Ok(())
}
