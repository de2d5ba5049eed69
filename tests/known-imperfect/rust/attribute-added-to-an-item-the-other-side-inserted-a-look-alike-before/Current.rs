#![forbid(unsafe_code)]

<<<<<<< left
#[cfg(feature = "metrics")]
#[macro_use]
extern crate prometheus;

||||||| base
=======
#[allow(unused_imports)]
>>>>>>> right
#[macro_use]
extern crate log;
#[macro_use]
extern crate serde_derive;

pub mod config;
pub mod server;
