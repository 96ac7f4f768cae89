//! The fuzz target; the checks are in `checks/engine.rs`.

#![no_main]

#[path = "../checks/engine.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
