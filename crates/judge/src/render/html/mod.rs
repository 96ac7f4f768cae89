//! Games as one self-contained HTML page that replays them: the board as
//! SVG, stepped with buttons, a slider and the arrow keys, every call or
//! move listed with the judge's result and, when rejected, the reason.
//!
//! The page holds the data of [`CaseReplay`] as JSON in a script element
//! and a small script (`page.js`) that draws from it; nothing is fetched,
//! and a Content-Security-Policy forbids fetching. Every text from a case
//! reaches the page through that JSON, written so that no `<`, `>` or `&`
//! can end the script element, and the script puts text into the page as
//! text, never as markup.

mod data;
mod solution;

pub use data::CaseReplay;

pub use super::svg::escape;

/// The page's style, screen and print.
const STYLE: &str = include_str!("page.css");
/// The page's script: draws each replay from the embedded data.
const SCRIPT: &str = include_str!("page.js");

/// The paragraph that says how to step a replay and what its marks mean,
/// for a page that holds replays.
pub const KEY: &str = concat!(
    "<p class=\"key\">Step with the buttons, the slider, or the arrow keys ",
    "(Home and End for the first and last step, Page Up and Page Down for ten). ",
    "The last move has a thick border and a corner mark; the winning run is ",
    "struck through and its marks are bold.</p>\n",
);

/// The page replaying `cases`, headed `title`.
pub fn page(title: &str, cases: &[CaseReplay]) -> String {
    document(title, KEY, cases)
}

/// A whole page: `title`, then `body` (markup, already escaped), then the
/// replays of `cases`, drawn by the script; [`page`] is one, and a
/// program's own report (`grade --html`) can be another.
pub fn document(title: &str, body: &str, cases: &[CaseReplay]) -> String {
    let data = serde_json::to_string(cases).expect("replay data is plain JSON");
    let mut out =
        String::with_capacity(data.len() + STYLE.len() + SCRIPT.len() + body.len() + 1024);
    out.push_str(concat!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ",
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n",
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n",
    ));
    out.push_str(&format!("<title>{}</title>\n", escape(title)));
    out.push_str(&format!("<style>\n{STYLE}</style>\n</head>\n<body>\n"));
    out.push_str(&format!("<h1>{}</h1>\n", escape(title)));
    out.push_str(body);
    out.push_str(concat!(
        "<main id=\"replays\">\n",
        "<noscript><p>This page draws the games with its own script; ",
        "allow scripts to see them.</p></noscript>\n</main>\n",
    ));
    out.push_str("<script type=\"application/json\" id=\"ttt-data\">");
    out.push_str(&script_safe(&data));
    out.push_str("</script>\n<script>\n");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

/// JSON that can stand inside a script element: `<`, `>` and `&` (which
/// only occur inside its strings) and the line separators U+2028 and
/// U+2029 written as `\u` escapes, which JSON reads back as the same text.
pub fn script_safe(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
