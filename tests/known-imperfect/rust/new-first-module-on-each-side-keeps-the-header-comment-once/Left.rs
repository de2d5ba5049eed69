//! The crate.
//! More.
mod gamma;
mod beta;

fn main() {}
