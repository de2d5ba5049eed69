//! The attempts store seen through `review` and `report`.
