//! The program's process group: what its processes use, whether its leader
//! has exited, and killing all of it.
//!
//! The leader is the program we started; the group's id is its pid. While the
//! leader is not reaped, its pid cannot be reused, so we look at its exit with
//! `WNOWAIT` and kill the group before reaping it: a signal to the group can
//! never reach an unrelated process that got the pid since.

use std::io;
use std::time::Duration;

use rustix::process::{Pid, Signal, WaitId, WaitIdOptions, kill_process_group, waitid};

/// What the processes of one group use at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// The sum of their resident set sizes, in KB.
    pub rss_kb: u64,
    /// The sum of their user and system CPU time, with that of the children
    /// they have reaped.
    pub cpu: Duration,
}

/// The group led by the program we started.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    leader: Pid,
}

impl Group {
    /// The group whose leader has pid `id` (as `Child::id` gives it).
    pub fn new(id: u32) -> io::Result<Group> {
        i32::try_from(id)
            .ok()
            .and_then(Pid::from_raw)
            .map(|leader| Group { leader })
            .ok_or_else(|| io::Error::other(format!("not a process id: {id}")))
    }

    /// Whether the leader has exited, leaving it unreaped.
    pub fn leader_exited(&self) -> io::Result<bool> {
        let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
        Ok(waitid(WaitId::Pid(self.leader), options)?.is_some())
    }

    /// Sends `SIGKILL` to every process of the group; a group already gone
    /// is not an error.
    pub fn kill(&self) -> io::Result<()> {
        match kill_process_group(self.leader, Signal::KILL) {
            Err(rustix::io::Errno::SRCH) => Ok(()),
            result => Ok(result?),
        }
    }

    /// What the group uses now, or `None` where the system does not say.
    pub fn usage(&self) -> Option<Usage> {
        proc::usage(self.leader.as_raw_nonzero().get())
    }
}

#[cfg(target_os = "linux")]
mod proc {
    //! Reading a group's usage from `/proc/<pid>/stat`, which holds the process
    //! group, the CPU times and the resident set size in one small file.

    use std::fs::File;
    use std::io::Read;
    use std::time::Duration;

    use super::Usage;

    /// One process's line of `/proc/<pid>/stat`, the fields we use.
    #[derive(Debug, PartialEq, Eq)]
    pub struct Stat {
        pub pgrp: i32,
        /// utime + stime + cutime + cstime, in clock ticks.
        pub ticks: u64,
        /// Resident set size, in pages.
        pub rss_pages: u64,
    }

    /// Sums the usage of every process in group `pgid`. Processes that end
    /// while we look are skipped.
    pub fn usage(pgid: i32) -> Option<Usage> {
        let page_kb = (rustix::param::page_size() / 1024) as u64;
        let ticks_per_second = rustix::param::clock_ticks_per_second().max(1);
        let (mut pages, mut ticks) = (0, 0);
        let mut buffer = Vec::with_capacity(512);
        for entry in std::fs::read_dir("/proc").ok()?.flatten() {
            let name = entry.file_name();
            let Some(pid) = name
                .to_str()
                .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
            else {
                continue;
            };
            buffer.clear();
            let read = File::open(format!("/proc/{pid}/stat"))
                .and_then(|mut file| file.read_to_end(&mut buffer));
            if let Some(stat) = read.ok().and_then(|_| parse(&buffer))
                && stat.pgrp == pgid
            {
                pages += stat.rss_pages;
                ticks += stat.ticks;
            }
        }
        let cpu = Duration::from_nanos(ticks * 1_000_000_000 / ticks_per_second);
        Some(Usage {
            rss_kb: pages * page_kb,
            cpu,
        })
    }

    /// The fields we use from a `stat` line. The command name (field 2) may
    /// hold spaces and parentheses, so fields are counted from its last `)`.
    pub fn parse(line: &[u8]) -> Option<Stat> {
        let after = line.iter().rposition(|&b| b == b')')?;
        let text = std::str::from_utf8(&line[after + 1..]).ok()?;
        // Field 3 (the state) is the first after the name.
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        let field = |n: usize| fields.get(n - 3)?.parse::<u64>().ok();
        Some(Stat {
            pgrp: fields.get(5 - 3)?.parse().ok()?,
            ticks: field(14)? + field(15)? + field(16)? + field(17)?,
            rss_pages: field(24)?,
        })
    }
}

#[cfg(not(target_os = "linux"))]
mod proc {
    //! Without `/proc`, nothing is sampled: the memory limit is not enforced.

    use super::Usage;

    /// Nothing to report here.
    pub fn usage(_pgid: i32) -> Option<Usage> {
        None
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::proc::{Stat, parse};

    #[test]
    fn a_stat_line_with_a_strange_name_is_read_from_its_last_parenthesis() {
        let line = b"4242 (a) b (c)) S 1 4242 4242 0 -1 4194560 100 0 0 0 7 3 2 1 20 0 1 0 \
            12345 1000000 250 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n";
        let stat = Stat {
            pgrp: 4242,
            ticks: 13,
            rss_pages: 250,
        };
        assert_eq!(parse(line), Some(stat));
    }

    #[test]
    fn a_cut_stat_line_is_none() {
        assert_eq!(parse(b"4242 (a) S 1 4242"), None);
    }
}
