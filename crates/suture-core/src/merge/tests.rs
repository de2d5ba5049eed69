//! Merge tables over small JSON documents parsed by tree-sitter-json (a dev-dependency
//! only), with profiles written here: the merge of sets and lists, conflicts, identities
//! and limits, from data alone. Merges of whole manifests are in `tests_parsed.rs` and in
//! the golden cases (`tests/cases/json`).

use super::*;
use crate::options::ConflictStyle;
use crate::profile::{CommutativeParent, Signature};
use crate::revision::{Rev, ThreeWay};

/// `source` parsed as JSON with `profile`.
fn tree<'s>(source: &'s str, profile: &LanguageProfile) -> Tree<'s> {
    crate::parse::parse(source, profile).expect("parses")
}

pub(crate) fn json_profile() -> LanguageProfile {
    LanguageProfile::new("JSON-test", &["json"], tree_sitter_json::LANGUAGE.into())
        .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
        .signatures([Signature::new("pair", &[&["key"]])])
}

fn merge_with(base: &str, left: &str, right: &str, options: &MergeOptions) -> StructuredMerge {
    let profile = json_profile();
    let (b, l, r) = (tree(base, &profile), tree(left, &profile), tree(right, &profile));
    merge_trees(&b, &l, &r, &profile, options).expect("merge")
}

fn merge(base: &str, left: &str, right: &str) -> String {
    let options = MergeOptions { style: ConflictStyle::Merge, ..MergeOptions::default() };
    merge_with(base, left, right, &options).text
}

/// `merge(base, left, right) == expected`, all clean.
#[test]
fn clean_merges() {
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        (
            "both sides add different members: left's then right's",
            "{\n  \"a\": 1\n}\n",
            "{\n  \"a\": 1,\n  \"b\": 2\n}\n",
            "{\n  \"a\": 1,\n  \"c\": 3\n}\n",
            "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n",
        ),
        (
            "identical additions appear once",
            "{\"a\": 1}",
            "{\"a\": 1, \"b\": 2}",
            "{\"a\": 1, \"b\": 2}",
            "{\"a\": 1, \"b\": 2}",
        ),
        (
            "one-sided change",
            "{\"a\": 1, \"b\": 2}",
            "{\"a\": 1, \"b\": 5}",
            "{\"a\": 1, \"b\": 2}",
            "{\"a\": 1, \"b\": 5}",
        ),
        (
            "changes to different members",
            "{\"a\": 1, \"b\": 2}",
            "{\"a\": 7, \"b\": 2}",
            "{\"a\": 1, \"b\": 8}",
            "{\"a\": 7, \"b\": 8}",
        ),
        (
            "ordered list: edits to different elements",
            "[1, 2, 3]",
            "[10, 2, 3]",
            "[1, 2, 30]",
            "[10, 2, 30]",
        ),
        (
            "ordered list: inserts at different places",
            "[1, 2, 3]",
            "[0, 1, 2, 3]",
            "[1, 2, 3, 4]",
            "[0, 1, 2, 3, 4]",
        ),
        (
            "deletion on one side, addition on the other",
            "{\"a\": 1, \"b\": 2}",
            "{\"b\": 2}",
            "{\"a\": 1, \"b\": 2, \"c\": 3}",
            "{\"b\": 2, \"c\": 3}",
        ),
        (
            "addition placed after its neighbour on its side",
            "{\n  \"a\": 1,\n  \"z\": 2\n}",
            "{\n  \"z\": 2,\n  \"a\": 1\n}",
            "{\n  \"a\": 1,\n  \"b\": 5,\n  \"z\": 2\n}",
            "{\n  \"z\": 2,\n  \"a\": 1,\n  \"b\": 5\n}",
        ),
        (
            "sorted lists stay sorted",
            "{\"b\": 1, \"d\": 1}",
            "{\"a\": 1, \"b\": 1, \"d\": 1}",
            "{\"b\": 1, \"c\": 1, \"d\": 1}",
            "{\"a\": 1, \"b\": 1, \"c\": 1, \"d\": 1}",
        ),
        (
            "a member moved into a nested object on one side, edited on the other",
            "{\"x\": {\"k\": 0}, \"a\": [5], \"b\": [6], \"m\": [1]}",
            "{\"x\": {\"k\": 0, \"m\": [1]}, \"a\": [5], \"b\": [6]}",
            "{\"x\": {\"k\": 0}, \"a\": [5], \"b\": [6], \"m\": [2]}",
            "{\"x\": {\"k\": 0, \"m\": [2]}, \"a\": [5], \"b\": [6]}",
        ),
        (
            "a comment before a member moves with it",
            "{\n  \"a\": 1,\n  // about b\n  \"b\": 2\n}",
            "{\n  // about b\n  \"b\": 2,\n  \"a\": 1\n}",
            "{\n  \"a\": 1,\n  // about b\n  \"b\": 2,\n  \"c\": 3\n}",
            // c follows its neighbour b, as in right.
            "{\n  // about b\n  \"b\": 2,\n  \"c\": 3,\n  \"a\": 1\n}",
        ),
    ];
    for &(name, base, left, right, expected) in cases {
        assert_eq!(merge(base, left, right), expected, "{name}");
        // Swapping the sides merges to the same clean text except for order.
        let swapped = merge_with(base, right, left, &MergeOptions::default());
        assert_eq!(swapped.conflicts, 0, "{name} (swapped): {}", swapped.text);
    }
}

#[test]
fn unchanged_formatting_is_kept_byte_for_byte() {
    let base = "{\n    \"a\":   [1,2],\n\n  \"b\" : {\"x\":true}\n}\n";
    let left = "{\n    \"a\":   [1,2],\n\n  \"b\" : {\"x\":false}\n}\n";
    let right = "{\n    \"a\":   [1,2],\n\n  \"b\" : {\"x\":true},\n  \"c\": 1\n}\n";
    assert_eq!(
        merge(base, left, right),
        "{\n    \"a\":   [1,2],\n\n  \"b\" : {\"x\":false},\n  \"c\": 1\n}\n"
    );
}

#[test]
fn identities_hold() {
    let texts = [
        "{\"a\": 1}",
        "{\n  \"a\": [1, 2],\n  \"b\": {\"c\": null}\n}\n",
        "[1, 2, {\"x\": 3}]",
        "{ \"a\" : 1 , \"b\":2 }",
    ];
    for b in texts {
        for x in texts {
            assert_eq!(merge(b, x, x), x, "merge(B, X, X) with B={b:?} X={x:?}");
            assert_eq!(merge(b, b, x), x, "merge(B, B, X) with B={b:?} X={x:?}");
            assert_eq!(merge(b, x, b), x, "merge(B, X, B) with B={b:?} X={x:?}");
        }
    }
}

#[test]
fn same_key_different_values_is_a_conflict_with_both_variants() {
    let r = merge_with(
        "{\n  \"a\": 1\n}\n",
        "{\n  \"a\": 1,\n  \"b\": 2\n}\n",
        "{\n  \"a\": 1,\n  \"b\": 3\n}\n",
        &MergeOptions::default(),
    );
    assert_eq!(r.conflicts, 1);
    assert_eq!(
        r.text,
        "{\n  \"a\": 1,\n<<<<<<< left\n  \"b\": 2\n||||||| base\n=======\n  \"b\": 3\n>>>>>>> right\n}\n"
    );
}

#[test]
fn both_change_one_value_is_a_narrow_conflict() {
    let r = merge_with(
        "{\n  \"a\": 1,\n  \"b\": 2\n}\n",
        "{\n  \"a\": 1,\n  \"b\": 20\n}\n",
        "{\n  \"a\": 1,\n  \"b\": 30\n}\n",
        &MergeOptions::default(),
    );
    assert_eq!(r.conflicts, 1);
    assert_eq!(
        r.text,
        "{\n  \"a\": 1,\n<<<<<<< left\n  \"b\": 20\n||||||| base\n  \"b\": 2\n=======\n  \"b\": 30\n>>>>>>> right\n}\n"
    );
    let compact = merge_with(
        "{\"b\": 2}",
        "{\"b\": 20}",
        "{\"b\": 30}",
        &MergeOptions { compact: true, ..MergeOptions::default() },
    );
    assert_eq!(
        compact.text,
        "{\"b\": \n<<<<<<< left\n20\n||||||| base\n2\n=======\n30\n>>>>>>> right\n}"
    );
}

#[test]
fn delete_modify_is_a_conflict() {
    let r = merge_with(
        "{\n  \"a\": 1,\n  \"b\": 2\n}\n",
        "{\n  \"a\": 1\n}\n",
        "{\n  \"a\": 1,\n  \"b\": 3\n}\n",
        &MergeOptions::default(),
    );
    assert_eq!(r.conflicts, 1, "{}", r.text);
    assert!(r.text.contains("\"b\": 3"), "{}", r.text);
    // And the other way round.
    let r = merge_with(
        "{\"a\": 1, \"b\": {\"c\": 2}}",
        "{\"a\": 1, \"b\": {\"c\": 5}}",
        "{\"a\": 1}",
        &MergeOptions::default(),
    );
    assert_eq!(r.conflicts, 1, "{}", r.text);
    assert!(r.text.contains("\"c\": 5"), "{}", r.text);
}

#[test]
fn deep_nesting_does_not_reach_the_call_stack() {
    let depth = 100_000;
    let deep = |leaf: &str| format!("{}{leaf}{}", "[".repeat(depth), "]".repeat(depth));
    let base = format!("{{\"a\": {}, \"b\": 1}}", deep("1"));
    let left = format!("{{\"a\": {}, \"b\": 1}}", deep("2"));
    let right = format!("{{\"a\": {}, \"b\": 3}}", deep("1"));
    let m = merge_with(&base, &left, &right, &MergeOptions::default());
    assert_eq!(m.conflicts, 0);
    assert_eq!(m.text, format!("{{\"a\": {}, \"b\": 3}}", deep("2")));
}

#[test]
fn the_time_budget_is_enforced() {
    let items: Vec<String> = (0..20_000).map(|i| format!("\"k{i}\": {i}")).collect();
    let base = format!("{{{}}}", items.join(", "));
    let left = base.replace("\"k5\": 5", "\"k5\": 6");
    let right = base.replace("\"k7\": 7", "\"k7\": 8");
    let profile = json_profile();
    let (b, l, r) = (tree(&base, &profile), tree(&left, &profile), tree(&right, &profile));
    let options =
        MergeOptions { timeout: Some(std::time::Duration::ZERO), ..MergeOptions::default() };
    let result = merge_trees(&b, &l, &r, &json_profile(), &options);
    assert!(matches!(result, Err(crate::Error::Timeout(_))), "{:?}", result.map(|m| m.conflicts));
    let merged = merge_trees(&b, &l, &r, &json_profile(), &MergeOptions::default()).unwrap();
    assert_eq!(
        merged.text,
        base.replace("\"k5\": 5", "\"k5\": 6").replace("\"k7\": 7", "\"k7\": 8")
    );
}

#[test]
fn a_preceding_marker_makes_a_set_ordered() {
    // `AncestorPrecededBy` as Rust's `#[repr(C)]` uses it, here with a comment marker.
    let mut profile = json_profile();
    profile.commutative_parents[0] = profile.commutative_parents[0].clone().unless(
        crate::profile::Condition::AncestorPrecededBy {
            up: 0,
            kind: "comment",
            contains: "ordered",
        },
    );
    let run = |base: &str, left: &str, right: &str| {
        let (b, l, r) = (tree(base, &profile), tree(left, &profile), tree(right, &profile));
        merge_trees(&b, &l, &r, &profile, &MergeOptions::default()).unwrap()
    };
    let free = run("[\n{\"a\": 1}]", "[\n{\"a\": 1, \"b\": 2}]", "[\n{\"a\": 1, \"c\": 3}]");
    assert_eq!(free.text, "[\n{\"a\": 1, \"b\": 2, \"c\": 3}]");
    let ordered = run(
        "[// ordered\n{\"a\": 1}]",
        "[// ordered\n{\"a\": 1, \"b\": 2}]",
        "[// ordered\n{\"a\": 1, \"c\": 3}]",
    );
    assert_eq!(ordered.conflicts, 1, "{}", ordered.text);
}

#[test]
fn non_elements_keep_their_place_while_elements_merge_around_them() {
    // A document of several values whose elements are only objects, each named by its
    // first key: an array in it is "fixed" (not an element).
    let mut profile = json_profile();
    profile.commutative_parents =
        vec![CommutativeParent::new("document", "\n").elements(&["object"])];
    profile.signatures = vec![Signature::new("object", &[&["@pair", "key"]])];
    let run = |base: &str, left: &str, right: &str| {
        let (b, l, r) = (tree(base, &profile), tree(left, &profile), tree(right, &profile));
        merge_trees(&b, &l, &r, &profile, &MergeOptions::default()).unwrap()
    };
    let m = run(
        "{\"a\": 1}\n[0]\n{\"z\": 2}\n",
        "{\"a\": 1}\n{\"b\": 1}\n[0]\n{\"z\": 2}\n",
        "{\"a\": 1}\n[0]\n{\"z\": 2}\n{\"y\": 3}\n",
    );
    assert_eq!(m.text, "{\"a\": 1}\n{\"b\": 1}\n[0]\n{\"z\": 2}\n{\"y\": 3}\n");
    // Elements may move across a fixed child; an addition follows its neighbour.
    let m = run("{\"a\": 1}\n[0]\n", "[0]\n{\"a\": 1}\n", "{\"a\": 1}\n[0]\n{\"b\": 2}\n");
    assert_eq!(m.text, "[0]\n{\"b\": 2}\n{\"a\": 1}\n");
    // Fixed children in another order make the whole list ordered (here: a conflict).
    let m = run(
        "[0]\n{\"a\": 1}\n[1]\n",
        "[1]\n{\"a\": 1}\n[0]\n",
        "[0]\n{\"a\": 2}\n[1]\n{\"b\": 2}\n",
    );
    assert!(m.conflicts >= 1, "{}", m.text);
}

/// The matcher may pair a base element with a side's new element while the same side's
/// edited copy of it pairs with the other side: one class then holds two different
/// elements. Elements of a set identified by their whole text are deduplicated by that
/// text; the class whose other member is the new element must not be taken for a copy,
/// or the new element is dropped without a conflict.
#[test]
fn a_class_holding_two_elements_is_no_duplicate() {
    let profile = LanguageProfile::new("JSON-test", &["json"], tree_sitter_json::LANGUAGE.into())
        .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
        .signatures([Signature::whole("pair")]);
    let base = "{\"a\": 1, \"b\": 2}\n";
    let left = "{\"a\": 1, \"b\": 3}\n";
    let right = "{\"a\": 1, \"b\": 3, \"c\": 4}\n";
    let (b, l, r) = (tree(base, &profile), tree(left, &profile), tree(right, &profile));
    let trees = ThreeWay::new(&b, &l, &r);
    let mut matchings = matchings(trees, &profile);
    // Pair base's `"b": 2` (and its key and value) with right's new `"c": 4`.
    let pair = |t: &Tree<'_>, key: &str| {
        t.ids().find(|&id| t.kind(id) == "pair" && t.text(id).starts_with(key)).expect("pair")
    };
    let (from, to) = (pair(&b, "\"b\""), pair(&r, "\"c\""));
    matchings.base_right.add(from, to);
    for (&x, &y) in b.children(from).iter().zip(r.children(to)) {
        matchings.base_right.add(x, y);
    }
    let options = MergeOptions { style: ConflictStyle::Merge, ..MergeOptions::default() };
    let merged = merge_with_matchings(trees, &matchings, &profile, &options).expect("merge");
    assert!(
        merged.conflicts > 0 || merged.text.contains("\"c\": 4"),
        "right's new member was dropped:\n{}",
        merged.text
    );
    assert!(merged.text.contains("\"b\": 3"), "{}", merged.text);
}

/// Code extracted from an element into a new one keeps its partner: an array moved out of
/// member `"a"` into a new member `"moved"` is the same array when the members are
/// declarations in code (renamable names), so an edit of it by the other side follows it (a
/// statement extracted into a new method). When they are data entries, content moved into
/// a new entry is not the old content: the other side's edit of it is not carried there.
#[test]
fn code_extracted_into_a_new_element_keeps_its_partner_and_data_does_not() {
    let base = "{\"a\": [[10, 20, 30, 40], [5, 6, 7, 8, 9, 10, 11]], \"b\": 2}\n";
    let left = "{\"a\": [[5, 6, 7, 8, 9, 10, 11]], \"moved\": [[10, 20, 30, 40]], \"b\": 2}\n";
    for code in [true, false] {
        let signature = Signature::new("pair", &[&["key"]]);
        let signature = if code { signature.renamable() } else { signature };
        let profile =
            LanguageProfile::new("JSON-test", &["json"], tree_sitter_json::LANGUAGE.into())
                .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
                .signatures([signature]);
        let (b, l) = (
            crate::parse::parse(base, &profile).unwrap(),
            crate::parse::parse(left, &profile).unwrap(),
        );
        let trees = ThreeWay::new(&b, &l, &b);
        let classes = Classes::new(trees, &matchings(trees, &profile), &profile);
        let array = |t: &Tree<'_>| {
            t.ids()
                .find(|&id| t.kind(id) == "array" && t.text(id).starts_with("[10"))
                .expect("array")
        };
        let class = classes.class(Rev::Base, array(&b));
        let partner = classes.member(Rev::Left, class);
        assert_eq!(partner == Some(array(&l)), code, "code: {code}");
    }
}
