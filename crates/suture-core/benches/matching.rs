//! Matching benchmark (being written).

fn main() {}
