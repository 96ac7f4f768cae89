//! A harness that `ttt-judge harness` wrote, run by hand as a command
//! (`grade cases.jsonl -- pypy3 harness.py`): the language it is for, read
//! from its opening line, and the solution it wraps, found beside it as
//! the harness finds it. A strict box sees a command's files as copies,
//! each in a folder of its own, so the solution is copied beside the
//! harness's copy.

use std::path::{Path, PathBuf};

use super::Lang;

/// How each harness run by hand opens: a harness of an interpreted
/// language wraps the file beside it when it runs.
const OPENINGS: [(&str, Lang); 2] = [
    ("\"\"\"ttt-judge harness, Python 3,", Lang::Python),
    ("// ttt-judge harness, JavaScript", Lang::Js),
];

/// The language of the harness at `path`, from its opening line; `None`
/// for any other file, and for a harness that is compiled with its
/// solution (Java, C++).
pub fn harness_lang(path: &Path) -> Option<Lang> {
    use std::io::Read;
    let mut start = [0; 64];
    let mut file = std::fs::File::open(path).ok()?;
    let read = file.read(&mut start).ok()?;
    let start = &start[..read];
    OPENINGS
        .iter()
        .find(|(opening, _)| start.starts_with(opening.as_bytes()))
        .map(|(_, lang)| *lang)
}

/// The solution the `lang` harness at `path` wraps when no file is named
/// after it: `solution.EXT` beside it, else the one other `.EXT` file
/// there, as the harness finds it; why there is none, otherwise.
pub fn wrapped(path: &Path, lang: Lang) -> Result<PathBuf, String> {
    let ext = lang.extension();
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let own = dir.join(format!("solution.{ext}"));
    if own.is_file() {
        return Ok(own);
    }
    let mine = path.file_name();
    let mut others: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext) && p.file_name() != mine)
        .filter(|p| p.is_file())
        .collect();
    others.sort();
    match others.len() {
        1 => Ok(others.remove(0)),
        n => {
            let names: Vec<String> = others
                .iter()
                .filter_map(|p| p.file_name())
                .map(|name| name.to_string_lossy().into_owned())
                .collect();
            let found = match n {
                0 => "none".to_string(),
                _ => format!(
                    "{n} others ({}), none of them solution.{ext}",
                    names.join(", ")
                ),
            };
            Err(format!(
                "{}: this ttt-judge harness wraps solution.{ext} beside it, or the one other \
                 .{ext} file there, and {} has {found}; put the solution there, or name it \
                 after the harness: {} SOLUTION.{ext}",
                path.display(),
                dir.display(),
                path.display()
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_harness_is_known_by_its_opening_and_wraps_the_file_beside_it() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let harness = dir.path().join("harness.py");
        let text = super::super::harness_source(Lang::Python, ttt_judge::Variant::Classic);
        std::fs::write(&harness, text).expect("the harness");
        assert_eq!(harness_lang(&harness), Some(Lang::Python));
        let js = dir.path().join("harness.js");
        let text = super::super::harness_source(Lang::Js, ttt_judge::Variant::Multi);
        std::fs::write(&js, text).expect("the harness");
        assert_eq!(harness_lang(&js), Some(Lang::Js));
        let java = dir.path().join("Main.java");
        let text = super::super::harness_source(Lang::Java, ttt_judge::Variant::Multi);
        std::fs::write(&java, text).expect("the harness");
        assert_eq!(harness_lang(&java), None);
        let missing = wrapped(&harness, Lang::Python).expect_err("no solution yet");
        assert!(missing.ends_with(&format!(
            "harness.py: this ttt-judge harness wraps solution.py beside it, or the one other .py \
             file there, and {} has none; put the solution there, or name it after the harness: \
             {} SOLUTION.py",
            dir.path().display(),
            harness.display()
        )), "{missing}");
        std::fs::write(dir.path().join("mine.py"), "").expect("a solution");
        assert_eq!(
            wrapped(&harness, Lang::Python),
            Ok(dir.path().join("mine.py"))
        );
        std::fs::write(dir.path().join("yours.py"), "").expect("another");
        let two = wrapped(&harness, Lang::Python).expect_err("two");
        assert!(
            two.contains("has 2 others (mine.py, yours.py), none of them solution.py;"),
            "{two}"
        );
        std::fs::write(dir.path().join("solution.py"), "").expect("the solution");
        assert_eq!(
            wrapped(&harness, Lang::Python),
            Ok(dir.path().join("solution.py"))
        );
    }
}
