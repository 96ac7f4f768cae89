//! A function-style solution and its harness joined into one whole
//! program, for a judge system that compiles or runs one submitted file
//! and ignores a package's `include/` (DOMjudge, BAPCtools): the solution
//! as `grade` takes it ([`committed::submitted`]) meets the harness `grade`
//! uses, where the harness would have read it. Python and JavaScript get
//! the solution's text in the harness's `JOINED` slot, which the harness
//! runs as it runs the file; C++ gets it in place of the harness's
//! `#include "solution.cpp"`; Java gets one file whose one public class,
//! `Main`, is the harness's main class.

use std::fmt;

use ttt_judge::Variant;

use super::{Lang, committed, harness_parts, prepare};

/// The public class of a joined Java file, which holds `main`: Kattis and
/// BAPCtools run the class a file is named after, so the file is saved as
/// `Main.java`; DOMjudge runs the one class with a `main`.
pub const JAVA_MAIN_CLASS: &str = "Main";

/// Why a solution cannot be joined to its harness.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JoinError {
    /// The file is not UTF-8 text.
    NotText {
        /// The file, as named.
        name: String,
    },
    /// A Java type of the solution's would meet one of the joined file's:
    /// its own `Main`, or a type the harness imports.
    JavaName {
        /// The file, as named.
        name: String,
        /// The type's simple name.
        type_name: String,
    },
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JoinError::NotText { name } => write!(f, "{name}: not UTF-8 text"),
            JoinError::JavaName { name, type_name } => write!(
                f,
                "{name}: declares or imports a type `{type_name}`, a name the joined file's \
                 harness uses ({JAVA_MAIN_CLASS} and the types it imports); rename it"
            ),
        }
    }
}

impl std::error::Error for JoinError {}

/// The name a joined file is saved under: `Main.java` for Java (see
/// [`JAVA_MAIN_CLASS`]), else `<stem>.joined.<ext>` for a solution
/// `<stem>.<ext>`.
pub fn joined_file_name(lang: Lang, solution_stem: &str) -> String {
    match lang {
        Lang::Java => format!("{JAVA_MAIN_CLASS}.java"),
        _ => format!("{solution_stem}.joined.{}", lang.extension()),
    }
}

/// The `lang` solution `source`, named `name` (its file name), to the
/// `variant` statement, joined to its harness: one file that reads the
/// cases on stdin and prints one answer line each, as `ttt-judge run`
/// does.
pub fn join(name: &str, source: &[u8], lang: Lang, variant: Variant) -> Result<String, JoinError> {
    let (text, _) = committed::submitted(lang, source);
    let text = String::from_utf8(text).map_err(|_| JoinError::NotText { name: name.into() })?;
    let (_, code) = harness_parts(lang, variant);
    let mut out = header(name, lang, variant);
    match lang {
        Lang::Python => out.push_str(&slot(code, "JOINED = None\n", &python_joined(name, &text))),
        Lang::Js => out.push_str(&slot(
            code,
            "const JOINED = null;\n",
            &js_joined(name, &text),
        )),
        Lang::Cpp => out.push_str(&slot(
            code,
            "#include \"solution.cpp\"\n",
            &cpp_joined(name, &text),
        )),
        Lang::Java => out.push_str(&java_joined(name, &text, code)?),
    }
    Ok(out)
}

/// `code` with its one `line` replaced by `with`.
fn slot(code: &str, line: &str, with: &str) -> String {
    assert_eq!(
        code.matches(line).count(),
        1,
        "the harness has one slot {line:?}"
    );
    code.replacen(line, with, 1)
}

/// The joined file's opening comment: what it is and how to run it.
fn header(name: &str, lang: Lang, variant: Variant) -> String {
    let (mark, run) = match lang {
        Lang::Python => (
            "#",
            "python3 FILE.py < cases.jsonl   (any Python 3: pypy3 too)".to_string(),
        ),
        Lang::Js => ("//", "node FILE.js < cases.jsonl".to_string()),
        Lang::Java => (
            "//",
            format!(
                "saved as {JAVA_MAIN_CLASS}.java (its one public class): javac {JAVA_MAIN_CLASS}.java && java -Xss64m {JAVA_MAIN_CLASS} < cases.jsonl"
            ),
        ),
        Lang::Cpp => (
            "//",
            "g++ -std=c++17 -O2 -o main FILE.cpp && ./main < cases.jsonl".to_string(),
        ),
    };
    let lines = [
        format!("A whole program written by `ttt-judge harness --join`: {name}, a"),
        format!("function-style solution to the {variant} statement, joined to its harness."),
        "It reads the cases on stdin, one JSON object a line in the statement's".into(),
        "form, and prints one answer line each, exactly as `ttt-judge run` does;".into(),
        "what the solution itself prints goes to stderr.".into(),
        format!("Run: {run}"),
    ];
    let mut out: String = lines
        .iter()
        .map(|line| format!("{mark} {line}\n"))
        .collect();
    out.push('\n');
    out
}

/// A string literal of Python or JavaScript (single quotes) for `text`.
fn literal(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{2028}' | '\u{2029}' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if c.is_control() && (c as u32) < 0x100 => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// The solution's text as literals, a line each, indented by `indent` and
/// ended by `end`.
fn literal_lines(text: &str, indent: &str, end: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| format!("{indent}{}{end}\n", literal(line)))
        .collect()
}

/// Python's slot: `JOINED = (name, text)`.
fn python_joined(name: &str, text: &str) -> String {
    format!(
        "JOINED = (\n    {},\n    # {name}, as submitted:\n{}    '',\n)\n",
        literal(name),
        literal_lines(text, "    ", "")
    )
}

/// JavaScript's slot: `const JOINED = { name, text }`.
fn js_joined(name: &str, text: &str) -> String {
    format!(
        "const JOINED = {{\n  name: {},\n  // {name}, as submitted:\n  text: [\n{}  ].join(''),\n}};\n",
        literal(name),
        literal_lines(text, "    ", ",")
    )
}

/// C++'s slot: the solution's text itself.
fn cpp_joined(name: &str, text: &str) -> String {
    let end = if text.ends_with('\n') || text.is_empty() {
        ""
    } else {
        "\n"
    };
    format!("// ---- {name}, as submitted ----\n{text}{end}// ---- end of {name} ----\n")
}

/// Java: the harness's imports, the solution (its top-level types no
/// longer public, its own `main` set aside), the harness's classes with
/// its main class as the public `Main`.
fn java_joined(name: &str, text: &str, code: &str) -> Result<String, JoinError> {
    let (imports, classes): (Vec<&str>, Vec<&str>) = code
        .split_inclusive('\n')
        .partition(|line| line.starts_with("import "));
    let imported: Vec<&str> = imports
        .iter()
        .filter_map(|line| import_name(line).map(|(n, _)| n))
        .collect();
    let clash = |type_name: &str| JoinError::JavaName {
        name: name.into(),
        type_name: type_name.into(),
    };
    // LeetCode's imports, which the first line was given, stay on it.
    let text = text.strip_prefix(committed::JAVA_PRELUDE).unwrap_or(text);
    let mut was_public = None;
    let mut solution = String::from(committed::JAVA_PRELUDE);
    for line in text.split_inclusive('\n') {
        if let Some((simple, full)) = import_name(line)
            && !imports
                .iter()
                .any(|own| import_name(own) == Some((simple, full)))
            && imported.contains(&simple)
        {
            return Err(clash(simple));
        }
        if let Some(declared) = top_level_type(line)
            && (declared == JAVA_MAIN_CLASS || imported.contains(&declared.as_str()))
        {
            return Err(clash(&declared));
        }
        let line = match prepare::public_class(line) {
            Some(class) => {
                was_public.get_or_insert(class);
                line.replacen("public", "", 1)
            }
            None => line.to_string(),
        };
        solution.push_str(&own_main_aside(&line));
    }
    let classes: String = classes.concat();
    let public = match &was_public {
        Some(class) => format!("\"{class}\""),
        None => "null".into(),
    };
    let classes = slot(
        &classes,
        "static final String JOINED_PUBLIC = null;",
        &format!("static final String JOINED_PUBLIC = {public};"),
    )
    .replace(
        "\nclass TttJudgeMain extends",
        &format!("\npublic class {JAVA_MAIN_CLASS} extends"),
    )
    .replace("TttJudgeMain::", &format!("{JAVA_MAIN_CLASS}::"));
    let end = if solution.ends_with('\n') || solution.is_empty() {
        ""
    } else {
        "\n"
    };
    Ok(format!(
        "{}\n// ---- {name}, as submitted ----\n{solution}{end}// ---- end of {name} ----\n\n{classes}",
        imports.concat()
    ))
}

/// An `import a.b.C;` line's simple and full names (not a static or
/// wildcard import).
fn import_name(line: &str) -> Option<(&str, &str)> {
    let full = line
        .trim()
        .strip_prefix("import ")?
        .strip_suffix(';')?
        .trim();
    if full.starts_with("static ") || full.ends_with('*') {
        return None;
    }
    Some((full.rsplit('.').next()?, full))
}

/// The type a top-level declaration line declares (`class A`, `final
/// class B`, `public record C`).
fn top_level_type(line: &str) -> Option<String> {
    if line.starts_with(char::is_whitespace) {
        return None;
    }
    let as_public = if line.starts_with("public") {
        line.to_string()
    } else {
        format!("public {line}")
    };
    prepare::public_class(&as_public)
}

/// A line with a `void main(` method renamed, so that the joined file's
/// `Main` holds the one `main` (DOMjudge runs whichever class has one).
fn own_main_aside(line: &str) -> String {
    let Some(at) = line.find("void main") else {
        return line.to_string();
    };
    let after = line[at + "void main".len()..].trim_start();
    if !line[..at].contains("static") || !after.starts_with('(') {
        return line.to_string();
    }
    format!(
        "{}void ttt_judge_solution_main{}",
        &line[..at],
        &line[at + "void main".len()..]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_harness_has_its_slot() {
        for variant in Variant::ALL {
            for lang in Lang::ALL {
                let joined = join("mine.x", b"x = 1\n", lang, variant).expect("joined");
                assert!(
                    !joined.contains("JOINED = None\n")
                        && !joined.contains("= null;\n\n/** The exit")
                );
                assert!(!joined.contains("#include \"solution.cpp\""));
            }
        }
    }

    #[test]
    fn literals_escape_what_a_string_cannot_hold() {
        assert_eq!(literal("a'b\\c\n\t\u{1}é"), "'a\\'b\\\\c\\n\\t\\x01é'");
        assert_eq!(literal("\u{2028}"), "'\\u2028'");
    }

    #[test]
    fn java_keeps_one_public_class_and_one_main() {
        let source = b"import java.util.*;\npublic class Solution {\n    public static void main(String[] a) {}\n    public String tictactoe(int[][] m) { return \"A\"; }\n}\n";
        let joined = join("Solution.java", source, Lang::Java, Variant::Classic).expect("joined");
        assert_eq!(joined.matches("\npublic class").count(), 1, "{joined}");
        assert!(joined.contains("\npublic class Main extends TttJudgeHarness"));
        assert!(joined.contains(" class Solution {"));
        assert!(joined.contains("static void ttt_judge_solution_main(String[] a)"));
        assert!(joined.contains("JOINED_PUBLIC = \"Solution\";"));
        assert_eq!(joined.matches("void main(").count(), 1);
    }

    #[test]
    fn java_names_that_meet_the_harness_s_are_refused() {
        let said = join("A.java", b"class Main {}\n", Lang::Java, Variant::Classic);
        assert_eq!(
            said,
            Err(JoinError::JavaName {
                name: "A.java".into(),
                type_name: "Main".into()
            })
        );
        let said = join(
            "A.java",
            b"import java.awt.List;\nclass Solution {}\n",
            Lang::Java,
            Variant::Classic,
        );
        assert!(matches!(said, Err(JoinError::JavaName { type_name, .. }) if type_name == "List"));
        assert!(
            join(
                "A.java",
                b"import java.util.List;\nclass Solution {}\n",
                Lang::Java,
                Variant::Classic
            )
            .is_ok()
        );
    }

    #[test]
    fn a_file_that_is_not_text_is_refused() {
        let said = join("a.py", b"\xff\xfe", Lang::Python, Variant::Classic);
        assert_eq!(
            said,
            Err(JoinError::NotText {
                name: "a.py".into()
            })
        );
        assert_eq!(said.unwrap_err().to_string(), "a.py: not UTF-8 text");
    }

    #[test]
    fn joined_files_are_named_for_their_judge() {
        assert_eq!(joined_file_name(Lang::Java, "Solution"), "Main.java");
        assert_eq!(joined_file_name(Lang::Python, "mine"), "mine.joined.py");
    }
}
