//! Shared by the property and regression tests: generators, invariant checks, and the
//! fuzz targets' checks.

#![allow(dead_code)] // Each test binary uses a different part.

pub mod checks;
pub mod fuzz_checks;
pub mod generate;
