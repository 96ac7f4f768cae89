//! Junk one case at a time, between good cases, and junk whole inputs.

use super::{JUDGED, JUNK, error_line, message, run_bytes};

/// `junk` as line 2, between two good cases.
fn sandwich(junk: &[u8]) -> Vec<u8> {
    [&b"[[0,0]]\n"[..], junk, b"\n[[1,1]]\n"].concat()
}

#[test]
fn each_kind_of_junk_spoils_only_its_own_line() {
    for &(junk, tail) in JUNK {
        let ran = run_bytes(&["run"], &sandwich(junk));
        let what = String::from_utf8_lossy(junk);
        let message = message(2, tail);
        assert_eq!(ran.code, 2, "{what}");
        assert_eq!(
            ran.stdout,
            format!("\"Pending\"\n{}\n\"Pending\"\n", error_line(&message)),
            "{what}"
        );
        assert_eq!(ran.stderr, format!("ttt-judge: {message}\n"), "{what}");
    }
}

#[test]
fn hostile_looking_games_are_judged() {
    for &(line, result) in JUDGED {
        let ran = run_bytes(&["run"], &sandwich(line));
        let what = String::from_utf8_lossy(line);
        assert_eq!((ran.code, ran.stderr.as_str()), (0, ""), "{what}");
        assert_eq!(ran.stdout, format!("\"Pending\"\n{result}\n\"Pending\"\n"));
    }
}

#[test]
fn empty_blank_bom_and_crlf_inputs() {
    for input in [
        &b""[..],
        b"   ",
        b"\n\r\n\t \n",
        b"\xEF\xBB\xBF",
        b"\xEF\xBB\xBF\n\n",
    ] {
        let ran = run_bytes(&["run"], input);
        assert_eq!(
            (ran.stdout.as_str(), ran.stderr.as_str(), ran.code),
            ("", "", 0)
        );
    }
    let lines = b"\xEF\xBB\xBF[[0,0]]\r\n\r\n{\"n\": 1, \"moves\": [[0,0]]}\r\n[[1,1]]\r\n";
    let values = b"\xEF\xBB\xBF{\"n\": 1,\r\n \"moves\": [[0,0]]}\r\n\r\n[\r\n [1,1]\r\n]\r\n";
    for (input, expected) in [
        (&lines[..], "\"Pending\"\n[1]\n\"Pending\"\n"),
        (values, "[1]\n\"Pending\"\n"),
    ] {
        let ran = run_bytes(&["run"], input);
        assert_eq!((ran.stderr.as_str(), ran.code), ("", 0));
        assert_eq!(ran.stdout, expected);
    }
    // A BOM anywhere but the start is junk, and named as such.
    let ran = run_bytes(&["run"], b"[[0,0]]\n\xEF\xBB\xBF[[1,1]]\n");
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.starts_with(
        "ttt-judge: case 2 (<stdin>:2:1): invalid JSON: expected a value, found byte 0xEF"
    ));
}

#[test]
fn a_value_cut_off_at_the_end_names_its_last_line() {
    let ran = run_bytes(&["run"], b"[[0,0]]\n[[1,1]");
    assert_eq!(ran.code, 2);
    let message = message(
        2,
        ":7): invalid JSON: the case stops here unfinished, at the end of the input",
    );
    assert_eq!(
        ran.stdout,
        format!("\"Pending\"\n{}\n", error_line(&message))
    );
    // Pretty-printed: the error is at the end of the case's own last line,
    // also when a new case follows it.
    for rest in ["", "{\"moves\": [[1,1]]}\n"] {
        let input = format!("{{\n  \"moves\": [[0,0]],\n{rest}");
        let ran = run_bytes(&["run"], input.as_bytes());
        assert_eq!(ran.code, 2);
        let first = ran.stderr.lines().next().unwrap_or_default();
        assert_eq!(
            first,
            format!(
                "ttt-judge: case 1 (<stdin>:2:20): invalid JSON: the case stops here unfinished, {} (the case starts at line 1)",
                if rest.is_empty() {
                    "at the end of the input"
                } else {
                    "and line 3 starts a new case"
                }
            )
        );
        let good = if rest.is_empty() { "" } else { "\"Pending\"\n" };
        assert!(
            ran.stdout.ends_with(&format!("}}\n{good}")),
            "{}",
            ran.stdout
        );
    }
}

#[test]
fn trailing_garbage_between_pretty_printed_values() {
    // Junk after a value on the value's last line spoils the value, as it
    // would a JSON Lines line.
    let ran = run_bytes(&["run"], b"[\n  [0,0]\n] x\n{\"moves\": [[1,1]]}\n");
    assert_eq!(ran.code, 2);
    let message = "case 1 (<stdin>:3:3): invalid JSON: expected the end of the case, found 'x' (the case starts at line 1)";
    assert_eq!(
        ran.stdout,
        format!("{}\n\"Pending\"\n", error_line(message))
    );
    assert_eq!(ran.stderr, format!("ttt-judge: {message}\n"));
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let open = "[".repeat(100_000);
    let ran = run_bytes(&["run"], format!("[[0,0]]\n{open}\n[[1,1]]\n").as_bytes());
    let message = message(
        2,
        ":100001): invalid JSON: the case stops here unfinished, and line 3 starts a new case",
    );
    assert_eq!(ran.code, 2);
    assert_eq!(
        ran.stdout,
        format!("\"Pending\"\n{}\n\"Pending\"\n", error_line(&message))
    );
    // The same with no newline, as the whole input, read as values.
    let ran = run_bytes(&["run", "--variant", "multi"], open.as_bytes());
    assert_eq!(ran.code, 2);
    assert!(
        ran.stderr.starts_with("ttt-judge: case 1 (<stdin>:1:"),
        "{}",
        ran.stderr
    );
    // Well-formed and deeper than a worker thread's stack would allow if
    // anything recursed; over 1 MiB, so it is judged on a worker.
    let deep = format!("{}{}", "[".repeat(600_000), "]".repeat(600_000));
    let ran = run_bytes(
        &["run", "--jobs", "2"],
        format!("[[0,0]]\n{deep}\n[[1,1]]\n").as_bytes(),
    );
    assert_eq!(ran.code, 2);
    let lines: Vec<&str> = ran.stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(
        lines[1].starts_with("{\"error\":\"case 2 (<stdin>:2:3): moves[0][0] = [[[["),
        "{}",
        lines[1]
    );
    assert!(lines[1].ends_with("… is not an integer\"}"), "{}", lines[1]);
    assert_eq!((lines[0], lines[2]), ("\"Pending\"", "\"Pending\""));
}

/// A deterministic generator of junk bytes.
fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

#[test]
fn random_bytes_give_one_answer_per_non_blank_line() {
    let mut next = xorshift(0x9E37_79B9_7F4A_7C15);
    let mut input = b"[[0,0]]\n".to_vec();
    let mut good = vec![true];
    for _ in 0..300 {
        let len = 1 + next() % 60;
        let line: Vec<u8> = (0..len)
            .map(|_| next() as u8)
            // A line end (LF or CR) would make two lines of one.
            .filter(|&b| b != b'\n' && b != b'\r')
            .collect();
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        input.extend_from_slice(&line);
        input.extend_from_slice(b"\n[[1,1]]\n");
        good.extend([false, true]);
    }
    let ran = run_bytes(&["run"], &input);
    assert_eq!(ran.code, 2);
    let lines: Vec<&str> = ran.stdout.lines().collect();
    assert_eq!(lines.len(), good.len());
    for (i, (line, good)) in lines.iter().zip(good).enumerate() {
        match good {
            true => assert_eq!(*line, "\"Pending\""),
            false => assert!(line.starts_with(&format!(
                "{{\"error\":\"case {} (<stdin>:{}:",
                i + 1,
                i + 1
            ))),
        }
    }
    // And random bytes as the whole input, in whichever mode they fall.
    for seed in 1..20 {
        let mut next = xorshift(seed);
        let bytes: Vec<u8> = (0..2000).map(|_| next() as u8).collect();
        let ran = run_bytes(&["run"], &bytes);
        assert!(ran.code == 0 || ran.code == 2);
    }
}
