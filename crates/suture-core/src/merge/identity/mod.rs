//! Element identity: what decides that two nodes are "the same element" of a set (a
//! JSON member, an import, a method) across revisions. The signature of an element (its
//! name or key, from the profile's paths) and its second unique key ([`keys`]); the keys
//! of data entries that the matching must not pair across ([`entry_keys`]); and the rules
//! by which the class mapping refuses a matched pair whose elements differ, unless one is
//! an edit or a rename of the other ([`same_element`], over the tables of [`signatures`]).
//!
//! This module sits below both the class mapping ([`super::classes`]) and the set merge
//! ([`super::commutative`]), which ask it; it imports neither. It does not build classes,
//! merge lists, nor print anything.

mod keys;
mod same_element;
mod signatures;

pub use keys::{declared_name, entry_keys, fold, signature, unique_key};
pub use same_element::{ElementTables, PairFilter, SameElements};
