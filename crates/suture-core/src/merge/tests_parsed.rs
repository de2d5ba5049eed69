//! Merge tables over real trees: JSON parsed by tree-sitter-json (a dev-dependency only),
//! matched by GumTree, merged and rendered. The profile is written here, so the engine is
//! tested from data alone.

use super::*;
use crate::options::ConflictStyle;
use crate::parse::parse;
use crate::profile::{CommutativeParent, Condition, Signature};

fn profile() -> LanguageProfile {
    LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
        .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
        .signatures([Signature::new("pair", &[&["key"]])])
}

fn run(
    base: &str,
    left: &str,
    right: &str,
    profile: &LanguageProfile,
    options: &MergeOptions,
) -> StructuredMerge {
    let (b, l, r) = (
        parse(base, profile).expect("base parses"),
        parse(left, profile).expect("left parses"),
        parse(right, profile).expect("right parses"),
    );
    merge_trees(&b, &l, &r, profile, options).expect("merge")
}

fn merge(base: &str, left: &str, right: &str) -> StructuredMerge {
    run(base, left, right, &profile(), &MergeOptions::default())
}

/// A small manifest the tables below edit. Whole manifests merged cleanly (members added
/// by both sides, sorted dependencies, an identical addition, edits of one inline array)
/// are golden cases: `tests/cases/json/manifest-*`.
const BASE: &str = r#"{
  "name": "suture",
  "version": "1.0.0",
  "dependencies": {
    "a": "^1.0",
    "c": "^3.0"
  },
  "files": ["src", "docs"],
  "scripts": {"build": "make", "test": "make test"}
}
"#;

/// A member one side moved into another object (here an inline one) is still the base's
/// member there, so the other side's edit of it follows it.
#[test]
fn a_member_moved_into_another_object_takes_the_other_sides_edit() {
    let base = "{\n  \"version\": \"1.0.0\",\n  \"files\": [\"src\"],\n  \"scripts\": {\"build\": \"make\"}\n}\n";
    let moved = "{\n  \"files\": [\"src\"],\n  \"scripts\": {\"build\": \"make\", \"version\": \"1.0.0\"}\n}\n";
    let bumped = base.replace("1.0.0", "2.0.0");
    let m = merge(base, moved, &bumped);
    assert_eq!(m.text, moved.replace("1.0.0", "2.0.0"));
    assert_eq!(m.conflicts, 0);
    let swapped = merge(base, &bumped, moved);
    assert_eq!(swapped.conflicts, 0, "sides swapped: {}", swapped.text);
}

#[test]
fn same_key_different_values_conflicts_with_both_variants() {
    let left = BASE.replace("\"c\": \"^3.0\"\n", "\"c\": \"^3.0\",\n    \"d\": \"^4.0\"\n");
    let right = BASE.replace("\"c\": \"^3.0\"\n", "\"c\": \"^3.0\",\n    \"d\": \"^5.0\"\n");
    let options = MergeOptions { style: ConflictStyle::Merge, ..MergeOptions::default() };
    let m = run(BASE, &left, &right, &profile(), &options);
    assert_eq!(m.conflicts, 1, "{}", m.text);
    let expected = BASE.replace(
        "\"c\": \"^3.0\"\n",
        "\"c\": \"^3.0\",\n<<<<<<< left\n    \"d\": \"^4.0\"\n=======\n    \"d\": \"^5.0\"\n>>>>>>> right\n",
    );
    assert_eq!(m.text, expected);
}

#[test]
fn delete_modify_is_a_conflict_both_ways() {
    let deleted = BASE.replace("  \"files\": [\"src\", \"docs\"],\n", "");
    let modified = BASE.replace("[\"src\", \"docs\"]", "[\"src\", \"docs\", \"tests\"]");
    for (left, right) in [(&deleted, &modified), (&modified, &deleted)] {
        let m = merge(BASE, left, right);
        assert!(m.conflicts >= 1, "{}", m.text);
        assert!(m.text.contains("\"tests\""), "the modification is kept: {}", m.text);
    }
}

#[test]
fn concurrent_inserts_at_one_place_of_an_ordered_list_conflict() {
    let left = BASE.replace("[\"src\", \"docs\"]", "[\"src\", \"bin\", \"docs\"]");
    let right = BASE.replace("[\"src\", \"docs\"]", "[\"src\", \"lib\", \"docs\"]");
    let m = merge(BASE, &left, &right);
    assert_eq!(m.conflicts, 1, "{}", m.text);
    assert!(
        m.text.contains("<<<<<<< left\n  \"files\": [\"src\", \"bin\", \"docs\"],\n"),
        "{}",
        m.text
    );
}

#[test]
fn unchanged_parts_keep_their_formatting() {
    let base = "{\n    \"a\" :[1,2,   3],\n\n\t\"b\": {\"x\":true}\n}\n";
    let left = "{\n    \"a\" :[1,2,   3],\n\n\t\"b\": {\"x\":false}\n}\n";
    let right = "{\n    \"a\" :[1,2,   3],\n\n\t\"b\": {\"x\":true},\n\t\"c\":  null\n}\n";
    let m = merge(base, left, right);
    assert_eq!(m.text, "{\n    \"a\" :[1,2,   3],\n\n\t\"b\": {\"x\":false},\n\t\"c\":  null\n}\n");
}

#[test]
fn one_member_objects_gain_separators() {
    let m = merge("{\"a\": 1}\n", "{\"a\": 1, \"b\": 2}\n", "{\"c\": 3, \"a\": 1}\n");
    assert_eq!(m.text, "{\"c\": 3, \"a\": 1, \"b\": 2}\n");
    // Removing the last member never leaves a dangling or doubled comma.
    let m = merge("{\"a\": 1, \"b\": 2}\n", "{\"a\": 1}\n", "{\"a\": 1, \"b\": 2, \"c\": 3}\n");
    assert_eq!(m.text, "{\"a\": 1, \"c\": 3}\n");
}

#[test]
fn unless_condition_makes_the_list_ordered() {
    let base = "[{\"a\": 1}]\n";
    let left = "[{\"a\": 1, \"b\": 2}]\n";
    let right = "[{\"a\": 1, \"c\": 3}]\n";
    assert_eq!(merge(base, left, right).text, "[{\"a\": 1, \"b\": 2, \"c\": 3}]\n");
    let mut ordered = profile();
    ordered.commutative_parents[0] = ordered.commutative_parents[0]
        .clone()
        .unless(Condition::AncestorIs { up: 1, kind: "array" });
    let m = run(base, left, right, &ordered, &MergeOptions::default());
    assert_eq!(m.conflicts, 1, "{}", m.text);
}

#[test]
fn identities_hold_byte_for_byte() {
    let docs = [
        BASE,
        "{\"a\": [1, 2, 3]}",
        "[\n  1,\n  {\"x\": null},\n  \"s\"\n]\n",
        "{ \"k\" : { \"n\" : [ ] } , \"z\" : 0 }\n",
    ];
    for b in docs {
        for x in docs {
            for (l, r) in [(x, x), (b, x), (x, b)] {
                let m = merge(b, l, r);
                assert_eq!(m.text, x, "base {b:?}, left {l:?}, right {r:?}");
                assert_eq!(m.conflicts, 0);
            }
        }
    }
}

#[test]
fn debug_dump_lists_classes_and_triples() {
    let p = profile();
    let (b, l, r) = (parse(BASE, &p).unwrap(), parse(BASE, &p).unwrap(), parse(BASE, &p).unwrap());
    let trees = crate::revision::ThreeWay::new(&b, &l, &r);
    let matchings = matchings(trees, &p);
    let dump = debug_dump(trees, &matchings, &p);
    assert!(dump.starts_with("# classes ("));
    assert!(dump.contains("(⊤, ⊢, c0:document) [blr]"), "{dump}");
    assert_eq!(dump, debug_dump(trees, &matchings, &p), "reproducible");
}

#[test]
fn comments_stay_on_their_side_of_the_separator() {
    let base = "{\n  \"a\": 1 /* one */,\n  \"b\": 2, // two\n  \"c\": 3\n}\n";
    let left = "{\n  \"a\": 1 /* one */,\n  \"b\": 2, // two\n  \"c\": 3,\n  \"d\": 4\n}\n";
    let right = "{\n  \"z\": 0,\n  \"a\": 1 /* one */,\n  \"b\": 2, // two\n  \"c\": 3\n}\n";
    let m = merge(base, left, right);
    assert_eq!(
        m.text,
        "{\n  \"z\": 0,\n  \"a\": 1 /* one */,\n  \"b\": 2, // two\n  \"c\": 3,\n  \"d\": 4\n}\n"
    );
}

#[test]
fn a_token_kept_elsewhere_is_not_a_clean_deletion() {
    // Both drop the last element; right also adds one in front. The commas match one
    // another arbitrarily, and no comma may go missing.
    let base = "{\"p\": [\"h\", \"j\", \"s\", \"n\", \"x\"]}\n";
    let left = "{\"p\": [\"h\", \"j\", \"s\", \"n\"]}\n";
    let right = "{\"p\": [\"t\", \"h\", \"j\", \"s\", \"n\"]}\n";
    let m = merge(base, left, right);
    assert!(m.conflicts > 0 || m.text == right, "{}", m.text);
}

#[test]
fn a_subtree_moved_out_of_a_parent_the_other_side_deleted_comes_whole() {
    let base = "{\n  \"x\": {\"k\": [\"off\", 1]},\n  \"y\": 0\n}\n";
    let left = "{\n  \"x\": {\"k\": [1]},\n  \"y\": 0,\n  \"z\": \"off\"\n}\n";
    let right = "{\n  \"y\": 0\n}\n";
    let m = merge(base, left, right);
    assert!(m.text.contains("\"z\": \"off\""), "{}", m.text);
}

#[test]
fn a_moved_block_is_reindented() {
    // Left wraps the members of "a" into a new nested object; right edits one of them.
    let base = "{\n  \"a\": {\n    \"p\": [\n      1,\n      2\n    ],\n    \"q\": 0\n  }\n}\n";
    let left = "{\n  \"a\": {\n    \"q\": 0,\n    \"inner\": {\n      \"p\": [\n        1,\n        2\n      ]\n    }\n  }\n}\n";
    let right =
        "{\n  \"a\": {\n    \"p\": [\n      1,\n      2,\n      3\n    ],\n    \"q\": 0\n  }\n}\n";
    let m = merge(base, left, right);
    assert_eq!(
        m.text,
        "{\n  \"a\": {\n    \"q\": 0,\n    \"inner\": {\n      \"p\": [\n        1,\n        2,\n        3\n      ]\n    }\n  }\n}\n"
    );
}

#[test]
fn different_keys_are_never_the_same_member() {
    // Right renames "b" and changes its value: whatever the matcher pairs, a member with
    // another key is another member, so left's edit of "b" meets right's deletion of it.
    let base = "{\n  \"a\": 1,\n  \"b\": \"x\"\n}\n";
    let left = "{\n  \"a\": 1,\n  \"b\": \"y\"\n}\n";
    let right = "{\n  \"a\": 1,\n  \"c\": \"x\"\n}\n";
    let m = merge(base, left, right);
    assert_eq!(m.conflicts, 1, "{}", m.text);
    assert!(m.text.contains("\"b\": \"y\"") && m.text.contains("\"c\": \"x\""), "{}", m.text);
}

#[test]
fn a_deletion_against_an_edit_shows_an_empty_side() {
    let base = "{\n  \"a\": 1,\n  \"b\": 2\n}\n";
    let m = merge(base, "{\n  \"a\": 1\n}\n", "{\n  \"a\": 1,\n  \"b\": 3\n}\n");
    assert_eq!(
        m.text,
        "{\n<<<<<<< left\n  \"a\": 1\n||||||| base\n  \"a\": 1,\n  \"b\": 2\n=======\n  \"a\": 1,\n  \"b\": 3\n>>>>>>> right\n}\n"
    );
}

/// A random JSON document: nested objects and arrays with short keys, pretty-printed
/// or compact.
fn random_doc(rng: &mut fastrand::Rng, depth: usize) -> String {
    let pretty = rng.bool();
    let mut out = String::new();
    let mut stack: Vec<(bool, usize, usize)> = Vec::new(); // (is_object, remaining, indent)
    out.push('{');
    stack.push((true, rng.usize(0..5), 1));
    let mut first = true;
    while let Some((is_object, remaining, indent)) = stack.pop() {
        if remaining == 0 {
            if pretty && !first {
                out.push('\n');
                out.push_str(&"  ".repeat(indent - 1));
            }
            out.push(if is_object { '}' } else { ']' });
            first = false;
            continue;
        }
        stack.push((is_object, remaining - 1, indent));
        if !first {
            out.push(',');
        }
        if pretty {
            out.push('\n');
            out.push_str(&"  ".repeat(indent));
        } else if !first {
            out.push(' ');
        }
        first = false;
        if is_object {
            out.push_str(&format!("\"k{}\": ", rng.usize(0..40)));
        }
        match rng.usize(0..6) {
            0 if stack.len() < depth => {
                out.push('{');
                stack.push((true, rng.usize(0..4), indent + 1));
                first = true;
            }
            1 if stack.len() < depth => {
                out.push('[');
                stack.push((false, rng.usize(0..4), indent + 1));
                first = true;
            }
            2 => out.push_str("null"),
            3 => out.push_str(&format!("\"s{}\"", rng.usize(0..9))),
            _ => out.push_str(&rng.usize(0..100).to_string()),
        }
    }
    out.push('\n');
    out
}

#[test]
fn identities_hold_on_random_documents() {
    let p = profile();
    let mut rng = fastrand::Rng::with_seed(7);
    let mut checked = 0;
    for _ in 0..60 {
        let (b, x) = (random_doc(&mut rng, 4), random_doc(&mut rng, 4));
        // Keys repeat at random; such documents are not sets and are skipped by the
        // engine itself, so they still have to come out right.
        let (Ok(bt), Ok(xt)) = (parse(&b, &p), parse(&x, &p)) else { continue };
        for (l, r, lt, rt) in [(&x, &x, &xt, &xt), (&b, &x, &bt, &xt), (&x, &b, &xt, &bt)] {
            let m = merge_trees(&bt, lt, rt, &p, &MergeOptions::default()).unwrap();
            assert_eq!(&m.text, if l == &b { r } else { l }, "base {b:?}\nleft {l:?}\nright {r:?}");
            assert_eq!(m.conflicts, 0);
        }
        checked += 1;
    }
    assert!(checked > 50, "{checked}");
}

#[test]
fn unrelated_random_revisions_merge_to_something_that_parses() {
    let p = profile();
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..300 {
        let docs = [0, 1, 2].map(|_| random_doc(&mut rng, 4));
        let trees: Vec<_> = docs.iter().map(|d| parse(d, &p).unwrap()).collect();
        let m = merge_trees(&trees[0], &trees[1], &trees[2], &p, &MergeOptions::default()).unwrap();
        if m.conflicts == 0 {
            assert!(parse(&m.text, &p).is_ok(), "{docs:?}\n{}", m.text);
        }
    }
}

#[test]
fn edits_of_two_different_values_always_merge_cleanly() {
    let p = profile();
    let mut rng = fastrand::Rng::with_seed(3);
    let mut checked = 0;
    for _ in 0..500 {
        let base = random_doc(&mut rng, 4);
        // Byte ranges of the number tokens.
        let bytes = base.as_bytes();
        let mut numbers = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                numbers.push(start..i);
            }
            i += 1;
        }
        if numbers.len() < 2 || parse(&base, &p).is_err() {
            continue;
        }
        let a = rng.usize(0..numbers.len());
        let b = (a + 1 + rng.usize(0..numbers.len() - 1)) % numbers.len();
        let replace = |text: &str, ranges: &[(std::ops::Range<usize>, &str)]| {
            let mut out = text.to_owned();
            let mut sorted = ranges.to_vec();
            sorted.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
            for (r, with) in sorted {
                out.replace_range(r, with);
            }
            out
        };
        let left = replace(&base, &[(numbers[a].clone(), "1000")]);
        let right = replace(&base, &[(numbers[b].clone(), "2000")]);
        let expected =
            replace(&base, &[(numbers[a].clone(), "1000"), (numbers[b].clone(), "2000")]);
        let Ok(m) = std::panic::catch_unwind(|| merge(&base, &left, &right)) else {
            panic!("panic on {base:?}");
        };
        assert_eq!(m.text, expected, "base {base:?}");
        checked += 1;
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn two_new_elements_with_one_unique_key_conflict() {
    // Keys are names, values ids that must be unique (as a protobuf field's number).
    let profile = LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
        .commutative([CommutativeParent::new("object", ",").delimited("{", "}")])
        .signatures([Signature::new("pair", &[&["key"]]).unique_by(&[&["value"]])]);
    let options = MergeOptions::default();
    let base = "{\n  \"id\": 1,\n  \"total\": 2\n}\n";
    let left = "{\n  \"id\": 1,\n  \"total\": 2,\n  \"customer\": 3\n}\n";
    let right = "{\n  \"id\": 1,\n  \"total\": 2,\n  \"gift\": 3\n}\n";
    let m = run(base, left, right, &profile, &options);
    assert_eq!(m.conflicts, 1, "{}", m.text);
    // Different ids merge as a set.
    let right = "{\n  \"id\": 1,\n  \"total\": 2,\n  \"gift\": 4\n}\n";
    let m = run(base, left, right, &profile, &options);
    assert_eq!(m.conflicts, 0, "{}", m.text);
    assert!(m.text.contains("\"customer\": 3") && m.text.contains("\"gift\": 4"), "{}", m.text);
}
