//! Size: long move lists are judged, not refused, and huge boards cost
//! what their moves cost.

use super::run_bytes;

#[test]
fn a_million_moves_are_judged() {
    // 500 full rows of a 2000 × 2000 board: no line is completed by one
    // player, so every move is legal and none wins.
    let n = 2000;
    let moves: Vec<String> = (0..1_000_000)
        .map(|i| format!("[{},{}]", i / n, i % n))
        .collect();
    let input = format!(
        "[[0,0]]\n{{\"n\": {n}, \"moves\": [{}]}}\n[[1,1]]\n",
        moves.join(",")
    );
    let ran = run_bytes(&["run"], input.as_bytes());
    assert_eq!((ran.code, ran.stderr.as_str()), (0, ""));
    let zeros = vec!["0"; 1_000_000].join(",");
    assert!(ran.stdout == format!("\"Pending\"\n[{zeros}]\n\"Pending\"\n"));
}

/// Runs the judge with its address space capped, so a board allocated
/// cell by cell (4·10^18 cells) or even row by row (2·10^9) fails.
#[cfg(unix)]
#[test]
fn huge_boards_are_judged_within_a_small_address_space() {
    let input = concat!(
        "[2147483647, [\"X\",\"O\"], [\"X\",\"O\",\"X\"], [2147483646,0,2147483646], [2147483646,0,2147483645]]\n",
        "[1000000000000000000, [[0,0],[999999999999999999,0],[0,999999999999999999]]]\n",
        "{\"n\": 2147483647, \"k\": 2147483647, \"playerMarks\": [\"X\",\"O\"], \"players\": [\"X\"], \"rows\": [5], \"cols\": [5]}\n",
    );
    let binary = assert_cmd::cargo::cargo_bin("ttt-judge");
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 262144 && exec \"$0\" run --jobs 1")
        .arg(binary)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("piped")
                .write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .expect("the judge runs under sh");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        concat!(
            "[[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"],[\"IN_PROGRESS\",\"IN_PROGRESS\"]]\n",
            "[0,0,0]\n",
            "[[\"IN_PROGRESS\",\"IN_PROGRESS\"]]\n",
        )
    );
}

/// The message for a case over the size cap, as case `number` of stdin.
fn too_large(number: usize, line: usize) -> String {
    format!(
        "{{\"error\":\"case {number} (<stdin>:{line}): the case is larger than 256 MiB, the most a case may be\"}}"
    )
}

/// A case over the cap is one error line wherever it is, first line
/// included, and every case after it is judged.
#[test]
fn a_case_over_the_cap_costs_only_its_own_line() {
    // Junk after it on its line is part of the same error.
    let huge = format!("[\"{}\"] x\n", "x".repeat((256 << 20) + 1));
    let good = "[[0,0]]\n{\"moves\": [[1,1]]}\n";
    let ran = run_bytes(&["run"], format!("{huge}{good}").as_bytes());
    assert_eq!(ran.code, 2);
    assert_eq!(
        ran.stdout,
        format!("{}\n\"Pending\"\n\"Pending\"\n", too_large(1, 1))
    );
    let ran = run_bytes(&["run"], format!("[[2,2]]\n{huge}{good}").as_bytes());
    assert_eq!(
        ran.stdout,
        format!(
            "\"Pending\"\n{}\n\"Pending\"\n\"Pending\"\n",
            too_large(2, 2)
        )
    );
}

/// Feeds `start`, then `filler` for ever, to `run`; the first line it
/// writes.
fn first_line_of_endless(start: &'static [u8], filler: u8) -> String {
    use std::io::{BufRead, BufReader, Write};
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .arg("run")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().expect("piped stdin");
    std::thread::spawn(move || {
        let block = vec![filler; 1 << 20];
        // Ends when the judge is killed and the pipe breaks.
        let _ = stdin.write_all(start);
        while stdin.write_all(&block).is_ok() {}
    });
    let stdout = child.stdout.take().expect("piped stdout");
    let (line_tx, line) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut first = String::new();
        let _ = BufReader::new(stdout).read_line(&mut first);
        let _ = line_tx.send(first);
    });
    // A guard against hanging forever, not a timing: the line is due once
    // the cap is passed.
    let first = line.recv_timeout(std::time::Duration::from_secs(300));
    let _ = child.kill();
    let _ = child.wait();
    first.expect("a line arrives while the input goes on")
}

/// An input that never ends its case is reported once the cap is passed,
/// without waiting for an end that never comes.
#[test]
fn an_endless_case_is_reported_when_it_passes_the_cap() {
    assert_eq!(
        first_line_of_endless(b"[\"", b'x'),
        format!("{}\n", too_large(1, 1))
    );
}

/// Endless junk (`/dev/zero`) is reported at its first byte.
#[test]
fn endless_junk_is_reported_at_once() {
    assert_eq!(
        first_line_of_endless(b"", 0),
        "{\"error\":\"case 1 (<stdin>:1:1): invalid JSON: expected a value, found byte 0x00\"}\n"
    );
}
