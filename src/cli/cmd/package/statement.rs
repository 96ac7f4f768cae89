//! A package's `problem.yaml` and its short statement in LaTeX: the
//! variant's rules and its input and output as the package's files hold
//! them (one case in the named form, one answer line).

use std::hash::{BuildHasher, Hasher, RandomState};

use std::time::Duration;

use ttt_judge::Variant;

use super::layout::{About, Format, Io, Layout};

/// The problem's name.
pub(super) fn name(variant: Variant) -> &'static str {
    match variant {
        Variant::Multi => "Tic-Tac-Toe for K Players",
        Variant::FullLine => "Full-Line Tic-Tac-Toe",
        Variant::Classic => "Find the Winner of Tic-Tac-Toe",
    }
}

/// `problem.yaml`: the name, a fresh uuid, the custom output validator,
/// and the limits: 64 MB of output as `grade` has, and 1024 MB of memory
/// (problemtools' default), because judge systems limit address space,
/// and Node and PyPy reserve hundreds of MB of it before the first line.
///
/// The 2025-09 form starts with `problem_format_version`, says `type:
/// pass-fail` as one word (DOMjudge splits the type on spaces) and holds
/// the time limit (`.timelimit` holds the same, for DOMjudge 9), with the
/// resolution it is given in when it is not whole seconds.
pub(super) fn problem_yaml(layout: &Layout, about: &About, time_limit: Duration) -> String {
    let origin = origin(about);
    let name = name(layout.variant);
    match layout.format {
        Format::Legacy | Format::Domjudge => format!(
            "name: {name}\n{origin}validation: custom\nlimits:\n  memory: 1024\n  output: 64\n"
        ),
        Format::V2025_09 => {
            let seconds = time_limit.as_secs_f64();
            let resolution = match time_limit.as_millis() {
                ms if ms % 1000 == 0 => String::new(),
                ms if ms % 100 == 0 => "  time_resolution: 0.1\n".into(),
                ms if ms % 10 == 0 => "  time_resolution: 0.01\n".into(),
                _ => "  time_resolution: 0.001\n".into(),
            };
            format!(
                "problem_format_version: 2025-09\ntype: pass-fail\nname: {name}\n{origin}\
                 limits:\n  time_limit: {seconds}\n{resolution}  memory: 1024\n  output: 64\n"
            )
        }
    }
}

/// `problem.yaml`'s lines on the problem's origin: a fresh uuid, then
/// `source`, `license` and (where there is one) `rights_owner` from
/// `about`.
pub(super) fn origin(about: &About) -> String {
    let mut out = format!(
        "uuid: {}\nsource: {}\nlicense: {}\n",
        uuid(),
        quoted(&about.source),
        quoted(&about.license),
    );
    if let Some(owner) = &about.rights_owner {
        out.push_str(&format!("rights_owner: {}\n", quoted(owner)));
    }
    out
}

/// `text` as a YAML double-quoted string.
pub(super) fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A random (version 4) uuid, from the hasher keys the standard library
/// draws from the system for each `RandomState`.
pub(super) fn uuid() -> String {
    let random = || RandomState::new().build_hasher().finish();
    let (high, low) = (random(), random());
    let high = (high & !0xf000) | 0x4000;
    let low = (low & !(0xc << 60)) | (0x8 << 60);
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xffff,
        high & 0xffff,
        low >> 48,
        low & 0xffff_ffff_ffff
    )
}

/// The rules, then the input and output sections, of `variant`.
fn body(variant: Variant) -> &'static str {
    match variant {
        Variant::Multi => MULTI,
        Variant::FullLine => FULLLINE,
        Variant::Classic => CLASSIC,
    }
}

/// `problem_statement/problem.en.tex`.
pub(super) fn statement(variant: Variant, io: Io) -> String {
    if io == Io::Program {
        return format!(
            "\\problemname{{{}}}\n\n{}\n\\section*{{Program}}\n\
             Submit a whole program that computes what the function or class above \
             does. It reads the input on standard input: one case per line, as a JSON \
             object; and it prints one line for each case, in order, on standard output: \
             the case's answer as JSON.\n",
            name(variant),
            body(variant)
        );
    }
    format!(
        "\\problemname{{{}}}\n\n{}\n\\section*{{Functions}}\n\
         Submit only the function or class the statement names, with no main: \
         the judge adds the program around it that reads the cases and writes \
         the answers. Each line of the input is one case as a JSON object; \
         each line of the output is the case's answer as JSON.\n\n{}",
        name(variant),
        body(variant),
        cpp(variant)
    )
}

/// What a C++ submission must be: the judge compiles each file on its own,
/// so the harness reaches a free function only (see `glue/`).
fn cpp(variant: Variant) -> &'static str {
    match variant {
        Variant::Multi => {
            "In C++ the class cannot be wrapped: submit a whole program that \
             reads the input and writes the output as above.\n"
        }
        Variant::FullLine => {
            "In C++ the judge compiles the submitted file on its own: give it its \
             own \\texttt{\\#include} lines and define \\texttt{winner\\_after\\_each\\_move} \
             (or \\texttt{winnerAfterEachMove}) as a free function, not in a class: \
             \\texttt{std::vector<int> winner\\_after\\_each\\_move(int n, \
             std::vector<std::vector<int>>\\& moves)}.\n"
        }
        Variant::Classic => {
            "In C++ the judge compiles the submitted file on its own: give it its \
             own \\texttt{\\#include} lines and define \\texttt{tictactoe} as a free \
             function, not in a class: \\texttt{std::string \
             tictactoe(std::vector<std::vector<int>>\\& moves)}.\n"
        }
    }
}

const MULTI: &str = r#"Implement \texttt{class TicTacToe} with \texttt{TicTacToe(n, playerMarks)},
\texttt{play(player, row, col)} and \texttt{getStatus()}. $K$ players, each
with a distinct printable one-character mark, play in the fixed order of
\texttt{playerMarks} on an $n \times n$ board. Three or more equal marks in a
row, column or diagonal win. A call by the wrong player, on a taken cell,
outside the board or after the game ended returns \texttt{INVALID} and
changes nothing; an accepted call returns the new status:
\texttt{IN\_PROGRESS}, \texttt{WIN:}\emph{mark} or \texttt{TIE} (a win on
the last cell is a win).

\section*{Input}
One or more lines, each one case: \texttt{\{"n":3,"playerMarks":["X","O"],"players":[...],"rows":[...],"cols":[...]\}}
(written so, with no spaces and its keys in this order), with $3 \le n \le 200$, $2 \le K \le 16$
marks, $0 \le M \le 40\,000$ calls, and coordinates $-10^9 \le r, c \le 10^9$.

\section*{Output}
One line for each case, in order: the list of \texttt{[playResult, statusAfter]} pairs, one per call,
for example \texttt{[["IN\_PROGRESS","IN\_PROGRESS"],["INVALID","IN\_PROGRESS"]]}.
"#;

const FULLLINE: &str = r#"Implement \texttt{winner\_after\_each\_move(n, moves)} (or
\texttt{winnerAfterEachMove}). Two players alternate on an $n \times n$ board,
player 1 first. A player wins by filling a whole row, a whole column, the
main diagonal or the anti-diagonal. Return, after each move, 0 while nobody
has won, or the number of the player who wins with that move.

\section*{Input}
One or more lines, each one case: \texttt{\{"n":3,"moves":[[0,0],[1,1]]\}}
(written so, with no spaces and its keys in this order), with $1 \le n \le 1000$,
$1 \le m \le 100\,000$ moves (and $m \le n^2$) on distinct cells $[r, c]$
inside the board, $0 \le r, c \le n - 1 \le 999$, and no move after a winning
move.

\section*{Output}
One line for each case, in order: the list of results, one per move, for example \texttt{[0,0,0,0,1]}.
"#;

const CLASSIC: &str = r#"Implement \texttt{tictactoe(moves)}. Players A (first, X) and B (O)
alternate on a $3 \times 3$ board; three equal marks in a row, column or
diagonal win. Return \texttt{"A"} or \texttt{"B"} for the winner,
\texttt{"Draw"} when the board is full with no winner, and \texttt{"Pending"}
otherwise.

\section*{Input}
One or more lines, each one case: \texttt{\{"moves":[[0,0],[2,0]]\}}
(written so, with no spaces), with $1 \le m \le 9$ moves on
distinct cells $[r, c]$ inside the board, $0 \le r, c \le 2$, and no move after
the game is won.

\section*{Output}
One line for each case, in order: the result as a JSON string, for example \texttt{"A"}.
"#;

/// The statement as `format` writes it: the 2025-09 format's statements
/// put the input and output in `Input` and `Output` environments (where
/// BAPCtools' `bt constraints` reads the bounds), the legacy format's in
/// `\section*` headings.
pub(super) fn in_format(statement: &str, format: Format) -> String {
    if format.legacy_places() {
        return statement.to_string();
    }
    let mut out = String::new();
    let mut open: Option<&str> = None;
    for line in statement.split_inclusive('\n') {
        let heading = line
            .strip_prefix("\\section*{")
            .and_then(|rest| rest.trim_end().strip_suffix('}'));
        if heading.is_some()
            && let Some(name) = open.take()
        {
            out.push_str(&format!("\\end{{{name}}}\n\n"));
        }
        match heading {
            Some(name @ ("Input" | "Output")) => {
                out.push_str(&format!("\\begin{{{name}}}\n"));
                open = Some(name);
            }
            _ => out.push_str(line),
        }
    }
    if let Some(name) = open {
        out.push_str(&format!("\\end{{{name}}}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_2025_09_statement_has_input_and_output_environments() {
        let tex = "\\problemname{P}\n\nRules.\n\n\\section*{Input}\nOne line, $1 \\le m \\le 9$.\n\n\\section*{Output}\nOne line.\n\\section*{Program}\nWhole.\n";
        assert_eq!(in_format(tex, Format::Legacy), tex);
        assert_eq!(
            in_format(tex, Format::V2025_09),
            "\\problemname{P}\n\nRules.\n\n\\begin{Input}\nOne line, $1 \\le m \\le 9$.\n\n\\end{Input}\n\n\
             \\begin{Output}\nOne line.\n\\end{Output}\n\n\\section*{Program}\nWhole.\n"
        );
    }
}
