//! `ttt-judge run`.

use crate::ttt_judge;

#[test]
fn judges_a_classic_case_from_stdin() {
    ttt_judge()
        .arg("run")
        .write_stdin("[[0,0],[2,0],[1,1],[2,1],[2,2]]\n")
        .assert()
        .success()
        .stdout("\"A\"\n")
        .stderr("");
}
