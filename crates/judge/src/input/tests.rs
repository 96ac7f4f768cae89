//! Framing: one record per value in every layout, and recovery after a
//! syntax error.

use std::sync::Arc;

use super::*;
use crate::case::read::{Reading, read};
use crate::case::{ErrorKind, read_cases};

/// Each case's text (or its error, and where) and start.
fn frames(input: &str) -> Vec<(String, usize, usize)> {
    let mut out = Vec::new();
    for record in read_all(input.as_bytes()).expect("reading from memory cannot fail") {
        describe(&record, &mut out);
    }
    out
}

fn describe(record: &Record, out: &mut Vec<(String, usize, usize)>) {
    let text = match read(record, None) {
        Reading::Split(records) => return records.for_each(|r| describe(&r, out)),
        Reading::Error(Some(at), ErrorKind::Syntax(kind)) => format!("error at {at}: {kind}"),
        Reading::Error(None, ErrorKind::Syntax(kind)) => format!("error: {kind}"),
        // The parser's word on a line taken whole.
        Reading::Error(Some(at), ErrorKind::Read(why)) if why.is_syntax() => {
            format!("error at {at}: {why}")
        }
        // A value that is not a case is framed all the same.
        // (A line taken whole keeps its line end.)
        _ => String::from_utf8_lossy(&record.text).trim_end().to_string(),
    };
    out.push((text, record.start.line, record.start.column));
}

fn texts(input: &str) -> Vec<String> {
    frames(input).into_iter().map(|(t, ..)| t).collect()
}

#[test]
fn json_lines_give_one_record_per_line() {
    let got = frames("[[0,0]]\n\n  \n{\"moves\":[]}\r\n[[1,1]]");
    assert_eq!(
        got,
        vec![
            ("[[0,0]]".into(), 1, 1),
            ("{\"moves\":[]}".into(), 4, 1),
            ("[[1,1]]".into(), 5, 1),
        ]
    );
}

#[test]
fn values_span_lines_in_any_layout() {
    assert_eq!(texts("{\"moves\": [[0,0]]}"), ["{\"moves\": [[0,0]]}"]);
    assert_eq!(texts("[\n[0,0],\n[1,1]\n]\n"), ["[\n[0,0],\n[1,1]\n]"]);
    assert_eq!(
        texts("{\"n\": 3,\n\"moves\": [[0,0],\n[1,1]]}\n"),
        ["{\"n\": 3,\n\"moves\": [[0,0],\n[1,1]]}"]
    );
    assert_eq!(texts("{\"a\": [1]\n}\n"), ["{\"a\": [1]\n}"]);
    assert_eq!(texts("[[0,0]\n,[1,1]]"), ["[[0,0]\n,[1,1]]"]);
}

#[test]
fn several_values_share_a_line() {
    assert_eq!(
        texts("{\"moves\":[[0,0]]}{\"moves\":[[1,1]]}\n"),
        ["{\"moves\":[[0,0]]}", "{\"moves\":[[1,1]]}"]
    );
    assert_eq!(
        texts("[] []\n[[0,0]]\r[[1,1]]\t[2]"),
        ["[]", "[]", "[[0,0]]", "[[1,1]]", "[2]"]
    );
    assert_eq!(frames("[1] 2 \"x\"")[1], ("2".into(), 1, 5));
}

#[test]
fn brackets_and_quotes_in_strings_do_not_count() {
    assert_eq!(
        texts("[\"]\", \"\\\"\", \"}\"]\n[\"[\"]\n"),
        ["[\"]\", \"\\\"\", \"}\"]", "[\"[\"]"]
    );
}

#[test]
fn a_broken_json_lines_line_spoils_only_itself() {
    let got = texts("[[0,0],\n[[1,1]]\n{\"moves\":[[0,0]]\n{\"moves\":[]}\n[1,]\n[2]\n");
    assert_eq!(
        got,
        [
            "error at 1:8: invalid JSON: the case stops here unfinished, and line 2 starts a new case",
            "[[1,1]]",
            "error at 3:17: invalid JSON: the case stops here unfinished, and line 4 starts a new case",
            "{\"moves\":[]}",
            "error at 5:4: invalid JSON: trailing comma before ']' (JSON allows no comma after the last item)",
            "[2]",
        ]
    );
}

#[test]
fn a_broken_pretty_value_spoils_only_itself() {
    let input = "{\n  \"moves\": [\n    [0, 0],\n  ]\n}\n{\n  \"moves\": []\n}\n";
    let got = texts(input);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(
        got[0].starts_with("error at 4:3: invalid JSON: trailing comma"),
        "{got:?}"
    );
    assert_eq!(got[1], "{\n  \"moves\": []\n}");
}

#[test]
fn garbage_after_a_value_spoils_its_line() {
    let got = texts("[[0,0]] x\n[[1,1]]\n");
    assert_eq!(
        got,
        [
            "error at 1:9: invalid JSON: expected the end of the case, found 'x'",
            "[[1,1]]"
        ]
    );
}

#[test]
fn a_value_cut_off_at_the_end_is_one_record() {
    assert_eq!(
        texts("[[0,0]]\n[\n  [0,0]"),
        [
            "[[0,0]]",
            "error at 3:8: invalid JSON: the case stops here unfinished, at the end of the input"
        ]
    );
}

#[test]
fn errors_in_a_line_are_placed_exactly() {
    let records = read_all(b"\n  {\"moves\": [[0,0]],\n \"x\": 1}\n").expect("in memory");
    let source: Arc<str> = "f".into();
    let cases: Vec<_> = read_cases(&records[0], &source, 1, None).collect();
    let error = cases[0].1.as_ref().expect_err("x is no field");
    assert_eq!(error.place.at, Some(Position { line: 3, column: 2 }));
    assert!(error.to_string().starts_with("case 1 (f:3:2): "), "{error}");
}

#[test]
fn a_byte_order_mark_is_skipped() {
    assert_eq!(texts("\u{feff}[[0,0]]\n"), ["[[0,0]]"]);
}

/// Gives its bytes a few at a time and says that nothing more is ready at
/// the end of every line, as a slow producer would.
struct Slow<'a> {
    data: &'a [u8],
    piece: usize,
}

impl std::io::Read for Slow<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.data.len().min(buf.len()).min(self.piece);
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

impl std::io::BufRead for Slow<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        Ok(&self.data[..self.data.len().min(self.piece)])
    }

    fn consume(&mut self, amount: usize) {
        self.data = &self.data[amount..];
    }
}

impl Input for Slow<'_> {
    fn has_pending(&mut self) -> bool {
        // Nothing is ready right after a line, until it is asked for.
        self.piece = 1 + self.piece % 7;
        !self.piece.is_multiple_of(3)
    }
}

/// Every case's place and result or message, as `read_cases` gives them.
fn cases_of(framer: &mut Framer<impl Input>) -> Vec<String> {
    let source: Arc<str> = "s".into();
    let mut number = 0;
    let mut out = Vec::new();
    while let Some(record) = framer.next_record().expect("in memory") {
        for (place, case) in read_cases(&record, &source, number + 1, None) {
            number = place.number;
            out.push(match case {
                Ok(case) => format!("{place}: {case:?}"),
                Err(error) => error.to_string(),
            });
        }
    }
    out
}

#[test]
fn how_the_input_arrives_changes_nothing() {
    let inputs = [
        "[[0,0],\n[[1,1]]\n{\"moves\":[[0,0]]\n{\"moves\":[]}\n[1,]\n[2]\n",
        "[[0,0]] [[1,1]]\n[[0,0]] x\n{\n  \"moves\": [[0,0]],\n}\n[[2,2]]",
        "[\n[0,0],\n[1,1]\n]\n[01]\n[\"a\u{1}\"]\n{\"n\": 3, \"moves\": [[0,0]]}\n",
        "\u{feff}[[0,0]]\n[\"abc]\n[[0,0]]\n[\"] \n[[0,0],[1]\n\u{c}\n[[1,1]]\n",
        "[[0,0]]\r[[0,0],[0,0]]\r[1,]\r[[1,1]]\r\n[2,\r\n[[2,2]] x\r\n[[0,0]]",
        "[[0,0]]\r\r\n[[1,1]]\r \n[1,]\r\r\n[[2,2],\r\r\n[[0,0]]\r\r\n[\n[1] 'x'\n",
    ];
    for input in inputs {
        let whole = cases_of(&mut Framer::new(input.as_bytes()));
        for piece in [1, 2, 5] {
            let slow = Slow {
                data: input.as_bytes(),
                piece,
            };
            assert_eq!(cases_of(&mut Framer::new(slow)), whole, "{input:?}");
        }
    }
}

/// A reader that gives `data`, then fails.
struct FailingReader<'a>(&'a [u8]);

impl std::io::Read for FailingReader<'_> {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        unreachable!("read through BufRead")
    }
}

impl std::io::BufRead for FailingReader<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        match self.0.is_empty() {
            true => Err(std::io::Error::other("disk on fire")),
            false => Ok(self.0),
        }
    }

    fn consume(&mut self, amount: usize) {
        self.0 = &self.0[amount..];
    }
}

impl Input for FailingReader<'_> {
    fn has_pending(&mut self) -> bool {
        true
    }
}

#[test]
fn a_read_error_comes_after_the_records_before_it() {
    for input in ["[[0,0]]\n", " [[0,0]]\n", "[[0,0]] [[1,1]]"] {
        let mut framer = Framer::new(FailingReader(input.as_bytes()));
        let mut records = 0;
        let error = loop {
            match framer.next_record() {
                Ok(Some(_)) => records += 1,
                Ok(None) => panic!("the error is lost after {input:?}"),
                Err(e) => break e,
            }
        };
        assert_eq!(error.to_string(), "disk on fire");
        assert_eq!(records, input.matches("[[").count(), "{input:?}");
    }
}
