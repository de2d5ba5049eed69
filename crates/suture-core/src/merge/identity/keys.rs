//! What identifies an element of a commutative parent: its signature (name, key) and its
//! second unique key, built from the profile's paths, with white space folded; and the
//! keys of data entries handed to the matching.
//!
//! Owns reading these keys off a tree. Must not compare elements: that is
//! [`super::same_element`]'s.

use std::hash::{Hash, Hasher};

use rustc_hash::FxHashSet;

use crate::matching::EntryKeys;
use crate::profile::{LanguageProfile, is_comment_kind};
use crate::tree::{NodeId, Tree};

/// Folds runs of whitespace to one space.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_folded(&mut out, text);
    out
}

/// Appends [`fold`]`(text)` to `out` (keys are built from long element texts: no
/// intermediate list of words).
fn push_folded(out: &mut String, text: &str) {
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
    }
}

/// The signature of an element, from the profile's paths. A path the element lacks (an
/// optional part such as C#'s explicit interface, or one of several alternatives such as
/// TOML's key kinds) adds an empty part; an element with none of its paths has none.
pub fn signature(profile: &LanguageProfile, tree: &Tree, node: NodeId) -> Option<String> {
    let sig = profile.signature(tree.kind(node))?;
    key_at(tree, node, &sig.paths)
}

/// The keys of a tree's data entries, for the matching ([`crate::matching::match_keyed`]):
/// elements of commutative parents named by one key that no edit of the entry changes (a
/// JSON member's, a TOML table's, a dependency's). Declarations in code are left out (a
/// rename keeps them: [`crate::profile::Signature::renamable`]), and so are elements named
/// by several parts (one part edited still names the same element, see
/// [`super::same_element`]) and whole-text signatures.
pub fn entry_keys(profile: &LanguageProfile, tree: &Tree) -> EntryKeys {
    // Looked up once per kind (the first signature of a kind is the one that counts, as in
    // `LanguageProfile::signature`), not once per node.
    let mut keyed: FxHashSet<&str> = FxHashSet::default();
    let mut seen: FxHashSet<&str> = FxHashSet::default();
    for sig in &profile.signatures {
        if seen.insert(sig.kind) && sig.is_named() && !sig.renamable {
            keyed.insert(sig.kind);
        }
    }
    if keyed.is_empty() {
        return EntryKeys::default();
    }
    let sets: FxHashSet<&str> = profile.commutative_parents.iter().map(|c| c.kind).collect();
    let keys = tree
        .ids()
        .map(|id| {
            let node = tree.node(id);
            let in_set = node.parent.is_some_and(|p| sets.contains(tree.kind(p)));
            if !in_set || !keyed.contains(node.kind) {
                return 0;
            }
            match signature(profile, tree, id) {
                // One part present (a key, or one of a key's alternative forms).
                Some(sig)
                    if sig.split('\0').skip(1).filter(|part| !part.is_empty()).count() == 1 =>
                {
                    let mut hasher = rustc_hash::FxHasher::default();
                    sig.hash(&mut hasher);
                    hasher.finish().max(1)
                }
                _ => 0,
            }
        })
        .collect();
    EntryKeys::new(keys)
}

/// The element's second identity, which must be unique among the elements of its list
/// ([`crate::profile::Signature::unique_paths`]), if its kind has one and it holds it.
pub fn unique_key(profile: &LanguageProfile, tree: &Tree, node: NodeId) -> Option<String> {
    let sig = profile.signature(tree.kind(node))?;
    if sig.unique_paths.is_empty() {
        return None;
    }
    key_at(tree, node, &sig.unique_paths)
}

/// The texts at `paths` below `node`, folded and joined after its kind; `None` when the
/// node holds none of them.
fn key_at(tree: &Tree, node: NodeId, paths: &[&'static [&'static str]]) -> Option<String> {
    let mut out = String::from(tree.kind(node));
    let mut found = false;
    for path in paths {
        let mut cur = Some(node);
        for step in path.iter() {
            cur = cur.and_then(|at| {
                tree.children(at).iter().copied().find(|&c| match step.strip_prefix('@') {
                    Some(kind) => tree.kind(c) == kind,
                    None => tree.node(c).field == Some(*step),
                })
            });
        }
        out.push('\0');
        if let Some(cur) = cur {
            found = true;
            push_folded(&mut out, tree.text(cur));
        }
    }
    found.then_some(out)
}

/// How deep below an element its name may stand (`export` > `lexical_declaration` >
/// `variable_declarator` > `name`).
const NAME_DEPTH: usize = 3;

/// The name an element declares: the profile's signature, else the `name` field that
/// tree-sitter grammars give declarations (on the element, or on what it wraps, as in
/// `export const x = ...`). `None` for comments, anonymous nodes and nameless elements.
pub fn declared_name(profile: &LanguageProfile, tree: &Tree, node: NodeId) -> Option<String> {
    if !tree.node(node).named || is_comment_kind(tree.kind(node)) {
        return None;
    }
    signature(profile, tree, node).or_else(|| {
        let mut level = vec![node];
        for _ in 0..NAME_DEPTH {
            let named = level
                .iter()
                .flat_map(|&n| tree.children(n))
                .find(|&&c| tree.node(c).field == Some("name"));
            if let Some(&c) = named {
                return Some(format!("{} {}", tree.kind(node), tree.text(c)));
            }
            level = level.iter().flat_map(|&n| tree.children(n).iter().copied()).collect();
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::{CommutativeParent, Signature};

    fn keys_of_pairs(signature: Signature) -> Vec<u64> {
        let profile =
            LanguageProfile::new("JSON-test", &["json"], tree_sitter_json::LANGUAGE.into())
                .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
                .signatures([signature]);
        let tree =
            crate::parse::parse("{\"a\": {\"x\": 1}, \"b\": 2, \"a2\": 3}\n", &profile).unwrap();
        let keys = entry_keys(&profile, &tree);
        let matching = crate::matching::match_keyed(
            &tree,
            &tree,
            &crate::matching::MatchConfig::default(),
            keys.clone(),
            keys,
        );
        tree.ids().filter(|&id| tree.kind(id) == "pair").map(|id| matching.key(true, id)).collect()
    }

    #[test]
    fn data_entries_are_keyed_by_their_key_and_code_names_are_not() {
        let keys = keys_of_pairs(Signature::new("pair", &[&["key"]]));
        // Four pairs, the nested one included, each keyed, all keys different.
        assert_eq!(keys.len(), 4);
        assert!(keys.iter().all(|&k| k != 0));
        let distinct: rustc_hash::FxHashSet<u64> = keys.iter().copied().collect();
        assert_eq!(distinct.len(), 4);
        // A renamable name may change and still name the element: no key.
        let keys = keys_of_pairs(Signature::new("pair", &[&["key"]]).renamable());
        assert!(keys.iter().all(|&k| k == 0));
        // A whole-text signature changes with every edit: no key.
        let keys = keys_of_pairs(Signature::whole("pair"));
        assert!(keys.iter().all(|&k| k == 0));
    }
}
