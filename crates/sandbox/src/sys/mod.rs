//! What differs between systems, a file for each choice rather than a
//! `cfg` on each function:
//!
//! - how a group's usage is sampled: `linux.rs` reads `/proc`; `other.rs`
//!   samples nothing, so the memory limit is not enforced there;
//! - how the leader's exit is seen: `waitid.rs` looks without reaping it;
//!   `openbsd.rs`, where there is no `waitid`, reaps it.

use std::time::Duration;

#[cfg(target_os = "linux")]
mod linux;
#[cfg(not(target_os = "linux"))]
mod other;

#[cfg(target_os = "openbsd")]
mod openbsd;
#[cfg(not(target_os = "openbsd"))]
mod waitid;

#[cfg(target_os = "linux")]
pub(crate) use linux::Sampler;
#[cfg(not(target_os = "linux"))]
pub(crate) use other::Sampler;

#[cfg(target_os = "openbsd")]
pub(crate) use openbsd::leader_exited;
#[cfg(not(target_os = "openbsd"))]
pub(crate) use waitid::leader_exited;

/// What the processes of one group use at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Usage {
    /// The sum of their resident set sizes, in KB.
    pub(crate) rss_kb: u64,
    /// The sum of their user and system CPU time, with that of the children
    /// they have reaped.
    pub(crate) cpu: Duration,
}
