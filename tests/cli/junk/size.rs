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
