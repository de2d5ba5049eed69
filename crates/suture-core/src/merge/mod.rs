//! TODO: merge stage (being written).
