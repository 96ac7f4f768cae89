//! Reading a session's next line: waiting on stdout a poll at a time,
//! and between polls looking at the clocks, the memory and the exit.

use std::io;
use std::sync::mpsc::RecvTimeoutError;
use std::thread;
use std::time::{Duration, Instant};

use super::{DRAIN, Received, Session, Stopped, Wait};
use crate::pipes::Event;
use crate::sys::Usage;
use crate::{Exit, POLL};

impl Session {
    /// The next stdout line, waiting at most `wait`; once a read has
    /// stopped, the box is killed and every later read says why again.
    /// An error is the caller's `stop` (a signal) or a failed look at the
    /// program.
    pub fn receive(&mut self, wait: Wait) -> io::Result<Result<Received, Stopped>> {
        if let Some(dead) = &self.dead {
            return Ok(Err(dead.clone()));
        }
        let began = Instant::now();
        // The CPU time the box spent since the last line (thinking while
        // others moved) counts towards this one: the box is read once a
        // line, not twice. Before the first line, what was spent starting
        // does not count.
        let cpu_start = match self.seen {
            0 => self.cpu(),
            _ => self.cpu,
        };
        loop {
            crate::stopped(&self.stop)?;
            if let Some((line, cut)) = self.queue.pop_front() {
                let spent = self.cpu().saturating_sub(cpu_start);
                if spent > wait.cpu {
                    return Ok(Err(self.die(Stopped::Cpu(spent))));
                }
                return Ok(Ok(match cut {
                    Some(length) => Received::TooLong(length),
                    None => Received::Line(line, spent),
                }));
            }
            if let Some(stopped) = self.look(cpu_start, began, wait)? {
                return Ok(Err(self.die(stopped)));
            }
        }
    }

    /// Waits a poll for stdout, then checks the clocks and the memory.
    fn look(
        &mut self,
        cpu_start: Duration,
        began: Instant,
        wait: Wait,
    ) -> io::Result<Option<Stopped>> {
        let left = wait.wall.saturating_sub(began.elapsed());
        match self.events.recv_timeout(left.min(POLL)) {
            Ok(Event::Lines(lines, long, _, _)) => {
                let first = self.seen;
                self.seen += lines.len();
                let mut lines: Vec<_> = lines.into_iter().map(|l| (l, None)).collect();
                for (index, length) in long {
                    if let Some(entry) = lines.get_mut(index.wrapping_sub(first)) {
                        entry.1 = Some(length);
                    }
                }
                self.queue.extend(lines);
                return Ok(None);
            }
            Ok(Event::Overflow(_)) => return Ok(Some(Stopped::Output)),
            Ok(Event::End(..)) | Err(RecvTimeoutError::Disconnected) => {
                return Ok(Some(Stopped::Closed(self.exit()?)));
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        let spent = self.cpu().saturating_sub(cpu_start);
        Ok(if spent > wait.cpu {
            Some(Stopped::Cpu(spent))
        } else if self.over_memory() {
            Some(Stopped::Memory)
        } else if began.elapsed() >= wait.wall {
            Some(Stopped::Wall)
        } else {
            None
        })
    }

    /// How the program ended, waiting a little for it once stdout closed.
    fn exit(&mut self) -> io::Result<Option<Exit>> {
        let give_up = Instant::now() + DRAIN;
        while Instant::now() < give_up {
            if self.started.group.leader_exited(&mut self.started.child)? {
                if self.over_memory() {
                    return Ok(None);
                }
                let status = self.started.child.wait()?;
                return Ok(Some(crate::run::exit(status, self.started.held.is_some())));
            }
            thread::sleep(Duration::from_millis(1));
        }
        Ok(None)
    }

    /// Whether the box is over its memory, or the kernel stopped it for it.
    fn over_memory(&mut self) -> bool {
        if let Some(held) = &self.started.held {
            return held.cgroup.out_of_memory();
        }
        self.usage()
            .is_some_and(|u| u.rss_kb.saturating_mul(1024) > self.limits.memory_bytes)
    }

    /// The box's usage now.
    pub(super) fn usage(&mut self) -> Option<Usage> {
        match (&self.started.held, &mut self.sampler) {
            (Some(held), _) => Some(Usage {
                rss_kb: held.cgroup.peak_kb(),
                cpu: held.cgroup.cpu(),
            }),
            (None, Some(sampler)) => sampler.sample(),
            (None, None) => None,
        }
    }
}
