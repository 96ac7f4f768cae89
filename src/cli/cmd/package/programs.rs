//! A package's programs: the input and output validators (a `build` and
//! `run` pair around a copy of this very binary, which speaks the Kattis
//! protocols), and the harness of each language in `include/<language>/`,
//! named (or, for Java, started) so that a judge system runs it around a
//! submission of any file name.

use ttt_judge::Variant;

use ttt_grading::solution::{Lang, harness_source};

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

/// The input and output validators' scripts (the binary is copied beside
/// each by the caller).
pub(super) fn validators(variant: Variant) -> Vec<File> {
    let name = variant.name();
    let kattis = JudgeSystem::Kattis;
    let (valid, invalid) = kattis
        .validator_statuses()
        .expect("Kattis has an input-validator convention");
    let (system, usage) = (kattis.name(), kattis.checker_usage());
    let input = format!(
        "#!/bin/sh\n# Kattis input validator: the case on stdin, exit {valid} when it keeps the\n\
         # statement's limits and is written as the package writes a case, {invalid} with\n\
         # the reasons on stderr.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" validate --protocol {system} --canonical --variant {name}\n"
    );
    let output = format!(
        "#!/bin/sh\n# Kattis output validator: run as `run {usage}`;\n\
         # exit 42 accepted, 43 wrong with the first difference in judgemessage.txt.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" check --protocol {system} --variant {name} \"$@\"\n"
    );
    vec![
        File::program("input_validators/ttt/build", BUILD),
        File::program("input_validators/ttt/run", input),
        File::program("output_validators/ttt/build", BUILD),
        File::program("output_validators/ttt/run", output),
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
pub(super) fn includes(variant: Variant) -> Vec<File> {
    let mut files = Vec::new();
    for (lang, id) in LANGUAGES {
        let harness = harness_source(lang, variant);
        let dir = format!("include/{id}");
        match lang {
            // The harness itself is the entry point: its name, main.*, makes
            // it the one the judge system starts, and it wraps the one
            // other file of its language beside it.
            Lang::Python => files.push(File::text(format!("{dir}/main.py"), harness)),
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
