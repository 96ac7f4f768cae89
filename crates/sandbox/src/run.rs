//! One run: start the program, feed it, watch its lines, its memory and its
//! exit against the limits, then kill what is left of its group and collect
//! what it said.

use std::io;
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, ChildStdout, ExitStatus};
use std::sync::atomic::AtomicUsize;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::boxed::{Disk, Held};
use super::group::Group;
use super::pipes::{self, Event};
use super::spawn::Started;
use super::stderr::{self, Asked};
use super::sys::{Sampler, Usage};
use super::{Exit, Limit, Limits, POLL, Run};

/// How long we wait for the pipes to close once the group is dead. They stay
/// open only when a process that left the group holds them.
const DRAIN: Duration = Duration::from_secs(2);

/// How often the leader's exit is looked for once its stdout has closed.
const EXIT_POLL: Duration = Duration::from_millis(1);

/// The longest time limit taken as given; longer ones mean "no limit".
const LONGEST: Duration = Duration::from_secs(100 * 365 * 24 * 3600);

/// Runs a started program to its end under `limits`.
pub(crate) fn run(
    mut started: Started,
    stdin: Vec<u8>,
    limits: &Limits,
    asked: Option<Asked>,
    stop: &AtomicUsize,
) -> io::Result<Run> {
    let start = Instant::now();
    let run = supervise(&mut started, stdin, limits, asked, start, stop);
    if run.is_err() {
        // Nothing of the program may outlive a failed run either.
        let _ = started.group.kill();
        let _ = started.child.wait();
    }
    match &started.held {
        Some(held) => {
            held.cgroup.kill_all();
        }
        // The group is dead and its leader reaped: its id is free again.
        None => crate::guard::ended(started.group.id()),
    }
    run
}

/// Everything between the start and the report, for a child that is running.
fn supervise(
    started: &mut Started,
    stdin: Vec<u8>,
    limits: &Limits,
    asked: Option<Asked>,
    start: Instant,
    stop: &AtomicUsize,
) -> io::Result<Run> {
    let child = &mut started.child;
    let group = started.group;
    pipes::feed(child.stdin.take().expect("stdin is piped"), stdin)?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let cut = pipes::Cut {
        limit: limits.output_bytes,
        keep: limits.lines,
        line_bytes: limits.line_bytes,
    };
    let events = pipes::lines(stdout, cut)?;
    let stderr = stderr::keep(child.stderr.take().expect("stderr is piped"), asked, None)?;
    let meter = match &started.held {
        Some(held) => Meter::Box(held),
        None => Meter::Proc(group.sampler()),
    };
    let mut watch = Watch::new(limits, start, meter);
    let stopped = watch.until_end(&events, child, group, stop)?;
    let wall = start.elapsed();
    // The leader is dead or unreaped: the group's id is still its own.
    group.kill()?;
    if let Some(held) = &started.held {
        held.cgroup.kill_all();
    }
    let status = child.wait()?;
    // Only now, with the writers dead, may an overflowed stdout close.
    drop(watch.held.take());
    // A program that wrote too much and exited at once keeps its exit.
    let limit = stopped.or(watch.drain(&events));
    let boxed = started.held.is_some();
    let stderr = stderr.recv_timeout(DRAIN).unwrap_or_default();
    let mut run = Run {
        exit: stopped.is_none().then(|| exit(status, boxed)),
        limit,
        lines: std::mem::take(&mut watch.lines),
        line_cpu: std::mem::take(&mut watch.line_cpu),
        long_lines: std::mem::take(&mut watch.long_lines),
        extra_lines: watch.extra,
        rest: std::mem::take(&mut watch.rest),
        stderr_tail: stderr.tail,
        stderr_snapshots: stderr.snapshots,
        wall,
        cpu: watch.cpu,
        peak_rss_kb: watch.peak_kb,
        processes_refused: false,
        disk_full: false,
    };
    if let Some(held) = &started.held {
        settle(&mut run, held);
    }
    // CPU time spent after the last look, before the exit, counts too.
    if run.limit.is_none() && run.cpu.saturating_sub(watch.cpu_mark) > watch.time {
        run.limit = Some(Limit::Time);
        run.exit = None;
    }
    Ok(run)
}

/// What the box knows at the end: the whole CPU time and peak, whether
/// the kernel stopped the program for its memory, and whether its disk was
/// ever found full.
fn settle(run: &mut Run, held: &Held) {
    let cgroup = &held.cgroup;
    run.disk_full = held.disk.as_ref().is_some_and(Disk::full);
    run.cpu = run.cpu.max(cgroup.cpu());
    run.peak_rss_kb = run.peak_rss_kb.max(cgroup.peak_kb());
    run.processes_refused = cgroup.processes_refused();
    if run.limit.is_none() && cgroup.out_of_memory() {
        run.limit = Some(Limit::Memory);
        run.exit = None;
    }
}

/// How a reaped process ended. bwrap passes on a program's death by a
/// signal as the status 128 + the signal, as shells do, so in a box those
/// statuses are read as signals.
pub(crate) fn exit(status: ExitStatus, boxed: bool) -> Exit {
    match (status.code(), status.signal()) {
        (Some(code @ 129..=192), _) if boxed => Exit::Signal(code - 128),
        (Some(code), _) => Exit::Code(code),
        (None, Some(signal)) => Exit::Signal(signal),
        (None, None) => unreachable!("a reaped process has exited or was killed"),
    }
}

/// Where usage is read: the run's box (its cgroup, and a look at its
/// disk), or samples of `/proc`.
enum Meter<'a> {
    Box(&'a Held),
    Proc(Sampler),
}

impl Meter<'_> {
    /// The CPU time used so far and the peak memory seen, in KB.
    fn read(&mut self) -> Option<Usage> {
        match self {
            Meter::Box(held) => {
                if let Some(disk) = &held.disk {
                    disk.full();
                }
                Some(Usage {
                    rss_kb: held.cgroup.peak_kb(),
                    cpu: held.cgroup.cpu(),
                })
            }
            Meter::Proc(sampler) => sampler.sample(),
        }
    }

    /// Whether the memory limit is ours to watch: a cgroup holds it itself.
    fn sampled(&self) -> bool {
        matches!(self, Meter::Proc(_))
    }
}

/// The state of a run being watched.
struct Watch<'a> {
    limits: &'a Limits,
    /// The limits per line, capped so that adding them to an instant
    /// cannot overflow.
    time: Duration,
    wall: Duration,
    /// When the last expected line came (or the start).
    last_line: Instant,
    /// The CPU time used by then.
    cpu_mark: Duration,
    /// When the usage is read next.
    next_poll: Instant,
    lines: Vec<(Vec<u8>, Duration, u64)>,
    /// The CPU time of the stretch each line ended (zero for a line that
    /// came with the one before it).
    line_cpu: Vec<Duration>,
    long_lines: Vec<(usize, u64)>,
    extra: u64,
    rest: Vec<u8>,
    /// Whether stdout has ended.
    closed: bool,
    peak_kb: u64,
    cpu: Duration,
    /// Stdout after an overflow, kept open until the group is dead.
    held: Option<ChildStdout>,
    meter: Meter<'a>,
}

impl<'a> Watch<'a> {
    fn new(limits: &'a Limits, start: Instant, meter: Meter<'a>) -> Watch<'a> {
        Watch {
            limits,
            time: limits.time.min(LONGEST),
            wall: limits.wall.min(LONGEST),
            last_line: start,
            cpu_mark: Duration::ZERO,
            next_poll: start,
            lines: Vec::new(),
            line_cpu: Vec::new(),
            long_lines: Vec::new(),
            extra: 0,
            rest: Vec::new(),
            closed: false,
            peak_kb: 0,
            cpu: Duration::ZERO,
            held: None,
            meter,
        }
    }

    /// Watches until the leader exits (`None`) or a limit is broken.
    fn until_end(
        &mut self,
        events: &Receiver<Event>,
        child: &mut Child,
        group: Group,
        stop: &AtomicUsize,
    ) -> io::Result<Option<Limit>> {
        loop {
            super::stopped(stop)?;
            let wake = self.next_poll.min(self.last_line + self.wall);
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
            if now >= self.last_line + self.wall {
                return Ok(Some(Limit::Wall));
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

    /// Records one event from stdout. Expected lines restart the clocks
    /// (after a look at the usage, so that each line has its memory);
    /// extra lines are only counted.
    fn take(&mut self, event: Event) -> Option<Limit> {
        match event {
            Event::Lines(lines, long, extra, at) => {
                self.extra += extra;
                self.long_lines.extend(long);
                if lines.is_empty() {
                    return None;
                }
                let limit = self.sample();
                // Lines read together came together: the first one waited,
                // and spent the stretch's CPU time.
                let waited = at.saturating_duration_since(self.last_line);
                let spent = self.cpu.saturating_sub(self.cpu_mark);
                for (i, line) in lines.into_iter().enumerate() {
                    let (since, cpu) = match i {
                        0 => (waited, spent),
                        _ => (Duration::ZERO, Duration::ZERO),
                    };
                    self.lines.push((line, since, self.peak_kb));
                    self.line_cpu.push(cpu);
                }
                self.last_line = self.last_line.max(at);
                self.cpu_mark = self.cpu;
                limit
            }
            Event::End(rest, length) => {
                if length > rest.len() as u64 {
                    self.long_lines.push((self.lines.len(), length));
                }
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

    /// Reads the usage, keeping the peak and the CPU time; the limit it
    /// is over, if any: the CPU time since the last expected line counts
    /// against the time limit, with no time saved from earlier lines.
    fn sample(&mut self) -> Option<Limit> {
        let usage = self.meter.read()?;
        self.peak_kb = self.peak_kb.max(usage.rss_kb);
        self.cpu = self.cpu.max(usage.cpu);
        let over_memory = usage.rss_kb.saturating_mul(1024) > self.limits.memory_bytes;
        if over_memory && self.meter.sampled() {
            Some(Limit::Memory)
        } else if self.cpu.saturating_sub(self.cpu_mark) > self.time {
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
