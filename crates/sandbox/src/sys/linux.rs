//! What a process group uses on Linux: resident memory and CPU time, read
//! from `/proc/<pid>/stat`, which holds a process's group, CPU times and
//! resident set size in one small file.
//!
//! Reading the whole of `/proc` costs about a millisecond on a machine with a
//! hundred processes (`sampling_cost` below measures it), too much to do a
//! hundred times a second for every run. So a full scan, which finds the
//! group's new processes, is done every [`FULL_SCAN`]th sample, and the
//! samples in between read only the members already known: a process forked
//! since the last full scan is counted up to [`FULL_SCAN`] samples late.

use std::io::Read;
use std::time::Duration;

use super::Usage;

/// One sample in this many reads all of `/proc`.
pub(crate) const FULL_SCAN: u32 = 10;

/// Samples one group's usage, remembering its members between samples.
#[derive(Debug)]
pub(crate) struct Sampler {
    pgid: i32,
    /// The pids found in the group by the last sample.
    members: Vec<i32>,
    /// Samples taken so far.
    samples: u32,
    buffer: Vec<u8>,
}

impl Sampler {
    /// A sampler for the group `pgid`.
    pub(crate) fn new(pgid: i32) -> Sampler {
        Sampler {
            pgid,
            members: vec![pgid],
            samples: 0,
            buffer: Vec::with_capacity(512),
        }
    }

    /// What the group uses now, or `None` when `/proc` cannot be read.
    /// Processes that end while we look are skipped.
    pub(crate) fn sample(&mut self) -> Option<Usage> {
        let full = self.samples.is_multiple_of(FULL_SCAN);
        self.samples = self.samples.wrapping_add(1);
        let candidates = if full {
            all_pids()?
        } else {
            std::mem::take(&mut self.members)
        };
        self.members.clear();
        let (mut pages, mut ticks) = (0, 0);
        for pid in candidates {
            if let Some(stat) = self.stat(pid)
                && stat.pgrp == self.pgid
            {
                self.members.push(pid);
                pages += stat.rss_pages;
                ticks += stat.ticks;
            }
        }
        Some(usage(pages, ticks))
    }

    /// The stat line of `pid`, if it still runs.
    fn stat(&mut self, pid: i32) -> Option<Stat> {
        self.buffer.clear();
        std::fs::File::open(format!("/proc/{pid}/stat"))
            .and_then(|mut file| file.read_to_end(&mut self.buffer))
            .ok()?;
        parse(&self.buffer)
    }
}

/// The pids of all processes.
fn all_pids() -> Option<Vec<i32>> {
    let entries = std::fs::read_dir("/proc").ok()?;
    let pids = entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse().ok());
    Some(pids.collect())
}

/// Pages and clock ticks as a [`Usage`].
fn usage(pages: u64, ticks: u64) -> Usage {
    let page_kb = (rustix::param::page_size() / 1024) as u64;
    let ticks_per_second = rustix::param::clock_ticks_per_second().max(1);
    Usage {
        rss_kb: pages * page_kb,
        cpu: Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / ticks_per_second),
    }
}

/// One process's line of `/proc/<pid>/stat`, the fields we use.
#[derive(Debug, PartialEq, Eq)]
struct Stat {
    pgrp: i32,
    /// utime + stime + cutime + cstime, in clock ticks.
    ticks: u64,
    /// Resident set size, in pages.
    rss_pages: u64,
}

/// The fields we use from a `stat` line. The command name (field 2) may hold
/// spaces and parentheses, so fields are counted from its last `)`.
fn parse(line: &[u8]) -> Option<Stat> {
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

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_test_process_is_found_in_its_own_group() {
        let pgid = rustix::process::getpgrp().as_raw_nonzero().get();
        let mut sampler = Sampler::new(pgid);
        for _ in 0..2 * FULL_SCAN {
            let usage = sampler.sample().expect("Linux has /proc");
            assert!(usage.rss_kb > 0 && !sampler.members.is_empty());
        }
    }

    /// What a sample costs here (`cargo test --release -p ttt-sandbox
    /// sampling_cost -- --ignored --nocapture`).
    #[test]
    #[ignore = "a measurement, not a check"]
    fn sampling_cost() {
        let pgid = rustix::process::getpgrp().as_raw_nonzero().get();
        let processes = all_pids().map_or(0, |pids| pids.len());
        for every in [1, FULL_SCAN] {
            let mut sampler = Sampler::new(pgid);
            let began = std::time::Instant::now();
            for i in 0..1000 {
                // A sampler made afresh each time always scans all of /proc.
                if every == 1 || i == 0 {
                    sampler = Sampler::new(pgid);
                }
                assert!(sampler.sample().is_some());
            }
            let each = began.elapsed() / 1000;
            eprintln!("{each:?} a sample, full scan every {every}, {processes} processes");
        }
    }
}
