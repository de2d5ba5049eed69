//! TODO: linemerge stage (being written).
