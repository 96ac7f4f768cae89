//! `ttt-judge test`: folders that hold other files than fixtures, names
//! that are not UTF-8, and inline fixtures blessed byte for byte.

use std::fs;

use crate::test_cmd::{folder, read, test_in};

const CLASSIC_A: &str = "[[0,0],[2,0],[1,1],[2,1],[2,2]]\n";

/// A folder with a fixture and two JSON files that are not fixtures.
fn mixed_folder() -> tempfile::TempDir {
    folder(&[
        ("d/a.json", CLASSIC_A),
        ("d/a.expected.json", "\"A\"\n"),
        (
            "d/sources.meta.jsonl",
            "{\"source\": \"x\"}\n{\"source\": \"y\"}\n",
        ),
        ("d/canonical-data.json", "{\"cases\": []}\n"),
    ])
}

#[test]
fn other_json_in_a_fixture_folder_is_skipped_with_a_note() {
    let dir = mixed_folder();
    test_in(&dir).arg("d").assert().code(0).stderr("").stdout(concat!(
        "skip d/canonical-data.json: not a fixture (its one value is not a case, and there is no d/canonical-data.expected.json)\n",
        "skip d/sources.meta.jsonl: not a fixture (none of its 2 values is a case, and there is no d/sources.meta.expected.jsonl)\n",
        "1 passed, 0 failed\n",
    ));
}

#[test]
fn bless_never_writes_expected_errors_for_a_file_that_is_not_a_fixture() {
    let dir = mixed_folder();
    test_in(&dir).args(["--bless", "d"]).assert().code(2).stdout("1 passed, 0 failed\n").stderr(concat!(
        "ttt-judge: d/canonical-data.json: not a fixture (its one value is not a case, and there is no d/canonical-data.expected.json); name the file itself to bless it anyway\n",
        "ttt-judge: d/sources.meta.jsonl: not a fixture (none of its 2 values is a case, and there is no d/sources.meta.expected.jsonl); name the file itself to bless it anyway\n",
    ));
    assert!(!dir.path().join("d/sources.meta.expected.jsonl").exists());
    assert!(!dir.path().join("d/canonical-data.expected.json").exists());
    test_in(&dir)
        .args(["--bless", "d/canonical-data.json"])
        .assert()
        .code(0)
        .stdout("blessed d/canonical-data.expected.json: created (1 case)\n1 passed, 0 failed\n");
    assert!(
        read(&dir.path().join("d/canonical-data.expected.json"))
            .starts_with("{\"error\":\"unknown field \\\"cases\\\"")
    );
}

#[cfg(unix)]
#[test]
fn names_that_are_not_utf8_find_their_expected_output() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = folder(&[]);
    let name = |bytes: &[u8]| dir.path().join(OsStr::from_bytes(bytes));
    fs::write(name(b"bad\xffname.json"), CLASSIC_A).expect("a scratch file");
    fs::write(name(b"bad\xefname.json"), "[[1,1]]\n").expect("a scratch file");
    test_in(&dir)
        .args(["--bless", "."])
        .assert()
        .code(0)
        .stdout(concat!(
            "blessed ./bad\u{fffd}name.expected.json: created (1 case)\n",
            "blessed ./bad\u{fffd}name.expected.json: created (1 case)\n",
            "2 passed, 0 failed\n",
        ));
    let mut names: Vec<Vec<u8>> = fs::read_dir(dir.path())
        .expect("the folder")
        .map(|e| e.expect("an entry").file_name().as_bytes().to_vec())
        .collect();
    names.sort();
    let want: [&[u8]; 4] = [
        b"bad\xefname.expected.json",
        b"bad\xefname.json",
        b"bad\xffname.expected.json",
        b"bad\xffname.json",
    ];
    assert_eq!(names, want);
    assert_eq!(read(&name(b"bad\xffname.expected.json")), "\"A\"\n");
    assert_eq!(read(&name(b"bad\xefname.expected.json")), "\"Pending\"\n");
    test_in(&dir)
        .arg(".")
        .assert()
        .code(0)
        .stdout("2 passed, 0 failed\n");
}

#[cfg(unix)]
#[test]
fn dangling_symlinks_and_fifos_in_a_folder_are_reported() {
    let dir = folder(&[("d/a.json", CLASSIC_A), ("d/a.expected.json", "\"A\"")]);
    std::os::unix::fs::symlink("gone.json", dir.path().join("d/b.json")).expect("a symlink");
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join("d/c.jsonl"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    test_in(&dir).arg("d").assert().code(2).stdout("1 passed, 0 failed\n").stderr(concat!(
        "ttt-judge: d/b.json: a dangling symlink (to gone.json)\n",
        "ttt-judge: d/c.jsonl: a FIFO, not a regular file (a folder of cases holds only files and folders)\n",
    ));
}

#[test]
fn bless_keeps_crlf_line_ends_and_untouched_text() {
    let before = concat!(
        "{\"input\": [[0,0],[2,0],[1,1],[2,1],[2,2]], \"expected\": \"B\"}\r\n",
        "{ \"input\" : [[0,0]] ,  \"expected\" : \"Pending\" }\r\n",
        "\r\n",
        "{\"input\":[[0,0],[1,1]]}\r\n",
        "{\"input\": [[0,0]] }",
    );
    let dir = folder(&[("i.jsonl", before)]);
    test_in(&dir)
        .args(["--bless", "i.jsonl"])
        .assert()
        .code(0)
        .stdout("blessed i.jsonl: rewrote (cases 1, 3 and 4 changed)\n4 passed, 0 failed\n");
    assert_eq!(
        read(&dir.path().join("i.jsonl")),
        concat!(
            "{\"input\": [[0,0],[2,0],[1,1],[2,1],[2,2]], \"expected\": \"A\"}\r\n",
            "{ \"input\" : [[0,0]] ,  \"expected\" : \"Pending\" }\r\n",
            "\r\n",
            "{\"input\":[[0,0],[1,1]],\"expected\":\"Pending\"}\r\n",
            "{\"input\": [[0,0]], \"expected\": \"Pending\" }",
        )
    );
}
