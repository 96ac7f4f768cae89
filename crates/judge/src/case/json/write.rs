//! Writing JSON text: arrays, `[row,col]` pairs and strings, and short
//! excerpts of a case's text for messages.

/// Appends a JSON array: `[`, each item written by `write` with commas
/// between, `]`.
pub(crate) fn write_array<T>(
    out: &mut Vec<u8>,
    items: impl IntoIterator<Item = T>,
    mut write: impl FnMut(&mut Vec<u8>, T),
) {
    out.push(b'[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write(out, item);
    }
    out.push(b']');
}

/// Appends `[row,col]`.
pub(crate) fn write_pair(
    out: &mut Vec<u8>,
    row: impl std::fmt::Display,
    col: impl std::fmt::Display,
) {
    use std::io::Write;
    // Writing to a Vec cannot fail.
    let _ = write!(out, "[{row},{col}]");
}

/// Appends `text` to `out` as a JSON string literal.
pub(crate) fn write_string(out: &mut Vec<u8>, text: &str) {
    out.push(b'"');
    for &b in text.as_bytes() {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            0..=0x1f | 0x7f => {
                out.extend_from_slice(format!("\\u{b:04x}").as_bytes());
            }
            _ => out.push(b),
        }
    }
    out.push(b'"');
}

/// `text` as a JSON string literal for a message, cut to 40 characters
/// (with `…` inside the quotes where it was cut).
pub(crate) fn quoted_excerpt(text: &str) -> String {
    let mut cut: String = text.chars().take(40).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    let mut out = Vec::with_capacity(cut.len() + 2);
    write_string(&mut out, &cut);
    String::from_utf8(out).expect("an escaped string is UTF-8")
}

/// A value's text made short and single-line for a message: whitespace
/// outside strings removed, and cut to about 40 characters.
pub(crate) fn excerpt(text: &[u8]) -> String {
    let mut out = String::new();
    let mut in_string = false;
    let mut escaped = false;
    for ch in String::from_utf8_lossy(text).chars() {
        if out.chars().count() >= 40 {
            out.push('…');
            break;
        }
        if !in_string && ch.is_ascii_whitespace() {
            continue;
        }
        match (in_string, escaped, ch) {
            (true, false, '\\') => escaped = true,
            (true, false, '"') | (false, _, '"') => in_string = !in_string,
            _ => escaped = false,
        }
        if ch.is_control() {
            // As JSON writes it, so the excerpt of a string stays JSON.
            match ch {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                _ => out.push_str(&format!("\\u{:04x}", u32::from(ch))),
            }
        } else {
            out.push(ch);
        }
    }
    out
}
