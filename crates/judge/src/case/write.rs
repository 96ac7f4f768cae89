//! The case writer: cases written as JSON in the named form, one compact
//! line each, which every command reads back (`gen`, and grading's input
//! to a solution).

use super::json::{write_array, write_pair, write_string};
use super::{Case, Moves};
use crate::variant::multi;

/// Appends `case` as one line of compact JSON (named form), without the
/// newline.
pub fn write_case(case: &Case, out: &mut Vec<u8>) {
    match case {
        Case::Multi(c) => {
            out.extend_from_slice(format!("{{\"n\":{},\"playerMarks\":", c.size).as_bytes());
            write_marks(out, c.marks.iter().copied());
            if c.win_length != multi::WIN_LENGTH {
                out.extend_from_slice(format!(",\"k\":{}", c.win_length).as_bytes());
            }
            out.extend_from_slice(b",\"players\":");
            write_marks(out, c.calls.iter().map(|call| call.player));
            out.extend_from_slice(b",\"rows\":");
            write_numbers(out, c.calls.iter().map(|call| call.row));
            out.extend_from_slice(b",\"cols\":");
            write_numbers(out, c.calls.iter().map(|call| call.col));
            out.push(b'}');
        }
        Case::FullLine(c) => {
            out.extend_from_slice(format!("{{\"n\":{},\"moves\":", c.size).as_bytes());
            write_moves(out, &c.moves);
            if let Some(players) = &c.players {
                out.extend_from_slice(b",\"players\":");
                write_array(out, players, |out, p| {
                    out.extend_from_slice(p.to_string().as_bytes())
                });
            }
            out.push(b'}');
        }
        Case::Classic(c) => {
            out.extend_from_slice(b"{\"moves\":");
            write_moves(out, &c.moves);
            out.push(b'}');
        }
    }
}

/// `case` as one line of compact JSON (named form).
pub fn write_case_string(case: &Case) -> String {
    let mut out = Vec::new();
    write_case(case, &mut out);
    String::from_utf8(out).expect("a case is written as UTF-8")
}

fn write_marks(out: &mut Vec<u8>, marks: impl Iterator<Item = u8>) {
    write_array(out, marks, |out, mark| {
        write_string(out, &(mark as char).to_string());
    });
}

fn write_numbers(out: &mut Vec<u8>, numbers: impl Iterator<Item = i64>) {
    write_array(out, numbers, |out, x| {
        out.extend_from_slice(x.to_string().as_bytes())
    });
}

fn write_moves(out: &mut Vec<u8>, moves: &Moves) {
    write_array(out, moves, |out, m| write_pair(out, m.row, m.col));
}
