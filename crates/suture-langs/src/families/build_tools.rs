//! Build and infrastructure files: Make, CMake, Dockerfile, Starlark (Bazel, Buck, Tilt),
//! HCL (Terraform), Bicep and Nix. Make rules, HCL body attributes and objects, Bicep object
//! properties, Nix attribute sets and a Bazel rule's `srcs`, `hdrs` and `deps` lists are
//! unordered; the source files of a CMake target are independent of each other (both sides'
//! additions are kept); recipes, instructions, blocks and commands run in order.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// The build-file profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Make", &["mk", "mak", "make"], tree_sitter_make::LANGUAGE.into())
            .indentation_matters()
            .aliases(&["make", "makefile"])
            .file_names(&["Makefile", "makefile", "GNUmakefile", "Kbuild"])
            // Rules are looked up by target, in any order (only the first is the default
            // goal, and a set merge keeps left's first). Variable assignments and
            // directives are not elements: they keep their places.
            .commutative([CommutativeParent::new("makefile", "\n").elements(&["rule"])])
            // A rule is its text, and its targets must be unique among new rules: two
            // recipes for one target override each other.
            // An assignment is its whole text, not its variable's name: a run of
            // `OBJS += x.o` lines names one variable on every line.
            .signatures([
                Signature::whole("rule").unique_by(&[&["@targets"]]),
                Signature::whole("variable_assignment"),
            ]),
        // CMake commands run in order (a target must exist before `target_link_libraries`);
        // argument lists are passed on in order (link order matters), except a target's
        // source files. Nothing here is a set.
        LanguageProfile::new("CMake", &["cmake"], tree_sitter_cmake::LANGUAGE.into())
            .aliases(&["cmake"])
            .file_names(&["CMakeLists.txt"])
            .ordered([OrderedList::independent(
                "argument_list",
                &["argument"],
                "a target's source files are compiled each on its own",
            )
            .unless(Condition::AncestorLacksChild {
                up: 1,
                kind: "identifier",
                contains_any: &["add_executable", "add_library", "target_sources"],
            })]),
        // Each instruction makes a layer on the one before: nothing is a set.
        LanguageProfile::new(
            "Dockerfile",
            &["dockerfile", "containerfile"],
            tree_sitter_containerfile::LANGUAGE.into(),
        )
        .aliases(&["dockerfile", "docker", "containerfile"])
        .file_names(&["Dockerfile", "Containerfile"]),
        LanguageProfile::new(
            "Starlark",
            &["bzl", "star", "bazel", "sky"],
            tree_sitter_starlark::LANGUAGE.into(),
        )
        .aliases(&["starlark", "bazel", "bzl"])
        .file_names(&["BUILD", "WORKSPACE", "Tiltfile", "BUCK"])
        // The file lists and dependency lists of a rule are sets (buildifier keeps them
        // sorted); other lists (`args`, `copts`) are passed on in order and stay ordered.
        .commutative([CommutativeParent::new("list", ",")
            .delimited("[", "]")
            .unless(Condition::AncestorLacksChild {
                up: 1,
                kind: "identifier",
                contains_any: &["srcs", "hdrs", "deps"],
            })
            .kept_sorted()])
        .signatures([Signature::whole("string")]),
        LanguageProfile::new(
            "HCL",
            &["hcl", "tf", "tfvars", "nomad"],
            tree_sitter_hcl::LANGUAGE.into(),
        )
        .aliases(&["hcl", "terraform", "tf"])
        .commutative([
            // Blocks stay ordered (provisioners run in order); attributes are a map.
            CommutativeParent::new("body", "\n").elements(&["attribute"]),
            // An object expression (`tags = { .. }`) is a map.
            // Its braces are the named `object_start` and `object_end` nodes.
            CommutativeParent::new("object", ",")
                .delimited("object_start", "object_end")
                .elements(&["object_elem"]),
        ])
        // An attribute or an object element is its key: one key set two ways is a conflict.
        .signatures([
            Signature::new("attribute", &[&["@identifier"]]),
            Signature::new("object_elem", &[&["key"]]),
        ]),
        LanguageProfile::new("Bicep", &["bicep", "bicepparam"], tree_sitter_bicep::LANGUAGE.into())
            .aliases(&["bicep"])
            // Decorators keep their places; properties of an object are a map, an element
            // is its key (identifier or quoted string).
            .commutative([CommutativeParent::new("object", "\n").elements(&["object_property"])])
            .signatures([Signature::new(
                "object_property",
                &[&["@identifier"], &["@compatible_identifier"], &["@string"]],
            )]),
        LanguageProfile::new("Nix", &["nix"], tree_sitter_nix::LANGUAGE.into())
            .aliases(&["nix"])
            // The bindings of an attribute set (`{ a = 1; b = 2; }`, a `let`) are a map.
            // Lists (`[ git htop ]`) stay ordered: their order is kept in the value.
            .commutative([CommutativeParent::new("binding_set", "\n")])
            // A binding is its attribute path; `inherit` lines are their whole text.
            .signatures([
                Signature::new("binding", &[&["attrpath"]]),
                Signature::whole("inherit"),
                Signature::whole("inherit_from"),
            ])
            // `environment.systemPackages = with pkgs; [ git htop ]`: the packages are
            // installed into one environment together, whatever their order.
            .ordered([OrderedList::independent(
                "list_expression",
                &["variable_expression", "select_expression"],
                "the packages of a package list are installed together, in no order",
            )
            .unless(Condition::AncestorLacksChild {
                up: 2,
                kind: "attrpath",
                contains_any: &["systemPackages", "packages", "buildInputs", "BuildInputs"],
            })]),
    ]
}
