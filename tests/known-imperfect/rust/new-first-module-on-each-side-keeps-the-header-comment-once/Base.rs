//! The crate.
//! More.
mod alpha;
mod beta;

fn main() {}
