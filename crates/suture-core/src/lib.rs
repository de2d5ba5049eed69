//! The merge engine of suture, in pipeline order.
//!
//! | stage | module | owns |
//! |---|---|---|
//! | text preparation | [`text`] | BOM, line endings, binary detection |
//! | line merge | [`linemerge`] | git-compatible three-way line merge (the fast path) |
//! | revisions | [`revision`] | naming base, left and right; one value per revision |
//! | trees | [`tree`], [`parse`], [`reparse`] | the arena tree, its construction from tree-sitter, incremental parsing |
//! | matching | [`matching`] | GumTree matchings between two trees |
//! | merge | [`merge`] | element identity, class mapping, PCS changesets, 3DM and set merges, rebuild |
//! | render | [`render`] | printing a merged tree with the original formatting |
//! | cascade | [`cascade`] | picking the best of line, region and full structured merge |
//!
//! Language knowledge enters only through [`profile::LanguageProfile`] values, which the
//! `suture-langs` crate builds; this crate links no grammar.

// The line merge names the diff crate by its upstream name.
extern crate gix_imara_diff as imara_diff;

pub mod cascade;
pub mod error;
pub mod linemerge;
mod lines;
pub mod markers;
pub mod matching;
pub mod merge;
pub mod options;
pub mod parse;
pub mod profile;
pub mod render;
pub mod reparse;
pub mod revision;
pub mod text;
pub mod tree;

pub use error::{Error, Result};
pub use options::{ConflictStyle, Labels, MergeOptions};
