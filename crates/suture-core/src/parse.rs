//! TODO: parse stage (being written).
