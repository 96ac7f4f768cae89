//! The fuzz target; the checks are in `checks/input_path.rs`.

#![no_main]

#[path = "../checks/input_path.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check(data));
