#![deny(missing_docs)]
#![forbid(unsafe_code)]

//! The crate.

mod alpha;
mod beta;

pub use alpha::run;
