//! The crate.
//! More.
<<<<<<< left
mod gamma;
||||||| base
mod alpha;
=======
mod zeta;
mod alpha;
>>>>>>> right
mod beta;

fn main() {}
fn other() {}
