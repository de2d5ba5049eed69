#![forbid(unsafe_code)]

pub mod account;
pub mod algorithms;

pub mod devnet;
pub use devnet::*;

pub mod traits;
pub use traits::*;
