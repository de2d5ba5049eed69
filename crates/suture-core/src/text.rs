//! TODO: text stage (being written).
