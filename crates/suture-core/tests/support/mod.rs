//! Shared by the property and regression tests: generators, invariant checks, the fuzz
//! targets' checks, and the replay of saved property failures.

#![allow(dead_code)] // Each test binary uses a different part.

pub mod checks;
pub mod fuzz_checks;
pub mod generate;
pub mod replay;
