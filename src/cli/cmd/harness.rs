//! `ttt-judge harness`: print the harness that wraps a source-file solution
//! for `grade` and `hunt`.

use std::io::{self, Write};

use anyhow::Result;
use ttt_judge::Variant;

use crate::cli::args::{lang_parser, variant_parser};
use crate::cli::outcome::Outcome;
use ttt_grading::solution::{self, Lang};

/// Print the harness that wraps a source file for grade and hunt.
#[derive(clap::Args, Debug)]
#[command(after_help = concat!(
    "A source-file solution holds only the statement's API (a class or a\n",
    "function, no main). The harness is the program around it: it reads the\n",
    "cases on stdin as JSON Lines in the named form, calls the solution once\n",
    "a case (a fresh object for multi), and writes each answer as one flushed\n",
    "line, exactly what `ttt-judge run` prints. Stdout carries the answers\n",
    "alone: what the solution prints goes to stderr, after a `--- case N ---`\n",
    "line for each case. `grade` and `hunt` add the harness themselves; print\n",
    "it to read it, or to run a solution by hand, as its first lines say.\n\n",
    "Forms accepted (the harness finds which one the file uses):\n",
    "  multi     class TicTacToe: constructor (n, playerMarks), play(player,\n",
    "            row, col), getStatus() (Python/Java/C++ also get_status);\n",
    "            Java play(char, long, long) or (char, int, int), C++ long\n",
    "            long or int coordinates; a status is \"WIN:X\"-style text or,\n",
    "            in Python and JS, {state, winner}\n",
    "  fullline  winner_after_each_move(n, moves) or winnerAfterEachMove, as\n",
    "            a function or a method of LeetCode's class Solution (Java:\n",
    "            class Solution, int[] winnerAfterEachMove(int n, int[][] moves));\n",
    "            or LeetCode 348's class TicTacToe: constructor (n),\n",
    "            move(row, col, player) giving 0, 1 or 2, a fresh one a case,\n",
    "            each move by the case's \"players\" (else 1, 2, 1, ...)\n",
    "  classic   tictactoe(moves), as a function or a method of class Solution\n",
    "            (Java: class Solution, String tictactoe(int[][] moves))\n",
    "  Parameter types as on LeetCode: int[][], vector<vector<int>>& (or by\n",
    "  value), List[List[int]]. Python runs the file after `from typing import\n",
    "  *`; C++ after the usual headers and `using namespace std;`; JavaScript\n",
    "  takes CommonJS or an ES module (export function, export default class).\n",
    "  A file with none of these forms is one message listing them, before\n",
    "  any case is read (C++: when compiling; others: exit status 86).\n\n",
    "Examples:\n",
    "  ttt-judge harness python multi\n",
    "  ttt-judge harness cpp classic > harness.cpp   # beside solution.cpp\n",
    "  ttt-judge harness js fullline > harness.js && node harness.js < cases.jsonl\n",
    "  ttt-judge harness python classic > harness.py   # beside solution.py\n",
    "  pypy3 harness.py < cases.jsonl                  # any Python 3\n",
    "  python3 harness.py mine.py < cases.jsonl        # a solution named\n",
    "  ttt-judge grade cases.jsonl -- pypy3 harness.py # its solution goes too\n\n",
    "Exit status:\n",
    "  0  the harness was printed\n",
    "  2  bad usage (an unknown language or variant)",
))]
pub(crate) struct Args {
    /// The solution's language: python, js, java or cpp.
    #[arg(value_name = "LANG", value_parser = lang_parser())]
    lang: Lang,
    /// The statement the solution answers: multi, fullline or classic.
    #[arg(value_name = "VARIANT", value_parser = variant_parser())]
    variant: Variant,
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let mut out = io::stdout().lock();
    out.write_all(solution::harness_source(args.lang, args.variant).as_bytes())?;
    out.flush()?;
    Ok(Outcome::Success)
}
