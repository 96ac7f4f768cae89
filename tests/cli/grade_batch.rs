//! A batch is only a speed-up: a deterministic solution gets, case by case,
//! the verdict `--isolate` gives it, whatever it printed before it broke.

use crate::grade_box::{MINUTE, Scene, verdicts};

#[test]
fn a_junk_line_just_before_a_crash_is_re_in_batch_as_with_isolate() {
    // The second case (the one that starts at the centre) gets a junk line
    // and a crash; the others their right answer.
    let scene = Scene::new(
        "while IFS= read -r line; do\n\
         case $line in *'[[1,1],[0,0]'*) echo junk; kill -SEGV $$ ;; esac\n\
         printf '%s\\n' \"$line\" | \"$1\" run\n\
         done\n",
    );
    for mode in ["--jobs=1", "--isolate"] {
        let (stdout, stderr, code) = scene.grade(&["--format", "json", mode], MINUTE);
        assert_eq!(code, 1, "{stderr}");
        assert_eq!(verdicts(&stdout), ["AC", "RE", "AC"], "{mode}: {stdout}");
        assert!(stdout.contains("killed by signal 11"), "{mode}: {stdout}");
    }
}
