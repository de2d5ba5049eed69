//! Between left and right, the nodes that neither side took from the base are additions.
//! Two additions are one element only as wholes: the top-down phase pairs any identical
//! subtrees, so a parameter `int fd` in left's new prototype and the same parameter in
//! right's unrelated new prototype come out paired, and the merge then sees one node under
//! two parents (a move where there is none). Where each side added its own element to one
//! list (the two additions' parents are one base node) and the two are not paired as
//! wholes, this pass unpairs their pieces. Additions elsewhere keep their pairs when they
//! are large, or when something around them corresponds (an ancestor pair, or ancestors
//! taken from one base node): there the matching of the sides against the base may have
//! split an edit oddly, and the pieces paired across are what still tells the merge that
//! both sides wrote the same thing. A small, wholly new piece with nothing around it in
//! common, neither an ancestor nor the tokens on its two ends (the `(name)` of left's new
//! statement and of right's rewrite of the next one) is a look-alike: paired, it would make
//! two new elements one, and the merge could not keep both.
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

/// Largest piece (in nodes) of two different additions, all new on both sides, that stays
/// paired although nothing around it corresponds, neither in the tree nor in the text. An
/// argument list `(name)` or `()` in one side's new statement and the same tokens in the
/// other side's rewrite of a neighbouring statement are pieces this small; paired, they put
/// two different new elements in one class, and the merge can no longer keep both. A
/// larger identical piece is more likely the same code written twice.
const MAX_UNANCHORED_PIECE: u32 = 8;

/// Removes from `left_right` the pairs of added nodes whose additions are not paired: all of
/// them where each side added its own element to one list, and small pieces paired across
/// additions in unrelated places (see [`MAX_UNANCHORED_PIECE`]).
pub fn keep_additions_whole(
    left_right: &mut Matching,
    left: &Tree<'_>,
    right: &Tree<'_>,
    base_left: &Matching,
    base_right: &Matching,
) {
    let left_roots = addition_roots(left, |n| base_left.has_dst(n));
    let right_roots = addition_roots(right, |n| base_right.has_dst(n));
    let left_leaves: Vec<NodeId> = left.ids().filter(|&id| left.node(id).is_leaf()).collect();
    let right_leaves: Vec<NodeId> = right.ids().filter(|&id| right.node(id).is_leaf()).collect();
    let mut stray: Vec<NodeId> = Vec::new();
    let mut unanchored: Vec<(NodeId, NodeId)> = Vec::new();
    for (a, b) in left_right.pairs() {
        let (Some(top_a), Some(top_b)) = (left_roots[a.index()], right_roots[b.index()]) else {
            continue;
        };
        if left_right.dst(top_a) == Some(top_b) {
            continue;
        }
        let in_base_left = left.parent(top_a).and_then(|p| base_left.src(p));
        let in_base_right = right.parent(top_b).and_then(|p| base_right.src(p));
        if in_base_left.is_some() && in_base_left == in_base_right {
            stray.push(a);
            continue;
        }
        let piece_root = match (left.parent(a), right.parent(b)) {
            (Some(pa), Some(pb)) => left_right.dst(pa) != Some(pb),
            _ => true,
        };
        let corresponds = |x: NodeId, y: NodeId| {
            left_right.dst(x) == Some(y)
                || base_left.src(x).is_some_and(|o| base_right.src(y) == Some(o))
        };
        if piece_root
            && left.node(a).size.max(right.node(b).size) <= MAX_UNANCHORED_PIECE
            && !surroundings_correspond(left, a, top_a, right, b, top_b, corresponds)
            && !text_continues_alike(left, &left_leaves, a, right, &right_leaves, b)
            && wholly_added(left, a, |n| base_left.has_dst(n))
            && wholly_added(right, b, |n| base_right.has_dst(n))
        {
            unanchored.push((a, b));
        }
    }
    for a in stray {
        left_right.remove_src(a);
    }
    for (a, b) in unanchored {
        unpair_within(left_right, left, a, right, b);
    }
}

/// Removes every pair from the subtree of `a` (left) into the subtree of `b` (right).
fn unpair_within(
    left_right: &mut Matching,
    left: &Tree<'_>,
    a: NodeId,
    right: &Tree<'_>,
    b: NodeId,
) {
    let in_b = |y: NodeId| y.0 >= b.0 && y.0 < b.0 + right.node(b).size;
    for x in (a.0..a.0 + left.node(a).size).map(NodeId) {
        if left_right.dst(x).is_some_and(in_b) {
            left_right.remove_src(x);
        }
    }
}

/// Unpairs two whole additions to one base list that the profile names differently (two
/// struct fields of different names, two functions): the conservative matching may still
/// pair them on their likeness (the same type, the same shape), and one class for two
/// elements would make the merge see one element edited two ways where each side added its
/// own. `name` gives a node's declared name, `None` where the profile gives it none (then
/// the pair stands).
pub fn unpair_additions_named_apart(
    left_right: &mut Matching,
    left: &Tree<'_>,
    right: &Tree<'_>,
    base_left: &Matching,
    base_right: &Matching,
    name: impl Fn(&Tree<'_>, NodeId) -> Option<String>,
) {
    let left_roots = addition_roots(left, |n| base_left.has_dst(n));
    let right_roots = addition_roots(right, |n| base_right.has_dst(n));
    let apart: Vec<(NodeId, NodeId)> = left_right
        .pairs()
        .filter(|&(a, b)| {
            left_roots[a.index()] == Some(a)
                && right_roots[b.index()] == Some(b)
                && left.text(a) != right.text(b)
        })
        .filter(|&(a, b)| {
            let in_base_left = left.parent(a).and_then(|p| base_left.src(p));
            in_base_left.is_some()
                && in_base_left == right.parent(b).and_then(|p| base_right.src(p))
        })
        .filter(|&(a, b)| matches!((name(left, a), name(right, b)), (Some(x), Some(y)) if x != y))
        .collect();
    for (a, b) in apart {
        unpair_within(left_right, left, a, right, b);
    }
}

/// Whether the tokens just before and just after the piece `a` are the same as around `b`:
/// then the piece is part of a longer run both sides wrote alike (the tree cut it out only
/// because the two sides nest it differently, as a method chain both sides grew by the same
/// call while one also edited an earlier link), and the pair is what tells the merge that
/// both sides wrote the same thing. A look-alike differs around it: `len(sales)` against
/// `settled(sales)`. One of the two tokens must be a word: `;` before and `}` after stand
/// around any statement, so a `continue;` closing two different new blocks is no evidence.
fn text_continues_alike(
    left: &Tree<'_>,
    left_leaves: &[NodeId],
    a: NodeId,
    right: &Tree<'_>,
    right_leaves: &[NodeId],
    b: NodeId,
) -> bool {
    // Pre-order ids: the leaves of a subtree are contiguous, and the leaf just before it
    // (after it) is the last leaf with a smaller id (the first past its range).
    let around = |tree: &Tree<'_>, leaves: &[NodeId], id: NodeId| {
        let start = leaves.partition_point(|&l| l.0 < id.0);
        let end = leaves.partition_point(|&l| l.0 < id.0 + tree.node(id).size);
        (start.checked_sub(1).map(|i| leaves[i]), leaves.get(end).copied())
    };
    let same = |x: Option<NodeId>, y: Option<NodeId>| match (x, y) {
        (Some(x), Some(y)) => left.kind(x) == right.kind(y) && left.text(x) == right.text(y),
        _ => false,
    };
    let (before_a, after_a) = around(left, left_leaves, a);
    let (before_b, after_b) = around(right, right_leaves, b);
    // Punctuation (`;` before, `}` after) surrounds any statement: only a word vouches.
    let word = |x: Option<NodeId>| {
        x.is_some_and(|x| left.text(x).chars().any(|c| c.is_alphanumeric() || c == '_'))
    };
    same(before_a, before_b) && same(after_a, after_b) && (word(before_a) || word(after_a))
}

/// Whether no node of the subtree of `root` comes from the base. A piece that holds base
/// code is an edit of it (`u2` made `u2()`), and its pair may be the only link between two
/// edits of that one base element (the other side moved `u2` and made it `u2()` too).
fn wholly_added(tree: &Tree<'_>, root: NodeId, in_base: impl Fn(NodeId) -> bool) -> bool {
    (root.0..root.0 + tree.node(root).size).all(|i| !in_base(NodeId(i)))
}

/// Whether some ancestor of `a` (up to the first one the base has, the parent of its
/// addition `top_a`) corresponds to some ancestor of `b` (likewise): paired left to right,
/// or both taken from one base node. Two pieces with corresponding surroundings stand in
/// one place of the code; without, they are two unrelated additions that look alike.
fn surroundings_correspond(
    left: &Tree<'_>,
    a: NodeId,
    top_a: NodeId,
    right: &Tree<'_>,
    b: NodeId,
    top_b: NodeId,
    corresponds: impl Fn(NodeId, NodeId) -> bool,
) -> bool {
    let chain = |tree: &Tree<'_>, from: NodeId, top: NodeId| {
        let stop = tree.parent(top);
        let mut chain = Vec::new();
        let mut at = tree.parent(from);
        while let Some(node) = at {
            chain.push(node);
            if Some(node) == stop {
                break;
            }
            at = tree.parent(node);
        }
        chain
    };
    let right_chain = chain(right, b, top_b);
    chain(left, a, top_a).into_iter().any(|x| right_chain.iter().any(|&y| corresponds(x, y)))
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

    /// Base and right of the look-alike tests: right adds `"extra": PIECE` to the old entry.
    fn base_and_right(piece: &str) -> (String, String) {
        let base = "[{\"name\": \"a\", \"tags\": [\"x\"]}]".to_owned();
        let right = format!("[{{\"name\": \"a\", \"tags\": [\"x\"], \"extra\": {piece}}}]");
        (base, right)
    }

    #[test]
    fn small_look_alike_pieces_of_unrelated_additions_are_not_paired() {
        // Left inserts a list before the entry right edits; right's edit holds the same
        // small list in another place (a member of the old entry), between other tokens.
        let piece = "[\"io\"]";
        let (base, right) = base_and_right(piece);
        let left = format!("[{piece}, {{\"name\": \"a\", \"tags\": [\"x\"]}}]");
        matchings(&base, &left, &right, |l, r, lr| {
            assert_eq!(lr.dst(find(l, piece)), None);
            assert_eq!(lr.src(find(r, piece)), None);
            assert_eq!(lr.dst(find(l, "\"io\"")), None);
            // What the base had stays paired.
            assert_eq!(lr.dst(find(l, "[\"x\"]")), Some(find(r, "[\"x\"]")));
        });
    }

    #[test]
    fn large_look_alike_pieces_of_unrelated_additions_stay_paired() {
        // As above with a list too long to be alike by chance: the same code written
        // twice, which the merge may still follow.
        let piece = "[\"io\", \"fs\", \"net\", \"time\"]";
        let (base, right) = base_and_right(piece);
        let left = format!("[{piece}, {{\"name\": \"a\", \"tags\": [\"x\"]}}]");
        matchings(&base, &left, &right, |l, r, lr| {
            assert_eq!(lr.dst(find(l, piece)), Some(find(r, piece)));
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
