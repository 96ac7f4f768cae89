//! The languages a source-file solution can be written in.

use std::fmt;
use std::path::Path;

/// A language a source-file solution is written in, with a harness for
/// each variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Python 3, run by `python3`.
    Python,
    /// JavaScript, run by Node.
    Js,
    /// Java 17, compiled by `javac` and run by `java`.
    Java,
    /// C++17, compiled by `g++`.
    Cpp,
}

impl Lang {
    /// Every language, in the order `--help` lists them.
    pub const ALL: [Lang; 4] = [Lang::Python, Lang::Js, Lang::Java, Lang::Cpp];

    /// The name used on the command line (`--lang`, `harness LANG`).
    pub fn name(self) -> &'static str {
        self.names()[0]
    }

    /// Every name the language is known by: its own, then the others a
    /// person may type (`py`, `node`, `c++`).
    pub fn names(self) -> &'static [&'static str] {
        match self {
            Lang::Python => &["python", "py"],
            Lang::Js => &["js", "javascript", "node"],
            Lang::Java => &["java"],
            Lang::Cpp => &["cpp", "c++"],
        }
    }

    /// The language called `name`, by its own name or another.
    pub fn from_name(name: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.names().contains(&name))
    }

    /// The language a file's extension names: `.py`, `.js`, `.java`,
    /// `.cpp`, `.cc`, `.cxx` or `.c++`; `None` for any other.
    pub fn from_extension(path: &Path) -> Option<Lang> {
        match path.extension()?.to_str()? {
            "py" => Some(Lang::Python),
            "js" => Some(Lang::Js),
            "java" => Some(Lang::Java),
            "cpp" | "cc" | "cxx" | "c++" => Some(Lang::Cpp),
            _ => None,
        }
    }

    /// The harness's file extension, as `ttt-judge harness` would save it.
    pub fn extension(self) -> &'static str {
        match self {
            Lang::Python => "py",
            Lang::Js => "js",
            Lang::Java => "java",
            Lang::Cpp => "cpp",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_name_their_languages() {
        let lang = |name: &str| Lang::from_extension(Path::new(name));
        assert_eq!(lang("solution.py"), Some(Lang::Python));
        assert_eq!(lang("dir.v2/solution.js"), Some(Lang::Js));
        assert_eq!(lang("Solution.java"), Some(Lang::Java));
        for name in ["a.cpp", "a.cc", "a.cxx", "a.c++"] {
            assert_eq!(lang(name), Some(Lang::Cpp), "{name}");
        }
        for name in ["a.rs", "a.mjs", "a.PY", "cpp", "a"] {
            assert_eq!(lang(name), None, "{name}");
        }
    }

    #[test]
    fn names_parse_back_on_the_command_line() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_name(lang.name()), Some(lang));
        }
        assert_eq!(Lang::from_name("py"), Some(Lang::Python));
        assert_eq!(Lang::from_name("c++"), Some(Lang::Cpp));
        assert_eq!(Lang::from_name("Python"), None);
    }
}
