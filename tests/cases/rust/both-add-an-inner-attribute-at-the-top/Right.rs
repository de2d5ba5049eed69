#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

//! The crate.

mod alpha;
mod beta;
mod gamma;

pub use alpha::run;
