//! A toolchain's and a run's messages in the names the solution's author
//! knows: the solution's copy in the work folder (`solution.py`, or
//! `Solution.java` for a `Broken.java`) is named as the file given, the
//! work folder's path goes, and the harness's own lines (its frames in a
//! traceback or a stack trace, the compiler's notes on its code) are left
//! out, so that the lines that remain point into the author's file, whose
//! line numbers the copy keeps. A solution that misses an entry point of
//! the statement's API is also told the names it defines that are nearest
//! to the ones the API gives (`ticTacToe` for `tictactoe`).

use std::path::Path;

/// How a solution's messages are put in its author's names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnNames {
    /// The work folder, as the messages write it, with a `/` at its end.
    dir: String,
    /// The name of the solution's copy in it.
    copy: String,
    /// The names that mark a line as the harness's: its file, and for
    /// Java its class.
    harness: Vec<String>,
    /// The solution's file as it was given.
    own: String,
}

impl OwnNames {
    /// The names for a solution `own`, copied as `copy` into `dir` beside
    /// the harness `harness` (a file name; for Java, its class is the
    /// file's stem).
    pub fn new(dir: &Path, copy: &str, harness: &str, own: &Path) -> OwnNames {
        let mut marks = vec![harness.to_string()];
        if let Some(class) = harness.strip_suffix(".java") {
            marks.push(format!("{class}."));
        }
        OwnNames {
            dir: format!("{}/", dir.display()),
            copy: copy.to_string(),
            harness: marks,
            own: own.display().to_string(),
        }
    }

    /// `text` with the solution's copy named as its own file, the work
    /// folder's path gone and the harness's lines left out; a compiler's
    /// error in the harness's code is kept, without its place there, and
    /// the harness's own check that the solution has an entry point is an
    /// error of the solution's file.
    pub fn apply(&self, text: &str) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if !self.is_harness(line) {
                out.push(self.renamed(line));
                continue;
            }
            let trimmed = line.trim_start();
            if trimmed.starts_with("File \"") {
                // A Python frame: its source lines and carets go with it.
                let indent = line.len() - trimmed.len();
                while lines.next_if(|next| indented_past(next, indent)).is_some() {}
                continue;
            }
            if let Some((_, said)) = line.split_once("static assertion failed: ") {
                out.push(format!("{}: error: {said}", self.own));
            } else if let Some((_, said)) = line.split_once(": error: ") {
                out.push(format!(
                    "(in the harness's code) error: {}",
                    self.renamed(said)
                ));
            }
            // The compiler's quote of the harness's code under it goes too.
            while lines.next_if(|next| is_code_quote(next)).is_some() {}
        }
        let mut joined = out.join("\n");
        if text.ends_with('\n') {
            joined.push('\n');
        }
        joined
    }

    /// True for a line of the harness's: a frame, a note, an error in its
    /// code.
    fn is_harness(&self, line: &str) -> bool {
        self.harness.iter().any(|mark| contains_word(line, mark))
    }

    /// `line` with the copy named as the solution's own file and the work
    /// folder's path gone.
    fn renamed(&self, line: &str) -> String {
        let line = line.replace(&self.dir, "");
        replace_word(&line, &self.copy, &self.own)
    }
}

/// True when `line` is indented past `indent` (a Python frame's source
/// line or carets), and not the next frame.
fn indented_past(line: &str, indent: usize) -> bool {
    let trimmed = line.trim_start();
    line.len() - trimmed.len() > indent && !trimmed.is_empty()
}

/// True for g++'s quote of a line of code under a message: `  339 |  …`
/// or `      |  ^~~~`.
fn is_code_quote(line: &str) -> bool {
    let trimmed = line.trim_start();
    match trimmed.split_once('|') {
        Some((number, _)) => number.trim().chars().all(|c| c.is_ascii_digit()),
        None => false,
    }
}

/// True when `word` is in `text` not as part of a longer name.
fn contains_word(text: &str, word: &str) -> bool {
    word_at(text, word).next().is_some()
}

/// The places `word` is in `text` not as part of a longer name: neither
/// after nor before a letter, a digit or `_` (nor after a `.`, as of a
/// path's `other.solution.py`).
fn word_at<'a>(text: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let name = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word)
        .map(|(at, _)| at)
        .filter(move |&at| {
            let before = text[..at].chars().next_back();
            let after = text[at + word.len()..].chars().next();
            !before.is_some_and(|c| name(c) || c == '.') && !after.is_some_and(name)
        })
}

/// `text` with each whole `word` replaced by `with`.
fn replace_word(text: &str, word: &str, with: &str) -> String {
    if word == with {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for at in word_at(text, word).collect::<Vec<_>>() {
        out.push_str(&text[from..at]);
        out.push_str(with);
        from = at + word.len();
    }
    out.push_str(&text[from..]);
    out
}

/// The names `source` defines (a function, a class, a method: a name after
/// `def`, `class`, `function` or `struct`, or a name followed by `(` on a
/// line that does not end as a statement does) that are near a name of
/// the API's and are not one: the same letters but for case and `_`, or a
/// letter or two apart. Each as (the name defined, the API's), at most
/// three, in the order the file has them.
pub(super) fn nearest<'a>(source: &str, api: &[&'a str]) -> Vec<(String, &'a str)> {
    const MOST: usize = 3;
    let mut found: Vec<(String, &'a str)> = Vec::new();
    for line in source.lines() {
        for name in defined(line) {
            if api.contains(&name) || found.iter().any(|(n, _)| n == name) {
                continue;
            }
            let near = api.iter().find(|wanted| near(name, wanted));
            if let Some(wanted) = near {
                found.push((name.to_string(), wanted));
                if found.len() == MOST {
                    return found;
                }
            }
        }
    }
    found
}

/// `did you mean `ticTacToe` → `tictactoe`?`, for the names [`nearest`]
/// found; `None` when it found none.
pub(super) fn did_you_mean(found: &[(String, &str)]) -> Option<String> {
    if found.is_empty() {
        return None;
    }
    let pairs: Vec<String> = found
        .iter()
        .map(|(defined, wanted)| format!("`{defined}` → `{wanted}`"))
        .collect();
    Some(format!("did you mean {}?", pairs.join(", ")))
}

/// The names a line of source defines, by the signs above.
fn defined(line: &str) -> Vec<&str> {
    const BEFORE: [&str; 4] = ["def", "class", "function", "struct"];
    let code = line.trim_end();
    let statement = code.ends_with(';') || code.ends_with(',');
    let words = names(line);
    let mut out = Vec::new();
    for (i, &(at, name)) in words.iter().enumerate() {
        let after = line[at + name.len()..].trim_start();
        let before = line[..at].trim_end();
        let introduced =
            i > 0 && BEFORE.contains(&words[i - 1].1) && before.ends_with(words[i - 1].1);
        let declared = after.starts_with('(') && !statement && !before.ends_with('.');
        if introduced || declared {
            out.push(name);
        }
    }
    out
}

/// Each name in `line`, with where it starts.
fn names(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (at, c) in line
        .char_indices()
        .chain(std::iter::once((line.len(), ' ')))
    {
        let part = c.is_alphanumeric() || c == '_';
        match (start, part) {
            (None, true) if !c.is_ascii_digit() => start = Some(at),
            (Some(from), false) => {
                out.push((from, &line[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// True when `name` is near `wanted`: the same letters but for case and
/// `_`, or, so compared, one letter apart (two for a name of eight or
/// more).
fn near(name: &str, wanted: &str) -> bool {
    let plain = |s: &str| -> Vec<char> {
        s.chars()
            .filter(|c| *c != '_')
            .flat_map(char::to_lowercase)
            .collect()
    };
    let (a, b) = (plain(name), plain(wanted));
    let most = if b.len() >= 8 { 2 } else { 1 };
    b.len() >= 4 && distance(&a, &b) <= most
}

/// The edit distance between two words (Levenshtein's).
fn distance(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &str, copy: &str, harness: &str, own: &str) -> OwnNames {
        OwnNames::new(Path::new(dir), copy, harness, Path::new(own))
    }

    #[test]
    fn a_python_traceback_keeps_the_solution_s_frames_in_its_own_name() {
        let traceback = concat!(
            "Traceback (most recent call last):\n",
            "  File \"/tmp/w/python-classic/harness.py\", line 169, in <module>\n",
            "    main()\n",
            "  File \"/tmp/w/python-classic/harness.py\", line 142, in main\n",
            "    text = json.dumps(answer(json.loads(line)))\n",
            "                      ^^^^^^^^^^^^^^^^^^^^^^^^\n",
            "  File \"/tmp/w/python-classic/solution.py\", line 3, in tictactoe\n",
            "    raise ValueError(\"boom\")\n",
            "ValueError: boom\n",
        );
        let own = names(
            "/tmp/w/python-classic",
            "solution.py",
            "harness.py",
            "crash.py",
        );
        assert_eq!(
            own.apply(traceback),
            concat!(
                "Traceback (most recent call last):\n",
                "  File \"crash.py\", line 3, in tictactoe\n",
                "    raise ValueError(\"boom\")\n",
                "ValueError: boom\n",
            )
        );
        assert_eq!(
            own.apply("solution.py has no `tictactoe` function"),
            "crash.py has no `tictactoe` function"
        );
    }

    #[test]
    fn java_s_file_is_its_own_and_the_harness_s_frames_go() {
        let own = names(
            "/w/java-classic",
            "Solution.java",
            "TttJudgeMain.java",
            "src/Broken.java",
        );
        assert_eq!(
            own.apply("Solution.java:4: error: incompatible types\n        return moves;\n"),
            "src/Broken.java:4: error: incompatible types\n        return moves;\n"
        );
        let stack = "java.lang.IllegalStateException: no\n\tat Solution.tictactoe(Solution.java:3)\n\tat TttJudgeMain.main(TttJudgeMain.java:88)\n";
        assert_eq!(
            own.apply(stack),
            "java.lang.IllegalStateException: no\n\tat Solution.tictactoe(src/Broken.java:3)\n"
        );
    }

    #[test]
    fn a_cpp_harness_check_is_the_solution_s_error_and_its_notes_go() {
        let said = concat!(
            "harness.cpp: In instantiation of ‘std::string ttt_harness::result(M&)’:\n",
            "harness.cpp:350:39:   required from here\n",
            "harness.cpp:339:23: error: static assertion failed: no `tictactoe` function\n",
            "  339 |         static_assert(never<S>,\n",
            "      |                       ^~~~~~~~\n",
            "harness.cpp:339:23: note: ‘ttt_harness::never<Solution>’ evaluates to false\n",
        );
        let own = names("/w/cpp-classic", "solution.cpp", "harness.cpp", "typo.cpp");
        assert_eq!(
            own.apply(said),
            "typo.cpp: error: no `tictactoe` function\n"
        );
        let included = "In file included from harness.cpp:63:\nsolution.cpp:5:69: error: could not convert\n    5 | return moves;\n";
        assert_eq!(
            own.apply(included),
            "typo.cpp:5:69: error: could not convert\n    5 | return moves;\n"
        );
        assert_eq!(
            own.apply(
                "harness.cpp:120:10: error: no matching function for call to ‘tictactoe(int)’\n"
            ),
            "(in the harness's code) error: no matching function for call to ‘tictactoe(int)’\n"
        );
    }

    #[test]
    fn a_misspelt_entry_point_is_told_the_name_it_meant() {
        let python = "class Solution:\n    def ticTacToe(self, moves):\n        return helper(moves)\n\ndef helper(moves):\n    pass\n";
        assert_eq!(
            nearest(python, &["tictactoe", "Solution"]),
            [("ticTacToe".to_string(), "tictactoe")]
        );
        let java = "class TicTacToe {\n    public int play(char p, int r, int c) {\n        return getstatus();\n    }\n    int getstatus() { return 0; }\n}\n";
        assert_eq!(
            nearest(java, &["TicTacToe", "play", "getStatus", "get_status"]),
            [("getstatus".to_string(), "getStatus")]
        );
        let cpp = "string tic_tac_toe(vector<vector<int>>& moves) { return \"A\"; }\n";
        let found = nearest(cpp, &["tictactoe", "Solution"]);
        assert_eq!(
            did_you_mean(&found).as_deref(),
            Some("did you mean `tic_tac_toe` → `tictactoe`?")
        );
        // A name the file only uses, and one far from the API's, are not
        // suggested.
        assert!(
            nearest(
                "x = tictactoes(moves);\ndef solve(moves):\n",
                &["tictactoe"]
            )
            .is_empty()
        );
        assert_eq!(did_you_mean(&[]), None);
    }
}
