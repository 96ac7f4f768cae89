//! Bots written as a function or a class in Python, JavaScript, Java or
//! C++, wrapped by a bot harness (`harness/bot.*`) that speaks the
//! protocol, and prepared (checked, compiled) as `grade` prepares its
//! solutions. The forms, the same in each language:
//!
//! - a function `choose(board, me, marks, k)` returning `(row, col)`, or
//! - a class `Bot` whose `move(board, me, marks, k)` returns it, one
//!   object a match (Java: `static int[] choose(...)` or `int[] move(...)`
//!   in `class Bot`).
//!
//! `board` is the rows as strings (`.` an empty cell), `me` the bot's
//! mark, `marks` the marks in turn order, `k` the winning length.

use std::path::Path;

use ttt_grading::solution::{Lang, PrepareError, Prepared, Toolchain, Wrapper, prepare_wrapped};

/// The forms a bot's source may take, for help texts.
pub const FORMS: &str =
    "choose(board, me, marks, k) -> (row, col), or class Bot with move(board, me, marks, k)";

/// The harness that wraps a `lang` bot.
pub fn harness(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => include_str!("../harness/bot.py"),
        Lang::Js => include_str!("../harness/bot.js"),
        Lang::Java => include_str!("../harness/bot.java"),
        Lang::Cpp => include_str!("../harness/bot.cpp"),
    }
}

/// Makes the `lang` bot in `source` ready to run from `work` (a folder
/// the caller made and keeps while the bot plays).
pub fn prepare(
    source: &Path,
    lang: Lang,
    work: &Path,
    toolchain: &Toolchain<'_>,
) -> Result<Prepared, PrepareError> {
    let wrapper = Wrapper {
        harness: harness(lang),
        java_class: "Bot",
        api_names: &["choose", "Bot", "move"],
    };
    prepare_wrapped(source, lang, &wrapper, work, toolchain)
}
