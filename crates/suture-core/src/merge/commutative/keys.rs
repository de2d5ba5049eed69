//! What identifies an element of a commutative parent: its signature (name, key) and its
//! second unique key, built from the profile's paths, with white space folded.

use crate::profile::LanguageProfile;
use crate::tree::{NodeId, Tree};

/// Folds runs of whitespace to one space.
pub(super) fn fold(text: &str) -> String {
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

/// The element's second identity, which must be unique among the elements of its list
/// ([`crate::profile::Signature::unique_paths`]), if its kind has one and it holds it.
pub(super) fn unique_key(profile: &LanguageProfile, tree: &Tree, node: NodeId) -> Option<String> {
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
