//! The board as text: a heading, column numbers, one line per row with its
//! number, then what the last step did and the status. Without colour the
//! last move is drawn `[X]`, the other cells of the winning run `(X)` and
//! an empty cell `.` (another character, named by a legend, when `.` is a
//! mark); with colour the same, painted.

use std::fmt::Write;

use anstyle::{AnsiColor, Style};

use super::{Picture, Window, on_run};
use crate::engine::Cell;

const LAST: Style = AnsiColor::Yellow.on_default().bold();
const WIN: Style = AnsiColor::Green.on_default().bold();
const FAINT: Style = Style::new().dimmed();

/// Draws `picture` in at most `width` columns of text, coloured or not.
/// Every line ends with a newline.
pub fn text(picture: &Picture<'_>, width: usize, colour: bool) -> String {
    let n = picture.game.rules().size;
    let cap = columns_that_fit(n, width);
    let window = Window::new(picture, cap);
    let row_width = digits(window.rows.end - 1);
    let cell_width = (digits(window.cols.end - 1) + 1).max(3);
    let mut out = String::new();
    let _ = writeln!(out, "{}", picture.heading());
    let mut header = " ".repeat(row_width + 1);
    for col in window.cols.clone() {
        let _ = write!(header, "{col:>w$} ", w = cell_width - 1);
    }
    let _ = writeln!(out, "{}", header.trim_end());
    for row in window.rows.clone() {
        let mut line = format!("{row:>row_width$} ");
        for col in window.cols.clone() {
            line.push_str(&" ".repeat(cell_width - 3));
            line.push_str(&cell(picture, Cell { row, col }, colour));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    // The SVG draws an empty cell blank, so only the text needs a legend.
    for note in picture.legend().into_iter().chain(picture.notes(&window)) {
        let _ = writeln!(out, "{note}");
    }
    out
}

/// How many columns of an n-wide board fit in `width` text columns.
fn columns_that_fit(n: u64, width: usize) -> u64 {
    let row_width = digits(n.saturating_sub(1)) + 1;
    let cell_width = (digits(n.saturating_sub(1)) + 1).max(3);
    (width.saturating_sub(row_width) / cell_width).max(1) as u64
}

/// A cell's three characters: ` X `, `[X]`, `(X)` or ` . ` (another
/// character for empty when `.` is a mark).
fn cell(picture: &Picture<'_>, cell: Cell, colour: bool) -> String {
    let Some(player) = picture.game.player_at(cell) else {
        let empty = format!(" {} ", picture.empty_symbol());
        return paint(&empty, FAINT, colour);
    };
    let symbol = picture.symbol(player);
    let winning = picture.game.winning_run().is_some_and(|r| on_run(&r, cell));
    if picture.last_cell() == Some(cell) {
        let style = if winning { WIN } else { LAST };
        paint(&format!("[{symbol}]"), style, colour)
    } else if winning {
        paint(&format!("({symbol})"), WIN, colour)
    } else {
        format!(" {symbol} ")
    }
}

fn paint(text: &str, style: Style, colour: bool) -> String {
    match colour {
        true => format!("{style}{text}{style:#}"),
        false => text.to_string(),
    }
}

fn digits(value: u64) -> usize {
    value.checked_ilog10().map_or(1, |d| d as usize + 1)
}
