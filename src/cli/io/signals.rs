//! Stopping cleanly on a signal: `grade` and `hunt` note SIGINT, SIGTERM
//! and SIGHUP instead of dying of them, so that every box is killed, the
//! temporary folders removed, and what was found so far reported; the
//! command then exits 128 and the signal's number, as shells say.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use anyhow::Result;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};

/// The signals that stop a command cleanly.
const STOPPING: [i32; 3] = [SIGINT, SIGTERM, SIGHUP];

/// Whether a stopping signal came, and which.
pub(crate) struct Signals(Arc<AtomicUsize>);

impl Signals {
    /// Notes the stopping signals from now on.
    pub(crate) fn on_signals() -> Result<Signals> {
        let flag = Arc::new(AtomicUsize::new(0));
        for signal in STOPPING {
            signal_hook::flag::register_usize(signal, Arc::clone(&flag), signal as usize)?;
        }
        Ok(Signals(flag))
    }

    /// The flag a sandbox watches to kill its runs (the signal's number,
    /// or 0).
    pub(crate) fn flag(&self) -> Arc<AtomicUsize> {
        Arc::clone(&self.0)
    }

    /// The signal that came, if one did.
    pub(crate) fn signal(&self) -> Option<u8> {
        match self.0.load(Ordering::Relaxed) {
            0 => None,
            signal => Some(u8::try_from(signal).unwrap_or(0)),
        }
    }
}
