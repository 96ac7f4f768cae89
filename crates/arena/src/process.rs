//! A bot that is a program: started once a match in a sandbox session,
//! spoken to through a [`Protocol`], its answers read under its clocks.

use std::io;
use std::sync::Arc;
use std::time::Duration;

use ttt_sandbox::{Exit, Program, Received, Sandbox, Session, SessionLimits, Stopped, Wait};

use crate::player::{Answer, Deadline, Fault, Player, Reason};
use crate::protocol::{Message, Protocol};

/// The wall-clock backstop of a move: this many times its CPU allowance,
/// plus [`WALL_SLACK`], so that a bot that sleeps or waits still ends.
pub const WALL_FACTOR: u32 = 3;

/// What is added to every move's wall-clock backstop (a start's cost).
pub const WALL_SLACK: Duration = Duration::from_secs(1);

/// The most bytes kept of one answer line in a fault's detail.
const DETAIL_BYTES: usize = 80;

/// How to start a program bot: its program (whose `dir` is replaced by a
/// fresh folder each start), its limits, and its protocol.
#[derive(Clone)]
pub struct ProgramBot {
    /// The program and what it sees.
    pub program: Program,
    /// Its limits for a match.
    pub limits: SessionLimits,
    /// How it is spoken to.
    pub protocol: Arc<dyn Protocol>,
}

impl std::fmt::Debug for ProgramBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProgramBot")
            .field("program", &self.program)
            .finish()
    }
}

/// A program bot, running.
pub struct ProcessPlayer {
    session: Session,
    protocol: Arc<dyn Protocol>,
    broken: bool,
    _dir: tempfile::TempDir,
}

impl ProcessPlayer {
    /// Starts `bot` in `sandbox`, in a fresh folder.
    pub fn start(sandbox: &Sandbox, bot: &ProgramBot) -> io::Result<ProcessPlayer> {
        let dir = ttt_sandbox::workspace("ttt-arena-bot-")?;
        let program = Program {
            dir: dir.path().to_owned(),
            ..bot.program.clone()
        };
        let session = sandbox.session(&program, &bot.limits)?;
        Ok(ProcessPlayer {
            session,
            protocol: Arc::clone(&bot.protocol),
            broken: false,
            _dir: dir,
        })
    }

    fn fault(&mut self, reason: Reason, detail: String) -> Fault {
        self.broken = true;
        Fault { reason, detail }
    }

    /// The fault of a session that stopped, under `deadline`.
    fn stopped(&mut self, stopped: Stopped, deadline: Deadline) -> Fault {
        let (reason, detail) = match stopped {
            Stopped::Cpu(spent) if deadline.bank_left.is_zero() => (
                Reason::Timeout,
                format!("{:.3} s of CPU time", spent.as_secs_f64()),
            ),
            Stopped::Cpu(spent) => (
                Reason::Bank,
                format!("{:.3} s of CPU time", spent.as_secs_f64()),
            ),
            Stopped::Wall => (
                Reason::Timeout,
                "no answer before the wall-clock backstop".into(),
            ),
            Stopped::Output => (Reason::Output, "wrote past its output limit".into()),
            Stopped::Memory => (Reason::Memory, "went over its memory limit".into()),
            Stopped::Closed(exit) => (Reason::Crash, exit_text(exit)),
        };
        self.fault(reason, detail)
    }
}

/// How an exit reads in a forfeit.
fn exit_text(exit: Option<Exit>) -> String {
    match exit {
        Some(Exit::Code(code)) => format!("exited with status {code}"),
        Some(Exit::Signal(signal)) => format!("killed by signal {signal}"),
        None => "closed its output".into(),
    }
}

/// The start of `line` as text, for a fault's detail.
fn cut(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(&line[..line.len().min(DETAIL_BYTES)]);
    format!("{text:?}")
}

impl Player for ProcessPlayer {
    fn tell(&mut self, message: &Message<'_>) {
        if let Some(line) = self.protocol.encode(message) {
            self.session.send(&line);
        }
    }

    fn ask(&mut self, message: &Message<'_>, deadline: Deadline) -> Result<Answer, Fault> {
        self.tell(message);
        let cpu = deadline.move_time + deadline.bank_left;
        let wait = Wait {
            cpu,
            wall: cpu * WALL_FACTOR + WALL_SLACK,
        };
        let mut received;
        loop {
            received = match self.session.receive(wait) {
                Ok(received) => received,
                Err(e) => {
                    return Err(self.fault(Reason::Crash, format!("could not be watched: {e}")));
                }
            };
            match &received {
                Ok(Received::Line(line, _)) if self.protocol.skip(line) => {}
                _ => break,
            }
        }
        match received {
            Ok(Received::Line(line, spent)) => match self.protocol.decode(&line) {
                Some(at) => Ok(Answer { at, spent }),
                None => Err(self.fault(Reason::Garbage, cut(&line))),
            },
            Ok(Received::TooLong(length)) => {
                Err(self.fault(Reason::Garbage, format!("a line of {length} bytes")))
            }
            Err(stopped) => Err(self.stopped(stopped, deadline)),
        }
    }

    fn broken(&self) -> bool {
        self.broken
    }

    fn finish(&mut self) -> String {
        self.session.stderr_tail()
    }
}
