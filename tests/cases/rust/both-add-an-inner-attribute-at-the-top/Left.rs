#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![warn(clippy::pedantic)]

//! The crate.

mod alpha;
mod beta;

pub use alpha::run;
