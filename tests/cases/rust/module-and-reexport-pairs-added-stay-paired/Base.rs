#![forbid(unsafe_code)]

pub mod account;
pub mod algorithms;

pub mod compute_key;
pub use compute_key::*;

pub mod traits;
pub use traits::*;
