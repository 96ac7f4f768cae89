//! The statement as an HTML page, for DOMjudge where `pdflatex` is not
//! installed: DOMjudge shows a statement only from
//! `problem_statement/problem.{pdf,html,txt}`. Made from the same LaTeX as
//! `problem.en.tex`, which uses a few commands only (`\problemname`,
//! `\section*`, `\texttt`, `\emph`, math in `$…$` with `\le`, `\times`,
//! `\,` and `^`, and the escaped characters `\_ \# \& \{ \}`); any other is
//! an error, so a statement never shows a stray command.

use anyhow::{Result, bail};

/// The page of `statement`.
pub(super) fn statement_html(statement: &str) -> Result<String> {
    let mut title = String::new();
    let mut body = String::new();
    for block in statement.split("\n\n") {
        let block = block.trim();
        if block.is_empty() {
            continue;
        }
        let mut paragraph = String::new();
        for line in block.lines() {
            if let Some(name) = argument_line(line, "\\problemname") {
                title = inline(name)?;
                body.push_str(&format!("<h1>{title}</h1>\n"));
            } else if let Some(name) = argument_line(line, "\\section*") {
                close(&mut body, &mut paragraph);
                body.push_str(&format!("<h2>{}</h2>\n", inline(name)?));
            } else {
                if !paragraph.is_empty() {
                    paragraph.push('\n');
                }
                paragraph.push_str(&inline(line)?);
            }
        }
        close(&mut body, &mut paragraph);
    }
    Ok(format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>\n\
         body {{ max-width: 42em; margin: 2em auto; padding: 0 1em; font-family: serif; line-height: 1.45; }}\n\
         h1 {{ text-align: center; }}\n\
         code {{ font-family: monospace; overflow-wrap: anywhere; }}\n\
         .math {{ font-style: italic; white-space: nowrap; }}\n\
         </style>\n</head>\n<body>\n{body}</body>\n</html>\n"
    ))
}

/// Ends the paragraph gathered so far, if any.
fn close(body: &mut String, paragraph: &mut String) {
    if !paragraph.is_empty() {
        body.push_str(&format!("<p>{paragraph}</p>\n"));
        paragraph.clear();
    }
}

/// The argument of a line that is `command{ARGUMENT}` alone.
fn argument_line<'a>(line: &'a str, command: &str) -> Option<&'a str> {
    line.trim()
        .strip_prefix(command)?
        .strip_prefix('{')?
        .strip_suffix('}')
}

/// A line's text as HTML: text escaped, commands turned into elements.
fn inline(text: &str) -> Result<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        match c {
            '\\' => {
                let (command, after) = command(rest);
                rest = after;
                match command {
                    "texttt" | "emph" => {
                        let (argument, after) = group(rest, text)?;
                        rest = after;
                        let tag = if command == "texttt" { "code" } else { "em" };
                        out.push_str(&format!("<{tag}>{}</{tag}>", inline(argument)?));
                    }
                    _ => out.push_str(symbol(command, text)?),
                }
            }
            '$' => {
                let Some(end) = rest.find('$') else {
                    bail!("the statement's math has no closing $: {text}");
                };
                out.push_str(&format!(
                    "<span class=\"math\">{}</span>",
                    math(&rest[..end], text)?
                ));
                rest = &rest[end + 1..];
            }
            '{' | '}' => bail!("the statement has a brace outside a command: {text}"),
            c => push_escaped(&mut out, c),
        }
    }
    Ok(out)
}

/// The name of the command `rest` starts with (a run of letters, or one
/// other character), and what follows it.
fn command(rest: &str) -> (&str, &str) {
    let letters = rest
        .char_indices()
        .find(|(_, c)| !c.is_ascii_alphabetic())
        .map_or(rest.len(), |(i, _)| i);
    let end = match letters {
        0 => rest.chars().next().map_or(0, char::len_utf8),
        n => n,
    };
    rest.split_at(end)
}

/// The text of the `{…}` group `rest` starts with, and what follows it.
fn group<'a>(rest: &'a str, line: &str) -> Result<(&'a str, &'a str)> {
    let Some(inside) = rest.strip_prefix('{') else {
        bail!("the statement has a command with no {{argument}}: {line}");
    };
    let mut depth = 0usize;
    let mut escaped = false;
    for (i, c) in inside.char_indices() {
        match (escaped, c) {
            (true, _) => escaped = false,
            (false, '\\') => escaped = true,
            (false, '{') => depth += 1,
            (false, '}') if depth == 0 => return Ok((&inside[..i], &inside[i + 1..])),
            (false, '}') => depth -= 1,
            _ => {}
        }
    }
    bail!("the statement has an argument with no closing brace: {line}")
}

/// The character a command without an argument stands for.
fn symbol(command: &str, line: &str) -> Result<&'static str> {
    Ok(match command {
        "_" => "_",
        "#" => "#",
        "&" => "&amp;",
        "{" => "{",
        "}" => "}",
        "le" => "≤",
        "times" => "×",
        "," => "\u{2009}",
        _ => bail!("the statement uses \\{command}, which its HTML page cannot show: {line}"),
    })
}

/// Math as HTML: `^` raises the group or character after it, a minus is
/// a minus sign, and spaces are as written, one at a time.
fn math(text: &str, line: &str) -> Result<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        match c {
            '^' => {
                let raised = match rest.starts_with('{') {
                    true => {
                        let (argument, after) = group(rest, line)?;
                        rest = after;
                        argument
                    }
                    false => {
                        let end = rest.chars().next().map_or(0, char::len_utf8);
                        let (raised, after) = rest.split_at(end);
                        rest = after;
                        raised
                    }
                };
                out.push_str(&format!("<sup>{}</sup>", math(raised, line)?));
            }
            '\\' => {
                let (command, after) = command(rest);
                rest = after;
                out.push_str(symbol(command, line)?);
            }
            '-' => out.push('−'),
            c => push_escaped(&mut out, c),
        }
    }
    Ok(out
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" "))
}

/// `c`, escaped for HTML text.
fn push_escaped(out: &mut String, c: char) {
    match c {
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '&' => out.push_str("&amp;"),
        '"' => out.push_str("&quot;"),
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_become_elements_and_text_is_escaped() {
        let page = statement_html(
            "\\problemname{A \\& B}\n\nCall \\texttt{f(\\{\"n\":3\\})} with \\emph{x}\n\
             and \\texttt{std::vector<int>\\&}.\n\n\\section*{Input}\n$1 \\le n \\le 10^9$, $m \\le n^2$, \
             $-10^{9}$ and $3 \\times 3$, $40\\,000$.\n",
        )
        .expect("converted");
        assert!(page.contains("<title>A &amp; B</title>"), "{page}");
        assert!(
            page.contains(
                "<h1>A &amp; B</h1>\n<p>Call <code>f({&quot;n&quot;:3})</code> with <em>x</em>\n\
                 and <code>std::vector&lt;int&gt;&amp;</code>.</p>\n<h2>Input</h2>\n\
                 <p><span class=\"math\">1 ≤ n ≤ 10<sup>9</sup></span>, \
                 <span class=\"math\">m ≤ n<sup>2</sup></span>, \
                 <span class=\"math\">−10<sup>9</sup></span> and \
                 <span class=\"math\">3 × 3</span>, <span class=\"math\">40\u{2009}000</span>.</p>\n"
            ),
            "{page}"
        );
    }

    #[test]
    fn every_statement_becomes_a_page_with_no_command_left() {
        use super::super::layout::Io;
        use super::super::statement::statement;
        for variant in ttt_judge::Variant::ALL {
            for io in [Io::Function, Io::Program] {
                let page = statement_html(&statement(variant, io)).expect("converted");
                assert!(!page.contains('\\'), "{variant} {io:?}\n{page}");
                assert!(!page.contains('$'), "{variant} {io:?}\n{page}");
                assert_eq!(
                    page.matches("<h2>").count(),
                    3,
                    "input, output, and the form of a submission: {page}"
                );
            }
        }
    }

    #[test]
    fn a_command_it_cannot_show_is_an_error() {
        let error = statement_html("Text \\frac{1}{2}.\n").expect_err("refused");
        assert_eq!(
            error.to_string(),
            "the statement uses \\frac, which its HTML page cannot show: Text \\frac{1}{2}."
        );
        assert!(statement_html("a $b\n").is_err());
        assert!(statement_html("\\texttt{open\n").is_err());
    }
}
