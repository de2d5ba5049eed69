//! TODO: render stage (being written).
