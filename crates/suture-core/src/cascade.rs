//! TODO: cascade stage (being written).
