//! TODO: matching stage (being written).
