#![forbid(unsafe_code)]

#[cfg(feature = "metrics")]
#[macro_use]
extern crate prometheus;

#[allow(unused_imports)]
#[macro_use]
extern crate log;
#[macro_use]
extern crate serde_derive;

pub mod config;
pub mod server;
