//! One run: start the program, feed it, watch its lines, its memory and its
//! exit against the limits, then kill what is left of its group and collect
//! what it said.

use std::io;
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, ChildStdout, Command, ExitStatus};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::group::Group;
use super::pipes::{self, Event};
use super::sys::Sampler;
use super::{Exit, Limit, Limits, POLL, Run};

/// How long we wait for the pipes to close once the group is dead. They stay
/// open only when a process that left the group holds them.
const DRAIN: Duration = Duration::from_secs(2);

/// How often the leader's exit is looked for once its stdout has closed.
const EXIT_POLL: Duration = Duration::from_millis(1);

/// The longest time limit taken as given; longer ones mean "no limit".
const LONGEST: Duration = Duration::from_secs(100 * 365 * 24 * 3600);

/// Starts `command` and runs it to its end under `limits`.
pub(crate) fn run(mut command: Command, stdin: Vec<u8>, limits: &Limits) -> io::Result<Run> {
    let start = Instant::now();
    let mut child = command.spawn()?;
    let group = match Group::new(child.id()) {
        Ok(group) => group,
        Err(e) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
    };
    let run = supervise(&mut child, group, stdin, limits, start);
    if run.is_err() {
        // Nothing of the program may outlive a failed run either.
        let _ = group.kill();
        let _ = child.wait();
    }
    run
}

/// Everything between the start and the report, for a child that is running.
fn supervise(
    child: &mut Child,
    group: Group,
    stdin: Vec<u8>,
    limits: &Limits,
    start: Instant,
) -> io::Result<Run> {
    pipes::feed(child.stdin.take().expect("stdin is piped"), stdin)?;
    let events = pipes::lines(
        child.stdout.take().expect("stdout is piped"),
        limits.output_bytes,
    )?;
    let stderr = pipes::tail(child.stderr.take().expect("stderr is piped"))?;
    let mut watch = Watch::new(limits, start, group.sampler());
    let stopped = watch.until_end(&events, child, group)?;
    let wall = start.elapsed();
    // The leader is dead or unreaped: the group's id is still its own.
    group.kill()?;
    let status = child.wait()?;
    // Only now, with the writers dead, may an overflowed stdout close.
    drop(watch.held.take());
    // A program that wrote too much and exited at once keeps its exit.
    let limit = stopped.or(watch.drain(&events));
    Ok(Run {
        exit: if stopped.is_some() {
            None
        } else {
            Some(exit(status))
        },
        limit,
        lines: watch.lines,
        rest: watch.rest,
        stderr_tail: stderr.recv_timeout(DRAIN).unwrap_or_default(),
        wall,
        cpu: watch.cpu,
        peak_rss_kb: watch.peak_kb,
    })
}

/// How a reaped process ended.
fn exit(status: ExitStatus) -> Exit {
    match (status.code(), status.signal()) {
        (Some(code), _) => Exit::Code(code),
        (None, Some(signal)) => Exit::Signal(signal),
        (None, None) => unreachable!("a reaped process has exited or was killed"),
    }
}

/// The state of a run being watched.
struct Watch<'a> {
    limits: &'a Limits,
    /// The time limit per line, capped so that adding it to an instant
    /// cannot overflow.
    time: Duration,
    /// When the last line came (or the start).
    last_line: Instant,
    /// When the group is sampled next.
    next_poll: Instant,
    lines: Vec<(Vec<u8>, Duration, u64)>,
    rest: Vec<u8>,
    /// Whether stdout has ended.
    closed: bool,
    peak_kb: u64,
    cpu: Duration,
    /// Stdout after an overflow, kept open until the group is dead.
    held: Option<ChildStdout>,
    sampler: Sampler,
}

impl<'a> Watch<'a> {
    fn new(limits: &'a Limits, start: Instant, sampler: Sampler) -> Watch<'a> {
        Watch {
            limits,
            time: limits.time.min(LONGEST),
            last_line: start,
            next_poll: start,
            lines: Vec::new(),
            rest: Vec::new(),
            closed: false,
            peak_kb: 0,
            cpu: Duration::ZERO,
            held: None,
            sampler,
        }
    }

    /// Watches until the leader exits (`None`) or a limit is broken.
    fn until_end(
        &mut self,
        events: &Receiver<Event>,
        child: &mut Child,
        group: Group,
    ) -> io::Result<Option<Limit>> {
        loop {
            let wake = self.next_poll.min(self.last_line + self.time);
            if let Some(limit) = self.wait(events, wake) {
                return Ok(Some(limit));
            }
            let now = Instant::now();
            if now >= self.next_poll {
                self.next_poll = now + POLL;
                if let Some(limit) = self.sample() {
                    return Ok(Some(limit));
                }
                if group.leader_exited(child)? {
                    // The unreaped leader still shows its CPU time.
                    self.sample();
                    return Ok(self.pending(events));
                }
            } else if self.closed && group.leader_exited(child)? {
                // A program closes its stdout as it exits: its exit is
                // looked for at once, not at the next sample.
                self.sample();
                return Ok(self.pending(events));
            }
            if now >= self.last_line + self.time {
                return Ok(Some(Limit::Time));
            }
        }
    }

    /// Takes stdout's events until `wake`, or sleeps when stdout has ended.
    fn wait(&mut self, events: &Receiver<Event>, wake: Instant) -> Option<Limit> {
        let timeout = wake.saturating_duration_since(Instant::now());
        if self.closed {
            thread::sleep(timeout.min(EXIT_POLL));
            return None;
        }
        match events.recv_timeout(timeout) {
            Ok(event) => self.take(event),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.closed = true;
                None
            }
        }
    }

    /// Records one event from stdout.
    fn take(&mut self, event: Event) -> Option<Limit> {
        match event {
            Event::Lines(lines, at) => {
                // Lines read together came together: the first one waited.
                let waited = at.saturating_duration_since(self.last_line);
                for (i, line) in lines.into_iter().enumerate() {
                    let since = if i == 0 { waited } else { Duration::ZERO };
                    self.lines.push((line, since, self.peak_kb));
                }
                self.last_line = self.last_line.max(at);
                None
            }
            Event::End(rest) => {
                self.rest = rest;
                self.closed = true;
                None
            }
            Event::Overflow(stdout) => {
                self.closed = true;
                self.held = Some(stdout);
                Some(Limit::Output)
            }
        }
    }

    /// Takes the events already sent, as a leader that exited may have
    /// broken the output limit just before.
    fn pending(&mut self, events: &Receiver<Event>) -> Option<Limit> {
        while let Ok(event) = events.try_recv() {
            if let Some(limit) = self.take(event) {
                return Some(limit);
            }
        }
        None
    }

    /// Samples the group, keeping the peak and the CPU time; the limit it
    /// is over, if any. The time limit holds for CPU time too: at most the
    /// limit for each line answered and for the one being worked on, so a
    /// program that computes on several threads at once cannot use more.
    fn sample(&mut self) -> Option<Limit> {
        let usage = self.sampler.sample()?;
        self.peak_kb = self.peak_kb.max(usage.rss_kb);
        self.cpu = self.cpu.max(usage.cpu);
        let lines = u32::try_from(self.lines.len() + 1).unwrap_or(u32::MAX);
        if usage.rss_kb.saturating_mul(1024) > self.limits.memory_bytes {
            Some(Limit::Memory)
        } else if usage.cpu > self.time.saturating_mul(lines) {
            Some(Limit::Time)
        } else {
            None
        }
    }

    /// Takes what stdout still holds once the group is dead; gives up after
    /// [`DRAIN`] if something outside the group keeps it open.
    fn drain(&mut self, events: &Receiver<Event>) -> Option<Limit> {
        let give_up = Instant::now() + DRAIN;
        let mut limit = None;
        while !self.closed {
            let timeout = give_up.saturating_duration_since(Instant::now());
            match events.recv_timeout(timeout) {
                Ok(event) => limit = limit.or(self.take(event)),
                Err(_) => break,
            }
        }
        limit
    }
}
