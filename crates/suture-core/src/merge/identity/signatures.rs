//! The elements of sets in one revision, with their signatures: for every node, the
//! nearest enclosing element of a commutative parent that has a signature, and how those
//! elements nest. Built once per revision for [`super::same_element`].
//!
//! Owns the tables only; it decides nothing about which elements are the same.

use crate::profile::LanguageProfile;
use crate::tree::{NodeId, Tree};

use super::keys::signature;

/// Per node, the nearest enclosing element of a commutative parent that has a signature
/// (the node itself included), with that element's signature.
pub(super) struct ElementSignatures {
    /// Index into `texts` per node.
    pub(super) of: Vec<Option<u32>>,
    /// The signatures.
    pub(super) texts: Vec<Option<String>>,
    /// The list (commutative parent) holding each element, by the index of `texts`.
    pub(super) lists: Vec<NodeId>,
    /// Each element, by the index of `texts`.
    pub(super) elements: Vec<NodeId>,
    /// The element enclosing each element (its list's nearest element), by the index of
    /// `texts`.
    pub(super) outer: Vec<Option<u32>>,
    /// The elements each element encloses directly (the converse of `outer`).
    pub(super) inner: Vec<Vec<u32>>,
}

/// The signatures of `tree`'s elements; `with_whole`: whole-text signatures count too, and
/// each element is named by the chain of elements around it (between left and right).
pub(super) fn element_signatures(
    tree: &Tree<'_>,
    profile: &LanguageProfile,
    with_whole: bool,
) -> ElementSignatures {
    let mut of: Vec<Option<u32>> = vec![None; tree.len()];
    let (mut texts, mut lists, mut elements, mut outer) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if profile.signatures.is_empty() {
        return ElementSignatures { of, texts, lists, elements, outer, inner: Vec::new() };
    }
    // A signature made of the whole text changes with every edit, so it cannot tell an
    // edited element from another one; only named signatures (keys, names) count.
    // Kinds looked up once (the profile's lists are scanned in order, so the first
    // signature of a kind is the one that counts, as in `LanguageProfile::signature`).
    let mut signed: rustc_hash::FxHashMap<&str, bool> = rustc_hash::FxHashMap::default();
    for sig in &profile.signatures {
        signed.entry(sig.kind).or_insert(with_whole || sig.is_named());
    }
    let sets: rustc_hash::FxHashSet<&str> =
        profile.commutative_parents.iter().map(|c| c.kind).collect();
    for id in tree.ids() {
        let node = tree.node(id);
        let inherited = node.parent.and_then(|p| of[p.index()]);
        let is_element = signed.get(node.kind).copied().unwrap_or(false)
            && node.parent.is_some_and(|p| sets.contains(tree.kind(p)));
        of[id.index()] = if is_element {
            let own = signature(profile, tree, id);
            // Between left and right, an element is named by the whole chain of elements
            // around it: `image` under `cache` is not `image` under `mail`.
            let text = match (with_whole, inherited.and_then(|i| texts[i as usize].clone())) {
                (true, Some(outer)) => own.map(|own| format!("{outer}\u{1}{own}")),
                _ => own,
            };
            texts.push(text);
            lists.push(node.parent.expect("an element has a parent"));
            elements.push(id);
            outer.push(inherited);
            Some(texts.len() as u32 - 1)
        } else {
            inherited
        };
    }
    let mut inner = vec![Vec::new(); texts.len()];
    for (e, o) in outer.iter().enumerate() {
        if let Some(o) = o {
            inner[*o as usize].push(e as u32);
        }
    }
    ElementSignatures { of, texts, lists, elements, outer, inner }
}
