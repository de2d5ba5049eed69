//! The crate.
//! More.
mod gamma;
mod zeta;
mod beta;

fn main() {}
fn other() {}
