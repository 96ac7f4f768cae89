//! The board as a standalone SVG document, for problem statements and
//! docs: the same window, marks and highlights as the text, with the
//! heading and status lines underneath. The output depends only on the
//! picture, so the same game always gives the same bytes.

use std::fmt::Write;

use super::{Picture, Window, on_run};
use crate::engine::Cell;

/// At most this many rows and columns are drawn.
pub(crate) const MAX_CELLS: u64 = 25;
/// A cell's side, in pixels, unless its column number needs more.
const CELL: u64 = 40;
/// Room above the board for the column numbers, and at least this much
/// room to its left for the row numbers.
const MARGIN: u64 = 48;
/// The room between a text and the edge of the picture.
const PAD: u64 = 8;
/// A line of text below the board.
const LINE: u64 = 20;
/// The size of the numbers and the lines below the board.
const FONT_SIZE: u64 = 14;
/// The size of a mark in its cell.
const MARK_SIZE: u64 = 24;

const EMPTY_FILL: &str = "#ffffff";
const LAST_FILL: &str = "#fde68a";
const WIN_FILL: &str = "#bbf7d0";

/// Draws `picture` as an SVG document, ending with a newline.
pub fn svg(picture: &Picture<'_>) -> String {
    let window = Window::new(picture, MAX_CELLS);
    let (rows, cols) = (
        window.rows.end - window.rows.start,
        window.cols.end - window.cols.start,
    );
    let mut notes = vec![picture.heading()];
    notes.extend(picture.notes(&window));
    // Every text must fit whole: the row numbers left of the board, each
    // column number above its cell, each note below the board.
    let left = MARGIN.max(extent(&(window.rows.end - 1).to_string()) + 2 * PAD);
    let cell = CELL.max(extent(&(window.cols.end - 1).to_string()) + PAD);
    let notes_width = notes.iter().map(|l| extent(l)).max().unwrap_or(0);
    let width = (left + cols * cell + 2 * PAD).max(notes_width + 2 * PAD);
    let board_bottom = MARGIN + rows * cell;
    let height = board_bottom + 2 * PAD + LINE * notes.len() as u64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="monospace" font-size="{FONT_SIZE}">"#
    );
    let _ = writeln!(
        out,
        r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    for (i, col) in window.cols.clone().enumerate() {
        let x = left + i as u64 * cell + cell / 2;
        let _ = writeln!(
            out,
            r#"<text x="{x}" y="{}" text-anchor="middle">{col}</text>"#,
            MARGIN - 10
        );
    }
    for (i, row) in window.rows.clone().enumerate() {
        let y = MARGIN + i as u64 * cell + cell / 2 + 5;
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{y}" text-anchor="end">{row}</text>"#,
            left - PAD
        );
    }
    for (i, row) in window.rows.clone().enumerate() {
        for (j, col) in window.cols.clone().enumerate() {
            let (x, y) = (left + j as u64 * cell, MARGIN + i as u64 * cell);
            draw_cell(&mut out, picture, Cell { row, col }, (x, y, cell));
        }
    }
    for (i, note) in notes.iter().enumerate() {
        let y = board_bottom + 2 * PAD + LINE * i as u64 + 10;
        let _ = writeln!(out, r#"<text x="8" y="{y}">{}</text>"#, escape(note));
    }
    out.push_str("</svg>\n");
    out
}

/// How wide `text` is in the monospace font at [`FONT_SIZE`]: an advance of
/// 0.6 em per character, rounded up.
fn extent(text: &str) -> u64 {
    (text.chars().count() as u64 * FONT_SIZE * 3).div_ceil(5)
}

/// Draws the cell whose top left corner is at `(x, y)`, `side` wide.
fn draw_cell(out: &mut String, picture: &Picture<'_>, cell: Cell, (x, y, side): (u64, u64, u64)) {
    let player = picture.game.player_at(cell);
    let winning = player.is_some() && picture.game.winning_run().is_some_and(|r| on_run(&r, cell));
    let last = picture.last_cell() == Some(cell);
    let fill = match (winning, last) {
        (true, _) => WIN_FILL,
        (false, true) => LAST_FILL,
        (false, false) => EMPTY_FILL,
    };
    let stroke = if last {
        r##" stroke="#b45309" stroke-width="3""##
    } else {
        r##" stroke="#555555""##
    };
    let _ = writeln!(
        out,
        r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" fill="{fill}"{stroke}/>"#
    );
    if let Some(player) = player {
        let symbol = escape(&picture.symbol(player).to_string());
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="middle" font-size="{MARK_SIZE}">{symbol}</text>"#,
            x + side / 2,
            y + side / 2 + 8
        );
    }
}

/// Text safe inside an SVG or HTML element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}
