//! A bot that is a program: started once a match in a sandbox session,
//! spoken to through a [`Protocol`], its answers read under its clocks.

use std::collections::VecDeque;
use std::io;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ttt_sandbox::{Exit, Program, Received, Sandbox, Session, SessionLimits, Stopped, Wait};

use crate::player::{Answer, Deadline, Fault, Player, Reason, shown};
use crate::protocol::{Ack, Message, Protocol};

/// The wall-clock backstop of a move: this many times its CPU allowance,
/// plus [`WALL_SLACK`], so that a bot that sleeps or waits still ends.
pub const WALL_FACTOR: u32 = 3;

/// What is added to every move's wall-clock backstop (a start's cost).
pub const WALL_SLACK: Duration = Duration::from_secs(1);

/// The least CPU time the answers a bot owes (a Gomocup brain's `OK` to
/// `START`, its name) are read under, whatever the move time: a brain's
/// start, an interpreter loading, may take more than a move.
pub const ACK_TIME: Duration = Duration::from_secs(2);

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

/// An answer the bot owes before it is told more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owed {
    /// The acknowledgement of its start message.
    Start,
    /// The acknowledgement of a new game; refused, the start is sent again.
    NewGame,
    /// Its name.
    About,
}

/// A program bot, running.
pub struct ProcessPlayer {
    session: Session,
    protocol: Arc<dyn Protocol>,
    broken: bool,
    /// The start message as it was sent, for a bot that refuses a new game.
    start: Option<Vec<u8>>,
    owed: VecDeque<Owed>,
    about: Option<String>,
    _dir: tempfile::TempDir,
}

/// One move's clocks, over every line read for it: the CPU time spent
/// so far and the wall-clock time since the move was asked, so that the
/// remarks a bot writes (and the acknowledgements it owes) count towards
/// the move and never start its clocks again.
struct Budget {
    cpu: Duration,
    wall: Duration,
    began: Instant,
    spent: Duration,
}

impl Budget {
    fn new(deadline: Deadline) -> Budget {
        let cpu = deadline.move_time + deadline.bank_left;
        Budget {
            cpu,
            wall: cpu * WALL_FACTOR + WALL_SLACK,
            began: Instant::now(),
            spent: Duration::ZERO,
        }
    }

    /// What the next read may take, or `None` once the wall-clock
    /// backstop has passed.
    fn wait(&self) -> Option<Wait> {
        let wall = self.wall.checked_sub(self.began.elapsed())?;
        (!wall.is_zero()).then(|| Wait {
            cpu: self.cpu.saturating_sub(self.spent),
            wall,
        })
    }
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
            start: None,
            owed: VecDeque::new(),
            about: None,
            _dir: dir,
        })
    }

    fn fault(&mut self, reason: Reason, detail: String) -> Fault {
        self.broken = true;
        Fault { reason, detail }
    }

    /// The fault of a session that stopped, under `deadline`, after
    /// `before` of CPU time spent on the move's earlier lines.
    fn stopped(&mut self, stopped: Stopped, deadline: Deadline, before: Duration) -> Fault {
        let (reason, detail) = match stopped {
            Stopped::Cpu(spent) if deadline.bank_left.is_zero() => (
                Reason::Timeout,
                format!("{:.3} s of CPU time", (before + spent).as_secs_f64()),
            ),
            Stopped::Cpu(spent) => (
                Reason::Bank,
                format!("{:.3} s of CPU time", (before + spent).as_secs_f64()),
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

impl ProcessPlayer {
    /// The next line that is no remark, read under `budget`; with `ack`,
    /// an acknowledgement is a line too, not a remark.
    fn line(
        &mut self,
        budget: &mut Budget,
        deadline: Deadline,
        ack: bool,
    ) -> Result<Vec<u8>, Fault> {
        loop {
            let Some(wait) = budget.wait() else {
                return Err(self.fault(
                    Reason::Timeout,
                    "no answer before the wall-clock backstop".into(),
                ));
            };
            match self.session.receive(wait) {
                Err(e) => {
                    return Err(self.fault(Reason::Crash, format!("could not be watched: {e}")));
                }
                Ok(Ok(Received::Line(line, spent))) => {
                    budget.spent += spent;
                    let acked = ack && self.protocol.ack(&line).is_some();
                    if acked || !self.protocol.skip(&line) {
                        return Ok(line);
                    }
                }
                Ok(Ok(Received::TooLong(length))) => {
                    return Err(self.fault(Reason::Garbage, format!("a line of {length} bytes")));
                }
                Ok(Err(stopped)) => return Err(self.stopped(stopped, deadline, budget.spent)),
            }
        }
    }

    /// Reads the answers the bot owes, in order, under `budget`: a
    /// refused new game is answered by the start message again; a
    /// refused start, or a line that is no acknowledgement, is garbage.
    fn settle(&mut self, budget: &mut Budget, deadline: Deadline) -> Result<(), Fault> {
        while let Some(owed) = self.owed.pop_front() {
            let line = self.line(budget, deadline, true)?;
            let ack = self.protocol.ack(&line);
            match (owed, ack) {
                (Owed::About, Some(Ack::Refused)) => {}
                (Owed::About, _) => {
                    self.about = Some(self.protocol.name(&line));
                }
                (_, Some(Ack::Ok)) => {}
                (Owed::NewGame, Some(Ack::Refused)) => {
                    if let Some(start) = self.start.clone() {
                        self.session.send(&start);
                        self.owed.push_front(Owed::Start);
                    }
                }
                (Owed::Start, _) | (Owed::NewGame, None) => {
                    let to = match owed {
                        Owed::Start => "the start",
                        _ => "a new game",
                    };
                    return Err(self.fault(Reason::Garbage, format!("{} to {to}", shown(&line))));
                }
            }
        }
        Ok(())
    }
}

impl Player for ProcessPlayer {
    fn tell(&mut self, message: &Message<'_>) {
        let Some(line) = self.protocol.encode(message) else {
            return;
        };
        self.session.send(&line);
        if self.protocol.acknowledged(message) {
            self.owed.push_back(match message {
                Message::Start { .. } => Owed::Start,
                _ => Owed::NewGame,
            });
        }
        if let Message::Start { .. } = message {
            self.start = Some(line);
            if let Some(about) = self.protocol.about() {
                self.session.send(about);
                self.owed.push_back(Owed::About);
            }
        }
    }

    fn ask(&mut self, message: &Message<'_>, deadline: Deadline) -> Result<Answer, Fault> {
        // What the bot owes is read under clocks of its own, as Piskvork
        // times a brain's start apart from its moves: a program's start
        // (an interpreter loading) does not eat its first move.
        let owed = Deadline {
            move_time: deadline.move_time.max(ACK_TIME),
            bank_left: Duration::ZERO,
        };
        self.settle(&mut Budget::new(owed), owed)?;
        let mut budget = Budget::new(deadline);
        self.tell(message);
        let line = self.line(&mut budget, deadline, false)?;
        match self.protocol.decode(&line) {
            Some(at) => Ok(Answer {
                at,
                spent: budget.spent,
            }),
            None => Err(self.fault(Reason::Garbage, shown(&line))),
        }
    }

    fn broken(&self) -> bool {
        self.broken
    }

    fn about(&self) -> Option<String> {
        self.about.clone()
    }

    fn recent_stderr(&mut self) -> String {
        self.session.recent_stderr()
    }

    fn finish(&mut self) -> String {
        if let Some(farewell) = self.protocol.farewell() {
            self.session.send(farewell);
        }
        self.session.stderr_tail()
    }
}
