//! `ttt-judge harness`: print the harness that wraps a source-file solution
//! for `grade` and `hunt`.

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
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
    "  ttt-judge grade cases.jsonl -- pypy3 harness.py # its solution goes too\n",
    "  ttt-judge harness python classic --join mine.py -o whole.py  # one file\n",
    "  ttt-judge harness java multi --join TicTacToe.java -o Main.java\n\n",
    "--join SOLUTION writes one whole program: the solution and its harness\n",
    "in one file that reads the cases on stdin and prints one answer line\n",
    "each, as `ttt-judge run` does, for a judge system that runs a single\n",
    "file and ignores a package's include/ (DOMjudge, BAPCtools). C++: one\n",
    "translation unit; Python, JavaScript: the solution's text inside the\n",
    "harness, run as grade runs it. Java: its one public class is Main, which\n",
    "holds main (a main of the solution's is set aside), so save it as\n",
    "Main.java: Kattis and BAPCtools run the class a file is named after,\n",
    "DOMjudge the class with a main.\n\n",
    "Exit status:\n",
    "  0  the harness (or the joined program) was written\n",
    "  2  bad usage (an unknown language or variant), or the solution could\n",
    "     not be read, joined or written",
))]
pub(crate) struct Args {
    /// The solution's language: python, js, java or cpp.
    #[arg(value_name = "LANG", value_parser = lang_parser())]
    lang: Lang,
    /// The statement the solution answers: multi, fullline or classic.
    #[arg(value_name = "VARIANT", value_parser = variant_parser())]
    variant: Variant,
    /// Join this function-style solution and its harness into one whole
    /// program (for a judge system that ignores include/), printed on
    /// stdout or written to -o. Java: save it as Main.java.
    #[arg(long, value_name = "SOLUTION")]
    join: Option<PathBuf>,
    /// With --join: write the program to FILE instead of stdout.
    #[arg(short = 'o', long, value_name = "FILE", requires = "join")]
    output: Option<PathBuf>,
}

/// What the command does, from its arguments.
struct Config {
    lang: Lang,
    variant: Variant,
    join: Option<PathBuf>,
    output: Option<PathBuf>,
}

/// Runs the command.
pub(crate) fn execute(args: Args) -> Result<Outcome> {
    let config = config(args);
    let text = match &config.join {
        None => solution::harness_source(config.lang, config.variant).to_string(),
        Some(path) => {
            let source =
                fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            let name = path.file_name().map_or(path.display().to_string(), |n| {
                n.to_string_lossy().into_owned()
            });
            solution::join(&name, &source, config.lang, config.variant)?
        }
    };
    match &config.output {
        Some(path) => {
            fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(Outcome::Success)
}

/// The configuration, from the arguments.
fn config(args: Args) -> Config {
    Config {
        lang: args.lang,
        variant: args.variant,
        join: args.join,
        output: args.output,
    }
}
