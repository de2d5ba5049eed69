//! Table-driven checks over every language profile: names, aliases, extensions and file
//! names are unambiguous; every node kind, field and signature path a profile names exists
//! in its grammar; each grammar parses a sample of its language, and every commutative
//! parent of the profile occurs in that sample with signed elements; detection by path and
//! lookup by name; and `docs/languages.md` matches the tables.

#[path = "profiles/samples.rs"]
mod samples;

use std::collections::{HashMap, HashSet};

use suture_core::profile::{Condition, LanguageProfile};
use suture_langs::{by_name, detect, profiles};
use tree_sitter::{Language, Node, Parser};

fn kind_exists(language: &Language, kind: &str) -> bool {
    language.id_for_node_kind(kind, true) != 0 || language.id_for_node_kind(kind, false) != 0
}

/// Every node kind the profile names, with where it is named.
fn named_kinds(profile: &LanguageProfile) -> Vec<(String, &'static str)> {
    let mut kinds = Vec::new();
    for parent in &profile.commutative_parents {
        kinds.push((format!("commutative parent {}", parent.kind), parent.kind));
        for kind in parent.element_kinds.unwrap_or(&[]) {
            kinds.push((format!("element of {}", parent.kind), *kind));
        }
        for kind in parent.attached_kinds {
            kinds.push((format!("attached in {}", parent.kind), *kind));
        }
        for condition in &parent.unless {
            let kind = match condition {
                Condition::AncestorPrecededBy { kind, .. }
                | Condition::AncestorHasChild { kind, .. }
                | Condition::AncestorHasChildWithout { kind, .. }
                | Condition::AncestorLacksChild { kind, .. }
                | Condition::AncestorIs { kind, .. }
                | Condition::AncestorIsNot { kind, .. }
                | Condition::ChildHasChildOfKind { kind, .. } => *kind,
            };
            kinds.push((format!("condition of {}", parent.kind), kind));
        }
    }
    for signature in &profile.signatures {
        kinds.push(("signature".to_owned(), signature.kind));
        for path in &signature.paths {
            for step in path.iter() {
                if let Some(kind) = step.strip_prefix('@') {
                    kinds.push((format!("signature path of {}", signature.kind), kind));
                }
            }
        }
    }
    for list in &profile.ordered_lists {
        kinds.push((format!("ordered list {}", list.kind), list.kind));
        for kind in list.items.iter().chain(list.attached_kinds) {
            kinds.push((format!("item of ordered list {}", list.kind), *kind));
        }
    }
    for kind in profile.atomic_kinds {
        kinds.push(("atomic".to_owned(), *kind));
    }
    for kind in profile.flatten_kinds {
        kinds.push(("flatten".to_owned(), *kind));
    }
    for kind in profile.layout_kinds {
        kinds.push(("layout".to_owned(), *kind));
    }
    kinds
}

#[test]
fn there_are_at_least_forty_languages() {
    assert!(profiles().len() >= 40, "only {} languages", profiles().len());
}

#[test]
fn names_and_aliases_are_distinct() {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for profile in profiles() {
        let mut own: HashSet<String> = HashSet::new();
        own.insert(profile.name.to_ascii_lowercase());
        for alias in profile.aliases {
            assert_eq!(
                *alias,
                alias.to_ascii_lowercase(),
                "{}: alias {alias} not lower case",
                profile.name
            );
            assert!(
                own.insert(alias.to_string()) || *alias == profile.name.to_ascii_lowercase(),
                "{}: alias {alias} given twice",
                profile.name
            );
        }
        for name in own {
            if let Some(other) = seen.insert(name.clone(), profile.name) {
                panic!("{name} names both {other} and {}", profile.name);
            }
        }
    }
}

#[test]
fn extensions_and_file_names_are_well_formed_and_unclaimed() {
    let mut extensions: HashMap<&str, &str> = HashMap::new();
    let mut file_names: HashMap<String, &str> = HashMap::new();
    for profile in profiles() {
        assert!(
            !profile.extensions.is_empty() || !profile.file_names.is_empty(),
            "{} has no files",
            profile.name
        );
        for extension in profile.extensions {
            assert!(!extension.is_empty(), "{}: empty extension", profile.name);
            assert!(!extension.contains('.'), "{}: extension {extension} has a dot", profile.name);
            assert_eq!(
                *extension,
                extension.to_ascii_lowercase(),
                "{}: {extension} not lower case",
                profile.name
            );
            if let Some(other) = extensions.insert(extension, profile.name) {
                panic!(".{extension} claimed by {other} and {}", profile.name);
            }
        }
        for name in profile.file_names {
            assert!(
                !name.contains(['/', '\\']),
                "{}: file name {name} has a directory",
                profile.name
            );
            // Detection ignores case as a last resort, so names that differ only in case
            // must belong to one language.
            if let Some(other) = file_names.insert(name.to_ascii_lowercase(), profile.name)
                && other != profile.name
            {
                panic!("file name {name} claimed by {other} and {}", profile.name);
            }
        }
    }
}

#[test]
fn every_named_kind_and_field_exists_in_the_grammar() {
    let mut missing = Vec::new();
    for profile in profiles() {
        for (place, kind) in named_kinds(profile) {
            if !kind_exists(&profile.grammar, kind) {
                missing.push(format!("{}: {place}: no node kind {kind}", profile.name));
            }
        }
        for signature in &profile.signatures {
            for path in &signature.paths {
                for step in path.iter().filter(|s| !s.starts_with('@')) {
                    if profile.grammar.field_id_for_name(step).is_none() {
                        missing.push(format!(
                            "{}: signature of {}: no field {step}",
                            profile.name, signature.kind
                        ));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_element_kind_has_a_signature_and_kinds_are_not_repeated() {
    let mut problems = Vec::new();
    for profile in profiles() {
        let mut parents = HashSet::new();
        for parent in &profile.commutative_parents {
            if !parents.insert(parent.kind) {
                problems
                    .push(format!("{}: commutative parent {} twice", profile.name, parent.kind));
            }
            for kind in parent.element_kinds.unwrap_or(&[]) {
                if profile.signature(kind).is_none() {
                    problems.push(format!(
                        "{}: element {kind} of {} has no signature",
                        profile.name, parent.kind
                    ));
                }
                if parent.attached_kinds.contains(kind) {
                    problems.push(format!(
                        "{}: {kind} both element and attached in {}",
                        profile.name, parent.kind
                    ));
                }
            }
        }
        let mut signed = HashSet::new();
        for signature in &profile.signatures {
            if !signed.insert(signature.kind) {
                problems.push(format!("{}: two signatures for {}", profile.name, signature.kind));
            }
            if signature.paths.is_empty() {
                problems
                    .push(format!("{}: signature of {} has no path", profile.name, signature.kind));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The text a signature path leads to, if the path exists in this node.
fn follow<'t>(node: Node<'t>, path: &[&str]) -> Option<Node<'t>> {
    let mut node = node;
    for step in path {
        node = match step.strip_prefix('@') {
            Some(kind) => {
                let mut cursor = node.walk();
                let found = node.named_children(&mut cursor).find(|c| c.kind() == kind);
                found?
            }
            None => node.child_by_field_name(step)?,
        };
    }
    Some(node)
}

fn parse(profile: &LanguageProfile, source: &str) -> tree_sitter::Tree {
    let mut parser = Parser::new();
    parser.set_language(&profile.grammar).unwrap_or_else(|e| panic!("{}: {e}", profile.name));
    parser.parse(source, None).unwrap_or_else(|| panic!("{}: no tree", profile.name))
}

/// Walks a tree without recursion, calling `visit` on every node.
fn each_node<'t>(tree: &'t tree_sitter::Tree, mut visit: impl FnMut(Node<'t>)) {
    let mut stack = vec![tree.root_node()];
    while let Some(node) = stack.pop() {
        visit(node);
        let mut cursor = node.walk();
        stack.extend(node.children(&mut cursor));
    }
}

#[test]
fn every_language_has_a_sample_that_parses_without_errors() {
    let names: HashSet<&str> = profiles().iter().map(|p| p.name).collect();
    for (name, _) in samples::SAMPLES {
        assert!(names.contains(name), "sample for unknown language {name}");
    }
    let mut problems = Vec::new();
    for profile in profiles() {
        let Some((_, source)) = samples::SAMPLES.iter().find(|(n, _)| *n == profile.name) else {
            problems.push(format!("{}: no sample", profile.name));
            continue;
        };
        let tree = parse(profile, source);
        if tree.root_node().has_error() {
            problems.push(format!(
                "{}: sample does not parse: {}",
                profile.name,
                tree.root_node().to_sexp()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn samples_hold_every_commutative_parent_with_signed_elements() {
    let mut problems = Vec::new();
    for profile in profiles() {
        let Some((_, source)) = samples::SAMPLES.iter().find(|(n, _)| *n == profile.name) else {
            continue;
        };
        let tree = parse(profile, source);
        let mut seen = HashSet::new();
        each_node(&tree, |node| {
            let Some(parent) = profile.commutative_parent(node.kind()) else { return };
            seen.insert(parent.kind);
            // (kind, is an element) for each child that is not an extra (comment).
            let children: Vec<(&str, bool)> = {
                let mut cursor = node.walk();
                node.children(&mut cursor)
                    .filter(|c| !c.is_extra())
                    .map(|c| {
                        let element = match parent.element_kinds {
                            Some(kinds) => kinds.contains(&c.kind()),
                            None => c.is_named() && !parent.attached_kinds.contains(&c.kind()),
                        };
                        (c.kind(), element)
                    })
                    .collect()
            };
            let first_element = children.iter().position(|(_, element)| *element);
            let last_element = children.iter().rposition(|(_, element)| *element);
            if let (Some(open), Some(close), Some(first), Some(last)) =
                (parent.open, parent.close, first_element, last_element)
            {
                let opened = children[..first].iter().any(|(kind, _)| *kind == open);
                let closed = children[last + 1..].iter().any(|(kind, _)| *kind == close);
                if !opened || !closed {
                    problems.push(format!(
                        "{}: {} is not delimited by {open} {close}: {children:?}",
                        profile.name, parent.kind
                    ));
                }
            }
            let separator = parent.separator.trim();
            let elements = children.iter().filter(|(_, element)| *element).count();
            if !separator.is_empty()
                && elements > 1
                && !children.iter().any(|(kind, _)| *kind == separator)
            {
                problems.push(format!(
                    "{}: no {separator} between the elements of {}: {children:?}",
                    profile.name, parent.kind
                ));
            }
            let mut cursor = node.walk();
            for child in node.named_children(&mut cursor) {
                let is_element = match parent.element_kinds {
                    Some(kinds) => kinds.contains(&child.kind()),
                    None => !child.is_extra() && !parent.attached_kinds.contains(&child.kind()),
                };
                if !is_element {
                    continue;
                }
                let Some(signature) = profile.signature(child.kind()) else {
                    problems.push(format!(
                        "{}: {} in {} has no signature",
                        profile.name,
                        child.kind(),
                        parent.kind
                    ));
                    continue;
                };
                let text: String = signature
                    .paths
                    .iter()
                    .filter_map(|path| follow(child, path))
                    .map(|n| &source[n.byte_range()])
                    .collect();
                if text.trim().is_empty() {
                    problems.push(format!(
                        "{}: signature of {} is empty on {:?}",
                        profile.name,
                        child.kind(),
                        &source[child.byte_range()]
                    ));
                }
            }
        });
        for parent in &profile.commutative_parents {
            if !seen.contains(parent.kind) {
                problems.push(format!("{}: sample has no {}", profile.name, parent.kind));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn detect_finds_the_language_of_typical_paths() {
    let cases = [
        ("src/main.rs", "Rust"),
        ("pom.xml", "XML"),
        ("app/pom.xml", "XML"),
        ("Foo.csproj", "XML"),
        ("Directory.Build.props", "XML"),
        ("build/Common.targets", "XML"),
        ("App.xaml", "XML"),
        ("Resources.resx", "XML"),
        ("web.config", "XML"),
        ("icon.svg", "XML"),
        ("Package.nuspec", "XML"),
        ("Makefile", "Make"),
        ("sub/GNUmakefile", "Make"),
        ("a/b/c.tsx", "TSX"),
        ("a/b/c.ts", "TypeScript"),
        ("README.md", "Markdown"),
        ("Cargo.lock", "TOML"),
        ("Cargo.toml", "TOML"),
        ("package.json", "JSON"),
        (".github/workflows/ci.yml", "YAML"),
        ("include/x.h", "C"),
        ("src/x.cpp", "C++"),
        ("Program.cs", "C#"),
        ("main.go", "Go"),
        ("Main.java", "Java"),
        ("build.gradle", "Groovy"),
        ("build.gradle.kts", "Kotlin Script"),
        ("App.kt", "Kotlin"),
        ("setup.py", "Python"),
        ("index.mjs", "JavaScript"),
        ("Dockerfile", "Dockerfile"),
        ("CMakeLists.txt", "CMake"),
        ("BUILD", "Starlark"),
        ("main.tf", "HCL"),
        ("Gemfile", "Ruby"),
        ("C:\\src\\Main.JAVA", "Java"),
        ("LIB.RS", "Rust"),
        (".bashrc", "Bash"),
        ("tox.ini", "INI"),
        ("schema.graphql", "GraphQL"),
        ("api.proto", "Protocol Buffers"),
        ("query.sql", "SQL"),
        ("requirements.txt", "Pip Requirements"),
        ("src/App.vue", "Vue"),
        ("schema.prisma", "Prisma"),
        ("shader.frag", "GLSL"),
    ];
    let mut wrong = Vec::new();
    for (path, expected) in cases {
        let found = detect(path).map(|p| p.name);
        if found != Some(expected) {
            wrong.push(format!("{path}: expected {expected}, found {found:?}"));
        }
    }
    for path in ["notes.txt", "LICENSE", "a/b/", "", ".hidden", "archive.tar.gz", "x."] {
        if let Some(found) = detect(path) {
            wrong.push(format!("{path}: expected nothing, found {}", found.name));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_header_is_parsed_as_cpp_only_when_its_content_is_cpp() {
    let c = detect("include/cart.h").expect("a header has a language");
    assert_eq!(c.name, "C");
    let cases: &[(&str, &str)] = &[
        ("namespace shop {\nint total;\n}\n", "C++"),
        ("template <typename T>\nT max(T a, T b);\n", "C++"),
        ("struct cart {\n  public:\n  int n;\n};\n", "C++"),
        ("  class Cart;\n", "C++"),
        // A C variable named `class`, prose in a comment, `extern \"C\"`: still C.
        ("void f(void)\n{\n\tclass = lookup(name);\n}\n", "C"),
        ("/*\n * class of the object\n */\n", "C"),
        ("#ifdef __cplusplus\nextern \"C\" {\n#endif\n", "C"),
    ];
    for &(text, expected) in cases {
        let texts: [&[u8]; 3] = [b"", text.as_bytes(), b""];
        assert_eq!(c.for_content(&texts).name, expected, "{text:?}");
    }
    let cpp = by_name("C++").expect("C++ exists");
    assert_eq!(cpp.for_content(&[b"namespace a {}\n"]).name, "C++");
}

#[test]
fn by_name_accepts_names_and_aliases_in_any_case() {
    for (name, expected) in [
        ("rust", "Rust"),
        ("RUST", "Rust"),
        ("c#", "C#"),
        ("csharp", "C#"),
        ("cpp", "C++"),
        ("golang", "Go"),
        ("ts", "TypeScript"),
        ("Tsx", "TSX"),
        ("yml", "YAML"),
        ("Terraform", "HCL"),
        ("protobuf", "Protocol Buffers"),
    ] {
        assert_eq!(by_name(name).map(|p| p.name), Some(expected), "{name}");
    }
    assert!(by_name("klingon").is_none());
    for profile in profiles() {
        assert_eq!(by_name(profile.name).map(|p| p.name), Some(profile.name));
    }
}

#[test]
fn languages_doc_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/languages.md");
    let generated = suture_langs::table::languages_markdown();
    if std::env::var_os("SUTURE_BLESS").is_some() {
        std::fs::write(path, &generated).expect("write docs/languages.md");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/languages.md is stale: run SUTURE_BLESS=1 cargo test -p suture-langs --test profiles"
    );
}

/// The ancestor `up` levels above a node, if the tree is that deep.
fn ancestor(node: Node<'_>, up: u8) -> Option<Node<'_>> {
    (0..up).try_fold(node, |n, _| n.parent())
}

/// Whether a condition's structure (levels and kinds, not the text) matches at this
/// commutative parent node.
fn condition_shape_matches(node: Node<'_>, condition: &Condition) -> bool {
    match condition {
        Condition::AncestorPrecededBy { up, kind, .. } => {
            let mut sibling = ancestor(node, *up).and_then(|a| a.prev_named_sibling());
            while let Some(s) = sibling {
                if s.kind() == *kind {
                    return true;
                }
                sibling = s.prev_named_sibling();
            }
            false
        }
        Condition::AncestorHasChild { up, kind, .. }
        | Condition::AncestorHasChildWithout { up, kind, .. }
        | Condition::AncestorLacksChild { up, kind, .. } => ancestor(node, *up).is_some_and(|a| {
            let mut cursor = a.walk();
            a.children(&mut cursor).any(|c| c.kind() == *kind)
        }),
        Condition::AncestorIs { up, kind } => {
            ancestor(node, *up).is_some_and(|a| a.kind() == *kind)
        }
        Condition::AncestorIsNot { up, kind } => {
            ancestor(node, *up).is_none_or(|a| a.kind() != *kind)
        }
        Condition::ChildHasChildOfKind { child, kind } => {
            let mut cursor = node.walk();
            let children: Vec<Node<'_>> = node.children(&mut cursor).collect();
            children.iter().any(|c| {
                let mut inner = c.walk();
                c.kind() == *child && c.children(&mut inner).any(|g| g.kind() == *kind)
            })
        }
    }
}

#[test]
fn every_condition_has_the_shape_of_its_sample() {
    let mut problems = Vec::new();
    for profile in profiles() {
        let Some((_, source)) = samples::SAMPLES.iter().find(|(n, _)| *n == profile.name) else {
            continue;
        };
        let tree = parse(profile, source);
        for parent in &profile.commutative_parents {
            for condition in &parent.unless {
                let mut matched = false;
                each_node(&tree, |node| {
                    matched |=
                        node.kind() == parent.kind && condition_shape_matches(node, condition);
                });
                if !matched {
                    problems.push(format!(
                        "{}: no {} in the sample where {condition:?} could hold",
                        profile.name, parent.kind
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_ordered_list_gives_a_one_line_reason_once() {
    for profile in profiles() {
        let mut seen = HashSet::new();
        for list in &profile.ordered_lists {
            assert!(
                !list.reason.trim().is_empty() && !list.reason.contains('\n'),
                "{}: ordered list {} needs a one-line reason",
                profile.name,
                list.kind
            );
            assert!(seen.insert(list.kind), "{}: ordered list {} twice", profile.name, list.kind);
            assert!(
                profile.ordered_list(list.kind) == Some(list),
                "{}: {} is shadowed",
                profile.name,
                list.kind
            );
        }
    }
}
