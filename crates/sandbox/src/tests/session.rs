//! Sessions: a program talked to a line at a time, at both levels, with
//! hostile ones that hang, flood, crash or never read.

use std::ffi::OsString;
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::PATIENCE;
use crate::{Exit, Program, Received, Sandbox, Session, SessionLimits, Stopped, Wait};

/// The sandboxes to try: the basic level, and the strict one where the
/// machine has it.
fn sandboxes() -> Vec<Sandbox> {
    let mut all = vec![Sandbox::new(true)];
    all.extend(super::strict::strict());
    all
}

/// A session of `sh -c script` in `sandbox`, with its folder.
fn session(sandbox: &Sandbox, script: &str) -> (Session, TempDir) {
    let dir = TempDir::new().expect("a temporary directory");
    let program = Program {
        program: "sh".into(),
        args: vec![OsString::from("-c"), script.into()],
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        snapshot_prefix: None,
    };
    let limits = SessionLimits {
        memory_bytes: 256 << 20,
        output_bytes: 1 << 20,
        line_bytes: 100,
        processes: 16,
        disk_bytes: 1 << 20,
    };
    let session = sandbox.session(&program, &limits).expect("sh starts");
    (session, dir)
}

/// Half a second of CPU time and of wall-clock time.
const SHORT: Wait = Wait {
    cpu: Duration::from_millis(500),
    wall: Duration::from_millis(500),
};

fn line(received: Result<Received, Stopped>) -> Vec<u8> {
    match received {
        Ok(Received::Line(line, _)) => line,
        other => panic!("expected a line, got {other:?}"),
    }
}

#[test]
fn a_session_answers_each_line_in_turn() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(&sandbox, "while read l; do echo \"got $l\"; done");
        for word in ["one", "two", "three"] {
            bot.send(word.as_bytes());
            let got = line(
                bot.receive(Wait {
                    wall: PATIENCE,
                    ..SHORT
                })
                .expect("a look"),
            );
            assert_eq!(got, format!("got {word}").into_bytes());
        }
        bot.close_stdin();
        let ended = bot
            .receive(Wait {
                wall: PATIENCE,
                ..SHORT
            })
            .expect("a look");
        assert_eq!(ended, Err(Stopped::Closed(Some(Exit::Code(0)))));
    }
}

#[test]
fn a_sleeper_stops_at_the_wall_deadline_and_stays_stopped() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(&sandbox, "read l; sleep 1000");
        bot.send(b"hello");
        let began = Instant::now();
        assert_eq!(bot.receive(SHORT).expect("a look"), Err(Stopped::Wall));
        assert!(began.elapsed() < PATIENCE);
        assert_eq!(bot.receive(SHORT).expect("a look"), Err(Stopped::Wall));
    }
}

#[test]
fn a_spinner_stops_for_its_cpu_time() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(&sandbox, "while :; do :; done");
        let wait = Wait {
            cpu: Duration::from_millis(200),
            wall: PATIENCE,
        };
        let got = bot.receive(wait).expect("a look");
        assert!(
            matches!(got, Err(Stopped::Cpu(spent)) if spent > wait.cpu),
            "{got:?}"
        );
    }
}

#[test]
fn a_long_line_is_cut_and_a_flood_is_stopped() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(
            &sandbox,
            "head -c 300 /dev/zero; echo; yes $(printf %090d 0)",
        );
        let wait = Wait {
            wall: PATIENCE,
            ..SHORT
        };
        assert_eq!(
            bot.receive(wait).expect("a look"),
            Ok(Received::TooLong(300))
        );
        let mut lines = 0;
        let stopped = loop {
            match bot.receive(wait).expect("a look") {
                Ok(_) => lines += 1,
                Err(stopped) => break stopped,
            }
        };
        assert!(lines <= (1 << 20) / 91, "{lines} lines");
        assert!(
            matches!(stopped, Stopped::Output | Stopped::Cpu(_)),
            "{stopped:?}"
        );
    }
}

#[test]
fn a_crash_is_its_signal_and_stderr_is_kept() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(&sandbox, "echo oops >&2; kill -SEGV $$");
        let got = bot
            .receive(Wait {
                wall: PATIENCE,
                ..SHORT
            })
            .expect("a look");
        assert_eq!(got, Err(Stopped::Closed(Some(Exit::Signal(11)))));
        assert_eq!(bot.end().trim(), "oops");
    }
}

#[test]
fn a_program_that_never_reads_never_blocks_the_sender() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(&sandbox, "sleep 1000");
        let big = vec![b'x'; 1 << 16];
        for _ in 0..64 {
            bot.send(&big);
        }
        assert_eq!(bot.receive(SHORT).expect("a look"), Err(Stopped::Wall));
    }
}

/// What a program writes on stderr before a line is in the next
/// `recent_stderr`, every time: it is waited for while it is still in the
/// pipe, and taken only once the reading thread has kept it.
#[test]
fn recent_stderr_holds_what_was_written_before_the_line() {
    for sandbox in sandboxes() {
        let (mut bot, _dir) = session(
            &sandbox,
            "while read l; do echo \"thinking about $l\" >&2; echo \"got $l\"; done",
        );
        for turn in 0..200 {
            bot.send(turn.to_string().as_bytes());
            let got = line(
                bot.receive(Wait {
                    wall: PATIENCE,
                    ..SHORT
                })
                .expect("a look"),
            );
            assert_eq!(got, format!("got {turn}").into_bytes());
            assert_eq!(
                bot.recent_stderr(),
                format!("thinking about {turn}\n"),
                "turn {turn}"
            );
        }
        assert_eq!(bot.recent_stderr(), "", "taken once");
    }
}
