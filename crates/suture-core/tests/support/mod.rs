//! Shared by the property tests: generators and the invariant checks.

pub mod checks;
pub mod generate;
