//! Fuzzes the conflict-marker parser (see `check_markers`).

#![no_main]

#[path = "../../crates/suture-core/tests/support/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check_markers(data));
