//! Fuzzes the line merge on `mode, base 0xFF left 0xFF right` (see `check_line_merge`).

#![no_main]

#[path = "../../crates/suture-core/tests/support/fuzz_checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check_line_merge(data));
