#![forbid(unsafe_code)]

#[cfg(feature = "metrics")]
#[macro_use]
extern crate prometheus;

#[macro_use]
extern crate log;
#[macro_use]
extern crate serde_derive;

pub mod config;
pub mod server;
