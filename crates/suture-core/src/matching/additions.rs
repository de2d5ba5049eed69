//! Between left and right, the nodes that neither side took from the base are additions.
//! Two additions are one element only as wholes: the top-down phase pairs any identical
//! subtrees, so a parameter `int fd` in left's new prototype and the same parameter in
//! right's unrelated new prototype come out paired, and the merge then sees one node under
//! two parents (a move where there is none). Where each side added its own element to one
//! list (the two additions' parents are one base node) and the two are not paired as
//! wholes, this pass unpairs their pieces. Additions elsewhere keep their pairs: there the
//! matching of the sides against the base may have split an edit oddly, and the pieces
//! paired across are what still tells the merge that both sides wrote the same thing.
//!
//! It only removes pairs from a finished left–right matching; it decides nothing else.

use super::Matching;
use crate::tree::{NodeId, Tree};

/// For each node of `tree`, the top of the addition it belongs to: the highest ancestor
/// (or itself) with no counterpart in the base, `None` for nodes the base has.
fn addition_roots(tree: &Tree<'_>, in_base: impl Fn(NodeId) -> bool) -> Vec<Option<NodeId>> {
    let mut roots: Vec<Option<NodeId>> = vec![None; tree.len()];
    // Pre-order: a parent's entry is known before its children's.
    for id in tree.ids() {
        if in_base(id) {
            continue;
        }
        let inherited = tree.parent(id).and_then(|p| roots[p.index()]);
        roots[id.index()] = Some(inherited.unwrap_or(id));
    }
    roots
}

/// Removes from `left_right` the pairs of added nodes whose additions are not paired.
pub fn keep_additions_whole(
    left_right: &mut Matching,
    left: &Tree<'_>,
    right: &Tree<'_>,
    base_left: &Matching,
    base_right: &Matching,
) {
    let left_roots = addition_roots(left, |n| base_left.has_dst(n));
    let right_roots = addition_roots(right, |n| base_right.has_dst(n));
    let stray: Vec<NodeId> = left_right
        .pairs()
        .filter(|&(a, b)| {
            let (Some(top_a), Some(top_b)) = (left_roots[a.index()], right_roots[b.index()]) else {
                return false;
            };
            let in_base_left = left.parent(top_a).and_then(|p| base_left.src(p));
            let in_base_right = right.parent(top_b).and_then(|p| base_right.src(p));
            in_base_left.is_some()
                && in_base_left == in_base_right
                && left_right.dst(top_a) != Some(top_b)
        })
        .map(|(a, _)| a)
        .collect();
    for a in stray {
        left_right.remove_src(a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching::{MatchConfig, match_trees};
    use crate::parse::parse;
    use crate::profile::LanguageProfile;

    fn matchings(base: &str, left: &str, right: &str, check: impl Fn(&Tree, &Tree, Matching)) {
        let json = LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into());
        let [b, l, r] = [base, left, right].map(|t| parse(t, &json).unwrap());
        let bl = match_trees(&b, &l, &MatchConfig::default());
        let br = match_trees(&b, &r, &MatchConfig::default());
        let mut lr = match_trees(&l, &r, &MatchConfig::conservative());
        keep_additions_whole(&mut lr, &l, &r, &bl, &br);
        check(&l, &r, lr);
    }

    fn find(tree: &Tree, text: &str) -> NodeId {
        tree.ids().find(|&id| tree.text(id) == text).expect("node with that text")
    }

    #[test]
    fn pieces_of_two_different_additions_are_not_paired() {
        let base = "[{\"name\": \"a\"}]";
        let left = "[{\"name\": \"a\"}, {\"name\": \"read\", \"tags\": [\"io\", \"fs\"]}]";
        let right = "[{\"name\": \"a\"}, {\"name\": \"write\", \"tags\": [\"io\", \"fs\"]}]";
        matchings(base, left, right, |l, r, lr| {
            // The same tag list in two different new entries: each entry keeps its own.
            let tags = "[\"io\", \"fs\"]";
            assert_eq!(lr.dst(find(l, tags)), None);
            assert_eq!(lr.src(find(r, tags)), None);
            // What the base had stays paired.
            assert_eq!(lr.dst(find(l, "\"a\"")), Some(find(r, "\"a\"")));
        });
    }

    #[test]
    fn one_addition_made_by_both_sides_stays_paired_inside() {
        let base = "[{\"name\": \"a\"}]";
        let both = "[{\"name\": \"a\"}, {\"name\": \"read\", \"tags\": [\"io\", \"fs\"]}]";
        matchings(base, both, both, |l, r, lr| {
            let tags = "[\"io\", \"fs\"]";
            assert_eq!(lr.dst(find(l, tags)), Some(find(r, tags)));
        });
    }
}
