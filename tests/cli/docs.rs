//! `ttt-judge completions`, `ttt-judge man`, `--help` and `--version`.

use crate::{outcome, ttt_judge};

fn output(args: &[&str]) -> (String, String, i32) {
    outcome(ttt_judge().args(args))
}

#[test]
fn completions_are_printed_for_every_shell() {
    for (shell, sign) in [
        ("bash", "complete -F _ttt__judge"),
        ("zsh", "#compdef ttt-judge"),
        ("fish", "complete -c ttt-judge"),
        ("elvish", "ttt-judge"),
        ("powershell", "ttt-judge"),
    ] {
        let (stdout, stderr, code) = output(&["completions", shell]);
        assert_eq!((stderr.as_str(), code), ("", 0), "{shell}");
        assert!(stdout.contains(sign), "{shell}: {stdout}");
        assert!(stdout.contains("show"), "{shell} completes the commands");
    }
    let (_, stderr, code) = output(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("invalid value 'tcsh'"), "{stderr}");
}

#[test]
fn bash_completes_a_subcommand_s_flags() {
    if !crate::have("bash", "bash completion") {
        return;
    }
    let (script, _, code) = output(&["completions", "bash"]);
    assert_eq!(code, 0);
    let dir = tempfile::tempdir().expect("a scratch folder");
    let file = dir.path().join("ttt-judge.bash");
    std::fs::write(&file, script).expect("the script");
    // What bash does on `ttt-judge grade --fa<TAB>`.
    let complete = format!(
        "source '{}'; COMP_WORDS=(ttt-judge grade --fa); COMP_CWORD=2; \
         _ttt__judge ttt-judge --fa grade; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        file.display()
    );
    let (offered, stderr, code) = outcome(assert_cmd::Command::new("bash").args(["-c", &complete]));
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(offered, "--fail-fast\n");
}

#[test]
fn the_manual_is_generated_from_the_same_definitions() {
    let (page, _, code) = output(&["man"]);
    assert_eq!(code, 0);
    assert!(page.contains(".TH ttt-judge 1"));
    assert!(
        page.contains(".SH \"EXIT STATUS\"\n.nf\n  0  everything was judged"),
        "{page}"
    );
    assert!(
        page.contains(".SH \"EXAMPLES\"\n.nf\n  ttt\\-judge run "),
        "{page}"
    );
    assert!(
        page.contains("\\fBttt\\-judge run\\fR\nJudge cases"),
        "{page}"
    );
    assert!(
        page.contains("its page: \\fBttt\\-judge man run\\fR"),
        "{page}"
    );
    assert!(
        !page.contains(".SH EXTRA") && !page.contains("(1)"),
        "{page}"
    );
    let (page, _, code) = output(&["man", "show"]);
    assert_eq!(code, 0);
    assert!(page.contains(".TH ttt-judge-show 1"));
    assert!(page.contains("\\-\\-step"));
    assert!(
        page.contains("[\\fB\\-\\-step\\fR \\fIT\\fR]"),
        "the synopsis gives each option's value: {page}"
    );
    assert!(
        page.contains(".SH \"EXIT STATUS\"\n.nf\n  0  the board was drawn"),
        "{page}"
    );
    let (stdout, stderr, code) = output(&["man", "nope"]);
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert_eq!(
        stderr,
        "ttt-judge: there is no command \"nope\" (the commands are run, test, check, validate, gen, show, grade, hunt, harness, package, interact, arena, completions, man)\n"
    );
}

#[test]
fn every_command_s_help_has_an_example_and_the_exit_codes() {
    for command in [
        "run",
        "test",
        "check",
        "validate",
        "gen",
        "show",
        "grade",
        "hunt",
        "completions",
        "man",
        "harness",
        "package",
    ] {
        let (help, _, code) = output(&[command, "--help"]);
        assert_eq!(code, 0, "{command}");
        assert!(
            help.contains("Examples:\n  ttt-judge "),
            "{command}: {help}"
        );
        assert!(help.contains("Exit status:\n  0  "), "{command}: {help}");
    }
    let (help, _, _) = output(&["--help"]);
    assert!(help.contains("Examples:\n  ttt-judge ") && help.contains("Exit status:\n"));
}

#[test]
fn the_version_is_printed() {
    let (stdout, _, code) = output(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(stdout, format!("ttt-judge {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn the_variants_are_listed_in_help_and_completed_by_shells() {
    let (help, _, code) = output(&["run", "--help"]);
    assert_eq!(code, 0);
    assert!(
        help.contains("[possible values: multi, fullline, classic]"),
        "{help}"
    );
    let (bash, _, _) = output(&["completions", "bash"]);
    assert!(
        bash.contains(
            "--variant)\n                    COMPREPLY=($(compgen -W \"multi fullline classic\""
        ),
        "bash completes --variant"
    );
}

#[test]
fn man_writes_every_page_into_a_folder() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let pages = dir.path().join("man1");
    let (_, stderr, code) = outcome(ttt_judge().arg("man").arg("--dir").arg(&pages));
    assert_eq!((code, stderr.as_str()), (0, ""));
    let names = crate::file_names(&pages);
    assert_eq!(names.len(), 15, "{names:?}");
    assert_eq!(names[0], "ttt-judge-arena.1");
    assert!(names.contains(&"ttt-judge.1".to_string()));
    let (grade, _, _) = output(&["man", "grade"]);
    let written = std::fs::read_to_string(pages.join("ttt-judge-grade.1")).expect("grade's page");
    assert_eq!(written, grade);
}
