//! `ttt-judge run` at scale: threads, streaming, and huge boards.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::ttt_judge;

/// A deterministic stream of mixed cases, some broken, about `bytes` long.
fn stream(bytes: usize) -> String {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    let mut out = String::new();
    while out.len() < bytes {
        let n = 3 + next(30);
        match next(4) {
            0 => {
                let calls = next(2000) as usize;
                let marks = ["X", "O", "\"", "\\"];
                let pick = |i: u64| {
                    format!(
                        "\"{}\"",
                        marks[i as usize].replace('\\', "\\\\").replace('"', "\\\"")
                    )
                };
                let players: Vec<String> = (0..calls)
                    .map(|i| pick((i as u64 + next(5) / 4) % 4))
                    .collect();
                let coords = |next: &mut dyn FnMut(u64) -> u64| -> Vec<String> {
                    (0..calls)
                        .map(|_| (next(n + 2) as i64 - 1).to_string())
                        .collect()
                };
                let rows = coords(&mut next);
                let cols = coords(&mut next);
                out += &format!(
                    "[{n}, [\"X\",\"O\",\"\\\"\",\"\\\\\"], [{}], [{}], [{}]]\n",
                    players.join(","),
                    rows.join(","),
                    cols.join(",")
                );
            }
            1 => {
                let moves: Vec<String> = (0..next(n * n))
                    .map(|_| format!("[{},{}]", next(n), next(n)))
                    .collect();
                out += &format!("{{\"n\": {n}, \"moves\": [{}]}}\n", moves.join(","));
            }
            2 => out += "[[0,0],[1,1],[2,2]]\n",
            _ => out += "{\"n\": 3, \"moves\": [[0,0],\n",
        }
    }
    out
}

#[test]
fn every_number_of_threads_writes_the_same_bytes() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let path = dir.path().join("stream.jsonl");
    std::fs::write(&path, stream(6 << 20)).expect("write the stream");
    let outputs: Vec<_> = ["1", "2", "3"]
        .iter()
        .map(|jobs| {
            let out = ttt_judge()
                .args(["run", "--jobs", jobs])
                .arg(&path)
                .output()
                .expect("runs");
            assert_eq!(out.status.code(), Some(2), "the stream holds broken cases");
            (out.stdout, out.stderr)
        })
        .collect();
    let lines = outputs[0].0.iter().filter(|&&b| b == b'\n').count();
    assert!(
        lines > 1000,
        "a stream long enough to use every thread: {lines} lines"
    );
    assert!(
        outputs.iter().all(|o| *o == outputs[0]),
        "stdout and stderr differ between --jobs values"
    );
}

#[test]
fn each_result_is_written_before_the_next_case_arrives() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let fifo = dir.path().join("cases");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("ttt-judge"))
        .arg("run")
        .arg(&fifo)
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawns");
    let stdout = child.stdout.take().expect("piped stdout");
    let lines = crate::lines_of(stdout);
    let mut writer = std::fs::OpenOptions::new()
        .write(true)
        .open(&fifo)
        .expect("open the FIFO");
    // A guard against hanging forever, not a timing: the answer is due
    // long before.
    let guard = Duration::from_secs(120);
    for (case, expected) in [
        ("[[0,0]]", "\"Pending\""),
        ("{\"n\": 1, \"moves\": [[0,0]]}", "[1]"),
    ] {
        writeln!(writer, "{case}").expect("write a case");
        writer.flush().expect("flush the FIFO");
        assert_eq!(lines.recv_timeout(guard).as_deref(), Ok(expected));
    }
    drop(writer);
    assert!(child.wait().expect("finishes").success());
}

#[test]
fn a_huge_board_with_many_moves_is_judged() {
    let n: i64 = 1_000_000_000;
    let moves: Vec<String> = (0..100_000i64)
        .map(|i| format!("[{},{}]", i * 7919 % n, i))
        .collect();
    let fullline = format!("{{\"n\": {n}, \"moves\": [{}]}}\n", moves.join(","));
    let out = ttt_judge()
        .arg("run")
        .write_stdin(fullline)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let expected = format!("[{}]\n", vec!["0"; 100_000].join(","));
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);

    // Players X and O take cells far apart; nobody gets three in a row.
    let calls = 100_000i64;
    let players: Vec<&str> = (0..calls)
        .map(|i| if i % 2 == 0 { "\"X\"" } else { "\"O\"" })
        .collect();
    let rows: Vec<String> = (0..calls).map(|i| (i * 3).to_string()).collect();
    let cols: Vec<String> = (0..calls).map(|i| (n - 1 - i * 3).to_string()).collect();
    let multi = format!(
        "[{n}, [\"X\",\"O\"], [{}], [{}], [{}]]\n",
        players.join(","),
        rows.join(","),
        cols.join(",")
    );
    let out = ttt_judge()
        .arg("run")
        .write_stdin(multi)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let expected = format!(
        "[{}]\n",
        vec!["[\"IN_PROGRESS\",\"IN_PROGRESS\"]"; 100_000].join(",")
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}
