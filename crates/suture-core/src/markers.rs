//! TODO: markers stage (being written).
