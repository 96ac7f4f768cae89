//! A package's `problem.yaml` and its short statement in LaTeX: the
//! variant's rules and its input and output as the package's files hold
//! them (one case in the named form, one answer line).

use std::hash::{BuildHasher, Hasher, RandomState};

use ttt_judge::Variant;

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
pub(super) fn problem_yaml(variant: Variant) -> String {
    format!(
        "name: {}\nuuid: {}\nsource: ttt-judge\nlicense: cc by-sa\nrights_owner: ttt-judge\n\
         validation: custom\nlimits:\n  memory: 1024\n  output: 64\n",
        name(variant),
        uuid()
    )
}

/// A random (version 4) uuid, from the hasher keys the standard library
/// draws from the system for each `RandomState`.
fn uuid() -> String {
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
pub(super) fn statement(variant: Variant) -> String {
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
One line: \texttt{\{"n": 3, "playerMarks": ["X","O"], "players": [...],
"rows": [...], "cols": [...]\}}, with $3 \le n \le 200$, $2 \le K \le 16$,
at most $40\,000$ calls and coordinates in $[-10^9, 10^9]$.

\section*{Output}
One line: the list of \texttt{[playResult, statusAfter]} pairs, one per call,
for example \texttt{[["IN\_PROGRESS","IN\_PROGRESS"],["INVALID","IN\_PROGRESS"]]}.
"#;

const FULLLINE: &str = r#"Implement \texttt{winner\_after\_each\_move(n, moves)} (or
\texttt{winnerAfterEachMove}). Two players alternate on an $n \times n$ board,
player 1 first. A player wins by filling a whole row, a whole column, the
main diagonal or the anti-diagonal. Return, after each move, 0 while nobody
has won, or the number of the player who wins with that move.

\section*{Input}
One line: \texttt{\{"n": 3, "moves": [[0,0],[1,1]]\}}, with $1 \le n \le 1000$,
between 1 and $\min(n^2, 100\,000)$ moves on distinct cells inside the board,
and no move after a winning move.

\section*{Output}
One line: the list of results, one per move, for example \texttt{[0,0,0,0,1]}.
"#;

const CLASSIC: &str = r#"Implement \texttt{tictactoe(moves)}. Players A (first, X) and B (O)
alternate on a $3 \times 3$ board; three equal marks in a row, column or
diagonal win. Return \texttt{"A"} or \texttt{"B"} for the winner,
\texttt{"Draw"} when the board is full with no winner, and \texttt{"Pending"}
otherwise.

\section*{Input}
One line: \texttt{\{"moves": [[0,0],[2,0]]\}}, with 1 to 9 moves on distinct
cells inside the board, and no move after the game is won.

\section*{Output}
One line: the result as a JSON string, for example \texttt{"A"}.
"#;
