//! A source file as people commit it, made what they submit: the region an
//! editor extension marks (`@lc code=start` … `@lc code=end`, which is what
//! the extension sends to LeetCode), a Java `package` line set aside, and
//! Java given the imports LeetCode compiles it with. Every line keeps its
//! number, so the compiler's messages point into the file as written.

use super::Lang;

/// The marks of the region LeetCode's editor extensions submit.
const START: &str = "@lc code=start";
const END: &str = "@lc code=end";

/// The imports LeetCode's Java has in scope, put on the file's first line.
pub(super) const JAVA_PRELUDE: &str = "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

/// What of `source` is the submission, and whether the editor's marks
/// chose it.
pub(crate) fn submitted(lang: Lang, source: &[u8]) -> (Vec<u8>, bool) {
    let Ok(text) = std::str::from_utf8(source) else {
        return (source.to_vec(), false);
    };
    let (text, marked) = marked_region(text);
    let text = match lang {
        Lang::Java => java(&text),
        Lang::Python | Lang::Js | Lang::Cpp => text,
    };
    (text.into_bytes(), marked)
}

/// The text between the marks, every other line left empty; the text as it
/// is when it has no pair of marks.
fn marked_region(text: &str) -> (String, bool) {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let start = lines.iter().position(|line| line.contains(START));
    let end = lines.iter().rposition(|line| line.contains(END));
    let (Some(start), Some(end)) = (start, end) else {
        return (text.to_string(), false);
    };
    if end <= start {
        return (text.to_string(), false);
    }
    let kept = lines
        .iter()
        .enumerate()
        .map(|(i, line)| match i > start && i < end {
            true => line.to_string(),
            false => ending(line).to_string(),
        });
    (kept.collect(), true)
}

/// A line's end alone: what an emptied line keeps.
fn ending(line: &str) -> &str {
    match line.strip_suffix("\r\n") {
        Some(_) => "\r\n",
        None if line.ends_with('\n') => "\n",
        None => "",
    }
}

/// Java as LeetCode compiles it: no package (the harness finds the class by
/// its simple name) and LeetCode's imports on the first line.
fn java(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + JAVA_PRELUDE.len());
    out.push_str(JAVA_PRELUDE);
    for line in text.split_inclusive('\n') {
        match line.trim_start().strip_prefix("package ") {
            Some(rest) if rest.trim_end().ends_with(';') => out.push_str(ending(line)),
            _ => out.push_str(line),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lang: Lang, source: &str) -> (String, bool) {
        let (bytes, marked) = submitted(lang, source.as_bytes());
        (String::from_utf8(bytes).expect("UTF-8"), marked)
    }

    #[test]
    fn the_marked_region_is_the_submission_with_every_line_kept() {
        let source = "#include \"lassert/lassert.h\"\n// @lc code=start\nclass Solution {};\n// @lc code=end\nint main() {}\n";
        let (kept, marked) = text(Lang::Cpp, source);
        assert!(marked);
        assert_eq!(kept, "\n\nclass Solution {};\n\n\n");
        let (kept, marked) = text(Lang::Cpp, "int f();\n");
        assert_eq!((kept.as_str(), marked), ("int f();\n", false));
    }

    #[test]
    fn java_loses_its_package_and_gains_leetcode_s_imports_on_line_one() {
        let (kept, _) = text(Lang::Java, "package leetcode.easy;\n\nclass Solution {}\n");
        assert_eq!(kept, format!("{JAVA_PRELUDE}\n\nclass Solution {{}}\n"));
        assert_eq!(kept.lines().count(), 3);
    }
}
