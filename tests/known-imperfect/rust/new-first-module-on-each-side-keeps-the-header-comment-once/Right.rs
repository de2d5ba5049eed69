//! The crate.
//! More.
mod zeta;
mod alpha;
mod beta;

fn main() {}
fn other() {}
