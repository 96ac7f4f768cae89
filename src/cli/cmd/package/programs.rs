//! A package's programs: the input and output validators (a `build` and
//! `run` pair around a copy of this very binary, which speaks the Kattis
//! protocols), and the harness of each language in `include/<language>/`,
//! named (or, for Java, started) so that a judge system runs it around a
//! submission of any file name.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use ttt_grading::solution::{self, JAVA_MAIN_CLASS, Lang, harness_source};
use ttt_judge::Variant;

use super::layout::{Format, Io, Layout, Verdict};
use super::selfcheck::Jury;
use crate::cli::system::JudgeSystem;

/// A file of the package: its path inside the package, its bytes, and
/// whether it is a program.
pub(super) struct File {
    /// The path, `/`-separated, inside the package.
    pub path: String,
    /// The contents.
    pub bytes: Vec<u8>,
    /// Whether it runs (mode 755).
    pub executable: bool,
}

impl File {
    /// A file that is read, from its bytes.
    pub(super) fn binary(path: impl Into<String>, bytes: Vec<u8>) -> File {
        File {
            path: path.into(),
            bytes,
            executable: false,
        }
    }

    /// A file that is read.
    pub(super) fn text(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            path: path.into(),
            bytes: text.into().into_bytes(),
            executable: false,
        }
    }

    /// A file that runs.
    pub(super) fn program(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            executable: true,
            ..File::text(path, text)
        }
    }
}

/// The name the binary has in each validator's folder.
pub(super) const BINARY: &str = "ttt-judge";

/// A validator's `build`: a judge system may unpack a package without its
/// files' modes, and runs `build` before `run`.
const BUILD: &str = "#!/bin/sh\n# Gives run and the binary back their modes, which an unpacked zip may lose.\nchmod +x run ttt-judge\n";

/// The input and output validators: each a `build` and `run` pair beside
/// a copy of `binary`, `run` passing its arguments on (the judge system's
/// flags, such as BAPCtools' `--constraints_file` and `case_sensitive`).
/// The legacy format has `output_validators/ttt/` (DOMjudge's, that
/// alone: it never runs an input validator), 2025-09 a flat
/// `output_validator/`, an `output_visualizer/`, which draws the board
/// where a rejected output first differs, and `answer_validators/ttt/`,
/// which checks each test's answer is the judge's.
pub(super) fn validators(layout: &Layout, binary: &[u8]) -> Vec<File> {
    let name = layout.variant.name();
    let kattis = JudgeSystem::Kattis;
    let (valid, invalid) = kattis
        .validator_statuses()
        .expect("Kattis has an input-validator convention");
    let (system, usage) = (kattis.name(), kattis.checker_usage());
    let input = format!(
        "#!/bin/sh\n# Kattis input validator: the case on stdin, exit {valid} when it keeps the\n\
         # statement's limits and is written as the package writes a case, {invalid} with\n\
         # the reasons on stderr. Its arguments are passed on: with BAPCtools'\n\
         # --constraints_file PATH it writes there the bounds the case reaches.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" validate --protocol {system} --canonical --variant {name} \"$@\"\n"
    );
    let output = format!(
        "#!/bin/sh\n# Kattis output validator: run as `run {usage}`;\n\
         # exit 42 accepted, 43 wrong with the first difference in judgemessage.txt.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" check --protocol {system} --variant {name} \"$@\"\n"
    );
    let output_folder = match layout.format.legacy_places() {
        true => "output_validators/ttt",
        false => "output_validator",
    };
    let mut programs = vec![(output_folder, output)];
    if layout.format != Format::Domjudge {
        programs.insert(0, ("input_validators/ttt", input));
    }
    if layout.format == Format::V2025_09 {
        // The checker drawn: its picture, kept; its verdict and message
        // are the output validator's to give.
        let visualizer = format!(
            "#!/bin/sh\n# Output visualizer: run as `run INPUT ANSWER FEEDBACK_DIR < OUTPUT`; writes\n\
             # FEEDBACK_DIR/judgeimage.svg, the board where the output first differs from\n\
             # the judge's answer (nothing when it is accepted).\n\
             scratch=$(mktemp -d) || exit 1\n\
             \"$(dirname \"$0\")/{BINARY}\" check --protocol {system} --variant {name} \"$1\" \"$2\" \"$scratch\" >/dev/null 2>&1\n\
             if [ -f \"$scratch/judgeimage.svg\" ]; then cp \"$scratch/judgeimage.svg\" \"$3/judgeimage.svg\"; fi\n\
             rm -rf \"$scratch\"\n"
        );
        programs.push(("output_visualizer", visualizer));
        // The test data's answers checked as the judge writes them, and the
        // constraints file BAPCtools asks of an answer validator: empty, as
        // an answer has no bound of its own.
        let answer = format!(
            "#!/bin/sh\n# Answer validator: run as `run INPUT [--constraints_file PATH] < ANSWER`; exit 42\n\
             # when ANSWER is, byte for byte, the judge's answer to INPUT (as `ttt-judge run`\n\
             # writes it), 43 otherwise.\n\
             input=$1\nshift\n\
             while [ $# -gt 0 ]; do\n  if [ \"$1\" = --constraints_file ]; then : > \"$2\"; shift; fi\n  shift\ndone\n\
             scratch=$(mktemp -d) || exit 1\n\
             cat > \"$scratch/answer\"\n\
             \"$(dirname \"$0\")/{BINARY}\" run --variant {name} \"$input\" > \"$scratch/judge\"\n\
             if cmp -s \"$scratch/answer\" \"$scratch/judge\"; then status=42; else\n  \
             echo \"the answer is not the judge's: the judge's is $(head -c 200 \"$scratch/judge\")\" >&2\n  status=43\nfi\n\
             rm -rf \"$scratch\"\nexit $status\n"
        );
        programs.push(("answer_validators/ttt", answer));
    }
    programs
        .into_iter()
        .flat_map(|(folder, run)| around_binary(folder, &run, binary))
        .collect()
}

/// The program in `folder`: its `build`, its `run` script `run`, and a
/// copy of `binary` beside them.
pub(super) fn around_binary(folder: &str, run: &str, binary: &[u8]) -> Vec<File> {
    vec![
        File::program(format!("{folder}/build"), BUILD),
        File::program(format!("{folder}/run"), run),
        File {
            executable: true,
            ..File::binary(format!("{folder}/{BINARY}"), binary.to_vec())
        },
    ]
}

/// Every language, with its language id in the Kattis format.
const LANGUAGES: [(Lang, &str); 4] = [
    (Lang::Python, "python3"),
    (Lang::Js, "javascript"),
    (Lang::Java, "java"),
    (Lang::Cpp, "cpp"),
];

/// `include/<language>/` for every language whose submissions can be
/// wrapped on a judge system.
/// Python's harness is `main.py` in the legacy format and `__main__.py`
/// in 2025-09, the name each format runs.
pub(super) fn includes(layout: &Layout) -> Vec<File> {
    let variant = layout.variant;
    let python_main = match layout.format.legacy_places() {
        true => "main.py",
        false => "__main__.py",
    };
    let mut files = Vec::new();
    for (lang, id) in LANGUAGES {
        let harness = harness_source(lang, variant);
        let dir = format!("include/{id}");
        match lang {
            // The harness itself is the entry point: its name, main.*, makes
            // it the one the judge system starts, and it wraps the one
            // other file of its language beside it.
            Lang::Python => files.push(File::text(format!("{dir}/{python_main}"), harness)),
            Lang::Js => files.push(File::text(format!("{dir}/main.js"), harness)),
            Lang::Java => {
                files.push(File::text(format!("{dir}/TttJudgeMain.java"), harness));
                files.push(File::text(format!("{dir}/Main.java"), MAIN_JAVA));
            }
            Lang::Cpp => {
                let Some(glue) = cpp_glue(variant) else {
                    continue;
                };
                files.push(File::text(format!("{dir}/harness.cpp"), harness));
                files.push(File::text(format!("{dir}/solution.cpp"), glue));
            }
        }
    }
    files
}

/// C++: a judge system compiles every `.cpp` file of a submission on its
/// own, so the harness cannot include the submitted file, whose name it
/// does not know. It includes, as `solution.cpp`, a glue file that calls
/// the statement's function in whichever signature the submitted file
/// defines it (see the files for why a class cannot be reached). `multi`
/// has only a class, so its package has no C++ include.
fn cpp_glue(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Multi => None,
        Variant::FullLine => Some(include_str!("glue/fullline.cpp")),
        Variant::Classic => Some(include_str!("glue/classic.cpp")),
    }
}

/// Java: the judge system runs the class named by `Main.java`.
const MAIN_JAVA: &str = "// Starts the harness (TttJudgeMain.java), which calls the submitted class:\n\
// the judge system runs the class of the file called Main.\n\
public class Main {\n    public static void main(String[] args) throws Exception {\n        TttJudgeMain.main(args);\n    }\n}\n";

/// A jury submission as the package holds it.
pub(super) struct Submission {
    /// The verdict it must get.
    pub verdict: Verdict,
    /// Its path under `submissions/`: a file, or for a joined Java
    /// program the folder holding `Main.java`.
    pub path: String,
    /// Its files, by path inside the package.
    files: Vec<File>,
}

impl Submission {
    /// Its files.
    pub(super) fn files(&self) -> impl Iterator<Item = File> + '_ {
        self.files.iter().map(|f| File {
            path: f.path.clone(),
            bytes: f.bytes.clone(),
            executable: f.executable,
        })
    }
}

/// The package's files of the `jury` submissions: each file as given
/// under `--io function`, or joined to its harness under `--io program`
/// (Java as `NAME/Main.java`, a folder being one submission), in its
/// verdict's folder.
pub(super) fn submissions(jury: &[Jury], io: Io, variant: Variant) -> Result<Vec<Submission>> {
    let mut out: Vec<Submission> = Vec::new();
    for Jury { source, verdict } in jury {
        let verdict = *verdict;
        let name = source
            .file_name()
            .with_context(|| format!("{}: not a file", source.display()))?
            .to_string_lossy()
            .into_owned();
        let bytes =
            fs::read(source).with_context(|| format!("cannot read {}", source.display()))?;
        let folder = format!("submissions/{}", verdict.folder());
        if io == Io::Function
            && variant == Variant::Multi
            && Lang::from_extension(source) == Some(Lang::Cpp)
        {
            bail!(
                "{}: a C++ multi submission cannot be function-style: a judge system \
                 compiles each file on its own, so no harness reaches a class TicTacToe \
                 (the package has no C++ include); give a whole program with --io program",
                source.display()
            );
        }
        let (path, files) = match io {
            Io::Function => (
                name.clone(),
                vec![File::binary(format!("{folder}/{name}"), bytes)],
            ),
            Io::Program => {
                let lang = Lang::from_extension(source).with_context(|| {
                    format!(
                        "{}: not a solution file (.py, .js, .java, .cpp)",
                        source.display()
                    )
                })?;
                let text = solution::join(&name, &bytes, lang, variant)
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                let stem = Path::new(&name)
                    .file_stem()
                    .map_or(name.clone(), |s| s.to_string_lossy().into_owned());
                match lang {
                    Lang::Java => (
                        stem.clone(),
                        vec![File::text(
                            format!("{folder}/{stem}/{JAVA_MAIN_CLASS}.java"),
                            text,
                        )],
                    ),
                    _ => (
                        name.clone(),
                        vec![File::text(format!("{folder}/{name}"), text)],
                    ),
                }
            }
        };
        if out.iter().any(|s| s.path == path) {
            bail!(
                "{}: two {} submissions would be {folder}/{path}",
                source.display(),
                verdict.folder()
            );
        }
        out.push(Submission {
            verdict,
            path,
            files,
        });
    }
    Ok(out)
}

/// `submissions/submissions.yaml` of a 2025-09 package: the verdicts each
/// submission may get and must get on some test.
pub(super) fn submissions_yaml(submissions: &[Submission]) -> String {
    let mut out =
        String::from("# The verdicts each submission may get, and must get on some test.\n");
    for submission in submissions {
        let verdicts = match submission.verdict {
            Verdict::Accepted => "  permitted: [AC]\n",
            Verdict::WrongAnswer => "  permitted: [AC, WA]\n  required: [WA]\n",
            Verdict::TimeLimitExceeded => "  permitted: [AC, TLE]\n  required: [TLE]\n",
            Verdict::RunTimeError => "  permitted: [AC, RTE]\n  required: [RTE]\n",
        };
        out.push_str(&format!(
            "{}/{}:\n{verdicts}",
            submission.verdict.folder(),
            submission.path
        ));
    }
    out
}
