//! A program bot's clocks over the lines it writes: remarks passed over
//! count towards the move, so a bot that writes them forever times out,
//! whether it spins or sleeps between them.

use std::sync::Arc;
use std::time::Duration;

use ttt_sandbox::{Program, Sandbox, SessionLimits};

use crate::gomocup::Gomocup;
use crate::player::{Deadline, Player, Reason};
use crate::process::{ProcessPlayer, ProgramBot};
use crate::protocol::Message;

fn bot(script: &str) -> ProgramBot {
    ProgramBot {
        program: Program {
            program: "sh".into(),
            args: vec!["-c".into(), script.into()],
            dir: std::env::temp_dir(),
            mounts: Vec::new(),
            snapshot_prefix: None,
        },
        limits: SessionLimits {
            memory_bytes: 256 << 20,
            output_bytes: 1 << 40,
            line_bytes: 4096,
            processes: 64,
            disk_bytes: 64 << 20,
        },
        protocol: Arc::new(Gomocup),
    }
}

/// The fault of a brain that answers START and ABOUT, then `then` where
/// its first move is due, under a move time of 0.1 s.
fn first_move(then: &str) -> (Reason, String) {
    let script = format!(
        "read start; echo OK; read about; echo 'name=\"sh\"'; while read line; do \
         case $line in BEGIN) {then};; esac; done"
    );
    let mut player = ProcessPlayer::start(&Sandbox::new(false), &bot(&script)).expect("starts");
    player.tell(&Message::Start {
        n: 15,
        k: 5,
        marks: b"XO",
        seat: 0,
        move_time: Duration::from_millis(100),
        bank: Duration::ZERO,
        seed: 0,
        games: 1,
    });
    let board = [None; 225];
    let turn = Message::Turn {
        n: 15,
        marks: b"XO",
        board: &board,
        moves: &[],
        time_left: Duration::from_millis(100),
        bank_left: Duration::ZERO,
    };
    let deadline = Deadline {
        move_time: Duration::from_millis(100),
        bank_left: Duration::ZERO,
    };
    let fault = player.ask(&turn, deadline).expect_err("no move comes");
    assert!(player.broken());
    assert_eq!(player.about().as_deref(), Some("sh"));
    player.finish();
    (fault.reason, fault.detail)
}

#[test]
fn messages_written_while_sleeping_meet_the_wall_clock_backstop() {
    let (reason, detail) = first_move("while :; do echo 'MESSAGE zzz'; sleep 0.02; done");
    assert_eq!(reason, Reason::Timeout);
    assert_eq!(detail, "no answer before the wall-clock backstop");
}

#[test]
fn messages_written_as_fast_as_can_be_run_out_of_cpu_time() {
    let (reason, detail) = first_move("while :; do echo 'MESSAGE spin'; done");
    assert_eq!(reason, Reason::Timeout);
    // On a loaded machine the backstop (1.3 s) may come before 0.1 s of
    // CPU time; either ends the move.
    assert!(
        detail.ends_with(" s of CPU time") || detail == "no answer before the wall-clock backstop",
        "{detail}"
    );
}
