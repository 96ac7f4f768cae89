//! Cutting inputs into records.

use super::*;

fn texts(input: &str) -> Vec<(String, usize, usize)> {
    read_all(input.as_bytes())
        .expect("reading from memory cannot fail")
        .into_iter()
        .map(|r| {
            (
                String::from_utf8_lossy(&r.text).into_owned(),
                r.line,
                r.column,
            )
        })
        .collect()
}

#[test]
fn json_lines_give_one_record_per_non_blank_line() {
    let got = texts("[[0,0]]\n\n  \n{\"moves\":[]}\r\n[[1,\n");
    assert_eq!(
        got,
        vec![
            ("[[0,0]]".into(), 1, 1),
            ("{\"moves\":[]}".into(), 4, 1),
            ("[[1,".into(), 5, 1),
        ]
    );
}

#[test]
fn pretty_printed_values_span_lines() {
    let got = texts("{\n  \"moves\": [\n    [0, 0]\n  ]\n}\n[\n  [1,1]\n] [[2,2]]\n");
    assert_eq!(got.len(), 3);
    assert_eq!((got[0].1, got[0].2), (1, 1));
    assert_eq!(got[1], ("[\n  [1,1]\n]".into(), 6, 1));
    assert_eq!(got[2], ("[[2,2]]".into(), 8, 3));
}

#[test]
fn a_value_cut_off_at_the_end_is_still_a_record() {
    let got = texts("[\n  [0,0]");
    assert_eq!(got, vec![("[\n  [0,0]".into(), 1, 1)]);
}

#[test]
fn brackets_inside_strings_do_not_count() {
    let got = texts("{\"a\": \"]\\\"[\",\n \"b\": 1}\n");
    assert_eq!(
        got,
        vec![("{\"a\": \"]\\\"[\",\n \"b\": 1}\n".trim_end().into(), 1, 1)]
    );
}

#[test]
fn a_line_opening_a_value_in_column_one_starts_a_new_case() {
    let got = texts("[[0,0],\n[[1,1]]\n{\n  \"moves\": [\n{\"moves\": []}\n");
    assert_eq!(
        got,
        vec![
            ("[[0,0],".into(), 1, 1),
            ("[[1,1]]".into(), 2, 1),
            ("{\n  \"moves\": [".into(), 3, 1),
            ("{\"moves\": []}".into(), 5, 1),
        ]
    );
}

#[test]
fn a_bom_is_skipped() {
    assert_eq!(texts("\u{feff}[[0,0]]\n"), vec![("[[0,0]]".into(), 1, 1)]);
}

#[test]
fn positions_inside_a_record() {
    let record = Record {
        text: b"{\n  \"n\": x}".to_vec(),
        line: 7,
        column: 3,
        broken: None,
    };
    assert_eq!(record.position(0), (7, 3));
    assert_eq!(record.position(9), (8, 8));
}

#[test]
fn recycled_texts_hold_later_lines_whole() {
    let lines: Vec<String> = (0..12)
        .map(|i| format!("[[{i},{i}]{}]", ",[0,1]".repeat(i * 37 % 50)))
        .collect();
    let input = lines.join("\n");
    let mut reader = CaseReader::new(input.as_bytes());
    let mut got = vec![];
    while let Some(record) = reader
        .next_record()
        .expect("reading from memory cannot fail")
    {
        got.push(String::from_utf8_lossy(&record.text).into_owned());
        // Handed back full of the old line, longer or shorter than the next.
        reader.recycle(record.text);
        reader.recycle(b"leftover bytes from another line entirely".to_vec());
    }
    assert_eq!(got, lines);
}
