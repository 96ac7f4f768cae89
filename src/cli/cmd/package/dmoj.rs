//! `package --format dmoj`: a DMOJ problem folder, the judge-server's
//! `init.yml` naming each test and a checker module. DMOJ's `bridged`
//! checker runs a native checker in its own sandbox, which refuses the
//! binary's start (`execve`); a custom checker is a Python module the
//! judge loads, so `checker.py` is one, and calls this binary's `check
//! --protocol testlib` on each case. A submission is a whole program
//! (DMOJ has no `include/`): the statement says so, as `--io program`.

use super::data::Test;
use super::programs::{BINARY, File};
use ttt_judge::Variant;

/// The problem folder's files: `init.yml`, `checker.py`, the binary, and
/// the tests as `NAME.in` and `NAME.ans` beside them.
pub(super) fn files(variant: Variant, tests: &[(&str, &Test)], binary: &[u8]) -> Vec<File> {
    let mut init = String::from(
        "# DMOJ problem data: each test one case (in the named form), its answer\n\
         # the judge's; checker.py grades an answer with ttt-judge, beside it.\n\
         test_cases:\n",
    );
    let mut files = Vec::new();
    for (name, test) in tests {
        let stem = stem(name);
        init.push_str(&format!(
            "- {{in: {stem}.in, out: {stem}.ans, points: 1}}\n"
        ));
        files.push(File::binary(format!("{stem}.in"), test.input.clone()));
        files.push(File::binary(format!("{stem}.ans"), test.answer.clone()));
    }
    init.push_str("checker: checker.py\n");
    files.push(File::text("init.yml", init));
    files.push(File::text("checker.py", checker(variant)));
    files.push(File {
        executable: true,
        ..File::binary(BINARY, binary.to_vec())
    });
    files
}

/// `data/secret/random-001.in` → `secret-random-001`: one folder, and
/// names DMOJ's lists keep in order.
fn stem(name: &str) -> String {
    let path = name.strip_prefix("data/").unwrap_or(name);
    let path = path.strip_suffix(".in").unwrap_or(path);
    path.replace('/', "-")
}

/// The checker module for `variant`.
fn checker(variant: Variant) -> String {
    format!(
        r#""""DMOJ checker for this problem: each answer is graded by ttt-judge (beside this
file) as `ttt-judge check --protocol testlib INPUT OUTPUT ANSWER`, exit 0 accepted,
1 wrong answer, 2 presentation error, anything else the judge's own failure."""
import os
import subprocess
import tempfile

from dmoj.error import InternalError
from dmoj.result import CheckerResult

VARIANT = "{variant}"
# The most of the checker's message shown to the contestant.
FEEDBACK = 1000


def _binary(problem_id):
    try:
        from dmoj.judgeenv import get_problem_root

        root = get_problem_root(problem_id)
    except Exception:
        root = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(root, "{BINARY}")


def check(process_output, judge_output, judge_input, point_value, problem_id=None, **kwargs):
    with tempfile.TemporaryDirectory(prefix="ttt-judge-dmoj-") as folder:
        files = (("input", judge_input), ("output", process_output), ("answer", judge_output))
        for name, data in files:
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)
        try:
            run = subprocess.run(
                [_binary(problem_id), "check", "--protocol", "testlib", "--variant", VARIANT]
                + [name for name, _ in files],
                cwd=folder,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                timeout=60,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            raise InternalError("ttt-judge could not check the answer: %s" % error)
    said = run.stderr.decode("utf-8", "replace").strip()
    if run.returncode == 0:
        return CheckerResult(True, point_value)
    if run.returncode in (1, 2):
        return CheckerResult(False, 0, feedback=said[:FEEDBACK])
    raise InternalError("ttt-judge: %s" % said[:FEEDBACK])
"#,
        variant = variant.name()
    )
}
