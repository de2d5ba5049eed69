//! Tests of the matching phases on small trees written as s-expressions, and on JSON.
//!
//! Spec syntax: `(kind child ...)` is an inner node, `kind:text` a leaf, and a bare word a
//! leaf of kind `id`; a `name:text` leaf is in the `name` field, a `tok:text` leaf is an
//! anonymous token. Every test checks the matching's invariants through [`run`].

use super::*;
use crate::parse::parse;
use crate::profile::LanguageProfile;
use crate::tree::TreeBuilder;

/// Builds a tree from a spec. The source is the leaves' texts joined by spaces, leaked so
/// that the tree can outlive the test helper.
fn tree(spec: &str) -> Tree<'static> {
    let tokens: Vec<&str> = spec
        .split_whitespace()
        .flat_map(|w| {
            let mut parts = Vec::new();
            let mut rest = w;
            while let Some(stripped) = rest.strip_prefix('(') {
                parts.push("(");
                rest = stripped;
            }
            let closing = rest.len() - rest.trim_end_matches(')').len();
            let atom = &rest[..rest.len() - closing];
            if !atom.is_empty() {
                parts.push(atom);
            }
            parts.extend(std::iter::repeat_n(")", closing));
            parts
        })
        .collect();
    let leaf = |atom: &str| -> (&'static str, String) {
        match atom.split_once(':') {
            Some((kind, text)) => (Box::leak(kind.to_owned().into_boxed_str()), text.to_owned()),
            None => ("id", atom.to_owned()),
        }
    };
    let mut source = String::new();
    let mut ranges = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if *t != "(" && *t != ")" && (i == 0 || tokens[i - 1] != "(") {
            let (_, text) = leaf(t);
            if !source.is_empty() {
                source.push(' ');
            }
            ranges.push(source.len()..source.len() + text.len());
            source.push_str(&text);
        }
    }
    let source: &'static str = Box::leak(source.into_boxed_str());
    let mut builder = TreeBuilder::new(source);
    let mut ranges = ranges.into_iter();
    let mut cursor = 0;
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i] {
            "(" => {
                let kind: &'static str = Box::leak(tokens[i + 1].to_owned().into_boxed_str());
                builder.open(kind, None, true, cursor);
                i += 2;
                continue;
            }
            ")" => builder.close(cursor),
            atom => {
                let range = ranges.next().unwrap();
                cursor = range.end;
                // A leaf of kind `name` stands in the grammar's `name` field, as a
                // declaration's name does in most tree-sitter grammars; one of kind `tok`
                // is an anonymous token (`;`, `{`).
                let kind = leaf(atom).0;
                builder.leaf(kind, (kind == "name").then_some("name"), kind != "tok", range);
            }
        }
        i += 1;
    }
    builder.finish().unwrap()
}

/// Matches and checks the invariants every matching must keep.
fn run(src: &Tree<'_>, dst: &Tree<'_>, config: &MatchConfig) -> Matching {
    let matching = match_trees(src, dst, config);
    assert_eq!(matching.check(src, dst), Ok(()));
    matching
}

/// The configurations every behaviour test runs under: recovery by tree edit distance, by
/// child-list alignment only, and the default.
fn generous_configs() -> [MatchConfig; 2] {
    [MatchConfig::default(), MatchConfig { max_ted_size: 0, ..MatchConfig::default() }]
}

/// The first node (pre-order) whose leaf text or kind is `what`.
fn find(tree: &Tree<'_>, what: &str) -> NodeId {
    tree.ids()
        .find(|&id| tree.kind(id) == what || (tree.node(id).is_leaf() && tree.text(id) == what))
        .unwrap_or_else(|| panic!("no node {what}"))
}

fn all(tree: &Tree<'_>, what: &str) -> Vec<NodeId> {
    tree.ids()
        .filter(|&id| tree.kind(id) == what || (tree.node(id).is_leaf() && tree.text(id) == what))
        .collect()
}

const FILE: &str = "(file (fn name:a (params x y) (body (stmt (call f (args x))) (stmt (ret x)))) \
                    (fn name:b (params z) (body (stmt (call g (args z w))) (stmt (ret z)))))";

#[test]
fn identical_trees_are_fully_matched() {
    let specs = [FILE, "(a b)", "leaf:only", "(a (b (c (d e))))", "(l x x x x)"];
    for spec in specs {
        for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
            let (src, dst) = (tree(spec), tree(spec));
            let matching = run(&src, &dst, &config);
            assert_eq!(matching.len(), src.len(), "{spec}");
            for id in src.ids() {
                assert_eq!(matching.dst(id), Some(id), "{spec}: {id:?}");
            }
        }
    }
}

#[test]
fn one_leaf_edit_keeps_everything_else_matched() {
    let edited = FILE.replace("(ret x)", "(ret q)");
    for config in generous_configs() {
        let (src, dst) = (tree(FILE), tree(&edited));
        let matching = run(&src, &dst, &config);
        // Every node has its counterpart at the same place (the shapes are equal), the
        // edited leaf included, and its parent too.
        for id in src.ids() {
            assert_eq!(matching.dst(id), Some(id), "{config:?}: {id:?} {}", src.kind(id));
        }
        let ret = all(&src, "ret")[0];
        assert_eq!(dst.text(matching.dst(src.children(ret)[0]).unwrap()), "q");
    }
    // Conservatively, the untouched parts still match; the changed leaf is left alone.
    let (src, dst) = (tree(FILE), tree(&edited));
    let matching = run(&src, &dst, &MatchConfig::conservative());
    assert_eq!(matching.dst(find(&src, "b")), Some(find(&dst, "b")));
    let x_under_ret = src.children(all(&src, "ret")[0])[0];
    assert_eq!(matching.dst(x_under_ret), None);
}

#[test]
fn moved_subtree_is_matched() {
    // The second statement of `a` moves into `b`'s body.
    let src = tree(FILE);
    let moved = "(file (fn name:a (params x y) (body (stmt (call f (args x))))) \
                 (fn name:b (params z) (body (stmt (call g (args z w))) (stmt (ret x)) (stmt (ret z)))))";
    let dst = tree(moved);
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let matching = run(&src, &dst, &config);
        let ret_x = |t: &Tree<'_>| t.parent(all(t, "ret")[0]).unwrap();
        let (from, to) = (ret_x(&src), ret_x(&dst));
        assert_eq!(dst.text(to).trim(), "x");
        assert_eq!(matching.dst(from), Some(to), "{config:?}");
        let bodies = (all(&src, "body"), all(&dst, "body"));
        assert_eq!(matching.dst(bodies.0[1]), Some(bodies.1[1]));
    }
}

#[test]
fn inserted_element_is_unmatched() {
    let src = tree(FILE);
    let dst = tree(&FILE.replace("(stmt (ret z))", "(stmt (ret z)) (stmt (call h (args k)))"));
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let matching = run(&src, &dst, &config);
        let inserted = dst.parent(dst.parent(find(&dst, "h")).unwrap()).unwrap();
        for id in dst.descendants(inserted) {
            assert_eq!(matching.src(id), None, "{config:?}: {} is new", dst.kind(id));
        }
        let lost: Vec<_> = src.ids().filter(|&id| !matching.has_src(id)).collect();
        if config.recovery {
            assert_eq!(lost, [], "{config:?}: everything of the source is kept");
        } else {
            // Without recovery a lone token (the name leaf) has nothing to match it by; all
            // containers still correspond.
            assert!(lost.iter().all(|&id| src.node(id).is_leaf()), "{lost:?}");
        }
    }
}

#[test]
fn conservative_config_refuses_a_mostly_changed_container() {
    // `list` keeps one element of three; the other two are replaced.
    let src = tree("(root (other (k v1 v2)) (list (e (p 1 2)) (e (p 3 4)) (e (p 5 6))))");
    let dst = tree("(root (other (k v1 v2)) (list (e (p 1 2)) (e (p 7 8)) (e (p 9 0))))");
    let list = (find(&src, "list"), find(&dst, "list"));
    let generous = run(&src, &dst, &MatchConfig::default());
    assert_eq!(generous.dst(list.0), Some(list.1));
    let strict = run(&src, &dst, &MatchConfig::conservative());
    assert_eq!(strict.dst(list.0), None);
    // What is identical is matched either way.
    let e = (all(&src, "e")[0], all(&dst, "e")[0]);
    assert_eq!(strict.dst(e.0), Some(e.1));
}

#[test]
fn kinds_never_cross() {
    let cases = [
        ("(a (x 1 2))", "(a (y 1 2))"),
        ("(a (x (p 1 2)) (z 3))", "(a (y (p 1 2)) (z 3))"),
        ("(a k:1 k:2)", "(a j:1 j:2)"),
        ("(a (x 1 2) (x 3 4))", "(a (x 1 2) (w 3 4))"),
    ];
    for (s, d) in cases {
        for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
            let (src, dst) = (tree(s), tree(d));
            let matching = run(&src, &dst, &config);
            for (a, b) in matching.pairs() {
                assert_eq!(src.kind(a), dst.kind(b), "{s} / {d}");
            }
            assert_eq!(matching.dst(src.root()), Some(dst.root()));
        }
    }
}

#[test]
fn ambiguous_subtrees_follow_their_parents() {
    let src = tree(
        "(file (fn name:a (stmt (c x y)) (stmt (d p q))) (fn name:b (stmt (c x y)) (stmt (e r s))))",
    );
    // The functions swap places; the shared statement must stay with its own function.
    let dst = tree(
        "(file (fn name:b (stmt (c x y)) (stmt (e r s))) (fn name:a (stmt (c x y)) (stmt (d p q))))",
    );
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let matching = run(&src, &dst, &config);
        let (cs, cd) = (all(&src, "c"), all(&dst, "c"));
        assert_eq!(matching.dst(cs[0]), Some(cd[1]), "{config:?}");
        assert_eq!(matching.dst(cs[1]), Some(cd[0]), "{config:?}");
    }
}

#[test]
fn renamed_leaves_are_recovered_in_order() {
    // Table: (src, dst, src leaf, dst leaf it must map to).
    let cases = [
        ("(a (b 1 2 3))", "(a (b 1 9 3))", "2", "9"),
        ("(a (b 1 2 3) (c 4 5))", "(a (b 1 2 8) (c 4 5))", "3", "8"),
        ("(a (b x y) (c 4 5 6))", "(a (b x z) (c 4 5 6))", "y", "z"),
    ];
    for (s, d, from, to) in cases {
        for config in generous_configs() {
            let (src, dst) = (tree(s), tree(d));
            let matching = run(&src, &dst, &config);
            assert_eq!(matching.dst(find(&src, from)), Some(find(&dst, to)), "{s} / {d}");
        }
    }
}

#[test]
fn large_generated_trees_match_around_an_edit() {
    let items = |edit: Option<usize>| -> String {
        let mut spec = String::from("(file");
        for i in 0..2000 {
            let value = if edit == Some(i) { "edited".to_string() } else { format!("v{i}") };
            spec.push_str(&format!(
                " (item name:n{i} (body (stmt (call f{} (args {value} c))) (stmt (ret r{i}))))",
                i % 7
            ));
        }
        spec.push(')');
        spec
    };
    let (src, dst) = (tree(&items(None)), tree(&items(Some(1000))));
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        assert_eq!(matching.len(), src.len(), "{config:?}");
        let edited = find(&dst, "edited");
        assert_eq!(src.text(matching.src(edited).unwrap()), "v1000");
    }
}

fn json() -> LanguageProfile {
    LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
}

#[test]
fn json_member_edit_and_insertion() {
    let base = "{\n  \"name\": \"suture\",\n  \"tags\": [\"merge\", \"git\"],\n  \"n\": 1\n}\n";
    let side =
        "{\n  \"name\": \"suture\",\n  \"tags\": [\"merge\", \"jj\", \"git\"],\n  \"n\": 2\n}\n";
    let (src, dst) = (parse(base, &json()).unwrap(), parse(side, &json()).unwrap());
    let matching = run(&src, &dst, &MatchConfig::default());
    let by_text = |t: &Tree<'_>, text: &str| t.ids().find(|&id| t.text(id) == text).unwrap();
    // The edited number is matched to its new value; the new tag is unmatched.
    assert_eq!(matching.dst(by_text(&src, "1")), Some(by_text(&dst, "2")));
    assert_eq!(matching.src(by_text(&dst, "\"jj\"")), None);
    assert_eq!(matching.dst(by_text(&src, "\"git\"")), Some(by_text(&dst, "\"git\"")));
    let pairs = |t: &Tree<'_>| all(t, "pair");
    for (a, b) in pairs(&src).into_iter().zip(pairs(&dst)) {
        assert_eq!(matching.dst(a), Some(b));
    }
}

#[test]
fn deep_nesting_matches_without_recursion() {
    const DEPTH: usize = 100_000;
    let base = format!("{}1{}", "[".repeat(DEPTH), "]".repeat(DEPTH));
    let edited = format!("{}2{}", "[".repeat(DEPTH), "]".repeat(DEPTH));
    let (src, same, dst) = (
        parse(&base, &json()).unwrap(),
        parse(&base, &json()).unwrap(),
        parse(&edited, &json()).unwrap(),
    );
    let identical = run(&src, &same, &MatchConfig::default());
    assert_eq!(identical.len(), src.len());
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let matching = run(&src, &dst, &config);
        assert_eq!(matching.dst(src.root()), Some(dst.root()));
        // Every array finds its counterpart at the same depth.
        let arrays = (all(&src, "array"), all(&dst, "array"));
        let matched =
            arrays.0.iter().zip(&arrays.1).filter(|(a, b)| matching.dst(**a) == Some(**b));
        let expected = if config.recovery { DEPTH } else { 0 };
        assert!(matched.count() >= expected, "{config:?}");
    }
}

#[test]
fn dot_output_lists_nodes_and_pairs() {
    let (src, dst) = (tree("(a (b \"q\" 2))"), tree("(a (b \"q\" 3))"));
    let matching = run(&src, &dst, &MatchConfig::default());
    let dot = dot::to_dot(&src, &dst, &matching);
    assert!(dot.starts_with("digraph matching {"));
    assert!(dot.contains("s0 -> s1;") && dot.contains("d0 -> d1;"));
    assert!(dot.contains("s0 -> d0 [style=dashed"));
    assert!(dot.contains("id#2: \\\"q\\\""), "{dot}");
    assert_eq!(dot.matches("style=dashed").count(), matching.len());
}

#[test]
fn a_replaced_large_container_is_not_taken_for_an_edit() {
    // The second function is replaced by an unrelated one of the same kind, larger than
    // `max_blind_size`, with nothing in common but tokens.
    let body = |prefix: &str| -> String {
        (0..40).map(|i| format!(" (stmt (call {prefix}{i} (args {prefix}x{i})))")).collect()
    };
    let file = |name: &str, prefix: &str| {
        tree(&format!(
            "(file (fn name:keep (body (stmt (ret k)))) (fn name:{name} (body{})))",
            body(prefix)
        ))
    };
    let (src, dst) = (file("old", "a"), file("new", "b"));
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        let (fs, fd) = (all(&src, "fn"), all(&dst, "fn"));
        assert_eq!(matching.dst(fs[0]), Some(fd[0]));
        assert_eq!(matching.dst(fs[1]), None, "{config:?}");
    }
    // With the same name, only the body differs: the function is the same one, edited;
    // its body, all different, is not paired.
    let dst = file("old", "b");
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        let (fs, fd) = (all(&src, "fn"), all(&dst, "fn"));
        assert_eq!(matching.dst(fs[1]), Some(fd[1]), "{config:?}");
        assert_eq!(matching.dst(all(&src, "body")[1]), None, "{config:?}");
    }
}

#[test]
fn a_long_flat_list_with_one_change_is_paired() {
    let numbers = |changed: usize| -> String {
        let items: String = (0..300)
            .map(|i| if i == changed { " n:999".to_string() } else { format!(" n:{i}") })
            .collect();
        format!("(file (list{items}))")
    };
    let (src, dst) = (tree(&numbers(usize::MAX)), tree(&numbers(150)));
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        assert_eq!(matching.dst(find(&src, "list")), Some(find(&dst, "list")));
        assert_eq!(matching.dst(find(&src, "150")), Some(find(&dst, "999")), "{config:?}");
        assert_eq!(matching.len(), src.len());
    }
}

#[test]
fn edit_distance_recovers_across_shape_changes() {
    // Table: (src, dst, [(src leaf, dst leaf it must map to)], [src leaves left unmapped],
    // whether the child-list pass alone finds it too: it works level by level, so it cannot
    // follow a leaf into a new wrapper).
    type Case = (
        &'static str,
        &'static str,
        &'static [(&'static str, &'static str)],
        &'static [&'static str],
        bool,
    );
    let cases: [Case; 4] = [
        (
            "(a (b x y z) (k 1 2))",
            "(a (b x (w y) z) (k 1 2))",
            &[("x", "x"), ("y", "y"), ("z", "z")],
            &[],
            false,
        ),
        ("(a (b x y z) (k 1 2))", "(a (b x z) (k 1 2))", &[("x", "x"), ("z", "z")], &["y"], true),
        ("(a (b x y z) (k 1 2))", "(a (b q x y2 z) (k 1 2))", &[("x", "x"), ("z", "z")], &[], true),
        ("(a (b (c x) (d y)) (k 1 2))", "(a (b (d y) (c x2)) (k 1 2))", &[("y", "y")], &[], true),
    ];
    for (s, d, pairs, lost, level_by_level) in cases {
        let configs = generous_configs();
        let configs = if level_by_level { &configs[..] } else { &configs[..1] };
        for config in configs {
            let (src, dst) = (tree(s), tree(d));
            let matching = run(&src, &dst, config);
            for (from, to) in pairs {
                let found = matching.dst(find(&src, from));
                assert_eq!(found, Some(find(&dst, to)), "{s} / {d}: {from} {config:?}");
            }
            for leaf in lost {
                assert_eq!(matching.dst(find(&src, leaf)), None, "{s} / {d}: {leaf}");
            }
            assert_eq!(matching.dst(find(&src, "b")), Some(find(&dst, "b")), "{s} / {d}");
        }
    }
}

#[test]
fn edit_distance_pairs_leaves_by_their_text_before_their_position() {
    // An import list whose paths became plain names and gained one: `{p::F, q::r::T, Fld,
    // Prime}` against `{Fld, FP, Prime, T}`. By position alone the cheapest script renames
    // Fld→Prime and Prime→T; the texts say that both stayed.
    let (s, d) = (
        "(a (list (path p F) (path q (path r T)) Fld Prime) (k 1 2))",
        "(a (list Fld FP Prime T) (k 1 2))",
    );
    let (src, dst) = (tree(s), tree(d));
    let matching = run(&src, &dst, &MatchConfig::default());
    assert_eq!(matching.dst(find(&src, "Fld")), Some(find(&dst, "Fld")));
    assert_eq!(matching.dst(find(&src, "Prime")), Some(find(&dst, "Prime")));
    assert_eq!(matching.dst(find(&src, "p")), None, "a path segment is not a renamed name");
}

#[test]
fn a_container_that_only_gained_elements_is_paired_however_large_they_are() {
    // Recovery by child lists, with every container "large": a list whose old elements all
    // stayed is the same list even when the new element outweighs them; once an old
    // element changed too, the added weight decides again.
    let config = MatchConfig { max_ted_size: 0, max_blind_size: 2, ..MatchConfig::default() };
    let big = "(big (q 1 2 3 4 5 6 7 8 9) (q 1 2 3 4 5 6 7 8 9))";
    for (old, paired) in [("(lv x , y)", true), ("(lv x , z)", false)] {
        let (src, dst) = (
            tree(&format!("(file (f name:a {old}))")),
            tree(&format!("(file (f name:a (lv x , y , {big})))")),
        );
        let matching = run(&src, &dst, &config);
        let found = matching.dst(find(&src, "lv"));
        assert_eq!(found == Some(find(&dst, "lv")), paired, "{old}");
    }
}

#[test]
fn same_shape_lists_pair_strings_by_text_when_one_moved_up() {
    // `["html", "jest"]` against `["ts", "html"]`: same shape, but not two renames.
    let (src, dst) =
        (tree("(a (arr s:html s:jest) (k 1 2))"), tree("(a (arr s:ts s:html) (k 1 2))"));
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        assert_eq!(matching.dst(find(&src, "html")), Some(find(&dst, "html")), "{config:?}");
        assert_eq!(matching.dst(find(&src, "jest")), None, "{config:?}");
    }
}

#[test]
fn look_alike_statements_edited_throughout_pair_by_their_messages() {
    // `fputs("-v …", stderr)` written `fputs("-v …", out)` in every statement, and one
    // more statement on top: each statement keeps the one holding its message, in both
    // recoveries (edit distance and child lists), not its neighbour one off.
    let stmt = |msg: &str, stream: &str| format!("(stmt (call fputs (args s:{msg} {stream})))");
    let messages = ["usage:FILE...", "-v:verbose-output", "-o:OUTPUT-archive", "-z:gzip-compress"];
    let base: Vec<String> = messages.iter().map(|m| stmt(m, "stderr")).collect();
    let mut left: Vec<String> = messages.iter().map(|m| stmt(m, "out")).collect();
    left.insert(1, stmt("-h:show-this-help", "out"));
    let (src, dst) = (
        tree(&format!(
            "(file (fn name:usage (body {} (stmt (call exit (args 2))))))",
            base.join(" ")
        )),
        tree(&format!("(file (fn name:usage (body {})))", left.join(" "))),
    );
    let statement_of = |tree: &Tree<'_>, text: &str| {
        let leaf = find(tree, text);
        let call = tree.parent(tree.parent(leaf).unwrap()).unwrap();
        tree.parent(call).unwrap()
    };
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        for message in messages {
            assert_eq!(
                matching.dst(statement_of(&src, message)),
                Some(statement_of(&dst, message)),
                "{message} {config:?}"
            );
        }
        assert_eq!(matching.src(statement_of(&dst, "-h:show-this-help")), None, "{config:?}");
    }
}

#[test]
fn a_token_stays_under_its_parent_when_a_new_block_inside_ends_with_its_twin() {
    // An include guard's `#endif` against the same guard holding one more `#ifdef` block,
    // whose own `#endif` ties with it in the edit distance: the guard's pairs with the
    // guard's.
    let (src, dst) = (
        tree("(guard t:#ifndef id:X (def a 1) (def b 2) t:#endif)"),
        tree(
            "(guard t:#ifndef id:X (def a 1) (def b 2) (ifdef t:#ifdef id:G (def c 3) t:#endif) t:#endif)",
        ),
    );
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        let (base_end, left_ends) = (find(&src, "#endif"), all(&dst, "#endif"));
        assert_eq!(matching.dst(base_end), left_ends.last().copied(), "{config:?}");
    }
}

#[test]
fn empty_statements_pair_by_their_neighbours_not_by_their_place_in_the_file() {
    // `decl a ; decl b ; decl c ;` with a long new declaration on top: each `;` pairs with
    // the one after the same declaration, however far the insertion pushed it.
    let decls = "(decl (ty int) name:alpha) (empty tok:;) (decl (ty int) name:beta) (empty tok:;) \
                 (decl (ty int) name:gamma) (empty tok:;)";
    let big = (0..12).map(|i| format!("(arg v{i})")).collect::<Vec<_>>().join(" ");
    let (src, dst) =
        (tree(&format!("(file {decls})")), tree(&format!("(file (decl (ty long) {big}) {decls})")));
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        for (a, b) in all(&src, "empty").into_iter().zip(all(&dst, "empty")) {
            assert_eq!(matching.dst(a), Some(b), "{config:?}");
        }
    }
}

/// A random tree spec over a small alphabet, so that two of them share many subtrees.
fn random_spec(seed: &mut u64, depth: u32) -> String {
    let mut next = || {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (*seed >> 33) as usize
    };
    if depth == 0 || next() % 3 == 0 {
        return ["x", "y", "z", "n:1", "n:2"][next() % 5].to_string();
    }
    let kind = ["p", "q", "r"][next() % 3];
    let children = 1 + next() % 4;
    let inner: Vec<String> = (0..children).map(|_| random_spec(seed, depth - 1)).collect();
    format!("({kind} {})", inner.join(" "))
}

#[test]
fn random_trees_keep_the_invariants() {
    let mut seed = 7;
    for _ in 0..300 {
        let (s, d) = (random_spec(&mut seed, 5), random_spec(&mut seed, 5));
        let (src, dst) = (tree(&format!("(root {s} {d})")), tree(&format!("(root {d} {s})")));
        for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
            let matching = run(&src, &dst, &config);
            // `run` checked one-to-one and kinds; mapped subtrees found by hash are exact.
            for (a, b) in matching.pairs() {
                if src.node(a).is_leaf() && dst.node(b).is_leaf() && !config.recovery {
                    assert_eq!(src.text(a), dst.text(b));
                }
            }
            let same = run(&src, &tree(&format!("(root {s} {d})")), &config);
            assert_eq!(same.len(), src.len(), "identical trees: {s} {d}");
        }
    }
}

#[test]
fn a_token_reordered_among_its_siblings_keeps_its_partner() {
    // `@Nullable private` written `private @Nullable`: the edit distance keeps sibling
    // order, so one of the two would be left unmapped without the reordered-leaf pass.
    let src =
        tree("(field (modifiers (annotation at:@ name:Nullable) kw:private) type:String name:x)");
    let dst =
        tree("(field (modifiers kw:private (annotation at:@ name:Nullable)) type:String name:x)");
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        assert_eq!(matching.dst(find(&src, "private")), Some(find(&dst, "private")), "{config:?}");
        assert_eq!(matching.dst(find(&src, "annotation")), Some(find(&dst, "annotation")));
    }
    // Two candidates of one text on a side: which one moved is a guess, and none is made.
    let src = tree("(list a b kw:x kw:x)");
    let dst = tree("(list kw:x b a)");
    let matching = run(&src, &dst, &MatchConfig::default());
    let unmapped_x = all(&src, "x").into_iter().filter(|&id| matching.dst(id).is_none()).count();
    assert!(unmapped_x >= 1);
}

/// The comment of `tree` whose text starts with `text`.
fn comment(tree: &Tree<'_>, text: &str) -> NodeId {
    tree.ids()
        .find(|&id| tree.kind(id) == "comment" && tree.text(id).starts_with(text))
        .unwrap_or_else(|| panic!("no comment {text}"))
}

#[test]
fn a_comment_is_paired_only_with_the_comment_of_the_same_element() {
    // The comment moved from `[1, 2]` to `[3, 4]`: the same text, another element's comment.
    let src = parse("[\n  // note\n  [1, 2],\n  [3, 4]\n]\n", &json()).unwrap();
    let dst = parse("[\n  [1, 2],\n  // note\n  [3, 4]\n]\n", &json()).unwrap();
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let m = run(&src, &dst, &config);
        assert_eq!(m.dst(comment(&src, "// note")), None, "{config:?}");
    }
    // Where it stays above the same element, it stays paired.
    let dst = parse("[\n  // note\n  [1, 2],\n  [3, 4, 5]\n]\n", &json()).unwrap();
    for config in generous_configs().into_iter().chain([MatchConfig::conservative()]) {
        let m = run(&src, &dst, &config);
        assert_eq!(m.dst(comment(&src, "// note")), Some(comment(&dst, "// note")), "{config:?}");
    }
}

#[test]
fn between_sides_a_comment_above_two_different_elements_is_two_comments() {
    // Both sides wrote the same comment above a different new element.
    let src = parse("[\n  // Checks the client.\n  {\"dispatch\": 1}\n]\n", &json()).unwrap();
    let dst = parse("[\n  // Checks the client.\n  {\"persist\": 2}\n]\n", &json()).unwrap();
    let m = run(&src, &dst, &MatchConfig::conservative());
    assert_eq!(m.dst(comment(&src, "// Checks")), None);
    // From the base, an element a side rewrote beyond recognition keeps its comment, and a
    // comment with a blank line under it (a file header) documents nothing.
    let m = run(&src, &dst, &MatchConfig::default());
    assert_eq!(m.dst(comment(&src, "// Checks")), Some(comment(&dst, "// Checks")));
    let src = parse("// License.\n\n[1]\n", &json()).unwrap();
    let dst = parse("// License.\n\n{\"a\": [1]}\n", &json()).unwrap();
    let m = run(&src, &dst, &MatchConfig::conservative());
    assert_eq!(m.dst(comment(&src, "// License")), Some(comment(&dst, "// License")));
}

#[test]
fn look_alike_statements_go_to_the_one_holding_the_same_tokens() {
    // Every test case starts with the same command name (an ambiguous subtree). The side
    // edited the second case and wrote two new ones after it: the base's second case is
    // the one that still holds its description, though a new case stands nearer to its
    // old place in the file.
    let src = tree(
        "(file (cmd (name t) desc:first body:one) (cmd (name t) desc:second body:two) \
         (done end))",
    );
    let dst = tree(
        "(file (cmd (name t) desc:first body:one) (cmd (name t) desc:second body:twenty) \
         (cmd (name t) desc:third body:three) (cmd (name t) desc:fourth body:four) (done end))",
    );
    for config in generous_configs() {
        let m = run(&src, &dst, &config);
        let (second, partner) = (all(&src, "cmd")[1], all(&dst, "cmd")[1]);
        assert_eq!(m.dst(second), Some(partner), "{config:?}");
        assert_eq!(m.dst(find(&src, "second")), Some(find(&dst, "second")), "{config:?}");
    }
}

/// A flat list over `source`: its words as leaves, each of the kind of its own text.
fn words(source: &'static str) -> Tree<'static> {
    let mut builder = TreeBuilder::new(source);
    builder.open("list", None, true, 0);
    let mut at = 0;
    for word in source.split_whitespace() {
        let start = at + source[at..].find(word).unwrap();
        let kind: &'static str = Box::leak(word.to_owned().into_boxed_str());
        builder.leaf(kind, None, true, start..start + word.len());
        at = start + word.len();
    }
    builder.close(source.len());
    builder.finish().unwrap()
}

#[test]
fn an_inserted_element_and_its_separator_follow_the_lines() {
    // `with Extra` written on a line of its own before `with Last`, and `Extra,` after
    // `First,`: each base separator pairs with the one on its own element's line, so the
    // insertion is `with Extra` (or `Extra ,`) and does not take the slot right next to an
    // element the other side may edit.
    let line = |t: &Tree<'_>, id: NodeId| t.source[..t.node(id).range.start].matches('\n').count();
    for (base, side, separator) in [
        ("A\nwith B\nwith Last\n", "A\nwith B\nwith Extra\nwith Last\n", "with"),
        ("A\nwith Last\n", "A\nwith Last\nwith Extra\n", "with"),
        ("First ,\nLast\n", "First ,\nExtra ,\nLast\n", ","),
        ("First ,\nSecond ,\nLast\n", "Extra ,\nFirst ,\nSecond ,\nLast\n", ","),
    ] {
        let (src, dst) = (words(base), words(side));
        for config in generous_configs() {
            let m = run(&src, &dst, &config);
            for kept in all(&src, separator) {
                let partner = m.dst(kept).expect("every base separator is kept");
                let (from, to) = (line(&src, kept), line(&dst, partner));
                let element = |t: &Tree<'_>, l: usize| {
                    t.ids()
                        .find(|&id| line(t, id) == l && t.kind(id) != separator && id != t.root())
                };
                let (a, b) = (element(&src, from).unwrap(), element(&dst, to).unwrap());
                assert_eq!(m.dst(a), Some(b), "{base:?} -> {side:?} ({config:?})");
            }
        }
    }
}

#[test]
fn declarations_that_lost_their_match_pair_by_name() {
    // The destination deleted `gone` and rewrote every statement of `kept`: nothing inside
    // vouches for `kept`, and by position alone it would pair with `gone`.
    let src = tree(
        "(file (fn name:gone (body (stmt (call p (args q))) (stmt (call r (args s))))) \
         (fn name:kept (body (stmt (call f (args x))) (stmt (call g (args y))))) \
         (fn name:last (body (stmt (call h (args z))) (stmt (call h (args w))))))",
    );
    let dst = tree(
        "(file (fn name:kept (body (stmt (call f2 (args x2))) (stmt (call g2 (args y2))))) \
         (fn name:last (body (stmt (call h (args z))) (stmt (call h (args w))))))",
    );
    for config in generous_configs() {
        let matching = run(&src, &dst, &config);
        let (src_fns, dst_fns) = (all(&src, "fn"), all(&dst, "fn"));
        assert_eq!(matching.dst(src_fns[0]), None, "{config:?}");
        assert_eq!(matching.dst(src_fns[1]), Some(dst_fns[0]), "{config:?}");
    }
}

#[test]
fn the_child_list_pass_pairs_no_declarations_of_different_names() {
    // The destination replaced `old` by an unrelated `new` at the same place: a deletion and
    // an addition, not a rename. (Small pairs go through the edit distance, which may still
    // pair them; this is the child-list pass of larger ones.)
    let src = tree(
        "(file (fn name:first (body (stmt (call f (args x))) (stmt (call g (args y))))) \
         (fn name:old (body (stmt (call p (args q))) (stmt (call r (args s))))))",
    );
    let dst = tree(
        "(file (fn name:first (body (stmt (call f (args x))) (stmt (call g (args y))))) \
         (fn name:new (body (stmt (call t (args u (more v)))) (stmt (call w (args z))))))",
    );
    let config = MatchConfig { max_ted_size: 0, ..MatchConfig::default() };
    let matching = run(&src, &dst, &config);
    let (src_fns, dst_fns) = (all(&src, "fn"), all(&dst, "fn"));
    assert_eq!(matching.dst(src_fns[0]), Some(dst_fns[0]));
    assert_eq!(matching.dst(src_fns[1]), None);
}

/// Entry keys for spec trees: an `entry` node is keyed by its first child's text.
fn entry_keys_of(tree: &Tree<'_>) -> EntryKeys {
    EntryKeys::new(
        tree.ids()
            .map(|id| match tree.kind(id) {
                "entry" => tree.text(tree.children(id)[0]).bytes().map(u64::from).sum::<u64>() + 1,
                _ => 0,
            })
            .collect(),
    )
}

#[test]
fn entries_of_different_keys_are_never_paired_and_pair_by_key_first() {
    // The destination moved most of `deps`' members into `dev`: content alone pairs the old
    // `deps` with the destination's `dev`. Under keys, `deps` stays `deps` and `dev` stays
    // `dev`, and the moved members keep their own partners.
    let src = tree(
        "(doc (entry key:deps (members (m one 1) (m two 2) (m three 3) (m four 4) (m five 5))) \
         (entry key:dev (members (m six 6))))",
    );
    let dst = tree(
        "(doc (entry key:deps (members (m one 1))) \
         (entry key:dev (members (m six 6) (m two 2) (m three 3) (m four 4) (m five 5))))",
    );
    for config in generous_configs() {
        let unkeyed = run(&src, &dst, &config);
        let (src_entries, dst_entries) = (all(&src, "entry"), all(&dst, "entry"));
        assert_ne!(unkeyed.dst(src_entries[0]), Some(dst_entries[0]), "{config:?}");
        let keyed = match_keyed(&src, &dst, &config, entry_keys_of(&src), entry_keys_of(&dst));
        assert_eq!(keyed.check(&src, &dst), Ok(()));
        assert_eq!(keyed.dst(src_entries[0]), Some(dst_entries[0]), "{config:?}");
        assert_eq!(keyed.dst(src_entries[1]), Some(dst_entries[1]), "{config:?}");
        let (two, two_moved) = (find(&src, "two"), find(&dst, "two"));
        assert_eq!(keyed.dst(two), Some(two_moved), "{config:?}");
    }
}

#[test]
fn look_alike_pieces_of_unrelated_additions_stay_paired_only_between_the_same_words() {
    // Left adds `u` before `(s a)`; right adds `v` inside `(s a)`. Both hold `(args p)`,
    // between the same tokens: words (the same code written twice, cut out of two
    // different nestings) keep the pair; punctuation, found around any statement, does not.
    let base = tree("(file (s a) (s b))");
    for (before, after, paired) in [("disable", "done", true), ("semi:;", "close:}", false)] {
        let left = tree(&format!("(file (u w {before} (args p) {after}) (s a) (s b))"));
        let right = tree(&format!("(file (s a (v {before} (args p) {after})) (s b))"));
        let base_left = run(&base, &left, &MatchConfig::default());
        let base_right = run(&base, &right, &MatchConfig::default());
        let mut left_right = run(&left, &right, &MatchConfig::conservative());
        let (args_l, args_r) = (find(&left, "args"), find(&right, "args"));
        assert_eq!(left_right.dst(args_l), Some(args_r), "paired by the top-down phase");
        keep_additions_whole(&mut left_right, &left, &right, &base_left, &base_right);
        assert_eq!(left_right.dst(args_l) == Some(args_r), paired, "around {before} {after}");
        assert_eq!(left_right.dst(find(&left, "b")), Some(find(&right, "b")));
    }
}
