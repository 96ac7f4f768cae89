//! The board as a standalone SVG document, for problem statements and
//! docs: the same window, marks and highlights as the text, with the
//! heading and status lines underneath. The output depends only on the
//! picture, so the same game always gives the same bytes.

use std::fmt::Write;

use super::{Picture, Window, on_run};
use crate::engine::Cell;

/// At most this many rows and columns are drawn.
const MAX_CELLS: u64 = 25;
/// A cell's side, in pixels.
const CELL: u64 = 40;
/// Room for the row and column numbers.
const MARGIN: u64 = 48;
/// A line of text below the board.
const LINE: u64 = 20;

const EMPTY_FILL: &str = "#ffffff";
const LAST_FILL: &str = "#fde68a";
const WIN_FILL: &str = "#bbf7d0";

/// Draws `picture` as an SVG document, ending with a newline.
pub fn svg(picture: &Picture<'_>) -> String {
    let n = picture.game.rules().size;
    let window = Window::new(picture, MAX_CELLS);
    let (rows, cols) = (
        window.rows.end - window.rows.start,
        window.cols.end - window.cols.start,
    );
    let mut notes = vec![picture.heading()];
    notes.extend(window.crop_line(n));
    notes.push(picture.last_line());
    notes.push(picture.status_line());
    let text_width = notes
        .iter()
        .map(|l| l.chars().count() as u64)
        .max()
        .unwrap_or(0)
        * 8;
    let width = (MARGIN + cols * CELL + 16).max(text_width + 16);
    let board_bottom = MARGIN + rows * CELL;
    let height = board_bottom + 16 + LINE * notes.len() as u64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="monospace" font-size="14">"#
    );
    let _ = writeln!(
        out,
        r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    for (i, col) in window.cols.clone().enumerate() {
        let x = MARGIN + i as u64 * CELL + CELL / 2;
        let _ = writeln!(
            out,
            r#"<text x="{x}" y="{}" text-anchor="middle">{col}</text>"#,
            MARGIN - 10
        );
    }
    for (i, row) in window.rows.clone().enumerate() {
        let y = MARGIN + i as u64 * CELL + CELL / 2 + 5;
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{y}" text-anchor="end">{row}</text>"#,
            MARGIN - 8
        );
    }
    for (i, row) in window.rows.clone().enumerate() {
        for (j, col) in window.cols.clone().enumerate() {
            let (x, y) = (MARGIN + j as u64 * CELL, MARGIN + i as u64 * CELL);
            draw_cell(&mut out, picture, Cell { row, col }, (x, y));
        }
    }
    for (i, note) in notes.iter().enumerate() {
        let y = board_bottom + 16 + LINE * i as u64 + 10;
        let _ = writeln!(out, r#"<text x="8" y="{y}">{}</text>"#, escape(note));
    }
    out.push_str("</svg>\n");
    out
}

fn draw_cell(out: &mut String, picture: &Picture<'_>, cell: Cell, (x, y): (u64, u64)) {
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
        r#"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"{stroke}/>"#
    );
    if let Some(player) = player {
        let symbol = escape(&picture.symbol(player).to_string());
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="middle" font-size="24">{symbol}</text>"#,
            x + CELL / 2,
            y + CELL / 2 + 8
        );
    }
}

/// Text safe inside an SVG element.
fn escape(text: &str) -> String {
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
