//! Tests of the parse stage, on the JSON grammar (the only grammar suture-core may use, and
//! only in tests).

use std::time::Instant;

use super::*;
use crate::tree::NodeId;

fn json() -> LanguageProfile {
    LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
}

/// The first node (pre-order) of a kind.
fn find(tree: &Tree<'_>, kind: &str) -> NodeId {
    tree.ids().find(|&id| tree.kind(id) == kind).unwrap_or_else(|| panic!("no {kind}"))
}

fn child_texts<'a>(tree: &Tree<'a>, id: NodeId) -> Vec<(&'static str, &'a str)> {
    tree.children(id).iter().map(|&c| (tree.kind(c), tree.text(c))).collect()
}

#[test]
fn converts_kinds_fields_and_ranges() {
    let source = "\n{\"a\": [1, true]}\n";
    let tree = parse(source, &json()).unwrap();
    let root = tree.root();
    assert_eq!(tree.kind(root), "document");
    assert_eq!(tree.node(root).range, 0..source.len(), "root covers leading/trailing text");
    let pair = find(&tree, "pair");
    assert_eq!(tree.text(pair), "\"a\": [1, true]");
    let fields: Vec<_> = tree.children(pair).iter().map(|&c| tree.node(c).field).collect();
    assert_eq!(fields, [Some("key"), None, Some("value")]);
    let array = find(&tree, "array");
    assert_eq!(
        child_texts(&tree, array),
        [("[", "["), ("number", "1"), (",", ","), ("true", "true"), ("]", "]")]
    );
    assert!(tree.node(array).named);
    assert!(!tree.node(tree.children(array)[0]).named);
    // Parents point back at the nodes that list them.
    for id in tree.ids() {
        for &c in tree.children(id) {
            assert_eq!(tree.parent(c), Some(id));
        }
    }
}

#[test]
fn atomic_kinds_become_leaves() {
    let profile = json().atomic(&["string"]);
    let tree = parse("[\"ab\", \"c\"]", &profile).unwrap();
    let strings: Vec<_> = tree.ids().filter(|&id| tree.kind(id) == "string").collect();
    assert_eq!(strings.len(), 2);
    for id in strings {
        assert!(tree.node(id).is_leaf());
    }
    assert_eq!(tree.text(find(&tree, "string")), "\"ab\"");
    assert!(!tree.ids().any(|id| tree.kind(id) == "string_content"));
    // Without the atomic rule the string has inner structure.
    let plain = parse("[\"ab\"]", &json()).unwrap();
    assert!(!plain.node(find(&plain, "string")).is_leaf());
}

#[test]
fn multi_line_comment_is_split_into_lines() {
    let source = "/* one\n   two\n\n three */\n[1]\n";
    let tree = parse(source, &json()).unwrap();
    let comment = find(&tree, "comment");
    assert_eq!(tree.text(comment), "/* one\n   two\n\n three */");
    assert_eq!(
        child_texts(&tree, comment),
        [(LINE_KIND, "/* one"), (LINE_KIND, "   two"), (LINE_KIND, ""), (LINE_KIND, " three */")]
    );
    // Between two line leaves there is exactly the newline.
    let lines = tree.children(comment);
    for pair in lines.windows(2) {
        let gap = tree.node(pair[0]).range.end..tree.node(pair[1]).range.start;
        assert_eq!(&source[gap], "\n");
    }
    // A one-line comment after code on its line stays a leaf.
    let tree = parse("[1] /* one */", &json()).unwrap();
    assert!(tree.node(find(&tree, "comment")).is_leaf());
}

#[test]
fn line_comments_on_consecutive_lines_are_one_comment() {
    let source = "[
  // one
  // two

  // three
  1, // four
  /* five */ 2
]
";
    let tree = parse(source, &json()).unwrap();
    let array = find(&tree, "array");
    let comments: Vec<NodeId> =
        tree.children(array).iter().copied().filter(|&c| tree.kind(c) == "comment").collect();
    let shapes: Vec<(&str, Vec<&str>)> = comments
        .iter()
        .map(|&c| (tree.text(c), tree.children(c).iter().map(|&l| tree.text(l)).collect()))
        .collect();
    assert_eq!(
        shapes,
        [
            // Two lines in a row: one comment of two line comments.
            ("// one\n  // two", vec!["// one", "// two"]),
            // A blank line starts another one, even of one line.
            ("// three", vec!["// three"]),
            // After code on its line, a comment is that line's: a plain leaf.
            ("// four", vec![]),
            // So is one with code after it on its line.
            ("/* five */", vec![]),
        ]
    );
    for &run in &comments[..2] {
        for &line in tree.children(run) {
            assert_eq!(tree.kind(line), "comment");
            assert!(tree.node(line).is_leaf());
        }
    }
}

#[test]
fn line_comments_of_different_markers_are_different_comments() {
    let tree = parse(
        "[
  // one
  /// two
  1
]
",
        &json(),
    )
    .unwrap();
    let array = find(&tree, "array");
    let runs: Vec<&str> = tree
        .children(array)
        .iter()
        .filter(|&&c| tree.kind(c) == "comment")
        .map(|&c| tree.text(c))
        .collect();
    assert_eq!(runs, ["// one", "/// two"]);
}

#[test]
fn multi_line_atomic_node_is_split_into_lines() {
    let profile = json().atomic(&["array"]);
    let source = "[1,\n  2]";
    let tree = parse(source, &profile).unwrap();
    let array = find(&tree, "array");
    assert_eq!(child_texts(&tree, array), [(LINE_KIND, "[1,"), (LINE_KIND, "  2]")]);
    assert_eq!(tree.text(array), source);
}

#[test]
fn equal_lines_hash_alike_across_trees() {
    let a = parse("/* x\n y */ [1]", &json()).unwrap();
    let b = parse("/* x\n z */ [1]", &json()).unwrap();
    let (ca, cb) = (find(&a, "comment"), find(&b, "comment"));
    let first = |t: &Tree<'_>, c: NodeId| t.node(t.children(c)[0]).hash;
    let second = |t: &Tree<'_>, c: NodeId| t.node(t.children(c)[1]).hash;
    assert_eq!(first(&a, ca), first(&b, cb));
    assert_ne!(second(&a, ca), second(&b, cb));
}

#[test]
fn parse_errors_are_refused_unless_allowed() {
    let broken = "{\"a\": }";
    let options = ParseOptions { revision: "left", ..ParseOptions::default() };
    match parse_with(broken, &json(), &options) {
        Err(Error::ParseError { revision, language }) => {
            assert_eq!((revision, language), ("left", "JSON"));
        }
        other => panic!("expected a parse error, got {other:?}"),
    }
    let allowed = ParseOptions { allow_errors: true, ..ParseOptions::default() };
    assert!(parse_with(broken, &json(), &allowed).is_ok());
    assert!(parse(broken, &json().allowing_parse_errors()).is_ok());
    assert!(parse("{\"a\": 1}", &json()).is_ok());
}

#[test]
fn deep_nesting_parses_without_recursion() {
    const DEPTH: usize = 100_000;
    let source = format!("{}{}", "[".repeat(DEPTH), "]".repeat(DEPTH));
    let tree = parse(&source, &json()).unwrap();
    assert_eq!(tree.ids().filter(|&id| tree.kind(id) == "array").count(), DEPTH);
    let deepest = tree.ids().rev().find(|&id| tree.kind(id) == "[").unwrap();
    assert_eq!(tree.depth(deepest), DEPTH + 1);
    assert_eq!(tree.node(tree.root()).height as usize, DEPTH + 2);
}

#[test]
fn a_passed_deadline_stops_the_parse() {
    let source = format!("[{}1]", "1,".repeat(50_000));
    let options = ParseOptions { deadline: Some(Instant::now()), ..ParseOptions::default() };
    assert!(matches!(parse_with(&source, &json(), &options), Err(Error::Timeout(_))));
    let later = ParseOptions {
        deadline: Some(Instant::now() + std::time::Duration::from_secs(60)),
        ..ParseOptions::default()
    };
    assert!(parse_with(&source, &json(), &later).is_ok());
}

#[test]
fn children_that_cover_the_text_are_kept() {
    // In JSON every node's text is covered by its children (strings by their content and
    // quotes), so nothing is turned into a leaf beyond tokens.
    let tree = parse("{\"key\": [\"a b\", 1]}", &json()).unwrap();
    let string = find(&tree, "string");
    assert_eq!(child_texts(&tree, string), [("\"", "\""), ("string_content", "key"), ("\"", "\"")]);
    // Every byte that is not whitespace lies in some leaf.
    let mut in_leaf = vec![false; tree.source.len()];
    for id in tree.ids().filter(|&id| tree.node(id).is_leaf()) {
        in_leaf[tree.node(id).range.clone()].fill(true);
    }
    for (i, b) in tree.source.bytes().enumerate() {
        assert!(in_leaf[i] || b.is_ascii_whitespace(), "byte {i} ({}) in no leaf", b as char);
    }
}

#[test]
fn a_text_parsed_from_a_similar_one_gets_the_fresh_tree() {
    let old = "{\"a\": [1, 2],\n \"b\": {\"c\": true},\n \"d\": \"x\"}\n";
    let new = "{\"a\": [1, 2, 3],\n \"b\": {\"c\": true},\n \"e\": null,\n \"d\": \"y\"}\n";
    let options = ParseOptions::default();
    let profile = json();
    let previous_tree = parse_syntax(old, &profile, &options, None).unwrap();
    let previous = Previous { source: old, tree: &previous_tree };
    let reparsed = parse_syntax(new, &profile, &options, Some(previous)).unwrap();
    let incremental = convert(new, &profile, &reparsed, None).unwrap();
    let fresh = parse(new, &profile).unwrap();
    assert_eq!(format!("{incremental:?}"), format!("{fresh:?}"));
    // A text with errors is refused as a fresh parse would refuse it.
    let broken = "{\"a\": [1, 2,\n \"b\": {\"c\": true},\n \"d\": \"x\"}\n";
    assert!(matches!(
        parse_syntax(broken, &profile, &options, Some(previous)),
        Err(Error::ParseError { .. })
    ));
}
