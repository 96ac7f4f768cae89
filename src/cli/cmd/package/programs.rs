//! A package's programs: the input and output validators (a `build` and
//! `run` pair around a copy of this very binary, which speaks the Kattis
//! protocols), and the harness of each language in `include/<language>/`
//! with the few lines that let a judge system run it around a submission
//! of any file name.

use ttt_judge::Variant;

use crate::cli::grading::solution::{Lang, harness_source};

/// A file of the package: its path inside the package, its bytes, and
/// whether it is a program.
pub struct File {
    /// The path, `/`-separated, inside the package.
    pub path: String,
    /// The contents.
    pub bytes: Vec<u8>,
    /// Whether it runs (mode 755).
    pub executable: bool,
}

impl File {
    /// A file that is read, from its bytes.
    pub fn binary(path: impl Into<String>, bytes: Vec<u8>) -> File {
        File {
            path: path.into(),
            bytes,
            executable: false,
        }
    }

    /// A file that is read.
    pub fn text(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            path: path.into(),
            bytes: text.into().into_bytes(),
            executable: false,
        }
    }

    /// A file that runs.
    pub fn program(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            executable: true,
            ..File::text(path, text)
        }
    }
}

/// The name the binary has in each validator's folder.
pub const BINARY: &str = "ttt-judge";

/// A validator's `build`: a judge system may unpack a package without its
/// files' modes, and runs `build` before `run`.
const BUILD: &str = "#!/bin/sh\n# Gives run and the binary back their modes, which an unpacked zip may lose.\nchmod +x run ttt-judge\n";

/// The input and output validators' scripts (the binary is copied beside
/// each by the caller).
pub fn validators(variant: Variant) -> Vec<File> {
    let name = variant.name();
    let input = format!(
        "#!/bin/sh\n# Kattis input validator: the case on stdin, exit 42 when it keeps the\n\
         # statement's limits, 43 with the reasons on stderr.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" validate --protocol kattis --variant {name}\n"
    );
    let output = format!(
        "#!/bin/sh\n# Kattis output validator: run as `run INPUT ANSWER FEEDBACK_DIR < OUTPUT`;\n\
         # exit 42 accepted, 43 wrong with the first difference in judgemessage.txt.\n\
         exec \"$(dirname \"$0\")/{BINARY}\" check --protocol kattis --variant {name} \"$@\"\n"
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
pub fn includes(variant: Variant) -> Vec<File> {
    let mut files = Vec::new();
    for (lang, id) in LANGUAGES {
        let harness = harness_source(lang, variant);
        let dir = format!("include/{id}");
        match lang {
            Lang::Python => {
                files.push(File::text(format!("{dir}/harness.py"), harness));
                files.push(File::text(format!("{dir}/main.py"), MAIN_PY));
            }
            Lang::Js => {
                files.push(File::text(format!("{dir}/harness.js"), harness));
                files.push(File::text(format!("{dir}/main.js"), MAIN_JS));
            }
            Lang::Java => {
                files.push(File::text(format!("{dir}/TttJudgeMain.java"), harness));
                files.push(File::text(format!("{dir}/Main.java"), MAIN_JAVA));
            }
            Lang::Cpp => {
                let Some(declared) = cpp_declarations(variant) else {
                    continue;
                };
                files.push(File::text(format!("{dir}/harness.cpp"), harness));
                files.push(File::text(format!("{dir}/solution.cpp"), declared));
            }
        }
    }
    files
}

/// C++: a judge system compiles every `.cpp` file of a submission, so the
/// harness cannot include the submitted file, whose name it does not know.
/// It includes declarations instead, and the submitted file, compiled on
/// its own, defines them: this works for a function (with its own
/// `#include`s), not for a class defined in its file.
fn cpp_declarations(variant: Variant) -> Option<String> {
    let declared = match variant {
        Variant::Multi => return None,
        Variant::FullLine => {
            "std::vector<int> winner_after_each_move(int n, std::vector<std::vector<int>> moves);"
        }
        Variant::Classic => "std::string tictactoe(std::vector<std::vector<int>> moves);",
    };
    Some(format!(
        "// The function the submitted file defines; harness.cpp includes this.\n\
         #include <string>\n#include <vector>\n\n{declared}\n"
    ))
}

/// Python: the judge system runs `main.py` (its name makes it the entry
/// point), which loads the submitted file as the module `solution` and
/// runs the harness.
const MAIN_PY: &str = r#""""Runs harness.py around the submitted file, whatever its name: the judge
system copies this folder beside the submission and starts main.py."""

import glob
import importlib.util
import os
import runpy
import sys

here = os.path.dirname(os.path.abspath(__file__))
ours = {"main.py", "harness.py"}
files = sorted(f for f in glob.glob(os.path.join(here, "*.py")) if os.path.basename(f) not in ours)
if len(files) != 1:
    sys.exit("expected one submitted .py file beside the harness, found %d" % len(files))
spec = importlib.util.spec_from_file_location("solution", files[0])
module = importlib.util.module_from_spec(spec)
sys.modules["solution"] = module
spec.loader.exec_module(module)
runpy.run_path(os.path.join(here, "harness.py"), run_name="__main__")
"#;

/// JavaScript: `main.js` hands the submitted file to the harness where it
/// reads `solution.js`.
const MAIN_JS: &str = r#"// Runs harness.js around the submitted file, whatever its name: the judge
// system copies this folder beside the submission and starts main.js.
'use strict';

const fs = require('fs');
const path = require('path');

const ours = new Set(['main.js', 'harness.js']);
const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.js') && !ours.has(f)).sort();
if (files.length !== 1) {
  console.error(`expected one submitted .js file beside the harness, found ${files.length}`);
  process.exit(1);
}
const submitted = path.join(__dirname, files[0]);
const expected = path.join(__dirname, 'solution.js');
const read = fs.readFileSync;
fs.readFileSync = function readSubmitted(file, ...rest) {
  return read.call(fs, path.resolve(String(file)) === expected ? submitted : file, ...rest);
};
require('./harness.js');
"#;

/// Java: the judge system runs the class named by `Main.java`.
const MAIN_JAVA: &str = "// Starts the harness (TttJudgeMain.java), which calls the submitted class:\n\
// the judge system runs the class of the file called Main.\n\
public class Main {\n    public static void main(String[] args) throws Exception {\n        TttJudgeMain.main(args);\n    }\n}\n";
